"""A cookie given to curl whose name says it authenticates (-b / --cookie NAME=VALUE, a Cookie:
header): a login session or ticket, whatever its shape (Proxmox VE's PVEAuthCookie is
PVE:USER:TIME::SIGNATURE). Cookie jars, variables, short values and other cookies are left
alone. Values are made here."""

from __future__ import annotations

import base64
import os
from collections.abc import Callable

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _ticket() -> str:
    signature = base64.b64encode(os.urandom(96)).decode()
    return f"PVE:backup@pam:{os.urandom(4).hex().upper()}::{signature}"


def _session() -> str:
    return base64.urlsafe_b64encode(os.urandom(24)).decode().rstrip("=")


@pytest.mark.parametrize(
    ("template", "make"),
    [
        (
            'curl -k -b "PVEAuthCookie={v}" https://hv3.example.net:8006/api2/json/version\n',
            _ticket,
        ),
        (
            "curl --cookie 'theme=dark; AuthSession={v}' https://couch.example.org/_session\n",
            _session,
        ),
        ("curl -s --cookie=JSESSIONID={v} https://portal.example.com/app/home\n", _session),
        ('curl -H "Cookie: PHPSESSID={v}" https://wiki.example.org/index.php\n', _session),
    ],
)
def test_an_authenticating_cookie_given_to_curl_is_found(
    rules: RuleSet, template: str, make: Callable[[], str]
) -> None:
    value = make()
    assert found(rules, "run/fetch.sh", template.format(v=value)) == [(1, value)]


@pytest.mark.parametrize(
    "text",
    [
        # A cookie jar, a variable, a placeholder, a short value, a cookie that is no login's.
        "curl -b cookies.txt -c cookies.txt https://hv3.example.net/\n",
        'curl -k -b "PVEAuthCookie=$PVE_TICKET" https://hv3.example.net:8006/api2/json/x\n',
        "curl -b 'AuthSession=<your-session-cookie>' https://couch.example.org/_session\n",
        "curl -b 'sessionid=abc123' https://portal.example.com/\n",
        "curl -b 'theme=dark; lang=en-GB' https://portal.example.com/\n",
    ],
)
def test_jars_variables_and_other_cookies_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "run/fetch.sh", text) == []


def test_a_megabyte_of_cookie_near_misses_scans_quickly(rules: RuleSet) -> None:
    # Nine cookies, then one that is no login's, on every line.
    text = "curl -b 'a=1; b=2; c=3; d=4; e=5; f=6; g=7; h=8; i=9; k=$X' u\n" * 16_000
    linear, times = text_grows_linearly(lambda part: found(rules, "run/fetch.sh", part), text)
    assert linear, times
