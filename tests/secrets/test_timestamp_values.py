"""A date and time written under a token's or a secret's name (a token's expiry, a key's
creation time, as CLIs write them beside the token) says when, not what: not a secret. The
token beside it, and a value that only starts like a time, still are. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

TOKEN = "q7wz0k3m9xv2c8rt5jy1hb4nd6pfs0"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "ravi", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (".env", "SESSIONTOKENEXPIRES=2027-01-04T10:00:00+00:00\n"),
        ("cli.env", "export REFRESHTOKENCREATED=2026-11-30T23:59:59.123456Z\n"),
        ("creds.yaml", 'auth:\n  token_issued: "2026-12-19 08:41:52"\n'),
        (".Renviron", "PAT_SECRET_ROTATED=2026-10-01T06:00Z\n"),
    ],
)
def test_a_time_under_a_secrets_name_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_the_token_beside_its_expiry_and_a_token_that_starts_like_a_date_are_found(
    rules: RuleSet,
) -> None:
    text = f"ACCESSTOKEN={TOKEN}\nTOKENEXPIRY=2027-01-04T10:00:00Z\n"
    assert _values(rules, ".env", text) == [TOKEN]
    dated = f"2026-12-19T08:41:52Z{TOKEN}"
    assert _values(rules, ".env", f"API_TOKEN={dated}\n") == [dated]


def test_a_huge_line_of_times_takes_linear_time(rules: RuleSet) -> None:
    text = "SESSIONTOKEN=" + "2026-12-19T08:41:52" * 50_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, ".env", part), text)
    assert linear, times
