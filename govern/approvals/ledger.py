"""The audit log as the source of truth for approvals.

Each transition is an entry `approval.<event>` whose subject is the approval id and whose
payload holds the approval as it stands after it. The ledger replays those entries (reading
only new ones on each refresh); a store row counts only when it is the ledger's latest state of
that approval, named by the same entry index and entry hash.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from govern.approvals.index import Vouched
from govern.approvals.model import Approval, State
from govern.approvals.store import ApprovalStore
from govern.audit.actor import Actor as AuditActor
from govern.audit.actor import current_actor
from govern.audit.entry import Entry, parse_time
from govern.audit.log import AuditLog
from govern.audit.merkle import leaf_hash
from govern.errors import ApprovalError, AuditError

PREFIX = "approval."
EVENTS = ("requested", "granted", "denied", "revoked", "expired", "imported")
# Canonical JSON sorts keys, so every approval entry carries these bytes: other entries (most
# of a busy log) are skipped without being parsed.
_MARK = b'"kind":"approval.'
_CHUNK = 1024


class EntrySink(Protocol):
    """Where a trail writes: the log itself, or a daemon's group-commit writer."""

    def append_entry(self, entry: Entry) -> int:
        """Append ENTRY and return its index once it is durable."""
        ...


class Trail:
    """Writes transitions to the audit log; each is durable before the store hears of it.
    The entry's actor is the process's account (and sudo_user who ran sudo), as in every
    entry; who took the step, as the workflow authenticated them, is the payload's `by`. A
    daemon adds `peer`: the account, uid and pid its socket's kernel named as the caller."""

    def __init__(
        self,
        sink: EntrySink,
        process: AuditActor | None = None,
        peer: dict[str, Any] | None = None,
    ) -> None:
        self.sink = sink
        self.process = process or current_actor()
        self.peer = peer

    def record(self, event: str, by: str, approval: Approval) -> Approval:
        """Log EVENT by BY that leaves APPROVAL as given; return it naming its entry."""
        assert event in EVENTS
        payload: dict[str, Any] = {"by": by, "approval": approval.to_plain(with_entry=False)}
        if self.peer is not None:
            payload["peer"] = self.peer
        entry = self.process.entry(PREFIX + event, approval.id, payload)
        index = self.sink.append_entry(entry)
        return replace(approval, entry_index=index, entry_hash=leaf_hash(entry.to_bytes()).hex())


@dataclass(frozen=True)
class Event:
    index: int
    entry_hash: str
    event: str
    by: str  # who took the step
    account: str  # the account of the process that wrote it
    time: str
    approval: Approval

    def to_plain(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "entry_hash": self.entry_hash,
            "event": self.event,
            "by": self.by,
            "account": self.account,
            "time": self.time,
            "state": self.approval.state.value,
        }


def _records(log: AuditLog, start: int, stop: int) -> Iterator[tuple[int, bytes]]:
    for first in range(start, stop, _CHUNK):
        for offset, data in enumerate(log.entry_bytes(first, min(first + _CHUNK, stop))):
            if _MARK in data:
                yield first + offset, data


def _event(index: int, data: bytes) -> Event | None:
    """The approval transition in entry INDEX (None: another kind of entry whose text merely
    holds the marker); ApprovalError when it is an approval entry that says nothing usable."""
    try:
        entry = Entry.from_bytes(data)
    except AuditError as exc:
        raise ApprovalError(f"audit entry {index}: {exc}") from None
    if not entry.kind.startswith(PREFIX):
        return None
    event = entry.kind.removeprefix(PREFIX)
    if event not in EVENTS:
        raise ApprovalError(f"audit entry {index}: unknown approval event {entry.kind!r}")
    try:
        approval = Approval.from_plain(entry.payload.get("approval"))
    except ApprovalError as exc:
        raise ApprovalError(f"audit entry {index}: {exc}") from None
    if approval.id != entry.subject:
        raise ApprovalError(
            f"audit entry {index}: it is about {entry.subject!r}, not {approval.id}"
        )
    by = entry.payload.get("by")
    if not isinstance(by, str) or not by:
        raise ApprovalError(f"audit entry {index}: it does not say who took the step (by)")
    hashed = replace(approval, entry_index=index, entry_hash=leaf_hash(data).hex())
    return Event(index, hashed.entry_hash, event, by, entry.actor, entry.time, hashed)


# What each event may change of the approval before it; every other field stays as requested.
_MAY_CHANGE = {
    "granted": frozenset({"grants", "state", "required"}),
    "denied": frozenset({"state", "decided_by", "decision_reason"}),
    "revoked": frozenset({"state", "decided_by", "decision_reason"}),
    "expired": frozenset({"state"}),
}
_FROM = {
    "granted": (State.PENDING,),
    "denied": (State.PENDING,),
    "revoked": (State.GRANTED,),
    "expired": (State.PENDING, State.GRANTED),
}


