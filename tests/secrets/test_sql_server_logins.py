"""SQL Server's CREATE and ALTER LOGIN (and a contained database's CREATE USER) give the
password as `WITH PASSWORD = 'password'`, often a Unicode literal `N'...'`. The hashed form
(`PASSWORD = 0x... HASHED`), sqlcmd variables and Python assignments are not this rule's.
Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    return "Vq" + secrets.token_urlsafe(12) + "*1"


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE LOGIN usage_app WITH PASSWORD = N'{p}', CHECK_POLICY = ON;",
        "CREATE LOGIN usage_app WITH PASSWORD='{p}' MUST_CHANGE, CHECK_EXPIRATION = ON;",
        "ALTER LOGIN usage_app WITH PASSWORD = N'{p}';",
        "create user app_user with password = '{p}';",
    ],
)
def test_a_logins_password_is_found(rules: RuleSet, statement: str) -> None:
    password = _password()
    text = "USE master;\n" + statement.format(p=password) + "\nGO\n"
    assert found(rules, "db/mssql/logins.sql", text, home="projects/ops") == [(2, password)]


def test_hashed_and_variable_passwords_are_not_reported(rules: RuleSet) -> None:
    digest = secrets.token_hex(70).upper()
    text = (
        "USE master;\n"
        "CREATE LOGIN reporting WITH PASSWORD = N'$(REPORTING_PW)';\n"
        f"CREATE LOGIN legacy_etl WITH PASSWORD = 0x0200{digest} HASHED;\n"
        "CREATE LOGIN [DOMAIN\\ops] FROM WINDOWS;\n"
        "GO\n"
    )
    assert found(rules, "db/mssql/logins.sql", text, home="projects/ops") == []
