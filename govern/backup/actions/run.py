"""`govern backup run`: take the plan's snapshots, class by class, and record what happened.

A plan refused by policy writes nothing. A class that fails (a restic error, a missing source,
an unverified immutable repository) is recorded as a failure in state, metrics and the audit log,
and the other classes still run.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import subprocess
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.backup import manifest
from govern.backup.actions.context import BackupContext
from govern.backup.files import replacing
from govern.backup.locking import clear_stale_locks, repository_lock
from govern.backup.plan import Item, Plan, build_plan
from govern.backup.progress import Reporter
from govern.backup.repository import local_snapshot_id
from govern.backup.restic import (
    BACKUP_ENV,
    EXIT_INCOMPLETE,
    BackupStatus,
    BackupSummary,
    FileError,
    Restic,
    SnapshotTime,
    backup_args,
    describe_failure,
    parse_backup_line,
    parse_snapshots,
    snapshots_args,
    tag,
)
from govern.backup.state import read_state, updating
from govern.errors import BackupError, GovernError

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor
    from types import TracebackType

    from govern.backup.settings import BackupSettings
    from govern.config import LoadedConfig
    from govern.policy.request import Decider


@dataclass
class ClassResult:
    name: str
    ok: bool
    duration: float
    snapshots: dict[str, str] = field(default_factory=dict)  # resource -> full snapshot id
    snapshot_times: dict[str, str] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)  # resource -> bytes in its manifest
    host: str = ""
    bytes_added: int = 0
    bytes_processed: int = 0
    files: int = 0
    manifest: str = ""
    manifest_sha256: str = ""
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "class": self.name,
            "ok": self.ok,
            "duration": round(self.duration, 3),
            "snapshots": self.snapshots,
            "bytes_added": self.bytes_added,
            "bytes_processed": self.bytes_processed,
            "files": self.files,
            "manifest": self.manifest,
            "error": self.error,
        }


def _stamp() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S.%fZ")


def run_exports(item: Item, context: BackupContext) -> dict[str, dict[str, int]]:
    """Write each export beside the state, readable by root only. Returns the users and groups
    counted in each identity export, which a drill compares with what it restores."""
    counts: dict[str, dict[str, int]] = {}
    for export, target in item.exports:
        target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        if export.builtin is not None:
            _run_builtin_export(item.class_name, export.builtin, context.config, target)
        else:
            assert export.command is not None
            _run_export_command(item.class_name, export.command, target)
        from govern.backup.drills.identity import identity_counts

        if target.is_file() and (found := identity_counts(target)) is not None:
            counts[export.file] = found.to_json()
    return counts


def _run_builtin_export(class_name: str, builtin: str, config: LoadedConfig, target: Path) -> None:
    try:
        if builtin == "audit-log":
            from govern.backup.auditlog import export_audit_log

            export_audit_log(config, target)
            return
        from govern.backup.identity import identity_snapshot

        snapshot = identity_snapshot(config.path)
    except GovernError as exc:
        raise BackupError(f"class {class_name!r}: {builtin} export: {exc}") from None
    with replacing(target, 0o600) as out:
        out.write(snapshot)


def _run_export_command(class_name: str, command: tuple[str, ...], target: Path) -> None:
    try:
        with replacing(target, 0o600) as out:
            proc = subprocess.run(list(command), stdout=out, stderr=subprocess.PIPE, check=False)
            if proc.returncode != 0:
                detail = proc.stderr.decode(errors="replace").strip().splitlines()[-1:]
                raise BackupError(
                    f"class {class_name!r}: export {' '.join(command)} exited "
                    f"{proc.returncode}: {(detail or ['no output'])[0]}"
                )
    except FileNotFoundError:
        raise BackupError(
            f"class {class_name!r}: export command {command[0]!r} not found"
        ) from None


def _restic_backup(
    restic: Restic, args: list[str], reporter: Reporter, started: Callable[[], None]
) -> tuple[int, BackupSummary | None, list[FileError], str]:
    proc, stderr, drain = restic.start(*args, stdout=subprocess.PIPE, env=BACKUP_ENV)
    started()
    summary: BackupSummary | None = None
    errors: list[FileError] = []
    assert proc.stdout is not None
    for line in proc.stdout:
        event = parse_backup_line(line)
        if isinstance(event, BackupStatus):
            reporter.status(event)
        elif isinstance(event, BackupSummary):
            summary = event
        elif isinstance(event, FileError):
            errors.append(event)
    code = proc.wait()
    drain.join()
    return code, summary, errors, "".join(stderr)


def backup_item(
    restic: Restic,
    plan: Plan,
    item: Item,
    version: str,
    reporter: Reporter,
    started: Callable[[], None],
) -> tuple[BackupSummary, SnapshotTime]:
    """The summary of the snapshot restic wrote of ITEM, and the time it was given; STARTED is
    called each time a restic process has been started."""
    tags = [tag("class", item.class_name), tag("resource", item.resource), tag("catalog", version)]
    sources = [str(s) for s in item.sources]
    exclude = plan.exclusions.restic_patterns()
    when = SnapshotTime.now()
    args = backup_args(sources, tags, exclude, _host(), when)
    code, summary, errors, stderr = _restic_backup(restic, args, reporter, started)
    if code != 0 and "already locked" in stderr and clear_stale_locks(restic):
        when = SnapshotTime.now()
        args = backup_args(sources, tags, exclude, _host(), when)
        code, summary, errors, stderr = _restic_backup(restic, args, reporter, started)
    if code < 0:
        raise BackupError(
            f"restic backup of {item.resource} was killed by signal {-code}: "
            "no snapshot was written; the next run starts over"
        )
    if code == EXIT_INCOMPLETE:
        first = errors[0] if errors else FileError("?", "unreadable")
        raise BackupError(
            f"restic backup of {item.resource} could not read {len(errors) or 'some'} file(s), "
            f"e.g. {first.path}: {first.message}: fix access and re-run"
        )
    if code != 0:
        raise BackupError(describe_failure(restic.repository, "backup", stderr))
    if summary is None:
        raise BackupError(f"restic backup of {item.resource} reported no snapshot")
    return summary, when


def _host() -> str:
    # what socket.gethostname() returns on Linux, without loading socket for it
    return os.uname().nodename


def _identify_snapshots(
    restic: Restic, result: ClassResult, times: dict[str, SnapshotTime]
) -> None:
    """Replace restic's short snapshot ids by full ones, with their times: the audit entry then
    vouches for exactly these snapshots, and one made or edited outside govern matches none.

    In a local repository the snapshot's file bears its full id, and its time is the one govern
    gave restic; asking restic instead costs a second run that derives the repository key
    again (half a second of CPU). Otherwise, or when the file is not the only match, restic
    lists them."""
    unresolved: dict[str, str] = {}
    for resource, short_id in result.snapshots.items():
        full_id = local_snapshot_id(restic.repository, short_id)
        if full_id is None:
            unresolved[resource] = short_id
            continue
        result.snapshots[resource] = full_id
        result.snapshot_times[resource] = times[resource].listed
    if not unresolved:
        return
    listed = parse_snapshots(restic.run(*snapshots_args(ids=unresolved.values())).stdout)
    by_short = {s.short_id: s for s in listed}
    for resource, short_id in unresolved.items():
        snapshot = by_short.get(short_id[:8])
        if snapshot is None:
            raise BackupError(f"restic does not list the snapshot {short_id} it just wrote")
        result.snapshots[resource] = snapshot.id
        result.snapshot_times[resource] = snapshot.time


class _BesideRestic:
    """Hashes the manifest on a thread of its own while restic backs up: at the lowest CPU
    priority (SCHED_IDLE, else nice 19; Linux sets both per thread) while restic runs, so that
    it only uses what restic leaves idle; back at normal priority once restic is done, so that
    other work on the machine cannot starve the rest of it (only root may raise a priority).

    The thread starts only once restic has: at that priority it may be kept off the CPU while
    it holds the interpreter lock, which would hold up restic's start as long. The previous
    manifest is read there too, as nothing before restic needs it, and the thread pool is
    loaded (concurrent.futures, logging: some 10 ms) only then."""

    def __init__(self, previous_manifest: Path | None) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._previous_manifest = previous_manifest
        self._known: manifest.Known | None = None  # only the pool's one thread touches it
        self._lock = threading.Lock()
        self._restic_running = False
        self._thread_id: int | None = None

    def submit(
        self, paths: Iterable[str], sources: Iterable[Path]
    ) -> Future[list[manifest.FileRecord]]:
        """Start hashing once restic runs; call restic_done() when it has finished."""
        with self._lock:
            self._restic_running = True
        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(1)
        return self._pool.submit(self._hash_files, paths, sources)

    def __enter__(self) -> _BesideRestic:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._pool is not None:
            self._pool.shutdown()  # waits for the hashing, as leaving the pool's `with` did

    def _hash_files(
        self, paths: Iterable[str], sources: Iterable[Path]
    ) -> list[manifest.FileRecord]:
        with self._lock:
            self._thread_id = threading.get_native_id()
            if self._restic_running:
                try:
                    os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
                except OSError:
                    with contextlib.suppress(OSError):
                        os.setpriority(os.PRIO_PROCESS, 0, 19)
        if self._known is None:
            self._known = manifest.known_from(self._previous_manifest)
        return manifest.hash_files(paths, self._known, sources)

    def restic_done(self) -> None:
        with self._lock:
            self._restic_running = False
            if self._thread_id is None:
                return
            with contextlib.suppress(OSError):
                os.sched_setscheduler(self._thread_id, os.SCHED_OTHER, os.sched_param(0))
            with contextlib.suppress(OSError):
                os.setpriority(os.PRIO_PROCESS, self._thread_id, 0)


@dataclass
class _ItemHashing:
    """One item's files, handed to the hashing thread when restic first starts on the item."""

    beside: _BesideRestic
    paths: Iterable[str]
    sources: tuple[Path, ...]
    _hashed: Future[list[manifest.FileRecord]] | None = None

    def start(self) -> None:
        if self._hashed is None:  # a restic started again after clearing stale locks
            self._hashed = self.beside.submit(self.paths, self.sources)

    def records(self) -> list[manifest.FileRecord]:
        assert self._hashed is not None, "restic was never started"
        return self._hashed.result()


