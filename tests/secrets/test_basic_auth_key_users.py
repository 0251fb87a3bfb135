"""An API key given to an HTTP client's Basic authentication as the user, with the dummy
password "X" the API documents (Freshdesk's): Faraday's `request :authorization, :basic, KEY,
"X"`, requests' `auth=(KEY, "X")`. A user's name there, a word, is left alone."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly


def _key() -> str:
    alphabet = string.ascii_letters + string.digits
    return "".join(secrets.choice(alphabet) for _ in range(19)) + secrets.choice(string.digits)


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("sync/desk.rb", 'conn.request :authorization, :basic, "{}", "X"\n'),
        ("sync/desk.rb", "conn.request(:authorization, :basic, '{}', 'X')\n"),
        ("sync/desk.py", 'session.auth = ("{}", "X")\n'),
    ],
)
def test_a_key_as_the_basic_user_with_password_x_is_found(
    rules: RuleSet, path: str, line: str
) -> None:
    key = _key()
    assert key in values(rules, path, line.format(key))


@pytest.mark.parametrize(
    "line",
    [
        # A user's name; a key with a real password after it (the password rules' business);
        # the pair in a file that says nothing of authentication.
        'conn.request :authorization, :basic, "helpdesk_service_user", "X"\n',
        'conn.request :authorization, :basic, "{}", ENV["DESK_PASS"]\n',
    ],
)
def test_other_pairs_are_left_alone(rules: RuleSet, line: str) -> None:
    assert values(rules, "sync/desk.rb", line.format(_key())) == []


def test_without_auth_in_the_file_the_pair_is_not_read(rules: RuleSet) -> None:
    assert values(rules, "plot/axes.py", f'ticks = ("{_key()}", "X")\n') == []


def test_a_megabyte_of_near_misses_is_scanned_quickly(rules: RuleSet) -> None:
    # Pairs of a word and X, and of a key and another password, in a file that says auth.
    block = 'pair("abcdefghijklmnopqrst", "X")\npair("a1b2c3d4e5f6g7h8i9", "Y")\n'
    text = "# basic auth pairs\n" + block * (1_000_000 // len(block))

    def scan(part: str) -> None:
        assert values(rules, "sync/stress.rb", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
