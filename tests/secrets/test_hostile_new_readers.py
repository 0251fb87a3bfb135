"""The secret scanner's newer readers on text a hostile user shapes for them: recovery codes under
a label (codelists.py), RouterOS exports, cookie jars of any name, Atlassian Data Center tokens,
tables, bare token and password files, and the remarks read after a value or at a file's head.
Each text's scan must grow at most linearly, judged against its own first quarter
(tests/secrets/linear.py): long lines, endless labels, unclosed quotes and brackets, runs of a
token's own characters."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_SIZE = 160_000
_RNG = random.Random(4421)


def _drawn(length: int) -> str:
    return "".join(_RNG.choices(string.ascii_letters + string.digits, k=length))


def _repeated(unit: str) -> str:
    return unit * (_SIZE // len(unit))


_JAR = "# Netscape HTTP Cookie File\n"
_CODES = "".join(f"- {_drawn(5)}-{_drawn(5)}\n" for _ in range(24))

_TEXTS = [
    # Recovery codes: labels alone, labels each with a code, full sets, one line of labels.
    ("notes/2fa.txt", _repeated("Recovery codes:\n")),
    ("notes/2fa.txt", "".join(f"Backup codes:\n{_drawn(10)}\n" for _ in range(_SIZE // 25))),
    ("notes/2fa.md", _repeated("Recovery codes (GitHub):\n" + _CODES)),
    ("notes/2fa.txt", _repeated("recovery codes: ") + "\n"),
    ("notes/2fa.txt", "Recovery codes:\n" + _repeated("abcd-") + "\n"),
    # RouterOS: settings on one line, an unclosed quote of escapes, unclosed brackets, menus.
    ("net/r1.rsc", "/ip address\nadd" + _repeated(" a=b") + "\n"),
    ("net/r1.rsc", '/ip address\nadd comment="' + _repeated('\\\\\\"') + "\n"),
    ("net/r1.rsc", "/ip address\nset " + _repeated("[ find a=b ") + "\n"),
    ("net/r1.rsc", _repeated("/a b c\n")),
    ("net/r1.rsc", "/" + _repeated("a ") + "!\n"),
    # Cookie jars: session cookies under a jar's header in a file of any name, one line of tabs.
    ("home/.urs_cookies", _JAR + _repeated(f".x.org\tTRUE\t/\tTRUE\t0\tsessionid\t{_drawn(32)}\n")),
    ("home/.urs_cookies", _JAR + "\t" * _SIZE),
    ("home/.urs_cookies", _repeated(_JAR)),
    # Atlassian Data Center tokens: a run of their alphabet, and many token-shaped words.
    ("notes/jira.txt", "jira " + _repeated("MDAw")),
    ("notes/jira.txt", "confluence\n" + _repeated("MDAwMDAwMDAwMDAwOk" + _drawn(26) + " ")),
    # Tables: doubled quotes never closed, quoted delimiters, fields saying where a secret is.
    ("data/accounts.csv", "user,password\n" + '"' + _repeated('""') + "\n"),
    ("data/accounts.tsv", "user\tpassword\n" + '"' + _repeated('""\t') + "\n"),
    ("data/accounts.csv", "host,notes\n" + _repeated("h1,password in vault " + "x" * 30 + "\n")),
    (
        "data/accounts.csv",
        "token,status\n" + _repeated(f"{_drawn(20)},revoked by ops on 2024-01-01\n"),
    ),
    # Bare token and password files: comments, blanks and one long line.
    ("home/secrets/db_password", _repeated("#\n")),
    ("home/.vault-token", " " * _SIZE + "hvs." + _drawn(24)),
    # Remarks after values, and a file head above many sections.
    ("app/.env", _repeated(f"TOKEN_{_drawn(4)}={_drawn(24)}\nwas used up already\n")),
    ("app/.env", _repeated(f"TOKEN={_drawn(24)} consumed used up consumed\n")),
    (
        "app/settings.ini",
        "# legacy config, no longer used: this password was reset\n"
        + _repeated(f"[s]\npassword = {_drawn(16)}\nadmin_password = {_drawn(16)}\n"),
    ),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("path", "text"), _TEXTS, ids=[f"{n}-{p}" for n, (p, _) in enumerate(_TEXTS)]
)
def test_a_newer_reader_takes_linear_time_on_hostile_text(
    rules: RuleSet, path: str, text: str
) -> None:
    parts = ("home", "eve", *path.split("/"))
    linear, times = text_grows_linearly(lambda part: find_matches(part, parts, rules), text)
    assert linear, f"{path}: {times} on {len(text):,} characters"
