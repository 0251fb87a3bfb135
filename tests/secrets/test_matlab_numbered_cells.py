"""A MATLAB cell of two items numbered alike ({'USGS-09380000', 'USGS-09163500'}, two gauges'
ids) is a list, not a user's name and a password: a random password never keeps the user's
other characters with other digits in their places. A login cell ({'kim', PW}, irisFetch's) is
still read, a user with digits in it too. Values are made here."""

from __future__ import annotations

import random
import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _digits(size: int) -> str:
    rng = random.SystemRandom()
    return "".join(rng.choice(string.digits) for _ in range(size))


def _password() -> str:
    # Letters first and a digit in it: no user's name, no number.
    return "Kq" + secrets.token_urlsafe(10).replace("-", "x").replace("_", "y") + "7"


@pytest.mark.parametrize(
    "line",
    [
        "sites = {{'USGS-{a}', 'USGS-{b}'}};",
        "runs = {{'run{a}', 'run{b}'}};",
    ],
)
def test_a_cell_of_items_numbered_alike_is_not_reported(rules: RuleSet, line: str) -> None:
    a, b = _digits(8), _digits(8)
    while a == b:
        b = _digits(8)
    text = line.format(a=a, b=b) + "\n"
    assert found(rules, "matlab/load_gauges.m", text) == []


@pytest.mark.parametrize(
    "line",
    [
        "creds = {{'kim', '{p}'}};",
        "tr = irisFetch.Traces('IU', 'ANMO', '00', 'BHZ', t0, t1, {{'kim2024', '{p}'}});",
    ],
)
def test_a_login_cell_is_still_read(rules: RuleSet, line: str) -> None:
    password = _password()
    assert found(rules, "matlab/fetch.m", line.format(p=password) + "\n") == [(1, password)]
