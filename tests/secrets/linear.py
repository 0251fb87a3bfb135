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


def _cpu(scan: Callable[[int], object], n: int) -> float:
    started = time.process_time()
    scan(n)
    return time.process_time() - started


def within_linear_growth(whole: float, quarter: float) -> bool:
    """Whether WHOLE seconds for an input is at most about linear growth from QUARTER seconds
    for its quarter, or cheap enough in itself."""
    return whole < _CHEAP_SECONDS or whole < _MOST_RATIO * quarter + _NOISE_SECONDS


def grows_linearly(scan: Callable[[int], object], n: int) -> tuple[bool, str]:
    """(whether SCAN(N) costs at most about linearly more than SCAN(N // 4), the two times)."""
    quarter = _cpu(scan, n // 4)
    whole = _cpu(scan, n)
    return within_linear_growth(whole, quarter), f"{whole:.2f} s against {quarter:.2f} s"
