"""For the append paths' tests: a real write failure (the kernel's per-process file size limit),
and which way each lone entry went."""

from __future__ import annotations

import resource
import signal
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from govern.audit import _tree
from govern.audit import log as audit_log_module


@contextmanager
def file_size_limit(limit: int) -> Iterator[None]:
    """Writes by this process past byte LIMIT of any file fail with EFBIG ("File too large"),
    as a full disk or quota fails them, in C and Python alike. Keep the block short: the limit
    holds for every file the process writes, pytest's own included."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    # Without this, a write past the limit kills the process instead of failing.
    handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, handler)


def lone_appends(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each call of the C lone append appended (False: it left the entry to the
    ordinary path)."""
    appended: list[bool] = []
    append_alone = _tree.append_alone

    def counted(*args: object) -> bytes | None:
        grown = append_alone(*args)  # type: ignore[arg-type]
        appended.append(grown is not None)
        return grown

    monkeypatch.setattr(audit_log_module._tree, "append_alone", counted)
    return appended
