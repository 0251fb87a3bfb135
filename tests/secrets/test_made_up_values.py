"""Values that say themselves they are not live keys: a token whose own words say it was revoked
(glpat-…-revoked-…), and a key padded out with a long run of one character. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAW = random.Random(90211)


def _drawn(length: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(_DRAW.choices(alphabet, k=length))


@pytest.mark.parametrize("said", ["REVOKED", "revoked", "Invalidated"])
def test_a_prefixed_token_whose_words_say_revoked_is_no_secret(rules: RuleSet, said: str) -> None:
    token = f"glpat-{said}-by-admin-{_drawn(6)}"
    assert values(rules, "bin/mirror.sh", f"#   MIRROR_TOKEN={token} ./mirror.sh\n") == []


def test_a_prefixed_token_is_still_reported(rules: RuleSet) -> None:
    token = f"glpat-{_drawn(20)}"
    assert values(rules, "bin/mirror.sh", f"#   MIRROR_TOKEN={token} ./mirror.sh\n") == [token]


def test_a_key_padded_with_a_run_of_one_character_is_made_up(rules: RuleSet) -> None:
    padded = f"xk_trial_{_drawn(10)}{'0' * 22}PADDEDKEY"
    text = f'[profiles.lab]\n  sandbox_api_key = "{padded}"\n'
    assert values(rules, "etc/vendor/settings.toml", text) == []


@pytest.mark.parametrize(
    "value",
    [
        # A random key of the same length, and one with a short run of zeros in it (a key id
        # with a zero-padded field).
        f"xk_trial_{_drawn(41)}",
        f"{_drawn(6, '0123456789abcdef')}{'0' * 9}{_drawn(10, '0123456789abcdef')}",
        # Base64 of a binary token that starts with zero bytes: its run of A is data.
        f"{'A' * 22}{_drawn(8)}{'A' * 6}{_drawn(60)}",
    ],
)
def test_keys_with_short_or_base64_runs_are_still_reported(rules: RuleSet, value: str) -> None:
    text = f'[profiles.lab]\n  sandbox_api_key = "{value}"\n'
    assert values(rules, "etc/vendor/settings.toml", text) == [value]
