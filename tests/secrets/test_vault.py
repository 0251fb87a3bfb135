"""migrate, run and get against a real OpenBao server: KV v2, logins, refusals and outages."""

from __future__ import annotations

import json
import os
import secrets
import string
import sys
import time
from pathlib import Path

import pytest

from govern.config import load_config
from govern.secrets.refs import parse_location
from govern.secrets.vault import Vault, vault_settings
from tests.secrets.conftest import VaultSite
from tests.secrets.services import Bao

_ALNUM = string.ascii_letters + string.digits


def _token(prefix: str, length: int) -> str:
    return prefix + "".join(secrets.choice(_ALNUM) for _ in range(length))


def _env_text() -> tuple[str, dict[str, str]]:
    values = {
        "GITHUB_TOKEN": _token("ghp_", 36),
        "DB_PASSWORD": _token("", 18),
    }
    text = (
        "# application settings\n"
        "APP_NAME=trainer\n"
        f"export GITHUB_TOKEN={values['GITHUB_TOKEN']}\n"
        f'DB_PASSWORD="{values["DB_PASSWORD"]}"  # rotated yearly\n'
        "LOG_LEVEL=info\n"
    )
    return text, values


def _kv(bao: Bao, location: str) -> dict[str, str]:
    path = location.removeprefix("vault:").replace("/data/", "/", 1)
    return bao.json("kv", "get", path)["data"]["data"]  # type: ignore[no-any-return]


def test_migrate_round_trip_keeps_owner_mode_and_leaves_only_references(
    vault_site: VaultSite, bao: Bao
) -> None:
    text, values = _env_text()
    env = vault_site.write("proj/.env", text, mode=0o640)
    before = env.stat()

    result = vault_site.run("migrate", env, "--to", vault_site.location)

    assert result.code == 0, result.stderr
    assert _kv(bao, vault_site.location) == values
    after = env.stat()
    assert (after.st_uid, after.st_gid, after.st_mode) == (
        before.st_uid,
        before.st_gid,
        before.st_mode,
    )
    rewritten = env.read_text()
    for value in values.values():
        assert value not in rewritten
        assert value not in result.stdout + result.stderr
    assert rewritten == (
        "# application settings\n"
        "APP_NAME=trainer\n"
        f"export GITHUB_TOKEN={vault_site.location}#GITHUB_TOKEN\n"
        f"DB_PASSWORD={vault_site.location}#DB_PASSWORD  # rotated yearly\n"
        "LOG_LEVEL=info\n"
    )
    # No temporary or backup file with the secrets is left beside it.
    assert sorted(p.name for p in env.parent.iterdir()) == [".env"]
    [entry] = vault_site.audit_entries()
    assert entry.kind == "secrets.migrate"
    assert entry.subject == str(env)
    assert entry.payload["keys"] == ["GITHUB_TOKEN", "DB_PASSWORD"]
    logged = json.dumps(entry.payload)
    assert all(value not in logged for value in values.values())

    got = vault_site.run("get", f"{vault_site.location}#DB_PASSWORD")
    assert (got.code, got.stdout) == (0, values["DB_PASSWORD"] + "\n")

    child = vault_site.run(
        "run",
        "--env-file",
        env,
        "--",
        sys.executable,
        "-c",
        "import os, sys; print(os.environ['GITHUB_TOKEN'], os.environ['APP_NAME'], sys.argv[1:])",
        "plain-argument",
    )
    assert child.code == 0, child.stderr
    assert child.stdout == f"{values['GITHUB_TOKEN']} trainer ['plain-argument']\n"
    assert child.stderr == ""


def test_a_file_whose_name_holds_terminal_escapes_migrates_and_is_shown_escaped(
    vault_site: VaultSite, bao: Bao
) -> None:
    """A name that is not UTF-8 and holds an escape sequence (a user's choice, root's terminal):
    its secrets still move, and the output and the audit entry show the name as plain text."""
    text, values = _env_text()
    env = vault_site.write("proj/" + os.fsdecode(b"\xff\x1b[2J.env"), text)

    result = vault_site.run("migrate", env, "--to", vault_site.location)

    assert result.code == 0, result.stderr
    assert _kv(bao, vault_site.location) == values
    assert all(value not in env.read_text() for value in values.values())
    shown = f"{env.parent}/\\xff\\x1b[2J.env"
    assert f"from {shown} to" in result.stdout
    assert f"--env-file {shown} --" in result.stdout
    assert "\x1b" not in result.stdout + result.stderr
    [entry] = vault_site.audit_entries()
    assert entry.subject == shown


