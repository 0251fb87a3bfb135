"""A Salesforce record id given out as an application's key is an identifier, not a secret."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.recordids import salesforce_record_id
from govern.secrets.rules import RuleSet

# An 18-character id: its last three characters spell its first fifteen's capitals.
APP_KEY = "a02j000000KTRjpAAH"
# The same characters with a checksum that does not hold, as a random key's would not.
NOT_AN_ID = "a02j000000KTRjpAAJ"


def _found(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "dana", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


def test_the_checksum_is_read() -> None:
    assert salesforce_record_id(APP_KEY)
    assert salesforce_record_id("001A0000006Vm9rIAC")
    assert not salesforce_record_id(NOT_AN_ID)
    assert not salesforce_record_id(APP_KEY[:15])


@pytest.mark.parametrize(
    ("file_name", "template"),
    [
        (".config/familysearch/app.json", '{{\n  "app_key": "{v}",\n  "environment": "prod"\n}}\n'),
        ("README.md", "Hints need a developer app key (ours: `{v}`) and a user session.\n"),
    ],
)
def test_an_app_key_that_is_a_record_id_is_not_reported(
    rules: RuleSet, file_name: str, template: str
) -> None:
    assert APP_KEY not in _found(rules, file_name, template.format(v=APP_KEY))
    assert NOT_AN_ID in _found(rules, file_name, template.format(v=NOT_AN_ID))
