"""Scratch areas: files past their expiry and each project's use against its quota.

Users own the folders below an area and may change them while govern looks, so the scan goes
through directory file descriptors (govern.backup.tree) and remembers each expired file's
identity, which a deletion checks again (govern.backup.purge)."""

from __future__ import annotations

import base64
import hashlib
import os
import stat
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from govern.backup.rules import ScratchArea
from govern.backup.tree import GONE, open_below, open_directory, walk
from govern.errors import BackupError

_GIB = 1 << 30
# An audit entry holds at most 64 KiB; a path shown with escapes may take five times its bytes.
_PATH_LOGGED_AT_MOST = 4096
_DAY = 86_400
# What a purge deletes: unlinking either never touches anything beyond the name itself.
PURGED_TYPES = frozenset({stat.S_IFREG, stat.S_IFLNK})


@dataclass(frozen=True)
class ScratchFile:
    """An expired file as the scan saw it: its names below the area's root, and what identifies
    it, so a deletion can tell it is still the same, unchanged file. The inode change time is
    part of that: an inode number freed and reused for a new file, or an owner or link count
    changed since, would otherwise pass for the file that was scanned."""

    names: tuple[str, ...]
    size: int
    mtime: float
    uid: int
    identity: tuple[int, ...]  # type, owner, device, inode, change time

    @classmethod
    def of(cls, names: tuple[str, ...], seen: os.stat_result) -> ScratchFile:
        return cls(names, seen.st_size, seen.st_mtime, seen.st_uid, _identity(seen))

    def is_same(self, now: os.stat_result) -> bool:
        return _identity(now) == self.identity

    def raw_path(self, root: Path) -> bytes:
        return os.fsencode(os.path.join(root, *self.names))

    def shown_path(self, root: Path) -> str:
        return shown(self.raw_path(root))

    def audit_subject(self, root: Path) -> str:
        """The file as an audit entry's subject: its shown path, or for a path too long to log
        (a user can nest folders far past what an entry holds) its two ends."""
        path = self.shown_path(root)
        if len(path) <= _PATH_LOGGED_AT_MOST:
            return f"file:{path}"
        end = _PATH_LOGGED_AT_MOST // 2
        return f"file:{path[:end]}…{path[-end:]}"

    def audit_payload(self, root: Path) -> dict[str, Any]:
        """What a deletion's audit entry says of the file. A path its shown form does not spell
        exactly is also given in base64 (the escapes could be another file's real name); one too
        long to log whole, by its SHA-256."""
        payload: dict[str, Any] = {"size": self.size, "mtime": int(self.mtime), "uid": self.uid}
        raw = self.raw_path(root)
        if len(raw) > _PATH_LOGGED_AT_MOST:
            payload["path_sha256"] = hashlib.sha256(raw).hexdigest()
        elif shown(raw).encode() != raw:
            payload["path_base64"] = base64.b64encode(raw).decode()
        return payload


def shown(name: bytes | str) -> str:
    """A file name users chose, safe to print and to log as text: bytes that are not UTF-8, and
    control characters (a terminal would obey them), appear as \\xNN escapes."""
    text = os.fsencode(name).decode("utf-8", "backslashreplace")
    return "".join(f"\\x{ord(c):02x}" if unicodedata.category(c) == "Cc" else c for c in text)


@dataclass
class ProjectUse:
    project: str
    used: int = 0
    quota: int = 0
    expired: list[ScratchFile] = field(default_factory=list)
    skipped_folders: int = 0  # not entered: on another file system, too deep, or unreadable

    @property
    def over_quota(self) -> bool:
        return self.used > self.quota

    def to_json(self) -> dict[str, Any]:
        return {
            "project": self.project,
            "used_bytes": self.used,
            "quota_bytes": self.quota,
            "over_quota": self.over_quota,
            "expired_files": len(self.expired),
            "expired_bytes": sum(f.size for f in self.expired),
            "skipped_folders": self.skipped_folders,
        }


@dataclass
class AreaReport:
    path: str
    root: Path
    expire_days: int
    cutoff: float  # files last modified before this are expired
    device: int | None  # the area's file system; None when the area is absent on this host
    projects: list[ProjectUse]

    def expired(self) -> list[ScratchFile]:
        return [e for p in self.projects for e in p.expired]

    @property
    def present(self) -> bool:
        return self.device is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "root": str(self.root),
            "present": self.present,
            "expire_days": self.expire_days,
            "projects": [p.to_json() for p in self.projects],
        }


def _identity(found: os.stat_result) -> tuple[int, ...]:
    return (
        stat.S_IFMT(found.st_mode),
        found.st_uid,
        found.st_dev,
        found.st_ino,
        found.st_ctime_ns,
    )


def open_area(root: Path) -> int | None:
    """The area's root folder, or None when it is absent. The site names it; a symlink there
    is refused, since anything below it is then wherever the link points."""
    try:
        return open_directory(root)
    except OSError as exc:
        if exc.errno in GONE and not root.is_symlink():
            return None
        why = "it is a symlink: name the real folder" if root.is_symlink() else exc.strerror
        raise BackupError(f"scratch area {root}: {why}") from None


def scan_area(area: ScratchArea, root: Path, now: float | None = None) -> AreaReport:
    """Walk ROOT (where AREA is found on this host): one project per top-level folder."""
    cutoff = (time.time() if now is None else now) - area.expire_days * _DAY
    report = AreaReport(area.path, root, area.expire_days, cutoff, None, [])
    root_fd = open_area(root)
    if root_fd is None:
        return report
    try:
        device = report.device = os.fstat(root_fd).st_dev
        for name in sorted(os.listdir(root_fd)):
            quota = int(area.quotas.get(name, area.quota_gib) * _GIB)
            if (use := _scan_project(root_fd, name, device, cutoff, quota)) is not None:
                report.projects.append(use)
    finally:
        os.close(root_fd)
    return report


def _scan_project(
    root_fd: int, name: str, device: int, cutoff: float, quota: int
) -> ProjectUse | None:
    """The project folder NAME's use, or None if NAME is no folder of the area's file system."""
    try:
        project_fd = open_below(root_fd, (name,), device)
    except OSError:
        return None
    try:
        found = walk(project_fd, (name,), device)
    finally:
        os.close(project_fd)
    use = ProjectUse(shown(name), quota=quota, skipped_folders=found.skipped_folders)
    for item in found.found:
        use.used += item.stat.st_size
        if item.stat.st_mtime < cutoff and stat.S_IFMT(item.stat.st_mode) in PURGED_TYPES:
            use.expired.append(ScratchFile.of(item.names, item.stat))
    return use
