"""The decision cache: a cached answer is exactly the one Cedar gives at that moment."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any
from unittest import mock

import cedarpy
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import govern.policy.engine
from govern.approvals.index import ApprovalIndex
from govern.errors import IdentityError
from govern.policy.bundle import ApprovalWindow, approval_key, compile_site
from govern.policy.decisions_cache import DecisionCache, NotPlain, Ruled, now_thresholds
from govern.policy.engine import Engine
from govern.policy.live import LiveEngine
from govern.policy.people import Population
from govern.policy.request import ACTIONS, Request
from govern.timeutil import parse_instant
from tests.conftest import DEMO_CONFIG, Site

SITE = replace(compile_site(DEMO_CONFIG), identity_source="nss")
USERS = sorted(k.removeprefix("User::") for k in SITE.entities if k.startswith("User::"))
RESOURCES = sorted(
    f"{k.split('::')[0].lower()}:{k.split('::')[1]}"
    for k in SITE.entities
    if k.startswith(("Dataset::", "Model::"))
)
DESTINATIONS = sorted(
    k.removeprefix("Destination::") for k in SITE.entities if k.startswith("Destination::")
)
DESTINATION_COUNTRIES = sorted(set(SITE.destination_countries.values()))
# A reload that changes the catalog: era5 becomes CUI data.
RECLASSIFIED = replace(
    SITE,
    entities={
        **SITE.entities,
        "Dataset::era5": SITE.entities["Dataset::era5"].replace('"public"]', '"cui"]'),
    },
)
# The times at which answers change: training expiries and approval bounds, either side.
_BOUNDS = sorted(
    {
        value
        for text in SITE.entities.values()
        for value in json.loads(text)["attrs"].values()
        if isinstance(value, int) and not isinstance(value, bool)
    }
    | {b for windows in SITE.approvals.values() for w in windows for b in w[2:4]}
    | {parse_instant("2026-06-01")}
)
INSTANTS = st.sampled_from(sorted({b + d for b in _BOUNDS for d in (-1, 0, 1)}))
STEPS = st.integers(min_value=-3, max_value=3)
REFRESH_SECONDS = SITE.refresh_seconds


@dataclass
class World:
    """What both engines decide against: the time, the approvals, the people a source lists."""

    now: int = parse_instant("2026-06-01")
    clock: float = 0.0
    index: ApprovalIndex = field(default_factory=ApprovalIndex)
    people: dict[str, dict[str, Any]] = field(
        default_factory=lambda: {
            k.removeprefix("User::"): json.loads(v)
            for k, v in SITE.entities.items()
            if k.startswith("User::")
        }
    )
    source_down: bool = False


class FakePeople:
    """An NSS or LDAP source listing the world's people, failing while it is down."""

    max_staleness = 600.0

    def __init__(self, world: World) -> None:
        self.world = world

    def everyone(self) -> Population:
        if self.world.source_down:
            raise IdentityError("directory unreachable")
        return Population(json.loads(json.dumps(self.world.people)))

    def lookup(self, name: str) -> dict[str, Any] | None:
        return None


def engines(world: World, site: Any = SITE) -> tuple[Engine, Engine]:
    """A cached and an uncached engine, deciding the same world."""
    with mock.patch.object(govern.policy.engine, "People", lambda _site: FakePeople(world)):
        return tuple(  # type: ignore[return-value]
            Engine(
                site,
                resident=True,
                clock=lambda: world.clock,
                approvals=lambda: world.index,
                cache_entries=entries,
            )
            for entries in (64, 0)
        )


def with_window(index: ApprovalIndex, key: str, window: ApprovalWindow) -> ApprovalIndex:
    return replace(index, windows={**index.windows, key: (*index.windows.get(key, ()), window)})


def revoked(index: ApprovalIndex, key: str) -> ApprovalIndex:
    """INDEX without any approval for KEY, the catalog's included."""
    windows = dict(index.windows)
    windows.pop(key, None)
    held = {window[4] for window in SITE.approvals.get(key, ())}
    return replace(index, windows=windows, held=index.held | held)


