"""Terraform state (`terraform.tfstate`, format version 4): the values Terraform itself marks
sensitive. Each resource instance lists, under `sensitive_attributes`, the paths of its
attributes that hold secrets (`[{"type": "get_attr", "value": "result"}]`); their values are in
its `attributes`, in plain text. The `result` of a `random_password` (and of a `random_string`,
which people generate passwords with too) is reported even in a state written before
`sensitive_attributes` existed, and so is a key pair's id (an IAM access key's, an OpenStack EC2
credential's) beside its secret."""

from __future__ import annotations

from govern.secrets.formats.fields import Field
from govern.secrets.formats.jsonfile import parse_json

# Resource types whose `result` is a generated secret.
_SECRET_RESULTS = frozenset({"random_password", "random_string"})
# Resource types of an S3-style key pair whose `id` is the pair's access key id (the providers'
# documentation: an EC2 credential's id "equal to access", an IAM access key's id): reported with
# the `secret` that follows it (Terraform writes an instance's attributes sorted by name), as
# the pair's id is with its secret.
_KEY_PAIR_IDS = frozenset({"openstack_identity_ec2_credential_v3", "aws_iam_access_key"})


def parse_tfstate(text: str) -> list[Field]:
    """The values of the sensitive attributes of each resource instance in the state TEXT, each
    under the attribute's name and the resource's type."""
    # By where each value starts: a value both rules name is reported once.
    secrets: dict[int, Field] = {}
    resource_type = ""
    # The current instance's top-level attributes, by name: the sensitive ones follow them.
    attributes: dict[str, Field] = {}
    # A key pair's id, until the secret it was issued with follows it.
    pair_id: Field | None = None
    for field in parse_json(text):
        parents = field.parents
        if field.key == "type" and parents[-1:] == ("resources",):
            resource_type = text[field.start : field.end]
            attributes.clear()
            pair_id = None
        elif parents[-2:] == ("instances", "attributes"):
            attributes[field.key] = field
            if field.key == "result" and resource_type in _SECRET_RESULTS:
                secrets[field.start] = Field(field.key, field.start, field.end, (resource_type,))
            elif resource_type in _KEY_PAIR_IDS and field.key == "id":
                pair_id = field
            elif field.key == "secret" and pair_id is not None and field.end > field.start:
                secrets[pair_id.start] = Field(
                    pair_id.key, pair_id.start, pair_id.end, (resource_type,)
                )
                pair_id = None
        elif field.key == "value" and parents[-1:] == ("sensitive_attributes",):
            sensitive = attributes.pop(text[field.start : field.end], None)
            if sensitive is not None:
                secrets[sensitive.start] = Field(
                    sensitive.key, sensitive.start, sensitive.end, (resource_type,)
                )
    return list(secrets.values())
