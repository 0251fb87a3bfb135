"""Reading and writing the log's files whole: short reads are errors, replacements atomic."""

from __future__ import annotations

import os
from pathlib import Path

from govern.audit.access import Access
from govern.errors import AuditError
from govern.replace import replacing


def read_exactly(fd: int, length: int, offset: int) -> bytes:
    data = os.pread(fd, length, offset)
    if len(data) != length:
        raise AuditError("audit log changed size while being read: retry")
    return data


def write_all(fd: int, data: bytes | bytearray, offset: int) -> None:
    view = memoryview(data)
    while view:
        written = os.pwrite(fd, view, offset)
        view, offset = view[written:], offset + written


def exists_in(folder_fd: int, name: str) -> bool:
    try:
        os.stat(name, dir_fd=folder_fd, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True


def atomic_write(path: Path, data: bytes, access: Access) -> None:
    """Replace a file so readers see the old or the new content, never a mix; durable, folder
    entry included, when this returns."""
    mode = access.file_mode
    with replacing(path, mode, set_access=lambda fd: access.apply(fd, mode)) as handle:
        handle.write(data)


def fsync_directory(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