def _run_class(
    context: BackupContext, plan: Plan, name: str, version: str, reporter: Reporter
) -> ClassResult:
    started = time.monotonic()
    result = ClassResult(name, ok=False, duration=0.0)
    rule = plan.rules.classes[name]
    items = plan.items_of(name)
    problems = plan.class_problems.get(name, [])
    if problems:
        raise BackupError(problems[0])
    if not items:
        raise BackupError(f"class {name!r} has nothing to protect: check its rules")
    repository = plan.repositories[rule.repository]
    restic = context.restic(repository)
    previous = read_state(context.paths.state_dir).classes.get(name)
    previous_manifest = Path(previous.manifest) if previous and previous.manifest else None
    manifest_items: list[dict[str, Any]] = []
    times: dict[str, SnapshotTime] = {}
    with (
        repository_lock(context.paths.state_dir, repository.name),
        _BesideRestic(previous_manifest) as beside,
    ):
        for item in items:
            reporter.start(f"{name} {item.resource}")
            export_counts = run_exports(item, context)
            hashing = _ItemHashing(beside, plan.exclusions.walk(item.sources), item.sources)

            def restic_started(hashing: _ItemHashing = hashing) -> None:
                hashing.start()
                # what writes the audit entry, loaded while restic derives the repository's key
                # rather than on the way to its start or after it
                import govern.audit.log  # noqa: F401

            try:
                summary, times[item.resource] = backup_item(
                    restic, plan, item, version, reporter, started=restic_started
                )
            finally:
                beside.restic_done()
            records = hashing.records()
            reporter.finish(
                f"snapshot {summary.snapshot_id}, {summary.total_files_processed} files, "
                f"{summary.data_added} bytes added"
            )
            result.snapshots[item.resource] = summary.snapshot_id
            result.bytes_added += summary.data_added
            result.bytes_processed += summary.total_bytes_processed
            result.files += len(records)
            result.sizes[item.resource] = sum(r.size for r in records)
            entry = manifest.item_json(item.resource, summary.snapshot_id, records)
            if export_counts:
                entry["exports"] = export_counts
            manifest_items.append(entry)
        _identify_snapshots(restic, result, times)
    for entry in manifest_items:
        entry["snapshot"] = result.snapshots[entry["resource"]]
    result.host = _host()
    result.duration = time.monotonic() - started
    text = manifest.manifest_json(
        {
            "class": name,
            "repository": repository.name,
            "catalog_version": version,
            "finished": _stamp(),
        },
        manifest_items,
    )
    path = context.paths.state_dir / "manifests" / name / f"{_stamp()}.json"
    manifest.write_manifest(path, text)
    result.manifest = str(path)
    import hashlib  # loaded once restic has run, as manifest.hash_files loads it

    result.manifest_sha256 = hashlib.sha256(text.encode()).hexdigest()
    result.ok = True
    return result


