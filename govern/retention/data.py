"""Data past the date its classification says it must be gone by: where it is, whose, how big."""

from __future__ import annotations

import datetime as dt
import os
import pwd
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from govern.catalog.load import Catalog, by_strictness
from govern.retention.rules import ClassRule, RetentionRules


@dataclass(frozen=True)
class PathState:
    path: str  # as the catalog names it
    exists: bool
    size: int = 0
    owner: str = ""
    # Why the size may be short, or why the path is not what the catalog describes.
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "exists": self.exists,
            "size": self.size,
            "owner": self.owner,
            "note": self.note,
        }


@dataclass(frozen=True)
class DataDue:
    """A resource past its deletion date; a breach while any of its paths is still there."""

    resource: str
    project: str
    classification: str
    end: dt.date
    delete_by: dt.date
    rule: str
    paths: tuple[PathState, ...]

    @property
    def breach(self) -> bool:
        return any(p.exists for p in self.paths)

    @property
    def size(self) -> int:
        return sum(p.size for p in self.paths)

    def to_json(self) -> dict[str, Any]:
        return {
            "resource": self.resource,
            "project": self.project,
            "classification": self.classification,
            "end": self.end.isoformat(),
            "delete_by": self.delete_by.isoformat(),
            "rule": self.rule,
            "size": self.size,
            "breach": self.breach,
            "paths": [p.to_json() for p in self.paths],
        }


def _owner(uid: int) -> str:
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return str(uid)


def _tree_size(top: Path) -> tuple[int, int]:
    """Bytes of the regular files below TOP, never following a symlink or leaving TOP's file
    system, and how many folders could not be read."""
    device = top.lstat().st_dev
    total, unreadable = 0, 0

    def count(_: OSError) -> None:
        nonlocal unreadable
        unreadable += 1

    for folder, dirs, files in os.walk(top, onerror=count):
        for name in files:
            try:
                info = os.lstat(os.path.join(folder, name))
            except OSError:
                unreadable += 1
                continue
            if stat.S_ISREG(info.st_mode):
                total += info.st_size
        dirs[:] = [d for d in dirs if _same_device(os.path.join(folder, d), device)]
    return total, unreadable


def _same_device(path: str, device: int) -> bool:
    try:
        return os.lstat(path).st_dev == device
    except OSError:
        return False


def path_state(catalog_path: str, where: Path) -> PathState:
    """What is at WHERE (CATALOG_PATH on this host). A symlink is described, never followed: the
    catalog names the data's own folder, and a user's link could point anywhere."""
    try:
        info = where.lstat()
    except FileNotFoundError:
        return PathState(catalog_path, exists=False, note="not found")
    except OSError as exc:
        return PathState(catalog_path, exists=True, note=f"cannot read: {exc.strerror}")
    owner = _owner(info.st_uid)
    if stat.S_ISLNK(info.st_mode):
        return PathState(catalog_path, True, 0, owner, "a symlink: not followed")
    if not stat.S_ISDIR(info.st_mode):
        return PathState(catalog_path, True, info.st_size, owner)
    size, unreadable = _tree_size(where)
    note = f"{unreadable} entries unreadable: size is a lower bound" if unreadable else ""
    return PathState(catalog_path, True, size, owner, note)


def _end_and_rule(
    catalog: Catalog, rules: RetentionRules, ref: str
) -> tuple[dt.date | None, ClassRule]:
    """When REF's retention counts from (None: not known yet), and its strictest class's rule."""
    entry = catalog.resource(ref)
    assert entry is not None
    end = entry.retain_until or catalog.projects[entry.project].ends
    return end, rules.rule(by_strictness(catalog.classes[ref])[0])


def data_due(
    catalog: Catalog, rules: RetentionRules, today: dt.date, locate: Callable[[str], Path]
) -> list[DataDue]:
    """Every dataset and model whose deletion date has passed; LOCATE maps a catalog path to
    where it is on this host. Only these are walked: sizing the whole catalog would be slow."""
    due: list[DataDue] = []
    for ref in catalog.resource_refs():
        end, rule = _end_and_rule(catalog, rules, ref)
        if end is None or rule.delete_after is None:
            continue
        delete_by = rule.delete_after.after(end)
        if today <= delete_by:
            continue
        entry = catalog.resource(ref)
        assert entry is not None
        paths = tuple(path_state(p, locate(p)) for p in entry.paths)
        due.append(
            DataDue(
                ref,
                entry.project,
                rule.classification,
                end,
                delete_by,
                rule.describe("delete_after"),
                paths,
            )
        )
    return due


@dataclass(frozen=True)
class GoneEarly:
    """A resource inside its minimum after its end, with paths no longer where the catalog says."""

    resource: str
    project: str
    classification: str
    end: dt.date
    keep_until: dt.date
    rule: str
    missing: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "resource": self.resource,
            "project": self.project,
            "classification": self.classification,
            "end": self.end.isoformat(),
            "keep_until": self.keep_until.isoformat(),
            "rule": self.rule,
            "missing": list(self.missing),
        }


def gone_early(
    catalog: Catalog, rules: RetentionRules, today: dt.date, locate: Callable[[str], Path]
) -> list[GoneEarly]:
    """Datasets and models whose project has ended but whose minimum has not passed, with a
    path that is gone: deleted too soon, or moved where the catalog does not say."""
    found: list[GoneEarly] = []
    for ref in catalog.resource_refs():
        end, rule = _end_and_rule(catalog, rules, ref)
        if end is None or not rule.data or today >= rule.data.after(end):
            continue
        entry = catalog.resource(ref)
        assert entry is not None
        missing = tuple(p for p in entry.paths if not os.path.lexists(locate(p)))
        if missing:
            found.append(
                GoneEarly(
                    ref,
                    entry.project,
                    rule.classification,
                    end,
                    rule.data.after(end),
                    rule.describe("data"),
                    missing,
                )
            )
    return found
