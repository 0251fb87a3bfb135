"""A Jupyter notebook's markdown cell just before a code cell: the remark above the cell's code,
as a comment above a line is ("this key pair was regenerated, it no longer works" in the cell
before `private_key = '…'`). The notebook is read as its JSON text, as nbformat writes it: a
cell's keys sorted, its "cell_type" before its "source". unrealabove.py judges the remark."""

from __future__ import annotations

import json
import re

from govern.secrets.lines import line_above, line_start
from govern.secrets.remarkwords import LINE_BOUND

# How far before a value its code cell's start and the markdown cell before it are looked for:
# a cell longer than that is read as having no remark above it.
_CELL_REACH = 4000
# How much of the markdown cell's end is the remark: its last paragraph, up to this bound.
_REMARK_BOUND = 480
_CELL_TYPE = re.compile(r'"cell_type"[ \t]*:[ \t]*"(?P<type>[a-z]{1,20})"')
_SOURCE = re.compile(r'"source"[ \t]*:[ \t]*(?P<list>\[)?')
# One JSON string of the source, after the list's opening or the previous string's comma.
_PIECE = re.compile(r'\s{0,40},?\s{0,40}(?P<string>"(?:[^"\\\n]|\\.){0,2000}")')


def markdown_cell_above(text: str, start: int) -> str | None:
    """The last paragraph of the markdown cell just before the code cell whose source holds the
    value at START, its lines joined by blanks; None where the value is in no code cell's
    source (an output, another file) or the cell before is not markdown."""
    floor = max(0, start - _CELL_REACH)
    own = text.rfind('"cell_type"', floor, start)
    cell = None if own < 0 else _CELL_TYPE.match(text, own)
    if cell is None or cell["type"] != "code" or text.find('"source"', cell.end(), start) < 0:
        return None
    previous = text.rfind('"cell_type"', floor, own)
    above = None if previous < 0 else _CELL_TYPE.match(text, previous)
    source = None if above is None else _SOURCE.search(text, above.end(), own)
    if above is None or above["type"] != "markdown" or source is None:
        return None
    pieces: list[str] = []
    at = source.end()
    while (piece := _PIECE.match(text, at, own)) is not None:
        try:
            pieces.append(json.loads(piece["string"]))
        except ValueError:
            return None
        at = piece.end()
        if source["list"] is None:
            break  # the source as one string
    paragraph = "".join(pieces).rstrip().rsplit("\n\n", 1)[-1][-_REMARK_BOUND:]
    return " ".join(paragraph.split()) or None


# A line of a code cell's source as nbformat writes it: one JSON string on its own indented
# line, its list's comma after it.
_SOURCE_LINE = re.compile(r'[ \t]{1,40}(?P<string>"(?:[^"\\\n]|\\.){0,2000}"),?[ \t]*\r?')
# A comment's line of code: its mark, then the remark.
_CODE_COMMENT = re.compile(r"[ \t]*(?:#|//)[ \t]*(?P<remark>[^\n]*\S)")


def code_comment_above(text: str, start: int) -> str | None:
    """The remark of the comment on the source line just above the value at START, in the same
    code cell of a notebook: a comment inside a JSON string, which no comment mark opens on the
    file's line. None where the value's line is no code cell's source line, or the line above
    it no comment."""
    first = line_start(text, start, LINE_BOUND)
    above = None if first is None else line_above(text, first, LINE_BOUND)
    if first is None or above is None or text[first:start].lstrip()[:1] != '"':
        return None
    above_first = above[0]
    line = _SOURCE_LINE.fullmatch(text, *above)
    own = text.rfind('"cell_type"', max(0, start - _CELL_REACH), above_first)
    cell = None if own < 0 else _CELL_TYPE.match(text, own)
    if line is None or cell is None or cell["type"] != "code":
        return None
    if text.find('"source"', cell.end(), above_first) < 0:
        return None  # the lines are an output's, not the cell's source
    try:
        source = json.loads(line["string"])
    except ValueError:
        return None
    comment = _CODE_COMMENT.fullmatch(source.rstrip("\n"))
    return None if comment is None else comment["remark"]
