"""The engine in-process: fail-closed on anything odd, and the same answer however entities load."""

from __future__ import annotations

from dataclasses import replace

import cedarpy
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.in_force import approvals_in_force
from govern.policy.request import ACTIONS, Decision, Request, Ruling
from govern.timeutil import parse_instant
from tests.conftest import DEMO_CONFIG, Site

SITE = compile_site(DEMO_CONFIG)
RESIDENT = Engine(SITE, resident=True)
ONE_SHOT = Engine(SITE, resident=False)

USERS = sorted(k.removeprefix("User::") for k in SITE.entities if k.startswith("User::"))
RESOURCES = sorted(
    f"{k.split('::')[0].lower()}:{k.split('::')[1]}"
    for k in SITE.entities
    if k.startswith(("Dataset::", "Model::"))
)
DESTINATIONS = sorted(
    k.removeprefix("Destination::") for k in SITE.entities if k.startswith("Destination::")
)
AT = parse_instant("2026-06-01")
INSTANTS = st.integers(min_value=parse_instant("2020-01-01"), max_value=parse_instant("2101-01-01"))


def known_requests() -> st.SearchStrategy[Request]:
    return st.builds(
        Request,
        user=st.sampled_from(USERS),
        action=st.sampled_from(ACTIONS),
        resource=st.sampled_from(RESOURCES),
        destination=st.sampled_from(DESTINATIONS),
        at=INSTANTS,
    )


def _maybe_known(known: list[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from(known),
        st.text(max_size=40),
        st.sampled_from(known).map(lambda s: s + " "),
        st.sampled_from(known).map(str.upper),
    )


def any_requests() -> st.SearchStrategy[Request]:
    return st.builds(
        Request,
        user=_maybe_known(USERS),
        action=_maybe_known(list(ACTIONS)),
        resource=_maybe_known(RESOURCES),
        destination=_maybe_known(DESTINATIONS),
        at=st.one_of(st.none(), INSTANTS),
    )


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_requests())
def test_random_requests_never_crash_and_never_allow_the_unknown(request: Request) -> None:
    for engine in (RESIDENT, ONE_SHOT):
        decision = engine.decide(request)
        known = (
            request.user in USERS
            and request.action in ACTIONS
            and request.resource in RESOURCES
            and request.destination in DESTINATIONS
        )
        if not known:
            assert not decision.allowed
            assert decision.errors, "an unknown entity must be reported as an error"
        else:
            assert not decision.errors
        if not decision.allowed and not decision.errors:
            assert decision.policies, "every deny names the policies that decided it"
            assert all(p.reason for p in decision.policies)


@settings(max_examples=600, deadline=None)
@given(known_requests())
def test_entity_slice_decides_exactly_like_the_whole_site(request: Request) -> None:
    whole, sliced = RESIDENT.decide(request), ONE_SHOT.decide(request)
    assert (whole.allowed, whole.policies, whole.errors) == (
        sliced.allowed,
        sliced.policies,
        sliced.errors,
    )


def test_a_policy_that_errors_while_evaluating_denies(site: Site) -> None:
    """Cedar skips a forbid whose evaluation errors, which alone would allow: govern denies."""
    site.write(
        "policies/overflow.cedar",
        '@id("overflow")\n@reason("arithmetic that overflows")\n'
        "forbid (principal, action, resource)\n"
        "when { context.now * 9223372036854775807 > 0 };\n",
    )
    request = Request("bob", "use", "dataset:era5", "partition:gpu", at=AT)
    for engine in (
        Engine(compile_site(site.config), resident=True),
        Engine(compile_site(site.config), resident=False),
    ):
        decision = engine.decide(request)
        assert (decision.request, decision.allowed, decision.at) == (request, False, AT)
        assert len(decision.errors) == 1
        assert decision.errors[0].startswith("policy error: ")
        assert "overflow" in decision.errors[0]


def test_approvals_count_only_inside_their_window() -> None:
    def decide(at: str) -> bool:
        request = Request(
            "chen", "use", "dataset:chip-layouts", "partition:gpu", at=parse_instant(at)
        )
        return RESIDENT.decide(request).allowed

    assert not decide("2026-01-14T23:59:59Z")  # granted 2026-01-15
    assert decide("2026-01-15")
    assert decide("2099-12-31T23:59:59Z")  # expires 2099-12-31: valid through that day
    assert not decide("2100-01-01")


