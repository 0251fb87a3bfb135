"""A password a note gives in a sentence is found though it holds no digit (one drawn password
in eight has none), when its letters change case at random with a run of consonants no word
has. Look-alikes: CamelCase names, words and phrases in the same sentence."""

from __future__ import annotations

import random
import re
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_CONSONANT_RUN = re.compile(r"[b-df-hj-np-tv-xzB-DF-HJ-NP-TV-XZ]{5}")


def _drawn_without_digits(seed: int) -> str:
    """Fourteen letters of both cases and a symbol, drawn until both cases and a run of five
    consonants occur (as most such draws have)."""
    rng = random.Random(seed)
    while True:
        value = "".join(rng.choice(string.ascii_letters) for _ in range(13))
        value = value[:9] + rng.choice("%*!_") + value[9:]
        if (
            _CONSONANT_RUN.search(value)
            and sum(c.isupper() for c in value) >= 5
            and sum(c.islower() for c in value) >= 5
        ):
            return value


@pytest.mark.parametrize("seed", range(6))
def test_a_drawn_password_without_digits_is_found_in_a_sentence(rules: RuleSet, seed: int) -> None:
    password = _drawn_without_digits(seed)
    text = f"- The office sent the shared password by e-mail: `{password}` (user `sdoyle`).\n"
    assert values(rules, "notes/access.md", text) == [password]


@pytest.mark.parametrize(
    "value", ["XmlHttpRequest", "NotSoSecretAtAll", "PasswordManagerApp", "iPhoneBackupKit"]
)
def test_names_and_words_in_a_sentence_are_not_passwords(rules: RuleSet, value: str) -> None:
    text = f"- The office sent the shared password by e-mail: `{value}` (user `sdoyle`).\n"
    assert found(rules, "notes/access.md", text) == []
