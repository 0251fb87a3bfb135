"""What a file looks like without reading it: how long-running processes notice an edit."""

from __future__ import annotations

import os
import time
from collections.abc import Iterable

# (path, mtime in ns, size, inode)
Fingerprint = tuple[str, int, int, int]


def observe(paths: Iterable[str]) -> tuple[Fingerprint, ...]:
    """The fingerprint of each path now; a file that is gone shows as size -1."""
    prints: list[Fingerprint] = []
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            prints.append((path, 0, -1, 0))
            continue
        prints.append((path, st.st_mtime_ns, st.st_size, st.st_ino))
    return tuple(prints)


def began() -> int:
    """The moment a load begins, for settled()."""
    return time.time_ns()


def settled(paths: Iterable[str], began_ns: int) -> tuple[Fingerprint, ...]:
    """The fingerprints of what was loaded from PATHS since BEGAN_NS. A file changed meanwhile
    may hold what the load did not see: it is recorded as gone, so that the next look sees a
    change and loads again instead of taking the edit for loaded."""
    now_ns = time.time_ns()
    return tuple(
        (name, mtime, -1, inode) if began_ns <= mtime <= now_ns else (name, mtime, size, inode)
        for name, mtime, size, inode in observe(paths)
    )
