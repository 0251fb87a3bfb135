"""Backup fixtures: restic installed by the project's script, a populated site, repositories."""

from __future__ import annotations

import json
import os
import pwd
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.audit.services import CREDENTIALS, MotoServer, start_moto_server
from tests.backup.accounts import Account
from tests.backup.services import RestServer, start_rest_server
from tests.backup.sitedata import install_rules, populate
from tests.conftest import Govern, Result, Site
from tests.services.process import install
from tests.services.slurm import SlurmCluster, ensure_munged


@pytest.fixture(scope="session")
def restic() -> str:
    """restic from Debian, installed when missing. A missing restic fails the run."""
    install("restic")
    return "restic"


@dataclass
class BackupSite:
    site: Site
    govern_cli: Govern

    @property
    def dir(self) -> Path:
        return self.site.config.parent

    @property
    def root(self) -> Path:
        return self.dir / "var" / "root"

    @property
    def state(self) -> Path:
        return self.dir / "var" / "backup"

    @property
    def rules(self) -> Path:
        return self.site.root / "backup" / "protection.toml"

    @property
    def audit_dir(self) -> Path:
        return self.dir / "var" / "audit"

    def repo(self, name: str) -> Path:
        return self.dir / "var" / "restic" / name

    def edit(self, path: Path, old: str, new: str) -> None:
        """Replace OLD (which must be there) by NEW in a site file."""
        text = path.read_text()
        assert old in text, f"{old!r} not in {path}"
        path.write_text(text.replace(old, new, 1))

    def govern(self, *args: str | Path, env: dict[str, str] | None = None) -> Result:
        return self.govern_cli("--config", self.site.config, *args, env=env)

    def restic(
        self, repository: str, *args: str, location: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        password = self.dir / "var" / "restic" / "local.password"
        if location is None:
            password = self.dir / "var" / "restic" / f"{repository}.password"
        where = location or str(self.repo(repository))
        return subprocess.run(
            ["restic", "-r", where, "--password-file", str(password), *args],
            capture_output=True,
            text=True,
            check=False,
            env={**os.environ, **CREDENTIALS},
        )

    def add_repository(self, name: str, lines: str) -> None:
        """Add [backup.repositories.NAME] (password: the local one's file) to the config."""
        self.site.config.write_text(
            self.site.config.read_text()
            + f"\n[backup.repositories.{name}]\n{lines}\n"
            + 'password_file = "var/restic/local.password"\n'
        )

    def protect_controlled_in(self, repository: str, *, immutable: bool = True) -> None:
        text = self.rules.read_text()
        text = text.replace('repository = "enclave"', f'repository = "{repository}"')
        marker = 'catalog = ["cui", "itar"]\n'
        text = text.replace("immutable = false\n", "").replace(
            marker, marker + f"immutable = {str(immutable).lower()}\n"
        )
        self.rules.write_text(text)

    def audit_kinds(self) -> list[str]:
        from govern.audit import open_log

        if not (self.audit_dir / "log.index").exists():
            return []
        with open_log(self.audit_dir, create=False) as log:
            return [entry.kind for _, entry in log.entries()]

    def metrics(self) -> str:
        return (self.dir / "var" / "metrics" / "govern_backup.prom").read_text()


@pytest.fixture(scope="session")
def empty_repositories(tmp_path_factory: pytest.TempPathFactory, restic: str) -> Path:
    """The demo's two local repositories, initialised once (key derivation is slow on purpose)."""
    folder = tmp_path_factory.mktemp("repositories")
    populate(folder)
    for name in ("local", "enclave"):
        password = folder / "var" / "restic" / f"{name}.password"
        location = folder / "var" / "restic" / name
        subprocess.run(
            [restic, "-r", str(location), "--password-file", str(password), "init"],
            capture_output=True,
            check=True,
        )
    return folder / "var" / "restic"


@pytest.fixture
def backup_site(site: Site, govern: Govern, empty_repositories: Path) -> BackupSite:
    """The demo site with its files, rules and two initialised, empty local repositories."""
    populate(site.config.parent)
    install_rules(site.root)
    shutil.copytree(empty_repositories, site.config.parent / "var" / "restic", dirs_exist_ok=True)
    return BackupSite(site, govern)


@pytest.fixture(scope="session")
def moto(restic: str) -> Iterator[MotoServer]:
    server = start_moto_server()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def rest_server(tmp_path: Path, restic: str) -> Iterator[RestServer]:
    server = start_rest_server(tmp_path / "rest-storage")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def hostile_user() -> Iterator[Account]:
    """A real unprivileged account, removed afterwards."""
    name = f"g11b-{secrets.token_hex(4)}"
    subprocess.run(["useradd", "--no-create-home", "--user-group", name], check=True)
    try:
        entry = pwd.getpwnam(name)
        yield Account(name, entry.pw_uid, entry.pw_gid)
    finally:
        subprocess.run(["userdel", name], check=False, capture_output=True)
        subprocess.run(["groupdel", name], check=False, capture_output=True)


@pytest.fixture
def open_folder() -> Iterator[Path]:
    """A folder of root's that every account can reach (pytest's own are root's only)."""
    folder = Path(tempfile.mkdtemp(prefix="g11b-", dir="/tmp"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@dataclass
class DrillSite:
    backup: BackupSite

    def govern(self, *args: str | Path, env: dict[str, str] | None = None) -> Result:
        return self.backup.govern(*args, env=env)

    def drill(self, *args: str, env: dict[str, str] | None = None) -> tuple[Result, dict[str, Any]]:
        result = self.backup.govern("drill", "run", "--json", *args, env=env)
        try:
            return result, json.loads(result.stdout)
        except ValueError:
            return result, {}

    def backup_and_sign(self, *args: str, env: dict[str, str] | None = None) -> None:
        ran = self.backup.govern("backup", "run", *args, env=env)
        assert ran.code == 0, ran.stdout + ran.stderr
        signed = self.backup.govern("audit", "checkpoint")
        assert signed.code == 0, signed.stderr

    def sandboxes(self) -> list[Path]:
        restore = self.backup.root / "restore"
        return sorted(restore.glob("*/.govern-restore-*")) if restore.exists() else []

    def entries(self, kind: str) -> list[dict[str, Any]]:
        lines = (self.backup.audit_dir / "log.jsonl").read_text().splitlines()
        return [e for e in map(json.loads, lines) if e["kind"] == kind]

    def metrics(self) -> str:
        return (self.backup.dir / "var" / "metrics" / "govern_drill.prom").read_text()


@pytest.fixture
def drill_ready(backup_site: BackupSite, tmp_path: Path) -> DrillSite:
    """The demo site with a slurm.conf a controller starts on, a signing key and a signed
    checkpoint, but no backup yet: a test backs up only the classes it drills."""
    cluster = SlurmCluster(tmp_path / "slurm", job_submit=False)
    ensure_munged()
    install("ldap")  # a drill checks an LDIF export with slapadd, as the restore would
    cluster.write_config()
    slurm_dir = backup_site.root / "etc" / "slurm"
    (slurm_dir / "slurm.conf").write_text(cluster.conf.read_text())
    (slurm_dir / "gres.conf").write_text((cluster.conf_dir / "gres.conf").read_text())
    assert backup_site.govern("audit", "keygen").code == 0
    vkey = backup_site.govern("audit", "vkey")
    (backup_site.dir / "var" / "audit-vkey").write_text(vkey.stdout)
    # A site signs checkpoints on a timer: the audit log's own export then carries one.
    assert backup_site.govern("audit", "checkpoint").code == 0
    return DrillSite(backup_site)


@pytest.fixture
def drill_site(drill_ready: DrillSite) -> DrillSite:
    """The demo site with a slurm.conf a controller starts on, a signing key, controlled data in
    a plain local repository, and one signed backup of every class."""
    drill_ready.backup_and_sign()
    return drill_ready
