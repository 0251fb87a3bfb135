"""Spectra Logic's ds3_java_cli (BlackPearl) takes the secret key that signs its requests as
-k (beside -a, the access id), as its usage says: a documented short option of its tool.
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1811)
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(14)) + "!q"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "text",
    [
        "ds3_java_cli -e bp02.lab.example -a b3BzLXRhcGU= -k '{v}' -c get_bucket -b raw\n",
        "/opt/ds3/bin/ds3_java_cli -c put_bulk -b runs -d /data -a ops -k {v}\n",
    ],
)
def test_the_secret_key_given_to_ds3_java_cli_is_found(rules: RuleSet, text: str) -> None:
    assert SECRET in _values(rules, "archive.sh", text.format(v=SECRET))


@pytest.mark.parametrize(
    "text",
    [
        'ds3_java_cli -e bp02 -a "$DS3_ACCESS_ID" -k "$DS3_SECRET_KEY" -c get_service\n',
        "ds3_java_cli -a ops -k <secret key> -c get_service\n",
        "tar -c -k -f runs.tar /data && ds3_java_cli -c get_service\n",
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "archive.sh", text) == []


def test_hostile_ds3_lines_take_linear_time(rules: RuleSet) -> None:
    text = "ds3_java_cli -a x -k " * 30_000 + "\n" + "ds3_java_cli -k \\\n" * 20_000
    linear, times = text_grows_linearly(lambda part: _values(rules, "archive.sh", part), text)
    assert linear, times
