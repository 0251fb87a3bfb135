"""What govern remembers between runs: per class outcomes, per repository check rotation.

Kept as one JSON file updated under a lock, and rendered after every update as Prometheus
textfile metrics for node-exporter's textfile collector.
"""

from __future__ import annotations

import fcntl
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from govern.backup.files import atomic_write_text, open_lock_file, read_text
from govern.errors import BackupError

STATE_FILE = "state.json"
METRICS_FILE = "govern_backup.prom"


@dataclass
class ClassState:
    last_success: float | None = None
    last_attempt: float | None = None
    last_duration: float = 0.0
    bytes_added: int = 0
    bytes_processed: int = 0
    failures_total: int = 0
    consecutive_failures: int = 0
    last_error: str = ""
    snapshots: dict[str, str] = field(default_factory=dict)  # resource -> snapshot id
    manifest: str = ""


@dataclass
class BackupState:
    classes: dict[str, ClassState] = field(default_factory=dict)
    check_next_part: dict[str, int] = field(default_factory=dict)  # repository -> part, from 1

    def of(self, class_name: str) -> ClassState:
        return self.classes.setdefault(class_name, ClassState())

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BackupState:
        return cls(
            classes={k: ClassState(**v) for k, v in data.get("classes", {}).items()},
            check_next_part=dict(data.get("check_next_part", {})),
        )


def read_state(state_dir: Path) -> BackupState:
    path = state_dir / STATE_FILE
    text = read_text(path)
    if text is None:
        return BackupState()
    try:
        return BackupState.from_json(json.loads(text))
    except (ValueError, TypeError) as exc:
        raise BackupError(f"{path}: unreadable backup state ({exc}): move it aside") from None


@contextmanager
def locked(state_dir: Path, name: str = "state.lock") -> Iterator[None]:
    """Hold the state folder's lock NAME (made, with the folder, when missing)."""
    try:
        state_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BackupError(f"cannot use backup state folder {state_dir}: {exc.strerror}") from None
    with open_lock_file(state_dir / name) as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


@contextmanager
def updating(state_dir: Path, metrics_dir: Path) -> Iterator[BackupState]:
    """Read, let the caller change, then write the state and the metrics, all under one lock."""
    with locked(state_dir):
        state = read_state(state_dir)
        yield state
        plain = {
            "classes": {k: asdict(v) for k, v in state.classes.items()},
            "check_next_part": state.check_next_part,
        }
        atomic_write_text(state_dir / STATE_FILE, json.dumps(plain, indent=1, sort_keys=True))
        atomic_write_text(metrics_dir / METRICS_FILE, render_metrics(state))


# (name, type, help, value of one class's state)
MetricTable = tuple[tuple[str, str, str, Callable[[Any], float | None]], ...]

_METRICS: MetricTable = (
    ("govern_backup_last_success_timestamp_seconds", "gauge",
     "When the class last backed up successfully.", lambda s: s.last_success),
    ("govern_backup_last_attempt_timestamp_seconds", "gauge",
     "When a backup of the class last ran.", lambda s: s.last_attempt),
    ("govern_backup_duration_seconds", "gauge",
     "Wall time of the last backup of the class.", lambda s: s.last_duration),
    ("govern_backup_bytes_added", "gauge",
     "Bytes the last successful backup added to its repository.", lambda s: s.bytes_added),
    ("govern_backup_bytes_processed", "gauge",
     "Bytes the last successful backup read.", lambda s: s.bytes_processed),
    ("govern_backup_failures_total", "counter",
     "Failed backup runs of the class.", lambda s: s.failures_total),
    ("govern_backup_consecutive_failures", "gauge",
     "Failed runs since the last success.", lambda s: s.consecutive_failures),
)  # fmt: skip


def render_metrics(state: BackupState) -> str:
    return render_metric_table(_METRICS, state.classes)


def render_metric_table(table: MetricTable, by_class: dict[str, Any]) -> str:
    """Prometheus text format: each metric of TABLE, one sample per class."""
    lines: list[str] = []
    for name, kind, text, value_of in table:
        lines += [f"# HELP {name} {text}", f"# TYPE {name} {kind}"]
        for class_name in sorted(by_class):
            value = value_of(by_class[class_name])
            if value is not None:
                lines.append(f'{name}{{class="{class_name}"}} {float(value)!r}')
    return "\n".join(lines) + "\n"
