"""`govern backup ...`, `govern snapshot-config` and `govern scratch ...`."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from govern.cli.backup_run import EXIT_FAILED
from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from govern.backup.actions.context import BackupContext

app = command_group("Protect authoritative data with restic.")
repo_app = command_group("Backup repositories.")
timers_app = command_group("systemd timers for unattended backups.")
scratch_app = command_group("Scratch areas: expired files and quota use.")
app.add_typer(repo_app, name="repo")
app.add_typer(timers_app, name="timers")

JsonOption = Annotated[bool, typer.Option("--json", help="Print the result as JSON.")]
ClassOption = Annotated[str | None, typer.Option("--class", help="Only this protection class.")]


def _context(ctx: typer.Context) -> BackupContext:
    from govern.backup.actions.context import BackupContext

    state: State = ctx.obj
    return BackupContext.open(state.config_path())


def _emit(payload: Any) -> None:
    sys.stdout.write(json.dumps(payload) + "\n")


def _size(value: int | None) -> str:
    if value is None:
        return "-"
    from govern.backup.progress import human_size

    return human_size(value)


@app.command("plan")
def plan(ctx: typer.Context, only: ClassOption = None, as_json: JsonOption = False) -> None:
    """What is protected, where and how big; what is not and why. Exit 1 if anything is refused."""
    from govern.backup.plan import build_plan
    from govern.backup.settings import BackupSettings

    context = _context(ctx)
    state: State = ctx.obj
    settings = BackupSettings.validated(context.config)
    the_plan = build_plan(settings, state.engine(), only=only, sizes=True)
    problems = the_plan.problems()
    if as_json:
        _emit(the_plan.to_json())
    else:
        from rich.table import Table

        from govern.cli.output import console

        out = console()
        table = Table(title="Protected")
        for column in ("class", "resource", "repository", "size", "policy"):
            table.add_column(column, no_wrap=True)
        for item in the_plan.items:
            verdict = "-" if item.decision is None else item.decision.decision
            table.add_row(
                item.class_name, item.resource, item.repository, _size(item.size), verdict
            )
        out.print(table)
        excluded = Table(title="Not protected")
        excluded.add_column("what", no_wrap=True)
        excluded.add_column("why")
        for entry in the_plan.excluded:
            excluded.add_row(entry.what, entry.reason)
        out.print(excluded)
        for problem in problems:
            out.print(f"PROBLEM: {problem}")
        if the_plan.refusals:
            out.print("REFUSED: `govern backup run` will write nothing until this is fixed")
    raise typer.Exit(EXIT_FAILED if problems else 0)


@app.command("run")
def run(ctx: typer.Context, only: ClassOption = None, as_json: JsonOption = False) -> None:
    """Back up every class (or one); exit 1 if any class failed, 2 if the plan is refused."""
    from govern.cli.backup_run import run_command

    raise typer.Exit(run_command(ctx.obj, only, as_json))


@app.command("status")
def status(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Per class: last success and its age against the RPO, overdue first; exit 1 if overdue."""
    from govern.backup.actions.status import backup_status

    statuses = backup_status(_context(ctx))
    if as_json:
        _emit([s.to_json() for s in statuses])
    else:
        for s in statuses:
            data = s.to_json()
            age = "never" if data["age_hours"] is None else f"{data['age_hours']:.1f} h ago"
            mark = "OVERDUE" if s.overdue else "ok"
            line = f"{mark:8} {s.name:16} last success {age} (RPO {s.rpo_hours} h)"
            if s.last_error:
                line += f"; last error: {s.last_error}"
            sys.stdout.write(line + "\n")
    raise typer.Exit(EXIT_FAILED if any(s.overdue for s in statuses) else 0)


@app.command("forget")
def forget(ctx: typer.Context, only: ClassOption = None, as_json: JsonOption = False) -> None:
    """Apply each class's retention rules: restic forget and prune. A snapshot still inside the
    backup minimum of its class's classification (policies/retention.toml) is held, and named."""
    from govern.backup.actions.maintain import forget as apply_retention

    results = apply_retention(_context(ctx), only)
    if as_json:
        _emit([r.to_json() for r in results])
    else:
        for r in results:
            sys.stdout.write(f"{r.class_name}: kept {r.kept}, removed {len(r.removed)}\n")
            for held in r.held:
                sys.stdout.write(f"  held: {held.message}\n")


@app.command("check")
def check(
    ctx: typer.Context,
    repository: Annotated[str | None, typer.Option(help="Only this repository.")] = None,
    as_json: JsonOption = False,
) -> None:
    """Check repositories, reading the next subset of packs (all of them once per cycle), and
    list snapshots the audit log does not vouch for; exit 1 if any repository failed or holds
    such a snapshot (the others are still checked)."""
    from govern.backup.actions.maintain import check as check_repositories

    results = check_repositories(_context(ctx), repository)
    if as_json:
        _emit([r.to_json() for r in results])
    else:
        for r in results:
            if r.ok:
                sys.stdout.write(f"ok {r.repository}: read pack subset {r.part}/{r.of}\n")
            elif r.error:
                sys.stdout.write(f"FAIL {r.repository}: {r.error}\n")
            for snapshot in r.unvouched:
                sys.stdout.write(f"NOT VOUCHED {r.repository}: snapshot {snapshot}\n")
    raise typer.Exit(0 if all(r.ok for r in results) else EXIT_FAILED)


