"""Writing govern's own files in folders another account may be able to write (node-exporter's
textfile folder, a misconfigured state folder): no name of ours is guessable ahead of time, and
no symlink or hard link planted there is ever written through."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from govern import replace
from govern.errors import BackupError

_LOCK_FILE = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


@contextmanager
def replacing(path: Path, mode: int = 0o644) -> Iterator[BinaryIO]:
    """A new file that atomically takes PATH's place (see govern.replace), in a folder made if
    missing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with replace.replacing(path, mode) as handle:
        yield handle


def atomic_write_text(path: Path, text: str, mode: int = 0o644) -> None:
    with replacing(path, mode) as handle:
        handle.write(text.encode())


def read_text(path: Path) -> str | None:
    """PATH's text, or None if there is no such file; a symlink there is refused."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise BackupError(f"cannot read {path}: {_why(exc)}") from None
    with os.fdopen(fd, "rb") as handle:
        return handle.read().decode(errors="replace")


def _why(exc: OSError) -> str:
    return (
        "it is a symlink, which govern never follows here"
        if exc.errno == errno.ELOOP
        else (exc.strerror or str(exc))
    )


def open_lock_file(path: Path) -> BinaryIO:
    """PATH opened for reading and writing, created if missing. Refused unless it is a regular
    file of this account with no other name: anything else was planted there."""
    try:
        fd = os.open(path, _LOCK_FILE, 0o644)
    except OSError as exc:
        raise BackupError(f"cannot open lock file {path}: {_why(exc)}") from None
    found = os.fstat(fd)
    if not stat.S_ISREG(found.st_mode) or found.st_uid != os.geteuid() or found.st_nlink != 1:
        os.close(fd)
        raise BackupError(
            f"lock file {path} is not a plain file of this account (a link or someone else's): "
            "remove it and make its folder writable by this account only"
        )
    os.set_blocking(fd, True)
    return os.fdopen(fd, "r+b")
