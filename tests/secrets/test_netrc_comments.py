"""A .netrc-style file's `password` token: a comment that mentions the word, or another of the
file's keywords in the value's place, is no password. Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"netrc-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits + "%_.") for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


ARCHIVE = _r(20, seed=1)
MAIL = _r(16, seed=2)


def test_a_comment_naming_the_password_does_not_take_the_next_line(rules: RuleSet) -> None:
    text = (
        "# for the archive the user name is ignored and the API key is the password\n"
        "machine archive.example.org\n"
        "  login apikey\n"
        f"  password {ARCHIVE}\n"
    )
    assert _found(rules, ".netrc", text) == [(4, ARCHIVE)]


def test_a_keyword_where_the_password_would_be_is_not_one(rules: RuleSet) -> None:
    # An empty password, then the next entry: the value's place holds a keyword.
    netrc = (
        "machine a.example.org login anon password\n"
        f"machine b.example.org login u password {ARCHIVE}\n"
    )
    assert _found(rules, ".netrc", netrc) == [(2, ARCHIVE)]
    msmtp = (
        "account uni\nhost smtp.example.org\nuser u\n"
        f"# password is in the keyring\npassword {MAIL}\n"
    )
    assert _found(rules, ".msmtprc", msmtp) == [(5, MAIL)]


def test_a_password_on_the_line_after_its_keyword_is_still_found(rules: RuleSet) -> None:
    text = f"machine c.example.org login u password\n  {ARCHIVE}\n"
    assert _found(rules, ".netrc", text) == [(2, ARCHIVE)]


def test_a_huge_netrc_line_is_scanned_in_linear_time(rules: RuleSet) -> None:
    text = "machine x " + "password login " * 20_000 + "\n" + "# password " * 20_000 + "\n"

    def scan(part: str) -> None:
        assert _found(rules, ".netrc", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
