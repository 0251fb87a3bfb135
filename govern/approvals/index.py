"""What decisions read of the approvals: plain lookups over one vouched read of the store.

A release or export is a window per user and resource, in the shape the compiled catalog
already gives its typed approvals; a privileged approval is an image pattern cleared for one
partition or namespace. Ended approvals are kept for explanations: a request an approval no
longer covers is told which one ended, when and why. No I/O here (see `live` for the reads).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from govern.approvals.model import Approval, Kind, State, image_pattern
from govern.errors import GovernError
from govern.images.reference import ImageReference
from govern.policy.bundle import ApprovalWindow, approval_key
from govern.timeutil import iso

# The end of an approval that names no expiry.
NO_END = 1 << 62
# How long an ended approval is still named when a request it covered is denied.
ENDED_NAMED_SECONDS = 30 * 86_400


@dataclass(frozen=True)
class Privileged:
    """An image pattern cleared to run privileged in SCOPE (partition:NAME, namespace:NAME)
    for PROJECT's work, from START until UNTIL."""

    id: str
    pattern: re.Pattern[str]
    digest: str | None
    scope: str
    project: str
    start: int
    until: int

    def matches(self, name: str, digest: str | None, scope: str) -> bool:
        return (
            self.scope == scope
            and (self.digest is None or self.digest == digest)
            and self.pattern.fullmatch(name) is not None
        )

    def covers(self, name: str, digest: str | None, scope: str, now: int) -> bool:
        return self.start <= now < self.until and self.matches(name, digest, scope)


@dataclass(frozen=True)
class Ended:
    """An approval that no longer counts: revoked, expired or denied, by whom and when."""

    id: str
    state: State
    destination: str | None
    country: str | None
    at: int
    by: str | None
    reason: str

    def describe(self) -> str:
        text = f"approval {self.id} {self.state.value}"
        if self.by:
            text += f" by {self.by}"
        text += f" at {iso(self.at)}"
        return text + (f": {self.reason}" if self.reason else "")


@dataclass(frozen=True)
class Vouched:
    """One approval the audit log vouches for, and when its latest entry was written."""

    approval: Approval
    since: int


