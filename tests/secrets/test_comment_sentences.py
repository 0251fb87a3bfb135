"""A sentence in a comment or a heading ends with its line: the line after it (`kid: VALUE`
under "# public part of the realm's rs256 key") is a line of its own, its value named by its own
words, not the sentence's key. A note's sentence that wraps from one line of prose to the next,
and a heading whose colon gives the value on the next line, still give their values. Values are
made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17303)
KID = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=43))
TOKEN = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=32))


def test_a_comments_sentence_gives_no_value_on_the_next_line(rules: RuleSet) -> None:
    keys = f"# public part of the realm's rs256 key (Realm settings > Keys)\nkid: {KID}\n"
    assert found(rules, "keycloak/realm-keys.txt", keys) == []


def test_a_notes_wrapped_sentence_still_gives_its_value(rules: RuleSet) -> None:
    notes = (
        "the new API token for the nightly sync,\n"
        f"made in March: {TOKEN}\n"
        "## Sync token:\n"
        f"{TOKEN[::-1]}\n"
    )
    assert found(rules, "sync/notes.txt", notes) == [(2, TOKEN), (4, TOKEN[::-1])]
