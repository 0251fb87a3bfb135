"""What the next drill restores and why: every resource of a class that drills them all, and for
rotating classes the resources drilled longest ago, enough that each comes round within the
configured number of quarters."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field
from typing import Any

from govern.backup.drills.state import DrillState
from govern.backup.plan import Item
from govern.backup.rules import Rules


@dataclass(frozen=True)
class DrillItem:
    class_name: str
    resource: str
    repository: str
    sandbox: str  # a catalog path a storage destination covers
    sample_files: int  # 0: every file
    checks: tuple[str, ...]
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {
            "class": self.class_name,
            "resource": self.resource,
            "repository": self.repository,
            "sandbox": self.sandbox,
            "files": self.sample_files or "all",
            "checks": list(self.checks),
            "reason": self.reason,
        }


@dataclass
class DrillPlan:
    items: list[DrillItem] = field(default_factory=list)
    waiting: list[tuple[str, str, str]] = field(default_factory=list)  # class, resource, why

    def classes(self) -> list[str]:
        return list(dict.fromkeys(item.class_name for item in self.items))

    def to_json(self) -> dict[str, Any]:
        return {
            "items": [item.to_json() for item in self.items],
            "waiting": [{"class": c, "resource": r, "reason": w} for c, r, w in self.waiting],
        }


def _day(timestamp: float) -> str:
    return dt.datetime.fromtimestamp(timestamp, dt.UTC).strftime("%Y-%m-%d")


def plan_drill(
    items: list[Item], rules: Rules, state: DrillState, *, only: str | None = None
) -> DrillPlan:
    """The drill's items, class by class in the rules' order."""
    drill = rules.drill
    made = DrillPlan()
    for class_name in rules.classes:
        if only is not None and class_name != only:
            continue
        rule = drill.for_class(class_name)
        members = [item for item in items if item.class_name == class_name]
        chosen: list[tuple[Item, str]]
        if rule.resources == "all":
            chosen = [(item, "the class drills every resource") for item in members]
        else:
            per_drill = max(1, math.ceil(len(members) / drill.rotation_quarters))
            # Oldest drilled first, never drilled before all; the catalog's order breaks ties.
            ranked = sorted(members, key=lambda item: state.drilled.get(item.resource, -1.0))
            chosen = []
            for item in ranked[:per_drill]:
                last = state.drilled.get(item.resource)
                why = "never drilled" if last is None else f"drilled longest ago ({_day(last)})"
                chosen.append((item, f"rotation: {why}"))
            for item in ranked[per_drill:]:
                last = state.drilled.get(item.resource)
                why = "never drilled" if last is None else f"last drilled {_day(last)}"
                made.waiting.append(
                    (class_name, item.resource, f"{why}; {per_drill} per drill, oldest first")
                )
        for item, reason in chosen:
            made.items.append(
                DrillItem(
                    class_name=class_name,
                    resource=item.resource,
                    repository=item.repository,
                    sandbox=drill.sandbox_of(class_name),
                    sample_files=rule.sample_files,
                    checks=rule.checks,
                    reason=reason,
                )
            )
    return made
