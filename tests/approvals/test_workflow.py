"""The approval workflow, run against SQLite and PostgreSQL alike."""

from __future__ import annotations

import datetime as dt
import threading
import time
from dataclasses import replace
from typing import Any

import pytest

from govern.approvals import actions
from govern.approvals.ledger import Ledger, disagreements, history, rebuild
from govern.approvals.live import LiveApprovals
from govern.approvals.model import Approval, Draft, Kind, State, Subject
from govern.approvals.store import COLUMNS, ApprovalStore, from_row, to_row
from govern.audit.merkle import leaf_hash
from govern.catalog import load_catalog
from govern.errors import ApprovalError
from govern.timeutil import expiry_seconds, start_seconds
from tests.approvals.conftest import REPO, Flow, StoreFactory, actor, day
from tests.approvals.conftest import rules as site_rules

NOW = int(time.time())
CHIPS = "dataset:chip-layouts"  # EAR 3E001, project semis
RADAR = "dataset:radar-returns"  # ITAR, project radar


def release(user: str = "chen", *, reason: str = "licence D123456", days: int = 30) -> Draft:
    return Draft(Subject(Kind.RELEASE, CHIPS, user), reason, day(days, NOW))


def ask(flow: Flow, draft: Draft, by: str = "bob", now: int = NOW) -> Approval:
    return actions.request(flow.store, flow.trail, flow.rules, actor(by), draft, now=now)


def grant(flow: Flow, approval_id: str, by: str, now: int = NOW) -> Approval:
    return actions.grant(flow.store, flow.trail, flow.rules, actor(by), approval_id, now=now)


def granted(flow: Flow, draft: Draft | None = None) -> Approval:
    approval = ask(flow, draft or release())
    grant(flow, approval.id, "ivan")
    return grant(flow, approval.id, "grace")


def active_ids(flow: Flow, now: int | None = None) -> set[str]:
    """The approvals a daemon starting now would decide with, at NOW (default: now; each
    counts from the moment its grant was logged)."""
    index = LiveApprovals(lambda: flow.store, flow.log).current()
    at = int(time.time()) if now is None else now
    return {approval_id for _, _, approval_id in index.granted(at)}


# -- each kind ------------------------------------------------------------------------------


def test_release_needs_two_distinct_approvers(flow: Flow) -> None:
    approval = ask(flow, release())
    assert (approval.state, approval.required, approval.subject.project) == (
        State.PENDING,
        2,
        "semis",
    )
    first = grant(flow, approval.id, "ivan")
    assert first.state is State.PENDING and first.grants == ("ivan",)
    assert active_ids(flow) == set()
    with pytest.raises(ApprovalError, match="already granted"):
        grant(flow, approval.id, "ivan")
    second = grant(flow, approval.id, "grace")
    assert second.state is State.GRANTED and second.grants == ("ivan", "grace")
    assert active_ids(flow) == {approval.id}
    assert flow.store.get(approval.id) == second


@pytest.mark.parametrize(("destination", "country"), [("endpoint:partner-de", None), (None, "CA")])
def test_export_to_a_destination_or_a_country(
    flow: Flow, destination: str | None, country: str | None
) -> None:
    draft = Draft(Subject(Kind.EXPORT, CHIPS, "chen", destination, country), "licence", day(9, NOW))
    approval = granted(flow, draft)
    assert approval.state is State.GRANTED
    assert (approval.subject.destination, approval.subject.country) == (destination, country)
    assert active_ids(flow) == {approval.id}


def test_export_to_an_unknown_destination_is_refused(flow: Flow) -> None:
    draft = Draft(Subject(Kind.EXPORT, CHIPS, "chen", "endpoint:nowhere"), "x", day(9, NOW))
    with pytest.raises(ApprovalError, match="unknown destination"):
        ask(flow, draft)


def test_privileged_image_in_a_partition(flow: Flow) -> None:
    subject = Subject(
        Kind.PRIVILEGED, "registry.rc.example.edu/semis/**", None, "partition:gpu", None, "semis"
    )
    approval = ask(flow, Draft(subject, "needs a GPU driver probe", day(30, NOW)), by="chen")
    assert approval.required == 1
    with pytest.raises(ApprovalError, match="approvers are members of hpc-security"):
        grant(flow, approval.id, "ivan")
    assert grant(flow, approval.id, "hana").state is State.GRANTED


