"""Characters outside latin-1 as a scanned file's text holds them. A file is read as latin-1
(scan.py), one character a byte so offsets stay the file's: a UTF-8 character outside latin-1
arrives as its two to four bytes, a character each (a box-drawing bar, U+2502, is the three
characters `\\xe2\\x94\\x82`), and a pattern naming the character itself never meets it there. A
pattern names such a character through these alternatives (a character class holds one
character, the bytes are several); the character itself stays among them for a value decoded on
the way (a base64 value in LDIF)."""

import re


def either_form(*chars: str) -> str:
    """A group matching any of `chars`, as itself or as its UTF-8 bytes read as latin-1."""
    forms = dict.fromkeys(form for char in chars for form in (char, _as_read(char)))
    return "(?:" + "|".join(re.escape(form) for form in forms) + ")"


def _as_read(char: str) -> str:
    return char.encode("utf-8").decode("latin-1")


# A table's column bar: ASCII's, or box drawing's light or heavy one (a CLI's drawn table,
# openstack's or pveum's).
BAR = either_form("|", "\u2502", "\u2503")
EM_DASH = either_form("\u2014")
# A dash between clauses: an en or an em dash.
DASH = either_form("\u2013", "\u2014")
LEFT_ARROW = either_form("\u2190")
APOSTROPHE = either_form("'", "\u2019")
ELLIPSIS = either_form("\u2026")
# A Latin letter outside ASCII as UTF-8 arrives (U+00C0-U+024F: a lead byte, then a continuation
# byte, é as Ã©), whose second character alone is punctuation (©, ±, ¼) no word pattern takes.
UTF8_LATIN_LETTER = r"[\xc3-\xc9][\x80-\xbf]"
# A masked character a tool prints in a secret's place: a star, a bullet, a black circle.
MASK = either_form("*", "\u2022", "\u25cf")


def just_after(*chars: str) -> str:
    """A lookbehind for any of `chars`, in either form (one lookbehind a form: they differ in
    length)."""
    forms = dict.fromkeys(form for char in chars for form in (char, _as_read(char)))
    return "(?:" + "|".join(f"(?<={re.escape(form)})" for form in forms) + ")"
