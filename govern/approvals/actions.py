"""What an actor can do with approvals. Each action checks the rules, writes its audit entry and
then the store, in one store transaction: a refused action changes nothing, and two actions on
the same approval take turns."""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Iterable
from dataclasses import dataclass, replace

from govern.approvals.actor import Actor
from govern.approvals.ledger import Trail
from govern.approvals.model import (
    OPEN_STATES,
    Approval,
    Draft,
    Kind,
    State,
    Subject,
    parse_expiry,
)
from govern.approvals.rules import Rule, Rules
from govern.approvals.store import ApprovalStore, Change
from govern.catalog.model import Approval as CatalogApproval
from govern.catalog.model import Classification
from govern.errors import ApprovalError
from govern.timeutil import expiry_seconds, iso

_ID_ATTEMPTS = 5


def _placed(rules: Rules, subject: Subject) -> tuple[Classification | None, str]:
    """The classification whose rule covers SUBJECT (None for an image) and its project."""
    if subject.kind is Kind.PRIVILEGED:
        assert subject.project is not None  # checked by Subject
        project, classification = subject.project, None
    else:
        entry = rules.catalog.resource(subject.resource)
        if entry is None:
            raise ApprovalError(f"unknown resource {subject.resource!r}")
        if subject.project not in (None, entry.project):
            raise ApprovalError(f"{subject.resource} belongs to project {entry.project!r}")
        project, classification = entry.project, entry.classification
    if project not in rules.catalog.projects:
        raise ApprovalError(f"unknown project {project!r}")
    exported = subject.destination if subject.kind is Kind.EXPORT else None
    if exported is not None and exported not in rules.catalog.destinations:
        raise ApprovalError(f"unknown destination {exported!r}")
    return classification, project


def _rule(rules: Rules, subject: Subject) -> Rule:
    return rules.rule_for(subject.kind, _placed(rules, subject)[0])


def approvers(rules: Rules, subject: Subject) -> tuple[str, ...]:
    """The groups whose members decide approvals of SUBJECT."""
    return _rule(rules, subject).approvers


def _check_expiry(rule: Rule, expires: str | None, now: int) -> None:
    today = dt.datetime.fromtimestamp(now, dt.UTC).date()
    latest = rule.latest_expiry(today)
    if expires is None:
        if latest is not None:
            raise ApprovalError(
                f"this approval lasts at most {rule.max_days} days: give an expiry "
                f"(--expires {latest.isoformat()} at the latest)"
            )
        return
    until = expiry_seconds(parse_expiry(expires))
    if until <= now:
        raise ApprovalError(f"expires {expires} is already past")
    if latest is not None and until > expiry_seconds(latest):
        raise ApprovalError(
            f"expires {expires} is beyond the longest validity of {rule.max_days} days "
            f"({latest.isoformat()} at the latest)"
        )


def _new_id(change: Change, now: int) -> str:
    year = dt.datetime.fromtimestamp(now, dt.UTC).year
    for _ in range(_ID_ATTEMPTS):
        candidate = f"APR-{year}-{secrets.token_hex(4)}"
        if change.get(candidate) is None:
            return candidate
    raise ApprovalError("could not find a free approval id")  # 2^32 ids a year: never


def request(
    store: ApprovalStore, trail: Trail, rules: Rules, actor: Actor, draft: Draft, *, now: int
) -> Approval:
    """Ask for an approval. The requester must belong to the resource's project (or operate
    the site), and the request must fit the rule that covers it."""
    subject = draft.subject
    classification, project = _placed(rules, subject)
    rule = rules.rule_for(subject.kind, classification)
    project_groups = rules.catalog.projects[project].groups
    if not (actor.in_any(project_groups) or actor.in_any(rules.operators)):
        raise ApprovalError(
            f"{actor.name} is not a member of project {project!r} nor an operator: "
            "only they may request approvals for it"
        )
    if rule.reason_required and not draft.reason.strip():
        raise ApprovalError(f"a {subject.kind.value} of this resource needs a reason (--reason)")
    _check_expiry(rule, draft.expires, now)
    with store.change() as change:
        approval = Approval(
            id=_new_id(change, now),
            subject=replace(subject, project=project),
            requester=actor.name,
            reason=draft.reason,
            expires=draft.expires,
            required=rule.required,
            state=State.PENDING,
            requested=iso(now),
        )
        recorded = trail.record("requested", actor.name, approval)
        change.put(recorded)
    return recorded


def _open(change: Change, approval_id: str) -> Approval:
    approval = change.get(approval_id)
    if approval is None:
        raise ApprovalError(f"no approval {approval_id!r}")
    return approval


