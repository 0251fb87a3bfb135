"""Where the current state of every approval is kept: the interface and the SQL both stores share.

Every change runs in one transaction that first bumps the `changes` counter: that row lock makes
changes take turns (two grants racing never lose one), and a daemon polls the counter cheaply.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager
from typing import Any

from govern.approvals.model import Approval
from govern.errors import ApprovalError

COLUMNS = (
    "id",
    "kind",
    "resource",
    "user",
    "destination",
    "country",
    "project",
    "requester",
    "reason",
    "expires",
    "required",
    "state",
    "requested",
    "grants",
    "decided_by",
    "decision_reason",
    "origin",
    "entry_index",
    "entry_hash",
)
_NUMBERS = frozenset({"required", "entry_index"})
_QUOTED = ", ".join(f'"{name}"' for name in COLUMNS)

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS approvals ("
    + ", ".join(
        f'"{name}" {"BIGINT NOT NULL" if name in _NUMBERS else "TEXT"}'
        + (" PRIMARY KEY" if name == "id" else "")
        for name in COLUMNS
    )
    + ")",
    "CREATE TABLE IF NOT EXISTS approvals_meta (one INTEGER PRIMARY KEY CHECK (one = 1), "
    "changes BIGINT NOT NULL)",
    "INSERT INTO approvals_meta (one, changes) VALUES (1, 0) ON CONFLICT DO NOTHING",
)
BUMP = "UPDATE approvals_meta SET changes = changes + 1 WHERE one = 1"
COUNT = "SELECT changes FROM approvals_meta WHERE one = 1"
SELECT_ALL = f"SELECT {_QUOTED} FROM approvals ORDER BY id"
SELECT_ONE = f"SELECT {_QUOTED} FROM approvals WHERE id = ?"
UPSERT = (
    f"INSERT INTO approvals ({_QUOTED}) VALUES ({', '.join('?' for _ in COLUMNS)}) "
    "ON CONFLICT (id) DO UPDATE SET "
    + ", ".join(f'"{name}" = excluded."{name}"' for name in COLUMNS if name != "id")
)
DELETE_ALL = "DELETE FROM approvals"


def to_row(approval: Approval) -> tuple[Any, ...]:
    plain = approval.to_plain()
    plain["grants"] = json.dumps(plain["grants"])
    return tuple(plain[name] for name in COLUMNS)


def from_row(row: Sequence[Any]) -> Approval:
    """A stored row as an approval; a row that is not one (edited by hand) is an ApprovalError."""
    plain = dict(zip(COLUMNS, row, strict=True))
    try:
        plain["grants"] = json.loads(plain["grants"])
    except (TypeError, ValueError):
        raise ApprovalError(f"store row {plain['id']!r:.80}: grants is not a JSON list") from None
    return Approval.from_plain(plain)


class Change(ABC):
    """One transaction of changes: what it reads it holds until it commits."""

    @abstractmethod
    def get(self, approval_id: str) -> Approval | None: ...

    @abstractmethod
    def put(self, approval: Approval) -> None: ...

    @abstractmethod
    def replace_all(self, approvals: Iterable[Approval]) -> None: ...


class ApprovalStore(ABC):
    """The current state of every approval. Only what the audit log vouches for counts."""

    @abstractmethod
    def get(self, approval_id: str) -> Approval | None: ...

    @abstractmethod
    def all(self) -> list[Approval]:
        """Every row, each read back through Approval.from_plain (ApprovalError if malformed)."""

    @abstractmethod
    def changes(self) -> int:
        """How many changes the store has seen: grows with every committed one."""

    @abstractmethod
    def change(self) -> AbstractContextManager[Change]:
        """A transaction that waits its turn; it commits when the block ends without error."""

    @abstractmethod
    def close(self) -> None: ...

    def listen(self, on_change: Callable[[], None]) -> Callable[[], None] | None:
        """Have ON_CHANGE called soon after any process changes the store, and once when
        listening starts; returns what stops it, or None when the store cannot tell (readers
        then poll `changes`)."""
        return None

    def __enter__(self) -> ApprovalStore:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


# Runs one statement with its parameters and returns the rows it yields (none for a change).
Run = Callable[[str, Sequence[Any]], list[Sequence[Any]]]


class SqlChange(Change):
    """A change through RUN, inside a transaction that has already bumped the counter."""

    def __init__(self, run: Run) -> None:
        self._run = run

    def get(self, approval_id: str) -> Approval | None:
        rows = self._run(SELECT_ONE, (approval_id,))
        return from_row(rows[0]) if rows else None

    def put(self, approval: Approval) -> None:
        self._run(UPSERT, to_row(approval))

    def replace_all(self, approvals: Iterable[Approval]) -> None:
        self._run(DELETE_ALL, ())
        for approval in approvals:
            self.put(approval)
