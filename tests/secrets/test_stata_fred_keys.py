"""Stata's FRED API key, kept as a setting (Stata's [D] import fred: `set fredkey apikey [,
permanently]`) in a do-file, an ado-file or profile.do: the word after the setting's name. A
macro, another setting or a comment's placeholder holds none. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _key() -> str:
    # FRED's keys: 32 small letters and digits, a digit in it for certain.
    rng = random.SystemRandom()
    return "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(31)) + "7"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("stata/profile.do", "set fredkey {k}, permanently"),
        ("stata/setup.do", "    set fredkey {k}"),
        ("ado/personal/fredinit.ado", '. set fredkey "{k}", perm'),
    ],
)
def test_a_fred_key_set_in_stata_is_found(rules: RuleSet, path: str, line: str) -> None:
    key = _key()
    assert found(rules, path, line.format(k=key) + "\n") == [(1, key)]


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("stata/profile.do", "set fredkey $FREDKEY, permanently"),
        ("stata/profile.do", "set fredkey `fredkey', permanently"),
        ("stata/profile.do", "set fredkey, permanently"),
        # Stata's other settings hold no key; a commented-out placeholder is none.
        ("stata/profile.do", "set seed {k}"),
        ("stata/profile.do", "* set fredkey YOUR_FRED_API_KEY, permanently"),
    ],
)
def test_macros_other_settings_and_other_files_are_not_reported(
    rules: RuleSet, path: str, line: str
) -> None:
    assert found(rules, path, line.format(k=_key()) + "\n") == []
