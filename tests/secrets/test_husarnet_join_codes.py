"""Husarnet join codes (`husarnet join CODE`, the container's JOINCODE, a Helm value): the base
server's fixed IPv6 address, "/" and the network's secret, found wherever they are written. The
look-alikes are the address alone, placeholders and references."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

BASE = "fc94:b01d:1803:8dd8:b293:5c7d:7639:932a"
SECRET = "Vq3ZkP8dLw2NcR6tYb9HsJ"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A Helm chart's values and an Ansible variable, not a compose file nor a history.
        ("charts/mesh/values.yaml", f"husarnet:\n  joinCode: '{BASE}/{SECRET}'\n"),
        ("ansible/group_vars/robots.yml", f"mesh_code: {BASE}/{SECRET}\n"),
        # A systemd unit's command line.
        ("systemd/mesh.service", f"ExecStart=/usr/bin/husarnet join {BASE}/{SECRET} %H\n"),
    ],
)
def test_a_join_code_is_found_under_any_name(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == [SECRET]


@pytest.mark.parametrize(
    "line",
    [
        f"JOINCODE={BASE}/xxxxxxxxxxxxxxxxxxxxxx",
        f"JOINCODE={BASE}/<your-join-code>",
        "JOINCODE=${HUSARNET_JOINCODE}",
        # The base server's address alone, in a firewall rule or a ping.
        f"ping6 {BASE}",
        f"JOINCODE={BASE}/$SECRET_PART",
    ],
)
def test_placeholders_references_and_the_address_alone_are_not_reported(
    rules: RuleSet, line: str
) -> None:
    assert found(rules, "robot/.env", line + "\n") == []


def test_a_huge_line_of_addresses_takes_linear_time(rules: RuleSet) -> None:
    text = (f"{BASE}/" * 20_000) + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "mesh.log", part), text)
    assert linear, times
