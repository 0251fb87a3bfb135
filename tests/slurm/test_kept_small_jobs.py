"""A small job submitted again is given its kept allow, without deciding, only while nothing the
allow rests on can have changed: the same engine (no reload), the same entity set (no identity
refresh, no identity problem), the same approvals in force, and a time before the first at
which one of its checks could be answered otherwise. Every submission still has its own durable
entry, byte for byte what deciding it would have written but for its time."""

from __future__ import annotations

import calendar
import json
import time
from collections.abc import Iterator

import pytest

from govern.approvals.index import ApprovalIndex
from govern.audit import open_log
from govern.audit.entry import entry_problems
from govern.audit.log import ENTRIES
from govern.policy.live import LiveEngine
from govern.policy.request import Decision, Request
from govern.slurm.server import Answer, DecisionService
from tests.conftest import Site

# grace's CUI training is valid through 2099-12-31: from this second on it is not.
CUI_TRAINING_ENDS = calendar.timegm((2100, 1, 1, 0, 0, 0))


def _job(user: str, partition: str, *resources: str) -> bytes:
    directives = [[2 + n, f"#GOVERN use {resource}"] for n, resource in enumerate(resources)]
    message = {
        "op": "job",
        "event": "submit",
        "user": user,
        "partition": partition,
        "directives": directives,
    }
    return json.dumps(message).encode() + b"\n"


CUI_JOB = _job("grace", "cui", "dataset:contract-specs")


class Approvals:
    """The approvals in force as the daemon sees them: replaced whole when they change."""

    def __init__(self) -> None:
        self.index = ApprovalIndex()
        self.unreadable = False

    def current(self) -> ApprovalIndex:
        # As govern.approvals.live: a store not read lately enough is a new index each time.
        return ApprovalIndex.unavailable("store down") if self.unreadable else self.index


@pytest.fixture
def approvals() -> Approvals:
    return Approvals()


@pytest.fixture
def service(site: Site, approvals: Approvals) -> Iterator[DecisionService]:
    log = open_log(site.root / "examples" / "site" / "var" / "audit")
    engine = LiveEngine(site.config, approvals=approvals.current)
    service = DecisionService(engine, log.writer(lock_timeout=0.3))
    yield service
    service.close()


@pytest.fixture
def decided(service: DecisionService, monkeypatch: pytest.MonkeyPatch) -> list[Request]:
    """Every check the service's engine is asked to decide."""
    asked: list[Request] = []
    decide = service.engine.decide

    def counted(request: Request) -> Decision:
        asked.append(request)
        return decide(request)

    monkeypatch.setattr(service.engine, "decide", counted)
    return asked


def _answered(service: DecisionService, line: bytes) -> dict[str, object]:
    answer = service.answer(line)
    assert isinstance(answer, Answer)
    assert answer.durable is not None, "every job's answer names an entry"
    body = json.loads(answer.line(answer.durable.result(10)))
    assert isinstance(body, dict)
    return body