# Mostly requests whose answers turn on time (training expiries), approvals or identity, so that
# an event between two asks of one of them can change its answer.
TURNING = [
    ("hank", "use", "dataset:contract-specs", "partition:cui"),
    ("erin", "use", "dataset:radar-returns", "partition:itar"),
    ("alice", "use", "dataset:radar-returns", "partition:itar"),
    ("dmitri", "use", "dataset:chip-layouts", "partition:gpu"),
    ("chen", "export", "dataset:chip-layouts", "endpoint:partner-de"),
    ("chen", "export", "dataset:chip-layouts", "region:aws-ca-central-1"),
    ("bob", "use", "dataset:era5", "partition:gpu"),
]
requests = st.one_of(
    st.sampled_from(TURNING),
    st.sampled_from(TURNING),
    st.tuples(
        st.sampled_from(USERS),
        st.sampled_from(ACTIONS),
        st.sampled_from(RESOURCES),
        st.sampled_from(DESTINATIONS),
    ),
)
events = st.one_of(
    st.tuples(st.just("time"), INSTANTS),
    st.tuples(
        st.just("grant"),
        st.tuples(
            st.integers(min_value=0, max_value=3),  # for which of the asked requests
            st.sampled_from(["person", "destination", "country"]),
            st.one_of(INSTANTS, STEPS),  # STEPS: that many seconds from now
            st.one_of(INSTANTS, STEPS),
        ),
    ),
    st.tuples(st.just("revoke"), st.integers(min_value=0, max_value=3)),
    st.tuples(st.just("step"), STEPS),
    st.tuples(st.just("store-unreadable"), st.none()),
    st.tuples(
        st.just("attribute"),
        st.tuples(
            st.integers(min_value=0, max_value=3),  # whose: the user of that asked request
            st.sampled_from(["cui_training_expires", "export_training_expires"]),
            st.one_of(st.none(), INSTANTS),
        ),
    ),
    st.tuples(st.just("source"), st.booleans()),
    st.tuples(st.just("reload"), st.booleans()),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(requests, min_size=1, max_size=4),
    st.lists(events, min_size=1, max_size=30),
    st.integers(min_value=1, max_value=2),
)
def test_the_cached_engine_answers_exactly_as_an_uncached_one(
    asked: list[tuple[str, str, str, str]], history: list[tuple[str, Any]], times: int
) -> None:
    """Every request of ASKED is asked TIMES times (the second a hit where one may be) before
    the first event and after each event of HISTORY."""
    world = World()
    cached, plain = engines(world)
    for event, value in [("start", None), *history]:
        if event == "time":
            world.now = value
        elif event == "grant":
            which, scope, start, end = value
            user, _, resource, destination = asked[which % len(asked)]
            start, end = sorted(t if abs(t) > 3 else world.now + t for t in (start, end))
            to = {
                "person": (None, None),
                "destination": (destination, None),
                "country": (None, SITE.destination_countries[destination]),
            }[scope]
            window = (*to, start, end, f"A-{len(history)}-{start}")
            world.index = with_window(world.index, approval_key(user, resource), window)
        elif event == "revoke":
            user, _, resource, _ = asked[value % len(asked)]
            world.index = revoked(world.index, approval_key(user, resource))
        elif event == "step":
            world.now += value
        elif event == "store-unreadable":
            world.index = ApprovalIndex.unavailable("store unreadable")
        elif event == "attribute":  # the directory changes, then the engines refresh
            which, name, instant = value
            attributes = world.people[asked[which % len(asked)][0]]["attrs"]
            if instant is None:
                attributes.pop(name, None)
            else:
                attributes[name] = instant
            refresh(world, cached, plain)
        elif event == "source":
            world.source_down = value
            refresh(world, cached, plain)
        elif event == "reload":  # a new engine, with or without a changed catalog
            cached, plain = engines(world, RECLASSIFIED if value else SITE)
        for fields in asked:
            request = Request(*fields, at=world.now)
            for _ in range(times):
                assert cached.decide(request) == plain.decide(request)


def refresh(world: World, *engines: Engine) -> None:
    """Let ENGINES re-read the source, as late as allowed (past its staleness when it is down)."""
    world.clock += FakePeople.max_staleness + REFRESH_SECONDS + 1
    for engine in engines:
        engine.refresh_identity_if_due()


