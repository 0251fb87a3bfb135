"""`govern backup run`, with or without the full CLI.

A nightly run with nothing changed costs little more than restic itself, so what govern pays to
start counts: typer (with click, inspect and the rest) is about a sixth of it. This module reads
the few arguments `backup run` takes with nothing but the standard library, and runs it;
anything else (help, another command, a typo, an option given twice) goes to the full CLI, which
parses it as it always has. The typer command runs the same run_command.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from govern.cli.state import State

EXIT_FAILED, EXIT_ERROR = 1, 2
_COMMAND = ("backup", "run")


class _NotMine(Exception):
    """The arguments ask for something only the full CLI does."""


def _parse(args: list[str]) -> tuple[str | None, bool, str | None, bool]:
    """--config, whether to use the compiled site's cache, --class and --json of a `govern
    backup run` command line: the global options anywhere (as the full CLI takes them), the
    command's own after it."""
    seen: dict[str, str | None] = {}
    words = iter(args)
    command: list[str] = []
    for word in words:
        name, equals, inline = word.partition("=")
        if name in ("--config", "-c", "--class"):
            if name == "--class" and tuple(command) != _COMMAND:
                raise _NotMine
            value = inline if equals else next(words, None)
            if value is None or (name == "-c" and equals):
                raise _NotMine
            option = "--config" if name == "-c" else name
        elif word in ("--no-cache", "--json"):
            if word == "--json" and tuple(command) != _COMMAND:
                raise _NotMine
            option, value = word, None
        elif not word.startswith("-") and len(command) < len(_COMMAND):
            command.append(word)
            continue
        else:
            raise _NotMine  # --help, --version, --, another command, a typo: the full CLI
        if option in seen:
            raise _NotMine  # the full CLI says what it makes of that
        seen[option] = value
    if tuple(command) != _COMMAND:
        raise _NotMine
    return seen.get("--config"), "--no-cache" not in seen, seen.get("--class"), "--json" in seen


def run_command(state: State, only: str | None, as_json: bool) -> int:
    """Back up every class (or ONLY) and print the results; the exit code: 1 if any class
    failed."""
    import json

    from govern.backup.actions.context import BackupContext
    from govern.backup.actions.run import run_backup
    from govern.backup.progress import human_size, reporter
    from govern.backup.settings import open_settings

    settings = open_settings(state.config_path(), use_cache=state.use_cache)
    context = BackupContext.of(settings)
    results = run_backup(context, settings, state.decider(), only=only, reporter=reporter())
    if as_json:
        sys.stdout.write(json.dumps([r.to_json() for r in results]) + "\n")
    else:
        for r in results:
            if r.ok:
                sys.stdout.write(
                    f"ok {r.name}: {len(r.snapshots)} snapshot(s), {r.files} files, "
                    f"{human_size(r.bytes_added)} added in {r.duration:.1f} s\n"
                )
            else:
                sys.stdout.write(f"FAILED {r.name}: {r.error}\n")
    return EXIT_FAILED if any(not r.ok for r in results) else 0


def without_full_cli(args: list[str]) -> int | None:
    """The exit code of `govern ARGS` when ARGS are a `backup run` this module reads; None
    when they are for the full CLI."""
    try:
        config, use_cache, only, as_json = _parse(args)
    except _NotMine:
        return None
    from pathlib import Path

    from govern.cli.state import State
    from govern.errors import GovernError

    state = State(config=None if config is None else Path(config), use_cache=use_cache)
    try:
        return run_command(state, only, as_json)
    except GovernError as exc:
        sys.stderr.write(f"govern: {exc}\n")
        return EXIT_ERROR
    except KeyboardInterrupt:
        sys.stderr.write("\nAborted!\n")  # as the full CLI says it
        return EXIT_FAILED
