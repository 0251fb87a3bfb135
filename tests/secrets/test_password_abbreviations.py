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
