"""A decision's entry written out field by field is byte for byte the canonical one."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from govern.audit.entry import MAX_ENTRY_BYTES, Entry, fixed_shape_bytes
from govern.errors import AuditError, RequestError
from govern.policy.request import Decision, Request, Ruling
from govern.slurm.jobs import JobRequest, decide_job
from govern.slurm.record import DECISION_KIND, decision_record, fitted_record
from govern.slurm.server import Answer, answer_line, decision_head

names = st.text(min_size=1, max_size=30)
lists = st.lists(st.text(max_size=30), max_size=4)


@settings(max_examples=500, deadline=None)
@given(names, names, names, names, st.sampled_from(["allow", "deny"]), lists, lists, lists, names)
def test_the_written_out_entry_is_the_canonical_one(
    user: str,
    action: str,
    resource: str,
    destination: str,
    decision: str,
    policies: list[str],
    approvals: list[str],
    errors: list[str],
    catalog: str,
) -> None:
    request = {"user": user, "action": action, "resource": resource, "destination": destination}
    payload = {
        "request": request,
        "decision": decision,
        "policies": policies,
        "approvals": approvals,
        "errors": errors,
        "catalog": catalog,
    }
    try:
        expected: bytes | AuditError = Entry(DECISION_KIND, user, resource, payload).to_bytes()
    except AuditError as exc:
        expected = exc
    try:
        written = decision_record(request, decision, policies, approvals, errors, catalog)
    except AuditError as exc:
        assert isinstance(expected, AuditError), exc
        return
    assert not isinstance(expected, AuditError), expected
    time = json.loads(written)["time"]
    assert written == Entry(DECISION_KIND, user, resource, payload, time).to_bytes()
    assert Entry.from_bytes(written).payload == payload


def test_an_entry_naming_its_peer_takes_the_general_path() -> None:
    request = {"user": "bob", "action": "use", "resource": "dataset:era5", "destination": "p:x"}
    peer = {"uid": 1000, "user": "bob"}
    written = decision_record(request, "allow", ["baseline"], [], [], "v1", peer=peer)
    assert Entry.from_bytes(written).payload["peer"] == peer


def test_a_lone_surrogate_is_refused_as_the_general_path_refuses_it() -> None:
    request = {"user": "b\ud800", "action": "use", "resource": "dataset:x", "destination": "p:x"}
    with pytest.raises(AuditError):
        decision_record(request, "deny", [], [], [], "v1")


values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    # Keys as the daemon writes its own: none can spell a secret's name (Entry's check).
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text("abxyz_é\ue001\U0001f600", max_size=8), inner)
    ),
    max_leaves=8,
)


@settings(max_examples=500, deadline=None)
@given(st.dictionaries(st.sampled_from(["job", "checks", "message", "job_id"]), values))
def test_a_job_entry_in_its_fixed_shape_is_the_canonical_one_or_refused_alike(
    payload: dict[str, object],
) -> None:
    """Values a request held (any integer, any text) are checked, not trusted."""
    try:
        expected: bytes | AuditError = Entry("slurm.job", "bob", "job:1", payload).to_bytes()
    except AuditError as exc:
        expected = exc
    try:
        written = fixed_shape_bytes("slurm.job", "bob", "job:1", payload, plain_values=False)
    except AuditError as exc:
        assert isinstance(expected, AuditError), exc
        return
    assert not isinstance(expected, AuditError), expected
    time = json.loads(written)["time"]
    assert written == Entry("slurm.job", "bob", "job:1", payload, time).to_bytes()


rulings = st.lists(st.builds(Ruling, names, st.text(max_size=60)), max_size=3).map(tuple)
texts = st.lists(st.text(max_size=30), max_size=3).map(tuple)


@settings(max_examples=500, deadline=None)
@given(
    st.builds(Request, names, names, names, names),
    st.booleans(),
    st.integers(min_value=0, max_value=2**35),
    rulings,
    texts,
    texts,
    texts,
    st.none() | st.integers(min_value=0, max_value=2**53),
)
def test_an_answer_written_from_its_parts_is_the_encoded_answer(
    request: Request,
    allowed: bool,
    at: int,
    policies: tuple[Ruling, ...],
    errors: tuple[str, ...],
    approvals: tuple[str, ...],
    notes: tuple[str, ...],
    receipt: int | None,
) -> None:
    """Clients read the same answer, byte for byte, however the daemon wrote it."""
    decision = Decision(request, allowed, at, policies, errors, approvals, notes)
    body = decision.to_json() if receipt is None else {**decision.to_json(), "receipt": receipt}
    for _ in range(2):  # written afresh, then with the policies' JSON kept from the first
        answer = Answer({"decision": decision.decision}, head=decision_head(decision))
        assert answer.line(receipt) == answer_line(body)
        assert json.loads(answer.line(receipt)) == body


optional_texts = st.none() | st.text(max_size=20)


@settings(max_examples=300, deadline=None)
@given(
    names,
    optional_texts,
    optional_texts,
    optional_texts,
    st.none() | st.integers(-(2**60), 2**60),
    st.lists(st.from_regex(r"[a-z0-9-]{1,12}", fullmatch=True), min_size=1, max_size=3),
)
def test_a_job_entry_without_images_is_the_canonical_one_or_refused_alike(
    user: str,
    account: str | None,
    gres: str | None,
    licenses: str | None,
    job_id: int | None,
    resources: list[str],
) -> None:
    """A job's own entry is written unchecked: what the job request lets through is plain."""
    message = {"user": user, "partition": "gpu", "account": account, "gres": gres}
    message |= {"licenses": licenses, "job_id": job_id}
    message["directives"] = [[2, "#GOVERN use " + " ".join(f"dataset:r{n}" for n in resources)]]
    try:
        job = JobRequest.from_json(message)
    except RequestError:
        assert job_id is not None and abs(job_id) >= 2**53
        return
    result = decide_job(job, lambda request: Decision(request, True, 0, (Ruling("p", "r"),)))
    payload = {**result.audit_payload(), "catalog": "v1"}
    try:
        written = fitted_record("slurm.job", job.user, job.audit_subject, payload)
    except AuditError:
        with pytest.raises(AuditError):
            Entry("slurm.job", job.user, job.audit_subject, payload).to_bytes()
        return
    time = json.loads(written)["time"]
    assert written == Entry("slurm.job", job.user, job.audit_subject, payload, time).to_bytes()


def test_a_job_entry_past_the_entry_limit_is_compacted_to_fit() -> None:
    resources = " ".join(f"dataset:r{n}" for n in range(1000))
    job = JobRequest.from_json(
        {"user": "alice", "partition": "gpu", "directives": [[2, "#GOVERN use " + resources]]}
    )
    result = decide_job(job, lambda request: Decision(request, True, 0, (Ruling("p", "r"),)))
    payload = {**result.audit_payload(), "catalog": "v1"}
    written = fitted_record("slurm.job", job.user, job.audit_subject, payload)
    assert len(written) <= MAX_ENTRY_BYTES
    checks = json.loads(written)["payload"]["checks"]
    assert checks["count"] == 1000 and len(checks["first"]) == 8
