"""`govern secrets ...`: find secrets in files, move them into Vault, hand them to programs."""

from __future__ import annotations

import contextlib
import gc
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer

from govern.cli.output import command_group
from govern.cli.state import State
from govern.errors import GovernError, SecretsError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from govern.config import LoadedConfig
    from govern.secrets.migrate import Outcome, Plan
    from govern.secrets.rules import Severity
    from govern.secrets.scan import ScanResult
    from govern.secrets.vault import Vault, VaultSettings

app = command_group("Find secrets in files, move them into Vault, and hand them to programs.")

EXIT_CLEAN, EXIT_FINDINGS = 0, 1
_THRESHOLDS = ("low", "medium", "high", "critical", "never")
_PLAIN_PROGRESS_EVERY = 10_000


def _optional_config(state: State) -> LoadedConfig | None:
    """The site configuration if there is one: a scan works without any."""
    from govern.errors import ConfigError

    try:
        path = state.config_path()
    except ConfigError:
        return None
    from govern.config import load_config

    return load_config(path)


def _connector(settings: VaultSettings) -> Callable[[], Vault]:
    from govern.secrets.vault import Vault

    return lambda: Vault.connect(settings)


class _Progress:
    """Progress on stderr: a live count on a terminal, a plain line now and then otherwise."""

    def __init__(self) -> None:
        self._reported = 0
        self._status = None
        if sys.stderr.isatty():
            from rich.console import Console

            self._status = Console(stderr=True).status("scanning...")
            self._status.start()

    def __call__(self, result: ScanResult) -> None:
        if self._status is not None:
            self._status.update(
                f"scanned {result.files_scanned} files, {len(result.findings)} findings"
            )
        elif result.files_scanned - self._reported >= _PLAIN_PROGRESS_EVERY:
            self._reported = result.files_scanned
            sys.stderr.write(f"scanned {result.files_scanned} files\n")

    def stop(self) -> None:
        if self._status is not None:
            self._status.stop()


@contextlib.contextmanager
def _loading_frozen() -> Iterator[None]:
    """Loading the scanner, whose modules, patterns and rules live as long as the scan: the
    cycle collector is off meanwhile, for none of them is garbage and it walked them again and
    again as they were made (a tenth of a scan's start); then they are frozen out of its reach,
    so that neither this process nor the workers forked from it walk them again (nor write to
    their pages, which the workers then share), as the gc module's documentation advises
    before a fork. The collector is back, as it was, before the first file is read; the
    scan unfreezes them when it is done."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
        gc.freeze()
    finally:
        if was_on:
            gc.enable()


@app.command("scan")
def scan(
    ctx: typer.Context,
    paths: Annotated[list[Path], typer.Argument(help="Files and directories to scan.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print findings as JSON.")] = False,
    sarif: Annotated[bool, typer.Option("--sarif", help="Print findings as SARIF 2.1.0.")] = False,
    fail_on: Annotated[
        str,
        typer.Option(
            help="Exit 1 when a finding is at least this severe (low, medium, high, "
            "critical) or never."
        ),
    ] = "low",
    baseline: Annotated[
        Path | None, typer.Option(help="Ignore the reviewed findings listed in this file.")
    ] = None,
    write_baseline: Annotated[
        Path | None, typer.Option(help="Record the findings of this scan as reviewed.")
    ] = None,
    max_size: Annotated[
        int | None, typer.Option(help="Skip files larger than this many bytes.", min=1)
    ] = None,
    shared_dir: Annotated[
        list[Path] | None, typer.Option(help="A shared directory (repeatable; adds to config).")
    ] = None,
    rules_file: Annotated[
        Path | None, typer.Option("--rules", help="Detection rules (default: govern's own).")
    ] = None,
    jobs: Annotated[int | None, typer.Option(help="Worker processes.", min=1)] = None,
    record: Annotated[
        bool,
        typer.Option(
            "--record/--no-record",
            help="Put what was found (never a value) in the site's audit log; the default when "
            "root or the service account scans with a site configuration.",
        ),
    ] = True,
) -> None:
    """Find credentials in files; exit 1 if any reaches --fail-on, 2 on an error."""
    from govern.cli.output import console

    if as_json and sarif:
        raise SecretsError("choose one of --json and --sarif")
    if fail_on not in _THRESHOLDS:
        raise SecretsError(f"--fail-on takes one of {', '.join(_THRESHOLDS)} (got {fail_on!r})")
    state: State = ctx.obj
    with _loading_frozen():
        from govern.secrets import report
        from govern.secrets.rules import DEFAULT_RULES, load_rules
        from govern.secrets.scan import ScanOptions, scan_paths

        config = _optional_config(state)
        rules = load_rules(rules_file or DEFAULT_RULES)
        accepted = report.load_baseline(baseline) if baseline is not None else frozenset()
    defaults = ScanOptions()
    configured_shared: tuple[Path, ...] = ()
    max_file_bytes = defaults.max_file_bytes
    if config is not None:
        # Relative shared directories are relative to the configuration's folder.
        base = config.path.parent
        configured_shared = tuple(base / d.expanduser() for d in config.secrets.shared_dirs)
        max_file_bytes = config.secrets.max_file_bytes
    options = ScanOptions(
        max_file_bytes=max_size or max_file_bytes,
        shared_dirs=(*configured_shared, *(shared_dir or ())),
        jobs=jobs or defaults.jobs,
    )
    progress = _Progress()
    try:
        result = scan_paths(paths, rules, options, progress)
    finally:
        progress.stop()
        # What _loading_frozen froze is the collector's again, for whatever else the process does.
        gc.unfreeze()
    suppressed = report.apply_baseline(result, accepted)
    if record and config is not None and _writes_the_log(config):
        _record_scan(config, paths, result, suppressed)
    if write_baseline is not None:
        report.write_baseline(write_baseline, result.findings)
    if as_json:
        sys.stdout.write(report.render_json(result, suppressed))
    elif sarif:
        sys.stdout.write(report.render_sarif(result, rules))
    else:
        report.print_table(console(), result, suppressed)
    if fail_on == "never" or write_baseline is not None:
        raise typer.Exit(EXIT_CLEAN)
    failing = report.at_or_above(result.findings, cast("Severity", fail_on))
    raise typer.Exit(EXIT_FINDINGS if failing else EXIT_CLEAN)


def _writes_the_log(config: LoadedConfig) -> bool:
    """Whether this process writes the site's audit log: root, or the service account."""
    import os

    from govern.audit.actor import account_name

    uid = os.geteuid()
    return uid == 0 or account_name(uid) == config.approvals.service_account


