"""An access key id in a Kubernetes Secret's `data` is read as what it decodes to: base64 of a
user's name (`jupyter-reader`) beside its secret is a login's user name, no secret (LABELS.md
rule 2 labels ids issued at random, not names); base64 of an AWS-shaped id beside its secret
stays reported. Outside a Secret the same user name's base64 is a user-built access id
(BlackPearl's), no secret either. Values are made here."""

from __future__ import annotations

import base64
import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17304)


def _b64(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


USER = _b64("jupyter-reader")
KEY_ID = _b64("AKIA" + "".join(_DRAW.choices(string.ascii_uppercase + string.digits, k=16)))
SECRET = _b64("".join(_DRAW.choices(string.ascii_letters + string.digits + "/+", k=40)))


def _secret(kind: str, key_id: str) -> str:
    return (
        f"apiVersion: v1\nkind: {kind}\nmetadata:\n  name: s3gw\ntype: Opaque\ndata:\n"
        f"  AWS_ACCESS_KEY_ID: {key_id}\n  AWS_SECRET_ACCESS_KEY: {SECRET}\n"
    )


def test_a_user_name_encoded_as_an_access_key_id_is_not_reported(rules: RuleSet) -> None:
    assert found(rules, "k8s/s3-credentials.yaml", _secret("Secret", USER)) == [(8, SECRET)]


def test_an_encoded_aws_id_beside_its_secret_stays_reported(rules: RuleSet) -> None:
    yaml = _secret("Secret", KEY_ID)
    assert found(rules, "k8s/s3-credentials.yaml", yaml) == [(7, KEY_ID), (8, SECRET)]


def test_the_same_base64_outside_a_secret_is_a_user_name_too(rules: RuleSet) -> None:
    # Not decoded there, but a user's name in base64 is how a service may build its access
    # ids (Spectra BlackPearl's DS3 access id): no id drawn at random. An AWS-shaped id's
    # base64 is no user's name, and stays reported beside its secret.
    yaml = _secret("ConfigMap", USER)
    assert found(rules, "k8s/s3-credentials.yaml", yaml) == [(8, SECRET)]
    yaml = _secret("ConfigMap", KEY_ID)
    assert found(rules, "k8s/s3-credentials.yaml", yaml) == [(7, KEY_ID), (8, SECRET)]
