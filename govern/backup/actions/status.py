"""`govern backup status`: per class, the last success and its age against the RPO."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from govern.backup.actions.context import BackupContext
from govern.backup.rules import load_rules
from govern.backup.state import read_state
from govern.timeutil import iso


@dataclass(frozen=True)
class ClassStatus:
    name: str
    repository: str
    rpo_hours: int
    last_success: float | None
    failures: int
    last_error: str
    now: float

    @property
    def age_hours(self) -> float | None:
        return None if self.last_success is None else (self.now - self.last_success) / 3600

    @property
    def overdue(self) -> bool:
        age = self.age_hours
        return age is None or age > self.rpo_hours

    def to_json(self) -> dict[str, Any]:
        age = self.age_hours
        return {
            "class": self.name,
            "repository": self.repository,
            "rpo_hours": self.rpo_hours,
            "last_success": iso(int(self.last_success)) if self.last_success else None,
            "age_hours": round(age, 2) if age is not None else None,
            "overdue": self.overdue,
            "consecutive_failures": self.failures,
            "last_error": self.last_error,
        }


def backup_status(context: BackupContext, now: float | None = None) -> list[ClassStatus]:
    """Every class, overdue ones first (never backed up counts as overdue), then oldest first."""
    rules = load_rules(context.config.backup_dir)
    state = read_state(context.paths.state_dir)
    moment = time.time() if now is None else now
    statuses = []
    for name, rule in rules.classes.items():
        entry = state.classes.get(name)
        statuses.append(
            ClassStatus(
                name,
                rule.repository,
                rule.rpo_hours,
                entry.last_success if entry else None,
                entry.consecutive_failures if entry else 0,
                entry.last_error if entry else "",
                moment,
            )
        )
    return sorted(statuses, key=lambda s: (not s.overdue, -(s.age_hours or float("inf")), s.name))
