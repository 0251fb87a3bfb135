"""An app's identifier given by the keyword a call's documentation names it by (the `[calls]`
table's `identifier_keywords`): RSocrata's read.socrata(url, app_token = TOKEN) and sodapy's
Socrata(domain, app_token=TOKEN) send the app token in clear to lift the throttle (LABELS.md
rule 3). The same keyword given to another call, or the call closed before it, is judged by
its name as before. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4417)
APP_TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(25))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (
            ".Rhistory",
            'df <- read.socrata("https://data.cdc.gov/resource/x.json?state=NM", '
            f'app_token = "{APP_TOKEN}")\n',
        ),
        (
            "R/signals.R",
            "nhsn <- RSocrata::read.socrata(\n"
            "  \"https://data.cdc.gov/resource/u.json?$where=state in('MA','CT')\",\n"
            f'  app_token = "{APP_TOKEN}"\n)\n',
        ),
        ("pull.py", f'client = sodapy.Socrata("data.cdc.gov", app_token="{APP_TOKEN}")\n'),
    ],
)
def test_an_app_token_given_by_its_keyword_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


@pytest.mark.parametrize(
    "text",
    [
        f'x = fetch_rows("https://example.org", app_token="{APP_TOKEN}")\n',
        f'df <- read.socrata("https://data.cdc.gov/x.json")\nquery(app_token = "{APP_TOKEN}")\n',
    ],
)
def test_the_keyword_given_to_another_call_is_still_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "pull.py", text) == [APP_TOKEN]


def test_a_huge_script_of_open_calls_takes_linear_time(rules: RuleSet) -> None:
    text = f'read.socrata((x), app_token = "{APP_TOKEN}", ' * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "pull.R", part), text)
    assert linear, times
