"""`govern backup snapshots` and `govern backup restore`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from govern.cli.backup import ClassOption, JsonOption, _context, _emit, _size, app
from govern.cli.backup_run import EXIT_FAILED
from govern.cli.state import State


@app.command("snapshots")
def snapshots(
    ctx: typer.Context,
    only: ClassOption = None,
    resource: Annotated[
        str | None, typer.Option("--resource", help="Only this resource (e.g. dataset:era5).")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Snapshots per class and resource: time, size, host and whether the audit log vouches
    for each. Exit 1 if any snapshot is not vouched for (made or changed outside govern)."""
    from govern.backup.plan import build_plan
    from govern.backup.settings import BackupSettings
    from govern.backup.snapshots import list_snapshots, site_vouchers

    context = _context(ctx)
    state: State = ctx.obj
    plan = build_plan(BackupSettings.validated(context.config), state.engine())
    vouchers = site_vouchers(context.config)
    wanted = {r.repository for n, r in plan.rules.classes.items() if not only or n == only}
    listed = []
    for name, repository in plan.repositories.items():
        if name in wanted:  # each repository once: opening one is most of a listing's time
            listed += list_snapshots(
                context.restic(repository), vouchers, class_name=only, resource=resource
            )
    unvouched = [s for s in listed if not s.vouched]
    if as_json:
        _emit([s.to_json() for s in listed])
    else:
        from rich.table import Table
        from rich.text import Text

        from govern.cli.output import console

        table = Table(title="Snapshots")
        for column in ("class", "resource", "id", "time", "host", "size", "vouched"):
            table.add_column(column, no_wrap=True)
        for s in listed:
            size = s.voucher.size if s.voucher and s.vouched else None
            # Plain text: whoever holds the repository key chooses tags and host names.
            table.add_row(*map(Text, (
                s.class_name, s.resource, s.snapshot.short_id, s.snapshot.time[:19],
                s.snapshot.hostname, _size(size), "yes" if s.vouched else "NO",
            )))  # fmt: skip
        out = console()
        out.print(table)
        for s in unvouched:
            out.print(
                f"NOT VOUCHED {s.snapshot.short_id} ({s.resource}): {s.problem}", markup=False
            )
    raise typer.Exit(EXIT_FAILED if unvouched else 0)


@app.command("restore")
def restore(
    ctx: typer.Context,
    what: Annotated[
        str,
        typer.Argument(
            help="A resource (dataset:ID, model:ID, files:CLASS) or an absolute path in it."
        ),
    ],
    to: Annotated[Path, typer.Option("--to", help="A new or empty folder to restore into.")],
    snapshot: Annotated[
        str | None, typer.Option("--snapshot", help="This snapshot (8 or more hex digits).")
    ] = None,
    at: Annotated[
        str | None,
        typer.Option("--at", help="The newest snapshot at or before this time (ISO 8601)."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Restore through restic, then check every file against the run's manifest (SHA-256,
    size). Only snapshots the audit log vouches for are used. Exit 1 if files differ."""
    from govern.audit.entry import parse_time
    from govern.backup.actions.restore import restore as run_restore
    from govern.backup.progress import reporter
    from govern.errors import BackupError

    if snapshot is not None and at is not None:
        raise BackupError("give --snapshot or --at, not both")
    when = parse_time(at) if at is not None else None
    state: State = ctx.obj
    result = run_restore(
        _context(ctx), state.engine(), what, Path(to).absolute(),
        snapshot_id=snapshot, at=when, reporter=reporter(),
    )  # fmt: skip
    if as_json:
        _emit(result.to_json())
    else:
        assert result.snapshot is not None and result.check is not None
        check = result.check
        sys.stdout.write(
            f"{'ok' if result.ok else 'FAILED'} {result.resource}: snapshot "
            f"{result.snapshot.snapshot.short_id} of {result.snapshot.snapshot.time[:19]} "
            f"restored to {result.target} ({result.destination}) in "
            f"{result.restore_seconds:.1f} s; {check.summary()}\n"
        )
        for kind, paths in (("missing", check.missing), ("changed", check.changed),
                            ("extra", check.extra)):  # fmt: skip
            for path in paths[:20]:
                sys.stdout.write(f"  {kind}: {path}\n")
        if result.error:
            sys.stdout.write(f"  {result.error}\n")
    raise typer.Exit(0 if result.ok else EXIT_FAILED)
