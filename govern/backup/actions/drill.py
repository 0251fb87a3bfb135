"""`govern drill run`: restore what the drill plan names into sandboxes, prove it came back
intact and in time, run what must run on it, and record the outcome.

A drill fails, class by class, when anything cannot be shown: a snapshot the audit log does not
vouch for, a `backup.run` entry no signed checkpoint covers, a manifest that is not the one the log
recorded, a file that differs from it, a sandbox server that rejects what came back, or an
objective missed. Sandboxes are removed afterwards (unless kept), also when the drill is killed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.backup.actions.context import BackupContext
from govern.backup.actions.restore import load_manifest
from govern.backup.drills.checks import CheckResult
from govern.backup.drills.objectives import Measured, Objectives, objectives
from govern.backup.drills.plan import DrillItem, DrillPlan, plan_drill
from govern.backup.drills.sandbox_checks import run_class_checks
from govern.backup.drills.state import read_drill_state, updating_drills, write_record
from govern.backup.plan import build_plan
from govern.backup.progress import Reporter
from govern.backup.restore import (
    SANDBOX_PREFIX,
    OpenFolder,
    fd_path,
    remove_entry,
    run_restore,
    storage_destination,
)
from govern.backup.restored import TreeCheck, expected_files, verify_tree
from govern.backup.rules import Rules, load_rules
from govern.backup.settings import BackupSettings
from govern.backup.snapshots import (
    ListedSnapshot,
    Vouchers,
    list_snapshots,
    newest_vouched,
    read_vouchers,
    snapshot_age_hours,
)
from govern.errors import BackupError, GovernError

if TYPE_CHECKING:
    from govern.catalog import Catalog
    from govern.policy.engine import Engine

DRILL_KIND = "drill.run"
_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


@dataclass
class ItemOutcome:
    item: DrillItem
    ok: bool = False
    error: str = ""
    snapshot: str = ""
    snapshot_time: str = ""
    audit_entry: int | None = None
    sandbox: str = ""
    restored: Path | None = None  # the sandbox through its descriptor, while the drill runs
    export_counts: dict[str, Any] = field(default_factory=dict)  # from the manifest
    check: TreeCheck | None = None
    restore_seconds: float = 0.0
    verify_seconds: float = 0.0

    @property
    def seconds(self) -> float:
        return self.restore_seconds + self.verify_seconds

    def to_json(self) -> dict[str, Any]:
        return {
            **self.item.to_json(),
            "ok": self.ok,
            "error": self.error,
            "snapshot": self.snapshot,
            "snapshot_time": self.snapshot_time,
            "audit_entry": self.audit_entry,
            "sandbox": self.sandbox,
            "verification": self.check.to_json() if self.check else None,
            "restore_seconds": round(self.restore_seconds, 3),
            "verify_seconds": round(self.verify_seconds, 3),
        }


@dataclass
class ClassOutcome:
    name: str
    items: list[ItemOutcome] = field(default_factory=list)
    checks: list[CheckResult] = field(default_factory=list)
    unvouched: list[str] = field(default_factory=list)
    objectives: Objectives | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def conclude(self) -> None:
        """Gather every reason this class failed into problems, the first most telling."""
        for outcome in self.items:
            if not outcome.ok:
                self.problems.append(f"{outcome.item.resource}: {outcome.error}")
        self.problems += [f"{c.name} check: {c.message}" for c in self.checks if not c.ok]
        self.problems += self.unvouched
        if self.objectives is not None:
            self.problems += self.objectives.problems()

    def to_json(self) -> dict[str, Any]:
        return {
            "class": self.name,
            "ok": self.ok,
            "problems": self.problems,
            "items": [o.to_json() for o in self.items],
            "checks": [c.to_json() for c in self.checks],
            "objectives": self.objectives.to_json() if self.objectives else None,
        }


@dataclass
class DrillResult:
    started: float
    finished: float = 0.0
    classes: list[ClassOutcome] = field(default_factory=list)
    plan: DrillPlan = field(default_factory=DrillPlan)
    record: str = ""
    error: str = ""
    log_size: int = 0
    checkpoint_size: int = 0

    @property
    def ok(self) -> bool:
        return not self.error and all(c.ok for c in self.classes)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "started": _iso(self.started),
            "finished": _iso(self.finished),
            "seconds": round(self.finished - self.started, 3),
            "error": self.error,
            "audit_log": {"size": self.log_size, "checkpoint_size": self.checkpoint_size},
            "classes": [c.to_json() for c in self.classes],
            "waiting": self.plan.to_json()["waiting"],
            "record": self.record,
        }


def _iso(timestamp: float) -> str:
    return dt.datetime.fromtimestamp(timestamp, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class _Site:
    """What every item of one drill reads: the catalog, rules, plan, vouchers, the log's
    signed size, and each class's snapshots (listed once per class)."""

    context: BackupContext
    engine: Engine
    catalog: Catalog
    rules: Rules
    items: list[Any]
    repositories: dict[str, Any]
    vouchers: Vouchers
    signed_size: int
    listed: dict[str, list[ListedSnapshot]] = field(default_factory=dict)  # by repository

    def snapshots_of(self, class_name: str) -> list[ListedSnapshot]:
        # Each restic call pays for opening the repository (most of a small drill's time):
        # list each repository once and sort its snapshots by class here.
        name = self.rules.classes[class_name].repository
        if name not in self.listed:
            repository = self.repositories.get(name)
            if repository is None:
                raise BackupError(f"no repository {name!r} in [backup.repositories]")
            self.listed[name] = list_snapshots(self.context.restic(repository), self.vouchers)
        return [s for s in self.listed[name] if s.class_name == class_name]


