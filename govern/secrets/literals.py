"""String literals and bare words as values are written in them: a quoted literal of shells,
code and config files (with Python's prefixes, escaped inside JSON, Perl's bracket quoting), and
where a bare word ends. Each is read within a bound, MAX_VALUE, so that a quote left open costs
a bounded look."""

from __future__ import annotations

# The longest value read.
MAX_VALUE = 1024
QUOTES = "\"'`"
# A bare value ends at a space, a quote, or a character that ends a shell word or a list item.
_BARE_END = frozenset(" \t\r\n\"'`;&|(),<>{}[]\\")
# Perl's quote-like operators' brackets, opening to closing (perlop, "Quote and Quote-like
# Operators"): q{} quotes as '' does, qq{} as "" does.
_PERL_BRACKETS = {"{": "}", "(": ")", "[": "]", "<": ">"}


def inside_string(text: str, line_start: int, position: int) -> bool:
    """Whether POSITION is inside a quoted string of its line (by counting quotes)."""
    before = text[line_start:position].replace('\\"', "").replace("\\'", "")
    return before.count('"') % 2 == 1 or before.count("'") % 2 == 1


def quoted_value(text: str, position: int) -> tuple[int, int] | None:
    """The inside of a literal that starts at POSITION: "...", '...', `...`, an escaped \\"...\\"
    (code inside a JSON string), with Python's string prefixes (r"...", b'...'), or Perl's
    quoting by brackets (q{...}, qq(...), q[...])."""
    if text.startswith("q", position):
        return _perl_quoted(text, position)
    at = position
    while at < position + 2 and text[at : at + 1] in ("r", "b", "u", "f"):
        at += 1
    escaped = text.startswith("\\", at) and text[at + 1 : at + 2] in ("'", '"')
    opening = text[at + 1 : at + 2] if escaped else text[at : at + 1]
    if not opening or opening not in QUOTES:
        return None
    start = at + (2 if escaped else 1)
    end = _quoted_end(text, start, opening, escaped)
    return None if end is None else (start, end)


def _perl_quoted(text: str, position: int) -> tuple[int, int] | None:
    """The inside of Perl's q{...} or qq{...} at POSITION (or with (), [] or <>): a literal
    that needs no escape for the quotes it holds. One holding a quote is left alone: a call
    to a function named q (q("...")) is no such literal."""
    at = position + (2 if text.startswith("qq", position) else 1)
    closing = _PERL_BRACKETS.get(text[at : at + 1])
    if closing is None:
        return None
    # Its closing bracket is found at once (a line of brackets left open is not read along for
    # each); one with a newline, a quote, an escape or its opening bracket before it is left.
    end = text.find(closing, at + 1, min(len(text), at + 1 + MAX_VALUE))
    if end < 0 or any(c in text[at + 1 : end] for c in (*QUOTES, "\n", "\\", text[at])):
        return None
    return at + 1, end


def _quoted_end(text: str, start: int, quote: str, escaped: bool) -> int | None:
    """Where the literal opened just before START ends (the index of its closing quote)."""
    limit = min(len(text), start + MAX_VALUE)
    closing = "\\" + quote if escaped else quote
    position = start
    while position < limit:
        char = text[position]
        if char == "\n":
            return None
        if text.startswith(closing, position):
            return position
        position += 2 if char == "\\" and not escaped else 1
    return None


def bare_end(text: str, start: int) -> int:
    limit = min(len(text), start + MAX_VALUE)
    end = start
    while end < limit and text[end] not in _BARE_END:
        end += 1
    return end
