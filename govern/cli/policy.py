"""`govern policy ...`: validate the policy set and run its test cases."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from govern.cli.output import command_group
from govern.cli.state import State

app = command_group("Validate policies and run policy tests.")


@app.command("validate")
def validate(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Check the policies against the schema and the site's entities (exit 2 on any problem)."""
    from govern.policy.bundle import compile_site

    state: State = ctx.obj
    site = compile_site(state.config_path())
    forbid = sorted(k for k, v in site.policy_info.items() if v[1] == "forbid")
    permit = sorted(k for k, v in site.policy_info.items() if v[1] == "permit")
    summary = {
        "valid": True,
        "config": site.config_path,
        "catalog_version": site.version,
        "policies": len(site.policy_info),
        "entities": len(site.entities),
        "forbid": forbid,
        "permit": permit,
    }
    if as_json:
        sys.stdout.write(json.dumps(summary) + "\n")
    else:
        sys.stdout.write(
            f"valid: {len(site.policy_info)} policies ({len(forbid)} forbid, "
            f"{len(permit)} permit) against the schema and {len(site.entities)} "
            f"entities of {site.config_path} (catalog {site.version})\n"
        )


@app.command("test")
def test(
    ctx: typer.Context,
    files: Annotated[
        list[Path] | None,
        typer.Argument(help="Test files (default: tests/*.yaml in the site's policy folder)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON line per case.")] = False,
) -> None:
    """Run policy test cases; exit 1 if any case fails, 2 if a test file is malformed."""
    from govern.errors import ConfigError, PolicyError
    from govern.policy.testing import run_policy_tests

    state: State = ctx.obj
    try:
        default_site: Path | None = state.config_path()
    except ConfigError:
        if not files:
            raise
        default_site = None  # every file must then name its own site
    if not files:
        from govern.config import load_config

        assert default_site is not None
        files = sorted((load_config(default_site).policy_dir / "tests").glob("*.yaml"))
        if not files:
            raise PolicyError("no policy tests found (tests/*.yaml in the policy folder)")
    results = run_policy_tests(list(files), default_site, use_cache=state.use_cache)
    failed = [r for r in results if not r.passed]
    if as_json:
        for r in results:
            line = {"file": r.file, "case": r.name, "passed": r.passed, "problem": r.problem}
            sys.stdout.write(json.dumps({**line, "decision": r.decision.to_json()}) + "\n")
    else:
        for r in failed:
            sys.stdout.write(f"FAIL {r.file}: {r.name}: {r.problem}\n")
        sys.stdout.write(f"{len(results) - len(failed)} passed, {len(failed)} failed\n")
    raise typer.Exit(1 if failed else 0)
