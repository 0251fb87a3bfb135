"""Credential files of their own formats through `secrets migrate` and `secrets run --file`,
against a real OpenBao (and a real PostgreSQL and rclone where the program is the proof): what
moves, what is refused with the step to take instead, and that the program reads, from memory,
the file byte for byte as it was."""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import string
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from govern.errors import SecretsError
from govern.secrets.rules import load_rules
from govern.secrets.run import memory_file
from tests.secrets.conftest import VaultSite
from tests.secrets.people import People
from tests.secrets.services import ROOT_TOKEN, Bao
from tests.services.postgres import Postgres, running_postgres
from tests.services.process import install

_ALNUM = string.ascii_letters + string.digits
SHOW = 'stat -L -c %a "$CREDENTIALS"; cat "$CREDENTIALS"'


def _random(length: int = 24) -> str:
    """A value with a secret's shape, made now: no credential-shaped text in the repository."""
    return "".join(secrets.choice(_ALNUM) for _ in range(length))


def _pgpass_escaped(value: str) -> str:
    return value.replace("\\", "\\\\").replace(":", "\\:")


def _kv_path(site: VaultSite) -> str:
    return f"secret/{site.prefix}/app"


def _stored(bao: Bao, site: VaultSite, path: str | None = None) -> dict[str, str]:
    try:
        held = bao.json("kv", "get", path or _kv_path(site))
    except RuntimeError as exc:
        assert "No value found" in str(exc)
        return {}
    return held["data"]["data"]  # type: ignore[no-any-return]


def _state(path: Path) -> tuple[bytes, int, int]:
    info = os.lstat(path)
    return path.read_bytes(), info.st_ino, info.st_mode


def _handed_over(site: VaultSite, variable: str, path: Path, *command: str) -> tuple[int, str]:
    result = site.run("run", "--file", f"{variable}={path}", "--", *command)
    return result.code, result.stdout + result.stderr


@pytest.fixture(scope="module")
def postgres() -> Iterator[Postgres]:
    # A colon and a backslash: the password file must escape both, and keep the escapes.
    with running_postgres(f"{_random(12)}:{_random(6)}\\{_random(6)}") as server:
        yield server


def _psql(port: int, role: str) -> list[str]:
    return [
        "psql", "-h", "127.0.0.1", "-p", str(port), "-U", role, "-d", "postgres", "-w",
        "-tAc", "select 'connected'",
    ]  # fmt: skip


# ---- a file whose program reads it through a variable ----


@pytest.mark.slow
def test_a_pgpass_file_moves_and_psql_logs_in_from_the_copy_in_memory(
    vault_site: VaultSite, bao: Bao, postgres: Postgres, tmp_path: Path
) -> None:
    escaped = _pgpass_escaped(postgres.password)
    other = _random(20)
    original = (
        "# hostname:port:database:username:password\n"
        f"127.0.0.1:{postgres.port}:postgres:{postgres.role}:{escaped}\n"
        f"db.example.org:5432:*:analyst:{other}\n"
    )
    pgpass = vault_site.write("home/.pgpass", original)
    psql = _psql(postgres.port, postgres.role)
    refused = subprocess.run(psql, capture_output=True, text=True, check=False, env={})
    assert refused.returncode != 0  # the password is needed: no login without the file

    moved = vault_site.run("migrate", pgpass, "--to", vault_site.location)

    assert moved.code == 0, moved.stderr
    assert f"line 2: password-line2 (password) -> {vault_site.location}#password-line2" in (
        moved.stdout
    )
    assert (
        "next: run psql and every libpq client as: govern secrets run --file "
        f"PGPASSFILE={pgpass} -- psql ..."
    ) in moved.stdout
    # Stored exactly as written, escapes and all: the file is rebuilt from it byte for byte.
    assert _stored(bao, vault_site) == {"password-line2": escaped, "password-line3": other}
    assert pgpass.read_text() == (
        "# hostname:port:database:username:password\n"
        f"127.0.0.1:{postgres.port}:postgres:{postgres.role}:"
        f"{vault_site.location}#password-line2\n"
        f"db.example.org:5432:*:analyst:{vault_site.location}#password-line3\n"
    )
    assert stat.S_IMODE(pgpass.stat().st_mode) == 0o600

    code, output = _handed_over(vault_site, "CREDENTIALS", pgpass, "sh", "-c", SHOW)
    assert (code, output) == (0, "600\n" + original)
    code, output = _handed_over(vault_site, "PGPASSFILE", pgpass, *psql)
    assert (code, output) == (0, "connected\n")
    # Nothing of it was written anywhere: the folder holds the file of references alone.
    assert sorted(p.name for p in pgpass.parent.iterdir()) == [".pgpass"]

    again = vault_site.run("migrate", pgpass, "--to", vault_site.location)
    assert (again.code, again.stdout.splitlines()[0]) == (
        0,
        f"{pgpass}: nothing to migrate (no plaintext secrets)",
    )


