"""An NT hash (MD4 of a password) as wpa_supplicant.conf and hostapd's EAP user file write it,
`password=hash:` and 32 hex digits: a one-way hash of the password, not labelled (LABELS.md
rule 4). The password written in the clear beside it stays a secret. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(36)
NT_HASH = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))
PASSWORD = "".join(_RNG.choice(string.ascii_letters + "%.-") for _ in range(15)) + "7"


@pytest.mark.parametrize(
    "nt_hash",
    [
        NT_HASH,
        # The NT hash of "password", wpa_supplicant.conf's own example.
        "8846f7eaee8fb117ad06bdd830b7586c",
    ],
)
def test_an_nt_hash_is_passed_over(rules: RuleSet, nt_hash: str) -> None:
    text = f'network={{\n    eap=PEAP\n    identity="jdoe"\n    password=hash:{nt_hash}\n}}\n'
    assert values(rules, "pi/wpa_supplicant.conf", text) == []


@pytest.mark.parametrize(
    ("line", "value"),
    [
        # The password itself, in the clear.
        (f'    password="{PASSWORD}"', PASSWORD),
        # Not an NT hash's shape: a password that starts with the word.
        (f'    password="hash:{PASSWORD}"', f"hash:{PASSWORD}"),
    ],
)
def test_a_password_beside_it_is_found(rules: RuleSet, line: str, value: str) -> None:
    text = f'network={{\n    eap=PEAP\n    identity="jdoe"\n{line}\n}}\n'
    assert values(rules, "pi/wpa_supplicant.conf", text) == [value]
