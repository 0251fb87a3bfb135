"""A licence's product key in its vendors' shape (groups of capitals and digits joined by
dashes) near the word licence or license; and the lines a keyword's pattern is tried on,
each anchor's line and the lines either side of it, however many anchors come before. Values
are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import _lines_at, find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2512)


def _key(groups: int, size: int) -> str:
    alphabet = string.ascii_uppercase + string.digits
    return "-".join("".join(_RNG.choice(alphabet) for _ in range(size)) for _ in range(groups))


KEY_5X5 = _key(5, 5)
KEY_4X4 = _key(4, 4)
KEY_6X6 = _key(6, 6)


def _values(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "ana", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "line", "key"),
    [
        ("notes/lab.md", "Origin 2024 licence, site-wide:\n- `{k}`\n", 2, KEY_5X5),
        ("README.txt", "SnapGene license key {k} (expires 2027)\n", 1, KEY_4X4),
        ("setup.org", "* Licence\n  Imaris: {k}\n", 2, KEY_6X6),
        # A key two lines under a heading, below a line that names the licence again.
        ("wiki.md", "## Licences\nThe licence for the lab PC:\n`{k}`\n", 3, KEY_5X5),
    ],
)
def test_a_product_key_beside_a_licence_is_found(
    rules: RuleSet, file_name: str, text: str, line: int, key: str
) -> None:
    assert _values(rules, file_name, text.format(k=key)) == [(line, key)]


@pytest.mark.parametrize(
    "text",
    [
        # Placeholders, a UUID, version and date ranges, words in capitals, identifiers.
        "licence key: XXXXX-XXXXX-XXXXX-XXXXX-XXXXX\n",
        "license: 4F2A9C31-7B6D-4E8A-9F10-2C3D4E5F6A7B\n",
        "license server hosts: NODE1-NODE2-NODE3\n",
        "licence period 2024-2025-2026-2027\n",
        "License: MIT-0 OR APACHE-2.0\n",
    ],
)
def test_placeholders_uuids_and_words_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "notes.md", text) == []


def test_a_product_key_without_a_licence_near_it_is_left_alone(rules: RuleSet) -> None:
    text = f"licence: see below\n\n\n\nserial of the scope: {KEY_5X5}\n"
    assert _values(rules, "notes.md", text) == []


def test_each_anchors_next_line_is_looked_at() -> None:
    text = "a licence\nlicence again\nthe key\nmore\n"
    anchors = [text.index("licence"), text.index("licence again")]
    spans = _lines_at(text, anchors)
    assert spans == [(0, text.index("\nmore"))]


def test_hostile_licence_lines_take_linear_time(rules: RuleSet) -> None:
    text = "licence " * 100_000 + "\n" + ("ABCD-" * 200_000) + "\n" + "licence\n" * 50_000
    linear, times = text_grows_linearly(lambda part: _values(rules, "notes.md", part), text)
    assert linear, times
