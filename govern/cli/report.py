"""`govern report`: the evidence for a period, mapped to NIST SP 800-171 Rev. 3, as HTML, CSV,
JSON and OSCAL, and optionally an evidence bundle an assessor checks offline."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from govern.cli.state import State

if TYPE_CHECKING:
    from collections.abc import Callable

EXIT_UNVERIFIED = 1


def _progress() -> tuple[Callable[[int, int], None], Callable[[], None]]:
    """A bar on stderr when it is a terminal; otherwise nothing (the summary says it all)."""
    if not sys.stderr.isatty():
        return (lambda done, total: None), (lambda: None)
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    bar = Progress(
        "reading entries", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
        console=Console(stderr=True), transient=True,
    )  # fmt: skip
    task = bar.add_task("entries", total=None)
    bar.start()
    return (lambda done, total: bar.update(task, completed=done, total=total)), bar.stop


def report(
    ctx: typer.Context,
    start: Annotated[str, typer.Option("--from", help="First day (or instant) of the period.")],
    end: Annotated[str, typer.Option("--to", help="Last day of the period (the whole day).")],
    out: Annotated[Path, typer.Option("--out", help="Folder to write the report files into.")],
    formats: Annotated[
        str, typer.Option("--format", help="Any of html,csv,json,oscal, comma-separated.")
    ] = "html,csv,json,oscal",
    bundle: Annotated[
        Path | None,
        typer.Option("--bundle", help="Also write an evidence bundle (zip) for an assessor."),
    ] = None,
    log_dirs: Annotated[
        list[Path] | None,
        typer.Option(
            "--log",
            help="A log folder to report on (repeat for one log per host; default: "
            "[audit] dir). Each is verified against its own checkpoint first.",
        ),
    ] = None,
    anchors: Annotated[
        bool, typer.Option("--anchors", help="Also hold each log against the anchor bucket.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print a summary as JSON.")] = False,
) -> None:
    """What the audit log shows for a period, section by section, each claim tied to the
    entries behind it and mapped to NIST SP 800-171 Rev. 3 ([report] dir: controls.toml).

    Exit 0: written, every log verified; 1: written, but a log failed verification and
    nothing was reported from it; 2: an error (a bad period, format or mapping, an unreadable
    site or log, an output it cannot write), in one line."""
    from contextlib import ExitStack

    from govern.config import load_config
    from govern.report.build import make_report
    from govern.report.period import Period
    from govern.report.render import parse_formats, render, write_files

    state: State = ctx.obj
    config = load_config(state.config_path())
    period = Period.parse(start, end)
    wanted = parse_formats(formats)
    anchored = None
    if anchors:
        from govern.audit.anchor import site_anchors

        anchored = site_anchors(config).anchored()
    update, stop = _progress()
    with ExitStack() as stack:
        try:
            made, logs = make_report(
                config, period, log_dirs or [config.audit_dir], stack,
                anchored=anchored, progress=update,
            )  # fmt: skip
        finally:
            stop()
        files = render(made, wanted)
        written = write_files(out, files)
        if bundle is not None:
            from govern.report.bundle import bundle_files, write_bundle

            write_bundle(bundle, bundle_files(made, logs, files), made.generated)
    summary = {**made.summary(), "out": str(out), "files": [str(p) for p in written]}
    summary["bundle"] = str(bundle) if bundle is not None else None
    if as_json:
        sys.stdout.write(json.dumps(summary) + "\n")
    else:
        for log in made.logs:
            state_text = "verified" if log.verified else "FAILED: " + "; ".join(log.problems)
            sys.stdout.write(
                f"{log.origin}: {log.checkpoint_size} entries under its checkpoint, "
                f"{log.entries_in_period} in the period: {state_text}\n"
            )
        sys.stdout.write(
            f"report for {made.period_from} to {made.period_to}: {made.adverse()} adverse "
            f"finding(s), {len(made.cited())} entries cited, evidence for "
            f"{len(made.evidence)} of {len(made.evidence) + len(made.without_evidence)} "
            f"requirements; written to {out}\n"
        )
        if bundle is not None:
            sys.stdout.write(f"evidence bundle: {bundle}\n")
    raise typer.Exit(0 if made.verified else EXIT_UNVERIFIED)
