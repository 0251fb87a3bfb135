"""Angle brackets in a value: a placeholder's (`<your-password>`, `atsk_<sandbox key …>`) or code's
(`a < b`, `<-`, `=>`), but a lone bracket between two other characters is one more punctuation
mark of a random password. Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.lookalikes import angled_placeholder
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly


def _punctuated() -> str:
    head = "".join(secrets.choice(string.ascii_letters + "%^[]*+_}") for _ in range(8))
    tail = "".join(secrets.choice(string.ascii_letters + "%^[]*+_}") for _ in range(8))
    return f"{head}q<^{tail}7"


def test_a_password_with_a_lone_angle_bracket_is_found(rules: RuleSet) -> None:
    password = _punctuated()
    text = f'{{\n  "store_user": "svc_sync",\n  "store_password": "{password}"\n}}\n'
    assert values(rules, "sync/auth.json", text) == [password]


@pytest.mark.parametrize(
    "value",
    [
        "<your-password>",
        "<password here>",
        "atsk_<sandbox",
        "</s>",
        "x<-y",
        "a=>b",
        "n<=10",
        "<<EOF",
        "< 1000",
        "pw>",
    ],
)
def test_placeholders_and_code_with_angle_brackets_are_look_alikes(value: str) -> None:
    assert angled_placeholder(value)


def test_placeholder_passwords_in_angle_brackets_stay_unreported(rules: RuleSet) -> None:
    text = '{\n  "store_password": "<store password from the vault>",\n  "x": 1\n}\n'
    assert values(rules, "sync/auth.json", text) == []
    assert values(rules, "sync/app.env", "API_KEY=svc_<key from the portal>\n") == []


def test_a_megabyte_of_angle_brackets_is_judged_quickly() -> None:
    value = "a<b" * 350_000
    linear, times = text_grows_linearly(angled_placeholder, value)
    assert linear, times
    linear, times = text_grows_linearly(angled_placeholder, "<" * 1_000_000)
    assert linear, times
