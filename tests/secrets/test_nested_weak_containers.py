"""Settings of a container whose settings may be secret, one level down where its entries are
objects of their own: PointPerfect's dynamickeys (current and next, each a value and its
validity), a client's cookies each with its value and expiry. The value must look random: the
validity's numbers, names and dates are not reported."""

from __future__ import annotations

import json

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

NOW = "5b0e8c3a9d17f4e26a8c1d5f3b9e7a04"
NEXT = "c81f2a6d4e9b07a35f1c8e2d6a4b9f70"


def test_entries_of_a_dynamic_keys_container_are_found(rules: RuleSet) -> None:
    config = {
        "MQTT": {"Connectivity": {"ServerURI": "ssl://pp.services.u-blox.com:8883"}},
        "dynamickeys": {
            "current": {"duration": 2419200000, "start": 1767225600000, "value": NOW},
            "next": {"duration": 2419200000, "start": 1769644800000, "value": NEXT},
        },
    }
    text = json.dumps(config, indent=2) + "\n"
    assert values(rules, "gnss/device-config.json", text) == [NOW, NEXT]


def test_validity_names_and_placeholders_are_not_reported(rules: RuleSet) -> None:
    text = (
        '{"dynamickeys": {"current": {"duration": 2419200000, "start": 1767225600000,\n'
        '  "value": "<current key>", "label": "current_key_window"}},\n'
        ' "cookies": {"session": {"domain": "portal.example.org", "expires": "2026-12-31"}}}\n'
    )
    assert found(rules, "gnss/device-config.json", text) == []


def test_a_huge_nested_container_takes_linear_time(rules: RuleSet) -> None:
    text = '{"dynamickeys": ' + '{"a": ' * 20_000 + '"x"' + "}" * 20_001 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "gnss/huge.json", part), text)
    assert linear, times
