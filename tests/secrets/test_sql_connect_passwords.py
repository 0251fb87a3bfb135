"""SQL's CONNECT statement with a user gives the password after USING: DB2's command line
processor (`db2 connect to DB user NAME using PASSWORD`, `db2 attach to INSTANCE user NAME
using PASSWORD`) and embedded SQL (`EXEC SQL CONNECT TO db USER u USING pw`). A host variable
(`:pw`), a shell variable or a command's output holds it elsewhere. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_PW = "Kv8=wQ2mTz!r4Ln"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("nightly.sh", "db2 CONNECT TO proddb USER db2admin USING {v}\n"),
        ("restore.sh", 'db2 "attach to db2inst2 user sysadm using {v}"\n'),
        ("load.sqc", "EXEC SQL CONNECT TO warehouse USER etl USING '{v}';\n"),
        (".bash_history", 'db2 connect to TSMDB1 user tsminst1 using "{v}" && db2 list tables\n'),
    ],
)
def test_the_password_after_using_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text.format(v=_PW)) == [_PW]


@pytest.mark.parametrize(
    "text",
    [
        'db2 connect to proddb user db2admin using "$(cat /etc/db2/pw)"\n',
        "db2 connect to proddb user db2admin using $DB2_PASSWORD\n",
        "EXEC SQL CONNECT TO :dbname USER :uid USING :pwd;\n",
        "db2 connect to proddb user db2admin using <password>\n",
        "Connect to the VPN user portal using your SSO login.\n",
        "Run `db2 connect to DB user NAME using PASSWORD` first.\n",
        "SELECT a.id FROM runs a JOIN jobs b USING (id);\n",
    ],
)
def test_variables_placeholders_and_prose_are_not(rules: RuleSet, text: str) -> None:
    assert values(rules, "nightly.sh", text) == []


def test_a_huge_line_of_connects_is_read_in_linear_time(rules: RuleSet) -> None:
    text = "connect to db user u using " * 40_000 + "\n" + "x using " * 100_000
    linear, times = text_grows_linearly(lambda part: values(rules, "huge.sh", part), text)
    assert linear, times
