"""The linear-time check the scanner's hostile-input tests use holds for linear work and fails
quadratic work, whatever the machine's speed."""

from __future__ import annotations

from tests.secrets.linear import grows_linearly


def _linear(n: int) -> None:
    sum(i * i for i in range(n * 400))


def _quadratic(n: int) -> None:
    sum(i * j for i in range(n) for j in range(n))


def test_linear_work_passes() -> None:
    linear, times = grows_linearly(_linear, 6_000)
    assert linear, times


def test_quadratic_work_fails() -> None:
    linear, times = grows_linearly(_quadratic, 6_000)
    assert not linear, times
