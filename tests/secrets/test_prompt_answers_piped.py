"""Answers to a tool's yes/no prompts piped into it (`printf 'y\nn\n' | TOOL setup login`) are no
password: y, n, yes, no, and runs of them split by `\n`. A password printf'd or echoed into the
same command stays found. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAW = random.Random(2291)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=13)) + "!7"


@pytest.mark.parametrize(
    "line",
    [
        r"printf 'y\nn\n' | labsync setup login",
        r"printf 'yes\nno\nyes\n' | labsync profile login",
        r"printf 'Y\nN' | vendorcli authenticate",
        r'echo -e "n\ny\n" | labsync login',
        r"printf 'no\n' | labsync init login",
    ],
)
def test_answers_to_prompts_are_no_password(rules: RuleSet, line: str) -> None:
    assert values(rules, "bin/enrol.sh", line + "\n") == []


@pytest.mark.parametrize(
    "line",
    [
        r"printf '{pw}\n' | labsync setup login",
        r"printf 'y{pw}\n' | labsync setup login",
        r"printf 'no{pw}' | labsync login",
        r"echo '{pw}' | vendorcli authenticate",
    ],
)
def test_a_password_piped_in_is_found(rules: RuleSet, line: str) -> None:
    text = line.format(pw=PASSWORD) + "\n"
    assert any(PASSWORD in value for value in values(rules, "bin/enrol.sh", text))
