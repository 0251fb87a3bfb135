"""Backups against each protection class's RPO, and restore drills against its RTO."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from govern.report.context import Context, hours_between
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import EntryRef, Item, Items, Section
from govern.report.stream import Seen


@dataclass
class _Class:
    last_before: str | None = None  # the last good run before the period
    runs: list[tuple[str, EntryRef]] = field(default_factory=list)  # good runs in the period
    failures: int = 0


def _hours(value: float) -> str:
    return f"{value:.1f}"


class Backups:
    kinds: tuple[str, ...] = ("backup.run", "backup.failure")
    history: bool = True  # the RPO at the period's start counts from the last run before it
    columns = (
        "class",
        "rpo (h)",
        "runs",
        "failures",
        "last good run",
        "longest gap (h)",
        "verdict",
    )

    def __init__(self, context: Context) -> None:
        self.classes: dict[str, _Class] = {}
        self.findings = new_findings("backups")

    def feed(self, seen: Seen) -> None:
        name = str(seen.payload.get("class") or seen.subject.removeprefix("class:"))
        state = self.classes.setdefault(name, _Class())
        if seen.kind == "backup.run":
            if seen.place < 0:
                state.last_before = max(state.last_before or "", seen.time)
            else:
                state.runs.append((seen.time, seen.ref()))
        elif seen.place == 0:
            state.failures += 1
            self.findings["backup-failed"].add(
                f"{name} at {seen.time}: {seen.payload.get('error')}"[:300], seen.ref()
            )

    def section(self, context: Context) -> Section:
        items = Items(context.max_items)
        start, until = context.period.start_text, context.reported_until
        chart = []
        names = sorted(set(context.objectives) | set(self.classes))
        for name in names:
            state = self.classes.get(name, _Class())
            objectives = context.objectives.get(name)
            runs = sorted(state.runs)
            points = ([state.last_before] if state.last_before else []) + [t for t, _ in runs]
            verdict = "no RPO set" if objectives is None else "within RPO"
            longest = 0.0
            if not points:
                longest = hours_between(start, until)
                verdict = "never backed up"
                self.findings["class-not-backed-up"].add(f"{name}: no backup up to {until}", None)
            else:
                edges = ([] if state.last_before else [start]) + points + [until]
                longest = max(hours_between(a, b) for a, b in itertools.pairwise(edges))
                if objectives is not None and longest > objectives.rpo_hours:
                    verdict = "RPO exceeded"
                    self.findings["rpo-exceeded"].add(
                        f"{name}: {longest:.1f} h without a backup, RPO {objectives.rpo_hours:g} h",
                        runs[-1][1] if runs else None,
                    )
            rpo = objectives.rpo_hours if objectives else None
            chart.append([name, round(longest, 2), rpo])
            items.add(
                Item(
                    runs[-1][0] if runs else start,
                    {
                        "class": name,
                        "rpo (h)": f"{rpo:g}" if rpo is not None else "",
                        "runs": str(len(runs)),
                        "failures": str(state.failures),
                        "last good run": points[-1] if points else "",
                        "longest gap (h)": _hours(longest),
                        "verdict": verdict,
                    },
                    [ref for _, ref in runs[-5:]],
                )
            )
        return Section(
            "backups",
            SECTIONS["backups"],
            self.columns,
            {
                "classes": len(names),
                "runs": sum(len(c.runs) for c in self.classes.values()),
                "failures": sum(c.failures for c in self.classes.values()),
                "rpo_exceeded": self.findings["rpo-exceeded"].count,
            },
            items,
            list(self.findings.values()),
            notes=[
                "The longest gap runs from the last good run before the period (or the period's "
                f"start) through each good run to the period's end or now ({until})."
            ],
            series={"gap_vs_rpo": chart},
        )


def _figure(objectives: dict[str, Any], name: str) -> float | None:
    value = objectives.get(name)
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


class Drills:
    kinds: tuple[str, ...] = ("drill.run",)
    history: bool = False
    columns = ("class", "ok", "resources", "rto (s)", "rto limit (s)", "rpo (h)", "rpo limit (h)")

    def __init__(self, context: Context) -> None:
        self.items = Items(context.max_items)
        self.findings = new_findings("drills")
        self.drilled: set[str] = set()
        self.latest: dict[str, list[Any]] = {}

    def feed(self, seen: Seen) -> None:
        payload = seen.payload
        if payload.get("ok") is not True and payload.get("error"):
            self.findings["drill-failed"].add(
                f"drill at {seen.time}: {payload.get('error')}"[:300], seen.ref()
            )
        for result in payload.get("classes") or []:
            if not isinstance(result, dict):
                continue
            name = str(result.get("class"))
            self.drilled.add(name)
            objectives = result.get("objectives")
            objectives = objectives if isinstance(objectives, dict) else {}
            rto, rto_limit = (
                _figure(objectives, "rto_seconds"),
                _figure(objectives, "rto_limit_seconds"),
            )
            rpo, rpo_limit = (
                _figure(objectives, "rpo_hours"),
                _figure(objectives, "rpo_limit_hours"),
            )
            ok = result.get("ok") is True
            if not ok:
                problems = "; ".join(str(p) for p in result.get("problems") or [])
                self.findings["drill-failed"].add(
                    f"{name} at {seen.time}: {problems}"[:300], seen.ref()
                )
            if rto is not None and rto_limit is not None and rto > rto_limit:
                self.findings["rto-exceeded"].add(
                    f"{name} at {seen.time}: {rto:.0f} s, RTO {rto_limit:.0f} s", seen.ref()
                )
            self.latest[name] = [name, rto, rto_limit]
            items = result.get("items")
            self.items.add(
                Item(
                    seen.time,
                    {
                        "class": name,
                        "ok": "yes" if ok else "no",
                        "resources": str(len(items) if isinstance(items, list) else 0),
                        "rto (s)": "" if rto is None else f"{rto:.1f}",
                        "rto limit (s)": "" if rto_limit is None else f"{rto_limit:.0f}",
                        "rpo (h)": "" if rpo is None else f"{rpo:.2f}",
                        "rpo limit (h)": "" if rpo_limit is None else f"{rpo_limit:g}",
                    },
                    [seen.ref()],
                )
            )

    def section(self, context: Context) -> Section:
        for name in sorted(set(context.objectives) - self.drilled):
            self.findings["no-drill-in-period"].add(f"{name}: not drilled in the period", None)
        return Section(
            "drills",
            SECTIONS["drills"],
            self.columns,
            {
                "class_drills": self.items.total,
                "classes_drilled": len(self.drilled),
                "failed": self.findings["drill-failed"].count,
                "rto_exceeded": self.findings["rto-exceeded"].count,
            },
            self.items,
            list(self.findings.values()),
            notes=[
                "RTO is projected by the drill from the measured restore rate over the whole "
                "class; RPO is the age of the newest vouched snapshot when the drill ran."
            ],
            series={"rto_vs_limit": [self.latest[n] for n in sorted(self.latest)]},
        )
