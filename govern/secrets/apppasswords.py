"""App passwords: the passwords a mail or account provider issues for one program where the
account's own login needs a second factor. Google's are 16 small letters (shown in four groups
of four), Microsoft's 16 small letters too (account.microsoft.com, "App passwords"): no digit,
so prose's test for a value (letters and digits mixed) would take one for a word. Under a name
that says app password, 16 small letters drawn at random are one (in four groups of four, as
Google's page shows them, too): a word of that length (an
English "characterization") has far more vowels than letters drawn at random. Bluesky's are
four groups of four small letters and digits joined by dashes (Settings, "App passwords";
`xxxx-xxxx-xxxx-xxxx`), which read as dashed words to the test for a name's value: under such
a name, groups drawn at random are one. Nextcloud's are five groups of five letters (both
cases) and digits (Personal settings, Security, "Create new app password", shown once;
`xxxxx-xxxxx-xxxxx-xxxxx-xxxxx` in its user manual), read the same way."""

from __future__ import annotations

import re

from govern.secrets.names import words
from govern.secrets.sequences import typed_sequence

# What a provider prints, as it is typed: 16 small letters (Google's groups of four joined).
_APP_PASSWORD = re.compile(r"[a-z]{16}")
# Letters drawn at random are vowels about one time in five; words' about twice as often.
_VOWELS = frozenset("aeiouy")
_MAX_VOWELS = 6
# Google's as its page shows it, four groups of four joined by blanks (a note copies it so).
SPACED_APP_PASSWORD = r"[a-z]{4}(?: [a-z]{4}){3}"
_SPACED = re.compile(SPACED_APP_PASSWORD)
# Bluesky's: four groups of four small letters and digits.
_GROUPED = re.compile(r"[a-z0-9]{4}(?:-[a-z0-9]{4}){3}")
# Nextcloud's: five groups of five letters of both cases and digits.
_NEXTCLOUD_GROUPED = re.compile(r"[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){4}")
# A draw of 16 from 36 characters has a dozen or more different ones; a made-up example
# (aaaa-bbbb-cccc-dddd) has few.
_MIN_DISTINCT = 8


def app_password(name: str, value: str) -> bool:
    """Whether VALUE, written under NAME, is an app password as its provider issues them:
    NAME's last two words are app password, and VALUE 16 small letters not a word's, or four
    dashed groups of four (five of five) drawn at random."""
    if words(name)[-2:] != ["app", "password"]:
        return False
    if _GROUPED.fullmatch(value) is not None or _NEXTCLOUD_GROUPED.fullmatch(value) is not None:
        return _drawn_groups(value.split("-"))
    if _SPACED.fullmatch(value) is not None:
        value = value.replace(" ", "")
        if len(set(value)) < _MIN_DISTINCT or typed_sequence(value):
            # A made-up example's groups (aaaa bbbb cccc dddd), or the alphabet's (abcd efgh
            # ijkl mnop): typed, not drawn.
            return False
    if _APP_PASSWORD.fullmatch(value) is None:
        return False
    return sum(c in _VOWELS for c in value) <= _MAX_VOWELS


def _drawn_groups(groups: list[str]) -> bool:
    """Whether GROUPS (four or five characters each) were drawn at random, not written as words
    or numbers: many different characters, and a group that mixes letters and digits or has no
    vowel (`eee8`, `fnqj`), as a word of four letters (`abcd-efgh-ijkl-mnop`) has."""
    if len(set("".join(groups))) < _MIN_DISTINCT:
        return False
    return any(
        (not group.isalpha() and not group.isdigit()) or _VOWELS.isdisjoint(group)
        for group in groups
    )
