"""TACACS+ servers' configuration (tac_plus.conf(5), shrubbery's tac_plus and tac_plus-ng): the
shared key its network devices use and users' cleartext passwords, never their DES or crypt
digests. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

KEY = "n4V#qe8Tz!Lw2m"
PASSWORD = "Rb7%kx3Qp9Zs"


def _found(rules: RuleSet, text: str, path: str = "etc/tac_plus.conf") -> list[tuple[int, str]]:
    parts = ("srv", "aaa", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


def test_the_shared_key_and_cleartext_passwords_are_found(rules: RuleSet) -> None:
    text = (
        f"key = {KEY}\n"
        "host = 192.0.2.10 {\n"
        f'    key = "{KEY[::-1]}"\n'
        "}\n"
        "user = oncall {\n"
        f'    login = cleartext "{PASSWORD}"\n'
        f"    enable = cleartext {PASSWORD[::-1]}\n"
        "}\n"
    )
    found = _found(rules, text, "tacacs/tac_plus-ng.conf")
    assert found == [(1, KEY), (3, KEY[::-1]), (6, PASSWORD), (7, PASSWORD[::-1])]


@pytest.mark.parametrize(
    "text",
    [
        # Digests, references and placeholders; other settings.
        "user = a {\n    login = des 4jQn1oYlC8tVQ\n    enable = file /etc/tac_plus.passwd\n}\n",
        'key = "$TACACS_KEY"\n',
        "key = <shared key>\n",
        "accounting file = /var/log/tac_plus.acct\n",
    ],
)
def test_digests_references_and_settings_are_left_alone(rules: RuleSet, text: str) -> None:
    assert _found(rules, text) == []


def test_the_syntax_counts_only_in_tac_plus_files(rules: RuleSet) -> None:
    assert _found(rules, f"key = {KEY}\n", "notes/aaa.txt") == []


def test_hostile_tac_plus_lines_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, part), "login = cleartext " * 100_000 + "\n" + "key =" * 100_000
    )
    assert linear, times
