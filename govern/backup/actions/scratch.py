"""`govern scratch report`: scan each scratch area; with --delete, purge and audit each file."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.audit.actor import Actor
from govern.backup.actions.context import BackupContext
from govern.backup.purge import PurgeOutcome, purge
from govern.backup.rules import load_rules
from govern.backup.scratch import AreaReport, ScratchFile, scan_area

if TYPE_CHECKING:
    from govern.audit.log import AuditLog

# Deletions are audited in batches of this many: one log sync each, not one per file.
AUDIT_BATCH = 256


def scan_areas(context: BackupContext) -> list[AreaReport]:
    rules = load_rules(context.config.backup_dir)
    return [scan_area(area, context.paths.source(area.path)) for area in rules.scratch]


@dataclass
class Deletion:
    """What a purge of every area did, with paths shown as text."""

    deleted: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)

    def add(self, report: AreaReport, outcome: PurgeOutcome) -> None:
        self.deleted += [f.shown_path(report.root) for f in outcome.deleted]
        self.changed += [f.shown_path(report.root) for f in outcome.changed]
        self.failed += [(f.shown_path(report.root), why) for f, why in outcome.failed]

    def to_json(self) -> dict[str, Any]:
        return {
            "deleted": self.deleted,
            "kept_changed": self.changed,
            "failed": [{"path": path, "error": why} for path, why in self.failed],
        }


class _Batches:
    """Audit records kept until AUDIT_BATCH of them are pending, then appended in one go."""

    def __init__(self, log: AuditLog) -> None:
        self._log = log
        self._pending: list[bytes] = []

    def add(self, record: bytes) -> None:
        self._pending.append(record)
        if len(self._pending) >= AUDIT_BATCH:
            self.flush()

    def flush(self) -> None:
        if self._pending:
            self._log.append_records(self._pending)
            self._pending.clear()


def _deletion_record(actor: Actor, root: Path, file: ScratchFile) -> bytes:
    subject = f"file:{file.shown_path(root)}"
    return actor.entry("scratch.delete", subject, file.audit_payload(root)).to_bytes()


def delete_expired(context: BackupContext, reports: list[AreaReport]) -> Deletion:
    """Delete every expired file that is still what the scan found. The audit log is opened
    first (no log, no deletion), and every file deleted is in it before this returns or raises."""
    from govern.audit.site import open_site_log

    done = Deletion()
    with open_site_log(context.config) as log:
        batches = _Batches(log)
        try:
            for report in reports:
                record = partial(_deletion_record, context.actor, report.root)
                done.add(report, purge(report, record, batches.add))
        finally:
            batches.flush()
    return done