@pytest.mark.parametrize(
    ("subject", "message"),
    [
        (lambda: Subject(Kind.PRIVILEGED, "img", None, "gpu", None, "semis"), "partition:NAME"),
        (
            lambda: Subject(Kind.PRIVILEGED, "img", "chen", "partition:gpu", None, "semis"),
            "no user",
        ),
        (lambda: Subject(Kind.RELEASE, CHIPS, None), "needs the user"),
        (lambda: Subject(Kind.RELEASE, CHIPS, "chen", None, "CA"), "use kind export"),
        (lambda: Subject(Kind.EXPORT, CHIPS, "chen"), "one of them"),
        (lambda: Subject(Kind.EXPORT, CHIPS, "chen", None, "ca"), "ISO 3166"),
        (lambda: Subject(Kind.RELEASE, "/etc/passwd", "chen"), "dataset:ID"),
        (lambda: Subject(Kind.RELEASE, CHIPS, "chen\nivan"), "without spaces"),
        (lambda: Subject(Kind.RELEASE, CHIPS, "x" * 600), "without spaces"),
    ],
)
def test_malformed_subjects_are_refused(subject: object, message: str) -> None:
    with pytest.raises(ApprovalError, match=message):
        subject()  # type: ignore[operator]


# -- who may do what ------------------------------------------------------------------------


def test_nobody_approves_their_own_request(flow: Flow) -> None:
    approval = ask(flow, release(), by="farid")  # farid is in semis and in export-control
    with pytest.raises(ApprovalError, match=r"requested .* and cannot decide it"):
        grant(flow, approval.id, "farid")
    with pytest.raises(ApprovalError, match="cannot decide it"):
        actions.deny(flow.store, flow.trail, flow.rules, actor("farid"), approval.id, now=NOW)
    assert flow.store.get(approval.id) == approval


def test_nobody_approves_a_request_that_benefits_them(flow: Flow) -> None:
    approval = ask(flow, release("farid"))
    with pytest.raises(ApprovalError, match="releases to farid, who cannot decide it"):
        grant(flow, approval.id, "farid")
    assert flow.store.get(approval.id) == approval


def test_requester_outside_the_project_is_refused(flow: Flow) -> None:
    with pytest.raises(ApprovalError, match="alice is not a member of project 'semis'"):
        ask(flow, release(), by="alice")
    assert flow.store.all() == []
    assert ask(flow, release(), by="olga").state is State.PENDING  # an operator may


def test_an_approver_outside_the_approver_groups_is_refused(flow: Flow) -> None:
    approval = ask(flow, release())
    with pytest.raises(ApprovalError, match="approvers are members of export-control"):
        grant(flow, approval.id, "alice")


def test_validity_beyond_the_rule_is_refused_and_its_last_day_accepted(flow: Flow) -> None:
    with pytest.raises(ApprovalError, match="beyond the longest validity of 365 days"):
        ask(flow, release(days=366))
    assert ask(flow, release(days=365)).expires == day(365, NOW)
    with pytest.raises(ApprovalError, match="give an expiry"):
        ask(flow, Draft(Subject(Kind.RELEASE, CHIPS, "chen"), "licence"))
    with pytest.raises(ApprovalError, match="already past"):
        ask(flow, release(days=-1))
    with pytest.raises(ApprovalError, match="not an ISO 8601"):
        ask(flow, Draft(Subject(Kind.RELEASE, CHIPS, "chen"), "licence", "next week"))


def test_reason_is_required_where_the_rule_says(flow: Flow) -> None:
    with pytest.raises(ApprovalError, match="needs a reason"):
        ask(flow, release(reason="   "))
    internal = Draft(Subject(Kind.RELEASE, "dataset:climate-runs", "chen"), "")
    assert ask(flow, internal).state is State.PENDING  # internal: no reason, no expiry needed


def test_a_request_no_rule_covers_cannot_be_made(flow: Flow) -> None:
    with pytest.raises(ApprovalError, match=r"no rule .* release of confidential"):
        ask(flow, Draft(Subject(Kind.RELEASE, "dataset:patient-scans", "chen"), "x"))


# -- deny, revoke, expire -------------------------------------------------------------------


