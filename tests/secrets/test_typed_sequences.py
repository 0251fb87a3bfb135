"""A value that counts or alternates (a1b2c3d4…, carried on from hex's f to 0; 0f0f0f…) is
typed to fill a key's length, a placeholder; random hex and random letters and digits of the
same lengths never are one, and a live key beside a placeholder is still found."""

from __future__ import annotations

import random
import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.sequences import typed_sequence
from tests.secrets.found import found


def _counting(length: int, start: int, gap: int) -> str:
    """Two interleaved counts in hex from START and START + GAP (a1b2c3…, carried past f)."""
    return "".join(string.hexdigits[(start + n // 2 + gap * (n % 2)) % 16] for n in range(length))


@pytest.mark.parametrize(
    "value",
    [
        _counting(32, 10, 7),  # a1b2c3d4e5f6 and on, 0 after f
        _counting(40, 3, 1),
        "".join(string.hexdigits[(15 - n) % 16] for n in range(32)),  # fedc…10fedc…
        "".join(string.digits[9 - n % 10] for n in range(16)),  # counting down
        "a1" * 8,
        "0F" * 16,
        "".join(f"{letter}{n % 10}" for n, letter in enumerate(string.ascii_uppercase[:10])),
    ],
)
def test_counting_and_alternating_values_are_placeholders(rules: RuleSet, value: str) -> None:
    live = secrets.token_hex(16)
    env = f"MAILJET_API_KEY={value}\nMAILJET_SECRET_KEY={live}\n"
    assert found(rules, "portal/.env", env) == [(2, live)]


def test_random_values_are_never_taken_for_sequences(rules: RuleSet) -> None:
    chosen = random.Random(1729)
    alnum = string.ascii_letters + string.digits
    for length in (8, 12, 16, 32, 40, 64):
        for _ in range(3000):
            assert not typed_sequence("".join(chosen.choices(string.hexdigits[:16], k=length)))
            assert not typed_sequence("".join(chosen.choices(alnum, k=length)))
    # Shorter than a key, a count broken once, a count by twos, a word and digits repeated,
    # one character repeated (lookalikes' _one_character judges it by its length).
    for value in ("a1b2c3d", "a1b2c3d4e5f6a7b8c9d", "13579bdf13579bdf", "abc123abc123", "e" * 11):
        assert not typed_sequence(value)
    keys = [secrets.token_hex(n) for n in (8, 16, 20)]
    env = "".join(f"SERVICE{n}_API_KEY={key}\n" for n, key in enumerate(keys))
    env += f"TEMPLATE_API_KEY={_counting(32, 10, 7)}\n"
    assert found(rules, "portal/.env", env) == [(n + 1, key) for n, key in enumerate(keys)]
