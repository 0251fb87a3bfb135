"""A phrase in a password's place that names another way to log in and then "only" (`password
ssh-only-now` in a .netrc, kerberos_only) says the login takes no password. A passphrase of
random words, one with "only" after a word that is no way to log in, and such a phrase with
capitals or digits (a password's) stay reported. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17306)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=14))


def test_a_phrase_saying_the_login_is_by_ssh_is_not_reported(rules: RuleSet) -> None:
    netrc = (
        "machine stash.example.org login eg password ssh-only-now\n"
        "machine kdc.example.org login eg password kerberos_only\n"
        f"machine files.example.org login eg password {PASSWORD}\n"
    )
    assert found(rules, ".netrc", netrc) == [(3, PASSWORD)]


def test_passphrases_of_words_stay_reported(rules: RuleSet) -> None:
    netrc = (
        "machine a.example.org login eg password purple-only-zebra\n"
        "machine b.example.org login eg password ssh-only-Now7\n"
        "machine c.example.org login eg password correct-horse-battery-staple\n"
    )
    assert [line for line, _ in found(rules, ".netrc", netrc)] == [1, 2, 3]
