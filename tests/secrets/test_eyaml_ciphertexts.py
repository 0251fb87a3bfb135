"""hiera-eyaml's ciphertext (ENC[PKCS7,...], ENC[GPG,...] with its GPG plugin) under a
secret-named key of a YAML file: on one line, or folded over several in a block scalar (`>`,
`|`, `>-`), it is ciphertext only the eyaml private key opens, no secret. A plain value under
the same key stays one. Values are generated here."""

from __future__ import annotations

import base64
import random
import textwrap

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(9120)
_LETTERS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _ciphertext(scheme: str) -> str:
    body = base64.b64encode(bytes(_RNG.randrange(256) for _ in range(170))).decode()
    return f"ENC[{scheme},{body}]"


@pytest.mark.parametrize("scheme", ["PKCS7", "GPG"])
def test_eyaml_ciphertext_on_one_line_is_no_secret(rules: RuleSet, scheme: str) -> None:
    text = f"role::mailrelay::smtp_password: {_ciphertext(scheme)}\n"
    assert values(rules, "site/hiera/nodes/relay2.yaml", text) == []


@pytest.mark.parametrize("indicator", [">", "|", ">-", "|-"])
def test_eyaml_ciphertext_folded_in_a_block_scalar_is_no_secret(
    rules: RuleSet, indicator: str
) -> None:
    lines = textwrap.wrap(_ciphertext("PKCS7"), 58)
    block = "".join(f"      {line}\n" for line in lines)
    text = f"ldap:\n  bind_password: {indicator}\n{block}  port: 636\n"
    assert values(rules, "site/hiera/common.yaml", text) == []


def test_a_plain_password_beside_eyaml_ciphertext_is_still_found(rules: RuleSet) -> None:
    password = "".join(_RNG.choice(_LETTERS) for _ in range(18))
    text = (
        f"role::db::admin_password: >\n    {_ciphertext('PKCS7')}\n"
        f"role::db::replica_password: '{password}'\n"
    )
    assert values(rules, "site/hiera/common.yaml", text) == [password]
