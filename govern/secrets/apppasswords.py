"""App passwords: the passwords a mail or account provider issues for one program where the
account's own login needs a second factor. Google's are 16 small letters (shown in four groups
of four), Microsoft's 16 small letters too (account.microsoft.com, "App passwords"): no digit,
so prose's test for a value (letters and digits mixed) would take one for a word. Under a name
that says app password, 16 small letters drawn at random are one: a word of that length (an
English "characterization") has far more vowels than letters drawn at random."""

from __future__ import annotations

import re

from govern.secrets.names import words

# What a provider prints, as it is typed: 16 small letters (Google's groups of four joined).
_APP_PASSWORD = re.compile(r"[a-z]{16}")
# Letters drawn at random are vowels about one time in five; words' about twice as often.
_VOWELS = frozenset("aeiouy")
_MAX_VOWELS = 6


def app_password(name: str, value: str) -> bool:
    """Whether VALUE, written in prose under NAME, is an app password as its provider issues
    them: NAME's last two words are app password, and VALUE 16 small letters not a word's."""
    if words(name)[-2:] != ["app", "password"] or _APP_PASSWORD.fullmatch(value) is None:
        return False
    return sum(c in _VOWELS for c in value) <= _MAX_VOWELS
