"""The shared store: PostgreSQL through psycopg 3 (imported only when used). Besides the counter,
every change sends NOTIFY govern_approvals with the new count, so daemons need not poll."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    import psycopg

log = logging.getLogger(__name__)

CHANNEL = "govern_approvals"
# A listener wakes this often to see whether it should stop, and waits this long after losing
# its connection before it connects again.
_LISTEN_TICK_SECONDS = 1.0
# Creating the tables takes this advisory lock, so two first starts do not race.
_SCHEMA_LOCK = 0x60F3A9


def _password(path: Path | None) -> str | None:
    if path is None:
        return None
    try:
        return path.read_text().strip()
    except OSError as exc:
        raise ApprovalError(f"approval store password file {path}: {exc.strerror}") from None


class PostgresStore(ApprovalStore):
    def __init__(
        self, conninfo: str, *, password_file: Path | None = None, lock_timeout: float = 10.0
    ) -> None:
        import psycopg

        self._error = psycopg.Error
        self._lock = threading.RLock()
        self._conninfo = conninfo
        self._password = _password(password_file)
        self._connect_timeout = max(1, round(lock_timeout))
        self._db = self._connect()
        self._run("SELECT set_config('lock_timeout', ?, false)", (f"{int(lock_timeout * 1000)}",))
        with self._transaction():
            self._run("SELECT pg_advisory_xact_lock(?)", (_SCHEMA_LOCK,))
            for statement in SCHEMA:
                self._run(statement, ())

    def _connect(self) -> psycopg.Connection[Any]:
        import psycopg

        try:
            return psycopg.connect(
                self._conninfo,
                password=self._password,
                autocommit=True,
                connect_timeout=self._connect_timeout,
            )
        except psycopg.Error as exc:
            raise ApprovalError(f"approval store (PostgreSQL): {exc}".strip()) from None

    def _run(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        try:
            cursor = self._db.execute(sql.replace("?", "%s"), tuple(params))
            return list(cursor.fetchall()) if cursor.description else []
        except self._error as exc:
            raise ApprovalError(f"approval store (PostgreSQL): {exc}".strip()) from None

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        try:
            # A transaction belongs to the connection: threads sharing it take turns.
            with self._lock, self._db.transaction():
                yield
        except self._error as exc:
            raise ApprovalError(f"approval store (PostgreSQL): {exc}".strip()) from None

    def get(self, approval_id: str) -> Approval | None:
        rows = self._run(SELECT_ONE, (approval_id,))
        return from_row(rows[0]) if rows else None

    def all(self) -> list[Approval]:
        return [from_row(row) for row in self._run(SELECT_ALL, ())]

    def changes(self) -> int:
        return int(self._run(COUNT, ())[0][0])

    @contextmanager
    def change(self) -> Iterator[Change]:
        with self._transaction():
            self._run(BUMP, ())  # the counter's row lock: changes take turns from here
            yield SqlChange(self._run)
            count = self._run(COUNT, ())[0][0]
            self._run("SELECT pg_notify(?, ?)", (CHANNEL, str(count)))  # sent at commit

    def listen(self, on_change: Callable[[], None]) -> Callable[[], None]:
        """LISTEN on a connection of its own, in a thread, connecting again when it drops."""
        stopped = threading.Event()

        def loop() -> None:
            while not stopped.is_set():
                try:
                    with self._connect() as db:
                        db.execute(f"LISTEN {CHANNEL}")
                        on_change()  # whatever changed while nobody listened
                        while not stopped.is_set():
                            for _ in db.notifies(timeout=_LISTEN_TICK_SECONDS):
                                on_change()
                except (ApprovalError, self._error) as exc:
                    log.warning("listening for approval changes: %s", exc)
                    stopped.wait(_LISTEN_TICK_SECONDS)

        threading.Thread(target=loop, name="govern-approvals-listen", daemon=True).start()
        return stopped.set

    def close(self) -> None:
        self._db.close()
