"""A private key or an OpenVPN static key kept as base64 of its PEM text, in one field of a
configuration (OPNsense's and pfSense's config.xml `<prv>`, `<shared_key>`, a Helm value, a CI
variable): base64 of "-----BEGIN " and the key's header, then its body. Base64 of a certificate,
a public key, a header alone or prose about keys is not reported. Keys are made here."""

from __future__ import annotations

import base64
import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2323)


def _encoded(header: str, size: int = 600) -> str:
    body = base64.b64encode(_RNG.randbytes(size)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    text = "\n".join([f"-----BEGIN {header}-----", *lines, f"-----END {header}-----", ""])
    return base64.b64encode(text.encode()).decode()


_PKCS8 = _encoded("PRIVATE KEY")
_OPENSSH = _encoded("OPENSSH PRIVATE KEY")
_STATIC = _encoded("OpenVPN Static key V1", 256)


@pytest.mark.parametrize(
    ("path", "text", "secret"),
    [
        (
            "conf/config.xml",
            f"<cert>\n  <descr>web</descr>\n  <prv>{_PKCS8}</prv>\n</cert>\n",
            _PKCS8,
        ),
        ("values.yaml", f"ingress:\n  tlsKey: {_OPENSSH}\n", _OPENSSH),
        ("vpn/site-b.xml", f"<shared_key>{_STATIC}</shared_key>\n", _STATIC),
        (".gitlab-ci.yml", f'variables:\n  DEPLOY_KEY_B64: "{_OPENSSH}"\n', _OPENSSH),
    ],
)
def test_an_encoded_private_key_is_found(rules: RuleSet, path: str, text: str, secret: str) -> None:
    assert secret in values(rules, path, text)


@pytest.mark.parametrize(
    "value",
    [
        _encoded("CERTIFICATE"),
        _encoded("PUBLIC KEY"),
        base64.b64encode(b"-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----\n").decode(),
        "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t...",
    ],
)
def test_certificates_public_keys_and_elided_keys_are_not(rules: RuleSet, value: str) -> None:
    assert values(rules, "conf/config.xml", f"<crt>{value}</crt>\n") == []


def test_a_huge_run_of_headers_is_read_in_linear_time(rules: RuleSet) -> None:
    text = "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t " * 50_000 + "A" * 200_000
    linear, times = text_grows_linearly(lambda part: values(rules, "huge.xml", part), text)
    assert linear, times
