"""Hex under a name that says nothing is a digest's or a commit's, unless a key's documented
shape says otherwise: a WooCommerce REST API consumer secret is cs_ and 40 hex, found under any
name (CS=...), where 40 hex alone, or after another prefix, is a SHA-1."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _hex40() -> str:
    return secrets.token_hex(20)


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("shop/export.sh", "WCS=cs_{}\n"),
        ("shop/export.yaml", "store:\n  consumer: 'cs_{}'\n"),
    ],
)
def test_a_woocommerce_consumer_secret_is_found_under_any_name(
    rules: RuleSet, path: str, line: str
) -> None:
    value = "cs_" + _hex40()
    assert values(rules, path, line.replace("cs_{}", value)) == [value]


@pytest.mark.parametrize(
    "line",
    [
        "REV={}\n",
        "BUILD=gh_{}\n",
        "SESSION_REF=cs_test_{}\n",
        "OBJ=cs_{}ff\n",
    ],
)
def test_other_hex_is_left_alone(rules: RuleSet, line: str) -> None:
    assert values(rules, "shop/export.sh", line.format(_hex40())) == []
