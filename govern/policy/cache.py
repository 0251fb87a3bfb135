"""A per-user cache of compiled sites, so a cold `govern check` skips validation.

The cache is trusted only when the file and its folder belong to the current user and nobody
else can write them; anything odd and the site is simply compiled again.
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
_FORMAT = 2


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


def _trusted(path: Path) -> bool:
    try:
        st = path.lstat()
    except OSError:
        return False
    return st.st_uid == os.geteuid() and not (st.st_mode & (stat.S_IWGRP | stat.S_IWOTH))


def _load(path: Path) -> CompiledSite | None:
    if not (_trusted(path.parent) and _trusted(path)):
        return None
    try:
        # One read: marshal.load on a file object reads in small pieces, ten times slower.
        fmt, version, plain = marshal.loads(path.read_bytes())
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

    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not _trusted(path.parent):
            return
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".site-")
        with os.fdopen(fd, "wb") as handle:
            marshal.dump((_FORMAT, __version__, site.to_plain()), handle)
        Path(tmp).replace(path)
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
