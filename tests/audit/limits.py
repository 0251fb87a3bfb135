"""A real write failure for the append paths: the kernel's per-process file size limit."""

from __future__ import annotations

import resource
import signal
from collections.abc import Iterator
from contextlib import contextmanager


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
