"""Group commit: one thread turns many submissions into one write and one fsync per batch."""

from __future__ import annotations

import threading
import time
from collections import deque
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from govern.audit.entry import Entry
from govern.errors import AuditError, AuditLockTimeout

if TYPE_CHECKING:
    from govern.audit.log import AuditLog

# For the Slurm daemon: a submission that finds the writer with nothing to do, and nothing
# committed for this long, is committed by the submitting thread itself: a lone request (one
# sbatch) then costs no hand-off to the writer thread and back, two thread wake-ups on cold
# cores. Under load the writer is never idle this long, so requests keep being decided while
# their batch is written.
ALONE_AFTER_SECONDS = 0.002


# The batch of an entry its submitter appended itself, at once: its index is its offset.
_WRITTEN: Future[int] = Future()
_WRITTEN.set_result(0)


class Durable:
    """Where a submitted entry will be: its batch (a future of the batch's first index, for
    waiting on it) and its place in that batch."""

    __slots__ = ("batch", "offset")

    def __init__(self, batch: Future[int], offset: int) -> None:
        self.batch = batch
        self.offset = offset

    @classmethod
    def written(cls, index: int) -> Durable:
        """An entry already durable at INDEX (no future of its own to make, set and read: on a
        lone job's path each costs more than the rest of its bookkeeping)."""
        return cls(_WRITTEN, index)

    def done(self) -> bool:
        return self.batch is _WRITTEN or self.batch.done()

    def result(self, timeout: float | None = None) -> int:
        """The entry's index once it is durable (raises what failed to make it so)."""
        if self.batch is _WRITTEN:
            return self.offset
        return self.batch.result(timeout) + self.offset


class GroupCommitWriter:
    """Submit entries from any thread; each one's index can be had once it is durable.

    Submissions join the batch that is open: while one batch is being written and fsync'd the
    next one fills up, so throughput grows with load instead of being capped at one fsync per
    entry. A batch is appended in one step, so its entries' indexes follow each other, and it has
    one future however many entries it holds (a future per entry cost every submission a lock
    and a condition, and the writer thread a wake-up for each).

    With ALONE_AFTER, an entry submitted to a writer that has been idle that long is appended by
    the submitting thread, unless another process holds the log's lock: then it waits in a batch
    like any other. Its submitter then waits for the disk itself, however long that takes (a
    caller that must answer within a bound leaves ALONE_AFTER unset)."""

    def __init__(
        self,
        log: AuditLog,
        max_batch: int,
        lock_timeout: float,
        alone_after: float | None = None,
    ) -> None:
        self.log = log  # for reading; only this writer appends through it
        self._max_batch = max_batch
        self._lock_timeout = lock_timeout
        # Batches not yet taken by the writer thread, oldest first; only the last one is open.
        self._batches: deque[tuple[list[bytes], Future[int]]] = deque()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._closed = False
        self._alone_after = alone_after
        # Taken by whichever thread appends: the writer's, or a submitter's for a lone entry.
        self._appending = threading.Lock()
        # When the last append ended with nothing left to write (None: a batch is waiting, or
        # taken by the writer thread and not yet written).
        self._idle_since: float | None = time.monotonic()
        self._batch_taken = False
        self._thread = threading.Thread(target=self._run, name="govern-audit-writer", daemon=True)
        self._thread.start()

    def submit_entry(self, entry: Entry) -> Durable:
        return self.submit_record(entry.to_bytes())  # bad entries fail here, in the caller

    def submit_record(self, record: bytes) -> Durable:
        """Submit an entry's canonical bytes (Entry.to_bytes, entry.fixed_shape_bytes)."""
        idle_since, alone_after = self._idle_since, self._alone_after
        if (
            alone_after is not None
            and idle_since is not None
            and time.monotonic() - idle_since >= alone_after
        ):
            durable = self._append_alone(record)
            if durable is not None:
                return durable
        with self._lock:
            if self._closed:
                raise AuditError("the audit writer is closed: open a new one with log.writer()")
            opened = not self._batches or len(self._batches[-1][0]) >= self._max_batch
            if opened:
                self._idle_since = None
                self._batches.append(([], Future()))
            records, batch = self._batches[-1]
            records.append(record)
            offset = len(records) - 1
        if opened:  # a batch already waiting is taken without another wake-up
            self._wake.set()
        return Durable(batch, offset)

    def _append_alone(self, record: bytes) -> Durable | None:
        """RECORD appended and made durable in this thread, or None when that cannot be done
        without waiting (a batch is being written, or another process holds the lock)."""
        with self._lock:
            if (
                self._closed
                or self._batches
                or self._batch_taken
                or not self._appending.acquire(blocking=False)
            ):
                return None
        try:
            index = self.log.append_records([record], lock_timeout=0)
        except AuditLockTimeout:
            return None  # another process is appending: this one waits its turn in a batch
        except Exception as exc:  # its waiter must hear of the failure, whatever it is
            failed: Future[int] = Future()
            failed.set_exception(exc)
            return Durable(failed, 0)
        finally:
            self._appending.release()
            self._ended()
        return Durable.written(index)

    def _ended(self, batch_written: bool = False) -> None:
        with self._lock:
            if batch_written:
                self._batch_taken = False
            if not self._batches and not self._batch_taken:
                self._idle_since = time.monotonic()

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
                self._batch_taken = True
                if self._batches or self._closed:  # come back for the rest, or to stop
                    self._wake.set()
            with self._appending:
                self._commit(records, batch, self._lock_timeout)
            self._ended(batch_written=True)

    def _commit(self, records: list[bytes], batch: Future[int], lock_timeout: float) -> None:
        try:
            first = self.log.append_records(records, lock_timeout=lock_timeout)
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
        with self._appending:  # a submitter's own append, begun before the close, is over
            pass

    def __enter__(self) -> GroupCommitWriter:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
