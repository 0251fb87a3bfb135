"""Records (the audit log's decisions and approvals) must outlive the longest record minimum:
an anchor bucket whose locks end sooner would let anchored checkpoints go too early."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from govern.errors import AuditError, GovernError
from govern.retention.rules import RetentionRules

if TYPE_CHECKING:
    from govern.config import AnchorSection, LoadedConfig


def anchor_problem(anchor: AnchorSection, retention: RetentionRules) -> str | None:
    """Why ANCHOR's configured lock is too short for the records; None when it is long enough."""
    rule = retention.records()
    if anchor.retention_days >= rule.records.span_days:
        return None
    return (
        f"[audit.anchor] retention_days is {anchor.retention_days} days, shorter than the "
        f"{rule.records.span_days} days of {rule.describe('records')}: anchors would expire "
        "before the records they protect may"
    )


def anchor_settings(config: LoadedConfig) -> AnchorSection:
    """The site's anchor configuration, refused when its locks end before the record minimum."""
    from govern.retention.rules import load_retention

    anchor = config.audit.anchor
    if anchor is None:
        raise AuditError("no anchor bucket: add an [audit.anchor] section with bucket = NAME")
    problem = anchor_problem(anchor, load_retention(config))
    if problem is not None:
        raise AuditError(f"{config.path}: {problem}")
    return anchor


@dataclass(frozen=True)
class RecordFinding:
    bucket: str
    rule: str
    minimum_days: int
    configured_days: int
    bucket_days: int | None  # the bucket's default lock; None when it could not be read
    problem: str

    def to_json(self) -> dict[str, Any]:
        return {
            "bucket": self.bucket,
            "rule": self.rule,
            "minimum_days": self.minimum_days,
            "configured_days": self.configured_days,
            "bucket_days": self.bucket_days,
            "problem": self.problem,
        }


def record_findings(config: LoadedConfig, retention: RetentionRules) -> list[RecordFinding]:
    """The anchor bucket, when it locks for less than the record minimum: as configured, or as
    the bucket itself says (read from it; a bucket that cannot be read is a finding too)."""
    from govern.audit.anchor import AnchorStore

    anchor = config.audit.anchor
    if anchor is None:
        return []
    rule = retention.records()
    minimum = rule.records.span_days
    problems = [p for p in (anchor_problem(anchor, retention),) if p]
    bucket_days: int | None = None
    try:
        bucket_days = AnchorStore(anchor).default_retention_days()
    except GovernError as exc:
        problems.append(str(exc))
    else:
        if bucket_days < minimum:
            problems.append(
                f"bucket {anchor.bucket} locks for {bucket_days} days by default, shorter than "
                f"the {minimum} days of {rule.describe('records')}"
            )
    if not problems:
        return []
    return [
        RecordFinding(
            anchor.bucket,
            rule.describe("records"),
            minimum,
            anchor.retention_days,
            bucket_days,
            "; ".join(problems),
        )
    ]
