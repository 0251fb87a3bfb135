"""A dotfile directly in a home directory holding one random token and nothing else: how a tool
keeps its user's key (~/.NAME.txt, ~/.NAME). Values are generated here; the look-alikes are a
version, a path, a word, a UUID, a commit's hash in a version control tool's file, a file of two
lines, a dotfile deeper than the home and a token of a name that is not a dotfile."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(6081)
HEX_KEY = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(40))
COMMIT = "".join(_RNG.choice("0123456789abcdef") for _ in range(40))


def test_a_lone_token_in_a_home_dotfile_is_found(rules: RuleSet) -> None:
    assert found(rules, ".seismoportal.txt", f"{HEX_KEY}\n") == [(1, HEX_KEY)]
    assert values(rules, ".geodatarc", TOKEN, home="Users/kim") == [TOKEN]
    assert values(rules, ".lidar_service", f"\n{TOKEN}\n", home="root") == [TOKEN]


def test_what_is_no_key_or_not_alone_in_a_home_is_left_alone(rules: RuleSet) -> None:
    assert values(rules, ".tool-version", "3.12.4\n") == []
    assert values(rules, ".last_workdir", "/scratch/u/runs/2024-07-11T10-22-31\n") == []
    assert values(rules, ".colour_scheme", "solarized-dark-high-contrast\n") == []
    assert values(rules, ".session_id", f"{uuid.UUID(int=_RNG.getrandbits(128))}\n") == []
    assert values(rules, ".git-last-pull", f"{COMMIT}\n") == []
    assert values(rules, ".geodatarc", f"{TOKEN}\n{HEX_KEY}\n") == []
    assert values(rules, ".local/share/.geodatarc", f"{TOKEN}\n") == []
    assert values(rules, "geodata.txt", f"{TOKEN}\n") == []


def test_a_huge_home_dotfile_takes_linear_time(rules: RuleSet) -> None:
    text = ("x" * 200 + "\n") * 5_000
    linear, times = text_grows_linearly(lambda part: values(rules, ".geodatarc", part), text)
    assert linear, times