def _record_scan(
    config: LoadedConfig, paths: list[Path], result: ScanResult, suppressed: int
) -> None:
    """A `secrets.scan` entry: where, how much, and each finding's place and rule (never its
    value, nor a fingerprint of it). A scan whose entry cannot be written still reports; it
    says so."""
    from govern.audit.actor import current_actor
    from govern.audit.site import open_site_log
    from govern.secrets.report import scan_record

    payload = scan_record(paths, result, suppressed)
    try:
        with open_site_log(config) as log:
            log.append_entry(current_actor().entry("secrets.scan", "scan", payload))
    except GovernError as exc:
        sys.stderr.write(f"govern: the scan was not recorded in the audit log: {exc}\n")


def _carry_out(
    plan: Plan, config: LoadedConfig, settings: VaultSettings, dry_run: bool
) -> Outcome | None:
    """Execute PLAN unless this is a dry run or nothing moves, logging it in the audit log."""
    from govern.audit.actor import current_actor
    from govern.audit.site import open_site_log
    from govern.secrets.migrate import execute
    from govern.secrets.scan import shown_path

    if dry_run or not plan.moves:
        return None
    actor = current_actor()
    with open_site_log(config) as log:

        def record(done: Plan, version: int) -> int:
            payload: dict[str, Any] = {
                "to": str(done.location),
                "owner": done.owner.name,
                "keys": [m.name for m in done.moves],
                "lines": [m.line for m in done.moves],
                "vault_version": version,
            }
            entry = actor.entry("secrets.migrate", shown_path(str(done.file)), payload)
            return log.append_entry(entry)

        return execute(plan, _connector(settings), record)


