"""Which snapshots the keep rules would forget are still inside their backup minimum."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from govern.retention.rules import ClassRule


@dataclass(frozen=True)
class Held:
    snapshot: str  # restic's short id
    taken: str
    rule: str
    until: dt.datetime | None  # None: restic gave no time govern can read, so it stays

    @property
    def message(self) -> str:
        when = (
            f"it may go on {self.until.date().isoformat()}"
            if self.until
            else "its time is unreadable"
        )
        return f"snapshot {self.snapshot} (taken {self.taken[:19]}) is kept: {self.rule}; {when}"

    def to_json(self) -> dict[str, Any]:
        return {
            "snapshot": self.snapshot,
            "taken": self.taken,
            "rule": self.rule,
            "until": self.until.isoformat() if self.until else None,
            "message": self.message,
        }


def hold(
    proposed: list[dict[str, Any]], minimum: ClassRule | None, now: dt.datetime
) -> tuple[list[str], list[Held]]:
    """Split PROPOSED (restic's snapshots the keep rules would remove) into the ids that may be
    forgotten and the snapshots held because MINIMUM's backup period has not passed."""
    from govern.backup.snapshots import snapshot_instant

    if minimum is None:
        return [str(s["id"]) for s in proposed], []
    removable: list[str] = []
    held: list[Held] = []
    for snapshot in proposed:
        time = str(snapshot.get("time", ""))
        taken = snapshot_instant(time)
        until = None
        if taken is not None:
            until = dt.datetime.combine(minimum.backups.after(taken.date()), taken.timetz())
            if until <= now:
                removable.append(str(snapshot["id"]))
                continue
        short = str(snapshot.get("short_id") or str(snapshot["id"])[:8])
        held.append(Held(short, time, minimum.describe("backups"), until))
    return removable, held
