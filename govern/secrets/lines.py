"""A value's line and the lines next to it, each looked for within a bound: a line longer than
a setting or a comment is data or minified code, and reading past the bound would make a walk
over such a file quadratic. Positions are offsets into the text; a line's end is its newline's
offset (or the text's end). Spans keeps the parts of a text already taken, to tell whether a
new one overlaps them."""

from __future__ import annotations

import bisect
import re

# A comment line's mark (shell, C-like, SQL, TeX and MATLAB, INI, a block comment's opening and
# continuation) and the blanks after it.
COMMENT_MARK = re.compile(r"[ \t]*(?:#|//|--|%|;|/\*+|\*)[ \t]*")
# How far back a name's line is looked at (its start, what precedes the name on it).
LINE_WINDOW = 512


def line_start(text: str, position: int, bound: int) -> int | None:
    """Where the line holding POSITION starts; None when it starts more than BOUND before it."""
    floor = max(0, position - bound)
    newline = text.rfind("\n", floor, position)
    if newline >= 0:
        return newline + 1
    return 0 if floor == 0 else None


def name_line_start(text: str, position: int) -> int:
    """Where POSITION's line starts, looked for back to LINE_WINDOW (on a longer line, that
    bound): the line a name is on, whose start says what precedes the name."""
    floor = max(0, position - LINE_WINDOW)
    return text.rfind("\n", floor, position) + 1 or floor


def line_around(text: str, start: int, end: int, bound: int) -> tuple[int, int] | None:
    """The start and end of the line holding TEXT[START:END]; None when more than BOUND of it
    lies before START or after END."""
    first = line_start(text, start, bound)
    if first is None:
        return None
    last = text.find("\n", end, end + bound)
    if last < 0:
        if len(text) - end > bound:
            return None
        last = len(text)
    return first, last


def line_above(text: str, first: int, bound: int) -> tuple[int, int] | None:
    """The line before the one starting at FIRST; None on the text's first line or when it is
    longer than BOUND."""
    return None if first <= 0 else line_around(text, first - 1, first - 1, bound)


def line_below(text: str, last: int, bound: int) -> tuple[int, int] | None:
    """The line after the one ending at LAST; None at the text's end or when it is longer than
    BOUND."""
    return None if last >= len(text) else line_around(text, last + 1, last + 1, bound)


def lines_around(text: str, start: int, end: int, lines: int, longest: int) -> tuple[int, int]:
    """Where the LINES lines before START's line start and the LINES lines after END's line
    end: each line looked for back or on up to LONGEST characters, where a longer line stops
    the reach."""
    reach_start = start
    for _ in range(lines + 1):
        floor = max(0, reach_start - longest)
        newline = text.rfind("\n", floor, reach_start)
        if newline < 0:
            reach_start = floor
            break
        reach_start = newline
    else:
        reach_start += 1
    reach_end = end
    for _ in range(lines + 1):
        ceiling = min(len(text), reach_end + longest)
        newline = text.find("\n", reach_end, ceiling)
        if newline < 0:
            reach_end = ceiling
            break
        reach_end = newline + 1
    return reach_start, reach_end


# A template's expression: Jinja's, Ansible's, Helm's and Go's double braces.
_EXPRESSION_OPENING = "{{"
_EXPRESSION_CLOSING = "}}"


def in_template_expression(text: str, start: int, end: int) -> bool:
    """Whether TEXT[START:END] stands inside a template's expression on its line (within
    LINE_WINDOW either side): `{{ lookup('vault', 'secret=kv/app:password') }}` names
    where a secret is and is filled in when the template is rendered; what stands between its
    braces is code that finds the value, not the value."""
    first = name_line_start(text, start)
    opening = text.rfind(_EXPRESSION_OPENING, first, start)
    if opening < 0 or _EXPRESSION_CLOSING in text[opening:start]:
        return False
    last = text.find("\n", end, end + LINE_WINDOW)
    return _EXPRESSION_CLOSING in text[end : last if last >= 0 else end + LINE_WINDOW]


class Spans:
    """Spans of a text that do not overlap, sorted by where they start."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []

    @classmethod
    def merged(cls, spans: list[tuple[int, int]]) -> Spans:
        """SPANS, those that overlap merged into one."""
        merged = cls()
        for start, end in sorted(spans):
            if merged.ends and start < merged.ends[-1]:
                merged.ends[-1] = max(merged.ends[-1], end)
            else:
                merged.starts.append(start)
                merged.ends.append(end)
        return merged

    def overlaps(self, start: int, end: int) -> bool:
        at = bisect.bisect_right(self.starts, start)
        return (at > 0 and start < self.ends[at - 1]) or (
            at < len(self.starts) and self.starts[at] < end
        )

    def add(self, start: int, end: int) -> None:
        at = bisect.bisect_right(self.starts, start)
        self.starts.insert(at, start)
        self.ends.insert(at, end)