@app.command("migrate")
def migrate(
    ctx: typer.Context,
    file: Annotated[
        Path,
        typer.Argument(
            help="Environment file (KEY=VALUE lines), or a credential file whose program "
            "reads it through a variable (.pgpass, rclone.conf, .s3cfg ...)."
        ),
    ],
    to: Annotated[
        str, typer.Option("--to", help="Where in Vault: vault:MOUNT/data/PATH (or vault:PATH).")
    ],
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Show what would move; change nothing.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Move FILE's secrets into Vault KV v2 and leave references in their place."""
    from govern.config import load_config
    from govern.secrets.migrate import MigrateSettings, next_step, plan_migration
    from govern.secrets.refs import parse_location
    from govern.secrets.rules import load_rules
    from govern.secrets.scan import shown_path
    from govern.secrets.vault import vault_settings

    state: State = ctx.obj
    config = load_config(state.config_path())
    settings = vault_settings(config)
    location = parse_location(to, settings.kv_mount)
    site_rules = MigrateSettings(config.secrets.max_file_bytes, settings.owned_paths)
    with plan_migration(file.absolute(), location, load_rules(), site_rules) as plan:
        outcome = _carry_out(plan, config, settings, dry_run)
    moves = [
        {"line": m.line, "name": m.name, "kind": m.kind, "reference": str(m.reference)}
        for m in plan.moves
    ]
    # The invoker may name a file a user chose: its name is shown as reports show names.
    file_shown = shown_path(str(plan.file))
    if as_json:
        document = {
            "file": file_shown,
            "to": str(location),
            "dry_run": dry_run,
            "changed": outcome is not None and outcome.changed,
            "secrets": moves,
            "vault_version": outcome.vault_version if outcome else None,
            "audit_index": outcome.audit_index if outcome else None,
            "next_step": next_step(plan),
        }
        sys.stdout.write(json.dumps(document) + "\n")
        return
    if not plan.moves:
        sys.stdout.write(f"{file_shown}: nothing to migrate (no plaintext secrets)\n")
        return
    verb = "would move" if dry_run else "moved"
    sys.stdout.write(f"{verb} {len(moves)} secret(s) from {file_shown} to {location}\n")
    for move in moves:
        sys.stdout.write(
            f"  line {move['line']}: {move['name']} ({move['kind']}) -> {move['reference']}\n"
        )
    if outcome is not None:
        sys.stdout.write(
            f"Vault version {outcome.vault_version}; audit entry {outcome.audit_index}\n"
        )
    sys.stdout.write(f"next: {next_step(plan)}\n")


def _variable_and_path(text: str) -> tuple[str, Path]:
    import re

    variable, equals, path = text.partition("=")
    if not equals or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", variable) or not path:
        raise SecretsError(f"--file takes VARIABLE=PATH, e.g. PGPASSFILE=~/.pgpass (got {text!r})")
    return variable, Path(path).expanduser()


@app.command(
    "run",
    context_settings={"allow_interspersed_args": False},
)
def run(
    ctx: typer.Context,
    command: Annotated[list[str], typer.Argument(help="The command and its arguments.")],
    env_file: Annotated[
        list[Path] | None,
        typer.Option("--env-file", help="KEY=VALUE file to add (repeatable, later ones win)."),
    ] = None,
    files: Annotated[
        list[str] | None,
        typer.Option(
            "--file",
            help="VARIABLE=PATH: rebuild the credential file PATH in memory with its references "
            "resolved, and set VARIABLE to where COMMAND reads it (repeatable).",
        ),
    ] = None,
) -> None:
    """Run COMMAND with every vault: reference in its environment resolved (use -- before it)."""
    from govern.cli.entry import callers_environment
    from govern.config import load_config
    from govern.secrets.run import (
        Resolver,
        build_environment,
        exec_with_environment,
        hand_over_files,
    )
    from govern.secrets.vault import Vault, vault_settings

    state: State = ctx.obj
    config = load_config(state.config_path())
    # Vault is needed (and must be configured) only if there is a reference to resolve.
    resolver = Resolver(lambda: Vault.connect(vault_settings(config)))
    owned = vault_settings(config).owned_paths if config.secrets.vault is not None else None
    handed = [_variable_and_path(text) for text in files or []]
    variables = [variable for variable, _ in handed]
    if len(set(variables)) != len(variables):
        raise SecretsError("--file names the same variable twice: give each file its own")
    environment = build_environment(callers_environment(), env_file or [], resolver, owned)
    hand_over_files(environment, handed, resolver, owned)
    sys.stdout.flush()
    exec_with_environment(command, environment)


@app.command("get")
def get(
    ctx: typer.Context,
    reference: Annotated[str, typer.Argument(help="vault:MOUNT/data/PATH#KEY")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print {reference, value} as JSON.")
    ] = False,
) -> None:
    """Print one secret (for restic's --password-command and the like)."""
    from govern.config import load_config
    from govern.secrets.refs import parse_reference
    from govern.secrets.run import Resolver
    from govern.secrets.vault import vault_settings

    ref = parse_reference(reference)
    state: State = ctx.obj
    settings = vault_settings(load_config(state.config_path()))
    value = Resolver(_connector(settings)).value(ref)
    if as_json:
        sys.stdout.write(json.dumps({"reference": str(ref), "value": value}) + "\n")
    else:
        sys.stdout.write(value + "\n")
