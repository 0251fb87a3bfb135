"""The call a place in code stands inside (callsites.enclosing_call): its name as written, found
over brackets passed in pairs and the blanks before its `(`, within bounds a hostile file cannot
stretch."""

from __future__ import annotations

from govern.secrets.callsites import enclosing_call


def _call(text: str) -> str | None:
    return enclosing_call(text, text.index("KEY"), 1024)


def test_the_call_a_key_argument_stands_in_is_named_as_written() -> None:
    assert _call('client = sodapy.Socrata("data.city.gov", KEY)') == "sodapy.Socrata"
    assert _call("read.socrata (url, app_token = KEY)") == "read.socrata"
    assert _call("connect(hosts[0], {'a': 1}, KEY)") == "connect"


def test_an_open_list_or_dict_is_no_call() -> None:
    assert _call("tokens = [KEY") is None
    assert _call("opts = {'token': KEY") is None


def test_blanks_before_a_call_are_looked_back_over_only_within_a_names_bound() -> None:
    assert _call("login" + " " * 40 + "(user, KEY)") == "login"
    # A megabyte of blanks before the `(` is not walked for each argument inside it.
    assert _call("login" + " " * 1_000_000 + "(user, KEY)") is None
