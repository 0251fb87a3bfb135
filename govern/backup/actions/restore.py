"""`govern backup restore`: a decision, then restic restore into a sandbox, then every file
checked against the run's manifest, then the files moved into place. Every restore is an audit
entry (who, what, which snapshot, where, the outcome), never file contents."""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.backup.actions.context import BackupContext
from govern.backup.files import read_text
from govern.backup.plan import Item, Plan, build_plan
from govern.backup.progress import Reporter
from govern.backup.restore import (
    OpenFolder,
    fd_path,
    make_target,
    move_into_place,
    placements,
    run_restore,
    sandbox_in,
    storage_destination,
    target_name,
)
from govern.backup.restored import TreeCheck, expected_files, verify_tree
from govern.backup.settings import BackupSettings
from govern.backup.snapshots import (
    ListedSnapshot,
    Voucher,
    list_snapshots,
    newest_vouched,
    site_vouchers,
)
from govern.errors import BackupError, GovernError

if TYPE_CHECKING:
    from govern.policy.engine import Engine

RESTORE_KIND = "backup.restore"


@dataclass
class RestoreResult:
    resource: str
    target: str
    principal: str
    ok: bool = False
    class_name: str = ""
    repository: str = ""
    destination: str = ""
    snapshot: ListedSnapshot | None = None
    check: TreeCheck | None = None
    restore_seconds: float = 0.0
    verify_seconds: float = 0.0
    error: str = ""
    paths: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "resource": self.resource,
            "class": self.class_name,
            "repository": self.repository,
            "snapshot": self.snapshot.to_json() if self.snapshot else None,
            "target": self.target,
            "destination": self.destination,
            "principal": self.principal,
            "paths": self.paths,
            "verification": self.check.to_json() if self.check else None,
            "restore_seconds": round(self.restore_seconds, 3),
            "verify_seconds": round(self.verify_seconds, 3),
            "error": self.error,
        }


def restore_principal(context: BackupContext) -> str:
    """Who the decision is about: the account that ran sudo; root itself acts as the site's
    backup account (it holds the repository keys anyway); anyone else as themselves."""
    actor = context.actor
    if actor.sudo_user is not None:
        return actor.sudo_user
    return context.config.backup.user if actor.name == "root" else actor.name


def resolve(items: list[Item], what: str, host_path: Any) -> tuple[Item, tuple[str, ...]]:
    """The item WHAT names (a resource such as dataset:x or files:CLASS, or an absolute path in
    the catalog's terms) and the paths to restore of it (empty: all of it)."""
    if not what.startswith("/"):
        for item in items:
            if item.resource == what:
                return item, ()
        raise BackupError(
            f"{what!r} is no protected resource: give one `govern backup plan` lists "
            "(dataset:ID, model:ID, files:CLASS) or an absolute path"
        )
    wanted = Path(os.path.normpath(host_path(what)))
    best: tuple[int, Item] | None = None
    for item in items:
        for source in item.sources:
            if wanted.is_relative_to(source) and (best is None or len(source.parts) > best[0]):
                best = (len(source.parts), item)
    if best is None:
        raise BackupError(f"{what} is in no protected resource: see `govern backup plan`")
    return best[1], (str(wanted),)


def choose_snapshot(
    listed: list[ListedSnapshot], resource: str, snapshot_id: str | None, at: dt.datetime | None
) -> ListedSnapshot:
    """The snapshot asked for, or the newest one the audit log vouches for (at AT)."""
    if snapshot_id is not None:
        if len(snapshot_id) < 8:
            raise BackupError("give at least 8 characters of the snapshot id")
        found = [s for s in listed if s.snapshot.id.startswith(snapshot_id)]
        if not found:
            raise BackupError(
                f"no snapshot {snapshot_id} of {resource}: see `govern backup snapshots`"
            )
        if not found[0].vouched:
            raise BackupError(
                f"snapshot {snapshot_id} of {resource} is refused: {found[0].problem}"
            )
        return found[0]
    chosen = newest_vouched(listed, at=at)
    if chosen is None:
        when = f" at or before {at.isoformat()}" if at else ""
        unvouched = sum(1 for s in listed if not s.vouched)
        extra = f" ({unvouched} snapshot(s) the log does not vouch for)" if unvouched else ""
        raise BackupError(
            f"no snapshot of {resource}{when} that the audit log vouches for{extra}: "
            "see `govern backup snapshots`"
        )
    return chosen


def load_manifest(voucher: Voucher) -> dict[str, Any]:
    """The run's manifest, refused unless it is the one whose SHA-256 the audit log recorded."""
    text = read_text(Path(voucher.manifest)) if voucher.manifest else None
    if text is None:
        raise BackupError(
            f"the manifest of snapshot {voucher.snapshot_id[:8]} ({voucher.manifest or 'none'}) "
            "is gone: the restored files cannot be checked"
        )
    if hashlib.sha256(text.encode()).hexdigest() != voucher.manifest_sha256:
        raise BackupError(
            f"manifest {voucher.manifest} is not the one audit entry {voucher.index} recorded: "
            "it was edited; the restored files cannot be trusted against it"
        )
    try:
        data = json.loads(text)
    except ValueError:
        raise BackupError(f"manifest {voucher.manifest} is not JSON") from None
    if not isinstance(data, dict):
        raise BackupError(f"manifest {voucher.manifest} is not a manifest")
    return data


