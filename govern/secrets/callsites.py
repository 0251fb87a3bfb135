"""The call a place in code stands inside: where its `(` opened and the name written before it
(`sodapy.Socrata(`, R's `read.socrata (`), looked back for within a bound, so that a file of
brackets is never walked whole."""

from __future__ import annotations

# The longest call's name looked back for.
_MAX_NAME = 128


def enclosing_call(text: str, position: int, reach: int) -> str | None:
    """The name, as written (its dotted parts kept), of the call whose `(` is at POSITION or
    opened before it and is not closed by POSITION, brackets between passed over in pairs,
    looked back for within REACH characters; None if there is none (or it is another bracket
    that is open there: a list's, a dict's)."""
    depth = 0
    floor = max(0, position - reach)
    while position >= floor:
        char = text[position]
        if char in ")]}":
            depth += 1
        elif char in "([{":
            if depth == 0:
                break
            depth -= 1
        position -= 1
    if position < floor or text[position] != "(":
        return None
    # The blanks between a name and its `(` are looked back over within the name's own bound:
    # each key argument asks for its call, and a run of a megabyte of blanks before one `(`
    # would be walked once for every argument inside it.
    end = position
    while end > max(0, position - _MAX_NAME) and text[end - 1] in " \t":
        end -= 1
    start = end
    while start > max(0, end - _MAX_NAME) and (
        text[start - 1].isalnum() or text[start - 1] in "_."
    ):
        start -= 1
    return text[start:end].strip(".") or None
