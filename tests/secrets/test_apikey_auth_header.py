"""Django Tastypie's `Authorization: ApiKey USER:KEY` (CommCare HQ's API keys) holds the key
after the user's name: the key is reported, not the name. A variable or a template for the key
holds none. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


@pytest.mark.parametrize(
    "command",
    [
        'curl -H "Authorization: ApiKey kim@example.org:{k}" https://www.commcarehq.org/a/p/api/',
        "curl -H 'Authorization: ApiKey kim:{k}' https://hq.example.org/a/p/api/v0.5/form/",
    ],
)
def test_the_key_after_the_user_is_found(rules: RuleSet, command: str) -> None:
    key = secrets.token_hex(20)
    assert values(rules, ".bash_history", command.format(k=key) + "\n") == [key]


@pytest.mark.parametrize(
    "command",
    [
        'curl -H "Authorization: ApiKey kim@example.org:$COMMCARE_KEY" https://hq.example.org/a/',
        'curl -H "Authorization: ApiKey kim@example.org:{{ commcare_key }}" https://hq.example.org/a/',
    ],
)
def test_a_reference_after_the_user_is_not_reported(rules: RuleSet, command: str) -> None:
    assert values(rules, ".bash_history", command + "\n") == []