@pytest.mark.slow
def test_both_tokens_on_one_rclone_line_move_and_rclone_reads_the_copy(
    vault_site: VaultSite, bao: Bao
) -> None:
    install("rclone")
    access, refresh = f"ya29.{_random(40)}", f"1//{_random(40)}"
    key_id, secret_key = _random(20).upper(), _random(40)
    token = (
        f'{{"access_token":"{access}","token_type":"Bearer","refresh_token":"{refresh}",'
        '"expiry":"2031-01-01T00:00:00Z"}'
    )
    original = (
        "[drive]\n"
        "type = drive\n"
        "scope = drive\n"
        f"token = {token}\n"
        "\n"
        "[store]\n"
        "type = s3\n"
        "provider = Ceph\n"
        f"access_key_id = {key_id}\n"
        f"secret_access_key = {secret_key}\n"
    )
    conf = vault_site.write("home/.config/rclone/rclone.conf", original)

    moved = vault_site.run("migrate", conf, "--to", vault_site.location, "--json")

    assert moved.code == 0, moved.stderr
    report = json.loads(moved.stdout)
    assert [(s["line"], s["name"]) for s in report["secrets"]] == [
        (4, "access_token-line4"),
        (4, "refresh_token-line4"),
        (9, "access_key_id-line9"),
        (10, "secret_access_key-line10"),
    ]
    assert report["changed"] is True
    assert report["next_step"] == (
        f"run rclone as: govern secrets run --file RCLONE_CONFIG={conf} -- rclone ..."
    )
    assert _stored(bao, vault_site) == {
        "access_token-line4": access,
        "refresh_token-line4": refresh,
        "access_key_id-line9": key_id,
        "secret_access_key-line10": secret_key,
    }
    text = conf.read_text()
    assert access not in text and refresh not in text and secret_key not in text
    assert f'"refresh_token":"{vault_site.location}#refresh_token-line4"' in text

    code, output = _handed_over(vault_site, "CREDENTIALS", conf, "sh", "-c", SHOW)
    assert (code, output) == (0, "600\n" + original)
    code, output = _handed_over(vault_site, "RCLONE_CONFIG", conf, "rclone", "config", "dump")
    assert code == 0, output
    dumped = json.loads(output)
    assert json.loads(dumped["drive"]["token"])["refresh_token"] == refresh
    assert dumped["store"]["secret_access_key"] == secret_key