def test_one_deny_denies(flow: Flow) -> None:
    approval = ask(flow, release())
    grant(flow, approval.id, "ivan")
    denied = actions.deny(
        flow.store, flow.trail, flow.rules, actor("grace"), approval.id, "no licence", now=NOW
    )
    assert (denied.state, denied.decided_by, denied.decision_reason) == (
        State.DENIED,
        "grace",
        "no licence",
    )
    with pytest.raises(ApprovalError, match="is denied, not pending"):
        grant(flow, approval.id, "grace")
    assert active_ids(flow) == set()


def test_revoke(flow: Flow) -> None:
    approval = granted(flow)
    with pytest.raises(ApprovalError, match="needs a reason"):
        actions.revoke(flow.store, flow.trail, flow.rules, actor("ivan"), approval.id, "", now=NOW)
    with pytest.raises(ApprovalError, match="may not revoke"):
        actions.revoke(flow.store, flow.trail, flow.rules, actor("bob"), approval.id, "x", now=NOW)
    revoked = actions.revoke(
        flow.store, flow.trail, flow.rules, actor("olga"), approval.id, "left the project", now=NOW
    )
    assert revoked.state is State.REVOKED
    assert active_ids(flow) == set()
    with pytest.raises(ApprovalError, match="only a granted one is revoked"):
        actions.revoke(flow.store, flow.trail, flow.rules, actor("ivan"), approval.id, "x", now=NOW)


def test_expiry_at_the_day_boundary(flow: Flow) -> None:
    """Valid through the whole expiry day (UTC), expired from the first second after it."""
    approval = granted(flow, release(days=3))
    end = approval.until
    assert end is not None
    assert end == expiry_seconds(dt.date.fromisoformat(day(3, NOW)))
    assert end == start_seconds(dt.date.fromisoformat(day(4, NOW)))
    assert active_ids(flow, end - 1) == {approval.id}
    assert active_ids(flow, end) == set()
    assert approval.state_at(end) is State.EXPIRED
    assert actions.expire_due(flow.store, flow.trail, actor("olga"), now=end - 1) == []
    done = actions.expire_due(flow.store, flow.trail, actor("olga"), now=end)
    assert [(a.id, a.state) for a in done] == [(approval.id, State.EXPIRED)]
    assert actions.expire_due(flow.store, flow.trail, actor("olga"), now=end) == []
    assert disagreements(flow.store, Ledger().refresh(flow.log)) == []


def test_a_pending_request_past_its_expiry_cannot_be_granted(flow: Flow) -> None:
    approval = ask(flow, release(days=1))
    later = approval.until
    assert later is not None
    with pytest.raises(ApprovalError, match="is expired, not pending"):
        grant(flow, approval.id, "ivan", now=later)


# -- the log as the source of truth ---------------------------------------------------------


def test_every_transition_is_in_the_log_and_rebuild_reproduces_the_store(flow: Flow) -> None:
    first = granted(flow)
    second = ask(flow, release("dmitri"))
    actions.deny(flow.store, flow.trail, flow.rules, actor("ivan"), second.id, "no", now=NOW)
    actions.revoke(flow.store, flow.trail, flow.rules, actor("ivan"), first.id, "done", now=NOW)
    events = [(e.event, e.by, e.approval.state) for e in history(flow.log, first.id)]
    assert events == [
        ("requested", "bob", State.PENDING),
        ("granted", "ivan", State.PENDING),
        ("granted", "grace", State.GRANTED),
        ("revoked", "ivan", State.REVOKED),
    ]
    before = flow.store.all()
    with flow.store.change() as change:
        change.replace_all([])
    assert flow.store.all() == []
    assert rebuild(flow.store, Ledger().refresh(flow.log)) == 2
    assert flow.store.all() == before
    assert disagreements(flow.store, Ledger().refresh(flow.log)) == []


def test_a_forged_row_is_reported_and_never_counts(flow: Flow) -> None:
    real = granted(flow)
    forged = Approval(
        id="APR-2026-forged",
        subject=Subject(Kind.RELEASE, CHIPS, "dmitri", project="semis"),
        requester="dmitri",
        reason="",
        expires=None,
        required=2,
        state=State.GRANTED,
        requested=real.requested,
        grants=("ivan", "grace"),
        # names a real entry, and its hash: still not the entry that says this
        entry_index=real.entry_index,
        entry_hash=real.entry_hash,
    )
    with flow.store.change() as change:
        change.put(forged)
    assert {a.id for a in flow.store.all()} == {real.id, forged.id}
    assert active_ids(flow) == {real.id}
    lines = disagreements(flow.store, Ledger().refresh(flow.log))
    assert lines == [f"{forged.id}: in the store but not in the audit log"]