def _record(context: BackupContext, result: ClassResult, plan: Plan, version: str) -> None:
    now = time.time()
    with updating(context.paths.state_dir, context.paths.metrics_dir) as state:
        entry = state.of(result.name)
        entry.last_attempt = now
        entry.last_duration = result.duration
        if result.ok:
            entry.last_success = now
            entry.bytes_added = result.bytes_added
            entry.bytes_processed = result.bytes_processed
            entry.consecutive_failures = 0
            entry.last_error = ""
            entry.snapshots = dict(result.snapshots)
            entry.manifest = result.manifest
        else:
            entry.failures_total += 1
            entry.consecutive_failures += 1
            entry.last_error = result.error
    rule = plan.rules.classes[result.name]
    payload: dict[str, Any] = {
        "class": result.name,
        "repository": rule.repository,
        "catalog_version": version,
        "duration_seconds": round(result.duration, 3),
    }
    if result.ok:
        payload |= {
            "snapshots": result.snapshots,
            "snapshot_times": result.snapshot_times,
            "host": result.host,
            "sizes": result.sizes,
            "bytes_added": result.bytes_added,
            "files": result.files,
            "manifest": result.manifest,
            "manifest_sha256": result.manifest_sha256,
        }
    else:
        payload["error"] = result.error
    context.audit("backup.run" if result.ok else "backup.failure", f"class:{result.name}", payload)


