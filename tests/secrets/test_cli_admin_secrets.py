"""Secrets typed to administration and registry command lines by their manuals' syntax:
registry clients' logins (crane auth login, regctl registry login), iRODS's `iadmin moduser
NAME password NEW`, the Shodan CLI's `shodan init KEY`, and a password quoted on its own in
curl's USER:PASSWORD. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4242)
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(27)) + "x9"
# A registry robot's token of capitals and digits only (Quay's are 64 of them).
ROBOT = "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(64))


def _values(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, str]]:
    parts = ("home", "ops", *file_name.split("/"))
    return [(m.rule.id, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("command", "value", "rule"),
    [
        (f"crane auth login ghcr.io -u ci-bot -p {ROBOT}", ROBOT, "registry-login-password"),
        (
            f"regctl registry login registry.lab.example -u robot -p '{SECRET}'",
            SECRET,
            "registry-login-password",
        ),
        (f"iadmin moduser alice#tempZone password {SECRET}", SECRET, "command-argument-secret"),
        (f"shodan init {SECRET}", SECRET, "command-argument-secret"),
        (
            f'curl -fsS -u ops-monitor:"{SECRET}" https://graylog.lab.example/api',
            SECRET,
            "curl-user-password",
        ),
    ],
)
def test_a_secret_typed_by_its_tools_syntax_is_found(
    rules: RuleSet, command: str, value: str, rule: str
) -> None:
    assert _values(rules, ".bash_history", f"cd /srv\n{command}\n") == [(rule, value)]


@pytest.mark.parametrize(
    "command",
    [
        "crane auth login ghcr.io -u ci-bot -p $GHCR_TOKEN",
        "crane auth login ghcr.io -u ci-bot --password-stdin < token.txt",
        "regctl registry login registry.lab.example -u robot -p '<robot token>'",
        "iadmin moduser alice#tempZone type rodsadmin",
        "iadmin moduser alice password $(cat /run/secrets/irods_pw)",
        "shodan init YOUR_API_KEY",
        "shodan init",
        "shodan host 198.51.100.7",
        "curl -u ops-monitor:'${MONITOR_PW}' https://graylog.lab.example/api",
    ],
)
def test_variables_placeholders_and_other_subcommands_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert _values(rules, ".bash_history", command + "\n") == []


def test_hostile_command_lines_take_linear_time(rules: RuleSet) -> None:
    text = ("shodan init " * 50_000) + "\n" + ("iadmin moduser x password " * 30_000) + "\n"
    text += "crane auth login " * 30_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, ".bash_history", part), text)
    assert linear, times
