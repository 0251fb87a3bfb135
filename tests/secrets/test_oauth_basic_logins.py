"""A token given as the login beside GitHub's fixed password `x-oauth-basic`: the password says
the login is the token, whatever the token's shape. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random(40411)
TOKEN = "".join(_DRAW.choices("0123456789abcdef", k=40))


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        (".netrc", f"machine github.com\n  login {TOKEN}\n  password x-oauth-basic\n", 2),
        (".netrc", f"machine github.com login {TOKEN} password x-oauth-basic\n", 1),
        (".git-credentials", f"https://{TOKEN}:x-oauth-basic@github.com\n", 1),
        ("bin/mirror.sh", f"git clone https://{TOKEN}:x-oauth-basic@github.com/lab/tools\n", 1),
    ],
)
def test_a_login_beside_x_oauth_basic_is_the_token(
    rules: RuleSet, path: str, text: str, line: int
) -> None:
    assert found(rules, path, text) == [(line, TOKEN)]


@pytest.mark.parametrize(
    "text",
    [
        # A user's name as the login, the fixed word alone, a placeholder login.
        "machine github.com login lab-mirror-bot password x-oauth-basic\n",
        "password x-oauth-basic\n",
        "https://<your-token-here>:x-oauth-basic@github.com\n",
    ],
)
def test_what_only_looks_like_a_token_login(rules: RuleSet, text: str) -> None:
    assert values(rules, ".netrc", text) == []


@pytest.mark.parametrize(
    "near_miss",
    [
        "login " + "a" * 200 + " password x-oauth-basic",  # no digit: a user's name
        "//" + "a1" * 200 + "@x-oauth-basic",
        "login " + "a1" * 40 + " password  x-oauth-basicx",
    ],
)
def test_near_miss_logins_are_searched_fast(rules: RuleSet, near_miss: str) -> None:
    # The rule's pattern over a megabyte of its near-misses, as if every line held its keyword.
    pattern = next(rule.regex for rule in rules.rules if rule.id == "oauth-basic-login-token")
    text = "\n".join([near_miss] * (1_000_000 // (len(near_miss) + 1)))

    def scan(part: str) -> None:
        assert not any(True for _ in pattern.finditer(part))

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
