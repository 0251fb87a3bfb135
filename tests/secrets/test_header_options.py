"""A header given to a command's header option, -H "NAME:VALUE" or --header=NAME:VALUE, with
no blank after the colon (curl, wget and ab take it so): under a key's dashed name it is the
key. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(61)
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(28)) + "3k"
KEY_UUID = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("command", "value"),
    [
        ('curl -s -H "X-Gitlab-Token:{v}" https://ci.lab.example/hook', KEY),
        ("curl -H 'X-Auth-Key:{v}' https://dns.lab.example/zones", KEY_UUID),
        ("wget --header=X-API-Key:{v} https://data.lab.example/export.csv", KEY),
        ('ab -n 100 -H "X-Api-Token:{v}" https://bench.lab.example/', KEY),
    ],
)
def test_a_key_in_a_header_option_without_a_blank_is_found(
    rules: RuleSet, command: str, value: str
) -> None:
    assert _values(rules, ".bash_history", command.replace("{v}", value) + "\n") == [value]


@pytest.mark.parametrize(
    "command",
    [
        'curl -H "X-Api-Key:$API_KEY" https://x.lab.example/',
        'curl -H "X-Api-Key:<your key>" https://x.lab.example/',
        'curl -H "Accept:application/json" https://x.lab.example/',
        "curl -H 'X-Request-Id:{u}' https://x.lab.example/",
        "grep -rn 'api_key:' src/",
    ],
)
def test_variables_placeholders_and_other_headers_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert _values(rules, ".bash_history", command.replace("{u}", KEY_UUID) + "\n") == []


def test_hostile_header_options_take_linear_time(rules: RuleSet) -> None:
    text = ('-H "X-Api-Key:' * 60_000) + "\n" + ("--header=key:" + "k" * 500 + " ") * 2_000
    linear, times = text_grows_linearly(lambda part: _values(rules, ".bash_history", part), text)
    assert linear, times
