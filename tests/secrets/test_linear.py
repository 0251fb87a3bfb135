"""The linear-time check the scanner's hostile-input tests use holds for linear work and fails
quadratic work, whatever the machine's speed."""

from __future__ import annotations

import pytest

from tests.secrets import linear as linear_module
from tests.secrets.linear import (
    first_quarter,
    grows_linearly,
    text_grows_linearly,
    within_linear_growth,
)

_LINES = "".join(f"line {n} of a text\n" for n in range(15_000))


def test_linear_work_passes() -> None:
    linear, times = grows_linearly(lambda n: sum(i * i for i in range(n * 400)), 6_000)
    assert linear, times


@pytest.mark.parametrize(
    ("whole", "quarter", "linear"),
    [
        (13.0, 3.2, True),  # linear on a slow machine
        (40.0, 10.0, True),
        (3.3, 0.2, True),  # cheap in itself, though its first quarter was cheaper still
        (16.0, 1.0, False),  # quadratic
        (60.0, 4.0, False),
        (10.5, 1.0, False),
    ],
)
def test_quadratic_growth_fails_unless_cheap(whole: float, quarter: float, linear: bool) -> None:
    assert within_linear_growth(whole, quarter) is linear


@pytest.mark.parametrize(
    ("text", "quarter"),
    [
        ("ab\n" * 1_000, "ab\n" * 250),  # whole lines
        ("abcd\n" * 1_001, "abcd\n" * 250),  # the last of them ending before a quarter
        ("a" * 1_000, "a" * 250),  # no lines
        ("a" * 800 + "\n" + "b" * 200, "a" * 250),  # no line ends near a quarter
        ("", ""),
    ],
)
def test_a_texts_first_quarter_ends_a_line_where_one_ends_near_it(text: str, quarter: str) -> None:
    assert first_quarter(text) == quarter


def test_a_text_scanned_in_linear_time_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    # Only the relative clause: the work is cheap in all.
    monkeypatch.setattr(linear_module, "_CHEAP_SECONDS", 0)
    linear, times = text_grows_linearly(
        lambda text: [line.count("a") for line in text.splitlines() for _ in range(400)], _LINES
    )
    assert linear, times


def test_a_text_scanned_in_quadratic_time_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each line compared with every line: about 3 s of CPU, 16 times its quarter's.
    monkeypatch.setattr(linear_module, "_CHEAP_SECONDS", 0)

    def pairs_of_equal_lines(text: str) -> int:
        lines = text.splitlines()
        return sum(a == b for a in lines for b in lines)

    linear, times = text_grows_linearly(pairs_of_equal_lines, _LINES[: _LINES.index("line 9000 ")])
    assert not linear, times