def restore(
    context: BackupContext,
    engine: Engine,
    what: str,
    to: Path,
    *,
    snapshot_id: str | None,
    at: dt.datetime | None,
    reporter: Reporter,
) -> RestoreResult:
    """Restore WHAT into the new or empty folder TO; the result says what came back and whether
    every file matches the manifest. Refusals and failures are recorded and raised."""
    result = RestoreResult(what, str(to), restore_principal(context))
    try:
        _restore(context, engine, result, to, snapshot_id, at, reporter)
    except GovernError as exc:
        result.error = str(exc)
        _record(context, result)
        raise
    except BaseException:
        result.error = "interrupted"
        _record(context, result)
        raise
    _record(context, result)
    return result


def _restore(
    context: BackupContext,
    engine: Engine,
    result: RestoreResult,
    to: Path,
    snapshot_id: str | None,
    at: dt.datetime | None,
    reporter: Reporter,
) -> None:
    from govern.catalog import load_catalog

    catalog = load_catalog(context.config.catalog_dir)
    plan = build_plan(BackupSettings.validated(context.config), engine)
    item, includes = resolve(plan.items, result.resource, context.paths.source)
    result.resource, result.class_name = item.resource, item.class_name
    result.repository = item.repository
    name = target_name(to)
    parent = OpenFolder.open(to.parent)
    try:
        where = parent.real / name
        destination = storage_destination(where, catalog.destinations.values(),
                                          context.paths.source)  # fmt: skip
        result.destination, result.target = destination.id, str(where)
        authorize(context, engine, result)
        _restore_into(context, plan, item, includes, parent, name, result,
                      snapshot_id, at, reporter)  # fmt: skip
    finally:
        reporter.close()
        parent.close()
    result.ok = result.check is not None and result.check.ok


def _restore_into(
    context: BackupContext, plan: Plan, item: Item, includes: tuple[str, ...],
    parent: OpenFolder, name: str, result: RestoreResult, snapshot_id: str | None,
    at: dt.datetime | None, reporter: Reporter,
) -> None:  # fmt: skip
    repository = plan.repositories.get(item.repository)
    if repository is None:
        raise BackupError(f"no repository {item.repository!r} in [backup.repositories]")
    restic = context.restic(repository)
    listed = list_snapshots(
        restic, site_vouchers(context.config), class_name=item.class_name, resource=item.resource
    )
    chosen = choose_snapshot(listed, item.resource, snapshot_id, at)
    result.snapshot = chosen
    assert chosen.voucher is not None
    manifest = load_manifest(chosen.voucher)
    roots = includes or chosen.snapshot.paths
    expected = expected_files(manifest, item.resource, roots)
    target = Path(result.target)
    target_fd, made = make_target(parent, name, target)
    placed = False
    try:
        with sandbox_in(target_fd) as sandbox:
            reporter.start(f"restore {item.resource} {chosen.snapshot.short_id}")
            result.restore_seconds = run_restore(
                restic, chosen.snapshot.id, sandbox.fd, includes,
                total_bytes=sum(size for size, _ in expected.values()), reporter=reporter,
            )  # fmt: skip
            started = time.monotonic()
            result.check = verify_tree(Path(fd_path(sandbox.fd)), expected, roots)
            result.verify_seconds = time.monotonic() - started
            reporter.finish(result.check.summary())
            placed = True
            if not result.check.ok:
                # Nothing that differs from what was backed up is handed over as if it were;
                # it stays where only root can reach it, for whoever investigates.
                sandbox.keep = True
                result.error = (
                    f"{result.check.summary()}: nothing was moved into place; what restic "
                    f"restored is kept in {target / sandbox.name} (root only)"
                )
                return
            for placement in placements(roots, context.paths.source_root,
                                        context.paths.state_dir):  # fmt: skip
                move_into_place(sandbox.fd, placement.restored, target_fd, placement.name)
                result.paths.append(str(target / placement.name))
    finally:
        os.close(target_fd)
        if made and not placed:  # the sandbox is gone: leave no empty folder behind
            with contextlib.suppress(OSError):
                os.rmdir(name, dir_fd=parent.fd)


def authorize(context: BackupContext, engine: Engine, result: RestoreResult) -> None:
    """A catalog resource restores only where policy allows action `restore`; a class's own
    files (configuration, identity exports) only for root, who holds the repository keys."""
    if result.resource.startswith("files:"):
        if os.geteuid() != 0:
            raise BackupError(
                f"{result.resource} holds site configuration and identity exports: only root "
                "restores it"
            )
        return
    from govern.policy.request import Request

    decision = engine.decide(
        Request(result.principal, "restore", result.resource, result.destination)
    )
    if not decision.allowed:
        raise BackupError(
            f"{result.principal} may not restore {result.resource} to {result.destination}: "
            f"{decision.explanation()}"
        )


def _record(context: BackupContext, result: RestoreResult) -> None:
    # Counts and a few example paths, never contents.
    context.audit(RESTORE_KIND, result.resource, result.to_json())
