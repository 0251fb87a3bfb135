"""A configuration line of a secret's name and one word (`remote_password VALUE` in a Mosquitto
bridge, `bindpw VALUE`) takes a password drawn from letters and symbols without a digit: letters
of both cases with a symbol among them that prose does not write inside a word. A second word of
prose, hyphenated, dotted or an address, is not one. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.chance import punctuated_draw
from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(7908)


def _drawn() -> str:
    # A generator's letters and symbols, no digit; a symbol kept inside the word.
    body = "".join(_RNG.choice(string.ascii_letters + "!-%*_=") for _ in range(13))
    return _RNG.choice(string.ascii_lowercase) + body + _RNG.choice("!%*") + "Q"


def test_a_bridge_password_of_letters_and_symbols_is_found(rules: RuleSet) -> None:
    for _ in range(50):
        password = _drawn()
        conf = f"connection airecomunal\nremote_username whitethroat\nremote_password {password}\n"
        assert found(rules, "mosquitto/conf.d/bridge.conf", conf) == [(3, password)], password


@pytest.mark.parametrize(
    "line",
    [
        "password Token-Based",
        "secret admin@Example.org",
        "password it's-Fine.Here",
        "password Yahoo!",
    ],
)
def test_prose_after_a_secrets_name_is_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "notes/setup.conf", line + "\n") == []


def test_a_draw_needs_both_cases_and_a_symbol_inside() -> None:
    assert punctuated_draw("taqU!-EV-RWGcza")
    assert not punctuated_draw("taqu!-ev-rwgcza")
    assert not punctuated_draw("Token-Based-Auth")
    assert not punctuated_draw("ReadTheDocs!")
