"""Values typed as a sequence, not drawn: counting (0123…, a1b2c3d4…, hex's a…f carried on to
0…9) or alternating (a1a1a1…, 0f0f0f…). Documentation and templates fill a key's length so
(`MAILJET_API_KEY=a1b2c3d4e5f60718293a4b5c6d7e8f90`); a generated key never is one.

The value, letters and digits only, is read one character at a time or as its two interleaved
halves (every other character): each must move by the same step all along, one forward, one
back or none, in an order its characters count in (the ten digits and the letters apart, or
hex's sixteen when the value is hex). A random hex character takes a given step from the one
before it one time in sixteen: eight drawn characters count so about once in two million draws,
a key's sixteen or more as good as never."""

from __future__ import annotations

import itertools
import re

_HEX = "0123456789abcdef"
_DIGITS = "0123456789"
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_ALNUM = re.compile(r"[A-Za-z0-9]+")
_HEX_ONLY = re.compile(r"[0-9a-f]+")
# The steps between two characters' code points that some order counts by (see _may_count).
_STEPS = frozenset(
    {0, 1, -1}
    | {
        sign * (ord(high) - ord(low))
        for low, high in (("0", "9"), ("a", "z"), ("0", "f"), ("9", "a"))
        for sign in (1, -1)
    }
)
# Shorter values are words and numbers as often as sequences (abab, 1234 in a port).
_MIN_SEQUENCE = 8


def _readings(value: str) -> list[list[tuple[int, int, int]]]:
    """Each character's (order, place in it, order's length), read with digits and letters
    apart and, for hex, also in hex's order, which counts on from f to 0."""
    apart = [
        (1, _DIGITS.index(c), len(_DIGITS)) if c.isdigit() else (2, _LETTERS.index(c), 26)
        for c in value
    ]
    if _HEX_ONLY.fullmatch(value) is None:
        return [apart]
    return [apart, [(0, _HEX.index(c), len(_HEX)) for c in value]]


def _one_step(ranks: list[tuple[int, int, int]]) -> bool:
    """Whether RANKS move by one step all along (+1, -1 or 0), within one order."""
    steps = set()
    for (order, place, size), (next_order, next_place, _) in itertools.pairwise(ranks):
        if order != next_order:
            return False
        steps.add((next_place - place) % size)
    return len(steps) == 1 and steps.pop() in {0, 1, ranks[0][2] - 1}


def typed_sequence(value: str) -> bool:
    """Whether VALUE counts or alternates, as a made-up value is typed (see the module's doc)."""
    if len(value) < _MIN_SEQUENCE or _ALNUM.fullmatch(value) is None:
        return False
    lowered = value.lower()
    # Most values break off within their first characters: those are read first, alone.
    if not _may_count(lowered) or not _counts(lowered[:_MIN_SEQUENCE]) or len(set(lowered)) == 1:
        return False  # one character repeated: lookalikes' _one_character judges it by length
    return _counts(lowered)


def _may_count(value: str) -> bool:
    """Whether VALUE's first four characters may start a count: a step between neighbours, or
    between every other one, that some order allows (by code point: one forward or back or
    none, or a carry: 9 to 0, z to a, f to 0 and 9 to a in hex)."""
    a, b, c, d = (ord(x) for x in value[:4])
    return (b - a in _STEPS and c - b in _STEPS) or (c - a in _STEPS and d - b in _STEPS)


def _counts(value: str) -> bool:
    """Whether VALUE, in one of its readings, counts or alternates all along."""
    return any(
        _one_step(ranks) or (_one_step(ranks[0::2]) and _one_step(ranks[1::2]))
        for ranks in _readings(value)
    )
