"""Stata's licence file (stata.lic, written by `stinit`): its code, groups of letters and digits
between the serial number and the authorization, installs the licence. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(61)
CODE = " ".join(
    "".join(_RNG.choices(string.ascii_lowercase + string.digits, k=4)) for _ in range(7)
)


@pytest.mark.parametrize(
    "text",
    [
        "30190412345!{code}!qzva!Dept. of Sociology!State University!10!\n",
        "\n30190412345! {code} !qzva!Lab!Institute!1!\r\n",
    ],
)
def test_a_stata_licence_code_is_found(rules: RuleSet, text: str) -> None:
    line = 1 + text.startswith("\n")
    assert found(rules, "apps/stata18/stata.lic", text.format(code=CODE)) == [(line, CODE)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # The documentation's placeholder, a comment naming the fields, a serial alone.
        ("apps/stata18/stata.lic", "12345678901!xxxx xxxx xxxx xxxx!xxxx!Your Name!Org!1!\n"),
        ("apps/stata18/stata.lic", "# serial!code!authorization!name!organization!users!\n"),
        ("apps/stata18/stata.lic", "30190412345\n"),
        # The same line in a file that is no Stata licence: a log's bang-separated record.
        ("logs/export.txt", f"30190412345!{CODE}!qzva!Lab!Institute!1!\n"),
    ],
)
def test_look_alikes_of_a_stata_licence_are_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert found(rules, path, text) == []


def test_a_huge_licence_line_takes_linear_time(rules: RuleSet) -> None:
    text = "30190412345!" + "abcd " * 200_000 + "\n"
    linear, times = text_grows_linearly(
        lambda part: found(rules, "apps/stata18/stata.lic", part), text
    )
    assert linear, times


def test_an_authorization_of_several_groups_still_ends_the_code(rules: RuleSet) -> None:
    text = f"40190498765!{CODE}!$q7k mz2p 8wde!Field Lab!Institute!2!\n"
    assert found(rules, "apps/stata/stata.lic", text) == [(1, CODE)]


@pytest.mark.parametrize(
    "text",
    [
        # stinit's answers, the authorization kept elsewhere or not written down at all.
        "Stata licence for the lab PC\nSerial number: 40190498765\nCode: {code}\n"
        "Authorization: see the envelope\n",
        "licence, as stinit asks\n\n  Serial no.:  40190498765\n  Code:  {code}\n",
    ],
)
def test_a_code_after_its_serial_is_found_without_the_authorization(
    rules: RuleSet, text: str
) -> None:
    assert [value for _, value in found(rules, "notes/stata.txt", text.format(code=CODE))] == [CODE]


@pytest.mark.parametrize(
    "text",
    [
        # A code alone, a code before its serial, words in the code's place, a code not on the
        # line after the serial.
        "licence notes\nCode: {code}\n",
        "licence notes\nCode: {code}\nSerial number: 40190498765\n",
        "licence notes\nSerial number: 40190498765\nCode: on the paper copy\n",
        "licence notes\nSerial number: 40190498765\nSeat: office 2\nCode: {code}\n",
    ],
)
def test_a_code_not_after_its_serial_is_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/stata.txt", text.format(code=CODE)) == []


def test_a_megabyte_of_serials_without_codes_scans_quickly(rules: RuleSet) -> None:
    text = "licence\n" + "Serial number: 40190498765\nCode: x\n" * 28_000

    def scan(part: str) -> None:
        assert found(rules, "notes/stata.txt", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
