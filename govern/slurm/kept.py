"""What the daemon keeps of a small job between submissions: the job as read from its request
line, and its allow while nothing the allow rests on can have changed (see KeptAllow)."""

from __future__ import annotations

import time
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from govern.slurm.jobs import JobDecision, JobRequest

if TYPE_CHECKING:
    from govern.policy.engine import Engine
    from govern.slurm.server import Answer

# A job with no policy check: its allow rests on nothing that time changes.
_NO_CHECK_UNTIL = 1 << 62
# An entry's time, the last of its keys: what follows it in the entry's bytes.
_TIME_KEY = b',"time":"'
_ENTRY_END = b'"}'


@dataclass(frozen=True)
class KeptAllow:
    """A small job's allow, given again without deciding while nothing it rests on can have
    changed: the same engine, the standing its checks were decided with (the entity set, the
    approvals in force), and a time before the first at which any of them could be answered
    otherwise (and not before the time it was decided: a clock stepped back finds nothing).
    Held by weak references, so that a kept allow never keeps a replaced engine or entity set
    alive: once one is gone, so is the allow."""

    engine: weakref.ref[Engine]
    entities: weakref.ref[object]
    approvals: weakref.ref[object] | None
    since: int
    until: int
    entry_head: bytes  # the job's audit entry up to its time
    body: dict[str, Any]
    head: bytes
    policies: list[str]

    @classmethod
    def of(
        cls, engine: Engine, result: JobDecision, record: bytes, answer: Answer
    ) -> KeptAllow | None:
        """RESULT's allow as ENGINE gave it, its entry RECORD and its ANSWER; None when a check's
        answer could change at a time nobody worked out, or its checks were decided with
        different standings (a refresh between them)."""
        unchanged = [decision.unchanged for decision in result.decisions]
        cut = record.rfind(_TIME_KEY) + len(_TIME_KEY)
        if (
            None in unchanged
            or answer.head is None
            or cut < len(_TIME_KEY)
            or not record.endswith(_ENTRY_END)
            or b'"' in record[cut : -len(_ENTRY_END)]  # the time is not the entry's last value
        ):
            return None
        bounds = [bound for bound in unchanged if bound is not None]
        # A job with no check rests on nothing but its engine; kept with the standing of now.
        standing = bounds[0].standing if bounds else engine.standing()
        if standing is None or not all(b.standing.same_as(standing) for b in bounds):
            return None
        since = max((decision.at for decision in result.decisions), default=int(time.time()))
        until = min((bound.until for bound in bounds), default=_NO_CHECK_UNTIL)
        approvals = standing.approvals
        return cls(
            weakref.ref(engine),
            weakref.ref(standing.entities),
            weakref.ref(approvals) if approvals is not None else None,
            since,
            until,
            record[:cut],
            dict(answer.body),  # the answer's own gains its receipt once it is durable
            answer.head,
            sorted({p.id for d in result.decisions for p in d.policies}),
        )

    def holds(self, engine: Engine, now: int) -> bool:
        if engine is not self.engine() or not self.since <= now < self.until:
            return False
        standing = engine.standing()
        if standing is None or standing.entities is not self.entities():
            return False
        if self.approvals is None:
            return standing.approvals is None
        return standing.approvals is self.approvals()

    def entry_at(self, time_text: str) -> bytes:
        """The job's audit entry made at TIME_TEXT (entry.utc_now)."""
        return self.entry_head + time_text.encode() + _ENTRY_END


@dataclass
class SmallJob:
    """A small job as read from its request line, and its allow while it may be given again."""

    job: JobRequest
    allow: KeptAllow | None = None