def drill_plan(context: BackupContext, engine: Engine, only: str | None) -> DrillPlan:
    rules = load_rules(context.config.backup_dir)
    if only is not None and only not in rules.classes:
        raise BackupError(f"no protection class {only!r} (one of {', '.join(rules.classes)})")
    plan = build_plan(BackupSettings.of(context.config, rules), engine)
    return plan_drill(plan.items, rules, read_drill_state(context.paths.state_dir), only=only)


def _open_site(context: BackupContext, engine: Engine, result: DrillResult) -> _Site:
    """Verify the audit log once: a drill trusts only entries a signed checkpoint covers."""
    from govern.audit.site import open_site_log
    from govern.audit.trust import site_trust
    from govern.audit.verify import verify_log
    from govern.catalog import load_catalog

    if not (context.config.audit_dir / "log.jsonl").exists():
        raise BackupError("there is no audit log, so no snapshot is vouched for: nothing to drill")
    with open_site_log(context.config, create=False) as log:
        report = verify_log(log, site_trust(context.config))
        vouchers = read_vouchers(log)
    result.log_size = report.size
    if report.problems:
        raise BackupError(
            f"the audit log does not verify, so it vouches for nothing: {report.problems[0]}"
        )
    assert report.checkpoint is not None
    result.checkpoint_size = report.checkpoint.size
    catalog = load_catalog(context.config.catalog_dir)
    rules = load_rules(context.config.backup_dir)
    plan = build_plan(BackupSettings.of(context.config, rules), engine)
    return _Site(
        context, engine, catalog, rules, plan.items, plan.repositories, vouchers,
        report.checkpoint.size,
    )  # fmt: skip


def _sandbox_base(site: _Site, item: DrillItem) -> OpenFolder:
    """The folder the item's sandbox goes in (made when missing), held open; the restore must
    be one policy allows to the storage destination that folder really is in."""
    host = site.context.paths.source(item.sandbox)
    if not host.exists():
        _may_restore_to(site, item, Path(os.path.realpath(host)))
        try:
            host.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as exc:
            raise BackupError(f"cannot make drill folder {host}: {exc.strerror}") from None
    base = OpenFolder.open(host)
    try:
        _may_restore_to(site, item, base.real)
    except BaseException:
        base.close()
        raise
    return base


def _may_restore_to(site: _Site, item: DrillItem, real: Path) -> None:
    destination = storage_destination(real, site.catalog.destinations.values(),
                                      site.context.paths.source)  # fmt: skip
    if item.resource.startswith("files:"):
        return  # a class's own files: the drill runs as root, who holds the keys
    from govern.policy.request import Request

    user = site.context.config.backup.user
    decision = site.engine.decide(Request(user, "restore", item.resource, destination.id))
    if not decision.allowed:
        raise BackupError(
            f"{user} may not restore it to {destination.id} ({item.sandbox}): "
            f"{decision.explanation()}"
        )


def _sample(expected: dict[str, tuple[int, str]], count: int) -> dict[str, tuple[int, str]]:
    if count == 0 or count >= len(expected):
        return expected
    chosen = random.SystemRandom().sample(sorted(expected), count)
    return {path: expected[path] for path in chosen}


