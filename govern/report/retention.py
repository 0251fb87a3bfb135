"""Retention: what `govern retention report` finds now (data kept too long or gone too soon,
backups and anchors locked too short) and, from the log, snapshots forget held back."""

from __future__ import annotations

import datetime as dt

from govern.errors import GovernError
from govern.report.context import Context
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import Item, Items, Section
from govern.report.stream import Seen


class Retention:
    kinds: tuple[str, ...] = ("backup.forget", "scratch.delete")
    history: bool = False
    columns = ("class", "repository", "kept", "removed", "held")

    def __init__(self, context: Context) -> None:
        self.items = Items(context.max_items)
        self.findings = new_findings("retention")
        self.scratch_deleted = 0

    def feed(self, seen: Seen) -> None:
        if seen.kind == "scratch.delete":
            self.scratch_deleted += 1
            return
        payload = seen.payload
        held = [h for h in payload.get("held") or [] if isinstance(h, dict)]
        for snapshot in held:
            self.findings["snapshots-held"].add(
                f"{payload.get('class')}: {snapshot.get('snapshot')} held: "
                f"{snapshot.get('message')}"[:300],
                seen.ref(),
            )

        def count(name: str) -> str:
            value = payload.get(name)
            return str(len(value) if isinstance(value, list) else value or 0)

        self.items.add(
            Item(
                seen.time,
                {
                    "class": str(payload.get("class") or ""),
                    "repository": str(payload.get("repository") or ""),
                    "kept": count("kept"),
                    "removed": count("removed"),
                    "held": str(len(held)),
                },
                [seen.ref()],
            )
        )

    def section(self, context: Context) -> Section:
        notes = [
            "Breaches are what `govern retention report` finds at the time of this report, on "
            "the data, repositories and anchor bucket as they are now: no audit entry stands "
            "behind them. Forget runs and scratch deletions come from the log."
        ]
        breaches = 0
        if context.config is not None:
            breaches, problem = self._checked_now(context)
            if problem:
                notes.append(problem)
        return Section(
            "retention",
            SECTIONS["retention"],
            self.columns,
            {
                "breaches_now": breaches,
                "forget_runs": self.items.total,
                "held": self.findings["snapshots-held"].count,
                "scratch_deleted": self.scratch_deleted,
            },
            self.items,
            list(self.findings.values()),
            notes=notes,
        )

    def _checked_now(self, context: Context) -> tuple[int, str]:
        from govern.retention.report import build_report

        assert context.config is not None
        try:
            found = build_report(context.config, dt.datetime.now(dt.UTC).date())
        except GovernError as exc:
            breach = self.findings["retention-breach"]
            breach.add(f"the retention check could not be made: {exc}"[:300], None)
            return 1, f"The retention check failed: {exc}"
        breach = self.findings["retention-breach"]
        for due in found.data:
            if due.breach:
                breach.add(
                    f"{due.resource} ({due.classification}) past its deletion date "
                    f"{due.delete_by.isoformat()}, still on disk",
                    None,
                )
        for gone in found.gone_early:
            breach.add(
                f"{gone.resource} ({gone.classification}) gone before "
                f"{gone.keep_until.isoformat()}",
                None,
            )
        for problem in [b.problem for b in found.backups] + [r.problem for r in found.records]:
            breach.add(problem[:300], None)
        return found.breaches, ""
