"""Shared fixtures: a private copy of the demo site, the CLI as a real process, a private cache."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import Phase, settings

from tests.services.ceph import CephRGW, start_ceph_rgw
from tests.services.postgres import Postgres, running_postgres
from tests.services.process import install
from tests.services.registry import Registry, start_registry

REPO = Path(__file__).resolve().parents[1]
DEMO_CONFIG = REPO / "examples" / "site" / "govern.toml"

if "mutmut" in sys.modules:
    # Under scripts/mutate, the first failing example already kills the mutant: shrinking it
    # would only cost minutes per mutant.
    settings.register_profile("mutation", phases=[Phase.explicit, Phase.reuse, Phase.generate])
    settings.load_profile("mutation")


# Where an installed govern keeps its state by default. No test may touch them: a test that did
# would have run against (or left state for) the machine's own site.
MACHINE_PLACES = (Path("/etc/govern"), Path("/var/lib/govern"), Path("/run/govern"))


def _machine_state() -> dict[str, tuple[int, int]]:
    """Every file and folder under MACHINE_PLACES with its size and modification time."""
    state = {}
    for place in MACHINE_PLACES:
        for path in (place, *sorted(place.rglob("*"))) if place.exists() else ():
            info = path.lstat()
            state[str(path)] = (info.st_size, info.st_mtime_ns)
    return state


@pytest.fixture(scope="session", autouse=True)
def machine_places_untouched() -> Iterator[None]:
    """Fail the run if any test created, changed or removed anything in the machine's own govern
    folders (/etc/govern, /var/lib/govern, /run/govern)."""
    before = _machine_state()
    yield
    after = _machine_state()
    changed = sorted(
        path for path in before.keys() | after.keys() if before.get(path) != after.get(path)
    )
    assert not changed, f"tests changed the machine's govern folders: {changed[:20]}"


@pytest.fixture(autouse=True)
def private_cache(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Each test compiles into a cache of its own, so no test sees another's compiled site."""
    cache = tmp_path_factory.mktemp("cache")
    cache.chmod(0o700)
    monkeypatch.setenv("GOVERN_CACHE_DIR", str(cache))
    monkeypatch.delenv("GOVERN_CONFIG", raising=False)
    return cache


@dataclass
class Site:
    """A writable copy of the demo site and the default policies, laid out as in the repository."""

    root: Path

    @property
    def config(self) -> Path:
        return self.root / "examples" / "site" / "govern.toml"

    @property
    def catalog(self) -> Path:
        return self.root / "examples" / "site" / "catalog"

    @property
    def identity(self) -> Path:
        return self.root / "examples" / "site" / "identity"

    @property
    def policies(self) -> Path:
        return self.root / "policies"

    def write(self, relative: str, text: str) -> Path:
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        return path

    def append(self, relative: str, text: str) -> Path:
        path = self.root / relative
        with path.open("a") as handle:
            handle.write(text)
        return path


@pytest.fixture
def site(tmp_path: Path) -> Site:
    root = tmp_path / "repo"
    shutil.copytree(
        REPO / "examples" / "site", root / "examples" / "site", ignore=shutil.ignore_patterns("var")
    )
    shutil.copytree(REPO / "policies", root / "policies")
    return Site(root)


@dataclass
class Result:
    code: int
    stdout: str
    stderr: str


Govern = Callable[..., Result]


def check_args(user: str, action: str, resource: str, destination: str) -> tuple[str, ...]:
    """The arguments of `govern check` for one request."""
    return (
        "check",
        "--user",
        user,
        "--action",
        action,
        "--resource",
        resource,
        "--destination",
        destination,
    )


def check_batch(govern: Govern, config: Path, requests: list[dict[str, str]]) -> list[Any]:
    """The answers of `govern check --batch -` to REQUESTS, one JSON object per request."""
    result = govern(
        "--config", config, "check", "--batch", "-", input="\n".join(map(json.dumps, requests))
    )
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.fixture
def govern() -> Govern:
    """Run `govern ARGS...` as a real process; keyword `input` feeds stdin."""

    def run(
        *args: str | Path, input: str | bytes | None = None, env: dict[str, str] | None = None
    ) -> Result:
        data = input.encode() if isinstance(input, str) else input
        proc = subprocess.run(
            [sys.executable, "-m", "govern", *map(str, args)],
            input=data,
            capture_output=True,
            env={**os.environ, **(env or {})},
            timeout=120,
            check=False,
        )
        return Result(
            proc.returncode,
            proc.stdout.decode(errors="replace"),
            proc.stderr.decode(errors="replace"),
        )

    return run


@pytest.fixture(scope="session")
def registry(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Registry]:
    """A real OCI registry (docker-registry) on loopback for the session; each test uses
    repositories of its own."""
    install("registry")
    server = start_registry(tmp_path_factory.mktemp("registry"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def postgres() -> Iterator[Postgres]:
    """A PostgreSQL server on loopback for the session (its superuser logs in with a password)."""
    with running_postgres(secrets.token_urlsafe(16)) as server:
        yield server


@pytest.fixture(scope="session")
def ceph_rgw(tmp_path_factory: pytest.TempPathFactory) -> Iterator[CephRGW]:
    """A private single-node Ceph cluster with the RADOS gateway (S3 with Object Lock, enforced
    as AWS enforces it) on loopback for the session; each test uses buckets of its own. A cluster
    that does not start fails the tests that need it: it is never a skip."""
    cluster = start_ceph_rgw(tmp_path_factory.mktemp("ceph"))
    try:
        yield cluster
    finally:
        cluster.stop()
