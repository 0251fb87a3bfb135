"""Group commit: one thread turns many submissions into one write and one fsync per batch."""

from __future__ import annotations

import queue
import threading
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from govern.audit.entry import Entry
from govern.errors import AuditError

if TYPE_CHECKING:
    from govern.audit.log import AuditLog

_Submission = tuple[bytes, "Future[int]"]


class GroupCommitWriter:
    """Submit entries from any thread; each future yields the entry's index once it is durable.

    While one batch is being written and fsync'd the next one queues up, so throughput grows
    with load instead of being capped at one fsync per entry."""

    def __init__(self, log: AuditLog, max_batch: int, lock_timeout: float) -> None:
        self.log = log  # for reading; only this writer's thread appends through it
        self._max_batch = max_batch
        self._lock_timeout = lock_timeout
        self._queue: queue.SimpleQueue[_Submission | None] = queue.SimpleQueue()
        self._closed = False
        self._close_lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="govern-audit-writer", daemon=True)
        self._thread.start()

    def submit_entry(self, entry: Entry) -> Future[int]:
        return self.submit_record(entry.to_bytes())  # bad entries fail here, in the caller

    def submit_record(self, record: bytes) -> Future[int]:
        """Submit an entry's canonical bytes (Entry.to_bytes, entry.fixed_shape_bytes)."""
        future: Future[int] = Future()
        with self._close_lock:
            if self._closed:
                raise AuditError("the audit writer is closed: open a new one with log.writer()")
            self._queue.put((record, future))
        return future

    def append_entry(self, entry: Entry) -> int:
        """Submit ENTRY and wait until it is durable: its index (for a thread that needs it)."""
        return self.submit_entry(entry).result()

    def submit(self, kind: str, actor: str, subject: str, payload: dict[str, Any]) -> Future[int]:
        return self.submit_entry(Entry(kind, actor, subject, payload))

    def _run(self) -> None:
        stopping = False
        while not stopping:
            first = self._queue.get()
            if first is None:
                break
            batch = [first]
            while len(batch) < self._max_batch:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stopping = True
                    break
                batch.append(item)
            self._commit(batch)

    def _commit(self, batch: list[_Submission]) -> None:
        try:
            first = self.log.append_records(
                [record for record, _ in batch], lock_timeout=self._lock_timeout
            )
        except Exception as exc:  # every waiter must hear of the failure, whatever it is
            for _, future in batch:
                future.set_exception(exc)
            return
        for offset, (_, future) in enumerate(batch):
            future.set_result(first + offset)

    def close(self) -> None:
        """Commit everything already submitted, then stop."""
        with self._close_lock:
            if self._closed:
                return
            self._closed = True
            self._queue.put(None)
        self._thread.join()

    def __enter__(self) -> GroupCommitWriter:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
