"""A `LABEL: VALUE` line that another label's pair starts, as a form's fields copied onto one
line ("Account: USER   password: VALUE"): the second label's value ends the line. Values are
made here. Look-alikes: placeholders and words as the value, the secret's label first."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(57)
# Letters alone, as a portal's generated password may be.
PASSWORD = "".join(_RNG.choice(string.ascii_letters) for _ in range(16))


@pytest.mark.parametrize(
    "line",
    [
        "Account: skearney   password: {pw}\n",
        "Account:\tskearney\tpassword: {pw}\n",
        "user: skearney, password: {pw}\n",
        "Request ref: RQ-118402; passphrase: {pw}\n",
        # A sentence, not a label's pair, before (no two blanks, comma or tab after a value):
        # the sentence's value, letters whose cases change at random.
        "Account: skearney password: {pw}\n",
    ],
)
def test_the_second_labels_value_is_found(rules: RuleSet, line: str) -> None:
    text = "Data request 2025-03\n" + line.format(pw=PASSWORD)
    assert found(rules, "scripts/request.txt", text) == [(2, PASSWORD)]


@pytest.mark.parametrize(
    "line",
    [
        "Account: skearney   password: changeme\n",
        "Account: skearney   password: see-the-wiki\n",
        "Account: skearney   password: <ask Kim>\n",
        # The first pair a user's, the second a path's.
        "Account: skearney   home: /home/skearney\n",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, line: str) -> None:
    text = "Data request 2025-03\n" + line.format(pw=PASSWORD)
    assert found(rules, "scripts/request.txt", text) == []


def test_a_huge_line_of_pairs_takes_linear_time(rules: RuleSet) -> None:
    text = "Account: a   " * 40_000 + "\n"
    linear, times = text_grows_linearly(
        lambda part: found(rules, "scripts/request.txt", part), text
    )
    assert linear, times
