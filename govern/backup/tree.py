"""Walking folders that other accounts can change while root walks them.

Every step goes through a directory file descriptor opened with O_NOFOLLOW, relative to the one
before it: a folder swapped for a symlink, at any depth, is refused instead of followed, and a
folder on another file system (a mount point) is never entered."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

_DIRECTORY = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
# Each level of a walk holds one descriptor open; deeper folders are counted, not entered.
MAX_DEPTH = 128
# The errors of a step whose folder was removed, or swapped for something that is not a folder.
GONE = frozenset({errno.ENOENT, errno.ENOTDIR, errno.ELOOP})


class LeavesFileSystem(OSError):
    """A folder on another file system than the walk's root (something is mounted there)."""


def open_directory(name: str | Path, dir_fd: int | None = None) -> int:
    return os.open(name, _DIRECTORY, dir_fd=dir_fd)


def open_below(root_fd: int, names: Sequence[str], device: int) -> int:
    """The folder NAMES below ROOT_FD, each step on DEVICE; the caller closes it."""
    fd = os.dup(root_fd)
    try:
        for name in names:
            child = open_directory(name, fd)
            os.close(fd)
            fd = child
            if os.fstat(fd).st_dev != device:
                raise LeavesFileSystem(errno.EXDEV, "another file system is mounted there")
    except BaseException:
        os.close(fd)
        raise
    return fd


@dataclass(frozen=True)
class Found:
    """Something other than a folder, met on a walk: its names from the root, lstat-style."""

    names: tuple[str, ...]
    stat: os.stat_result


@dataclass
class Walk:
    """What a walk met: everything but folders, and the folders it could not or would not enter."""

    found: list[Found]
    skipped_folders: int = 0


def walk(top_fd: int, names: tuple[str, ...], device: int) -> Walk:
    """Everything below TOP_FD (found at NAMES), depth first; TOP_FD stays open."""
    result = Walk([])
    stack: list[tuple[int, tuple[str, ...], Iterator[str]]] = []
    try:
        listing = sorted(os.listdir(top_fd))
        stack.append((os.dup(top_fd), names, iter(listing)))
        while stack:
            fd, where, entries = stack[-1]
            name = next(entries, None)
            if name is None:
                os.close(fd)
                stack.pop()
                continue
            try:
                found = os.stat(name, dir_fd=fd, follow_symlinks=False)
            except FileNotFoundError:
                continue
            if not stat.S_ISDIR(found.st_mode):
                result.found.append(Found((*where, name), found))
            elif (
                found.st_dev != device
                or len(stack) > MAX_DEPTH
                or (entered := _enter(fd, name, found)) is None
            ):
                result.skipped_folders += 1
            else:
                child, listing = entered
                stack.append((child, (*where, name), iter(listing)))
    finally:
        for fd, _, _ in stack:
            os.close(fd)
    return result


def _enter(parent_fd: int, name: str, seen: os.stat_result) -> tuple[int, list[str]] | None:
    """NAME opened as the very folder lstat saw, with its entries; None if it changed since, or
    cannot be read."""
    try:
        fd = open_directory(name, parent_fd)
    except OSError:
        return None
    try:
        opened = os.fstat(fd)
        if (opened.st_dev, opened.st_ino) == (seen.st_dev, seen.st_ino):
            return fd, sorted(os.listdir(fd))
    except OSError:
        pass
    os.close(fd)
    return None
