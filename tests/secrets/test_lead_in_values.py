"""A clause of prose about a secret introduces the value after its colon, a code span or a value
alone on the next line, even where the word right after the secret's is no value ("Token
generated 2026-10-11, expires …: `VALUE`", "key export … protected by:"). Look-alikes: a path,
a command's name and a word after the same clause stay unreported. Values are made here."""

from __future__ import annotations

import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALNUM = string.ascii_letters + string.digits


def _token(length: int = 32) -> str:
    """A random token of letters and digits, a letter first, holding both."""
    while True:
        drawn = secrets.choice(string.ascii_letters) + "".join(
            secrets.choice(_ALNUM) for _ in range(length - 1)
        )
        if any(c.isdigit() for c in drawn) and any(c.islower() for c in drawn):
            return drawn


def test_a_clause_past_a_word_that_is_no_value_introduces_its_code_span(rules: RuleSet) -> None:
    token = _token()
    note = f"- Token generated 2026-10-11, expires 2027-01-09: `{token}`\n"
    assert values(rules, "notes/access.md", note) == [token]
    wrapped = f"API token generated on the portal, valid a year:\n  {token}\n"
    assert values(rules, "notes/access.md", wrapped) == [token]


def test_a_clause_past_a_word_that_is_no_value_introduces_no_lookalike(rules: RuleSet) -> None:
    for value in ("~/.config/portal/token", "/etc/portal/token", "`portal-login`", "rotate"):
        note = f"- Token generated 2026-10-11, expires 2027-01-09: {value}\n"
        assert values(rules, "notes/access.md", note) == [], value
        below = f"API token generated on the portal, valid a year:\n  {value}\n"
        assert values(rules, "notes/access.md", below) == [], value
