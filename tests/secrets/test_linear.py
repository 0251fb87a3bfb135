"""The linear-time check the scanner's hostile-input tests use holds for linear work and fails
quadratic work, whatever the machine's speed."""

from __future__ import annotations

import pytest

from tests.secrets.linear import grows_linearly, within_linear_growth


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
