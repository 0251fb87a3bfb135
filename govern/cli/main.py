"""The `govern` command. Every GovernError becomes one line on stderr and exit code 2."""

from __future__ import annotations

import importlib
import re
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
    pretty_exceptions_enable=False,
    rich_markup_mode="markdown",
)


def _print_version(wanted: bool) -> None:
    if wanted:
        from importlib.metadata import version

        sys.stdout.write(f"govern {version('govern')}\n")
        raise typer.Exit()


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
    version: Annotated[
        bool,
        typer.Option(
            "--version", is_eager=True, callback=_print_version, help="Print the version and exit."
        ),
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
    "drill": ("drill", "app", "group"),
    "retention": ("retention", "app", "group"),
    "secrets": ("secrets", "app", "group"),
    "image": ("image", "app", "group"),
    "webhook": ("webhook", "app", "group"),
    "approval": ("approval", "app", "group"),
    "report": ("report", "report", "command"),
}
_GLOBAL_OPTIONS_WITH_VALUE = ("--config", "-c")
_GLOBAL_FLAGS = ("--no-cache",)


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


def _global_options_first(args: list[str]) -> list[str]:
    """ARGS with the global options given after the command word moved before it, so
    `govern check ... --config X` means what `govern --config X check ...` does."""
    command = _command_in(args)
    if command is None:
        return args
    at = args.index(command)
    moved: list[str] = []
    rest: list[str] = []
    tail = iter(args[at + 1 :])
    for arg in tail:
        if arg == "--":
            rest += [arg, *tail]
        elif arg in _GLOBAL_OPTIONS_WITH_VALUE:
            value = next(tail, None)
            if value is None:
                rest.append(arg)  # left where it is, for the parser to say its value is missing
            else:
                moved += [arg, value]
        elif arg.startswith("--config=") or arg in _GLOBAL_FLAGS:
            moved.append(arg)
        else:
            rest.append(arg)
    return [*args[:at], *moved, command, *rest]


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
        app(args=_global_options_first(sys.argv[1:]))
    except GovernError as exc:
        sys.stderr.write(f"govern: {_printable(str(exc))}\n")
        sys.exit(2)


# C0 and C1 control characters but line breaks and tabs, and DEL.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _printable(message: str) -> str:
    """MESSAGE with each control character written as `\\xNN`: an error names files and values
    a user chose, whose escape sequences would otherwise act on the terminal it is read in."""
    return _CONTROL.sub(lambda control: f"\\x{ord(control[0]):02x}", message)
