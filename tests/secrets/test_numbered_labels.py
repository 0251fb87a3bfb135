"""Notes that label a secret with a numbered thing ("Moonraker #3 API key:", "password of node
#14:"): a number after a number sign is one of the label's words, and the value that ends the
line is found as under any label. Placeholders, variables and words there are not. Values are
made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(303)
HEX_KEY = "".join(_RNG.choice("0123456789ABCDEF") for _ in range(32))
PASSWORD = "Rk7-qWz2!mPx9vLt"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "fablab", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "line", "value"),
    [
        ("docs/printers.md", "Moonraker #3 API key: {v}", HEX_KEY),
        ("notes.txt", "BMC password of node #14 (reset after the RMA): {v}", PASSWORD),
        ("handover.md", "- Cutter #2 controller password: `{v}`", PASSWORD),
    ],
)
def test_a_value_under_a_numbered_label_is_found(
    rules: RuleSet, file_name: str, line: str, value: str
) -> None:
    found = _values(rules, file_name, line.format(v=value) + "\n")
    assert found == [value], found


@pytest.mark.parametrize(
    "text",
    [
        "Ticket #1234 token: <your-token>\n",
        "Step #2 password: $CUTTER_PASSWORD\n",
        "Issue #42 token: see the vault\n",
        "Printer #1 API key: XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n",
    ],
)
def test_what_a_numbered_label_only_names_is_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "notes.md", text) == []


def test_a_huge_line_of_numbered_words_takes_linear_time(rules: RuleSet) -> None:
    text = "printer key" + " #1" * 200_000 + ": x\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "notes.md", part), text)
    assert linear, times
