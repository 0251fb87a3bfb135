"""A note's sentence about a secret wrapped once before the colon that introduces its value as
code ("the signing password the vendor\nposted to us: `VALUE`"): the next line goes on with the
sentence. The look-alikes are a blank line or a new list item after the wrap, a secret's word
with its own verb before the wrap (the value after is another's), and code that is a word."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _password(seed: int) -> str:
    draw = random.Random(seed)
    return "".join(draw.choice(string.ascii_letters + string.digits + "#%") for _ in range(15))


def test_a_sentence_wrapped_before_its_colon_gives_the_code_span(rules: RuleSet) -> None:
    password = _password(3)
    text = (
        "Installer from the vendor's portal; the unpack password the vendor\n"
        f"posted to our group: `{password}` (keep it for the upgrade).\n"
    )
    assert found(rules, "vendor/README.md", text) == [(2, password)]


def test_a_break_in_the_sentence_or_another_subject_gives_no_value(rules: RuleSet) -> None:
    password = _password(4)
    paragraph = f"Ask for the unpack password the vendor\n\nposted on the portal: `{password}`\n"
    list_item = f"- the unpack password the vendor\n- release notes: `{password}`\n"
    command = "the unpack password the vendor\nsends is used by: `unzip2`\n"
    assert values(rules, "vendor/README.md", paragraph) == []
    assert values(rules, "vendor/README.md", list_item) == []
    assert values(rules, "vendor/README.md", command) == []


def test_a_secret_word_with_its_own_verb_does_not_reach_past_the_wrap(rules: RuleSet) -> None:
    # "session" is said to be something; the value wrapped after is the token's (a strong name)
    # and must not be taken by the session's word, which drops it.
    password = _password(5)
    text = f"Our session is bound to the\nrenewal token they posted: `{password}`\n"
    assert values(rules, "vendor/README.md", text) == [password]


def test_many_wrapped_near_misses_take_little_time(rules: RuleSet) -> None:
    # Each clause runs as far as a clause may on both lines, to a code span of words.
    near_miss = f"the unpack password {'x' * 90}\n{'y' * 90} is `see-the-portal`\n"
    text = near_miss * (1_000_000 // len(near_miss))
    linear, times = text_grows_linearly(lambda part: found(rules, "vendor/README.md", part), text)
    assert linear, times
