"""Passwords given to SQL's IDENTIFIED BY as a double-quoted identifier, as Oracle's CREATE USER
and ALTER USER document it (a password with punctuation must be quoted so) and as MySQL reads it
outside ANSI_QUOTES. Values are generated here; the look-alikes are quoted identifiers that are
not passwords (an external name, a verifier's VALUES) and references."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"sqlquoted-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits + "#!^_") for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


LOADER = _r(16, seed=1)
AUDITOR = _r(20, seed=2)


def test_double_quoted_identified_by_passwords_are_found(rules: RuleSet) -> None:
    text = (
        "-- schema owner for the ingest job\n"
        f'ALTER USER etl_loader IDENTIFIED BY "{LOADER}" ACCOUNT UNLOCK;\n'
        f'create user auditor identified with caching_sha2_password by "{AUDITOR}";\n'
    )
    assert _found(rules, "opt/migrations/V12__users.sql", text) == [(2, LOADER), (3, AUDITOR)]


def test_quoted_identifiers_that_are_not_passwords_are_not_reported(rules: RuleSet) -> None:
    text = (
        'CREATE USER ops_ldap IDENTIFIED GLOBALLY AS "CN=ops,OU=db,O=example";\n'
        'CREATE USER ext_job IDENTIFIED EXTERNALLY AS "ext_job@EXAMPLE.ORG";\n'
        'ALTER USER app IDENTIFIED BY VALUES "S:2F4A6C8E";\n'
        'ALTER USER app IDENTIFIED BY "${APP_DB_PASSWORD}";\n'
        'ALTER USER app IDENTIFIED BY "<new password>";\n'
        # Outside IDENTIFIED BY a double-quoted word after PASSWORD is an identifier.
        'SELECT "password" FROM "users";\n'
        # A shell quotes a whole statement: its password is the single-quoted one, if any.
        'mysql -e "ALTER USER app IDENTIFIED BY PASSWORD EXPIRE"\n'
    )
    assert _found(rules, "opt/migrations/V13__users.sql", text) == []


def test_a_huge_identified_line_is_scanned_in_linear_time(rules: RuleSet) -> None:
    text = "IDENTIFIED BY " * 50_000 + '"' + "x" * 100_000 + "\n"
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "opt/migrations/flood.sql", part), text
    )
    assert linear, times
