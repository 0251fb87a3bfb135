"""Group commit: one thread turns many submissions into one write and one fsync per batch."""

from __future__ import annotations

import threading
from collections import deque
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from govern.audit.entry import Entry
from govern.errors import AuditError

if TYPE_CHECKING:
    from govern.audit.log import AuditLog


class Durable:
    """Where a submitted entry will be: its batch (a future of the batch's first index, for
    waiting on it) and its place in that batch."""

    __slots__ = ("batch", "offset")

    def __init__(self, batch: Future[int], offset: int) -> None:
        self.batch = batch
        self.offset = offset

    def done(self) -> bool:
        return self.batch.done()

    def result(self, timeout: float | None = None) -> int:
        """The entry's index once it is durable (raises what failed to make it so)."""
        return self.batch.result(timeout) + self.offset


class GroupCommitWriter:
    """Submit entries from any thread; each one's index can be had once it is durable.

    Submissions join the batch that is open: while one batch is being written and fsync'd the
    next one fills up, so throughput grows with load instead of being capped at one fsync per
    entry. A batch is appended in one step, so its entries' indexes follow each other, and it has
    one future however many entries it holds (a future per entry cost every submission a lock
    and a condition, and the writer thread a wake-up for each)."""

    def __init__(self, log: AuditLog, max_batch: int, lock_timeout: float) -> None:
        self.log = log  # for reading; only this writer's thread appends through it
        self._max_batch = max_batch
        self._lock_timeout = lock_timeout
        # Batches not yet taken by the writer thread, oldest first; only the last one is open.
        self._batches: deque[tuple[list[bytes], Future[int]]] = deque()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="govern-audit-writer", daemon=True)
        self._thread.start()

    def submit_entry(self, entry: Entry) -> Durable:
        return self.submit_record(entry.to_bytes())  # bad entries fail here, in the caller

    def submit_record(self, record: bytes) -> Durable:
        """Submit an entry's canonical bytes (Entry.to_bytes, entry.fixed_shape_bytes)."""
        with self._lock:
            if self._closed:
                raise AuditError("the audit writer is closed: open a new one with log.writer()")
            opened = not self._batches or len(self._batches[-1][0]) >= self._max_batch
            if opened:
                self._batches.append(([], Future()))
            records, batch = self._batches[-1]
            records.append(record)
            offset = len(records) - 1
        if opened:  # a batch already waiting is taken without another wake-up
            self._wake.set()
        return Durable(batch, offset)

    def append_entry(self, entry: Entry) -> int:
        """Submit ENTRY and wait until it is durable: its index (for a thread that needs it)."""
        return self.submit_entry(entry).result()

    def submit(self, kind: str, actor: str, subject: str, payload: dict[str, Any]) -> Durable:
        return self.submit_entry(Entry(kind, actor, subject, payload))

    def _run(self) -> None:
        while True:
            self._wake.wait()
            with self._lock:
                self._wake.clear()
                if not self._batches:
                    if self._closed:
                        return
                    continue
                records, batch = self._batches.popleft()
                if self._batches or self._closed:  # come back for the rest, or to stop
                    self._wake.set()
            self._commit(records, batch)

    def _commit(self, records: list[bytes], batch: Future[int]) -> None:
        try:
            first = self.log.append_records(records, lock_timeout=self._lock_timeout)
        except Exception as exc:  # every waiter must hear of the failure, whatever it is
            batch.set_exception(exc)
            return
        batch.set_result(first)

    def close(self) -> None:
        """Commit everything already submitted, then stop."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self._wake.set()
        self._thread.join()

    def __enter__(self) -> GroupCommitWriter:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
