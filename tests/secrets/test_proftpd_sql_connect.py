"""ProFTPD's mod_sql database password, the third word of `SQLConnectInfo` (its connection
info, its user, its password, then perhaps a connection policy), on a live or commented-out
line; a connection without a password, or given from the environment, stays unreported. Values
are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    return "q" + secrets.token_urlsafe(12) + "4z"


@pytest.mark.parametrize(
    "line",
    [
        "  SQLConnectInfo        proftpd@db02.example.org proftpd {p}",
        'SQLConnectInfo ftp@db01.example.org:3306 ftpuser "{p}" PERSESSION',
        "# sqlconnectinfo ftp@db01 ftpuser {p}",
    ],
)
def test_the_connection_password_is_found(rules: RuleSet, line: str) -> None:
    password = _password()
    text = "<IfModule mod_sql.c>\n" + line.format(p=password) + "\n</IfModule>\n"
    assert found(rules, "proftpd/sql.conf", text) == [(2, password)]


@pytest.mark.parametrize(
    "line",
    [
        "SQLConnectInfo ftp@db01.example.org ftpuser",
        "SQLConnectInfo ftp@db01.example.org ftpuser %{env:PROFTPD_SQL_PASSWORD}",
        "SQLUserInfo ftpuser userid passwd uid gid homedir shell",
    ],
)
def test_connections_without_a_password_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "proftpd/sql.conf", line + "\n") == []
