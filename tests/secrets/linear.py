"""Whether a scan's cost grows linearly with its input, judged against itself: the CPU time of an
input four times smaller, measured in the same test, is the baseline, so the check holds on a
slow or loaded machine and still fails an expression or loop that is quadratic (16 times)."""

from __future__ import annotations

import time
from collections.abc import Callable

# Linear work costs about 4 times the quarter's; quadratic work 16 times. The constant absorbs
# the noise of timing a small input.
_MOST_RATIO = 8
_NOISE_SECONDS = 0.5
# Whatever its growth, a scan this cheap in all is no hazard: where an input's first quarter is
# not like the rest (a long run of one character, then the lines that matter), only this holds.
_CHEAP_SECONDS = 10


def _cpu(scan: Callable[[], object]) -> float:
    started = time.process_time()
    scan()
    return time.process_time() - started


def within_linear_growth(whole: float, quarter: float) -> bool:
    """Whether WHOLE seconds for an input is at most about linear growth from QUARTER seconds
    for its quarter, or cheap enough in itself."""
    return whole < _CHEAP_SECONDS or whole < _MOST_RATIO * quarter + _NOISE_SECONDS


def _judged(
    quarter_scan: Callable[[], object], whole_scan: Callable[[], object]
) -> tuple[bool, str]:
    quarter = _cpu(quarter_scan)
    whole = _cpu(whole_scan)
    return within_linear_growth(whole, quarter), f"{whole:.2f} s against {quarter:.2f} s"


def grows_linearly(scan: Callable[[int], object], n: int) -> tuple[bool, str]:
    """(whether SCAN(N) costs at most about linearly more than SCAN(N // 4), the two times)."""
    return _judged(lambda: scan(n // 4), lambda: scan(n))


def first_quarter(text: str) -> str:
    """TEXT's first quarter, ended after a line where one ends in the quarter's last fifth, so
    that a text of repeated lines is cut into the same kind of input (whole lines); a text of
    longer lines, or none, is cut at a quarter of its length."""
    cut = len(text) // 4
    end = text.rfind("\n", cut - cut // 5, cut)
    return text[: end + 1 if end >= 0 else cut]


def text_grows_linearly(scan: Callable[[str], object], text: str) -> tuple[bool, str]:
    """(whether SCAN(TEXT) costs at most about linearly more than SCAN of its first quarter, the
    two times), judged as grows_linearly judges.

    Many of the checks this replaced held a hostile megabyte's scan to a fixed 1, 2 or 4 s of
    CPU, tighter than the 10 s under which any scan passes here. That clause is not the check:
    the relative one is. A fixed bound is a timing that a slower or loaded machine fails with
    correct code, while work that grows faster than the text fails the relative clause on any
    machine, and on a megabyte costs far more than 10 s (quadratic work, minutes)."""
    quarter = first_quarter(text)
    return _judged(lambda: scan(quarter), lambda: scan(text))
