"""What every section may consult besides the entries: the period, the site's catalog and
protection classes, and the approvals as the logs' workflow tells them, step by step."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from hashlib import sha256
from typing import TYPE_CHECKING

from govern.approvals.ledger import Event, Ledger
from govern.approvals.model import Approval, Kind, State
from govern.report.model import EntryRef
from govern.report.period import Period, parse_moment, stamp

if TYPE_CHECKING:
    from govern.config import LoadedConfig
    from govern.report.sources import VerifiedLog

CONTROLLED = ("cui", "itar", "ear", "ear99")
_ENTRY_INDEX = re.compile(r"audit entry (\d+)")


@dataclass
class Step:
    time: str
    event: str
    by: str
    state: State
    ref: EntryRef


@dataclass
class ApprovalHistory:
    """One approval's accepted steps, oldest first, and its state after the last."""

    log: int
    steps: list[Step] = field(default_factory=list)
    latest: Approval | None = None

    def granted_at(self) -> str | None:
        return next((s.time for s in self.steps if s.state is State.GRANTED), None)

    def ended_at(self) -> str | None:
        """When it stopped counting: revoked, denied or expired (recorded), or its expiry."""
        ends = [s.time for s in self.steps if s.state in (State.REVOKED, State.EXPIRED)]
        until = self.latest.until if self.latest is not None else None
        if until is not None:
            ends.append(stamp(dt.datetime.fromtimestamp(until, dt.UTC)))
        return min(ends) if ends else None

    def active_at(self, time: str) -> bool:
        granted, ended = self.granted_at(), self.ended_at()
        return granted is not None and granted <= time and (ended is None or time < ended)


@dataclass
class Approvals:
    """Every approval the logs' workflow accepted, with its steps; the steps it refused; and how
    often each approval was relied on in the period."""

    histories: dict[str, ApprovalHistory] = field(default_factory=dict)
    ignored: list[tuple[str, EntryRef | None]] = field(default_factory=list)
    uses: Counter[str] = field(default_factory=Counter)
    use_refs: dict[str, list[EntryRef]] = field(default_factory=dict)

    def read(self, source: VerifiedLog) -> None:
        def accepted(event: Event) -> None:
            ref = EntryRef(source.position, event.index, event.entry_hash)  # its leaf hash, hex
            history = self.histories.setdefault(event.approval.id, ApprovalHistory(source.position))
            history.steps.append(Step(event.time, event.event, event.by, event.approval.state, ref))
            history.latest = event.approval

        ledger = Ledger().refresh(source.log, source.covered, accepted)
        for problem in ledger.problems:
            match = _ENTRY_INDEX.match(problem)
            ref = None
            if match is not None and int(match.group(1)) < source.covered:
                index = int(match.group(1))
                (data,) = source.log.entry_bytes(index, index + 1)
                ref = EntryRef(source.position, index, sha256(b"\x00" + data).hexdigest())
            self.ignored.append((problem, ref))

    def used(self, approval_id: str, ref: Callable[[], EntryRef]) -> None:
        self.uses[approval_id] += 1
        kept = self.use_refs.setdefault(approval_id, [])
        if len(kept) < 5:
            kept.append(ref())

    def described(self, approval_id: str) -> str:
        """APPROVAL_ID as 'ID (by A, B)', or saying the logs hold no step of it."""
        history = self.histories.get(approval_id)
        if history is None or history.latest is None:
            return f"{approval_id} (no step of it in the logs read)"
        return f"{approval_id} (by {', '.join(history.latest.grants)})"

    def privileged_for(self, image: str, destination: str, time: str) -> list[str]:
        """Active privileged approvals covering IMAGE in DESTINATION (partition: or namespace:)
        at TIME, as 'ID (by A, B)'."""
        found = []
        for approval_id, history in sorted(self.histories.items()):
            latest = history.latest
            if (
                latest is not None
                and latest.subject.kind is Kind.PRIVILEGED
                and latest.subject.destination == destination
                and fnmatchcase(image, latest.subject.resource)
                and history.active_at(time)
            ):
                found.append(f"{approval_id} (by {', '.join(latest.grants)})")
        return found


@dataclass(frozen=True)
class ClassObjectives:
    rpo_hours: float
    rto_hours: float


@dataclass
class Context:
    site: str
    period: Period
    now: dt.datetime
    max_items: int
    classes: dict[str, frozenset[str]]  # resource ref -> governing classes (current catalog)
    objectives: dict[str, ClassObjectives]  # protection class -> RPO and RTO
    approvals: Approvals
    config: LoadedConfig | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def reported_until(self) -> str:
        """The end of what the logs can show: the period's end, or now if that is sooner."""
        return stamp(min(self.period.end, self.now))

    def controlled(self, resource: str) -> tuple[str, ...] | None:
        """RESOURCE's controlled classes (none: empty), or None if the catalog lacks it."""
        classes = self.classes.get(resource)
        if classes is None:
            return None
        return tuple(c for c in CONTROLLED if c in classes)


def hours_between(earlier: str, later: str) -> float:
    return (parse_moment(later) - parse_moment(earlier)).total_seconds() / 3600
