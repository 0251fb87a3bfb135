"""The superuser's password in a bootstrap user variable (Redpanda's RP_BOOTSTRAP_USER,
USER:PASSWORD, perhaps with its SCRAM mechanism after it), in a Compose file's environment and
a `-e` option. A reference to another variable and a bootstrap user without a password stay
unreported. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    return "q" + secrets.token_urlsafe(12) + "4z"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("docker-compose.yml", '    environment:\n      RP_BOOTSTRAP_USER: "superuser:{p}"'),
        ("run.sh", "docker run -e RP_BOOTSTRAP_USER=admin:{p}:SCRAM-SHA-512 redpanda"),
    ],
)
def test_the_bootstrap_password_is_found(rules: RuleSet, path: str, line: str) -> None:
    password = _password()
    text = line.format(p=password) + "\n"
    assert found(rules, path, text) == [(text.count("\n"), password)]


@pytest.mark.parametrize(
    "line",
    [
        '      RP_BOOTSTRAP_USER: "superuser:${RP_SUPERUSER_PASSWORD}"',
        "      RP_BOOTSTRAP_USER: superuser",
        "      RP_BOOTSTRAP_USERS: 3",
    ],
)
def test_bootstrap_look_alikes_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "docker-compose.yml", line + "\n") == []
