"""A remark that denies a value is dead says it is live: "so its token is not dead", "this key
was never revoked", "not expired yet". The remark readings above a value, before it on its line
and after it take the verdict only where it is affirmed; the value a denial speaks of stays
reported, and the same remark affirmed is not. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DENIALS = [
    "the bot was kept, so its token is not dead",
    "this key was never revoked",
    "not expired yet",
    "it has not been revoked",
    "hasn't been revoked",
    "never expired",
]
# Where a remark stands to a value, as a file writes it: the remark's place is {remark}.
_PLACES = [
    ("home/u/.config/.apprc.yaml", "# {remark}:\n# API_TOKEN: {value}\n"),
    ("home/u/.env", "# {remark}:\nAPI_TOKEN={value}\n"),
    ("proj/settings.py", 'API_TOKEN = "{value}"  # {remark}\n'),
    ("proj/notes.txt", "API_TOKEN: {value} ({remark})\n"),
    ("proj/notes.md", "API_TOKEN ({remark}): {value}\n"),
]


@pytest.mark.parametrize("remark", _DENIALS)
@pytest.mark.parametrize(("path", "template"), _PLACES)
def test_a_value_a_remark_denies_is_dead_is_reported(
    rules: RuleSet, path: str, template: str, remark: str
) -> None:
    value = secrets.token_hex(16)
    assert values(rules, path, template.format(remark=remark, value=value)) == [value]


@pytest.mark.parametrize(
    ("path", "template", "remark"),
    [
        ("home/u/.config/.apprc.yaml", "# {remark}:\n# API_TOKEN: {value}\n", "revoked 2025-03-02"),
        ("proj/settings.py", 'API_TOKEN = "{value}"  # {remark}\n', "revoked"),
        ("proj/notes.txt", "API_TOKEN: {value} ({remark})\n", "expired"),
        ("proj/notes.md", "API_TOKEN ({remark}): {value}\n", "revoked 2025-03-02"),
    ],
)
def test_the_same_remark_affirmed_is_not_reported(
    rules: RuleSet, path: str, template: str, remark: str
) -> None:
    value = secrets.token_hex(16)
    assert values(rules, path, template.format(remark=remark, value=value)) == []
