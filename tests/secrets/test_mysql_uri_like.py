"""Passwords in MySQL's URI-like connection strings, whose scheme is optional:
`mysqlsh USER:PASSWORD@HOST`, `mysqlrouter --bootstrap USER:PASSWORD@HOST`, the X DevAPI's
`mysqlx.get_session("USER:PASSWORD@HOST")`. Values are generated here; the look-alikes are
strings without a password, with a variable or a placeholder in its place."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"mysqluri-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits + "*^!") for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


SHELL = _r(16, seed=1)
ROUTER = _r(20, seed=2)
DEVAPI = _r(18, seed=3)


def test_scheme_less_connection_strings_are_found(rules: RuleSet) -> None:
    history = (
        f"mysqlsh --js dba_admin:{SHELL}@10.2.0.15:3306 -e 'dba.checkInstanceConfiguration()'\n"
        f"mysqlrouter -B boot:{ROUTER}@db-a.example.org --conf-use-gr-notifications\n"
    )
    assert _found(rules, ".bash_history", history) == [(1, SHELL), (2, ROUTER)]
    code = (
        f"import mysqlx\nclient = mysqlx.get_client('etl:{DEVAPI}@db-b.example.org:33060', {{}})\n"
    )
    assert _found(rules, "jobs/load.py", code) == [(2, DEVAPI)]


def test_strings_without_a_password_are_not_reported(rules: RuleSet) -> None:
    history = (
        "mysqlsh --uri dba_admin@10.2.0.15:3306\n"
        "mysqlsh --uri dba_admin:$DBA_PASSWORD@10.2.0.15:3306\n"
        "mysqlrouter --bootstrap user:password@host:3306\n"
        "mysqlsh --sql --file=/srv/sql/init.sql root@localhost\n"
    )
    assert _found(rules, ".bash_history", history) == []


def test_a_huge_mysqlsh_line_takes_linear_time(rules: RuleSet) -> None:
    text = "mysqlsh " + "a:b " * 250_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _found(rules, ".bash_history", part), text)
    assert linear, times
