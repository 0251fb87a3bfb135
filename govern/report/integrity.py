"""The audit log's own integrity: for each log, its latest checkpoint, witnesses and anchors,
and anything its verification found."""

from __future__ import annotations

from govern.report.context import Context
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import Item, Items, LogSummary, Section


def integrity_section(logs: list[LogSummary], context: Context) -> Section:
    findings = new_findings("integrity")
    items = Items(context.max_items)
    for log in logs:
        for problem in log.problems:
            code = "too-few-witnesses" if "witness" in problem else "log-verification-failed"
            findings[code].add(f"{log.origin}: {problem}"[:300], None)
        if log.verified and log.size > log.checkpoint_size:
            findings["entries-after-checkpoint"].add(
                f"{log.origin}: {log.size - log.checkpoint_size} entries after the checkpoint "
                f"of {log.checkpoint_size} are not reported (sign a checkpoint to include them)",
                None,
            )
        if log.anchored_size is None:
            findings["no-anchor"].add(f"{log.origin}: no anchored checkpoint was checked", None)
        items.add(
            Item(
                context.reported_until,
                {
                    "log": log.origin,
                    "folder": log.directory,
                    "entries": str(log.size),
                    "checkpoint": str(log.checkpoint_size),
                    "root": log.root,
                    "witnesses": ", ".join(log.witnesses),
                    "anchored": "" if log.anchored_size is None else str(log.anchored_size),
                    "in period": str(log.entries_in_period),
                    "verified": "yes" if log.verified else "NO",
                },
            )
        )
    return Section(
        "integrity",
        SECTIONS["integrity"],
        (
            "log",
            "folder",
            "entries",
            "checkpoint",
            "root",
            "witnesses",
            "anchored",
            "in period",
            "verified",
        ),
        {
            "logs": len(logs),
            "verified": sum(log.verified for log in logs),
            "failed": sum(not log.verified for log in logs),
            "entries_reported": sum(log.checkpoint_size for log in logs if log.verified),
        },
        items,
        list(findings.values()),
        notes=[
            "Each log was verified against its own latest signed checkpoint (the whole tree "
            "recomputed from the entries, every earlier checkpoint and anchor held against it) "
            "before anything was read from it; only entries that checkpoint covers are reported."
        ],
    )
