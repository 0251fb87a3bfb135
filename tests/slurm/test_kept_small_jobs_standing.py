"""What a kept allow holds on to and rests on. It names the engine and the standing (the
resident entity set, the approvals index) by weak references: each identity refresh (every
`refresh_seconds`, whether or not anyone changed) and each reload makes a new one, and a line
whose allow was kept and that is never submitted again must not keep the old ones alive. And
its standing is the one its checks were decided with, not one read beside them: the approvals
in force can go stale and come back as the very same index object between two reads."""

from __future__ import annotations

import gc
import json
import weakref
from collections.abc import Iterator

import pytest

from govern.approvals.index import NO_END, ApprovalIndex
from govern.audit import open_log
from govern.policy.bundle import approval_key
from govern.policy.live import LiveEngine
from govern.policy.request import Request
from govern.slurm.server import Answer, DecisionService
from tests.conftest import Site

# Users of the demo site whose jobs on these partitions are allowed (no approval in view).
ALLOWED = [
    ("grace", "cui", "dataset:contract-specs"),
    ("bob", "gpu", "dataset:era5"),
]


def _job(user: str, partition: str, *resources: str, account: str | None = None) -> bytes:
    directives = [[2 + n, f"#GOVERN use {resource}"] for n, resource in enumerate(resources)]
    message: dict[str, object] = {
        "op": "job",
        "event": "submit",
        "user": user,
        "partition": partition,
        "directives": directives,
    }
    if account is not None:
        message["account"] = account
    return json.dumps(message).encode() + b"\n"


@pytest.fixture
def service(site: Site) -> Iterator[DecisionService]:
    log = open_log(site.root / "examples" / "site" / "var" / "audit")
    engine = LiveEngine(site.config)
    service = DecisionService(engine, log.writer(lock_timeout=0.3))
    yield service
    service.close()


def _answered(service: DecisionService, line: bytes) -> dict[str, object]:
    answer = service.answer(line)
    assert isinstance(answer, Answer)
    assert answer.durable is not None
    body = json.loads(answer.line(answer.durable.result(10)))
    assert isinstance(body, dict)
    return body


def _allowed_twice(service: DecisionService, line: bytes) -> None:
    """Submit LINE twice: the second submission's allow (its checks answered from the decision
    cache) is the one kept."""
    for _ in range(2):
        assert _answered(service, line)["decision"] == "allow"


def test_an_identity_refresh_frees_the_entity_set_it_replaced(service: DecisionService) -> None:
    engine = service.engine.engine
    _allowed_twice(service, _job(*ALLOWED[0]))
    replaced = weakref.ref(engine._full)
    engine._load_full()  # what the identity refresh thread does every refresh_seconds
    # Another job decided on the new set: the decision cache moves on to it.
    _allowed_twice(service, _job(*ALLOWED[1]))
    gc.collect()
    assert replaced() is None, "a kept allow holds the entity set it was decided with"


def test_a_reload_frees_the_engine_it_replaced(service: DecisionService, site: Site) -> None:
    _allowed_twice(service, _job(*ALLOWED[0]))
    replaced = weakref.ref(service.engine.engine)
    site.write(
        "policies/extra.cedar",
        '@id("extra")\n@reason("nobody")\nforbid (principal == User::"nobody-at-all", action, '
        "resource);\n",
    )
    assert service.engine.look() is True
    gc.collect()
    assert replaced() is None, (
        "a kept allow holds the replaced engine (policy set, schema, decision cache, site)"
    )


def test_entity_sets_kept_alive_do_not_grow_with_identity_refreshes(
    service: DecisionService,
) -> None:
    """One refresh per refresh_seconds, and between two of them one line whose allow is kept
    and that is not submitted again: each such line pins one more entity set."""
    engine = service.engine.engine
    replaced = []
    for n in range(20):
        user, partition, resource = ALLOWED[n % 2]
        # A line of its own (the account is any text the job carries), as distinct jobs are.
        _allowed_twice(service, _job(user, partition, resource, account=f"acct{n}"))
        replaced.append(weakref.ref(engine._full))
        engine._load_full()
    _allowed_twice(service, _job(*ALLOWED[0], account="after"))  # the cache moves on too
    gc.collect()
    alive = sum(1 for entities in replaced if entities() is not None)
    assert alive == 0, f"{alive} replaced entity sets alive after 20 identity refreshes"


class _Staleness:
    """LiveApprovals.current() around its staleness limit: the last index read (LAST), then, once
    max_staleness_seconds have passed without a read, a new unavailable index on every call,
    and the same LAST again once a read finds the store unchanged (its change counter did not
    move: `_refresh` keeps the index and only resets `_read_at`)."""

    def __init__(self, last: ApprovalIndex) -> None:
        self.last = last
        self.stale = False
        self.calls = 0
        self.stale_from_call: int | None = None

    def current(self) -> ApprovalIndex:
        self.calls += 1
        if self.stale_from_call is not None and self.calls >= self.stale_from_call:
            self.stale = True
            self.stale_from_call = None
        if self.stale:
            return ApprovalIndex.unavailable("the approval store was last read 31 s ago")
        return self.last


def test_an_allow_decided_as_the_store_went_stale_is_not_kept_past_it(site: Site) -> None:
    """The standing is taken just before the limit passes and the checks are decided just after
    it (no approval counts, so none is in view and the answer is kept); the store is then read
    unchanged and the old index is the one in force again. The kept allow holds again, and its
    entry says no approval was used where deciding now names grace's approval, in force."""
    window = (None, None, 0, NO_END, "apr-grace-cui")
    index = ApprovalIndex(windows={approval_key("grace", "dataset:contract-specs"): (window,)})
    approvals = _Staleness(index)
    log = open_log(site.root / "examples" / "site" / "var" / "audit")
    engine = LiveEngine(site.config, approvals=approvals.current)
    service = DecisionService(engine, log.writer(lock_timeout=0.3))
    try:
        line = _job(*ALLOWED[0])
        approvals.stale = True  # the store was out of reach a while: answers kept with no flags
        _allowed_twice(service, line)
        approvals.stale = False  # read again, unchanged: the same index
        # The next submission finds the last index in force as it looks at its kept allow; the
        # limit passes before its check asks for the approvals.
        approvals.calls, approvals.stale_from_call = 0, 3
        assert _answered(service, line)["decision"] == "allow"
        # Read again, unchanged: the same index once more.
        approvals.stale, approvals.stale_from_call = False, None
        kept = _answered(service, line)
        entry = next(iter(service.audit.log.entries(int(str(kept["receipt"])), None)))[1]
        request = Request("grace", "use", "dataset:contract-specs", "partition:cui")
        fresh = service.engine.decide(request)
        assert fresh.approvals == ("apr-grace-cui",)
        assert entry.payload["checks"][0]["approvals"] == list(fresh.approvals), (
            "the kept allow's entry is not what deciding now writes"
        )
    finally:
        service.close()
