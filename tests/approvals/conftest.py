"""The approval workflow over both stores: SQLite in a private folder, and a real PostgreSQL
server (one database per test). The same tests run against each."""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.approvals.actor import Actor
from govern.approvals.ledger import Trail
from govern.approvals.postgres import PostgresStore
from govern.approvals.rules import Rules, load_rules
from govern.approvals.sqlite import SqliteStore
from govern.approvals.store import ApprovalStore
from govern.audit.log import AuditLog, open_log
from govern.catalog import load_catalog
from tests.conftest import REPO
from tests.services.postgres import Postgres

OPERATORS = ("hpc-ops",)
# Who acts in the tests: semis members request for their project; ivan and grace approve
# export-controlled work, hana privileged images.
PEOPLE: dict[str, tuple[str, ...]] = {
    "bob": ("semis", "climate"),
    "chen": ("semis",),
    "dmitri": ("semis",),
    "alice": ("climate", "radar"),
    "ivan": ("export-control",),
    "grace": ("export-control",),
    "hana": ("hpc-security",),
    "olga": ("hpc-ops",),
    # an approver who is also in the project and the one an approval releases to
    "farid": ("semis", "export-control"),
}


def actor(name: str) -> Actor:
    return Actor(None, name, frozenset(PEOPLE[name]))


def rules() -> Rules:
    catalog = load_catalog(REPO / "examples" / "site" / "catalog")
    return load_rules(REPO / "policies" / "approvals.toml", OPERATORS, catalog)


def day(offset: int, base: int) -> str:
    """The date OFFSET days after the day of BASE (Unix seconds), ISO."""
    return (dt.datetime.fromtimestamp(base, dt.UTC).date() + dt.timedelta(days=offset)).isoformat()


def _conninfo(server: Postgres, database: str) -> str:
    return (
        f"host=127.0.0.1 port={server.port} user={server.role} "
        f"password={server.password} dbname={database}"
    )


StoreFactory = Callable[[], ApprovalStore]


@pytest.fixture(params=["sqlite", "postgresql"])
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StoreFactory]:
    """Opens a new connection to one store of the chosen kind, private to the test."""
    opened: list[ApprovalStore] = []
    if request.param == "sqlite":
        path = tmp_path / "state" / "approvals.db"

        def factory() -> ApprovalStore:
            opened.append(SqliteStore(path))
            return opened[-1]

    else:
        import psycopg

        server: Postgres = request.getfixturevalue("postgres")
        database = f"t_{secrets.token_hex(6)}"
        with psycopg.connect(_conninfo(server, "postgres"), autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {database}")

        def factory() -> ApprovalStore:
            opened.append(PostgresStore(_conninfo(server, database)))
            return opened[-1]

    try:
        yield factory
    finally:
        for store in opened:
            store.close()


@dataclass
class Flow:
    store: ApprovalStore
    log: AuditLog
    trail: Trail
    rules: Rules


@pytest.fixture
def flow(open_store: StoreFactory, tmp_path: Path) -> Iterator[Flow]:
    with open_log(tmp_path / "audit") as log:
        yield Flow(open_store(), log, Trail(log), rules())