def test_an_error_naming_a_file_shows_its_escapes_as_text(vault_site: VaultSite) -> None:
    env = vault_site.write("proj/" + "b\x1b[2J\x07.env", "X=1\n")
    env.write_bytes(b"API_TOKEN=\xff\xfe\n")

    result = vault_site.run("migrate", env, "--to", vault_site.location, "--dry-run")

    assert result.code == 2
    assert "b\\x1b[2J\\x07.env: not UTF-8 text" in result.stderr
    assert "\x1b" not in result.stderr and "\x07" not in result.stderr


def test_second_migration_changes_nothing(vault_site: VaultSite, bao: Bao) -> None:
    text, _ = _env_text()
    env = vault_site.write("proj/app.env", text)
    assert vault_site.run("migrate", env, "--to", vault_site.location).code == 0
    once = env.read_bytes()
    version = bao.json("kv", "metadata", "get", f"secret/{vault_site.prefix}/app")["data"][
        "current_version"
    ]

    again = vault_site.run("migrate", env, "--to", vault_site.location, "--json")

    assert again.code == 0, again.stderr
    assert json.loads(again.stdout)["changed"] is False
    assert env.read_bytes() == once
    meta = bao.json("kv", "metadata", "get", f"secret/{vault_site.prefix}/app")
    assert meta["data"]["current_version"] == version
    assert len(vault_site.audit_entries()) == 1


def test_dry_run_shows_the_plan_and_changes_nothing(vault_site: VaultSite, bao: Bao) -> None:
    text, values = _env_text()
    env = vault_site.write("proj/.env", text)

    result = vault_site.run("migrate", env, "--to", vault_site.location, "--dry-run")

    assert result.code == 0, result.stderr
    assert "line 3: GITHUB_TOKEN (git-token)" in result.stdout
    assert "line 4: DB_PASSWORD (env-secret)" in result.stdout
    assert all(value not in result.stdout for value in values.values())
    assert env.read_text() == text
    with pytest.raises(RuntimeError, match="No value found"):
        _kv(bao, vault_site.location)
    assert vault_site.audit_entries() == []


def test_a_key_holding_another_value_is_not_overwritten(vault_site: VaultSite, bao: Bao) -> None:
    text, _ = _env_text()
    env = vault_site.write("proj/.env", text)
    bao.cli("kv", "put", f"secret/{vault_site.prefix}/app", "DB_PASSWORD=someone-elses-value")

    result = vault_site.run("migrate", env, "--to", vault_site.location)

    assert result.code == 2
    assert "already holds a different value" in result.stderr
    assert env.read_text() == text
    assert _kv(bao, vault_site.location) == {"DB_PASSWORD": "someone-elses-value"}


@pytest.mark.slow
def test_approle_login_reads_a_secret(vault_site: VaultSite, bao: Bao) -> None:
    path = f"secret/{vault_site.prefix}/app"
    bao.cli("kv", "put", path, "API_KEY=k-123456789")
    policy = f'path "secret/data/{vault_site.prefix}/*" {{ capabilities = ["read"] }}'
    bao.cli("policy", "write", vault_site.prefix, "-", stdin=policy)
    if "approle/" not in bao.cli("auth", "list"):
        bao.cli("auth", "enable", "approle")
    role = f"auth/approle/role/{vault_site.prefix}"
    bao.cli("write", role, f"token_policies={vault_site.prefix}", "token_ttl=5m")
    role_id = bao.json("read", f"{role}/role-id")["data"]["role_id"]
    secret_id = bao.json("write", "-f", f"{role}/secret-id")["data"]["secret_id"]
    vault_site.write("approle-secret-id", secret_id + "\n")
    vault_site.configure(
        f'method = "approle"\nrole_id = "{role_id}"\nsecret_id_file = "approle-secret-id"'
    )

    result = vault_site.run("get", f"{vault_site.location}#API_KEY")
    assert (result.code, result.stdout) == (0, "k-123456789\n")

    vault_site.write("approle-secret-id", "00000000-0000-0000-0000-000000000000\n")
    refused = vault_site.run("get", f"{vault_site.location}#API_KEY")
    assert refused.code == 2
    assert refused.stderr.startswith("govern: Vault at ")
    assert "approle login" in refused.stderr
    assert "k-123456789" not in refused.stdout
    assert len(refused.stderr.strip().splitlines()) == 1