def _check_approver(rules: Rules, actor: Actor, approval: Approval, now: int) -> Rule:
    """The rule under which ACTOR may decide APPROVAL, still pending at NOW."""
    state = approval.state_at(now)
    if state is not State.PENDING:
        raise ApprovalError(f"{approval.id} is {state.value}, not pending")
    if actor.name == approval.requester:
        raise ApprovalError(f"{actor.name} requested {approval.id} and cannot decide it")
    if actor.name == approval.subject.user:
        raise ApprovalError(f"{approval.id} releases to {actor.name}, who cannot decide it")
    rule = _rule(rules, approval.subject)
    if not actor.in_any(rule.approvers):
        raise ApprovalError(
            f"{actor.name} may not decide {approval.id}: approvers are members of "
            + ", ".join(rule.approvers)
        )
    return rule


def grant(
    store: ApprovalStore, trail: Trail, rules: Rules, actor: Actor, approval_id: str, *, now: int
) -> Approval:
    """Add ACTOR's grant; the approval is granted once enough distinct approvers have."""
    with store.change() as change:
        approval = _open(change, approval_id)
        rule = _check_approver(rules, actor, approval, now)
        if actor.name in approval.grants:
            raise ApprovalError(
                f"{actor.name} has already granted {approval_id}: a different approver is needed"
            )
        grants = (*approval.grants, actor.name)
        needed = max(approval.required, rule.required)
        state = State.GRANTED if len(grants) >= needed else State.PENDING
        recorded = trail.record(
            "granted", actor.name, approval.moved(grants=grants, state=state, required=needed)
        )
        change.put(recorded)
    return recorded


def deny(
    store: ApprovalStore,
    trail: Trail,
    rules: Rules,
    actor: Actor,
    approval_id: str,
    reason: str = "",
    *,
    now: int,
) -> Approval:
    """One eligible approver's deny denies the request."""
    with store.change() as change:
        approval = _open(change, approval_id)
        _check_approver(rules, actor, approval, now)
        moved = approval.moved(state=State.DENIED, decided_by=actor.name, decision_reason=reason)
        recorded = trail.record("denied", actor.name, moved)
        change.put(recorded)
    return recorded


def revoke(
    store: ApprovalStore,
    trail: Trail,
    rules: Rules,
    actor: Actor,
    approval_id: str,
    reason: str,
    *,
    now: int,
) -> Approval:
    """End a granted approval before its time: its approvers' groups and operators may."""
    if not reason.strip():
        raise ApprovalError("a revocation needs a reason (--reason)")
    with store.change() as change:
        approval = _open(change, approval_id)
        state = approval.state_at(now)
        if state is not State.GRANTED:
            raise ApprovalError(f"{approval_id} is {state.value}: only a granted one is revoked")
        if not (
            actor.in_any(rules.operators) or actor.in_any(_rule(rules, approval.subject).approvers)
        ):
            raise ApprovalError(
                f"{actor.name} may not revoke {approval_id}: approvers and operators may"
            )
        moved = approval.moved(state=State.REVOKED, decided_by=actor.name, decision_reason=reason)
        recorded = trail.record("revoked", actor.name, moved)
        change.put(recorded)
    return recorded


def expire_due(store: ApprovalStore, trail: Trail, actor: Actor, *, now: int) -> list[Approval]:
    """Record the expiry of every open approval whose time has run out (they already count as
    expired; this puts it in the log)."""
    done: list[Approval] = []
    for candidate in store.all():
        if candidate.state in OPEN_STATES and candidate.state_at(now) is State.EXPIRED:
            with store.change() as change:
                approval = change.get(candidate.id)
                if approval is None or approval.state_at(now) is not State.EXPIRED:
                    continue  # changed meanwhile
                if approval.state is State.EXPIRED:
                    continue
                recorded = trail.record("expired", actor.name, approval.moved(state=State.EXPIRED))
                change.put(recorded)
                done.append(recorded)
    return done


@dataclass(frozen=True)
class Imported:
    added: tuple[Approval, ...]
    already: tuple[str, ...]


def import_catalog(
    store: ApprovalStore,
    trail: Trail,
    rules: Rules,
    actor: Actor,
    entries: Iterable[CatalogApproval],
    *,
    now: int,
) -> Imported:
    """Record the catalog's typed approvals as granted by the approver each names. An id the
    store already holds is left as it is, so running it again adds nothing."""
    added: list[Approval] = []
    already: list[str] = []
    for entry in entries:
        kind = Kind.RELEASE if entry.destination is None and entry.country is None else Kind.EXPORT
        subject = Subject(kind, entry.resource, entry.user, entry.destination, entry.country)
        _, project = _placed(rules, subject)
        with store.change() as change:
            if change.get(entry.id) is not None:
                already.append(entry.id)
                continue
            approval = Approval(
                id=entry.id,
                subject=replace(subject, project=project),
                requester=actor.name,
                reason=entry.note,
                expires=entry.expires.isoformat(),
                required=1,
                state=State.GRANTED,
                requested=iso(now),
                grants=(entry.approver,),
                origin="catalog",
            )
            recorded = trail.record("imported", actor.name, approval)
            change.put(recorded)
            added.append(recorded)
    return Imported(tuple(added), tuple(already))