def run_backup(
    context: BackupContext,
    settings: BackupSettings,
    engine: Decider,
    *,
    only: str | None,
    reporter: Reporter,
    extra_sources: tuple[Path, ...] = (),
) -> list[ClassResult]:
    """Back up every class (or ONLY, with EXTRA_SOURCES added to its files); raise BackupError
    when policy refuses the plan."""
    version = engine.site.version
    plan = build_plan(settings, engine, only=only)
    selected = [only] if only is not None else plan.classes()
    if extra_sources:
        assert only is not None
        files = [i for i in plan.items_of(only) if i.resource == f"files:{only}"]
        if not files:
            raise BackupError(f"class {only!r} protects no files: give it paths in its rules")
        files[0].sources += extra_sources
    if plan.refusals:
        message = plan.refusals[0]
        if len(plan.refusals) > 1:
            message += f" (and {len(plan.refusals) - 1} more: see `govern backup plan`)"
        for name in selected:
            _record(
                context,
                ClassResult(name, ok=False, duration=0.0, error="plan refused: " + message),
                plan,
                version,
            )
        raise BackupError(f"backup plan refused, nothing was written: {message}")
    results: list[ClassResult] = []
    try:
        for name in selected:
            started = time.monotonic()
            try:
                result = _run_class(context, plan, name, version, reporter)
            except BackupError as exc:
                reporter.failed(name)
                result = ClassResult(
                    name, ok=False, duration=time.monotonic() - started, error=str(exc)
                )
            _record(context, result, plan, version)
            results.append(result)
    finally:
        reporter.close()
    return results