_GITCONFIG = (
    "[user]\n"
    "\tname = Carol\n"
    '[http "https://git.example.edu/"]\n'
    "\textraheader = Authorization: Bearer {secret}\n"
)
_KUBECONFIG = (
    "apiVersion: v1\nkind: Config\nclusters:\n- name: lab\n  cluster:\n"
    "    server: https://k8s.example.edu:6443\nusers:\n- name: carol\n  user:\n"
    "    token: {secret}\n"
)
# The key id is AWS's documented example: the secret key alone moves.
_AWS = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = {secret}\n"
_CLOUDS = (
    "clouds:\n  lab:\n    auth:\n      auth_url: https://keystone.example.edu\n"
    "      application_credential_id: {id}\n      application_credential_secret: {secret}\n"
)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "variable", "template", "key", "program", "shows"),
    [
        # The programs themselves read the copy: git and kubectl print the secret back.
        (
            ".gitconfig",
            "GIT_CONFIG_GLOBAL",
            _GITCONFIG,
            "http-auth-header-line4",
            ("git", "config", "--global", "--get", "http.https://git.example.edu/.extraheader"),
            "Authorization: Bearer {secret}\n",
        ),
        (
            ".kube/config",
            "KUBECONFIG",
            _KUBECONFIG,
            "token-line10",
            ("kubectl", "config", "view", "--raw", "-o", "jsonpath={.users[0].user.token}"),
            "{secret}",
        ),
        # For these, the file read from the copy in memory, byte for byte.
        (
            ".aws/credentials",
            "AWS_SHARED_CREDENTIALS_FILE",
            _AWS,
            "aws_secret_access_key-line3",
            ("sh", "-c", SHOW.replace("CREDENTIALS", "AWS_SHARED_CREDENTIALS_FILE")),
            "600\n{original}",
        ),
        (
            ".config/openstack/clouds.yaml",
            "OS_CLIENT_CONFIG_FILE",
            _CLOUDS,
            "application_credential_secret-line6",
            ("sh", "-c", SHOW.replace("CREDENTIALS", "OS_CLIENT_CONFIG_FILE")),
            "600\n{original}",
        ),
    ],
)
def test_a_file_moves_and_its_program_reads_the_copy_through_its_variable(
    vault_site: VaultSite,
    bao: Bao,
    name: str,
    variable: str,
    template: str,
    key: str,
    program: tuple[str, ...],
    shows: str,
) -> None:
    if program[0] == "kubectl":
        install("kubectl")
    secret = _random(40)
    original = template.format(secret=secret, id=_random(16).upper())
    path = vault_site.write(f"home/{name}", original)

    moved = vault_site.run("migrate", path, "--to", vault_site.location)

    assert moved.code == 0, moved.stderr
    assert _stored(bao, vault_site) == {key: secret}
    assert secret not in path.read_text()
    assert f"govern secrets run --file {variable}={path}" in moved.stdout
    code, output = _handed_over(vault_site, variable, path, *program)
    assert (code, output) == (0, shows.format(secret=secret, original=original))


def test_a_dry_run_names_the_moves_and_changes_nothing(vault_site: VaultSite, bao: Bao) -> None:
    s3cfg = vault_site.write("home/.s3cfg", f"[default]\nsecret_key = {_random(40)}\n")
    before = _state(s3cfg)

    result = vault_site.run("migrate", s3cfg, "--to", vault_site.location, "--dry-run", "--json")

    assert result.code == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["dry_run"], report["changed"]) == (True, False)
    assert [s["name"] for s in report["secrets"]] == ["secret_key-line2"]
    assert report["next_step"].startswith("run s3cmd as: govern secrets run --file S3CMD_CONFIG=")
    assert _state(s3cfg) == before
    assert _stored(bao, vault_site) == {}
    assert vault_site.audit_entries() == []


def test_vault_down_leaves_the_file_as_it_was(vault_site: VaultSite, dead_address: str) -> None:
    vault_site.use_token(ROOT_TOKEN, address=dead_address)
    pgpass = vault_site.write("home/.pgpass", f"*:*:*:me:{_random()}\n")
    before = _state(pgpass)

    result = vault_site.run("migrate", pgpass, "--to", vault_site.location)

    assert result.code == 2
    assert _state(pgpass) == before
    assert sorted(p.name for p in pgpass.parent.iterdir()) == [".pgpass"]


# ---- files govern cannot hand over: refused, with the step to take instead ----


