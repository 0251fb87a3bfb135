"""Manifests: what a run protected, file by file (SHA-256 and size), for restore drills.

Hashing every byte again would cost as much as a second backup, so a file whose size, mtime and
inode match the previous manifest keeps its recorded digest, as restic itself skips unchanged
files. The manifest is computed beside restic, not after it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from govern.errors import BackupError

_CHUNK = 1 << 20
# path -> (size, mtime_ns, inode, sha256 hex) from an earlier manifest
Known = dict[str, tuple[int, int, int, str]]


@dataclass(frozen=True)
class FileRecord:
    path: str
    size: int
    mtime_ns: int
    inode: int
    sha256: str


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def hash_files(paths: Iterable[Path], known: Known) -> list[FileRecord]:
    records: list[FileRecord] = []
    for path in paths:
        try:
            st = path.stat()
            previous = known.get(str(path))
            if previous is not None and previous[:3] == (st.st_size, st.st_mtime_ns, st.st_ino):
                digest = previous[3]
            else:
                digest = sha256_file(path)
        except OSError:
            continue  # vanished while the backup ran: restic reports it, the manifest omits it
        records.append(FileRecord(str(path), st.st_size, st.st_mtime_ns, st.st_ino, digest))
    return records


def known_from(path: Path | None) -> Known:
    """The digests of a previous manifest, keyed by path."""
    if path is None or not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text())
        return {
            f["path"]: (f["size"], f["mtime_ns"], f["inode"], f["sha256"])
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
