"""The approvals a running daemon or webhook decides with, kept current as they change.

A watcher thread reads the store again whenever its change counter moves (PostgreSQL's NOTIFY
wakes it at once; otherwise it looks every `poll_seconds`), replays what is new in the audit
log, and swaps in a new index in one assignment: decisions never wait for a read. A store or
log that cannot be read keeps the last good index until `max_staleness_seconds` have passed;
after that no approval counts, and every deny says so. An index is built only from rows the
log vouches for, so a row written into the store by hand counts for nothing.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from govern.approvals.index import ApprovalIndex, Vouched
from govern.approvals.ledger import Ledger
from govern.approvals.model import Approval
from govern.approvals.store import ApprovalStore
from govern.audit.log import AuditLog
from govern.errors import GovernError

log = logging.getLogger(__name__)

# Opens the store; None while it does not exist yet (no approval was ever requested).
StoreOpener = Callable[[], ApprovalStore | None]


class LiveApprovals:
    def __init__(
        self,
        open_store: StoreOpener,
        audit_log: AuditLog,
        *,
        poll_seconds: float = 1.0,
        max_staleness_seconds: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """The first read happens here, so a daemon answers nothing before it has one."""
        self._open_store = open_store
        self._log = audit_log
        self.poll_seconds = poll_seconds
        self.max_staleness_seconds = max_staleness_seconds
        self._clock = clock
        self._store: ApprovalStore | None = None
        self._stop_listening: Callable[[], None] | None = None
        self._ledger = Ledger()
        # The ledger's latest state of each approval as of the last read, the rows then
        # vouched for, the ids the store held, and those whose row did not match the log: a
        # read after a change looks at the approvals whose latest entry is new, and those.
        self._seen: dict[str, Approval] = {}
        self._vouched: dict[str, Vouched] = {}
        self._stored: set[str] = set()
        self._unsettled: set[str] = set()
        self._seen_changes: int | None = None  # None: the next read reads every row
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._watching = False
        # One read at a time, and none while closing: the store's connection is not shared.
        self._reading = threading.Lock()
        self._index = ApprovalIndex.unavailable("the approvals were not read yet")
        self._read_at = clock()
        self.last_error: str | None = None
        self.refresh()

    def current(self) -> ApprovalIndex:
        """The index to decide with now: the last one read, unless it is too old."""
        index = self._index
        if index.problem is None and self._clock() - self._read_at > self.max_staleness_seconds:
            return ApprovalIndex.unavailable(
                f"the approval store was last read {self._clock() - self._read_at:.0f} s ago "
                f"(limit {self.max_staleness_seconds:g} s): {self.last_error or 'no answer'}"
            )
        return index

    def wake(self) -> None:
        """Read the store again now (after a step this process took, or a notification)."""
        self._wake.set()

    def refresh(self, *, force: bool = True) -> bool:
        """Read the store and the log into a new index when the store changed (always with
        FORCE); False when either could not be read."""
        with self._reading:
            if self._stopped.is_set():
                return False
            return self._refresh(force)

    def _refresh(self, force: bool) -> bool:
        try:
            store = self._store or self._opened()
            changes = store.changes() if store is not None else None
            if not force and changes is not None and changes == self._seen_changes:
                self._read_at = self._clock()
                return True
            self._ledger.refresh(self._log)
            self._reread(store)
            held = set(self._ledger.latest) | self._stored
            index = ApprovalIndex.build(self._vouched.values(), held, int(time.time()))
        except GovernError as exc:
            self._failed(str(exc))
            return False
        except Exception as exc:  # the watcher must outlive any one read; it counts as stale
            self._failed(f"{type(exc).__name__}: {exc}")
            return False
        self._index, self._seen_changes = index, changes
        self._read_at, self.last_error = self._clock(), None
        return True

    def _reread(self, store: ApprovalStore | None) -> None:
        """Bring the vouched rows up to date with the ledger: every row at the first read (and
        after a failed one), else only those of approvals whose latest entry is new or whose
        row did not yet match it (every step logs its entry, then changes the store)."""
        latest = self._ledger.latest
        if store is None:
            self._vouched, self._stored, self._unsettled = {}, set(), set(latest)
        elif self._seen_changes is None:
            rows = store.all()
            self._vouched, self._stored = {}, {row.id for row in rows}
            for row in rows:
                self._settle(row.id, row)
            self._unsettled = {key for key in latest if key not in self._vouched}
        else:
            touched = {key for key, value in latest.items() if self._seen.get(key) is not value}
            for approval_id in touched | self._unsettled:
                self._settle(approval_id, store.get(approval_id))
        self._seen = dict(latest)

    def _settle(self, approval_id: str, row: Approval | None) -> None:
        """Count ROW, the store's row for APPROVAL_ID, if the log vouches for it."""
        self._vouched.pop(approval_id, None)
        self._unsettled.discard(approval_id)
        if row is not None:
            self._stored.add(approval_id)
            if self._ledger.vouches_for(row):
                since = self._ledger.since[approval_id]
                self._vouched[approval_id] = Vouched(row, since)
                return
        if approval_id in self._ledger.latest:
            self._unsettled.add(approval_id)  # the store has not caught up (yet)

    def _opened(self) -> ApprovalStore | None:
        self._store = self._open_store()
        if self._watching:
            self._listen()
        return self._store

    def _listen(self) -> None:
        if self._store is not None and self._stop_listening is None:
            self._stop_listening = self._store.listen(self.wake)

    def _failed(self, message: str) -> None:
        if message != self.last_error:
            log.error("approvals not read (the last good ones still count a while): %s", message)
        self.last_error = message
        self._seen_changes = None
        if self._index.problem is not None:
            self._index = ApprovalIndex.unavailable(message)
        if self._store is not None:  # connect afresh next time
            self._close_store()

    def start_watching(self) -> threading.Thread:
        """Read again whenever the store changes, in a thread of its own."""
        with self._reading:
            self._watching = True
            self._listen()

        def loop() -> None:
            while not self._stopped.is_set():
                forced = self._wake.wait(self.poll_seconds)
                self._wake.clear()
                if not self._stopped.is_set():
                    self.refresh(force=forced or self._index.problem is not None)

        thread = threading.Thread(target=loop, name="govern-approvals", daemon=True)
        thread.start()
        return thread

    def _close_store(self) -> None:
        if self._stop_listening is not None:
            self._stop_listening()
            self._stop_listening = None
        if self._store is not None:
            self._store.close()
            self._store = None

    def close(self) -> None:
        self._stopped.set()
        self._wake.set()
        with self._reading:
            self._close_store()
