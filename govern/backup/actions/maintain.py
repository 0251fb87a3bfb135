"""`govern backup forget` (retention: forget + prune) and `govern backup check` (a rotating
read of the packs, so every pack is read once per cycle)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from govern.backup.actions.context import BackupContext
from govern.backup.locking import clear_stale_locks, repository_lock
from govern.backup.restic import Restic, check_args, forget_ids_args, forget_plan_args, tag
from govern.backup.rules import ProtectionClass, load_rules
from govern.backup.state import updating
from govern.errors import BackupError

if TYPE_CHECKING:
    from govern.retention.hold import Held
    from govern.retention.rules import RetentionRules


def _with_stale_lock_retry(restic: Restic, *args: str) -> str:
    """Run restic; if a lock stands in the way, clear it when its process is gone and retry."""
    proc = restic.run(*args, check=False)
    if proc.returncode != 0 and "already locked" in proc.stderr and clear_stale_locks(restic):
        proc = restic.run(*args, check=False)
    if proc.returncode != 0:
        from govern.backup.restic import describe_failure

        raise BackupError(describe_failure(restic.repository, args[0], proc.stderr))
    return proc.stdout


@dataclass(frozen=True)
class ForgetResult:
    class_name: str
    repository: str
    kept: int
    removed: list[str]
    skipped: str = ""
    # What the keep rules would forget but the class's backup minimum still holds.
    held: list[Held] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "class": self.class_name,
            "repository": self.repository,
            "kept": self.kept,
            "removed": self.removed,
            "skipped": self.skipped,
            "held": [h.to_json() for h in self.held],
        }


def _forget_class(
    restic: Restic, name: str, rule: ProtectionClass, retention: RetentionRules
) -> ForgetResult:
    """Forget what the keep rules let go, except snapshots inside the class's backup minimum,
    which are held; snapshots are forgotten by id, so one made meanwhile is never among them."""
    import datetime as dt
    import json

    from govern.retention.backups import backup_minimum
    from govern.retention.hold import hold

    planned = _with_stale_lock_retry(
        restic, *forget_plan_args(rule.keep.flags(), tag("class", name))
    )
    groups = json.loads(planned or "[]") or []
    proposed = [s for g in groups for s in g.get("remove") or ()]
    removable, held = hold(proposed, backup_minimum(rule, retention), dt.datetime.now(dt.UTC))
    if removable:
        _with_stale_lock_retry(restic, *forget_ids_args(removable))
    kept = sum(len(g.get("keep") or ()) for g in groups) + len(held)
    gone = set(removable)
    removed = [s["short_id"] for s in proposed if s["id"] in gone]
    return ForgetResult(name, restic.repository.name, kept, removed, held=held)


def forget(context: BackupContext, only: str | None = None) -> list[ForgetResult]:
    from govern.retention.rules import load_retention

    rules = load_rules(context.config.backup_dir)
    retention = load_retention(context.config)
    if only is not None and only not in rules.classes:
        raise BackupError(f"no protection class {only!r} (classes: {', '.join(rules.classes)})")
    results: list[ForgetResult] = []
    for name, rule in rules.classes.items():
        if only is not None and name != only:
            continue
        repository = context.repository(rule.repository)
        if repository.append_only:
            why = (
                f"repository {repository.name!r} is append-only: it refuses deletes, so "
                "retention is applied on its server's side"
            )
            if only is not None:
                raise BackupError(why)
            results.append(ForgetResult(name, repository.name, 0, [], skipped=why))
            continue
        restic = context.restic(repository)
        with repository_lock(context.paths.state_dir, repository.name):
            result = _forget_class(restic, name, rule, retention)
        context.audit("backup.forget", f"class:{name}", result.to_json())
        results.append(result)
    return results


@dataclass(frozen=True)
class CheckResult:
    repository: str
    part: int
    of: int
    error: str | None = None
    # Snapshots in the repository that no backup.run entry vouches for, each with why.
    unvouched: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.error is None and not self.unvouched

    def to_json(self) -> dict[str, Any]:
        return {
            "repository": self.repository,
            "subset": f"{self.part}/{self.of}",
            "ok": self.ok,
            "error": self.error,
            "unvouched": list(self.unvouched),
        }


def check(context: BackupContext, only: str | None = None) -> list[CheckResult]:
    """Check each repository's structure, read the next 1/check_cycle of its packs and list the
    snapshots the audit log does not vouch for. A repository that fails is reported and the
    others are still checked."""
    from govern.backup.repository import load_repositories
    from govern.backup.snapshots import list_snapshots, site_vouchers

    repositories = load_repositories(context.config)
    vouchers = site_vouchers(context.config)
    if only is not None and only not in repositories:
        raise BackupError(f"no repository {only!r} in [backup.repositories]")
    results: list[CheckResult] = []
    for name, repository in repositories.items():
        if only is not None and name != only:
            continue
        with updating(context.paths.state_dir, context.paths.metrics_dir) as state:
            part = state.check_next_part.get(name, 1)
        part = min(part, repository.check_cycle)
        restic = context.restic(repository)
        try:
            with repository_lock(context.paths.state_dir, name):
                _with_stale_lock_retry(restic, *check_args(part, repository.check_cycle))
            unvouched = tuple(
                f"{s.snapshot.short_id} ({s.resource}, {s.snapshot.time[:19]}): {s.problem}"
                for s in list_snapshots(restic, vouchers)
                if not s.vouched
            )
        except BackupError as exc:
            result = CheckResult(name, part, repository.check_cycle, error=str(exc))
        else:
            with updating(context.paths.state_dir, context.paths.metrics_dir) as state:
                state.check_next_part[name] = part % repository.check_cycle + 1
            result = CheckResult(name, part, repository.check_cycle, unvouched=unvouched)
        context.audit("backup.check", f"repository:{name}", result.to_json())
        results.append(result)
    return results