@dataclass(frozen=True)
class ApprovalIndex:
    """The approvals decisions may rely on. HELD names every approval the store or the log
    knows: a typed catalog approval of the same id is governed by them, not by the catalog.
    PROBLEM says why nothing here may be relied on (the store or the log could not be read
    recently enough); then no approval counts at all, catalog ones included."""

    windows: dict[str, tuple[ApprovalWindow, ...]] = field(default_factory=dict)
    privileged: tuple[Privileged, ...] = ()
    ended: dict[str, tuple[Ended, ...]] = field(default_factory=dict)
    privileged_ended: tuple[tuple[Privileged, Ended], ...] = ()
    held: frozenset[str] = frozenset()
    problem: str | None = None

    @classmethod
    def unavailable(cls, problem: str) -> ApprovalIndex:
        return cls(problem=problem)

    @classmethod
    def build(cls, vouched: Iterable[Vouched], held: Iterable[str], now: int) -> ApprovalIndex:
        """The index of VOUCHED approvals as of NOW (ended ones kept for explanations)."""
        windows: dict[str, list[ApprovalWindow]] = {}
        ended: dict[str, list[Ended]] = {}
        privileged: list[Privileged] = []
        privileged_ended: list[tuple[Privileged, Ended]] = []
        for item in vouched:
            approval, subject = item.approval, item.approval.subject
            until = approval.until if approval.until is not None else NO_END
            state = approval.state_at(now)
            if state is State.PENDING:
                continue
            # An expiry ends at its time, whenever it was recorded; the rest when logged.
            gone = Ended(
                approval.id,
                state,
                subject.destination,
                subject.country,
                until if state is State.EXPIRED else item.since,
                approval.decided_by,
                approval.decision_reason,
            )
            if subject.kind is Kind.PRIVILEGED:
                pattern, digest = image_pattern(subject.resource)
                assert subject.destination is not None and subject.project is not None
                cleared = Privileged(
                    approval.id,
                    pattern,
                    digest,
                    subject.destination,
                    subject.project,
                    item.since,
                    until,
                )
                if state is State.GRANTED:
                    privileged.append(cleared)
                else:
                    privileged_ended.append((cleared, gone))
                continue
            assert subject.user is not None  # checked by Subject
            key = approval_key(subject.user, subject.resource)
            if state is State.GRANTED:
                window = (subject.destination, subject.country, item.since, until, approval.id)
                windows.setdefault(key, []).append(window)
            else:
                ended.setdefault(key, []).append(gone)
        return cls(
            {key: tuple(found) for key, found in windows.items()},
            tuple(privileged),
            {key: tuple(found) for key, found in ended.items()},
            tuple(privileged_ended),
            frozenset(held),
        )

    def windows_for(
        self, key: str, catalog: tuple[ApprovalWindow, ...]
    ) -> tuple[ApprovalWindow, ...]:
        """The windows covering KEY: the vouched ones, and CATALOG's whose id nothing holds."""
        if self.problem is not None:
            return ()
        unheld = tuple(window for window in catalog if window[4] not in self.held)
        return self.windows.get(key, ()) + unheld

    def ended_for(self, key: str, destination: str, country: str, now: int) -> tuple[str, ...]:
        """What to say of approvals for KEY that ended lately and would have covered a request
        to DESTINATION in COUNTRY."""
        if self.problem is not None:
            return (f"no approval counts: {self.problem}",)

        def would_cover(dest: str | None, dest_country: str | None) -> bool:
            return (
                (dest is None and dest_country is None)
                or dest == destination
                or (dest_country == country)
            )

        # A granted one whose time ran out since this index was read is ended all the same.
        lapsed = tuple(
            f"approval {approval_id} expired at {iso(until)}"
            for dest, dest_country, _, until, approval_id in self.windows.get(key, ())
            if until <= now
            and now - until < ENDED_NAMED_SECONDS
            and would_cover(dest, dest_country)
        )
        return lapsed + tuple(
            ended.describe()
            for ended in self.ended.get(key, ())
            if now - ended.at < ENDED_NAMED_SECONDS
            and would_cover(ended.destination, ended.country)
        )

    def granted(self, now: int) -> Iterator[tuple[Kind, int, str]]:
        """The kind, end and id of every approval that counts at NOW (catalog ones aside)."""
        if self.problem is not None:
            return
        for windows in self.windows.values():
            for destination, country, start, until, approval_id in windows:
                if start <= now < until:
                    released = destination is None and country is None
                    yield (Kind.RELEASE if released else Kind.EXPORT), until, approval_id
        for approval in self.privileged:
            if approval.start <= now < approval.until:
                yield Kind.PRIVILEGED, approval.until, approval.id

    def clear_privileged(
        self,
        reference: str,
        digest: str | None,
        scope: str,
        now: int,
        in_project: Callable[[str], bool] = lambda _project: True,
    ) -> Cleared:
        """Whether an approval clears image REFERENCE at DIGEST to run privileged in SCOPE
        (partition:NAME, namespace:NAME) at NOW, for work of a project IN_PROJECT accepts."""
        what = f"image {reference} has no active privileged approval for {scope}"
        if self.problem is not None:
            return Cleared(None, f"{what}: no approval counts: {self.problem}")
        try:
            name = ImageReference.parse(reference).name
        except GovernError as exc:
            return Cleared(None, f"{what}: {exc}")
        for approval in self.privileged:
            if approval.covers(name, digest, scope, now) and in_project(approval.project):
                return Cleared(approval.id)
        ended = [
            gone.describe()
            for approval, gone in self.privileged_ended
            if approval.matches(name, digest, scope) and now - gone.at < ENDED_NAMED_SECONDS
        ]
        ended += [
            f"approval {approval.id} expired at {iso(approval.until)}"
            for approval in self.privileged
            if approval.matches(name, digest, scope) and approval.until <= now
        ]
        hint = "; ".join(ended) if ended else "govern approval request --kind privileged"
        return Cleared(None, f"{what} ({hint})")


@dataclass(frozen=True)
class Cleared:
    """The approval that clears a privileged image (None: none does), or why none does."""

    approval: str | None
    why_not: str = ""
