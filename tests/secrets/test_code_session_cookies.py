"""A login's session cookie set on an HTTP client in code (requests' `session.cookies.set(NAME,
VALUE)`): Plone's `__ac` ticket, or another cookie named for a login, is the logged-in session
and is reported; a cookie of another name (a language, a consent) is not. Values are made here."""

from __future__ import annotations

import base64
import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

TICKET = base64.b64encode(f"{secrets.token_hex(32)}6b0c1a2flims-robot!".encode()).decode()
COOKIE = TICKET.replace("=", "%3D")


@pytest.mark.parametrize(
    "text",
    [
        f's.cookies.set("__ac", "{COOKIE}", domain="lims.example.edu")\n',
        f"session.cookies.set('sessionid', '{COOKIE}')\n",
    ],
)
def test_a_login_cookie_set_in_code_is_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "scripts/lims_pull.py", text) == [(1, COOKIE)]


@pytest.mark.parametrize(
    "text",
    [
        f's.cookies.set("I18N_LANGUAGE", "{COOKIE}")\n',
        's.cookies.set("__ac", "deleted")\n',
    ],
)
def test_another_cookie_or_a_short_value_is_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "scripts/lims_pull.py", text) == []


def test_a_huge_file_of_cookie_calls_takes_linear_time(rules: RuleSet) -> None:
    # Values left unclosed, each call's: no match may reach into the next.
    text = ('s.cookies.set("__ac", "' + "a" * 20 + " ") * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "lims.py", part), text)
    assert linear, times
