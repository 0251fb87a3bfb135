"""Prose and code around a value that say it is none: a clause before it that says "this one
was revoked", a remark beside a user table's entry that calls it revoked, a comment above that
calls it a browser key, a remark "no secret here - public" (a dash between blanks breaks the
clause, as a comma does), `login` followed by a sentence's small word, and a call in code
(`client.make_client(token)`) written where a token's value would go. A live value beside each
stays reported."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _random(length: int, seed: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(length))


def test_a_clause_saying_this_one_was_revoked_passes_over_the_token(rules: RuleSet) -> None:
    dead, live, asked = (f"GR1348941{_random(20, seed)}" for seed in (1, 2, 3))
    script = (
        f"# old tokens (GR1348941...) are deprecated; this one was revoked: {dead}\n"
        f"# this one was revoked; the new one: {live}\n"
        f"# is this revoked? no: {asked}\n"
    )
    assert found(rules, "projects/x/ci/register.sh", script) == [(2, live), (3, asked)]


def test_a_clause_that_asks_or_sets_a_condition_whether_this_one_was_revoked_is_no_death(
    rules: RuleSet,
) -> None:
    asked, conditioned, once = (f"glpat-{_random(20, seed)}" for seed in (21, 22, 23))
    notes = (
        f"check whether this one was revoked before use: {asked}\n"
        f"this token is revoked if it leaks, keep it safe: {conditioned}\n"
        f"rotate when this key was revoked upstream: {once}\n"
    )
    assert found(rules, "notes.txt", notes) == [(1, asked), (2, conditioned), (3, once)]


def test_a_user_tables_entry_remarked_revoked_is_not_reported(rules: RuleSet) -> None:
    dead = _random(12, 4) + "!x"
    live = _random(12, 5) + "!z"
    after = _random(12, 12) + "^q"
    code = (
        "PASSWORDS = {\n"
        f'    "alice": "{dead}",  # revoked\n'
        f'    "carl": "{live}",  # revoked the old one\n'
        f'    "dan": "{after}",\n'
        "}\n"
    )
    # The remark does not hide the entries after it.
    assert found(rules, "projects/x/app/users.py", code) == [(3, live), (4, after)]


def test_browser_keys_and_dashed_public_remarks_are_not_reported(rules: RuleSet) -> None:
    browser, remarked, kept, other = (_random(20, seed) for seed in (6, 7, 8, 9))
    page = (
        "  // MapTiler base map: browser key, locked to our origin in the MapTiler console\n"
        f'  const maptilerKey = "{browser}";\n'
        f'  const tilesKey = "{remarked}";  // no secret here - public\n'
        f'  const adminKey = "{kept}";  // do not make this public\n'
        "  // not a browser key\n"
        f'  const apiKey = "{other}";\n'
    )
    assert found(rules, "projects/x/web/index.html", page) == [(4, kept), (6, other)]


def test_login_before_a_sentences_word_is_prose(rules: RuleSet) -> None:
    key = _random(16, 10)
    notes = (
        "Reviewer login from Pieter: reviewer_pxd058214@ebi.ac.uk, pw is in his mail.\n"
        f"$ fw login fw1.example.org:{key}\n"
    )
    assert found(rules, "home/u/notes.txt", notes) == [(2, key)]


def test_a_call_where_a_token_would_go_is_code_not_a_value(rules: RuleSet) -> None:
    bare = _random(24, 11)
    readme = (
        "The client wants a token: `broker.broker_client(token)`; put yours in settings.\n"
        f"token: `broker.client({bare})`\n"
        "password: open(sesame)\n"
    )
    assert found(rules, "projects/x/README.md", readme) == [
        (2, f"broker.client({bare})"),
        (3, "open(sesame)"),
    ]
