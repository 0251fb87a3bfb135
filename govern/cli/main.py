"""The `govern` command. Every GovernError becomes one line on stderr and exit code 2."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Annotated

import typer

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


# Each command and the module that defines it. A run imports only the module of the command it
# was given (all of them for --help), so `govern check` never pays for the others' imports.
COMMANDS: dict[str, tuple[str, str, str]] = {
    # name: (module in govern.cli, attribute, "command" or "group")
    "check": ("check", "check", "command"),
    "policy": ("policy", "app", "group"),
    "catalog": ("catalog", "app", "group"),
    "audit": ("audit", "app", "group"),
    "serve": ("slurm", "serve", "command"),
    "slurm": ("slurm", "app", "group"),
    "backup": ("backup", "app", "group"),
    "snapshot-config": ("backup", "snapshot_config", "command"),
    "scratch": ("backup", "scratch_app", "group"),
    "secrets": ("secrets", "app", "group"),
    "image": ("image", "app", "group"),
    "webhook": ("webhook", "app", "group"),
}
_GLOBAL_OPTIONS_WITH_VALUE = ("--config", "-c")


def _command_in(args: list[str]) -> str | None:
    """The command word of ARGS, skipping the global options before it."""
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in _GLOBAL_OPTIONS_WITH_VALUE:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def register(names: list[str]) -> None:
    for name in names:
        module_name, attribute, kind = COMMANDS[name]
        target = getattr(importlib.import_module(f"govern.cli.{module_name}"), attribute)
        if kind == "command":
            app.command(name)(target)
        else:
            app.add_typer(target, name=name)


def run() -> None:
    command = _command_in(sys.argv[1:])
    register([command] if command in COMMANDS else list(COMMANDS))
    try:
        app()
    except GovernError as exc:
        sys.stderr.write(f"govern: {exc}\n")
        sys.exit(2)
