"""A keyword argument that only may name a secret (`key`, `auth`), given to a call whose name
says it authenticates (`*_auth(key = …)`, `*_credentials(user, key = …)`, `login(…, key=…)`):
the call's name is read as the section the argument sits in, so its key is the credential.
Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

UUID = "8d41f7c2-3a9e-4b6d-a0c5-72e19f4b8a36"
KEY = "Zq8rT3vK6wLp"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "lea", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "line", "value"),
    [
        ("R/setup.R", f'geonames_credentials(user = "lea", key = "{KEY}")\n', 1, KEY),
        ("R/setup.R", f'usda_auth(\n  key = "{UUID}"\n)\n', 2, UUID),
        ("py/pull.py", f'portal.authenticate(email="lea@example.org", key="{KEY}")\n', 1, KEY),
        ("py/pull.py", f'client.login(\n    "lea",\n    key="{UUID}",\n)\n', 3, UUID),
    ],
)
def test_a_key_given_to_an_authenticating_call_is_found(
    rules: RuleSet, file_name: str, text: str, line: int, value: str
) -> None:
    assert _found(rules, file_name, text) == [(line, value)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Calls that do not authenticate: a sort's, a cache's, a lookup's key.
        ("py/pull.py", f'rows.sort(key="{KEY}")\n'),
        ("py/rank.py", f'best = max(runs, default=None, key="{KEY}")\n'),
        ("py/rank.py", f'top = heapq.nlargest(5, rows, key="{KEY}")\n'),
        ("R/setup.R", f'cache_get(key = "{UUID}")\n'),
        ("R/setup.R", f'ebird_hotspots(region = "NO", key = "{KEY}"[1])\n'),
        # An authenticating call given a variable, a lookup or a placeholder.
        ("R/setup.R", 'usda_auth(key = Sys.getenv("USDA_KEY"))\n'),
        ("py/pull.py", 'portal.authenticate(email=e, key=os.environ["PORTAL_KEY"])\n'),
        ("py/pull.py", 'portal.authenticate(key="<your key here>")\n'),
        # The call closed before the argument: the argument is another call's.
        ("py/pull.py", f'auth(x); fetch(key="{UUID}")\n'),
    ],
)
def test_keys_of_other_calls_and_references_are_left_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "auth(" + "key = 1, " * 60_000 + "\n",
        "(" * 200_000 + "key = 'x'\n",
        ("login(a, b) " + "key=" * 10) * 20_000,
    ],
)
def test_hostile_calls_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, "py/pull.py", part), text)
    assert linear, times