def _at(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    monkeypatch.setattr(time, "time", lambda: seconds)


def test_a_job_allowed_again_is_answered_from_its_kept_allow_with_an_entry_of_its_own(
    service: DecisionService, decided: list[Request]
) -> None:
    answers = [_answered(service, CUI_JOB) for _ in range(5)]
    assert {str(a["decision"]) for a in answers} == {"allow"}
    # Decided the first time, and again the second (when its checks' bounds are worked out).
    assert len(decided) == 2
    receipts = [int(str(a["receipt"])) for a in answers]
    assert receipts == sorted(set(receipts)), "each submission has an entry of its own"
    entries = [entry for _, entry in service.audit.log.entries(receipts[0], receipts[-1] + 1)]
    assert [(e.kind, e.actor, e.subject) for e in entries] == [("slurm.job", "grace", "job")] * 5
    assert all(entry.payload == entries[0].payload for entry in entries)
    assert entries[0].payload["decision"] == "allow"
    assert entries[0].payload["checks"][0]["resource"] == "dataset:contract-specs"
    assert [entry.time for entry in entries] == sorted(entry.time for entry in entries)
    records = (service.audit.log.directory / ENTRIES).read_bytes().splitlines()
    assert entry_problems(records) == [], "every entry is canonical, as `audit verify` requires"


def test_a_kept_allow_ends_the_second_a_training_it_rests_on_expires(
    service: DecisionService, decided: list[Request], monkeypatch: pytest.MonkeyPatch
) -> None:
    _at(monkeypatch, CUI_TRAINING_ENDS - 100)
    for _ in range(3):
        assert _answered(service, CUI_JOB)["decision"] == "allow"
    _at(monkeypatch, CUI_TRAINING_ENDS - 1)
    assert _answered(service, CUI_JOB)["decision"] == "allow"
    assert len(decided) == 2
    _at(monkeypatch, CUI_TRAINING_ENDS)
    denied = _answered(service, CUI_JOB)
    assert denied["decision"] == "deny"
    assert "cui-training-current" in str(denied["message"]) or "CUI training" in str(
        denied["message"]
    )
    assert len(decided) == 3


def test_a_clock_stepped_back_finds_no_kept_allow(
    service: DecisionService, decided: list[Request], monkeypatch: pytest.MonkeyPatch
) -> None:
    now = time.time()
    for _ in range(3):
        assert _answered(service, CUI_JOB)["decision"] == "allow"
    _at(monkeypatch, now - 3600)
    assert _answered(service, CUI_JOB)["decision"] == "allow"
    assert len(decided) == 3


def test_approvals_changed_in_any_way_end_every_kept_allow(
    service: DecisionService, decided: list[Request], approvals: Approvals
) -> None:
    for _ in range(3):
        _answered(service, CUI_JOB)
    approvals.index = ApprovalIndex()  # read again: even the same approvals count afresh
    assert _answered(service, CUI_JOB)["decision"] == "allow"
    assert len(decided) == 3


def test_an_unreadable_approval_store_keeps_no_allow(
    service: DecisionService, decided: list[Request], approvals: Approvals
) -> None:
    approvals.unreadable = True
    for _ in range(4):
        assert _answered(service, CUI_JOB)["decision"] == "allow"  # needs no approval
    assert len(decided) == 4


def test_an_identity_problem_denies_a_job_whose_allow_was_kept(
    service: DecisionService, decided: list[Request], monkeypatch: pytest.MonkeyPatch
) -> None:
    for _ in range(3):
        _answered(service, CUI_JOB)
    engine = service.engine.engine
    monkeypatch.setattr(engine, "_identity_problem", "identity data is too old")
    denied = _answered(service, CUI_JOB)
    assert denied["decision"] == "deny"
    assert "identity data is too old" in str(denied["message"])


def test_an_identity_refresh_ends_every_kept_allow(
    service: DecisionService, decided: list[Request]
) -> None:
    for _ in range(3):
        _answered(service, CUI_JOB)
    service.engine.engine._load_full()  # what the refresh thread does when people are due
    assert _answered(service, CUI_JOB)["decision"] == "allow"
    assert len(decided) == 3


def test_a_reload_ends_every_kept_allow(
    service: DecisionService, decided: list[Request], site: Site
) -> None:
    for _ in range(3):
        _answered(service, CUI_JOB)
    site.write(
        "policies/freeze.cedar",
        '@id("freeze")\n@reason("maintenance")\nforbid (principal, action, resource);\n',
    )
    assert service.engine.look() is True
    assert _answered(service, CUI_JOB)["decision"] == "deny"


def test_a_deny_is_never_kept(service: DecisionService, decided: list[Request]) -> None:
    line = _job("hank", "cui", "dataset:contract-specs")  # his CUI training has expired
    for _ in range(4):
        assert _answered(service, line)["decision"] == "deny"
    assert len(decided) == 4


def test_an_allow_decided_across_an_identity_refresh_is_not_kept(
    service: DecisionService, decided: list[Request], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The refresh thread may swap the entity set while a job is being decided: an allow
    decided across the swap is given, never kept."""
    _answered(service, CUI_JOB)
    decide = service.engine.decide

    def decide_then_refresh(request: Request) -> Decision:
        decision = decide(request)
        service.engine.engine._load_full()
        return decision

    monkeypatch.setattr(service.engine, "decide", decide_then_refresh)
    assert _answered(service, CUI_JOB)["decision"] == "allow"
    monkeypatch.setattr(service.engine, "decide", decide)
    assert _answered(service, CUI_JOB)["decision"] == "allow"
    assert len(decided) == 3  # the third was decided: nothing was kept from the second


def test_an_allow_an_approval_window_touches_is_decided_every_time(
    service: DecisionService, decided: list[Request], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An approval may come into force or end at any moment: an allow that has one in view is
    never kept, and ends the second its approval does."""
    line = _job("chen", "gpu", "dataset:chip-layouts")  # EAR, his approval valid through 2099
    for _ in range(4):
        assert _answered(service, line)["decision"] == "allow"
    assert len(decided) == 4
    _at(monkeypatch, CUI_TRAINING_ENDS)  # the same moment his approval ends
    assert _answered(service, line)["decision"] == "deny"
