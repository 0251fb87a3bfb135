"""A hidden file's name, a dot and words, under a token's name is where the token is kept, not
the token: tuber's and httr's OAuth cache (`yt_oauth(..., token = ".httr-oauth")`), a
`.vault-token`. A random value that starts with a dot is still a value. Values are made
here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


@pytest.mark.parametrize(
    "text",
    [
        'yt_oauth(app_id = Sys.getenv("YT_ID"), app_secret = Sys.getenv("YT_SECRET"),\n'
        '  token = ".httr-oauth")\n',
        'token = ".vault-token"\n',
        'gs4_auth(token = ".secrets.oauth")\n',
    ],
)
def test_a_hidden_files_name_is_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "R/channel_stats.R", text) == []


def test_a_random_value_after_a_dot_is_still_read(rules: RuleSet) -> None:
    value = ".Kq7" + secrets.token_hex(8) + "Zt"
    assert found(rules, "R/channel_stats.R", f'token = "{value}"\n') == [(1, value)]
