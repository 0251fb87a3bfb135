"""A per-user cache of compiled sites, so a cold `govern check` skips validation.

Kept as govern.privatecache keeps plain data: trusted only where nobody but this user and root
can write or replace it; anything odd and the site is simply compiled again.
"""

from __future__ import annotations

from pathlib import Path

from govern.policy.bundle import CompiledSite, compile_site
from govern.privatecache import cache_file, read_cached, write_cached

_FORMAT = 4


def _cache_file(config_path: Path) -> Path:
    return cache_file("site", config_path)


def _load(path: Path) -> CompiledSite | None:
    plain = read_cached(path, _FORMAT)
    if plain is None:
        return None
    try:
        return CompiledSite.from_plain(plain)
    except TypeError:
        return None


def _store(path: Path, site: CompiledSite) -> None:
    write_cached(path, _FORMAT, site.to_plain())


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
