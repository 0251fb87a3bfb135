"""Flightradar24's feeder sharing key, 16 hex digits, as fr24feed.ini keeps it (`fr24key="…"`)
and the feeder takes it (`--fr24key=`). Another length, or a placeholder, is no key. Values are
made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

KEY = "7c01e9a4b35d62f8"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("etc/fr24feed.ini", f'receiver="beast-tcp"\nfr24key="{KEY}"\nhost="127.0.0.1:30005"\n'),
        ("feeder/run.sh", f"fr24feed --fr24key={KEY} --receiver=beast-tcp\n"),
    ],
)
def test_the_sharing_key_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert [v for _, v in found(rules, path, text)] == [KEY]


@pytest.mark.parametrize("value", ["", "xxxxxxxxxxxxxxxx", KEY + "0a"])
def test_no_sharing_key_is_passed_over(rules: RuleSet, value: str) -> None:
    text = f'receiver="beast-tcp"\nfr24key="{value}"\nhost="127.0.0.1:30005"\n'
    assert found(rules, "etc/fr24feed.ini", text) == []
