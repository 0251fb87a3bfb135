"""A file named for a refresh (`spotify_refresh.txt`) is where a client keeps its OAuth refresh
token: its one random value is found, a flag, a number or a date in it is not."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


@pytest.mark.parametrize("path", [".cache/music_refresh.txt", "app/state/refresh"])
def test_a_token_in_a_file_named_for_a_refresh_is_found(rules: RuleSet, path: str) -> None:
    token = "AQ" + secrets.token_urlsafe(96)
    assert values(rules, path, f"{token}\n") == [token]


@pytest.mark.parametrize("text", ["3600\n", "true\n", "2031-04-05T06:07:08Z\n", "weekly\n"])
def test_a_setting_in_such_a_file_is_not_a_token(rules: RuleSet, text: str) -> None:
    assert values(rules, ".cache/music_refresh.txt", text) == []


def test_a_refresh_not_last_in_the_name_says_no_token(rules: RuleSet) -> None:
    # `refresh_log`, `refresh_interval`: a file about refreshing, not a refresh's token.
    token = secrets.token_urlsafe(48)
    assert values(rules, "app/refresh_interval", f"{token}\n") == []
