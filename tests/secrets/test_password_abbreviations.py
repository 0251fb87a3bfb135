"""A password under an abbreviation of its name the names table did not know (GISAID_PSWD,
DB_PWORD) is a password's value; its look-alikes (a reference, a placeholder) stay
unreported. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

_RNG = random.Random(1818)
_ALNUM = string.ascii_letters + string.digits
PASSWORD = "".join(_RNG.choice(_ALNUM) for _ in range(12)) + "^_%"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "ana", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize("name", ["GISAID_PSWD", "DB_PWORD", "ftp_pswd"])
def test_an_abbreviated_password_name_is_secret(rules: RuleSet, name: str) -> None:
    text = f"GISAID_USER=ana\n{name}={PASSWORD}\n"
    assert _found(rules, ".Renviron", text) == [(2, PASSWORD)]


@pytest.mark.parametrize("value", ["${GISAID_PSWD}", "changeme", "<password>"])
def test_an_abbreviated_password_name_keeps_its_lookalikes(rules: RuleSet, value: str) -> None:
    assert _found(rules, ".Renviron", f"GISAID_PSWD={value}\n") == []


@pytest.mark.parametrize(
    ("path", "line"),
    [
        (".env", "STOPWORD=lemmatized2"),
        (".env", "STOPWORD={v}"),
        ("run.sh", "tempword = '{v}'"),
        ("conf.py", 'tempword = "{v}"'),
        (".env", "KEYWORD={v}"),
    ],
)
def test_pword_inside_a_word_names_no_password(rules: RuleSet, path: str, line: str) -> None:
    # PWORD abbreviates password as a word of its own; as a word's end it is stopword's,
    # tempword's, keyword's.
    value = "".join(_RNG.choice(_ALNUM) for _ in range(14)) + "7"
    assert _found(rules, path, line.format(v=value) + "\n") == []


@pytest.mark.parametrize("name", ["PWORD", "db_pword", "MYSQL_PWORD"])
def test_pword_as_a_word_of_its_own_names_a_password(rules: RuleSet, name: str) -> None:
    assert _found(rules, ".env", f"{name}={PASSWORD}\n") == [(1, PASSWORD)]
