"""A value its own note calls dead is no live secret (LABELS.md, "Read with it"): a remark in
parentheses before its colon that dates its replacement ("(replaced 2024-12 …):"), a passive
clause its colon ends ("expired\\n and was deleted: `…`"), or "is dead" right after it. The
attack: a remark that goes on to the new value, or says only how often it is rotated, and an
older value called dead beside a live one, leave the live one reported. Values are made here."""

from __future__ import annotations

import base64
import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALNUM = string.ascii_letters + string.digits


def _token(length: int = 48) -> str:
    """A random token of letters and digits, a letter first, holding both."""
    while True:
        drawn = secrets.choice(string.ascii_letters) + "".join(
            secrets.choice(_ALNUM) for _ in range(length - 1)
        )
        if any(c.isdigit() for c in drawn) and any(c.islower() for c in drawn):
            return drawn


def _wireguard_key() -> str:
    """A WireGuard private key: 32 random bytes in base64, a letter first."""
    while True:
        key = base64.b64encode(secrets.token_bytes(32)).decode()
        if key[0].isalpha():
            return key


def test_a_value_its_note_calls_dead_is_not_reported(rules: RuleSet) -> None:
    key = _wireguard_key()
    replaced = f"- old laptop key (replaced 2024-12 after the disk swap): `{key}`\n"
    assert values(rules, "wireguard/README.md", replaced) == []
    token = _token()
    deleted = f"- The sandbox token from January expired\n  and was deleted: `{token}`\n"
    assert values(rules, "archive/README.md", deleted) == []
    dead = (
        "The first token was regenerated after it showed up in a CI log:\n"
        f"`{token}` is dead, the new one is in providers.ini.\n"
    )
    assert values(rules, "docs/data-sources.md", dead) == []


def test_a_remark_of_a_new_or_rotated_value_leaves_it_reported(rules: RuleSet) -> None:
    key = _wireguard_key()
    for remark in ("(rotated 2024-12, the new one)", "(rotated yearly)", "(replaced the old one)"):
        note = f"- laptop key {remark}: `{key}`\n"
        assert values(rules, "wireguard/README.md", note) == [key], remark
    token = _token()
    older = f"- The old token was deleted; the new one: `{token}`\n"
    assert values(rules, "archive/README.md", older) == [token]
    live = f"The first token was regenerated:\n`{token}` is live, the old one is dead.\n"
    assert values(rules, "docs/data-sources.md", live) == [token]


def _password() -> str:
    """A password of letters, digits and a `!`, a letter first."""
    return _token(10) + "!" + str(secrets.randbelow(9000) + 1000)


def test_a_line_that_ends_in_its_values_verdict_dead_is_not_reported(rules: RuleSet) -> None:
    password = _password()
    note = f"- old password {password} was rotated after the Nov 2024 SSO reset -- dead\n"
    assert values(rules, "notes/observing-log.org", note) == []


def test_a_line_whose_verdict_is_of_another_value_stays_reported(rules: RuleSet) -> None:
    password = _password()
    for rest in ("is the new one, the old one -- dead", "works; the old one -- dead"):
        note = f"- password {password} {rest}\n"
        assert values(rules, "notes/observing-log.org", note) == [password], rest
