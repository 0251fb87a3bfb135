"""Replacing a file whole, in a folder another account may be able to write: no name of ours is
guessable ahead of time, no symlink or hard link planted there is ever written through, and
readers see the old content or the new, never a mix."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import BinaryIO

_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
_ATTEMPTS = 16


def _exclusive_temporary(folder_fd: int, name: str, mode: int) -> tuple[str, int]:
    """A new file of ours beside NAME: O_EXCL fails on anything already there, symlinks too."""
    for _ in range(_ATTEMPTS):
        temporary = f".{name}.{os.urandom(8).hex()}.tmp"  # what secrets.token_hex does
        try:
            return temporary, os.open(temporary, _NEW_FILE, mode, dir_fd=folder_fd)
        except FileExistsError:
            continue
    raise FileExistsError(f"cannot create a temporary file for {name}: every name tried was taken")


@contextmanager
def replacing(
    path: Path, mode: int, *, set_access: Callable[[int], None] | None = None
) -> Iterator[BinaryIO]:
    """A new file that atomically takes PATH's place when the block ends without an error; on an
    error PATH is left as it was. The rename replaces a symlink at PATH, never its target. The
    new file gets MODE whatever the umask, or whatever SET_ACCESS(fd) gives it (a group too)."""
    folder_fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        temporary, fd = _exclusive_temporary(folder_fd, path.name, mode)
        try:
            with os.fdopen(fd, "wb") as handle:
                if set_access is None:
                    os.fchmod(handle.fileno(), mode)
                else:
                    set_access(handle.fileno())
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