@pytest.mark.slow
def test_a_narrow_token_gets_a_clean_permission_denied(vault_site: VaultSite, bao: Bao) -> None:
    allowed = f"secret/data/{vault_site.prefix}/allowed"
    bao.cli("kv", "put", f"secret/{vault_site.prefix}/allowed", "K=visible-value")
    bao.cli("kv", "put", f"secret/{vault_site.prefix}/other", "K=hidden-value")
    bao.cli(
        "policy",
        "write",
        vault_site.prefix,
        "-",
        stdin=f'path "{allowed}" {{ capabilities = ["read"] }}',
    )
    token = bao.json("token", "create", f"-policy={vault_site.prefix}", "-ttl=10m")["auth"][
        "client_token"
    ]
    vault_site.use_token(token)

    assert vault_site.run("get", f"vault:{allowed}#K").stdout == "visible-value\n"
    denied = vault_site.run("get", f"vault:secret/data/{vault_site.prefix}/other#K")
    assert denied.code == 2
    assert "denied reading" in denied.stderr and "permission denied" in denied.stderr
    assert "hidden-value" not in denied.stdout + denied.stderr

    text, _ = _env_text()
    env = vault_site.write("proj/.env", text)
    refused = vault_site.run("migrate", env, "--to", f"vault:secret/data/{vault_site.prefix}/other")
    assert refused.code == 2
    assert "permission denied" in refused.stderr
    assert env.read_text() == text


def test_a_sealed_server_gives_a_clear_error_and_changes_nothing(
    vault_site: VaultSite, fresh_bao: Bao
) -> None:
    fresh_bao.cli("kv", "put", "secret/app", "K=v-1234567890")
    vault_site.use_token("root", address=fresh_bao.address)
    fresh_bao.cli("operator", "seal")
    text, _ = _env_text()
    env = vault_site.write("proj/.env", text)
    before = env.read_bytes()

    got = vault_site.run("get", "vault:secret/data/app#K")
    migrated = vault_site.run("migrate", env, "--to", "vault:secret/data/app2")

    for result in (got, migrated):
        assert result.code == 2
        assert "is sealed" in result.stderr and "unseal" in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
    assert env.read_bytes() == before


def test_server_down_leaves_the_file_byte_for_byte_unchanged(
    vault_site: VaultSite, dead_address: str
) -> None:
    text, _ = _env_text()
    env = vault_site.write("proj/.env", text, mode=0o640)
    before = (env.read_bytes(), env.stat())
    vault_site.use_token("root", address=dead_address)

    result = vault_site.run("migrate", env, "--to", vault_site.location)

    assert result.code == 2
    assert result.stderr.startswith(f"govern: cannot reach Vault at {dead_address} (2 attempts)")
    after = env.stat()
    assert env.read_bytes() == before[0]
    assert (after.st_mode, after.st_ino, after.st_mtime_ns) == (
        before[1].st_mode,
        before[1].st_ino,
        before[1].st_mtime_ns,
    )
    assert sorted(p.name for p in env.parent.iterdir()) == [".env"]
    assert vault_site.audit_entries() == []

    run = vault_site.run("run", "--env-file", env, "--", "true")
    assert run.code == 0  # no references: nothing to fetch, so no Vault needed
    env.write_text(f"K={vault_site.location}#K\n")
    run = vault_site.run("run", "--env-file", env, "--", "true")
    assert run.code == 2
    assert "cannot reach Vault" in run.stderr


