"""Scratch areas: files past their expiry and each project's use against its quota."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from govern.backup.rules import ScratchArea

_GIB = 1 << 30
_DAY = 86_400


@dataclass
class ProjectUse:
    project: str
    used: int = 0
    quota: int = 0
    expired: list[tuple[Path, int, float]] = field(default_factory=list)  # path, size, mtime

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
            "expired_bytes": sum(size for _, size, _ in self.expired),
        }


@dataclass
class AreaReport:
    path: str
    root: Path
    expire_days: int
    projects: list[ProjectUse]

    def expired(self) -> list[tuple[Path, int, float]]:
        return [e for p in self.projects for e in p.expired]

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "expire_days": self.expire_days,
            "projects": [p.to_json() for p in self.projects],
        }


def scan_area(area: ScratchArea, root: Path, now: float | None = None) -> AreaReport:
    """Walk ROOT (where AREA is found on this host): one project per top-level folder."""
    cutoff = (time.time() if now is None else now) - area.expire_days * _DAY
    projects: list[ProjectUse] = []
    if root.is_dir():
        for entry in sorted(root.iterdir()):
            if not entry.is_dir() or entry.is_symlink():
                continue
            quota = int(area.quotas.get(entry.name, area.quota_gib) * _GIB)
            use = ProjectUse(entry.name, quota=quota)
            for folder, _, files in os.walk(entry):
                for name in files:
                    path = Path(folder) / name
                    try:
                        st = path.lstat()
                    except OSError:
                        continue
                    use.used += st.st_size
                    if st.st_mtime < cutoff:
                        use.expired.append((path, st.st_size, st.st_mtime))
            projects.append(use)
    return AreaReport(area.path, root, area.expire_days, projects)
