"""Backups kept for less than the classification of what they hold requires: a protection
class's keep rules, and the Object Lock of the S3 repository it is stored in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from govern.backup.repository import Repository
from govern.backup.rules import ProtectionClass, Rules
from govern.retention.rules import ClassRule, RetentionRules


def backup_minimum(rule: ProtectionClass, retention: RetentionRules) -> ClassRule | None:
    """The rule with the longest backup minimum among the classifications RULE protects."""
    return retention.longest("backups", rule.catalog)


def repository_minimum(
    repository: str, rules: Rules, retention: RetentionRules
) -> ClassRule | None:
    """The longest backup minimum of every class stored in REPOSITORY."""
    governing = [g for r in rules.classes.values() if r.repository == repository for g in r.catalog]
    return retention.longest("backups", governing)


@dataclass(frozen=True)
class BackupFinding:
    subject: str  # "class:NAME" or "repository:NAME"
    rule: str
    minimum_days: int
    kept_days: int | None  # None: could not be read
    problem: str

    def to_json(self) -> dict[str, Any]:
        return {
            "subject": self.subject,
            "rule": self.rule,
            "minimum_days": self.minimum_days,
            "kept_days": self.kept_days,
            "problem": self.problem,
        }


def keep_findings(rules: Rules, retention: RetentionRules) -> list[BackupFinding]:
    """Classes whose keep rules reach back less far than their backup minimum."""
    found: list[BackupFinding] = []
    for name, rule in rules.classes.items():
        minimum = backup_minimum(rule, retention)
        if minimum is None or rule.keep.days() >= minimum.backups.span_days:
            continue
        flags = " ".join(rule.keep.flags())
        found.append(
            BackupFinding(
                f"class:{name}",
                minimum.describe("backups"),
                minimum.backups.span_days,
                rule.keep.days(),
                f"keep rules ({flags}) reach back {rule.keep.days()} days, less than the "
                f"{minimum.backups.span_days} days of {minimum.describe('backups')}",
            )
        )
    return found


def object_lock_findings(
    rules: Rules, repositories: dict[str, Repository], retention: RetentionRules
) -> list[BackupFinding]:
    """S3 repositories whose bucket locks versions for less than what they hold requires, read
    from the bucket itself; one that cannot be read is a finding too."""
    from govern.backup.s3 import object_lock_problem

    found: list[BackupFinding] = []
    for name, repository in repositories.items():
        minimum = repository_minimum(name, rules, retention)
        if repository.kind != "s3" or minimum is None:
            continue
        days = minimum.backups.span_days
        problem = object_lock_problem(repository, days)
        if problem is not None:
            found.append(
                BackupFinding(
                    f"repository:{name}",
                    minimum.describe("backups"),
                    days,
                    None,
                    f"{problem} (needed for {minimum.describe('backups')})",
                )
            )
    return found
