"""A password set in an environment file to the user's name set on a line near it (a service's
default login, DB_USER=x then DB_PASSWORD=x) is no secret kept; a password of its own beside the
same user, and one equal only to a setting that names no user, are still found. Values are made
here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _word() -> str:
    return "q" + secrets.token_hex(5) + "Zt"


@pytest.mark.parametrize("path", ["deploy/stack/.env", "ops/ledger.env"])
@pytest.mark.parametrize("random_login", [True, False])
def test_a_password_equal_to_its_user_near_it_is_passed_over(
    rules: RuleSet, path: str, random_login: bool
) -> None:
    # A login of letters at random, or a service's name (what a default login is).
    login = _word() if random_login else "stiltworks"
    text = f"LEDGER_DB_HOST=db.internal\nLEDGER_DB_USER={login}\nLEDGER_DB_PASSWORD={login}\n"
    assert values(rules, path, text) == []
    quoted = f'export LEDGER_DB_PASSWORD="{login}"\nexport LEDGER_DB_LOGIN="{login}"\n'
    assert values(rules, path, quoted) == []


def test_a_password_of_its_own_is_still_found(rules: RuleSet) -> None:
    login, password = _word(), _word()
    text = f"LEDGER_DB_USER={login}\nLEDGER_DB_PASSWORD={password}\n"
    assert values(rules, "deploy/stack/.env", text) == [password]


def test_a_password_equal_to_a_setting_that_names_no_user_is_still_found(
    rules: RuleSet,
) -> None:
    value = _word()
    text = f"LEDGER_DB_NAME={value}\nLEDGER_DB_PASSWORD={value}\n"
    assert values(rules, "deploy/stack/.env", text) == [value]
