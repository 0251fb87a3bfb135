"""A value its file calls dead in the words around it, said other ways than the remark readings
first read: a comment above ending in "- dead:", a label "expired one (…, lapsed DATE):" before the
value on its line, and a sentence ending in a colon that says the value below it "was revoked on
DATE when …". Each is said of that value only: a live value beside it, a renewed one, or one the
remark names as replacing the dead one, is still reported. Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALPHANUMERIC = string.ascii_letters + string.digits


def _key() -> str:
    # A key of letters and digits, a capital first so it never reads as an option.
    return "K" + "".join(secrets.choice(_ALPHANUMERIC) for _ in range(14)) + "7"


def _hex() -> str:
    return secrets.token_hex(16)


def test_a_commented_key_under_a_remark_ending_dead_is_not_reported(rules: RuleSet) -> None:
    live, dead = _key(), _key()
    text = (
        f"MAPI_KEY: {live}\n"
        "# old legacy-API key (16 chars, legacy site switched off) - dead:\n"
        f"# MAPI_KEY: {dead}\n"
    )
    assert values(rules, "home/u/.config/.apprc.yaml", text) == [live]


@pytest.mark.parametrize(
    "remark",
    [
        "# dead letter queue key:",  # the word names something else
        "# the previous one is dead, this is the new key:",  # said of another value
    ],
)
def test_a_remark_that_calls_another_thing_dead_leaves_the_key(rules: RuleSet, remark: str) -> None:
    key = _key()
    text = f"{remark}\n# MAPI_KEY: {key}\n"
    assert values(rules, "home/u/.config/.apprc.yaml", text) == [key]


# A note's lines about a service's tokens, above the label.
_TOKENS = "MAST - tokens\n  current token: in MAST_API_TOKEN via direnv\n"


def test_a_value_labelled_the_expired_one_is_not_reported(rules: RuleSet) -> None:
    dead = _hex()
    text = f"{_TOKENS}  expired one (30 days, lapsed 2025-02-01): {dead}\n"
    text += f"  expired token (lapsed 2025-02-01): {dead}\n"
    assert values(rules, "notes/accounts.txt", text) == []


@pytest.mark.parametrize(
    "label",
    [
        "expired one (30 days, renewed 2025-02-01):",  # brought back
        "expired token (renewed 2025-02-01):",
        "new token, replacing the expired one:",  # the label's head is the new one
        "current token (the expired one was revoked):",
    ],
)
def test_a_label_that_says_the_value_is_live_keeps_it(rules: RuleSet, label: str) -> None:
    live = _hex()
    assert values(rules, "notes/accounts.txt", f"{_TOKENS}  {label} {live}\n") == [live]


def test_a_value_below_a_sentence_that_says_it_was_revoked_is_not_reported(
    rules: RuleSet,
) -> None:
    dead, live = _hex(), _hex()
    text = (
        "## Keys\n\nOld Paging key for the storage team was revoked on 2024-12-03 when we moved:\n"
        f"`{dead}`\n\nThe storage team's key now:\n`{live}`\n"
    )
    assert values(rules, "ops/README.md", text) == [live]


@pytest.mark.parametrize(
    "sentence",
    [
        "Issued after the old key was revoked on 2024-12-03 when we moved:",
        "The old key was revoked on 2024-12-03 when we moved; the new one:",
        "Key revoked on 2024-12-03 when we moved, then reissued after the audit:",
    ],
)
def test_a_sentence_about_another_value_leaves_the_value_below_it(
    rules: RuleSet, sentence: str
) -> None:
    live = _hex()
    assert values(rules, "ops/README.md", f"## Keys\n\n{sentence}\n`{live}`\n") == [live]
