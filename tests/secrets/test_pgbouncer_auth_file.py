"""Passwords in PgBouncer's auth_file (userlist.txt): a line per user, `"USER" "PASSWORD"`.
Values are generated here; the look-alikes are the verifiers the same file may hold instead
(md5 and 32 hex digits, SCRAM-SHA-256$...), empty passwords and other files' quoted pairs."""

from __future__ import annotations

import base64
import hashlib
import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"pgbouncer-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits + "*^") for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


POOLER = _r(20, seed=1)
QUOTED = _r(10, seed=2) + '""' + _r(8, seed=3)


def _scram() -> str:
    salt = base64.b64encode(b"0123456789abcdef").decode()
    key = base64.b64encode(hashlib.sha256(b"stored").digest()).decode()
    server = base64.b64encode(hashlib.sha256(b"server").digest()).decode()
    return f"SCRAM-SHA-256$4096:{salt}${key}:{server}"


def test_plain_passwords_in_the_auth_file_are_found(rules: RuleSet) -> None:
    text = f'"app_pool" "{POOLER}"\n"odd" "{QUOTED}"\n'
    assert _found(rules, "etc/pgbouncer/userlist.txt", text) == [(1, POOLER), (2, QUOTED)]


def test_verifiers_and_empty_passwords_are_not_reported(rules: RuleSet) -> None:
    md5 = "md5" + hashlib.md5(f"{POOLER}app_pool".encode()).hexdigest()
    text = f'"app_pool" "{md5}"\n"reporting" "{_scram()}"\n"trusted" ""\n'
    assert _found(rules, "etc/pgbouncer/userlist.txt", text) == []


def test_quoted_pairs_elsewhere_are_not_read_as_an_auth_file(rules: RuleSet) -> None:
    assert _found(rules, "home/u/notes.txt", f'"app_pool" "{POOLER}"\n') == []


def test_a_huge_quoted_line_takes_linear_time(rules: RuleSet) -> None:
    text = '"a" "' + '""' * 400_000 + "\n"
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "etc/pgbouncer/userlist.txt", part), text
    )
    assert linear, times