@repo_app.command("init")
def repo_init(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The repository, as named in [backup.repositories].")],
    as_json: JsonOption = False,
) -> None:
    """Create a repository; for S3, a bucket with versioning and COMPLIANCE Object Lock first."""
    from govern.backup.actions.repo_init import init_repository

    done = init_repository(_context(ctx), name)
    if as_json:
        _emit({"repository": name, "done": done})
    else:
        sys.stdout.write("".join(f"{line}\n" for line in done))


@timers_app.command("install")
def timers_install(
    ctx: typer.Context,
    directory: Annotated[Path, typer.Option("--dir", help="Where to write the units.")],
    as_json: JsonOption = False,
) -> None:
    """Write systemd .service/.timer units: a nightly backup per class, a weekly check, a
    quarterly restore drill."""
    import shutil

    from govern.backup.files import atomic_write_text
    from govern.backup.rules import load_rules
    from govern.backup.timers import units

    context = _context(ctx)
    govern = shutil.which("govern") or "/usr/local/bin/govern"
    written = []
    for unit in units(load_rules(context.config.backup_dir), govern, str(context.config.path)):
        atomic_write_text(directory / unit.name, unit.text)
        written.append(str(directory / unit.name))
    if as_json:
        _emit({"written": written})
    else:
        sys.stdout.write("".join(f"wrote {w}\n" for w in written))
        sys.stdout.write(
            "then: systemctl daemon-reload && "
            "systemctl enable --now govern-backup-*.timer govern-drill.timer\n"
        )


def snapshot_config(
    ctx: typer.Context,
    class_name: Annotated[
        str, typer.Option("--class", help="The protection class of cluster configuration.")
    ] = "configuration",
    as_json: JsonOption = False,
) -> None:
    """Back up configuration files with package, kernel, driver and firmware versions."""
    from govern.audit.entry import fingerprint
    from govern.backup.actions.run import run_backup
    from govern.backup.files import atomic_write_text
    from govern.backup.plan import EXPORTS
    from govern.backup.progress import reporter
    from govern.backup.settings import BackupSettings
    from govern.backup.sysinfo import components, system_versions

    context = _context(ctx)
    versions = system_versions()
    text = json.dumps(versions, indent=1, sort_keys=True)
    target = context.paths.state_dir / EXPORTS / class_name / "system-versions.json"
    atomic_write_text(target, text)
    state: State = ctx.obj
    results = run_backup(
        context,
        BackupSettings.validated(context.config),
        state.engine(),
        only=class_name,
        reporter=reporter(),
        extra_sources=(target,),
    )
    result = results[0]
    context.audit(
        "config.snapshot",
        f"class:{class_name}",
        {
            "ok": result.ok,
            "snapshots": result.snapshots,
            "kernel": versions["kernel"]["release"],
            "host": os.uname().nodename,
            "components": components(versions),
            "versions_sha256": fingerprint(text),
            "absent_tools": versions["absent"],
            "error": result.error,
        },
    )
    if as_json:
        _emit({**result.to_json(), "versions": str(target)})
    elif result.ok:
        sys.stdout.write(
            f"configuration recorded: snapshot {', '.join(result.snapshots.values())}, "
            f"versions in {target}\n"
        )
    else:
        sys.stdout.write(f"FAILED {class_name}: {result.error}\n")
    raise typer.Exit(0 if result.ok else EXIT_FAILED)


@scratch_app.command("report")
def scratch_report(
    ctx: typer.Context,
    delete: Annotated[bool, typer.Option("--delete", help="Delete the expired files.")] = False,
    yes: Annotated[bool, typer.Option("--yes", help="Do not ask before deleting.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Files past their expiry in each scratch area, and each project's use against its quota.
    Exit 1 when an area is missing, a project is over quota or an expired file could not be
    deleted."""
    from govern.backup.actions.scratch import Deletion, delete_expired, scan_areas

    context = _context(ctx)
    reports = scan_areas(context)
    expired = [e for r in reports for e in r.expired()]
    done = Deletion()
    if delete and expired:
        total = sum(f.size for f in expired)
        if not yes and not typer.confirm(
            f"delete {len(expired)} expired files ({_size(total)})?", err=True
        ):
            raise typer.Exit(EXIT_FAILED)
        done = delete_expired(context, reports)
    over = [p for r in reports for p in r.projects if p.over_quota]
    if as_json:
        _emit({"areas": [r.to_json() for r in reports], **done.to_json()})
    else:
        for report in reports:
            if not report.present:
                sys.stdout.write(f"MISSING {report.path}: {report.root} does not exist here\n")
                continue
            sys.stdout.write(f"{report.path} (files expire after {report.expire_days} days)\n")
            for p in report.projects:
                flag = "OVER QUOTA" if p.over_quota else "ok"
                sys.stdout.write(
                    f"  {p.project:16} {_size(p.used)} of {_size(p.quota)} {flag}; "
                    f"{len(p.expired)} expired files\n"
                )
        if done.deleted:
            sys.stdout.write(f"deleted {len(done.deleted)} expired files (audited)\n")
        if done.changed:
            sys.stdout.write(f"kept {len(done.changed)} files changed since the scan\n")
        for path, why in done.failed:
            sys.stdout.write(f"FAILED to delete {path}: {why}\n")
        if expired and not delete:
            sys.stdout.write("run with --delete to remove the expired files\n")
    missing = [r for r in reports if not r.present]
    raise typer.Exit(EXIT_FAILED if over or done.failed or missing else 0)


# Snapshots and restores join this group.
import govern.cli.backup_restore  # noqa: E402, F401
