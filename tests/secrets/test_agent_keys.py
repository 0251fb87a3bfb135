"""Wazuh's and OSSEC's client.keys: `ID NAME IP KEY` a line, the key each agent's shared secret
with its manager. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import grows_linearly

_RNG = random.Random(1616)
KEY = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))
KEY2 = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[str, int, str]]:
    return [(m.rule.id, m.line, m.value) for m in find_matches(text, tuple(path.split("/")), rules)]


def test_each_agents_key_is_found(rules: RuleSet) -> None:
    text = f"017 db-replica 192.0.2.44 {KEY}\n1024 web-frontend-3 any {KEY2}\r\n"
    assert _found(rules, "var/ossec/etc/client.keys", text) == [
        ("wazuh-client-key", 1, KEY),
        ("wazuh-client-key", 2, KEY2),
    ]


@pytest.mark.parametrize(
    "line",
    [
        # A removed agent (its name marked with !), a comment, a line of another shape.
        f"018 !retired-host 192.0.2.45 {KEY}",
        f"# 019 example-host any {KEY}",
        "020 host-without-key any",
        "021 short-key any 0011",
    ],
)
def test_removed_agents_and_other_lines_are_not_reported(rules: RuleSet, line: str) -> None:
    assert _found(rules, "var/ossec/etc/client.keys", line + "\n") == []


def test_the_same_lines_elsewhere_are_left_to_other_rules(rules: RuleSet) -> None:
    assert _found(rules, "docs/inventory.txt", f"017 db-replica 192.0.2.44 {KEY}\n") == []


def test_a_huge_client_keys_file_takes_linear_time(rules: RuleSet) -> None:
    def scan(n: int) -> None:
        text = ("9" * 8 + " " + "h" * 128 + " " + "1" * 64 + " ") * (n // 4) + "\n"
        text += f"001 a any {KEY}\n" * n
        found = _found(rules, "client.keys", text)
        assert len(found) == n

    linear, times = grows_linearly(scan, 20_000)
    assert linear, times
