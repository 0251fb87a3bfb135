"""Commands a Makefile's recipes run through a variable (`$(SQLCMD) -P '…'` after `SQLCMD =
sqlcmd …`): the recipe line is read with the variable's value in its place, so the tool's
password option is found on the recipe's line. Look-alikes: the same recipes given the
password from the environment, variables that are no command, and other files than Makefiles."""

from __future__ import annotations

import pytest

from govern.secrets.makevars import expanded_recipes
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Wq7%tR2z.Kp9vXb"


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("proj", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        (
            "Makefile",
            "BROKER ?= mosquitto_pub -h mqtt.example.org -u logger\n\npublish:\n"
            f"\t-$(BROKER) -P {PASSWORD} -t site/1 -f out.json\n",
            4,
        ),
        (
            "mk/db.mk",
            "override SQL := sqlcmd -S db2,1433 -U etl\n"
            f"load:\n\t@${{SQL}} -P '{PASSWORD}' -i a.sql\n",
            3,
        ),
    ],
)
def test_a_password_given_to_a_command_run_through_a_variable_is_found(
    rules: RuleSet, path: str, text: str, line: int
) -> None:
    assert _found(rules, path, text) == [(line, PASSWORD)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # From the environment, a computed command, an undefined variable, and a variable
        # that is no command's.
        ("Makefile", "SQL = sqlcmd -S db -U etl\nload:\n\tSQLCMDPASSWORD=$$PW $(SQL) -i a.sql\n"),
        ("Makefile", 'SQL = $(shell which sqlcmd)\nload:\n\t$(SQL) -P "$$PW" -i a.sql\n'),
        ("Makefile", "load:\n\t$(SQL) -P x -i a.sql\n"),
        ("Makefile", "OUT = build\nall:\n\t$(OUT)/run -P 4 --threads 8\n"),
        # Not a Makefile: a shell script's $(SQL) is a command substitution.
        ("load.sh", f"SQL = sqlcmd -S db -U etl\n\t$(SQL) -P {PASSWORD}\n"),
    ],
)
def test_recipes_without_a_password_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert not [f for f in _found(rules, path, text) if f[1] == PASSWORD or f[1] == "x"]


def test_a_secret_inside_the_variable_is_found_on_its_definition_only(rules: RuleSet) -> None:
    text = f"IPMI = ipmitool -H bmc1 -U root -P {PASSWORD}\nstatus:\n\t$(IPMI) chassis status\n"
    assert _found(rules, "Makefile", text) == [(1, PASSWORD)]


def test_expanded_recipes_map_back_to_the_makefile() -> None:
    text = "A = tool --flag\nB = other\nx:\n\t$(A) -p 1\n\t@${B} q\n"
    expanded = expanded_recipes(text)
    assert expanded is not None
    assert expanded.text == "\ttool --flag -p 1\n\t@other q\n"
    at = expanded.text.index("-p")
    assert text[expanded.place(at) or 0 :].startswith("-p 1")
    assert expanded.place(expanded.text.index("--flag")) is None


@pytest.mark.parametrize(
    "text",
    [
        "A = sqlcmd -U x\n" + "\t$(A) -P y\n" * 100_000,
        "A = " + "x" * 2_000 + "\n" + "\t$(A)" * 100_000,
        "\t$(" * 200_000,
    ],
)
def test_hostile_makefiles_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, "Makefile", part), text)
    assert linear, times
