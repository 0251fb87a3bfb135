"""The prose that introduces an indented block may begin its sentence on the line above its
colon ("… was revoked the same evening (it no\\nlonger authenticates), kept for the notes:"):
the remark read is the whole sentence, so the block's value is dead. A lead-in whose sentence
speaks of a new value, or one that ended its sentence on the line above, leaves it reported.
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(78009)
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "5"


def test_a_lead_in_sentence_over_two_lines_calls_the_block_dead(rules: RuleSet) -> None:
    text = (
        "The workshop token was handed out on 2026-10-09 and revoked (it no\n"
        "longer authenticates), kept only so the workshop notes make sense:\n\n"
        f"    api_token = {TOKEN}\n"
    )
    assert values(rules, "README.md", text) == []


@pytest.mark.parametrize(
    "above",
    [
        # The sentence goes on to the new token the block holds.
        "The workshop token was revoked (it no\nlonger authenticates); the new one, for the notes:",
        # The line above ended its own sentence: the lead-in says nothing of the block.
        "The workshop token was revoked (it no longer authenticates).\nOur token for the notes:",
    ],
)
def test_a_lead_in_of_another_value_leaves_the_block_reported(rules: RuleSet, above: str) -> None:
    text = f"{above}\n\n    api_token = {TOKEN}\n"
    assert values(rules, "README.md", text) == [TOKEN]
