"""Stata's three licence answers kept in notes beside the licence, as `stinit` asks for them
(Serial number:, Code:, Authorization:, one a line): the code and the authorization install the
licence. The code is read after its serial (the authorization may be kept elsewhere), the
authorization only after both. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2929)
_LOWER_DIGITS = string.ascii_lowercase + string.digits
CODE = " ".join("".join(_RNG.choices(_LOWER_DIGITS, k=4)) for _ in range(8))
AUTHORIZATION = "".join(_RNG.choices(string.ascii_letters + string.digits, k=14)) + "k7"
SERIAL = "".join(_RNG.choices(string.digits, k=12))


@pytest.mark.parametrize(
    "layout",
    [
        "Serial number: {serial}\nCode: {code}\nAuthorization: {auth}\n",
        "  serial no.:   {serial}  (on the invoice)\r\n  code:          {code}\r\n"
        "  authorisation: {auth}\r\n",
        "Serial: {serial}\n\nCode: {code}\n\nAuthorization: {auth}\n",
    ],
)
def test_the_code_and_authorization_are_found(rules: RuleSet, layout: str) -> None:
    text = "Stata 18 for the lab's build host.\n" + layout.format(
        serial=SERIAL, code=CODE, auth=AUTHORIZATION
    )
    got = found(rules, "apps/stata/INSTALL.txt", text)
    assert sorted(value for _, value in got) == sorted([CODE, AUTHORIZATION])
    lines = {value: line for line, value in got}
    gap = 2 if "\n\nAuthorization" in text else 1
    assert lines[AUTHORIZATION] == lines[CODE] + gap


@pytest.mark.parametrize(
    "text",
    [
        # A code or an HTTP header alone, no serial, the code before its serial.
        f"Code: {CODE}\nAuthorization: {AUTHORIZATION}\n",
        f"curl -H 'Authorization: {AUTHORIZATION}' https://api.example.org/\n",
        f"Code: {CODE}\nSerial number: {SERIAL}\nAuthorization:\n",
        f"Serial number: {SERIAL}\nCode: 404\nAuthorization: denied-for-now\n",
    ],
)
def test_parts_alone_and_http_headers_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "apps/stata/INSTALL.txt", text) == []


def test_a_megabyte_of_near_misses_is_scanned_quickly(rules: RuleSet) -> None:
    text = f"Code: {CODE}\nSerial number: {SERIAL}\nAuthorization:\n" * 12_000

    def scan(part: str) -> None:
        assert found(rules, "apps/stata/INSTALL.txt", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
