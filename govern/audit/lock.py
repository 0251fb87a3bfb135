"""The writers' lock: one thread of one process appends at a time, and none waits forever.

A stuck process holding `log.lock` (or, on a folder left open to others, a user who took it)
would otherwise stall every writer, and with them every decision that waits for its entry."""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from govern.errors import AuditLockTimeout

# Polling starts fast (an append holds the lock for about one fdatasync) and slows down.
_FIRST_PAUSE, _LONGEST_PAUSE = 0.0001, 0.005


class WriterLock:
    """`flock` on the open lock file, plus a mutex for the threads of this process.
    `refused` says what did not happen when the wait is given up."""

    def __init__(self, fd: int, path: Path, refused: str = "nothing was appended") -> None:
        self._fd = fd
        self._path = path
        self._refused = refused
        self._mutex = threading.Lock()

    @contextmanager
    def held(self, timeout: float) -> Iterator[None]:
        """Hold the lock, having waited at most `timeout` seconds for it, else AuditLockTimeout."""
        deadline = time.monotonic() + timeout
        if not self._mutex.acquire(timeout=timeout):
            raise self._timed_out(timeout)
        try:
            self._flock_by(deadline, timeout)
            try:
                yield
            finally:
                fcntl.flock(self._fd, fcntl.LOCK_UN)
        finally:
            self._mutex.release()

    @property
    def fd(self) -> int:
        """The lock file's descriptor, for a caller that takes the flock itself (within
        `threads`)."""
        return self._fd

    @property
    def threads(self) -> threading.Lock:
        """The mutex among this process's threads, held with the flock by held()."""
        return self._mutex

    def _flock_by(self, deadline: float, timeout: float) -> None:
        pause = _FIRST_PAUSE
        while True:
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise self._timed_out(timeout) from None
                time.sleep(min(pause, remaining))
                pause = min(2 * pause, _LONGEST_PAUSE)

    def _timed_out(self, timeout: float) -> AuditLockTimeout:
        return AuditLockTimeout(
            f"the audit log in {self._path.parent} stayed locked by another writer for "
            f"{timeout:g} s: {self._refused}; see who holds it with `fuser -v {self._path}`"
        )

    def close(self) -> None:
        os.close(self._fd)