@pytest.mark.parametrize(
    ("name", "text", "step"),
    [
        (
            ".kaggle/kaggle.json",
            '{"username":"someone","key":"%s"}\n',
            "the Kaggle client also reads KAGGLE_USERNAME and KAGGLE_KEY",
        ),
        (".vault-token", "hvs.%s\n", "a Vault token is not moved into Vault: revoke it"),
        (".my.cnf", "[client]\npassword = %s\n", "let the client ask for it (-p)"),
        (".irods/.irodsA", ".E_%s\n", "iRODS accepts an .irodsA only with the modification"),
        (
            "proj/client.json",
            '{"installed":{"client_secret":"%s"}}\n',
            "govern knows no variable through which the program",
        ),
        (
            "proj/profile/config.yaml",
            "storage-s3-secret-key: %s\n",
            "govern knows no variable through which the program that reads this configuration",
        ),
        (
            "infra/prod.tfvars",
            'db_password = "%s"\n',
            "Terraform reads a variable from TF_VAR_<name> in the environment",
        ),
        (
            "infra/terraform.tfstate",
            '{"resources": [{"instances": [{"attributes": {"password": "%s"}}]}]}\n',
            "Terraform state holds every managed resource's secrets",
        ),
        (
            "pipeline/nextflow.config",
            "tower {\n  accessToken = '%s'\n}\n",
            "nextflow secrets set NAME VALUE",
        ),
        (
            "lab/eval.ipynb",
            '{"cells": [{"source": ["api_key = \\"%s\\"\\n"]}]}\n',
            "clear the secret from the cell and its outputs",
        ),
        (
            ".m2/settings.xml",
            "<settings><servers><server><password>%s</password></server></servers></settings>\n",
            "govern knows no variable through which the program that reads this file",
        ),
        (".mylogin.cnf", "\0\0\0\0%s", "mysql_config_editor only obfuscates"),
        # A cookie jar under a name of its writer's choosing, known by its header.
        (
            ".urs_cookies",
            "# Netscape HTTP Cookie File\n.earthdata.nasa.gov\tTRUE\t/\tTRUE\t0\tsessionid\t%s\n",
            "sign out of the site",
        ),
        (
            ".config/lab/api.token",
            "%s\n",
            "govern knows no variable through which the program that reads this file",
        ),
        # Files no parser reads, which would otherwise be taken for environment files: the
        # reference migrate left would reach the job or the shell as the secret's value.
        (
            "proj/train.sbatch",
            "#!/bin/bash\n#SBATCH -p gpu\nexport WANDB_API_KEY=%s\npython train.py\n",
            "a job script is not an environment file",
        ),
        (".bash_history", "sshpass -p %s ssh login01\n", "delete the line from the history"),
    ],
)
def test_a_file_no_program_reads_through_a_variable_is_refused_with_the_step_to_take(
    vault_site: VaultSite, bao: Bao, name: str, text: str, step: str
) -> None:
    path = vault_site.write(f"home/{name}", text % _random(32))
    before = _state(path)

    result = vault_site.run("migrate", path, "--to", vault_site.location, "--dry-run")

    assert result.code == 2
    [line] = result.stderr.strip().splitlines()
    assert str(path) in line and step in line
    assert _state(path) == before
    assert _stored(bao, vault_site) == {}


def test_every_credential_file_a_rule_reads_has_a_consumer() -> None:
    rules = load_rules()
    missing = []
    for n, rule in enumerate(rules.rules):
        if rule.parser is None:
            continue
        if n in rules.every_file_rules:
            # A format known by its header, under any name: so is its consumer.
            for keyword in rule.keywords:
                headers = [h for c in rules.consumers for h in c.headers if keyword in h]
                if not headers or rules.consumer_for(("home", "x"), f"{headers[0]}\n") is None:
                    missing.append(f"{rule.id}: a file headed {keyword!r}")
            continue
        for glob in rule.files:
            example = ("home", *_example_path(glob.source, glob.depth))
            if rules.consumer_for(example) is None:
                missing.append(f"{rule.id}: {'/'.join(example)}")
    assert missing == []


def _example_path(translated: str, depth: int) -> tuple[str, ...]:
    """A path the glob behind TRANSLATED (fnmatch's regex for it) matches."""
    plain = translated.removeprefix("(?s:").removesuffix(")\\Z").replace(".*", "x")
    # A character class ([-_.]) stands for its first character.
    plain = re.sub(r"\[\\?(.)[^\]]*\]", r"\1", plain)
    parts = tuple(plain.replace("\\", "").split("/"))
    assert len(parts) == depth
    return parts


def test_a_consumer_gives_exactly_one_way_to_read_its_files(tmp_path: Path) -> None:
    body = '[[rule]]\nid = "r"\nkind = "k"\nseverity = "low"\ndescription = "d"\n'
    body += 'pattern = "(?P<secret>x)"\nkeywords = ["x"]\n'
    both = tmp_path / "both.toml"
    both.write_text(
        body + '[[consumer]]\nfiles = ["f"]\ntool = "t"\nvariable = "V"\ncommand = "c"\n'
        'manual = "m"\n'
    )
    neither = tmp_path / "neither.toml"
    neither.write_text(body + '[[consumer]]\nfiles = ["f"]\ntool = "t"\n')
    for path in (both, neither):
        with pytest.raises(SecretsError, match="give exactly one of variable and manual"):
            load_rules(path)


# ---- the file's owner, and links ----


def test_a_linked_credential_file_is_refused(vault_site: VaultSite, bao: Bao) -> None:
    real = vault_site.write("elsewhere/.pgpass", f"*:*:*:me:{_random()}\n")
    before = _state(real)
    link = vault_site.root / "home" / ".pgpass"
    link.parent.mkdir()
    link.symlink_to(real)

    result = vault_site.run("migrate", link, "--to", vault_site.location)

    assert result.code == 2
    assert f"{link} is a symbolic link" in result.stderr
    assert _state(real) == before
    assert _stored(bao, vault_site) == {}


