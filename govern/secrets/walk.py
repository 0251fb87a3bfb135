"""The scanner's tree walk: every file under a root, never through a symbolic link.

Root scans trees their users can change while the scan runs. A folder listed by its path could
be a link by the time it is opened, taking the scan (and its report) into someone else's files.
So each folder is opened and checked to be the very folder its parent listed (same device and
inode), and its files are later opened by name inside it, once again checked to be that folder."""

from __future__ import annotations

import os
import queue
import stat
import threading
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from govern.errors import SecretsError

_LISTING_THREADS = 4
CHANGED_DURING_SCAN = "changed during the scan"

# (st_dev, st_ino): which folder this is, whatever path leads to it now.
Identity = tuple[int, int]
# (folder, name, the folder's identity when it was listed, in a shared directory). A root that
# is a file has no identity: its user named it.
Item = tuple[str, str, Identity | None, bool]


def _identity(info: os.stat_result) -> Identity:
    return info.st_dev, info.st_ino


def open_listed_folder(directory: str, seen: Identity) -> int | None:
    """DIRECTORY opened, if it is still the folder that was seen there; None otherwise."""
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        return None
    if _identity(os.fstat(fd)) != seen:
        os.close(fd)
        return None
    return fd


def _is_shared(path: str, mode: int, shared_dirs: Sequence[str]) -> bool:
    if mode & 0o022:
        return True
    return any(path == d or path.startswith(d + "/") for d in shared_dirs)


@dataclass
class _Listing:
    files: list[Item] = field(default_factory=list)
    directories: list[tuple[str, Identity, bool]] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)


def _sort_entries(
    folder: int,
    directory: str,
    seen: Identity,
    shared: bool,
    shared_dirs: Sequence[str],
    listing: _Listing,
) -> None:
    for entry in list(os.scandir(folder)):
        if entry.is_symlink():
            listing.skipped["symbolic link"] += 1
        elif entry.is_dir(follow_symlinks=False):
            path = os.path.join(directory, entry.name)
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                listing.skipped["unreadable directory"] += 1
                continue
            in_shared = shared or _is_shared(path, info.st_mode, shared_dirs)
            listing.directories.append((path, _identity(info), in_shared))
        else:
            listing.files.append((directory, entry.name, seen, shared))


def _list_directory(
    directory: str, seen: Identity, shared: bool, shared_dirs: Sequence[str]
) -> _Listing:
    listing = _Listing()
    folder = open_listed_folder(directory, seen)
    if folder is None:
        listing.skipped[CHANGED_DURING_SCAN] += 1
        return listing
    try:
        # Entries of a listing by descriptor are looked at relative to it: it stays open.
        _sort_entries(folder, directory, seen, shared, shared_dirs, listing)
    except OSError:
        listing.skipped["unreadable directory"] += 1
    finally:
        os.close(folder)
    return listing


def walk(root: Path, shared: Sequence[Path], skipped: Counter[str]) -> Iterator[Item]:
    """Every file under ROOT. Symlinks inside the tree are never followed, so the walk cannot
    leave it; ROOT itself may be a link the user named. Directories are listed by several
    threads at once: on NFS or Lustre each listing waits on the network, and the waits
    overlap."""
    shared_dirs = [os.path.abspath(d) for d in shared]
    top = os.path.abspath(root)
    try:
        info = os.stat(top)
    except FileNotFoundError:
        raise SecretsError(f"{root}: no such file or directory") from None
    except OSError as exc:
        raise SecretsError(f"{root}: cannot read: {exc.strerror}") from None
    if not stat.S_ISDIR(info.st_mode):
        top = os.path.realpath(top)
        parent = os.path.dirname(top)
        in_shared = _is_shared(parent, os.stat(parent).st_mode, shared_dirs)
        yield parent, os.path.basename(top), None, in_shared
        return
    to_list: queue.SimpleQueue[tuple[str, Identity, bool] | None] = queue.SimpleQueue()
    listed: queue.SimpleQueue[_Listing] = queue.SimpleQueue()
    stop = threading.Event()

    def lister() -> None:
        while (task := to_list.get()) is not None:
            listed.put(_Listing() if stop.is_set() else _list_directory(*task, shared_dirs))

    threads = [threading.Thread(target=lister, daemon=True) for _ in range(_LISTING_THREADS)]
    for thread in threads:
        thread.start()
    to_list.put((top, _identity(info), _is_shared(top, info.st_mode, shared_dirs)))
    outstanding = 1
    try:
        while outstanding:
            listing = listed.get()
            outstanding -= 1
            skipped.update(listing.skipped)
            for directory in listing.directories:
                to_list.put(directory)
                outstanding += 1
            yield from listing.files
    finally:
        stop.set()
        for _ in threads:
            to_list.put(None)
