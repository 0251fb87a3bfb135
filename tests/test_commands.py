"""The command line as a whole: every command is reachable however it is loaded."""

from __future__ import annotations

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
