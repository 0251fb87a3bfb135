"""`govern retention report`: data past its deletion date, backups and records kept too short."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Annotated

import typer

from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from rich.console import Console

    from govern.retention.report import Report

app = command_group("Retention: how long data, backups and records are kept.")
EXIT_BREACH = 1


@app.command("report")
def report(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Data past its deletion date or gone before its minimum, backups whose keep rules or Object
    Lock are shorter than their classification's minimum, audit anchors locked for less than the
    record minimum. Exit 1 when anything is in breach."""
    import datetime as dt

    from govern.config import load_config
    from govern.retention.report import build_report

    state: State = ctx.obj
    found = build_report(load_config(state.config_path()), dt.datetime.now(dt.UTC).date())
    if as_json:
        sys.stdout.write(json.dumps(found.to_json()) + "\n")
    else:
        from govern.cli.output import console

        _print(console(), found)
    raise typer.Exit(EXIT_BREACH if found.breaches else 0)


def _print(out: Console, found: Report) -> None:
    from rich.markup import escape
    from rich.table import Table

    from govern.backup.progress import human_size

    rules = found.rules or "no rules file: the regulatory defaults"
    out.print(f"Retention rules: {escape(str(rules))}; today {found.today.isoformat()}")
    data = Table(title="Data past its deletion date", title_justify="left")
    for column in ("resource", "project", "class", "delete by", "path", "owner", "size", "state"):
        data.add_column(column)
    for due in found.data:
        for path in due.paths:
            state = "TO DELETE" if path.exists else "not found"
            data.add_row(
                due.resource,
                due.project,
                due.classification,
                due.delete_by.isoformat(),
                escape(path.path),
                escape(path.owner),
                human_size(path.size) if path.exists else "-",
                escape(f"{state}: {path.note}" if path.note and path.exists else state),
            )
    early = Table(title="Data gone before its minimum", title_justify="left")
    for column in ("resource", "project", "class", "keep until", "missing path"):
        early.add_column(column)
    for gone in found.gone_early:
        for missing in gone.missing:
            early.add_row(
                gone.resource,
                gone.project,
                gone.classification,
                gone.keep_until.isoformat(),
                escape(missing),
            )
    backups = Table(title="Backups kept too short", title_justify="left")
    for column in ("subject", "minimum (days)", "problem"):
        backups.add_column(column)
    for finding in found.backups:
        backups.add_row(finding.subject, str(finding.minimum_days), escape(finding.problem))
    records = Table(title="Audit anchors locked too short", title_justify="left")
    for column in ("bucket", "minimum (days)", "problem"):
        records.add_column(column)
    for record in found.records:
        records.add_row(record.bucket, str(record.minimum_days), escape(record.problem))
    for table in (data, early, backups, records):
        if table.row_count:
            out.print(table)
    verdict = f"{found.breaches} in breach" if found.breaches else "nothing in breach"
    out.print(verdict)