def test_token_is_renewed_before_it_expires(vault_site: VaultSite, bao: Bao) -> None:
    bao.cli("kv", "put", f"secret/{vault_site.prefix}/app", "K=v-1234567890")
    created = bao.json("token", "create", "-policy=root", "-ttl=1h", "-renewable=true")
    accessor = created["auth"]["accessor"]
    vault_site.use_token(created["auth"]["client_token"], extra="renew_before_seconds = 7200")
    vault = Vault.connect(vault_settings(load_config(vault_site.config)))
    assert bao.json("token", "lookup", "-accessor", accessor)["data"].get("last_renewal_time") in (
        None,
        0,
    )

    vault.read(parse_location(vault_site.location, "secret"))

    looked_up = bao.json("token", "lookup", "-accessor", accessor)["data"]
    assert looked_up.get("last_renewal_time")


@pytest.mark.slow
def test_reference_and_configuration_errors_are_one_line(vault_site: VaultSite) -> None:
    for args, message in (
        (("get", "secret/data/app#K"), "is not a secret reference"),
        (("get", "vault:secret/app#K"), "is not a secret reference"),
        (("get", f"{vault_site.location}#MISSING"), "no secret at"),
        (("migrate", "missing.env", "--to", vault_site.location), "no such file"),
        (("migrate", "missing.env", "--to", "s3:bucket"), "is not a Vault location"),
    ):
        result = vault_site.run(*args)
        assert result.code == 2, args
        assert message in result.stderr, (args, result.stderr)
        assert len(result.stderr.strip().splitlines()) == 1

    vault_site.config.write_text('[site]\ncountry = "US"\n')
    result = vault_site.run("get", f"{vault_site.location}#K")
    assert result.code == 2
    assert "no [secrets.vault] section" in result.stderr
    plain = vault_site.write("plain.env", "MODE=fast\n")
    assert vault_site.run("run", "--env-file", plain, "--", "true").code == 0  # nothing to fetch
    vault_site.configure('method = "ldap"\nusername = "alice"')
    result = vault_site.run("get", f"{vault_site.location}#K")
    assert result.code == 2
    assert "secrets.vault.auth" in result.stderr and "ldap" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    (vault_site.root / "token").unlink()
    vault_site.configure('method = "token"\ntoken_file = "token"')
    result = vault_site.run("get", f"{vault_site.location}#K")
    assert result.code == 2
    assert "token file" in result.stderr and "not found" in result.stderr


def test_migrate_refuses_links_that_would_keep_the_plaintext(
    vault_site: VaultSite, tmp_path: Path
) -> None:
    text, _ = _env_text()
    env = vault_site.write("proj/.env", text)
    os.link(env, tmp_path / "second-name")
    result = vault_site.run("migrate", env, "--to", vault_site.location)
    assert result.code == 2 and "hard links" in result.stderr
    (tmp_path / "second-name").unlink()
    link = vault_site.root / "proj" / "link.env"
    link.symlink_to(env)
    result = vault_site.run("migrate", link, "--to", vault_site.location)
    assert result.code == 2 and "symbolic link" in result.stderr
    assert env.read_text() == text


def test_an_expiring_login_token_is_replaced_by_logging_in_again(
    vault_site: VaultSite, bao: Bao
) -> None:
    bao.cli("kv", "put", f"secret/{vault_site.prefix}/app", "K=v-1234567890")
    policy = f'path "secret/data/{vault_site.prefix}/*" {{ capabilities = ["read"] }}'
    bao.cli("policy", "write", vault_site.prefix, "-", stdin=policy)
    if "approle/" not in bao.cli("auth", "list"):
        bao.cli("auth", "enable", "approle")
    role = f"auth/approle/role/{vault_site.prefix}"
    # Batch tokens cannot be renewed: only a new login keeps the client going.
    bao.cli(
        "write", role, f"token_policies={vault_site.prefix}", "token_type=batch", "token_ttl=2s"
    )
    role_id = bao.json("read", f"{role}/role-id")["data"]["role_id"]
    secret_id = bao.json("write", "-f", f"{role}/secret-id")["data"]["secret_id"]
    vault_site.write("approle-secret-id", secret_id + "\n")
    vault_site.configure(
        f'method = "approle"\nrole_id = "{role_id}"\nsecret_id_file = "approle-secret-id"',
        extra="renew_before_seconds = 1",
    )
    vault = Vault.connect(vault_settings(load_config(vault_site.config)))
    location = parse_location(vault_site.location, "secret")

    time.sleep(2.5)  # the first login's token has expired by now

    assert vault.read(location) == ({"K": "v-1234567890"}, 1)
