"""Environment-file syntax and secret references: what `run` reads and `migrate` writes."""

from __future__ import annotations

import pytest

from govern.errors import SecretsError
from govern.secrets.envfile import parse
from govern.secrets.refs import Location, parse_location, parse_reference
from tests.conftest import DEMO_CONFIG, Govern


def test_env_file_values_bare_quoted_and_commented() -> None:
    text = (
        "# comment\n"
        "PLAIN=abc def  # trailing comment\n"
        "export SINGLE='$HOME # kept' # comment\n"
        'DOUBLE="line\\nnext \\"quoted\\" \\$HOME"  # comment\n'
        "HASH=pa#ss\n"
        "EMPTY=\n"
        "not an assignment\n"
        "  export   INDENTED=1\n"
    )
    values = {a.name: a.value for a in parse(text, "test.env")}
    assert values == {
        "PLAIN": "abc def",
        "SINGLE": "$HOME # kept",
        "DOUBLE": 'line\nnext "quoted" $HOME',
        "HASH": "pa#ss",
        "EMPTY": "",
    } | {"INDENTED": "1"}


def test_quoting_it_cannot_read_reliably_is_an_error_naming_the_line() -> None:
    with pytest.raises(SecretsError, match=r"app.env:2: the double-quoted value is not closed"):
        parse('A=1\nB="open\n', "app.env")
    with pytest.raises(SecretsError, match=r"app.env:1: unexpected text after the quoted value"):
        parse("A='it''s'\n", "app.env")


def test_references_name_mount_path_and_key() -> None:
    ref = parse_reference("vault:secret/data/proj/app#DB_PASSWORD")
    assert ref.location == Location("secret", "proj/app")
    assert ref.key == "DB_PASSWORD"
    assert str(ref) == "vault:secret/data/proj/app#DB_PASSWORD"
    nested = parse_reference("vault:teams/ml/data/app#K")
    assert nested.location == Location("teams/ml", "app")


@pytest.mark.parametrize(
    "text",
    [
        "secret/data/app#K",
        "vault:secret/app#K",
        "vault:secret/data/app",
        "vault:secret/data/app#",
        "vault:secret/data/app#K K",
        "vault:secret/data/../etc#K",
        "vault:secret/data/app#K;rm",
    ],
)
def test_malformed_references_are_refused(text: str) -> None:
    with pytest.raises(SecretsError, match="is not a secret reference"):
        parse_reference(text)


def test_locations_default_to_the_configured_mount() -> None:
    assert parse_location("vault:secret/data/proj/app", "kv") == Location("secret", "proj/app")
    assert parse_location("vault:proj/app", "kv") == Location("kv", "proj/app")
    for bad in ("proj/app", "vault:", "vault:data/x", "vault:a b"):
        with pytest.raises(SecretsError, match="is not a Vault location"):
            parse_location(bad, "kv")


@pytest.mark.parametrize("callers", [None, "logfire"])
def test_run_hands_the_program_the_callers_environment_not_governs_own(
    govern: Govern, callers: str | None
) -> None:
    """govern turns pydantic's plugin search off for itself; the program `secrets run` starts
    gets the variable as its caller had it, or not at all."""
    env = {} if callers is None else {"PYDANTIC_DISABLE_PLUGINS": callers}
    result = govern("--config", DEMO_CONFIG, "secrets", "run", "--", "env", env=env)
    assert result.code == 0, result.stderr
    seen = [line for line in result.stdout.splitlines() if line.startswith("PYDANTIC_DISABLE")]
    assert seen == ([] if callers is None else [f"PYDANTIC_DISABLE_PLUGINS={callers}"])
