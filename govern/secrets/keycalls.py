"""Secrets passed as the first argument of a call that is named for them or that holds one:
R's `census_api_key("KEY")`, `fredr_set_key("KEY")`, `client.set_token("TOKEN")`, and a
constructor given a random token, `Genius("TOKEN")`.

A call's name says it takes a secret when the names table says it names one (`set_api_key`,
`census_api_key`; `set_key` weakly) and none of its words says it reads, checks or drops one
instead (`get_token("name")`, `verify_token(t)`, `delete_key("id")`: the `[calls]` table's
`readers`). A constructor (a capitalised name) says nothing of its argument: there the literal
must have the shape of a random token by itself, long and of mixed case and digits, and is then
judged as a value under a name that may be secret (hashes, UUIDs and words are not).

One regular expression finds every call with a string literal first: it starts only at a
word's start and each of its parts is bounded, so it never backtracks beyond a bounded window
and its work stays linear in the text's length."""

from __future__ import annotations

import re
from collections.abc import Iterator

from govern.secrets.assignments import Candidate
from govern.secrets.calls import CallTable
from govern.secrets.names import SecretNames, Strength, words

# A call's name (its last part: `tidycensus::census_api_key`, `client.set_token`), its `(`,
# and a string literal, plain or escaped inside a notebook's JSON string, that is the whole
# first argument; the argument may stand on the next line.
_FIRST_LITERAL = re.compile(
    r"\b(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*\([ \t]*(?:\r?\n[ \t]*)?"
    r"(?P<quote>\\?[\"'])(?P<value>[^\"'\\\n]{1,256})(?P=quote)[ \t]*[,)\r\n]"
)
# A random token's shape: long, without the separators of paths, addresses, versions and
# phrases, and holding a long run of letters of both cases and digits (an identifier's words
# joined by `_`, ResNet50V2_ImageNet1k_Weights, have short runs).
_TOKEN_CHARACTERS = re.compile(r"[A-Za-z0-9_+=-]{20,256}")
_RANDOM_RUN = re.compile(r"(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^0-9]*[0-9])")
# How many literals one file gives: each is judged at some cost, and more than this many calls
# given a secret each is no program but text made to stall the scan.
_MAX_FOUND = 512
_SEPARATOR = re.compile(r"[_+=-]")
_MIN_RUN = 16
_SETTER = "set"


def key_call_candidates(text: str, table: CallTable, names: SecretNames) -> Iterator[Candidate]:
    """The literals passed first to calls named for a secret, or to constructors, in TEXT."""
    found = 0
    for call in _FIRST_LITERAL.finditer(text):
        if found == _MAX_FOUND:
            return
        name = call["name"]
        strength = names.strength(name)
        if strength is Strength.NONE:
            if not name[0].isupper() or not _token_shaped(call["value"]):
                continue
            strength = Strength.WEAK
        elif table.readers.intersection(words(name)):
            continue
        else:
            strength = _setter_strength(name, strength)
        found += 1
        yield Candidate(name, strength, *call.span("value"))


def _setter_strength(name: str, strength: Strength) -> Strength:
    """A call that says it sets what its name holds (`fredr_set_key`, `setKey`) takes that
    secret, though `key` alone only may name one: its literal is judged as under a secret's
    name, so a lower-case key whose letters happen to run as long as a word is still found."""
    if strength is Strength.WEAK and _SETTER in words(name)[:-1]:
        return Strength.STRONG
    return strength


def _token_shaped(value: str) -> bool:
    if not _TOKEN_CHARACTERS.fullmatch(value):
        return False
    runs = _SEPARATOR.split(value)
    return any(len(run) >= _MIN_RUN and _RANDOM_RUN.match(run) for run in runs)
