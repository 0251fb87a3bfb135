"""Fixtures for the audit log: the shared conformance vectors, keys, a site with a log, and S3."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.audit import AuditLog, open_log
from govern.audit.checkpoint import Trust
from govern.audit.note import SigningKey, generate_signing_key
from tests.audit.services import MotoServer, start_moto_server
from tests.audit.vectors import vectors_dir

ORIGIN = "rc.example.edu/audit"


@pytest.fixture(scope="session")
def vectors() -> Path:
    """The public conformance vectors. Missing vectors fail the run: they are never skipped."""
    path = vectors_dir()
    if not (path / "transparency-dev-merkle" / "MANIFEST.md").is_file():
        pytest.fail(f"conformance vectors missing from {path}: restore tests/vectors from git")
    return path


@pytest.fixture
def key() -> SigningKey:
    return generate_signing_key(ORIGIN)


@pytest.fixture
def trust(key: SigningKey) -> Trust:
    return Trust(ORIGIN, (key.verifier.vkey,))


@pytest.fixture
def log(tmp_path: Path) -> Iterator[AuditLog]:
    with open_log(tmp_path / "audit") as opened:
        yield opened


@dataclass
class AuditSite:
    """A site configuration with a log folder, a signing key and that key trusted."""

    root: Path
    key: SigningKey

    @property
    def config(self) -> Path:
        return self.root / "govern.toml"

    @property
    def log_dir(self) -> Path:
        return self.root / "var" / "audit"

    def write_config(self, audit_lines: str = "", trusted: tuple[str, ...] = ()) -> None:
        keys = ", ".join(json.dumps(k) for k in (trusted or (self.key.verifier.vkey,)))
        self.config.write_text(
            '[site]\ncountry = "US"\n\n[audit]\ndir = "var/audit"\n'
            f'origin = "{ORIGIN}"\nsigning_key = "keys/audit.key"\n'
            f"trusted_keys = [{keys}]\n{audit_lines}"
        )

    def open(self) -> AuditLog:
        return open_log(self.log_dir)


@pytest.fixture
def audit_site(tmp_path: Path, key: SigningKey) -> AuditSite:
    site = AuditSite(tmp_path / "site", key)
    (site.root / "keys").mkdir(parents=True)
    (site.root / "keys" / "audit.key").write_text(key.skey + "\n")
    site.write_config()
    return site


@pytest.fixture(scope="session")
def moto_server() -> Iterator[MotoServer]:
    server = start_moto_server()
    try:
        yield server
    finally:
        server.stop()
