"""The command line as a whole: every command is reachable however it is loaded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from govern.cli.main import COMMANDS
from tests.conftest import DEMO_CONFIG, Govern


def test_help_lists_every_command(govern: Govern) -> None:
    result = govern("--help")
    assert result.code == 0
    for name in COMMANDS:
        assert name in result.stdout, name


def test_each_command_loads_on_its_own(govern: Govern) -> None:
    for name in COMMANDS:
        result = govern("--config", DEMO_CONFIG, name, "--help")
        assert result.code == 0, (name, result.stderr)
        assert "Usage" in result.stdout


def test_unknown_command_is_an_error(govern: Govern) -> None:
    result = govern("--config", DEMO_CONFIG, "destroy")
    assert result.code == 2
    assert "No such command 'destroy'" in result.stderr


def test_the_configuration_may_follow_the_command(govern: Govern) -> None:
    request = ("check", "--user", "alice", "--action", "use", "--resource",
               "dataset:radar-returns", "--destination", "partition:gpu", "--json")  # fmt: skip
    before = govern("--config", DEMO_CONFIG, *request)
    after = govern(*request, "--config", DEMO_CONFIG, env={"GOVERN_CONFIG": "/nonexistent"})
    short = govern(*request, "-c", str(DEMO_CONFIG), env={"GOVERN_CONFIG": "/nonexistent"})
    assert before.code == after.code == short.code == 1, (after.stderr, short.stderr)
    assert [json.loads(r.stdout)["decision"] for r in (before, after, short)] == ["deny"] * 3


def test_a_configuration_option_without_its_value_is_refused(govern: Govern) -> None:
    result = govern("check", "--user", "alice", "--config")
    assert result.code == 2
    assert "--config" in result.stderr


def test_arguments_after_a_double_dash_are_never_taken_for_options(govern: Govern) -> None:
    from govern.cli.main import _global_options_first

    args = ["secrets", "run", "--", "tool", "--config", "theirs.toml", "--no-cache"]
    assert _global_options_first(args) == args
    assert _global_options_first(["backup", "plan", "--no-cache", "-c", "x.toml"]) == [
        "--no-cache", "-c", "x.toml", "backup", "plan",
    ]  # fmt: skip


def test_version_is_printed(govern: Govern) -> None:
    from importlib.metadata import version

    result = govern("--version")
    assert result.code == 0
    assert result.stdout == f"govern {version('govern')}\n"


def test_help_prints_configuration_sections_in_brackets_as_written(govern: Govern) -> None:
    result = govern("audit", "keygen", "--help", env={"COLUMNS": "200"})
    assert result.code == 0
    assert "add its verifier key to [audit] trusted_keys" in result.stdout
    assert "(default: [audit] signing_key)" in result.stdout


def test_shell_completion_lists_the_commands() -> None:
    """The installed `govern` command completes its own command words in bash."""
    command = str(Path(sys.executable).parent / "govern")

    def run(*args: str, **env: str) -> str:
        done = subprocess.run(
            [command, *args], capture_output=True, text=True, check=True, timeout=60,
            env={**os.environ, **env},
        )  # fmt: skip
        return done.stdout

    assert "_GOVERN_COMPLETE=complete_bash" in run("--show-completion", "bash", SHELL="/bin/bash")
    completed = run(_GOVERN_COMPLETE="complete_bash", COMP_WORDS="govern au", COMP_CWORD="1")
    assert completed.split() == ["audit"]


def test_the_readme_names_every_command() -> None:
    import typer.main

    from govern.cli.main import app, register

    register(list(COMMANDS))
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    table = readme.split("## Commands", 1)[1].split("\n## ", 1)[0]

    def named(path: list[str], command: object) -> list[str]:
        subcommands = getattr(command, "commands", None)
        if not subcommands:
            return [" ".join(path)]
        return [n for name, sub in subcommands.items() for n in named([*path, name], sub)]

    rows = [line for line in table.splitlines() if line.startswith("| `govern ")]

    def listed(full: str) -> bool:
        parent, _, leaf = full.rpartition(" ")
        return any(
            f"`govern {full}`" in row
            or (row.startswith(f"| `govern {parent} ") and f"`{leaf}`" in row)
            for row in rows
        )

    missing = [full for full in named([], typer.main.get_command(app)) if not listed(full)]
    assert not missing, f"README's Commands table does not name: {missing}"


def test_backup_run_reads_its_own_arguments_and_leaves_the_rest_to_the_full_cli() -> None:
    from govern.cli.backup_run import _NotMine, _parse

    assert _parse(["backup", "run", "--class", "x", "--no-cache", "-c", "s.toml", "--json"]) == (
        "s.toml", False, "x", True,
    )  # fmt: skip
    assert _parse(["--config=s.toml", "backup", "run", "--class=x"]) == ("s.toml", True, "x", False)
    assert _parse(["backup", "run"]) == (None, True, None, False)
    for args in (
        ["backup", "run", "--help"],
        ["backup", "plan"],
        ["backup", "run", "--class", "x", "--class", "y"],
        ["--json", "backup", "run"],
        ["backup", "--class", "x", "run"],
        ["backup", "run", "--class"],
        ["backup", "run", "extra"],
        ["--version"],
        ["backup"],
    ):
        with pytest.raises(_NotMine):
            _parse(args)
