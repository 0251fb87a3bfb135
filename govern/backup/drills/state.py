"""What drills leave behind: per class outcomes and per resource last drill (which the rotation
reads), Prometheus textfile metrics, and one JSON record per drill for auditors."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from govern.backup.files import atomic_write_text, read_text
from govern.backup.state import MetricTable, locked, render_metric_table
from govern.errors import BackupError

DRILLS = "drills"
STATE_FILE = "state.json"
METRICS_FILE = "govern_drill.prom"
RECORDS = "records"


@dataclass
class ClassDrillState:
    last_run: float | None = None
    last_success: float | None = None
    failures_total: int = 0
    last_error: str = ""
    rto_seconds: float | None = None  # projected time to restore the whole class
    rpo_hours: float | None = None  # age of its newest vouched snapshot at the drill
    last_record: str = ""


@dataclass
class DrillState:
    classes: dict[str, ClassDrillState] = field(default_factory=dict)
    drilled: dict[str, float] = field(default_factory=dict)  # resource -> last good drill

    def of(self, class_name: str) -> ClassDrillState:
        return self.classes.setdefault(class_name, ClassDrillState())


def drills_dir(state_dir: Path) -> Path:
    return state_dir / DRILLS


def read_drill_state(state_dir: Path) -> DrillState:
    path = drills_dir(state_dir) / STATE_FILE
    text = read_text(path)
    if text is None:
        return DrillState()
    try:
        data = json.loads(text)
        return DrillState(
            classes={k: ClassDrillState(**v) for k, v in data.get("classes", {}).items()},
            drilled={str(k): float(v) for k, v in data.get("drilled", {}).items()},
        )
    except (ValueError, TypeError, AttributeError) as exc:
        raise BackupError(f"{path}: unreadable drill state ({exc}): move it aside") from None


_METRICS: MetricTable = (
    ("govern_drill_last_success_timestamp_seconds", "gauge",
     "When a restore drill of the class last succeeded.", lambda s: s.last_success),
    ("govern_drill_last_run_timestamp_seconds", "gauge",
     "When a restore drill of the class last ran.", lambda s: s.last_run),
    ("govern_drill_rto_seconds", "gauge",
     "Projected time to restore the whole class, from the last drill's measured rate.",
     lambda s: s.rto_seconds),
    ("govern_drill_rpo_hours", "gauge",
     "Age of the class's newest vouched snapshot at the last drill.", lambda s: s.rpo_hours),
    ("govern_drill_failures_total", "counter",
     "Failed restore drills of the class.", lambda s: s.failures_total),
)  # fmt: skip


@contextmanager
def updating_drills(state_dir: Path, metrics_dir: Path) -> Iterator[DrillState]:
    """Read, let the caller change, then write the drill state and its metrics under a lock."""
    folder = drills_dir(state_dir)
    with locked(folder, "state.lock"):
        state = read_drill_state(state_dir)
        yield state
        plain = {
            "classes": {k: asdict(v) for k, v in state.classes.items()},
            "drilled": state.drilled,
        }
        atomic_write_text(folder / STATE_FILE, json.dumps(plain, indent=1, sort_keys=True))
        atomic_write_text(metrics_dir / METRICS_FILE, render_metric_table(_METRICS, state.classes))


def write_record(state_dir: Path, stamp: str, record: dict[str, Any]) -> Path:
    """The drill's machine-readable record, for reports and auditors."""
    path = drills_dir(state_dir) / RECORDS / f"{stamp}.json"
    try:
        atomic_write_text(path, json.dumps(record, indent=1, sort_keys=True), mode=0o640)
    except OSError as exc:
        raise BackupError(f"cannot write drill record {path}: {exc.strerror}") from None
    return path
