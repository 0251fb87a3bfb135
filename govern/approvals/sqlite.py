"""The embedded store: one SQLite file in WAL mode, private to the account that writes it."""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from govern.approvals.model import Approval
from govern.approvals.store import (
    BUMP,
    COUNT,
    SCHEMA,
    SELECT_ALL,
    SELECT_ONE,
    ApprovalStore,
    Change,
    SqlChange,
    from_row,
)
from govern.errors import ApprovalError


def _create_private(path: Path) -> None:
    """Make PATH a regular file only its owner can read, refusing a symlink or anything else."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError as exc:
        raise ApprovalError(f"cannot open the approval store {path}: {exc.strerror}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ApprovalError(f"the approval store {path} is not a regular file")
    finally:
        os.close(fd)


class SqliteStore(ApprovalStore):
    def __init__(self, path: Path, *, lock_timeout: float = 10.0) -> None:
        self.path = path
        self._lock = threading.RLock()
        _create_private(path)
        try:
            # One connection, used by one thread at a time: a transaction holds the lock.
            self._db = sqlite3.connect(
                path, timeout=lock_timeout, isolation_level=None, check_same_thread=False
            )
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute("PRAGMA synchronous = FULL")
            with self._transaction():
                for statement in SCHEMA:
                    self._db.execute(statement)
        except sqlite3.Error as exc:
            raise ApprovalError(f"approval store {path}: {exc}") from None

    def _run(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        try:
            with self._lock:
                return self._db.execute(sql, tuple(params)).fetchall()
        except sqlite3.Error as exc:
            raise ApprovalError(f"approval store {self.path}: {exc}") from None

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")  # the write lock now, not at the first write
            try:
                yield
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def get(self, approval_id: str) -> Approval | None:
        rows = self._run(SELECT_ONE, (approval_id,))
        return from_row(rows[0]) if rows else None

    def all(self) -> list[Approval]:
        return [from_row(row) for row in self._run(SELECT_ALL, ())]

    def changes(self) -> int:
        return int(self._run(COUNT, ())[0][0])

    @contextmanager
    def change(self) -> Iterator[Change]:
        try:
            with self._transaction():
                self._run(BUMP, ())
                yield SqlChange(self._run)
        except sqlite3.Error as exc:
            raise ApprovalError(f"approval store {self.path}: {exc}") from None

    def close(self) -> None:
        self._db.close()