def _drill_item(
    site: _Site, item: DrillItem, outcome: ItemOutcome, sandboxes: list[tuple[int, str, int]],
    reporter: Reporter,
) -> None:  # fmt: skip
    listed = [s for s in site.snapshots_of(item.class_name) if s.resource == item.resource]
    chosen = newest_vouched(listed)
    if chosen is None or chosen.voucher is None:
        raise BackupError("no snapshot the audit log vouches for")
    voucher = chosen.voucher
    outcome.snapshot, outcome.snapshot_time = chosen.snapshot.id, chosen.snapshot.time
    outcome.audit_entry = voucher.index
    if voucher.index >= site.signed_size:
        raise BackupError(
            f"its backup.run entry {voucher.index} is in no signed checkpoint yet "
            f"(the checkpoint covers {site.signed_size} entries): run `govern audit checkpoint`"
        )
    manifest = load_manifest(voucher)
    for entry in manifest.get("items", ()):
        if entry.get("resource") == item.resource and isinstance(entry.get("exports"), dict):
            outcome.export_counts = entry["exports"]
    expected = _sample(expected_files(manifest, item.resource, chosen.snapshot.paths),
                       item.sample_files)  # fmt: skip
    if not expected:
        raise BackupError(f"the manifest lists no file of {item.resource}")
    sampled = item.sample_files and len(expected) == item.sample_files
    includes = tuple(sorted(expected)) if sampled else ()
    roots = includes or chosen.snapshot.paths
    base = _sandbox_base(site, item)
    name = SANDBOX_PREFIX + os.urandom(6).hex()
    try:
        os.mkdir(name, 0o700, dir_fd=base.fd)
        sandbox_fd = os.open(name, _DIR, dir_fd=base.fd)
    except OSError as exc:
        remove_entry(base.fd, name)
        base.close()
        raise BackupError(f"cannot make a sandbox in {item.sandbox}: {exc.strerror}") from None
    sandboxes.append((base.fd, name, sandbox_fd))
    outcome.sandbox = str(base.real / name)
    outcome.restored = Path(fd_path(sandbox_fd))
    repository = site.repositories[item.repository]
    reporter.start(f"drill {item.resource} {chosen.snapshot.short_id}")
    outcome.restore_seconds = run_restore(
        site.context.restic(repository), chosen.snapshot.id, sandbox_fd, includes,
        total_bytes=sum(size for size, _ in expected.values()), reporter=reporter,
    )  # fmt: skip
    started = time.monotonic()
    outcome.check = verify_tree(outcome.restored, expected, roots)
    outcome.verify_seconds = time.monotonic() - started
    reporter.finish(outcome.check.summary())
    if not outcome.check.ok:
        raise BackupError(outcome.check.summary())
    outcome.ok = True


def _readable(check: CheckResult, items: list[ItemOutcome]) -> CheckResult:
    """CHECK with the sandboxes named by their paths, not the descriptors they were read by."""
    message = check.message
    for item in items:
        message = message.replace(str(item.restored), item.sandbox)
    return dataclasses.replace(check, message=message)


def _unvouched(site: _Site, class_name: str) -> list[str]:
    return [
        f"snapshot {s.snapshot.short_id} ({s.resource}, {s.snapshot.time[:19]}) is not "
        f"vouched for: {s.problem}"
        for s in site.snapshots_of(class_name)
        if not s.vouched
    ]


def _objectives(site: _Site, outcome: ClassOutcome, now: dt.datetime) -> Objectives:
    rule = site.rules.classes[outcome.name]
    resources = [i.resource for i in site.items if i.class_name == outcome.name]
    listed = site.snapshots_of(outcome.name)
    ages: list[float | None] = []
    class_bytes = 0
    for resource in resources:
        newest = newest_vouched(s for s in listed if s.resource == resource)
        ages.append(snapshot_age_hours(newest, now) if newest else None)
        if newest is not None and newest.voucher is not None:
            class_bytes += newest.voucher.size or 0
    good = [o for o in outcome.items if o.ok and o.check is not None]
    measured = Measured(
        resources=len(good),
        bytes=sum(o.check.bytes for o in good if o.check is not None),
        seconds=sum(o.seconds for o in good),
    )
    return objectives(
        newest_ages_hours=ages, rpo_limit_hours=rule.rpo_hours, rto_limit_hours=rule.rto_hours,
        measured=measured, class_bytes=class_bytes,
    )  # fmt: skip


