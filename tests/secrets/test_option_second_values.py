"""A password given as an option's second value, as its tool's manual says: PSI ELOG's client,
`elog -h HOST -l LOGBOOK -u USER PASSWORD` (elog(1)), in a script, a cron job or a history,
its options in any order and over continued lines. The look-alikes are the same commands with
the password from a variable or a file, and other tools' -u."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Rv7#mQ2kLz9x"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "cron/daily-elog",
            f"0 6 * * * elog -h logbook.lab.org -l Shifts -u ops {PASSWORD} done\n",
        ),
        (
            "bin/post_run.sh",
            "/usr/local/bin/elog -h daq-elog -p 8081 -s \\\n"
            f"   -u beamops '{PASSWORD}' -a Type=Run \\\n   -m summary.txt\n",
        ),
        ("home/u/.zsh_history", f": 1733400000:0;elog -l Cryo -a Author=me -u me {PASSWORD} hi\n"),
    ],
)
def test_a_password_after_the_user_of_elog_u_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == [PASSWORD]


@pytest.mark.parametrize(
    "line",
    [
        'elog -h logbook.lab.org -l Shifts -u ops "$ELOG_PASSWORD" -m note.txt',
        "elog -h logbook.lab.org -l Shifts -u ops ${ELOG_PW} -m note.txt",
        "elog -h logbook.lab.org -l Shifts -u ops $(cat ~/.elog_pw) -m note.txt",
        "elog -h logbook.lab.org -l Shifts -u ops <password> -m note.txt",
        # Another tool's -u takes one value.
        f"changelog -u ops {PASSWORD}",
    ],
)
def test_references_placeholders_and_other_tools_are_not_reported(
    rules: RuleSet, line: str
) -> None:
    assert found(rules, "bin/post.sh", line + "\n") == []


def test_a_huge_line_of_elog_calls_takes_linear_time(rules: RuleSet) -> None:
    text = "elog -u u " * 100_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "bin/post.sh", part), text)
    assert linear, times
