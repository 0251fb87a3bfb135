"""Passwords a note gives in prose: letters drawn with a symbol among them and no digit (the
symbol cuts no run of consonants the letters have), and the value someone reset "it" to after
a clause about the secret ("pw sent over Signal; they reset it to\\n VALUE"). Values are made
here; the look-alikes are words, settings and references."""

from __future__ import annotations

import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(7343)
_CONSONANTS = "bcdfghjklmnpqrstvwxz"


def _cased(letters: str) -> str:
    # Cases alternate from a random start, as a draw's change often.
    upper = _RNG.random() < 0.5
    return "".join(c.upper() if (n % 2 == 0) == upper else c for n, c in enumerate(letters))


def _symbol_cut_letters() -> str:
    """Letters without a digit whose only run of five consonants spans the symbol drawn in it."""
    left = "".join(_RNG.choices(_CONSONANTS, k=4))
    right = "".join(_RNG.choices(_CONSONANTS, k=4))
    tail = _RNG.choice("aeiou") + "".join(_RNG.choices(_CONSONANTS, k=4))
    return _cased(left) + _RNG.choice("=%^") + _cased(right + tail)


def _password() -> str:
    alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"
    return "".join(_RNG.choices(alphabet, k=6)) + "9=" + "".join(_RNG.choices(alphabet, k=5))


def test_drawn_letters_with_a_symbol_are_a_password(rules: RuleSet) -> None:
    value = _symbol_cut_letters()
    text = f"Kobo (backup server): account `field_hh`, login password\n{value}\nNo token.\n"
    assert found(rules, "notes/field-team.md", text, home="projects/survey") == [(2, value)]


def test_words_and_settings_after_a_password_label_are_not_reported(rules: RuleSet) -> None:
    text = (
        "login password\nPassWord=Secret\n\n"
        "login password\nresetAtFirstLogin\n\n"
        "login password\n${KOBO_PASSWORD}\n"
    )
    assert found(rules, "notes/field-team.md", text, home="projects/survey") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "  - analytics user: akinsella / pw sent over Signal; they reset it to\n    {p} because"
        " Signal was down\n",
        "The admin password was shown once, and we changed it to {p} the same day.\n",
    ],
)
def test_the_value_someone_reset_it_to_is_found(rules: RuleSet, sentence: str) -> None:
    value = _password()
    text = "* Notes\n" + sentence.format(p=value)
    line = 1 + text[: text.index(value)].count("\n")
    assert found(rules, "notes/meeting.org", text, home="projects/hmis") == [(line, value)]


@pytest.mark.parametrize(
    "sentence",
    [
        "The admin password was reset; they set it to expire in 90 days.\n",
        "The pw was sent over Signal; they reset it to the default.\n",
        "The pw was sent over Signal; they reset it to ${NEW_PW} later.\n",
        "The session was closed; they set it to dhis2-staging-2025 again.\n",
    ],
)
def test_what_it_was_set_to_that_is_no_password_is_not_reported(
    rules: RuleSet, sentence: str
) -> None:
    assert found(rules, "notes/meeting.org", "* Notes\n" + sentence, home="projects/hmis") == []