def _drill_class(
    site: _Site, name: str, items: list[DrillItem], keep: bool, reporter: Reporter
) -> ClassOutcome:
    outcome = ClassOutcome(name)
    sandboxes: list[tuple[int, str, int]] = []
    try:
        for item in items:
            item_outcome = ItemOutcome(item)
            outcome.items.append(item_outcome)
            try:
                _drill_item(site, item, item_outcome, sandboxes, reporter)
            except GovernError as exc:
                item_outcome.error = str(exc)
                reporter.failed(f"{name} {item.resource}")
        checks = site.rules.drill.for_class(name).checks
        if checks:
            restored = [o for o in outcome.items if o.restored is not None]
            outcome.checks = [
                _readable(check, restored)
                for check in run_class_checks(
                    site.context, name, checks, restored,
                    timeout=site.rules.drill.check_timeout_seconds,
                )
            ]  # fmt: skip
        outcome.unvouched = _unvouched(site, name)
        outcome.objectives = _objectives(site, outcome, dt.datetime.now(dt.UTC))
    finally:
        for base_fd, sandbox, sandbox_fd in sandboxes:
            os.close(sandbox_fd)
            if not keep:
                remove_entry(base_fd, sandbox)
            os.close(base_fd)
    outcome.conclude()
    return outcome


def run_drill(
    context: BackupContext, engine: Engine, *, only: str | None, keep: bool, reporter: Reporter
) -> DrillResult:
    """Drill every class the plan names (or ONLY); the result is recorded whatever happens,
    also when the drill is interrupted (then re-raised)."""
    result = DrillResult(started=time.time())
    try:
        result.plan = drill_plan(context, engine, only)
        if not result.plan.items:
            raise BackupError("the drill plan is empty: the backup rules protect nothing to drill")
        site = _open_site(context, engine, result)
        for name in result.plan.classes():
            items = [i for i in result.plan.items if i.class_name == name]
            try:
                outcome = _drill_class(site, name, items, keep, reporter)
            except GovernError as exc:
                # One class's repository failing (a wrong password, say) fails that class,
                # recorded as such; the classes after it are still drilled.
                outcome = ClassOutcome(name, problems=[str(exc)])
                reporter.failed(name)
            result.classes.append(outcome)
    except GovernError as exc:
        result.error = str(exc)
    except BaseException:
        result.error = "interrupted: the drill was stopped before it finished"
        _record(context, result, only)
        raise
    finally:
        reporter.close()
    _record(context, result, only)
    return result


def _record(context: BackupContext, result: DrillResult, only: str | None) -> None:
    result.finished = time.time()
    stamp = dt.datetime.fromtimestamp(result.started, dt.UTC).strftime("%Y%m%dT%H%M%S.%fZ")
    names = [c.name for c in result.classes] or (
        [only] if only else list(dict.fromkeys(i.class_name for i in result.plan.items))
    )
    with contextlib.suppress(GovernError):
        result.record = str(write_record(context.paths.state_dir, stamp, result.to_json()))
    with updating_drills(context.paths.state_dir, context.paths.metrics_dir) as state:
        by_name = {c.name: c for c in result.classes}
        for name in names:
            entry = state.of(name)
            entry.last_run = result.finished
            entry.last_record = result.record
            outcome = by_name.get(name)
            if outcome is not None and outcome.objectives is not None:
                entry.rto_seconds = outcome.objectives.rto_seconds
                entry.rpo_hours = outcome.objectives.rpo_hours
            if outcome is not None and outcome.ok and not result.error:
                entry.last_success = result.finished
                entry.last_error = ""
                for item in outcome.items:
                    state.drilled[item.item.resource] = result.finished
            else:
                entry.failures_total += 1
                entry.last_error = result.error or (
                    outcome.problems[0] if outcome else "not drilled"
                )
    context.audit(DRILL_KIND, "drill", _audit_payload(result))


def _audit_payload(result: DrillResult) -> dict[str, Any]:
    """What the drill did and found, without the per-file examples the record keeps."""
    return {
        "ok": result.ok,
        "error": result.error,
        "seconds": round(result.finished - result.started, 3),
        "record": result.record,
        "classes": [
            {
                "class": c.name,
                "ok": c.ok,
                "problems": c.problems[:10],
                "objectives": c.objectives.to_json() if c.objectives else None,
                "items": [
                    {
                        "resource": o.item.resource,
                        "ok": o.ok,
                        "reason": o.item.reason,
                        "snapshot": o.snapshot,
                        "audit_entry": o.audit_entry,
                        "files": o.check.files if o.check else 0,
                        "bytes": o.check.bytes if o.check else 0,
                        "restore_seconds": round(o.restore_seconds, 3),
                        "verify_seconds": round(o.verify_seconds, 3),
                        "error": o.error,
                    }
                    for o in c.items
                ],
                "checks": [{"check": k.name, "ok": k.ok, "message": k.message} for k in c.checks],
            }
            for c in result.classes
        ],
    }