def counted(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every Cedar call made from now on."""
    calls: list[object] = []
    real = govern.policy.engine.authorize

    def counting(*args: Any) -> Any:
        calls.append(args[0])
        return real(*args)

    monkeypatch.setattr(govern.policy.engine, "authorize", counting)
    return calls


def test_a_repeated_request_skips_cedar_and_is_still_decided_at_its_own_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cached, _ = engines(World())
    calls = counted(monkeypatch)
    at = parse_instant("2026-06-01")
    first = cached.decide(Request("bob", "use", "dataset:era5", "partition:gpu", at=at))
    again = cached.decide(Request("bob", "use", "dataset:era5", "partition:gpu", at=at + 60))
    assert len(calls) == 1
    assert (first.allowed, first.policies) == (again.allowed, again.policies)
    assert again.at == at + 60


def test_an_answer_is_kept_only_until_a_training_expiry_it_reaches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    world = World()
    expiry = world.people["hank"]["attrs"]["cui_training_expires"]
    cached, plain = engines(world)
    calls = counted(monkeypatch)
    for at in (expiry - 2, expiry - 1, expiry, expiry + 1):
        request = Request("hank", "use", "dataset:contract-specs", "partition:cui", at=at)
        assert cached.decide(request) == plain.decide(request)
    assert cached.decide(
        Request("hank", "use", "dataset:contract-specs", "partition:cui", at=expiry - 1)
    ).allowed
    assert not plain.decide(
        Request("hank", "use", "dataset:contract-specs", "partition:cui", at=expiry)
    ).allowed
    # Cedar asked at expiry - 2 (kept until expiry), then at expiry and expiry + 1 (each a
    # bound), for the cached engine; the plain one asked every time.
    cached_calls = len(calls) - 6
    assert cached_calls == 3


def test_an_approval_counts_from_its_start_to_its_end_through_the_cache() -> None:
    world = World()
    start, end = parse_instant("2027-01-01"), parse_instant("2027-02-01")
    key = approval_key("dmitri", "dataset:chip-layouts")
    cached, plain = engines(world)
    request = Request("dmitri", "use", "dataset:chip-layouts", "partition:gpu", at=start - 1)
    assert not cached.decide(request).allowed
    world.index = with_window(world.index, key, (None, None, start, end, "A-1"))
    answers = []
    for at in (start - 1, start, end - 1, end):
        request = replace(request, at=at)
        answers.append(cached.decide(request).allowed)
        assert cached.decide(request) == plain.decide(request)
    assert answers == [False, True, True, False]
    world.index = revoked(world.index, key)
    request = replace(request, at=start + 1)
    assert not cached.decide(request).allowed
    assert cached.decide(request) == plain.decide(request)


def test_an_identity_refresh_drops_every_kept_answer() -> None:
    world = World()
    cached, _ = engines(world)
    request = Request("hank", "use", "dataset:contract-specs", "partition:cui", at=world.now)
    assert not cached.decide(request).allowed
    world.people["hank"]["attrs"]["cui_training_expires"] = parse_instant("2030-01-01")
    assert not cached.decide(request).allowed  # not refreshed yet: the source is read when due
    world.clock += REFRESH_SECONDS + 1
    cached.refresh_identity_if_due()
    assert cached.decide(request).allowed


def test_an_identity_problem_denies_even_a_kept_allow() -> None:
    world = World()
    cached, _ = engines(world)
    request = Request("bob", "use", "dataset:era5", "partition:gpu", at=world.now)
    assert cached.decide(request).allowed
    world.source_down = True
    world.clock += FakePeople.max_staleness + 1
    cached.refresh_identity_if_due()
    decision = cached.decide(request)
    assert not decision.allowed
    assert "directory unreachable" in decision.errors[0]


def test_a_reload_starts_with_an_empty_cache(site: Site) -> None:
    live = LiveEngine(site.config)
    request = Request("bob", "use", "dataset:era5", "partition:gpu")
    assert live.decide(request).allowed
    catalog = site.catalog / "datasets.toml"
    text = catalog.read_text()
    assert 'id = "era5"' in text
    head, tail = text.split('id = "era5"', 1)
    catalog.write_text(head + 'id = "era5"' + tail.replace("public", "cui", 1))
    assert live.look() is True
    decision = live.decide(request)
    assert not decision.allowed
    assert [p.id for p in decision.policies] == ["cui-enclave-only", "cui-training-current"]


def test_errors_are_never_kept() -> None:
    cached, _ = engines(World())
    for user in ("nobody", "Bob", "bob "):
        cached.decide(Request(user, "use", "dataset:era5", "partition:gpu", at=0))
    cached.decide(Request("bob", "use", "dataset:nope", "partition:gpu", at=0))
    assert cached._cache is not None and len(cached._cache) == 0


def test_a_flood_of_distinct_requests_keeps_at_most_the_limit() -> None:
    world = World()
    with mock.patch.object(govern.policy.engine, "People", lambda _site: FakePeople(world)):
        engine = Engine(SITE, resident=True, cache_entries=16)
    assert engine._cache is not None
    for number, (user, action, resource) in enumerate(
        (u, a, r) for u in USERS for a in ACTIONS for r in RESOURCES
    ):
        engine.decide(Request(user, action, resource, "partition:gpu", at=number))
        assert len(engine._cache) <= 16


class NoEntities:
    def entity(self, key: str) -> dict[str, Any] | None:
        return None


def test_the_least_recently_used_answer_goes_first() -> None:
    cache = DecisionCache(frozenset(), reaches=lambda _key: (), entries=2)
    scope, answer = NoEntities(), Ruled(True, ())

    def key(n: int) -> tuple[str, str, str, str, bool, bool]:
        return (f"u{n}", "use", "dataset:d", "partition:p", False, False)

    for n in (1, 2):
        cache.put(scope, key(n), 0, answer)
    assert cache.get(scope, key(1), 0) == answer
    cache.put(scope, key(3), 0, answer)
    assert cache.get(scope, key(2), 0) is None
    assert cache.get(scope, key(1), 0) == cache.get(scope, key(3), 0) == answer
    assert cache.get(NoEntities(), key(1), 0) is None  # another entity set finds nothing
    assert cache.get(scope, key(1), -1) is None  # nor does a clock stepped back


def _thresholds(policy: str) -> frozenset[int]:
    text = '@id("p")\nforbid (principal, action, resource)\n' + policy + ";\n"
    return now_thresholds(cedarpy.policies_to_json_str(text))


@pytest.mark.parametrize(
    "policy",
    [
        "when { context.now + 86400 > principal.cui_training_expires }",
        "when { principal.cui_training_expires - context.now < 86400 }",
        "when { context.now > principal.cui_training_expires + 1 }",
        "when { context.now > (if principal.us_person then 1 else 2) }",
        "when { context.now in [1, 2] }",
        'when { context == {"now": 1} }',
        'when { context.now == context.now && context.now.isInRange(ip("1.2.3.4/8")) }',
    ],
)
def test_time_read_in_any_other_way_turns_the_cache_off(policy: str) -> None:
    with pytest.raises(NotPlain):
        _thresholds(policy)


def test_a_policy_that_does_arithmetic_on_now_has_no_cache(site: Site) -> None:
    site.write(
        "policies/grace.cedar",
        '@id("grace")\n@reason("a week of grace")\nforbid (principal, action, resource)\n'
        "when { principal has cui_training_expires && "
        "principal.cui_training_expires + 604800 < context.now };\n",
    )
    assert Engine(compile_site(site.config), resident=True, cache_entries=64)._cache is None
    assert Engine(compile_site(DEMO_CONFIG), resident=True, cache_entries=64)._cache is not None


def test_plain_comparisons_with_now_name_their_literals() -> None:
    assert _thresholds("when { context.now >= 1700000000 || 5 == context.now }") == {
        1700000000,
        5,
    }
    assert _thresholds("when { principal.cui_training_expires <= context.now }") == frozenset()
    assert _thresholds('when { context has now && context.destination.kind == "x" }') == (
        frozenset()
    )


@pytest.mark.parametrize("operator", [">=", ">"])
def test_a_literal_bound_in_a_policy_ends_a_kept_answer(site: Site, operator: str) -> None:
    deadline = parse_instant("2030-01-01")
    site.write(
        "policies/sunset.cedar",
        f'@id("sunset")\n@reason("the site closes")\nforbid (principal, action, resource)\n'
        f"when {{ context.now {operator} {deadline} }};\n",
    )
    world = World()
    compiled = replace(compile_site(site.config), identity_source="nss")
    cached, plain = engines(world, compiled)
    for at in range(deadline - 3, deadline + 4):
        request = Request("bob", "use", "dataset:era5", "partition:gpu", at=at)
        assert cached.decide(request) == plain.decide(request)
        closed = at >= deadline if operator == ">=" else at > deadline
        assert cached.decide(request).allowed is not closed