def _misstep(previous: Approval | None, event: Event) -> str | None:
    """Why EVENT cannot follow PREVIOUS in the workflow (None: it can). An entry appended to
    the log some other way than through the actions must still be a step they could take."""
    new = event.approval
    if event.event in ("requested", "imported"):
        if previous is not None:
            return "its id is already taken"
        if event.event == "requested" and (new.state is not State.PENDING or new.grants):
            return "a request is pending, with no grants"
        if event.event == "imported" and (new.state is not State.GRANTED or not new.grants):
            return "an import is granted, by the approver it names"
        return None
    if previous is None:
        return "nothing was requested before it"
    before, after = previous.to_plain(with_entry=False), new.to_plain(with_entry=False)
    changed = {name for name in after if after[name] != before[name]}
    if not changed <= _MAY_CHANGE[event.event]:
        return f"it changes {', '.join(sorted(changed - _MAY_CHANGE[event.event]))}"
    if previous.state not in _FROM[event.event]:
        return f"the approval was {previous.state.value}"
    if event.event == "granted":
        if new.grants != (*previous.grants, event.by) or new.required < previous.required:
            return "a grant adds its own approver and nothing else"
        if new.state is not (State.GRANTED if len(new.grants) >= new.required else State.PENDING):
            return "a grant leaves the approval granted exactly when enough approvers have"
    elif event.event in ("denied", "revoked"):
        if new.decided_by != event.by or new.state.value != event.event:
            return f"{event.event} by someone else than who took the step"
    elif new.state is not State.EXPIRED:
        return "an expiry leaves it expired"
    return None


@dataclass
class Ledger:
    """Every approval's latest state as the log tells it; refresh() reads what is new."""

    latest: dict[str, Approval] = field(default_factory=dict)
    # When the entry behind each latest state was written (Unix seconds).
    since: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    position: int = 0

    def refresh(
        self,
        log: AuditLog,
        stop: int | None = None,
        on_event: Callable[[Event], None] | None = None,
    ) -> Ledger:
        """Read entries up to STOP (default: the whole log), handing ON_EVENT each step the
        workflow accepts, in log order."""
        size = log.size() if stop is None else stop
        for index, data in _records(log, self.position, size):
            try:
                event = _event(index, data)
            except ApprovalError as exc:
                self.problems.append(str(exc))
                continue
            if event is None:
                continue
            previous = self.latest.get(event.approval.id)
            misstep = _misstep(previous, event)
            if misstep is not None:
                self.problems.append(
                    f"audit entry {index}: {event.event} of {event.approval.id} is no step of "
                    f"the workflow ({misstep}): ignored"
                )
                continue
            self.latest[event.approval.id] = event.approval
            self.since[event.approval.id] = int(parse_time(event.time).timestamp())
            if on_event is not None:
                on_event(event)
        self.position = max(self.position, size)
        return self

    def vouches_for(self, row: Approval) -> bool:
        """Whether ROW is the latest state the log holds for it, entry for entry."""
        return self.latest.get(row.id) == row


def history(log: AuditLog, approval_id: str) -> list[Event]:
    """Every transition of one approval, oldest first."""
    found: list[Event] = []
    for index, data in _records(log, 0, log.size()):
        event = _event(index, data)
        if event is not None and event.approval.id == approval_id:
            found.append(event)
    return found


def vouched_by_entries(rows: Iterable[Approval], log: AuditLog) -> list[Vouched]:
    """The ROWS whose own audit entry (the index and hash each names) holds them: one read a
    row instead of a replay, for a one-off decision. Unlike `vouched` it cannot tell that a
    later entry superseded a row."""
    found: list[Vouched] = []
    size = log.size()
    for row in rows:
        if not 0 <= row.entry_index < size:
            continue
        try:
            event = _event(
                row.entry_index, log.entry_bytes(row.entry_index, row.entry_index + 1)[0]
            )
        except ApprovalError:
            continue
        if event is not None and event.approval == row:
            found.append(Vouched(row, int(parse_time(event.time).timestamp())))
    return found


def disagreements(store: ApprovalStore, ledger: Ledger) -> list[str]:
    """Every way the store differs from the log, one line each (empty: they agree)."""
    lines = list(ledger.problems)
    rows = {row.id: row for row in store.all()}
    for approval_id in sorted(set(rows) | set(ledger.latest)):
        row, logged = rows.get(approval_id), ledger.latest.get(approval_id)
        if logged is None:
            lines.append(f"{approval_id}: in the store but not in the audit log")
        elif row is None:
            lines.append(f"{approval_id}: in the audit log but missing from the store")
        elif row != logged:
            stored, told = row.to_plain(), logged.to_plain()
            fields = ", ".join(
                f"{name} {stored[name]!r} (log: {told[name]!r})"
                for name in stored
                if stored[name] != told[name]
            )
            lines.append(f"{approval_id}: the store differs from the audit log: {fields}")
    return lines


def rebuild(store: ApprovalStore, ledger: Ledger) -> int:
    """Make the store exactly what the log says; return how many approvals it holds."""
    with store.change() as change:
        change.replace_all(ledger.latest[key] for key in sorted(ledger.latest))
    return len(ledger.latest)
