"""An account written as `USER / PASSWORD` in a Markdown table's row, its label in the cell
before (`| BMC login | root / PASSWORD |`), as handover notes write `login: USER / PASSWORD`.
Values are generated here; the look-alikes are rows of the same shape holding no password."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"mdpair-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits + "%=*-") for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


BMC = _r(14, seed=1)
SWITCH = _r(18, seed=2)


def test_a_pair_in_a_labelled_row_is_found(rules: RuleSet) -> None:
    text = (
        "## rack 4\n\n"
        "| item | detail |\n"
        "| --- | --- |\n"
        "| node | gpu-41.example.org |\n"
        f"| BMC login | `root` / `{BMC}` |\n"
        f"| switch admin account | netops / {SWITCH} |\n"
    )
    assert _found(rules, "docs/rack4.md", text) == [(6, BMC), (7, SWITCH)]


def test_rows_of_the_same_shape_without_a_password_are_not_reported(rules: RuleSet) -> None:
    text = (
        "| item | detail |\n"
        "| --- | --- |\n"
        "| admin contact | Jane Roe / +44 1582 763133 |\n"
        "| login | see the team vault / ask ops |\n"
        "| account | 2024-05-01 / 2025-05-01 |\n"
        "| admin | admin / admin |\n"
        "| login | root / ${BMC_PASSWORD} |\n"
    )
    assert _found(rules, "docs/rack4.md", text) == []


def test_a_huge_table_row_takes_linear_time(rules: RuleSet) -> None:
    text = "| login " * 60_000 + "|\n" + "| admin | a / b " * 40_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _found(rules, "docs/flood.md", part), text)
    assert linear, times
