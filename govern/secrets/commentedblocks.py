"""The remark heading a block of settings commented out whole: a comment just above the block's
head, a TOML or INI table's `# [[auth]]` or a YAML key's `# dex:` with its settings indented
under it. What the remark says is said of every line of the block (unrealabove.py reads it)."""

from __future__ import annotations

import re

from govern.secrets.lines import line_above, line_start
from govern.secrets.remarkwords import LINE_BOUND, comment_joined_with_line_above

# A line commented out, the blanks after its mark (the line's own indentation) told apart.
# Its body ends at its last mark taken greedily: a lazy body before trailing blanks would try
# each of a long run of blanks inside the line as the body's end.
_COMMENTED = re.compile(r"[ \t]*(?:#|//)(?P<indent>[ \t]*)(?P<body>\S(?:[^\n]*\S)?)[ \t]*\r?")
# A block's head: a table's `[name]` or `[[name]]`, or a key with nothing after its colon.
_HEAD = re.compile(r"(?P<table>\[{1,2}[^\[\]\n]{1,80}\]{1,2})|[\w.-]{1,64}:")
# A line of a block: a setting (`name = …`, `name: …`) or a list's item (`- type: ldap`).
_SETTING = re.compile(r"(?:-[ \t]+)?[\w.-]{1,64}[ \t]*[:=]")
# How many lines above the value its block's head is looked for.
_BLOCK_REACH = 8


def commented_block_remark(text: str, start: int) -> str | None:
    """The remark heading the block commented out whole that the value at START is in: every
    line from the value's up to the block's head commented out and of the block (indented under
    a key's head; no other table's head under a table's), and a comment that is no setting
    just above the head. None when the value's line is live or no such remark heads it: a
    remark above a table before the value's own is said of that one."""
    first = line_start(text, start, LINE_BOUND)
    last = text.find("\n", start, start + LINE_BOUND)
    if last < 0 and len(text) > start + LINE_BOUND:
        return None  # a line longer than any remark reading reads
    last = len(text) if last < 0 else last
    line = None if first is None else _COMMENTED.fullmatch(text, first, last)
    if first is None or line is None:
        return None
    inside = len(line["indent"])  # the least indentation of the block's lines so far
    table_passed = False
    for _ in range(_BLOCK_REACH):
        above = line_above(text, first, LINE_BOUND)
        line = None if above is None else _COMMENTED.fullmatch(text, *above)
        if above is None or line is None:
            return None  # a live line or the text's start: no block commented out whole
        first, indent = above[0], len(line["indent"])
        head = _HEAD.fullmatch(line["body"])
        if head is not None and head["table"] is not None:
            if table_passed:
                return None  # a table before the value's own: the remark is of that one
            table_passed = True
            remark = _remark_above(text, first)
            if remark is not None:
                return remark
        elif head is not None and indent < inside:
            # A key the block's lines so far are indented under: its head, or one nested in it.
            remark = _remark_above(text, first)
            if remark is not None:
                return remark
        elif _SETTING.match(line["body"]) is None:
            return None
        inside = min(inside, indent)
    return None


def _remark_above(text: str, first: int) -> str | None:
    """The remark on the comment above the line starting at FIRST, joined with the comment
    lines above it its sentence began on; None when that line is no comment or a setting."""
    above = line_above(text, first, LINE_BOUND)
    if above is None:
        return None
    line = _COMMENTED.fullmatch(text, *above)
    if line is None or _SETTING.match(line["body"]) or _HEAD.fullmatch(line["body"]):
        return None
    return comment_joined_with_line_above(text, above[0]) or line["body"]
