"""An SNMP community NVUE (Cumulus Linux) names under readonly-community: a key of startup.yaml
or the word after it in `nv set service snmp-server readonly-community NAME access …`. The
communities devices ship with (public, private) are not reported. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

COMMUNITY = "Rk7wPz2qLm9VtX4c"


def _startup(community: str) -> str:
    return (
        "- set:\n    service:\n      snmp-server:\n        readonly-community:\n"
        f"          {community}:\n            access:\n              10.61.0.0/24: {{}}\n"
    )


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        ("nvue/startup.yaml", _startup(COMMUNITY), 5),
        ("nvue/startup.yaml", _startup(f'"{COMMUNITY}"'), 5),
        (
            "leaf03/setup.sh",
            f"nv set service snmp-server readonly-community {COMMUNITY} access any\n",
            1,
        ),
    ],
)
def test_a_named_community_is_found(rules: RuleSet, path: str, text: str, line: int) -> None:
    assert found(rules, path, text) == [(line, COMMUNITY)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("nvue/startup.yaml", _startup("public")),
        ("leaf03/setup.sh", "nv set service snmp-server readonly-community private access any\n"),
    ],
)
def test_a_shipped_community_is_passed_over(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text) == []