@pytest.mark.parametrize("engine", [RESIDENT, ONE_SHOT], ids=["resident", "one-shot"])
def test_time_defaults_to_now(engine: Engine) -> None:
    decision = engine.decide(Request("hank", "use", "dataset:contract-specs", "partition:cui"))
    assert not decision.allowed  # hank's CUI training expired in 2024
    assert decision.at > parse_instant("2026-01-01")


def test_a_decision_names_the_approvals_it_relied_on() -> None:
    at = parse_instant("2026-06-01")
    export = RESIDENT.decide(
        Request("chen", "export", "dataset:chip-layouts", "region:aws-ca-central-1", at=at)
    )
    assert export.allowed
    assert export.approvals == ("APR-2026-001", "APR-2026-004")  # the person and the country
    assert "approvals: APR-2026-001, APR-2026-004" in export.explanation()
    elsewhere = RESIDENT.decide(
        Request("chen", "export", "dataset:chip-layouts", "cluster:uk-enclave", at=at)
    )
    assert not elsewhere.allowed
    assert elsewhere.approvals == ("APR-2026-001",)
    assert RESIDENT.decide(Request("bob", "use", "dataset:era5", "partition:gpu")).approvals == ()


def test_an_unforeseen_error_while_deciding_is_a_deny_that_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import govern.policy.engine

    allowed = Request("alice", "use", "dataset:radar-returns", "partition:itar", at=AT)
    engine = Engine(SITE, resident=True)
    assert engine.decide(allowed) == Decision(
        allowed, True, AT, policies=(Ruling("baseline", "no rule forbids it"),)
    )

    def broken(*_: object) -> None:
        raise RuntimeError("cedar blew up")

    monkeypatch.setattr(govern.policy.engine, "authorize", broken)
    assert engine.decide(allowed) == Decision(
        allowed, False, AT, errors=("internal error: RuntimeError('cedar blew up')",)
    )


@pytest.mark.parametrize("engine", [RESIDENT, ONE_SHOT], ids=["resident", "one-shot"])
@pytest.mark.parametrize(
    ("user", "action", "resource", "destination", "error"),
    [
        (
            *("bob", "fly", "dataset:era5", "partition:gpu"),
            "unknown action 'fly' (expected one of use, export, publish, backup, restore)",
        ),
        ("bob", "use", "volume:era5", "partition:gpu", "unknown resource 'volume:era5'"),
        ("bob", "use", "dataset:nope", "partition:gpu", "unknown resource 'dataset:nope'"),
        ("bob", "use", "model:era5", "partition:gpu", "unknown resource 'model:era5'"),
        ("bob", "use", "dataset:era5", "partition:x", "unknown destination 'partition:x'"),
        ("nobody", "use", "dataset:era5", "partition:gpu", "unknown user 'nobody'"),
    ],
)
def test_a_request_naming_anything_unknown_is_a_deny_that_names_it(
    engine: Engine, user: str, action: str, resource: str, destination: str, error: str
) -> None:
    request = Request(user, action, resource, destination, at=AT)
    assert engine.decide(request) == Decision(request, False, AT, errors=(error,))


@pytest.mark.parametrize("engine", [RESIDENT, ONE_SHOT], ids=["resident", "one-shot"])
def test_a_deny_names_every_policy_that_forbids_it_with_its_reason(engine: Engine) -> None:
    request = Request("bob", "use", "dataset:radar-returns", "partition:gpu", at=AT)
    assert engine.decide(request) == Decision(
        request,
        False,
        AT,
        policies=(
            Ruling(
                "itar-us-enclave-only",
                "ITAR data may only go to destinations flagged itar_enclave in the US",
            ),
            Ruling(
                "itar-us-persons-trained",
                "ITAR data is only for US persons whose export-control training is current",
            ),
            Ruling(
                "project-members-only",
                "only members of the owning project may use, export or publish non-public data",
            ),
        ),
    )


def test_an_expired_approval_listed_first_does_not_hide_a_current_one(site: Site) -> None:
    site.append(
        "examples/site/catalog/approvals.toml",
        '\n[[approval]]\nid = "APR-2026-009"\nuser = "dmitri"\nresource = "dataset:chip-layouts"\n'
        'approver = "ivan"\ngranted = 2026-01-01\nexpires = 2099-12-31\n',
    )
    compiled = compile_site(site.config)
    request = Request("dmitri", "use", "dataset:chip-layouts", "partition:gpu", at=AT)
    for engine in (Engine(compiled, resident=True), Engine(compiled, resident=False)):
        decision = engine.decide(request)
        assert (decision.allowed, decision.approvals) == (True, ("APR-2026-009",))


