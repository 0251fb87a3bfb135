"""What a file looks like without reading it: how long-running processes notice an edit."""

from __future__ import annotations

import os
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
