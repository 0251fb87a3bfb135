"""A Jupyter notebook's markdown cell just before a code cell: the remark above the cell's code,
as a comment above a line is ("this key pair was regenerated, it no longer works" in the cell
before `private_key = '…'`). The notebook is read as its JSON text, as nbformat writes it: a
cell's keys sorted, its "cell_type" before its "source". unrealabove.py judges the remark."""

from __future__ import annotations

import json
import re

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
