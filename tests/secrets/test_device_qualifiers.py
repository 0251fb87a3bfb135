"""Values a network device's configuration qualifies by a word before them: ArubaOS-CX's
`plaintext` (the secret follows) and `ciphertext` (encrypted with the switch's own key: no
secret given in clear), in its local users, RADIUS and TACACS+ keys and SNMPv3 users, and a
`TOOL auth …` read as a login whose arguments a ciphertext word ends. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Rq7#vM2kxW9p"
OTHER = "Tz4%hL8nBq3s"
# What the switch writes for an encrypted value: base64 of its own encryption.
CIPHERTEXT = "AQBapMq8vR3nT6yK1wE9sD4fG7hJ2lZ5xC0bN8mP"


def _found(rules: RuleSet, text: str, file_name: str = "core-sw-03.cfg") -> list[tuple[int, str]]:
    parts = ("home", "netops", "backups", file_name)
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "line",
    [
        f"user netadmin group administrators password plaintext {PASSWORD}",
        f"tacacs-server host 192.0.2.40 key plaintext {PASSWORD} vrf default",
        f"radius-server host 198.51.100.7 key plaintext {PASSWORD}",
        f"snmpv3 user poller auth sha auth-pass plaintext {PASSWORD}",
    ],
)
def test_a_plaintext_value_is_the_secret_not_its_qualifier(rules: RuleSet, line: str) -> None:
    assert _found(rules, line + "\n") == [(1, PASSWORD)]


def test_both_snmpv3_pass_phrases_in_plaintext_are_found(rules: RuleSet) -> None:
    line = (
        f"snmpv3 user poller auth sha256 auth-pass plaintext {PASSWORD}"
        f" priv aes priv-pass plaintext {OTHER}\n"
    )
    assert sorted(v for _, v in _found(rules, line)) == sorted([PASSWORD, OTHER])


@pytest.mark.parametrize(
    "line",
    [
        f"user netadmin group administrators password ciphertext {CIPHERTEXT}",
        f"radius-server host 198.51.100.7 key ciphertext {CIPHERTEXT} vrf mgmt",
        f"snmpv3 user poller auth md5 auth-pass ciphertext {CIPHERTEXT}"
        f" priv des priv-pass ciphertext {CIPHERTEXT}",
        # A `TOOL auth` line read as a login: the ciphertext word ends its arguments.
        f"aaa auth sha auth-pass ciphertext {CIPHERTEXT}",
        f"tool auth encrypted {CIPHERTEXT}",
    ],
)
def test_ciphertext_values_and_qualifier_words_are_left_alone(rules: RuleSet, line: str) -> None:
    assert _found(rules, line + "\n") == []


def test_ios_snmp_users_are_still_read_as_before(rules: RuleSet) -> None:
    line = f"snmp-server user mon grp v3 auth sha {PASSWORD} priv aes 256 {OTHER}\n"
    assert sorted(v for _, v in _found(rules, line)) == sorted([PASSWORD, OTHER])


@pytest.mark.parametrize(
    "text",
    [
        "user a group b " * 60_000,
        "snmpv3 user x auth sha auth-pass " * 40_000,
        "tool auth ciphertext " * 60_000,
    ],
)
def test_hostile_device_lines_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, part), text)
    assert linear, times
