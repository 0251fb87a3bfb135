"""Writing govern's own files in folders another account may be able to write (node-exporter's
textfile folder, a misconfigured state folder): no name of ours is guessable ahead of time, and
no symlink or hard link planted there is ever written through."""

from __future__ import annotations

import errno
import os
import secrets
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import BinaryIO

from govern.errors import BackupError

_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
_LOCK_FILE = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_ATTEMPTS = 16


def _exclusive_temporary(folder_fd: int, name: str, mode: int) -> tuple[str, int]:
    """A new file of ours beside NAME: O_EXCL fails on anything already there, symlinks too."""
    for _ in range(_ATTEMPTS):
        temporary = f".{name}.{secrets.token_hex(8)}.tmp"
        try:
            return temporary, os.open(temporary, _NEW_FILE, mode, dir_fd=folder_fd)
        except FileExistsError:
            continue
    raise BackupError(f"cannot create a temporary file for {name}: every name tried was taken")


@contextmanager
def replacing(path: Path, mode: int = 0o644) -> Iterator[BinaryIO]:
    """A new file that atomically takes PATH's place when the block ends without an error; on an
    error PATH is left as it was. The rename replaces a symlink at PATH, never its target."""
    path.parent.mkdir(parents=True, exist_ok=True)
    folder_fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        temporary, fd = _exclusive_temporary(folder_fd, path.name, mode)
        try:
            with os.fdopen(fd, "wb") as handle:
                os.fchmod(handle.fileno(), mode)  # the umask must not widen or narrow it
                yield handle
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, path.name, src_dir_fd=folder_fd, dst_dir_fd=folder_fd)
        except BaseException:
            with suppress(FileNotFoundError):
                os.unlink(temporary, dir_fd=folder_fd)
            raise
        os.fsync(folder_fd)
    finally:
        os.close(folder_fd)


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
