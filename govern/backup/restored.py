"""Checking a restored tree against the manifest of the run that backed it up.

The tree lies in a sandbox only root can enter, so nobody changes it while it is read; still,
restored content is whatever the repository held, so nothing here follows a symlink and only
regular files are read. Files are hashed on all cores: hashlib releases the GIL while it works.
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_CHUNK = 1 << 20
_MAX_LISTED = 20  # paths named per kind of problem; the counts are always complete

# absolute path as backed up -> (size, sha256 hex)
Expected = dict[str, tuple[int, str]]


@dataclass
class TreeCheck:
    files: int = 0
    bytes: int = 0
    missing: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.missing or self.changed or self.extra)

    def summary(self) -> str:
        if self.ok:
            return f"{self.files} files, {self.bytes} bytes match the manifest"
        parts = []
        for name, paths in (("missing", self.missing), ("changed", self.changed),
                            ("extra", self.extra)):  # fmt: skip
            if paths:
                parts.append(f"{len(paths)} {name} (e.g. {paths[0]})")
        return "restored files differ from the manifest: " + ", ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "files": self.files,
            "bytes": self.bytes,
            "missing": len(self.missing),
            "changed": len(self.changed),
            "extra": len(self.extra),
            "examples": {
                "missing": self.missing[:_MAX_LISTED],
                "changed": self.changed[:_MAX_LISTED],
                "extra": self.extra[:_MAX_LISTED],
            },
        }


def expected_files(manifest: dict[str, Any], resource: str, roots: tuple[str, ...]) -> Expected:
    """The manifest's files of RESOURCE that lie at or below one of ROOTS (absolute paths)."""
    wanted: Expected = {}
    for item in manifest.get("items", ()):
        if item.get("resource") != resource:
            continue
        for record in item.get("files", ()):
            path = record["path"]
            if any(path == r or path.startswith(r.rstrip("/") + "/") for r in roots):
                wanted[path] = (int(record["size"]), str(record["sha256"]))
    return wanted


def _regular_files(top: str) -> Iterator[tuple[str, int]]:
    """(path, size) of every regular file below TOP, never through a symlink."""
    try:
        entries = list(os.scandir(top))
    except FileNotFoundError:
        return
    for entry in entries:
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            yield from _regular_files(entry.path)
        elif stat.S_ISREG(st.st_mode):
            yield entry.path, st.st_size


def _sha256(path: str) -> str | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        digest = hashlib.sha256()
        while chunk := os.read(fd, _CHUNK):
            digest.update(chunk)
        return digest.hexdigest()
    except OSError:
        return None
    finally:
        os.close(fd)


def verify_tree(
    sandbox: Path,
    expected: Expected,
    roots: tuple[str, ...],
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> TreeCheck:
    """Compare the files restored below SANDBOX (restic keeps absolute paths: /a/b is restored
    as SANDBOX/a/b) under ROOTS with EXPECTED: missing, changed (size or SHA-256) and extra."""
    check = TreeCheck()
    base = str(sandbox)
    present: dict[str, int] = {}
    for root in roots:
        top = os.path.join(base, root.lstrip("/"))
        try:
            st = os.lstat(top)
        except FileNotFoundError:
            continue
        if stat.S_ISREG(st.st_mode):
            present[root] = st.st_size
            continue
        for path, size in _regular_files(top):
            present["/" + os.path.relpath(path, base)] = size
    check.extra = sorted(set(present) - set(expected))
    to_hash = []
    for path, (size, _) in sorted(expected.items()):
        if path not in present:
            check.missing.append(path)
        elif present[path] != size:
            check.changed.append(path)
        else:
            to_hash.append(path)
    with ThreadPoolExecutor(workers or os.cpu_count() or 1) as pool:
        digests = pool.map(lambda p: _sha256(os.path.join(base, p.lstrip("/"))), to_hash)
        for path, digest in zip(to_hash, digests, strict=True):
            size, wanted = expected[path]
            if digest != wanted:
                check.changed.append(path)
                continue
            check.files += 1
            check.bytes += size
            if progress is not None:
                progress(size)
    check.changed.sort()
    return check
