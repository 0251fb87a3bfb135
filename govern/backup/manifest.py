"""Manifests: what a run protected, file by file (SHA-256 and size), for restore drills.

Hashing every byte again would cost as much as a second backup, so a file whose size, mtime,
inode and change time match the previous manifest keeps its recorded digest, as restic itself
skips unchanged files. The manifest is computed beside restic, not after it.
"""

from __future__ import annotations

import json
import mmap
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from govern.errors import BackupError

_CHUNK = 1 << 20
# path -> (size, mtime_ns, inode, ctime_ns, sha256 hex) from an earlier manifest; the change time
# is what its owner cannot set back after rewriting a file (the mtime they can)
Known = dict[str, tuple[int, int, int, int | None, str]]


@dataclass(frozen=True)
class FileRecord:
    path: str
    size: int
    mtime_ns: int
    inode: int
    ctime_ns: int
    sha256: str


def _open_walked_file(real: str) -> int | None:
    """A descriptor on REAL only while it is the regular file the walk found there.

    The folders a backup reads are writable by users and root reads them, so between the walk
    and the read a user may put a FIFO there (an open that never returns), a symlink (a file
    outside the tree) or swap a parent folder for a symlink. The open never follows a final
    symlink nor blocks, and what it opened must be a regular file whose kernel path is the one
    the walk saw.
    """
    try:
        fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode) and os.readlink(f"/proc/self/fd/{fd}") == real:
            return fd
    except OSError:
        pass
    os.close(fd)
    return None


def _sha256_fd(fd: int, buffer: mmap.mmap) -> str:
    """The SHA-256 of what FD holds, read into BUFFER over and over (no new bytes each read)."""
    import hashlib  # not on the way to restic's start: the hashing begins once restic runs

    digest = hashlib.sha256()
    with memoryview(buffer) as view:  # released at once, so that the buffer can be closed
        while length := os.readv(fd, [buffer]):
            digest.update(view[:length])
    return digest.hexdigest()


def hash_files(paths: Iterable[str], known: Known, sources: Iterable[Path]) -> list[FileRecord]:
    """Size, mtime, inode and SHA-256 of each of PATHS, walked from SOURCES.

    A file that vanished, or stopped being the regular file the walk found inside its source,
    is left out: restic reports what it could not read, and the manifest never vouches for
    bytes from outside the tree.
    """
    real_sources = [(str(source), os.path.realpath(source)) for source in sources]
    # Page-aligned, unlike a bytearray (malloc puts a large one 16 bytes into a page): on AMD
    # Zen 3 (the bench's EPYC) the kernel copies page cache into a buffer 8 or 16 bytes off a
    # 64-byte boundary four times slower, 0.35-0.5 s more CPU per GiB than into this one.
    with mmap.mmap(-1, _CHUNK) as buffer:
        return _hash_each(paths, known, real_sources, buffer)


def _hash_each(
    paths: Iterable[str], known: Known, real_sources: list[tuple[str, str]], buffer: mmap.mmap
) -> list[FileRecord]:
    records: list[FileRecord] = []
    for path in paths:
        real = _real_path(path, real_sources)
        fd = _open_walked_file(real) if real is not None else None
        if fd is None:
            continue
        try:
            st = os.fstat(fd)
            previous = known.get(path)
            same = (st.st_size, st.st_mtime_ns, st.st_ino, st.st_ctime_ns)
            if previous is not None and previous[:4] == same:
                digest = previous[4]
            else:
                digest = _sha256_fd(fd, buffer)
        except OSError:
            continue
        finally:
            os.close(fd)
        records.append(FileRecord(path, *same, digest))
    return records


def within(path: str, folder: str) -> bool:
    """Whether PATH is FOLDER or lies under it, both absolute. Strings, not Paths: the backup
    asks this of every file of every run, where pathlib costs ten times as much."""
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _real_path(path: str, real_sources: list[tuple[str, str]]) -> str | None:
    """Where PATH lies once its source's own symlinks (the site's, set before the run) resolve."""
    for source, real in real_sources:
        if path == source:
            return real
        if within(path, source):
            return os.path.join(real, path[len(source.rstrip("/")) + 1 :])
    return None


def known_from(path: Path | None) -> Known:
    """The digests of a previous manifest, keyed by path."""
    if path is None or not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text())
        return {
            f["path"]: (f["size"], f["mtime_ns"], f["inode"], f.get("ctime_ns"), f["sha256"])
            for item in data["items"]
            for f in item["files"]
        }
    except (ValueError, KeyError, TypeError, OSError):
        return {}  # an unreadable old manifest only costs re-hashing


def manifest_json(run: dict[str, Any], items: list[dict[str, Any]]) -> str:
    return json.dumps({"run": run, "items": items}, indent=None, separators=(",", ":"))


def item_json(resource: str, snapshot: str | None, records: list[FileRecord]) -> dict[str, Any]:
    return {
        "resource": resource,
        "snapshot": snapshot,
        "files": [
            {
                "path": r.path,
                "size": r.size,
                "mtime_ns": r.mtime_ns,
                "inode": r.inode,
                "ctime_ns": r.ctime_ns,
                "sha256": r.sha256,
            }
            for r in records
        ],
        "total_bytes": sum(r.size for r in records),
    }


def write_manifest(path: Path, text: str) -> None:
    from govern.backup.files import atomic_write_text

    try:
        atomic_write_text(path, text, mode=0o600)  # it names and fingerprints protected files
    except OSError as exc:
        raise BackupError(f"cannot write manifest {path}: {exc.strerror}") from None
