"""A Netscape cookie file (curl's cookie jar, yt-dlp's `--cookies`) holds logged-in sessions: the
value of a cookie whose name is a known session or login cookie's is reported, preferences and
consent cookies are not, nor a cookie file's look-alikes."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.formats.cookiejar import parse_cookie_jar
from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_HEADER = "# Netscape HTTP Cookie File\n# This is a generated file! Do not edit.\n\n"


def _cookie(domain: str, name: str, value: str, *, http_only: bool = False) -> str:
    prefix = "#HttpOnly_" if http_only else ""
    return f"{prefix}{domain}\tTRUE\t/\tTRUE\t1900000000\t{name}\t{value}\n"


@pytest.mark.parametrize(
    "name", ["SAPISID", "__Secure-1PSID", "sessionid", "_oauth2_proxy", "_wiki_session"]
)
def test_a_session_cookie_in_a_cookie_jar_is_found(rules: RuleSet, name: str) -> None:
    session = secrets.token_urlsafe(48)
    text = (
        _HEADER
        + _cookie(".video.example.net", "PREF", "hl=en&tz=Europe.Oslo")
        + _cookie(".video.example.net", name, session, http_only=True)
        + _cookie(".video.example.net", "CONSENT", "YES+cb.20240101-00-p0.en+FX+123")
    )
    assert found(rules, "Downloads/site-cookies.txt", text) == [(5, session)]


@pytest.mark.parametrize(
    "text",
    [
        # Preferences and consent, whatever they look like.
        _cookie(".video.example.net", "VISITOR_INFO1_LIVE", secrets.token_urlsafe(16)),
        _cookie(".video.example.net", "YSC", secrets.token_urlsafe(12)),
        # A session cookie deleted, or of no value yet.
        _cookie("app.example.org", "sessionid", "deleted"),
        _cookie("app.example.org", "sessionid", ""),
        # Not a cookie's line: six fields.
        "app.example.org\tTRUE\t/\tTRUE\t0\tsessionid\n",
    ],
)
def test_other_cookies_are_left(rules: RuleSet, text: str) -> None:
    assert values(rules, "cookies.txt", _HEADER + text) == []


def test_a_session_cookie_in_a_file_of_another_name_is_left_to_other_rules(
    rules: RuleSet,
) -> None:
    text = _cookie("app.example.org", "SID", secrets.token_urlsafe(40))
    assert values(rules, "data/table.tsv", text) == []


def test_the_parser_reads_each_cookie_under_its_name() -> None:
    text = _HEADER + _cookie("a.example", "k1", " v1 ") + "prose\twith\ttabs\n"
    fields = parse_cookie_jar(text)
    assert [(f.key, text[f.start : f.end]) for f in fields] == [("k1", "v1")]


def test_a_hostile_cookie_jar_is_read_quickly(rules: RuleSet) -> None:
    near_misses = "a\t" * 6 + "\n" + "b\tTRUE\t/\tTRUE\t0\tSID\t" + "x" * 10 + "\n"
    text = near_misses * (1_000_000 // len(near_misses))
    linear, times = text_grows_linearly(lambda part: values(rules, "cookies.txt", part), text)
    assert linear, times