def test_someone_elses_credential_file_moves_only_to_their_path_and_root_runs_none_of_it(
    vault_site: VaultSite, bao: Bao, people: People
) -> None:
    vault_site.use_token(ROOT_TOKEN, extra=f'owned_paths = ["{vault_site.prefix}/users/{{user}}"]')
    victim, attacker = people.victim, people.attacker
    password = _random()
    original = f"db.example.org:5432:*:{victim.name}:{password}\n"
    victim.folder("home")
    pgpass = victim.file("home/.pgpass", original)
    theirs = f"vault:secret/data/{vault_site.prefix}/users/{victim.name}/app"
    not_theirs = f"vault:secret/data/{vault_site.prefix}/users/{attacker.name}/app"

    refused = vault_site.run("migrate", pgpass, "--to", not_theirs)
    assert refused.code == 2
    assert f"is not a Vault path of {victim.name}, who owns the file" in refused.stderr
    assert pgpass.read_text() == original

    moved = vault_site.run("migrate", pgpass, "--to", theirs)
    assert moved.code == 0, moved.stderr
    info = pgpass.stat()
    assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (
        victim.uid,
        victim.gid,
        0o600,
    )
    assert pgpass.read_text() == f"db.example.org:5432:*:{victim.name}:{theirs}#password-line1\n"
    path = f"secret/{vault_site.prefix}/users/{victim.name}/app"
    assert _stored(bao, vault_site, path) == {"password-line1": password}

    # Root resolves no reference a user wrote, into no program of its own.
    code, output = _handed_over(vault_site, "CREDENTIALS", pgpass, "sh", "-c", SHOW)
    assert code == 2
    assert "root reads credential files only from files no one else can change" in output
    assert password not in output


# ---- `run --file` ----


def test_a_missing_secret_stops_the_command_before_it_runs(vault_site: VaultSite, bao: Bao) -> None:
    bao.cli("kv", "put", _kv_path(vault_site), f"password-line1={_random()}")
    pgpass = vault_site.write("home/.pgpass", f"*:*:*:me:{vault_site.location}#password-line9\n")
    marker = vault_site.root / "ran"

    result = vault_site.run("run", "--file", f"PGPASSFILE={pgpass}", "--", "touch", str(marker))

    assert result.code == 2
    assert (
        f"{vault_site.location} has no key 'password-line9' "
        f"(referenced as {vault_site.location}#password-line9)"
    ) in result.stderr
    assert not marker.exists()


def test_a_file_argument_that_is_not_variable_and_path_is_refused(vault_site: VaultSite) -> None:
    for argument in ("PGPASSFILE", "=x", "1X=/tmp/x", "PGPASSFILE="):
        result = vault_site.run("run", "--file", argument, "--", "true")
        assert result.code == 2
        assert "--file takes VARIABLE=PATH" in result.stderr


def test_the_copy_lives_in_memory_is_private_sealed_and_inherited() -> None:
    text = f"*:*:*:me:{_random()}\n"
    fd = memory_file("PGPASSFILE", text)
    try:
        path = f"/proc/self/fd/{fd}"
        info = os.stat(path)
        assert stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o600
        assert os.readlink(path).startswith("/memfd:govern-PGPASSFILE")
        assert os.get_inheritable(fd)
        assert Path(path).read_text() == text
        with pytest.raises(PermissionError):
            os.write(fd, b"x")
        with pytest.raises(PermissionError):
            os.ftruncate(fd, 0)
    finally:
        os.close(fd)


def test_a_secret_its_reference_would_run_into_is_refused(vault_site: VaultSite, bao: Bao) -> None:
    # A key may hold `.`: a reference put before the full stop would read as another key, and
    # `run --file` could not rebuild the file. Refused before anything moves.
    text = f"[a]\ntype = local\n# the old one: ghp_{_random(36)}.\n"
    conf = vault_site.write("home/rclone.conf", text)

    result = vault_site.run("migrate", conf, "--to", vault_site.location)

    assert result.code == 2
    assert f"{conf}:3: a secret runs into the text after it" in result.stderr
    assert conf.read_text() == text
    assert _stored(bao, vault_site) == {}
