"""A resident engine parses a large site's entities a slice at a time (so a reload holds the
interpreter lock only briefly): it must decide exactly as if they were parsed at once."""

from __future__ import annotations

import itertools

import pytest

from govern.policy import engine as engine_module
from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.request import ACTIONS, Request
from tests.conftest import DEMO_CONFIG


def _refs(site_entities: dict[str, str], *types: str) -> list[str]:
    return sorted(k for k in site_entities if k.startswith(types))


@pytest.mark.parametrize("per_parse", [1, 2, 7])
def test_entities_parsed_in_slices_decide_like_one_parse(
    per_parse: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = compile_site(DEMO_CONFIG)
    at_once = Engine(site, resident=True)
    monkeypatch.setattr(engine_module, "_ENTITIES_PER_PARSE", per_parse)
    in_slices = Engine(site, resident=True)
    assert len(site.entities) > 3 * per_parse  # parents and members land in different slices

    users = [k.removeprefix("User::") for k in _refs(site.entities, "User::")]
    resources = [
        f"{k.split('::')[0].lower()}:{k.split('::')[1]}"
        for k in _refs(site.entities, "Dataset::", "Model::")
    ]
    destinations = [k.removeprefix("Destination::") for k in _refs(site.entities, "Destination::")]
    outcomes = set()
    for user, action, resource, destination in itertools.product(
        users, ACTIONS, resources, destinations[::3]
    ):
        request = Request(user, action, resource, destination)
        one, sliced = at_once.decide(request), in_slices.decide(request)
        assert (one.allowed, one.policies, one.errors) == (
            sliced.allowed,
            sliced.policies,
            sliced.errors,
        ), request
        outcomes.add(one.allowed)
    assert outcomes == {True, False}
