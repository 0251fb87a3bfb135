"""A value under a name whose last word is `uid` (KoboToolbox's `asset_uid`, a form's uid) is
the id its system gives a thing, however random it looks: not reported. The same value under a
secret's name, or under a name that only begins with uid, is. Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALPHANUMERIC = string.ascii_letters + string.digits


def _uid() -> str:
    # KoboToolbox's shape: 22 letters and digits, a capital, a small letter and a digit in it.
    return "a" + "".join(secrets.choice(_ALPHANUMERIC) for _ in range(19)) + "K3"


@pytest.mark.parametrize("name", ["asset_uid", "formUid", "project-uid"])
def test_a_uid_is_not_reported(rules: RuleSet, name: str) -> None:
    text = f'{{\n  "name": "mirror",\n  "{name}": "{_uid()}",\n  "active": true\n}}\n'
    assert values(rules, "kobo/rest_service.json", text) == []


@pytest.mark.parametrize("name", ["token", "api_key", "uid_token", "uid_secret"])
def test_the_same_value_under_a_secret_s_name_is_reported(rules: RuleSet, name: str) -> None:
    value = _uid()
    text = f'{{\n  "name": "mirror",\n  "{name}": "{value}",\n  "active": true\n}}\n'
    assert values(rules, "kobo/rest_service.json", text) == [value]
