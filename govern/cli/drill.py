"""`govern drill ...`: the quarterly restore drill."""

from __future__ import annotations

import signal
import sys
import time
from types import FrameType
from typing import TYPE_CHECKING

import typer

from govern.cli.backup import ClassOption, JsonOption, _context, _emit, _size
from govern.cli.backup_run import EXIT_FAILED
from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from govern.backup.actions.drill import DrillResult

app = command_group("Restore drills: prove that protected data comes back, intact and in time.")


class Terminated(BaseException):
    """SIGTERM, raised where the drill is so that it cleans up and records the failure."""


def _on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise Terminated


@app.command("plan")
def plan(ctx: typer.Context, only: ClassOption = None, as_json: JsonOption = False) -> None:
    """What the next drill restores, where, with which checks, and why each was chosen."""
    from govern.backup.actions.drill import drill_plan

    state: State = ctx.obj
    made = drill_plan(_context(ctx), state.engine(), only)
    if as_json:
        _emit(made.to_json())
        return
    from rich.table import Table

    from govern.cli.output import console

    table = Table(title="Next drill")
    for column in ("class", "resource", "files", "sandbox", "checks", "why"):
        table.add_column(column, no_wrap=column != "why")
    for item in made.items:
        table.add_row(
            item.class_name, item.resource, str(item.sample_files or "all"), item.sandbox,
            ", ".join(item.checks) or "-", item.reason,
        )  # fmt: skip
    out = console()
    out.print(table)
    for class_name, resource, why in made.waiting:
        out.print(f"later: {class_name} {resource}: {why}")


def _print(result: DrillResult) -> None:
    from rich.table import Table
    from rich.text import Text

    from govern.cli.output import console

    table = Table(title="Restore drill")
    for column in ("class", "resource", "snapshot", "files", "size", "restore", "check", "result"):
        table.add_column(column, no_wrap=column != "result")
    for outcome in result.classes:
        for item in outcome.items:
            check = item.check
            table.add_row(
                outcome.name, item.item.resource, item.snapshot[:8] or "-",
                str(check.files) if check else "-", _size(check.bytes if check else None),
                f"{item.restore_seconds:.1f} s", f"{item.verify_seconds:.1f} s",
                # Plain text: an error quotes restored file names, which users choose.
                Text("ok" if item.ok else f"FAILED: {item.error}"),
            )  # fmt: skip
    out = console()
    out.print(table)
    for outcome in result.classes:
        for ran in outcome.checks:
            mark = "ok" if ran.ok else "FAILED"
            out.print(f"{mark} {outcome.name} {ran.name}: {ran.message}", markup=False)
            for difference in ran.differences[:20]:
                out.print(f"  differs: {difference}", markup=False)
        if outcome.objectives is not None:
            o = outcome.objectives
            rpo = "-" if o.rpo_hours is None else f"{o.rpo_hours:.1f} h"
            rto = "-" if o.rto_seconds is None else f"{o.rto_seconds:.1f} s"
            limit = "none" if o.rto_limit_seconds is None else f"{o.rto_limit_seconds / 3600:g} h"
            out.print(
                f"{outcome.name}: RPO {rpo} (objective {o.rpo_limit_hours:g} h), projected RTO "
                f"{rto} for {o.class_resources} resource(s) (objective {limit})"
            )
        for problem in outcome.problems:
            out.print(f"PROBLEM {outcome.name}: {problem}", markup=False)
    if result.error:
        out.print(f"FAILED: {result.error}", markup=False)
    verdict = "passed" if result.ok else "FAILED"
    out.print(
        f"drill {verdict} in {result.finished - result.started:.1f} s; record {result.record}",
        markup=False,
    )


@app.command("run")
def run(
    ctx: typer.Context,
    only: ClassOption = None,
    keep: bool = typer.Option(False, "--keep", help="Keep the sandboxes for inspection."),
    as_json: JsonOption = False,
) -> None:
    """Restore what the plan names into sandboxes, check every file and run what came back;
    record the outcome. Exit 1 if anything failed."""
    from govern.backup.actions.drill import run_drill
    from govern.backup.progress import reporter

    state: State = ctx.obj
    context = _context(ctx)
    engine = state.engine()
    previous = signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        result = run_drill(context, engine, only=only, keep=keep, reporter=reporter())
    except Terminated:
        message = "drill stopped by SIGTERM: sandboxes removed, failure recorded"
        if as_json:  # whoever reads the JSON learns why there is no record
            _emit({"ok": False, "error": f"interrupted: {message}"})
        sys.stderr.write(f"govern: {message}\n")
        raise typer.Exit(EXIT_FAILED) from None
    finally:
        signal.signal(signal.SIGTERM, previous)
    if as_json:
        _emit(result.to_json())
    else:
        _print(result)
    raise typer.Exit(0 if result.ok else EXIT_FAILED)


@app.command("status")
def status(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """The last drill of each class; exit 1 when one failed or is overdue."""
    from govern.backup.drills.state import read_drill_state
    from govern.backup.rules import load_rules

    context = _context(ctx)
    rules = load_rules(context.config.backup_dir)
    drills = read_drill_state(context.paths.state_dir)
    limit = rules.drill.overdue_days * 86_400
    now = time.time()
    rows = []
    for name in rules.classes:
        entry = drills.classes.get(name)
        success = entry.last_success if entry else None
        overdue = success is None or now - success > limit
        failed = bool(entry and entry.last_run and entry.last_run != success)
        rows.append({
            "class": name,
            "last_success": success,
            "last_run": entry.last_run if entry else None,
            "age_days": None if success is None else round((now - success) / 86_400, 2),
            "overdue": overdue,
            "last_failed": failed,
            "last_error": entry.last_error if entry else "",
            "rto_seconds": entry.rto_seconds if entry else None,
            "rpo_hours": entry.rpo_hours if entry else None,
            "record": entry.last_record if entry else "",
        })  # fmt: skip
    if as_json:
        _emit({"overdue_days": rules.drill.overdue_days, "classes": rows})
    else:
        for row in rows:
            age = "never" if row["age_days"] is None else f"{row['age_days']:.1f} days ago"
            mark = "OVERDUE" if row["overdue"] else ("FAILED" if row["last_failed"] else "ok")
            line = f"{mark:8} {row['class']:16} last good drill {age}"
            if row["last_failed"] and row["last_error"]:
                line += f"; last drill failed: {row['last_error']}"
            sys.stdout.write(line + "\n")
    bad = any(row["overdue"] or row["last_failed"] for row in rows)
    raise typer.Exit(EXIT_FAILED if bad else 0)