def test_a_revoked_row_put_back_to_its_granted_state_does_not_count(flow: Flow) -> None:
    """The row of the genuine grant, entry index and hash included, after a revoke."""
    approval = granted(flow)
    actions.revoke(flow.store, flow.trail, flow.rules, actor("ivan"), approval.id, "x", now=NOW)
    with flow.store.change() as change:
        change.put(approval)
    assert active_ids(flow) == set()
    (line,) = disagreements(flow.store, Ledger().refresh(flow.log))
    assert line.startswith(f"{approval.id}: the store differs from the audit log: ")
    assert "state 'granted' (log: 'revoked')" in line


def test_a_row_edited_in_place_does_not_count(flow: Flow) -> None:
    approval = granted(flow, release(days=3))
    with flow.store.change() as change:
        change.put(replace(approval, expires=day(300, NOW)))
    assert active_ids(flow) == set()
    (line,) = disagreements(flow.store, Ledger().refresh(flow.log))
    assert "expires" in line


def test_the_ledger_reads_only_what_is_new(flow: Flow) -> None:
    ledger = Ledger().refresh(flow.log)
    approval = granted(flow)
    assert approval.id not in ledger.latest
    ledger.refresh(flow.log)
    assert ledger.latest[approval.id] == approval
    assert ledger.position == flow.log.size()


def test_a_row_missing_from_the_store_is_reported(flow: Flow) -> None:
    approval = granted(flow)
    with flow.store.change() as change:
        change.replace_all([])
    assert disagreements(flow.store, Ledger().refresh(flow.log)) == [
        f"{approval.id}: in the audit log but missing from the store"
    ]


# -- import ---------------------------------------------------------------------------------


def test_import_of_the_catalog_approvals_is_idempotent(flow: Flow) -> None:
    entries = load_catalog(REPO / "examples" / "site" / "catalog").approvals
    first = actions.import_catalog(
        flow.store, flow.trail, flow.rules, actor("olga"), entries, now=NOW
    )
    assert [a.id for a in first.added] == [e.id for e in entries]
    assert first.already == ()
    by_id = {a.id: a for a in flow.store.all()}
    assert by_id["APR-2026-002"].subject.destination == "endpoint:partner-de"
    assert by_id["APR-2026-004"].subject.country == "CA"
    assert by_id["APR-2026-001"].subject.kind is Kind.RELEASE
    assert by_id["APR-2026-001"].grants == ("ivan",)
    assert by_id["APR-2026-001"].origin == "catalog"
    # APR-2025-017 ran out in 2025: imported, never active
    assert active_ids(flow) == {"APR-2026-001", "APR-2026-002", "APR-2026-003", "APR-2026-004"}
    size = flow.log.size()
    again = actions.import_catalog(
        flow.store, flow.trail, flow.rules, actor("olga"), entries, now=NOW
    )
    assert again.added == () and again.already == tuple(e.id for e in entries)
    assert flow.log.size() == size
    assert len(flow.store.all()) == len(entries)
    assert disagreements(flow.store, Ledger().refresh(flow.log)) == []


# -- the store itself -----------------------------------------------------------------------


def test_every_change_bumps_the_counter_and_a_refused_one_does_not(flow: Flow) -> None:
    before = flow.store.changes()
    approval = ask(flow, release())
    assert flow.store.changes() == before + 1
    with pytest.raises(ApprovalError):
        grant(flow, approval.id, "bob")
    assert flow.store.changes() == before + 1
    grant(flow, approval.id, "ivan")
    assert flow.store.changes() == before + 2


def _race(stores: dict[str, ApprovalStore], flow: Flow, approval_id: str) -> list[BaseException]:
    """Each of STORES' approvers grants APPROVAL_ID at the same moment, through its own
    connection; what they raised."""
    barrier = threading.Barrier(len(stores))
    errors: list[BaseException] = []

    def grant_now(name: str) -> None:
        barrier.wait()
        try:
            actions.grant(stores[name], flow.trail, site_rules(), actor(name), approval_id, now=NOW)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=grant_now, args=(name,)) for name in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return errors


