"""A class's recovery objectives as a drill measures them.

RPO: the age, at the drill, of the class's oldest newest-vouched snapshot (the resource that would
lose the most). RTO: the time to restore and check the whole class, projected from what the
drill restored. Restores pay a fixed cost per snapshot and a cost per byte, so the projection is
the larger of the two extrapolations: by bytes, and by resources.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Measured:
    resources: int  # drilled
    bytes: int
    seconds: float  # restore and check, summed over the drilled resources


@dataclass(frozen=True)
class Objectives:
    rpo_hours: float | None  # measured; None when no resource has a vouched snapshot
    rpo_limit_hours: float
    rto_seconds: float | None  # projected; None when nothing was restored
    rto_limit_seconds: float | None
    class_bytes: int
    class_resources: int

    def problems(self) -> list[str]:
        found = []
        if self.rpo_hours is None:
            found.append("RPO: a resource of the class has no snapshot the audit log vouches for")
        elif self.rpo_hours > self.rpo_limit_hours:
            found.append(
                f"RPO: the newest vouched snapshot is {self.rpo_hours:.1f} h old, past the "
                f"objective of {self.rpo_limit_hours:g} h"
            )
        if (
            self.rto_seconds is not None
            and self.rto_limit_seconds is not None
            and self.rto_seconds > self.rto_limit_seconds
        ):
            found.append(
                f"RTO: restoring the whole class would take about {self.rto_seconds / 3600:.2f} h "
                f"at the measured rate, past the objective of "
                f"{self.rto_limit_seconds / 3600:g} h"
            )
        return found

    def to_json(self) -> dict[str, Any]:
        return {
            "rpo_hours": None if self.rpo_hours is None else round(self.rpo_hours, 3),
            "rpo_limit_hours": self.rpo_limit_hours,
            "rto_seconds": None if self.rto_seconds is None else round(self.rto_seconds, 3),
            "rto_limit_seconds": self.rto_limit_seconds,
            "class_bytes": self.class_bytes,
            "class_resources": self.class_resources,
        }


def project_rto(measured: Measured, class_bytes: int, class_resources: int) -> float | None:
    if measured.resources == 0 or measured.seconds <= 0:
        return None
    by_resources = measured.seconds * class_resources / measured.resources
    if measured.bytes <= 0:
        return by_resources
    return max(by_resources, measured.seconds * class_bytes / measured.bytes)


def objectives(
    *,
    newest_ages_hours: list[float | None],
    rpo_limit_hours: float,
    rto_limit_hours: float | None,
    measured: Measured,
    class_bytes: int,
) -> Objectives:
    """NEWEST_AGES_HOURS: per resource of the class, the age of its newest vouched snapshot."""
    ages = [age for age in newest_ages_hours if age is not None]
    missing = len(ages) < len(newest_ages_hours)
    return Objectives(
        rpo_hours=None if missing or not ages else max(ages),
        rpo_limit_hours=rpo_limit_hours,
        rto_seconds=project_rto(measured, class_bytes, len(newest_ages_hours)),
        rto_limit_seconds=None if rto_limit_hours is None else rto_limit_hours * 3600,
        class_bytes=class_bytes,
        class_resources=len(newest_ages_hours),
    )
