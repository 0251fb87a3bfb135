"""Plain data kept between runs of one account (a compiled site, backup settings), so that a
cold command skips validating what has not changed.

A cache file is trusted only when it and its folder belong to the current user, nobody else can
write them, and nobody but that user and root can replace any folder on the way to them (so
root, pointed at a cache under a user's home, neither reads what the user swapped in nor writes
where the user points); anything odd and the caller loads what it caches again, validated. The
files hold marshal data of plain types (never pickle), opened without following a symlink.
"""

from __future__ import annotations

import marshal
import os
import stat
import zlib
from pathlib import Path
from typing import Any

from govern import __version__

CACHE_ENV = "GOVERN_CACHE_DIR"
_WRITABLE_BY_OTHERS = stat.S_IWGRP | stat.S_IWOTH


def cache_dir() -> Path:
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "govern"


def cache_file(kind: str, config_path: Path) -> Path:
    """Where KIND ("site", "backup") is cached for the site CONFIG_PATH."""
    # Any stable, path-safe key will do: crc32 spares the hashlib import on every cold start.
    key = f"{zlib.crc32(str(config_path).encode()):08x}-{len(str(config_path))}"
    return cache_dir() / f"{kind}-{key}.marshal"


def _owned(st: os.stat_result) -> bool:
    return st.st_uid == os.geteuid() and not st.st_mode & _WRITABLE_BY_OTHERS


def _trusted(path: Path) -> bool:
    try:
        return _owned(path.lstat())
    except OSError:
        return False


def _unreplaceable(folder: Path) -> bool:
    """Whether only root and this user can replace what is in FOLDER (a sticky folder such as
    /tmp lets each user replace only their own entries)."""
    try:
        st = folder.lstat()
    except OSError:
        return False
    if st.st_uid not in (0, os.geteuid()):
        return False
    return not st.st_mode & _WRITABLE_BY_OTHERS or bool(st.st_mode & stat.S_ISVTX)


def _fixed_ancestors(path: Path) -> bool:
    """Whether only root and this user can replace anything above PATH."""
    return all(_unreplaceable(ancestor) for ancestor in path.parents)


def _linked_by_another(folder: Path) -> bool:
    """Whether a symlink on the way to FOLDER belongs to someone else: where it points is theirs
    to choose (a user's ~/.cache linked to a folder of root's), so nothing is written there."""
    for step in (folder, *folder.parents):
        try:
            st = step.lstat()
        except OSError:
            continue
        if stat.S_ISLNK(st.st_mode) and st.st_uid not in (0, os.geteuid()):
            return True
    return False


def _private_folder(folder: Path) -> Path | None:
    """FOLDER with symlinks resolved, if it is ours alone and nobody else can replace it."""
    resolved = Path(os.path.realpath(folder))
    return resolved if _trusted(resolved) and _fixed_ancestors(resolved) else None


def _read_private(path: Path) -> bytes | None:
    """PATH's bytes if it is a regular file of ours that nobody else can write, as opened: a
    symlink is refused by the open itself, and the checks are on what was opened."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or not _owned(st):
            return None
        # One read: marshal.load on a file object reads in small pieces, ten times slower.
        with os.fdopen(os.dup(fd), "rb") as handle:
            return handle.read()
    except OSError:
        return None
    finally:
        os.close(fd)


def read_cached(path: Path, fmt: int) -> Any:
    """What write_cached(PATH, FMT, ...) stored there, by this version of govern; None if it is
    missing, untrusted, unreadable or of another format."""
    folder = _private_folder(path.parent)
    if folder is None:
        return None
    data = _read_private(folder / path.name)
    if data is None:
        return None
    try:
        stored_fmt, version, plain = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None
    if stored_fmt != fmt or version != __version__:
        return None
    return plain


def write_cached(path: Path, fmt: int, plain: Any) -> None:
    """Store PLAIN (marshal types only) at PATH, if PATH's folder can be made ours alone; a
    cache that cannot be written only costs time."""
    import tempfile

    if _linked_by_another(path.parent):
        return
    wanted = Path(os.path.realpath(path.parent))
    deepest = next(folder for folder in (wanted, *wanted.parents) if os.path.lexists(folder))
    # Folders are created only where nobody else can replace what lies above them; checked
    # whether or not any is missing now, since a folder the user can rename may be gone by the
    # time it is created.
    if not (_unreplaceable(deepest) and _fixed_ancestors(deepest)):
        return
    try:
        wanted.mkdir(mode=0o700, parents=True, exist_ok=True)
        folder = _private_folder(wanted)
        if folder is None:
            return
        # mkstemp opens with O_EXCL (no symlink followed) and mode 0600; the rename is atomic.
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}-")
        with os.fdopen(fd, "wb") as handle:
            marshal.dump((fmt, __version__, plain), handle)
        Path(tmp).replace(folder / path.name)
    except (OSError, ValueError):
        return