def test_two_grants_racing_both_count(open_store: StoreFactory, flow: Flow) -> None:
    for _ in range(5):
        approval = ask(flow, release())
        stores = {name: open_store() for name in ("ivan", "grace")}
        assert _race(stores, flow, approval.id) == []
        final = flow.store.get(approval.id)
        assert final is not None
        assert final.state is State.GRANTED and sorted(final.grants) == ["grace", "ivan"]
    assert disagreements(flow.store, Ledger().refresh(flow.log)) == []


def test_a_malformed_row_is_a_clear_error(flow: Flow) -> None:
    row = list(to_row(granted(flow)))
    grants = COLUMNS.index("grants")
    row[grants] = '["ivan", "ivan"]'
    with pytest.raises(ApprovalError, match="counted twice"):
        from_row(row)
    row[grants] = "ivan"
    with pytest.raises(ApprovalError, match="grants is not a JSON list"):
        from_row(row)
    row[grants], row[COLUMNS.index("state")] = "[]", "approved"
    with pytest.raises(ApprovalError, match="not an approval record"):
        from_row(row)


def test_an_entry_appended_to_the_log_by_hand_must_be_a_step_of_the_workflow(flow: Flow) -> None:
    """`govern audit append` can write any kind: a grant that skips the second approver, or
    one that grants what was denied, is reported and ignored."""
    approval = ask(flow, release())
    both = approval.moved(grants=("ivan", "grace"), state=State.GRANTED)
    payload = {"by": "ivan", "approval": both.to_plain()}
    index = flow.log.append("approval.granted", "root", approval.id, payload)
    (data,) = flow.log.entry_bytes(index, index + 1)
    with flow.store.change() as change:  # and the store made to match that entry
        change.put(replace(both, entry_index=index, entry_hash=leaf_hash(data).hex()))
    ledger = Ledger().refresh(flow.log)
    assert ledger.latest[approval.id] == approval
    assert ledger.problems == [
        f"audit entry {index}: granted of {approval.id} is no step of the workflow "
        "(a grant adds its own approver and nothing else): ignored"
    ]
    assert active_ids(flow) == set()
    (_, differs) = disagreements(flow.store, Ledger().refresh(flow.log))
    assert differs.startswith(f"{approval.id}: the store differs from the audit log: ")


@pytest.mark.parametrize(
    ("event", "change", "message"),
    [
        (
            "denied",
            {"state": State.DENIED, "decided_by": "grace"},
            "someone else than who took the step",
        ),
        ("revoked", {"state": State.REVOKED, "decided_by": "ivan"}, "the approval was pending"),
        ("expired", {"state": State.GRANTED}, "an expiry leaves it expired"),
        ("granted", {"grants": ("ivan",), "expires": "2099-12-31"}, "it changes expires"),
        ("requested", {}, "its id is already taken"),
    ],
)
def test_missteps_in_the_log_are_ignored(
    flow: Flow, event: str, change: dict[str, Any], message: str
) -> None:
    approval = ask(flow, release())
    moved = replace(approval, **change)
    payload = {"by": "ivan", "approval": moved.to_plain()}
    flow.log.append(f"approval.{event}", "root", approval.id, payload)
    ledger = Ledger().refresh(flow.log)
    assert ledger.latest[approval.id] == approval
    (problem,) = ledger.problems
    assert f"{message})" in problem


def test_a_malformed_approval_entry_is_reported(flow: Flow) -> None:
    flow.log.append("approval.granted", "ivan", "APR-x", {"approval": ["not", "a", "record"]})
    flow.log.append("approval.approved", "ivan", "APR-x", {})
    problems = Ledger().refresh(flow.log).problems
    assert len(problems) == 2
    assert problems[0].startswith("audit entry 0: not an approval record")
    assert problems[1] == "audit entry 1: unknown approval event 'approval.approved'"


def test_overlong_reasons_are_refused(flow: Flow) -> None:
    with pytest.raises(ApprovalError, match="at most 2000 characters"):
        ask(flow, release(reason="x" * 2001))
    assert flow.store.all() == []
    assert flow.log.size() == 0
