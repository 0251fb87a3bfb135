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
    pass


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


def _deletion_record(actor: Actor, root: Path, file: ScratchFile) -> bytes:
    return actor.entry(
        "scratch.delete", file.audit_subject(root), file.audit_payload(root)
    ).to_bytes()


def _kept_record(actor: Actor, root: Path, file: ScratchFile, reason: str) -> bytes:
    payload = {**file.audit_payload(root), "reason": reason}
    return actor.entry("scratch.kept", file.audit_subject(root), payload).to_bytes()


def delete_expired(context: BackupContext, reports: list[AreaReport]) -> Deletion:
    """Delete every expired file that is still what the scan found. The audit log is opened
    first (no log, no deletion), and each file's record is in it before the file is unlinked."""
    from govern.audit.site import open_site_log

    done = Deletion()
    with open_site_log(context.config) as log:
        for report in reports:
            record = partial(_deletion_record, context.actor, report.root)
            kept = partial(_kept_record, context.actor, report.root)
            done.add(report, purge(report, record, kept, log.append_records))
    return done
