"""Stata macros (Stata's manual, [P] macro): `global NAME "VALUE"` and `local name "VALUE"`
(abbreviated gl and loc) in do-files and ado-files give the name its value with no operator
between, as C's `#define NAME "VALUE"` does. A key kept in one is found; a macro that reads the
environment, names a file or holds a placeholder is not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1818)
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(36)) + "7q"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "trade", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "line"),
    [
        ("do/fetch_fred.do", 'global FRED_API_KEY "{v}"'),
        ("ado/comtrade_get.ado", '    local token "{v}"'),
        ("do/openalex.do", 'gl ALEX_TOKEN "{v}"  // polite pool is not enough'),
        ("do/census.do", 'loc censuskey "{v}"'),
    ],
)
def test_a_key_in_a_stata_macro_is_found(rules: RuleSet, file_name: str, line: str) -> None:
    assert _values(rules, file_name, line.format(v=KEY) + "\n") == [KEY]


@pytest.mark.parametrize(
    "text",
    [
        "local apikey : env FRED_API_KEY\n",
        'global FRED_API_KEY "$FRED_KEY_FROM_PROFILE"\n',
        'global KEY_FILE "data/keys/fred.txt"\n',
        'local token "YOUR_TOKEN_HERE"\n',
        'global api_key "`apikey\'"\n',
        'display "local token set"\n',
    ],
)
def test_what_a_stata_macro_only_names_is_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "do/fetch.do", text) == []


def test_a_huge_do_file_of_macros_takes_linear_time(rules: RuleSet) -> None:
    text = 'global API_TOKEN "' * 100_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "do/fetch.do", part), text)
    assert linear, times
