"""Secrets fixtures: a real OpenBao server, a site configured to use it, and a bound on a step
that could block (a FIFO opened for reading)."""

from __future__ import annotations

import secrets
import signal
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.audit import Entry, open_log
from govern.secrets.rules import RuleSet, load_rules
from tests.conftest import Govern, Result
from tests.secrets.draws import Draws, Uuids
from tests.secrets.people import People, real_people
from tests.secrets.services import ROOT_TOKEN, Bao, free_port, start_bao


@pytest.fixture
def bounded() -> Iterator[None]:
    """A scan or migrate step that would block on a FIFO fails the test instead of hanging it."""

    def _blocked(signum: int, frame: object) -> None:
        raise AssertionError("blocked on a FIFO")

    previous = signal.signal(signal.SIGALRM, _blocked)
    signal.alarm(60)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture(scope="session")
def bao(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Bao]:
    """One OpenBao dev server for the session; each test works under paths of its own."""
    server = start_bao(tmp_path_factory.mktemp("bao"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def fresh_bao(tmp_path: Path) -> Iterator[Bao]:
    """A server of the test's own, for tests that seal or stop it."""
    server = start_bao(tmp_path)
    try:
        yield server
    finally:
        server.stop()


@dataclass
class VaultSite:
    root: Path
    address: str
    govern_cli: Govern
    # A path prefix of this test's own in the shared server's KV store.
    prefix: str

    @property
    def config(self) -> Path:
        return self.root / "govern.toml"

    @property
    def location(self) -> str:
        return f"vault:secret/data/{self.prefix}/app"

    def configure(self, auth: str, *, address: str | None = None, extra: str = "") -> None:
        """Point the site at Vault, logging in with AUTH (the [secrets.vault.auth] body)."""
        self.config.write_text(
            '[site]\ncountry = "US"\n\n[audit]\ndir = "var/audit"\n\n'
            f'[secrets.vault]\naddress = "{address or self.address}"\n'
            f"retries = 1\ntimeout_seconds = 5\n{extra}\n"
            f"[secrets.vault.auth]\n{auth}\n"
        )

    def use_token(self, token: str, *, address: str | None = None, extra: str = "") -> None:
        (self.root / "token").write_text(token + "\n")
        self.configure('method = "token"\ntoken_file = "token"', address=address, extra=extra)

    def write(self, relative: str, text: str, mode: int = 0o600) -> Path:
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        path.chmod(mode)
        return path

    def run(self, *args: str | Path) -> Result:
        return self.govern_cli("--config", self.config, "secrets", *args)

    def audit_entries(self) -> list[Entry]:
        folder = self.root / "var" / "audit"
        if not folder.exists():
            return []
        with open_log(folder, create=False) as log:
            return [entry for _, entry in log.entries()]


@pytest.fixture
def vault_site(tmp_path: Path, bao: Bao, govern: Govern) -> VaultSite:
    site = VaultSite(tmp_path / "site", bao.address, govern, f"t{uuid.uuid4().hex[:10]}")
    site.root.mkdir()
    site.use_token(ROOT_TOKEN)
    return site


@pytest.fixture
def dead_address() -> str:
    """A loopback address where nothing listens."""
    return f"http://127.0.0.1:{free_port()}"


@pytest.fixture
def people() -> Iterator[People]:
    """Real users (an attacker, a victim and a service account), each with a folder."""
    with real_people() as accounts:
        yield accounts


@pytest.fixture(scope="session")
def rules() -> RuleSet:
    """The rules shipped with govern, loaded once for every test that reads them."""
    return load_rules()


@pytest.fixture(autouse=True)
def reproducible_draws(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test module's `secrets` and `uuid.uuid4` draw from a generator seeded by the test's
    name (see tests/secrets/draws.py): a chance value fails every run or none. Module-scoped
    fixtures, set up before it, draw at random (a real user's name must not repeat a run's)."""
    module = request.node.module
    if module is None:
        return
    draws = Draws(request.node.nodeid)
    if getattr(module, "secrets", None) is secrets:
        monkeypatch.setattr(module, "secrets", draws)
    if getattr(module, "uuid", None) is uuid:
        monkeypatch.setattr(module, "uuid", Uuids(draws))
