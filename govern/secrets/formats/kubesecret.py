"""Kubernetes Secrets' `data`: each value is base64 of the bytes a key names (a keytab, a private
key, a registry login), always, so a value's shape says nothing: the key's name says what it
holds (the rule's keys choose which). Only documents of `kind: Secret` count, and a PEM that
decodes to a certificate or public key alone is left out: it is public."""

from __future__ import annotations

import binascii

from govern.secrets.formats.fields import Field
from govern.secrets.formats.yaml import document_of, document_starts, documents_of_kind, parse_yaml

_PEM = b"-----BEGIN"
_PRIVATE = b"PRIVATE KEY"


def parse_kube_secret_data(text: str) -> list[Field]:
    fields = parse_yaml(text)
    starts = document_starts(text)
    secrets = documents_of_kind(text, fields, ("Secret",))
    return [
        f
        for f in fields
        if f.parents == ("data",)
        and document_of(starts, f) in secrets
        and not _public_pem(text[f.start : f.end])
    ]


def secret_data_text(text: str, fields: list[Field], field: Field) -> str | None:
    """What FIELD's value decodes to, where FIELD (one of FIELDS, read from TEXT) is a
    Kubernetes Secret's `data` value and decodes to printable ASCII (a user's name, an access
    key's id): the value a setting of that name holds, as written before its encoding."""
    if field.parents != ("data",):
        return None
    try:
        decoded = binascii.a2b_base64("".join(text[field.start : field.end].split()))
    except binascii.Error:
        return None
    if not decoded or not all(0x21 <= byte < 0x7F for byte in decoded):
        return None
    starts = document_starts(text)
    if document_of(starts, field) not in documents_of_kind(text, fields, ("Secret",)):
        return None
    return decoded.decode("ascii")


def _public_pem(value: str) -> bool:
    """Whether VALUE is base64 of PEM blocks none of which is a private key."""
    try:
        decoded = binascii.a2b_base64("".join(value.split()))
    except binascii.Error:
        return False
    return decoded.lstrip().startswith(_PEM) and _PRIVATE not in decoded
