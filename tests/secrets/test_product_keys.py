"""Product keys that install or activate licensed software, written as groups of digits under an
installation's or activation's key name (MATLAB's fileInstallationKey, twelve groups of five; an
activation_key elsewhere): digits and dashes are otherwise read as a version or a date. Values
are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _groups(count: int, size: int, seed: int) -> str:
    rng = random.Random(seed)
    return "-".join("".join(rng.choice("0123456789") for _ in range(size)) for _ in range(count))


KEY4 = _groups(4, 5, seed=11)
KEY6 = _groups(6, 4, seed=12)


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "ivo", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        ("deploy/silent.properties", f"ACTIVATION_KEY={KEY4}\n", KEY4),
        ("deploy/answers.yaml", f"installation_key: '{KEY6}'\n", KEY6),
        ("deploy/setup.cfg", f"[licence]\nproduct_license_key = {KEY4}\n", KEY4),
    ],
)
def test_digit_groups_under_a_product_key_s_name_are_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert value in [v for _, v in _found(rules, file_name, text)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Dates, versions, ranges and ids: fewer groups, other separators, or no secret's name.
        ("deploy/a.yaml", "activation_key_date: 2026-01-15\n"),
        ("deploy/a.yaml", "installation_key: 1.2.3-4\n"),
        ("deploy/a.yaml", f"installation_key_id: {KEY4}\n"),
        ("deploy/a.yaml", "installation_key: 20260-11504-21\n"),
        ("deploy/a.yaml", f"build_number: {KEY4}\n"),
        ("deploy/a.yaml", "activation_key: 12345-12345-12345-12345\n"),
    ],
)
def test_dates_versions_ids_and_placeholders_are_left_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_hostile_digit_groups_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "a.env", part), "ACTIVATION_KEY=" + "12345-" * 100_000 + "x\n"
    )
    assert linear, times
