"""What every reading of a writer's remark around a value shares: how long a line it reads,
how far after a value the remark may start, and the words that tell another secret's setting or
a login's password from the value the remark is about. The readings themselves live beside it:
publicremarks.py (public by design), identifierremarks.py (only an identifier), vendorsamples.py
(a vendor's published sample), and the dead value's: deadwords.py, deadafter.py, deadbefore.py,
unrealabove.py, sectionremarks.py."""

from __future__ import annotations

import re

from govern.secrets.lines import line_above, line_start

# How long a line a remark, or the value it is about, is read on.
LINE_BOUND = 240
# A line between the comment and the value that sets another secret: the comment is that
# one's (its name holds a secret's word before `=` or `:`).
OTHER_SECRET = re.compile(
    r"(?i)(?:key|token|secret|pass|auth)[A-Za-z0-9_-]*[\"']?[ \t]*(?:=|:(?!//))"
)
LOGIN_WORD = re.compile(r"(?i)pass|pwd|pw\Z|login|credential")
# How far after a value its writer's remark is looked for.
REMARK_REACH = 96


# A line that opens a block of its own rather than going on with the sentence above it: a list
# item, a heading, a table's row, a quote, a comment, or nothing.
_OPENS_BLOCK = re.compile(r"[ \t]*(?:[-*+>|#][ \t]|[0-9]{1,3}[.)][ \t]|//|```|\r?$)")
# A line that leaves its sentence open: prose that ends without a mark that ends a sentence or
# introduces what follows (. ! ? : ;), not a heading, a table's row or a fence.
_LEAVES_SENTENCE_OPEN = re.compile(r"(?![ \t]*(?:#|\||```))[^\n]*[^\s.!?:;][ \t]*\r?")


def joined_with_line_above(text: str, position: int) -> tuple[str, int] | None:
    """The line POSITION is on, from its first word to its end, joined by a blank to the line
    above where that line leaves a sentence open and this one goes on with it ("the old one
    is\\n  revoked: `…`"): a remark said across one line break, no more. With it, where POSITION
    falls in the joined text; None where the line goes on with no sentence."""
    first = line_start(text, position, LINE_BOUND)
    if first is None or _OPENS_BLOCK.match(text, first) is not None:
        return None
    above = line_above(text, first, LINE_BOUND)
    if above is None or _LEAVES_SENTENCE_OPEN.fullmatch(text, *above) is None:
        return None
    last = text.find("\n", position, position + LINE_BOUND)
    indent = len(text[first:position]) - len(text[first:position].lstrip())
    head = text[above[0] : above[1]].rstrip() + " "
    joined = (
        head + text[first + indent : last if last >= 0 else min(len(text), position + LINE_BOUND)]
    )
    return joined, len(head) + position - first - indent


# A script's or a source's comment mark, the same on both lines of a wrapped remark.
_COMMENT = re.compile(r"[ \t]*(?P<mark>#|//)[ \t]*")
# The comment above, as prose: it opens with a word and sets nothing (`# OLD_KEY=…` is a setting
# kept commented out, not a sentence).
_PROSE = re.compile(r"[A-Za-z][^=\n]*")


def comment_joined_with_line_above(text: str, first: int) -> str | None:
    """The text of the comment line starting at FIRST, past its mark, joined by a blank to the
    comment's line above where that line is prose that leaves its sentence open and this one
    goes on with it ("# this token was revoked in March when the\n# project ended"): a remark
    wrapped over two lines of a script's comment, no more. None where it is not."""
    mark = _COMMENT.match(text, first)
    last = text.find("\n", first, first + LINE_BOUND)
    above = None if mark is None or last < 0 else line_above(text, first, LINE_BOUND)
    if mark is None or above is None:
        return None
    own = text[mark.end() : last].rstrip()
    above_mark = _COMMENT.match(text, *above)
    if not own or _OPENS_BLOCK.match(own) is not None or above_mark is None:
        return None
    head = text[above_mark.end() : above[1]].rstrip()
    if (
        above_mark["mark"] != mark["mark"]
        or _PROSE.fullmatch(head) is None
        or _LEAVES_SENTENCE_OPEN.fullmatch(head) is None
    ):
        return None
    return head + " " + own