def test_a_request_the_sites_schema_does_not_fit_is_denied(site: Site) -> None:
    """The site's schema asks every request for context govern does not give: rather than let
    a policy that guards on it decide without it, nothing is allowed."""
    schema = site.policies / "schema.cedarschema"
    schema.write_text(
        schema.read_text().replace("approval: Approval,", "approval: Approval,\n  purpose: String,")
    )
    site.write(
        "policies/purpose.cedar",
        '@id("purpose-stated")\n@reason("a stated purpose must not be empty")\n'
        "forbid (principal, action, resource)\n"
        'when { context has purpose && context.purpose == "" };\n',
    )
    request = Request("bob", "use", "dataset:era5", "partition:gpu", at=AT)
    compiled = compile_site(site.config)
    for engine in (Engine(compiled, resident=True), Engine(compiled, resident=False)):
        decision = engine.decide(request)
        assert (decision.allowed, decision.policies) == (False, ())
        assert decision.errors == (
            "policy error: failed to build request: while parsing context, expected the record "
            "to have an attribute `purpose`, but it does not",
        )


def test_a_request_for_a_resource_type_the_schema_does_not_apply_an_action_to_is_denied(
    site: Site,
) -> None:
    """The schema is checked against each kind of request the engine builds once; a kind that
    does not fit it is checked again on every call, and each is an error (a deny)."""
    schema = site.policies / "schema.cedarschema"
    text = schema.read_text()
    schema.write_text(
        text.replace("action use, export, publish, backup, restore appliesTo", (
            "action publish appliesTo {\n  principal: [User],\n  resource: [Dataset],\n"
            "  context: RequestContext,\n};\n\naction use, export, backup, restore appliesTo"
        ))
    )  # fmt: skip
    compiled = compile_site(site.config)
    request = Request("bob", "publish", "model:llm-base", "endpoint:public-share", at=AT)
    for engine in (Engine(compiled, resident=True), Engine(compiled, resident=False)):
        decision = engine.decide(request)
        assert not decision.allowed
        assert decision.errors == (
            "policy error: failed to build request: resource type `Model` is not valid for "
            '`Action::"publish"`',
        )
        assert engine.decide(replace(request, resource="dataset:era5")).errors == ()


_SCHEMA = cedarpy.Schema.from_str(SITE.schema)
_POLICIES = cedarpy.PolicySet.from_str(SITE.policies)
_ENTITIES = cedarpy.Entities.from_json_str(SITE.entities_json())


@settings(max_examples=400, deadline=None)
@given(known_requests())
def test_decisions_match_cedarpys_own_call_with_the_schema_checked(request: Request) -> None:
    """The engine calls cedarpy's extension directly, checking the schema once per kind of
    request: every answer is the one cedarpy's public call gives, schema checked each time."""
    decision = RESIDENT.decide(request)
    assert request.at is not None
    kind, _, ident = request.resource.partition(":")
    public = cedarpy.is_authorized(
        {
            "principal": {"type": "User", "id": request.user},
            "action": {"type": "Action", "id": request.action},
            "resource": {"type": kind.capitalize(), "id": ident},
            "context": {
                "now": request.at,
                "destination": {"__entity": {"type": "Destination", "id": request.destination}},
                "approval": approvals_in_force(RESIDENT.site, request, request.at, None)[0],
            },
        },
        _POLICIES,
        _ENTITIES,
        _SCHEMA,
    )
    annotated = public.diagnostics.id_annotations_by_reason
    assert decision.allowed == public.allowed
    assert sorted(p.id for p in decision.policies) == sorted(
        annotated[r] for r in public.diagnostics.reasons if r in annotated
    )
    assert decision.errors == tuple(f"policy error: {e}" for e in public.diagnostics.errors)


@pytest.mark.parametrize("resident", [True, False], ids=["resident", "one-shot"])
def test_a_site_whose_people_come_from_a_file_knows_only_the_files_people(resident: bool) -> None:
    """root is in NSS, but a site with identity source "file" never asks NSS."""
    request = Request("root", "use", "dataset:era5", "partition:gpu", at=AT)
    engine = Engine(SITE, resident=resident)
    assert engine.decide(request) == Decision(request, False, AT, errors=("unknown user 'root'",))
