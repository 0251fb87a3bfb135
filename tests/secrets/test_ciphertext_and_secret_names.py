"""Values that are no secret though a secret's name is over them: an OpenPGP message in base64
(a session key packet first: ciphertext only its private key opens), and the camelCase name
of where a secret is kept (adminPasswordSecretName: a Kubernetes Secret's name). Random values
of the same length and a camelCase name of the secret itself stay secrets. Values are made here."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.lookalikes import openpgp_message
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import grows_linearly

_RNG = random.Random(4417)
_MIXED = string.ascii_letters + string.digits


def _bytes(count: int) -> bytes:
    return bytes(_RNG.randrange(256) for _ in range(count))


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode().rstrip("=")


# A public-key encrypted session key packet, new format (0xC1, two-octet length, version 3, a
# key id, RSA), and a passphrase's, old format (0x8C, one-octet length, version 4, AES-128,
# iterated and salted), before random bytes.
PGP_TO_KEY = _b64(bytes([0xC1, 0xC1, 0x4C, 0x03]) + _bytes(8) + bytes([0x01]) + _bytes(51))
PGP_BY_PASSPHRASE = _b64(bytes([0x8C, 0x0D, 0x04, 0x07, 0x03]) + _bytes(57))
# The same bytes after another first octet: a random base64 value.
NOT_PGP = _b64(bytes([0x5A, 0xC1, 0x4C, 0x03]) + _bytes(60))
PASSWORD = "".join(_RNG.choice(_MIXED) for _ in range(14)) + "k2"


@pytest.mark.parametrize("ciphertext", [PGP_TO_KEY, PGP_BY_PASSPHRASE])
def test_an_openpgp_message_is_ciphertext(rules: RuleSet, ciphertext: str) -> None:
    text = f"module.exports = {{\n  hostRules: [{{\n    password: '{ciphertext}',\n  }}],\n}};\n"
    assert values(rules, "ci/bot/config.js", text) == []


def test_base64_that_opens_with_no_session_key_packet_is_a_secret(rules: RuleSet) -> None:
    # Values that open as a packet's header might by chance (h: an old-format tag 1) but go on
    # as no session key packet does.
    for first in ("hm46fQcD7agZI3MtEzu9e8DxhXgGKVnsvnLAmyYE", "jA0E" + "Zz9" * 12):
        assert not openpgp_message(first)
    text = f"module.exports = {{\n  hostRules: [{{\n    password: '{NOT_PGP}',\n  }}],\n}};\n"
    assert values(rules, "ci/bot/config.js", text) == [NOT_PGP]


@pytest.mark.parametrize(
    "name", ["rootPasswordSecretName", "apiTokenSecretRef", "dbPasswordSecretKeyRef"]
)
def test_a_camel_case_name_of_where_a_secret_is_kept_is_no_secret(
    rules: RuleSet, name: str
) -> None:
    assert values(rules, "deploy/values.yaml", f"auth:\n  {name}: grafana-root-creds\n") == []


def test_a_camel_case_name_of_the_secret_itself_is_a_secret(rules: RuleSet) -> None:
    found = values(rules, "deploy/values.yaml", f"auth:\n  rootPassword: {PASSWORD}\n")
    assert found == [PASSWORD]


def test_a_megabyte_of_near_misses_is_judged_quickly() -> None:
    # Base64 that opens with a session key packet's first octet, then a partial length.
    near_miss = _b64(bytes([0xC1, 0xE5, 0x4C]) + _bytes(45))

    def scan(n: int) -> None:
        for _ in range(n // len(near_miss)):
            assert not openpgp_message(near_miss)
        assert not openpgp_message("w" + "A" * n + "!")

    linear, times = grows_linearly(scan, 1_000_000)
    assert linear, times
