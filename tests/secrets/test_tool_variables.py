"""A tool run through a variable that holds its path (`DC=/opt/.../deadlinecommand`, then
`$DC -ConfigureMongoDBDatabase ...`) is that tool to its synopsis; and a command spelt as a
CamelCase option (Deadline's) names the command, so that its positional arguments are counted
after it. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.synopses import parse_synopsis
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1609)
PASSWORD = "".join(_RNG.choices(string.ascii_letters + string.digits, k=16))
CERT_PASSWORD = "".join(_RNG.choices(string.ascii_letters + string.digits, k=12)) + "-4"
DEADLINE = "/opt/Thinkbox/Deadline10/bin/deadlinecommand"
ARGUMENTS = (
    "mongo.example.org 27100 deadline10db true /opt/certs/client.pfx {c} true worker {p} '' false"
)


def _configure(tool: str, cert: str = '""') -> str:
    return f"{tool} -ConfigureMongoDBDatabase " + ARGUMENTS.format(c=cert, p=PASSWORD)


@pytest.mark.parametrize(
    "text",
    [
        f"DC={DEADLINE}\n{_configure('$DC')}\n",
        f'export DC="{DEADLINE}"\n# point the worker at the database\n{_configure("${DC}")}\n',
        f"DC={DEADLINE}\n" + _configure('"$DC"') + "\n",
        f"{_configure(DEADLINE)}\n",
    ],
)
def test_deadlines_database_password_is_found(rules: RuleSet, text: str) -> None:
    assert found(rules, "deadline/setup_db.sh", text, home="projects/vfx") == [
        (text.count("\n"), PASSWORD)
    ]


def test_the_certificates_password_is_found_beside_the_users(rules: RuleSet) -> None:
    text = _configure(DEADLINE, cert=CERT_PASSWORD) + "\n"
    assert found(rules, "setup_db.sh", text) == [(1, CERT_PASSWORD), (1, PASSWORD)]


@pytest.mark.parametrize(
    "text",
    [
        # A variable no line assigns, or assigns another tool.
        f"{_configure('$DC')}\n",
        f"DC=/usr/local/bin/othertool\n{_configure('$DC')}\n",
        # Another of Deadline's commands, with as many arguments.
        f"DC={DEADLINE}\n$DC -SetIniFileSetting a b c d e f g h i j k\n",
        # No authentication: its user and password left empty.
        f"{DEADLINE} -ConfigureMongoDBDatabase h 27100 db false '' '' false '' '' '' false\n",
    ],
)
def test_other_tools_commands_and_empty_passwords_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, "setup_db.sh", text) == []


def test_a_camel_case_option_names_the_command() -> None:
    synopsis = parse_synopsis("tool -ConfigureThing HOST SECRET")
    assert synopsis.arguments == ("HOST", "SECRET")
    assert parse_synopsis("tool -u USER SECRET").arguments == ("-u", "USER", "SECRET")


def test_many_commands_through_variables_take_linear_time(rules: RuleSet) -> None:
    assignments = "".join(f"V{n}={DEADLINE}\n" for n in range(5_000))
    commands = "".join(f"$V{n % 5_000} -ConfigureMongoDBDatabase h 1 d x\n" for n in range(20_000))
    linear, times = text_grows_linearly(
        lambda part: found(rules, "setup_db.sh", part), assignments + commands
    )
    assert linear, times
