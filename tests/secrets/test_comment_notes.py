"""A secret noted in a whole-line code comment by its name and a colon (`# ca passphrase:
VALUE` at a script's head) is found; the look-alikes are prose after the colon, a type, an
example's value, a clause before the name, and a comment after code. Values are generated
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.commentnotes import noted_in_comment
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random("comment-notes")
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=12)) + ".4Bm"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    return [m.value for m in find_matches(text, ("home", "kim", file_name), rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("sign-user.sh", f"#!/bin/bash\n# ca passphrase: {SECRET}\nset -euo pipefail\n"),
        ("sync.py", f"import requests\n# lims password: {SECRET}\n"),
        ("main.js", f"// api token: {SECRET}\nconst client = makeClient();\n"),
    ],
)
def test_a_secret_noted_in_a_comment_is_found(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text) == [SECRET]


@pytest.mark.parametrize(
    "line",
    [
        "# password: see the vault entry",
        "# token: str",
        f"# example password: {SECRET}",
        f"# the password the CA key was made with is: {SECRET}",
        f"user=kim  # password: {SECRET[::-1]}",
        "# password: $CA_PASSPHRASE",
    ],
)
def test_comments_that_note_no_secret_are_not_reported(rules: RuleSet, line: str) -> None:
    assert _values(rules, "sign-user.sh", f"#!/bin/bash\n{line}\nset -e\n") == []


def test_only_a_comment_opened_by_the_name_notes_one() -> None:
    text = "password: x\n# ca passphrase: x\n"
    assert not noted_in_comment(text, text.index("password"))
    assert noted_in_comment(text, text.index("passphrase"))


def test_a_long_comment_of_names_takes_linear_time(rules: RuleSet) -> None:
    text = "# " + "password: " * 50_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "run.sh", part), text)
    assert linear, times
