"""A per-user cache of compiled sites, so a cold `govern check` skips validation.

The cache is trusted only when the file and its folder belong to the current user, nobody else
can write them, and nobody but that user and root can replace any folder on the way to them (so
root, pointed at a cache under a user's home, neither reads a site the user swapped in nor writes
where the user points); anything odd and the site is simply compiled again.
"""

from __future__ import annotations

import marshal
import os
import stat
import zlib
from pathlib import Path

from govern import __version__
from govern.policy.bundle import CompiledSite, compile_site

CACHE_ENV = "GOVERN_CACHE_DIR"
_FORMAT = 4


def cache_dir() -> Path:
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "govern"


def _cache_file(config_path: Path) -> Path:
    # Any stable, path-safe key will do: crc32 spares the hashlib import on every cold check.
    key = f"{zlib.crc32(str(config_path).encode()):08x}-{len(str(config_path))}"
    return cache_dir() / f"site-{key}.marshal"


_WRITABLE_BY_OTHERS = stat.S_IWGRP | stat.S_IWOTH


def _trusted(path: Path) -> bool:
    try:
        st = path.lstat()
    except OSError:
        return False
    return st.st_uid == os.geteuid() and not st.st_mode & _WRITABLE_BY_OTHERS


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


def _load(path: Path) -> CompiledSite | None:
    folder = _private_folder(path.parent)
    if folder is None or not _trusted(folder / path.name):
        return None
    try:
        # One read: marshal.load on a file object reads in small pieces, ten times slower.
        fmt, version, plain = marshal.loads((folder / path.name).read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if fmt != _FORMAT or version != __version__:
        return None
    try:
        return CompiledSite.from_plain(plain)
    except TypeError:
        return None


def _store(path: Path, site: CompiledSite) -> None:
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
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".site-")
        with os.fdopen(fd, "wb") as handle:
            marshal.dump((_FORMAT, __version__, site.to_plain()), handle)
        Path(tmp).replace(folder / path.name)
    except OSError:
        return  # a cache that cannot be written only costs time


def open_site(config_path: Path, *, use_cache: bool = True) -> CompiledSite:
    """The compiled site for CONFIG_PATH, from the cache when its sources are unchanged."""
    path = _cache_file(config_path)
    if use_cache:
        cached = _load(path)
        if cached is not None and cached.config_path == str(config_path) and cached.is_current():
            return cached
    site = compile_site(config_path)
    if use_cache:
        _store(path, site)
    return site
