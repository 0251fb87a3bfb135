"""The `govern` command. Every GovernError becomes one line on stderr and exit code 2."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from govern.cli import audit, backup, catalog, check, policy, secrets, slurm
from govern.cli.state import State
from govern.errors import GovernError

app = typer.Typer(
    name="govern",
    help="Security, data-governance and backup policy engine for shared GPU/HPC clusters.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def main(
    ctx: typer.Context,
    config: Annotated[
        Path | None,
        typer.Option(
            "--config",
            "-c",
            help="Site configuration (default: $GOVERN_CONFIG, then /etc/govern/govern.toml).",
        ),
    ] = None,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Compile the site afresh instead of using the cache.")
    ] = False,
) -> None:
    ctx.obj = State(config=config, use_cache=not no_cache)


app.command("check")(check.check)
app.add_typer(policy.app, name="policy")
app.add_typer(catalog.app, name="catalog")
app.add_typer(audit.app, name="audit")
app.command("serve")(slurm.serve)
app.add_typer(slurm.app, name="slurm")
app.add_typer(backup.app, name="backup")
app.command("snapshot-config")(backup.snapshot_config)
app.add_typer(backup.scratch_app, name="scratch")
app.add_typer(secrets.app, name="secrets")


def run() -> None:
    try:
        app()
    except GovernError as exc:
        sys.stderr.write(f"govern: {exc}\n")
        sys.exit(2)
