"""What each store promises beyond the shared behaviour: SQLite's private file, PostgreSQL's
NOTIFY on every change."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import psycopg
import pytest

from govern.approvals import actions
from govern.approvals.ledger import Trail
from govern.approvals.model import Draft, Kind, Subject
from govern.approvals.postgres import CHANNEL, PostgresStore
from govern.approvals.sqlite import SqliteStore
from govern.audit.log import open_log
from govern.errors import ApprovalError
from tests.approvals.conftest import _conninfo, actor, day, rules
from tests.services.postgres import Postgres

NOW = 1_800_000_000


def _draft() -> Draft:
    return Draft(Subject(Kind.RELEASE, "dataset:chip-layouts", "chen"), "licence", day(5, NOW))


def test_sqlite_store_is_a_private_file_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "new" / "approvals.db"
    with SqliteStore(path) as store:
        assert store.changes() == 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert path.read_bytes()[18:20] == b"\x02\x02"  # the header says WAL


def test_sqlite_store_refuses_a_symlink(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.db"
    target.write_bytes(b"")
    (tmp_path / "approvals.db").symlink_to(target)
    with pytest.raises(ApprovalError, match="cannot open the approval store"):
        SqliteStore(tmp_path / "approvals.db")
    os.mkfifo(tmp_path / "fifo.db")
    with pytest.raises(ApprovalError, match="not a regular file"):
        SqliteStore(tmp_path / "fifo.db")


def test_sqlite_store_that_is_not_a_database_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "approvals.db"
    path.write_bytes(b"not a database" * 100)
    with pytest.raises(
        ApprovalError, match=r"approval store .*approvals\.db: file is not a database"
    ):
        SqliteStore(path)


def test_postgres_notifies_every_change(postgres: Postgres, tmp_path: Path) -> None:
    database = "notify_test"
    with psycopg.connect(_conninfo(postgres, "postgres"), autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {database}")
    conninfo = _conninfo(postgres, database)
    with (
        PostgresStore(conninfo) as store,
        open_log(tmp_path / "audit") as log,
        psycopg.connect(conninfo, autocommit=True) as listener,
    ):
        listener.execute(f"LISTEN {CHANNEL}")
        approval = actions.request(store, Trail(log), rules(), actor("bob"), _draft(), now=NOW)
        actions.grant(store, Trail(log), rules(), actor("ivan"), approval.id, now=NOW)
        with pytest.raises(ApprovalError):  # refused: nothing changes, nothing is sent
            actions.grant(store, Trail(log), rules(), actor("ivan"), approval.id, now=NOW)
        heard = [n.payload for n in listener.notifies(timeout=2, stop_after=3)]
        assert heard == [str(store.changes() - 1), str(store.changes())]


def test_postgres_unreachable_is_a_clear_error() -> None:
    with pytest.raises(ApprovalError, match="approval store \\(PostgreSQL\\): "):
        PostgresStore("host=127.0.0.1 port=1 dbname=x user=x connect_timeout=1", lock_timeout=1)
