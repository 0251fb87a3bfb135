"""Secrets kept as a mapping under a secret's name: NetBox's `API_TOKEN_PEPPERS = {1: "VALUE"}`,
a list of keys by their ids (`SIGNING_KEYS = {"1": "...", "2": "..."}`, Ruby's `{1 => "..."}`),
or a mapping of one entry (`SECRET_KEYS = {"current": "..."}`). Each value of a mapping keyed by
ids is one of the secret's versions; a mapping of one entry holds the one value the name says,
unless its key says it is something else (`{"host": ...}`: the caller judges the key's name).
A mapping of several settings under such a name (`{"user": ..., "host": ...}`) holds no secret of
that name: its values are left to their own keys' names. A mapping given to a call named for a
secret (`UserPasswordAuth({"alice": "..."})`) holds it keyed by whose it is: each value is taken,
named for the call and its key, which the caller judges as a setting's name.

Only quoted literals are values here, and the mapping is read within a bound of entries and
characters, so an unclosed brace costs a bounded look."""

from __future__ import annotations

import re

from govern.secrets.literals import quoted_value

# Between a name and its mapping: a closing quote of a quoted name, blanks, an assignment.
_TO_MAPPING = re.compile(r"[\"']?[ \t]*(=>|:=|=|:)[ \t]*\{")
# A mapping given to a call named for a secret: its keys say whose each value is (Buildbot's
# `util.UserPasswordAuth({"USER": "PASSWORD"})`, each user's password).
_TO_CALL = re.compile(r"[ \t]*\([ \t]*\{")
# Blanks, line breaks and comments between entries (Python's, Ruby's and YAML's #, C's //).
_GAP = re.compile(r"(\s|#[^\n]*|//[^\n]*)*")
# An entry's key and what joins it to its value: a number, a quoted or bare word (Ruby's `1 =>`,
# Python's `1:` and `"1":`, JavaScript's `key:`).
_KEY = re.compile(r"(?P<quote>[\"']?)(?P<key>[A-Za-z0-9_.-]{1,64})(?P=quote)[ \t]*(=>|:)[ \t]*")
# A mapping of keys by id holds a handful of versions; more entries than this is data.
_MAX_ENTRIES = 16
# How far a mapping's opening brace may be from the name, and the longest gap between entries.
_MAX_REACH = 16
_MAX_GAP = 1024


def mapping_values(text: str, name_end: int) -> list[tuple[str, int, int]]:
    """The (key, start, end) of each value to take from a mapping assigned to the name that
    ends at NAME_END, if a mapping is: every value of one keyed by ids (digits), or the value
    of one of a single entry. Nothing from a mapping of settings. Every value of a mapping
    given to a call of that name."""
    if text.find("{", name_end, name_end + _MAX_REACH) < 0:
        return []  # most names have no brace after them: one search says so
    given = _TO_CALL.match(text, name_end, name_end + _MAX_REACH)
    opening = given or _TO_MAPPING.match(text, name_end, name_end + _MAX_REACH)
    if opening is None:
        return []
    entries = _entries(text, opening.end())
    if entries is None:
        return []
    if given or len(entries) == 1 or all(key.isdigit() for key, _ in entries):
        return [(key, start, end) for key, (start, end) in entries]
    return []


def _entries(text: str, position: int) -> list[tuple[str, tuple[int, int]]] | None:
    """The (key, value span) of each entry of the mapping whose body starts at POSITION, or
    None if an entry is not a key and a quoted literal or the mapping has too many."""
    entries: list[tuple[str, tuple[int, int]]] = []
    while len(entries) <= _MAX_ENTRIES:
        position = _skip_gap(text, position)
        if text.startswith("}", position):
            return entries or None
        key = _KEY.match(text, position)
        if key is None:
            return None
        value = quoted_value(text, key.end())
        if value is None:
            return None
        entries.append((key["key"], value))
        position = _skip_gap(text, value[1] + 1)
        if text.startswith(",", position):
            position += 1
        elif not text.startswith("}", position):
            return None
    return None


def _skip_gap(text: str, position: int) -> int:
    gap = _GAP.match(text, position, position + _MAX_GAP)
    return gap.end() if gap else position
