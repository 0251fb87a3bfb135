"""Helpers for the snapshot and restore tests: a site trimmed to few resources (so each run is
quick), runs and restores through the CLI, and the audit entries they leave."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.backup.conftest import BackupSite
from tests.conftest import Result

# The resources these tests restore; every other authoritative one is made reproducible, so a
# run backs up two resources instead of nine.
KEPT = ("climate-runs", "radar-returns")
CLIMATE = "dataset:climate-runs"
RADAR = "dataset:radar-returns"


def trim_catalog(site: BackupSite) -> None:
    for name in ("datasets.toml", "models.toml"):
        path = site.site.catalog / name
        blocks = re.split(r"(?=^\[\[)", path.read_text(), flags=re.MULTILINE)
        kept = []
        for block in blocks:
            found = re.search(r'^id = "([^"]+)"', block, flags=re.MULTILINE)
            trimmed = found is not None and found.group(1) not in KEPT
            kept.append(block.replace('"authoritative"', '"reproducible"') if trimmed else block)
        path.write_text("".join(kept))


def run(site: BackupSite, class_name: str = "datasets") -> dict[str, Any]:
    """One backup run of CLASS_NAME through the CLI; its result."""
    result = site.govern("backup", "run", "--class", class_name, "--json")
    assert result.code == 0, result.stdout + result.stderr
    (outcome,) = json.loads(result.stdout)
    assert outcome["ok"], outcome
    return dict(outcome)


def restore(site: BackupSite, *args: str | Path) -> Result:
    return site.govern("backup", "restore", *args)


def entries(site: BackupSite, kind: str) -> list[dict[str, Any]]:
    """Payloads (with the entry's time as `_time`) of the audit entries of KIND, oldest first."""
    from govern.audit import open_log

    with open_log(site.audit_dir, create=False) as log:
        return [
            {**entry.payload, "_time": entry.time}
            for _, entry in log.entries()
            if entry.kind == kind
        ]


def drill(site: BackupSite, name: str, area: str = "drill") -> Path:
    """A target folder (not made) inside the test site's restore area AREA (drill, enclave)."""
    folder = site.root / "restore" / area
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


def tree(top: Path) -> dict[str, bytes | str]:
    """Every entry below TOP: files by content, symlinks by target, folders as "dir"."""
    found: dict[str, bytes | str] = {}
    for path in sorted(top.rglob("*")):
        key = str(path.relative_to(top))
        if path.is_symlink():
            found[key] = f"-> {path.readlink()}"
        elif path.is_dir():
            found[key] = "dir"
        else:
            found[key] = path.read_bytes()
    return found
