"""SQL dumps: a string of an INSERT's row under a secret-named column is judged as a value under
that name; the hashed passwords of an account table, NULLs and numbers are not secrets."""

from __future__ import annotations

import pytest

from govern.secrets.formats.sqlinsert import parse_sql_inserts
from govern.secrets.rules import RuleSet, load_rules
from govern.secrets.scan import find_matches

KEY_A = "Vb8nM2xQ7kL4pR9tW3zY6cF1"
KEY_B = "Jd5sH0gK8fL2aQ6wE9rT4yU7"


@pytest.fixture(scope="module")
def rules() -> RuleSet:
    return load_rules()


def _found(rules: RuleSet, text: str, name: str = "backup/app.sql") -> list[tuple[int, str]]:
    return [(m.line, m.value) for m in find_matches(text, ("srv", *name.split("/")), rules)]


def test_each_row_of_a_multi_row_insert_reports_its_secret_column(rules: RuleSet) -> None:
    text = (
        "-- PostgreSQL database dump\n"
        'INSERT INTO public."webhooks" ("id", "label", "signing_secret", "active") VALUES\n'
        f"(7, 'builds (main)', '{KEY_A}', true),\n"
        "(8, 'it''s off', NULL, false),\n"
        f"(9, 'nightly', E'{KEY_B}', true);\n"
    )
    assert _found(rules, text) == [(3, KEY_A), (5, KEY_B)]  # PostgreSQL's E'' strings too
    sqlite = f"INSERT INTO api_keys(owner,key_secret) VALUES('ci','{KEY_B}');\n"
    assert _found(rules, sqlite, "site.sql") == [(1, KEY_B)]


@pytest.mark.parametrize(
    "text",
    [
        # An account table that stores salts or digests: its password column is a digest.
        "INSERT INTO accounts (login, passwd, pw_salt) VALUES ('ann', 'e3b0c44298fc1c149afbf4c8"
        "996fb92427ae41e4649b934ca495991b7852b855', 'c2FsdHk=');\n",
        # crypt(3) hashes, NULLs, numbers, a column list with no secret's name.
        "INSERT INTO users (name, password) VALUES ('bo', '$2b$12$KIXQJ9Gx1y3uLqfN0v8Oeu5mO3v9"
        "yq1y7nL0cX1m2nB3vC4xZ5aS6'), ('cy', NULL);\n",
        f"INSERT INTO jobs (id, name, state) VALUES (1, '{KEY_A}', 'done');\n",
        # No column list: the table's columns are unknown.
        f"INSERT INTO tokens VALUES (1, '{KEY_A}');\n",
    ],
)
def test_hashes_nulls_and_other_columns_are_passed_over(rules: RuleSet, text: str) -> None:
    assert _found(rules, text) == []


def test_a_broken_dump_is_read_no_further_than_its_first_unreadable_token() -> None:
    text = "INSERT INTO t (token) VALUES ('abc\n" + "INSERT INTO t (token) VALUES ('x');\n" * 3
    assert len(parse_sql_inserts(text)) <= 3
