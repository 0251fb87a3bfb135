"""A remark just after a value that it "was regenerated" or "has been replaced" says it gave way
to another: the value is not reported. Dated alone ("(regenerated 2025-03)") or said to be
still live, it is. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(7609)
KEY = "c" + "".join(_RNG.choices(string.ascii_lowercase + string.digits, k=18)) + "7"


@pytest.mark.parametrize(
    "remark",
    [
        "was regenerated in the dashboard when we upgraded (August) and returns 401 now.",
        "has been replaced with the team plan's key.",
    ],
)
def test_a_value_said_regenerated_is_not_reported(rules: RuleSet, remark: str) -> None:
    text = f"Finnhub's old free key `{KEY}` {remark}\n"
    assert values(rules, "docs/sources.md", text) == []


@pytest.mark.parametrize(
    "remark",
    [
        "(regenerated 2025-03).",
        "was regenerated yesterday, still the live one.",
        "is regenerated every quarter.",
    ],
)
def test_a_value_not_said_replaced_is_reported(rules: RuleSet, remark: str) -> None:
    text = f"Finnhub key `{KEY}` {remark}\n"
    assert values(rules, "docs/sources.md", text) == [KEY]
