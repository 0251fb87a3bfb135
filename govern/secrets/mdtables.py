"""Markdown tables in notes whose column a secret's name heads: `| database | user | password |`,
a device inventory's `| node | DevEUI | AppKey |`. Each row's cell in that column is a value
written under that name (an empty cell, a note or a reference is judged as any value is).

Org mode's tables are read alike: only their separator row differs (`|-----+-----|`).

Only a header cell that is the name alone counts (backticks and emphasis aside), or one of a few
alternatives the column holds (`password / key`: each row's is one or the other), the header must
be followed by the table's separator row, and a table is read in its first _MAX_COLUMN columns,
for at most _MAX_ROWS rows of at most _MAX_ROW characters each, up to the next table's header (a
row its separator row follows): a file of tables costs a bounded pass over each."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

_SEPARATOR = re.compile(
    r"[ \t]*\|?([ \t]*:?-{3,}:?[ \t]*\|)+([ \t]*:?-{3,}:?[ \t]*)?\r?"
    # Org mode's tables (Emacs) join their columns' dashes by pluses: |-----+-----|.
    r"|[ \t]*\|-+(\+-+)+\|?[ \t]*\r?"
)
_MAX_ROWS = 200
_MAX_ROW = 4096
_MAX_COLUMN = 32
_DECORATION = " \t`*_"
# Between the names of a header cell whose column holds one of a few secrets, row by row.
_ALTERNATIVES = re.compile(r"/|[ \t]or[ \t]")
_MAX_ALTERNATIVES = 3
_MAX_HEADER_CELL = 128
# How many columns of one table a rule's label may head: a station has one code of each kind.
_MAX_NAMED_COLUMNS = 3
# Where a table's row starts (a line's first mark a bar).
_ROW_START = re.compile(r"[ \t]*\|")
# A header cell's name of a few plain words (licence key, API token).
_PHRASE = re.compile(r"[A-Za-z][A-Za-z0-9]*( [A-Za-z][A-Za-z0-9]*){1,3}")


def _line(text: str, start: int) -> tuple[int, int] | None:
    """The line starting at START (without its newline), None past the text or when too long."""
    if start >= len(text):
        return None
    end = text.find("\n", start, start + _MAX_ROW + 1)
    if end < 0:
        end = len(text) if len(text) - start <= _MAX_ROW else -1
    return (start, end) if end >= 0 else None


def column_cells(text: str, name_start: int, name_end: int) -> Iterator[tuple[int, int]]:
    """The cells under the header cell at NAME_START:NAME_END, if it heads a table's column."""
    header_start = text.rfind("\n", max(0, name_start - _MAX_ROW), name_start) + 1
    header = _line(text, header_start)
    if header is None or not text[header_start:name_start].lstrip().startswith("|"):
        return
    cell_start = text.rfind("|", header_start, name_start) + 1
    cell_end = text.find("|", name_end, header[1])
    if cell_end < 0 or not _heads(text[cell_start:cell_end], text[name_start:name_end]):
        return
    column = text.count("|", header_start, name_start)
    if column > _MAX_COLUMN:
        return
    separator = _line(text, header[1] + 1)
    if separator is None or not _SEPARATOR.fullmatch(text, *separator):
        return
    row = _line(text, separator[1] + 1)
    for _ in range(_MAX_ROWS):
        if row is None or not text[row[0] : row[1]].lstrip().startswith("|"):
            return
        after = _line(text, row[1] + 1)
        cell = _cell(text, row, column)
        if after is not None and _SEPARATOR.fullmatch(text, *after) and _heads_next(text, cell):
            return  # the row heads the next table: its separator row follows
        if cell is not None:
            yield cell
        row = after


def _heads_next(text: str, cell: tuple[int, int] | None) -> bool:
    """Whether a row a separator row follows heads another table: its cell holds a name's words,
    not a value. A Markdown table rules a line only under its header; an Org table may rule one
    under any row (`|---+---|` between groups of rows), and a value above it is still a row."""
    return (
        cell is None
        or _PHRASE.fullmatch(text, *cell) is not None
        or text[cell[0] : cell[1]].isalpha()
    )


def header_phrase(text: str, name_start: int, name_end: int) -> tuple[int, int] | None:
    """Where the words of the header cell around the name at NAME_START:NAME_END are, when the
    name is the last of a few plain words that together fill the cell, or one of its alternatives
    (`licence key`, `API token / password`): the phrase, not the one word, names the column, as
    the names table judges it (a `public key` column holds no secret)."""
    header_start = text.rfind("\n", max(0, name_start - _MAX_ROW), name_start) + 1
    if not text[header_start:name_start].lstrip().startswith("|"):
        return None
    cell_start = text.rfind("|", header_start, name_start) + 1
    cell_end = text.find("|", name_end, name_end + _MAX_HEADER_CELL)
    if cell_end < 0 or cell_end - cell_start > _MAX_HEADER_CELL or "\n" in text[name_end:cell_end]:
        return None
    # Only a header: the table's separator row follows (most lines with bars are rows).
    header_end = text.find("\n", cell_end, cell_end + _MAX_ROW)
    separator = _line(text, header_end + 1) if header_end >= 0 else None
    if separator is None or not _SEPARATOR.fullmatch(text, *separator):
        return None
    start, end = cell_start, cell_end
    for between in _ALTERNATIVES.finditer(text, cell_start, cell_end):
        if between.end() <= name_start:
            start = between.end()
        elif between.start() >= name_end:
            end = between.start()
            break
    while start < end and text[start] in _DECORATION:
        start += 1
    while end > start and text[end - 1] in _DECORATION:
        end -= 1
    if (start, end) == (name_start, name_end) or not _PHRASE.fullmatch(text, start, end):
        return None
    if end != name_end:  # the phrase says what of the secret its column holds (reset by)
        return None
    return start, end


def _heads(cell: str, name: str) -> bool:
    """Whether a header CELL names NAME's column: it is NAME alone, or one of a few
    alternatives the column holds, whichever a row has (`password / key`, `token or secret`)."""
    if len(cell) > _MAX_HEADER_CELL:
        return False  # no name, and a long cell would be split at each secret word in it
    alternatives = _ALTERNATIVES.split(cell)
    return len(alternatives) <= _MAX_ALTERNATIVES and any(
        alternative.strip(_DECORATION) == name for alternative in alternatives
    )


def _cell(text: str, row: tuple[int, int], column: int) -> tuple[int, int] | None:
    """Where the value in cell COLUMN (counted by the bars before it) of ROW is, decoration
    aside; None when the row has no such cell or it is empty."""
    start = row[0]
    for _ in range(column):
        bar = text.find("|", start, row[1])
        if bar < 0:
            return None
        start = bar + 1
    end = text.find("|", start, row[1])
    if end < 0:
        return None
    while start < end and text[start] in _DECORATION:
        start += 1
    while end > start and text[end - 1] in _DECORATION:
        end -= 1
    return (start, end) if end > start else None


def header_column_values(
    text: str, anchors: Sequence[int], header: re.Pattern[str], value: re.Pattern[str]
) -> Iterator[tuple[int, int]]:
    """The cells VALUE matches whole in the columns of the tables whose header cell, at one of
    ANCHORS (a keyword's places), HEADER matches whole (`| security code |`): a rule's label
    heading a column, its value in each row (an empty cell, or a remark, is none). Each line
    with anchors is judged once, whatever their number: a header is a short line of cells that
    a separator row follows, and at most _MAX_NAMED_COLUMNS of its columns are read."""
    line_start = line_end = named = 0
    is_header = False
    seen: set[int] = set()
    for anchor in sorted(anchors):
        if anchor >= line_end:  # a new line: is it a table's header?
            line_start = text.rfind("\n", line_end, anchor) + 1 or line_end
            line_end = text.find("\n", anchor)
            line_end = len(text) if line_end < 0 else line_end
            separator = _line(text, line_end + 1)
            is_header = (
                line_end - line_start <= _MAX_ROW
                and _ROW_START.match(text, line_start) is not None
                and separator is not None
                and _SEPARATOR.fullmatch(text, *separator) is not None
            )
            named = 0
        if not is_header or named >= _MAX_NAMED_COLUMNS:
            continue
        start = text.rfind("|", line_start, anchor) + 1
        end = text.find("|", anchor, line_end)
        if start == 0 or end < 0 or start in seen:
            continue
        seen.add(start)
        while start < end and text[start] in _DECORATION:
            start += 1
        while end > start and text[end - 1] in _DECORATION:
            end -= 1
        if header.fullmatch(text, start, end) is None:
            continue
        named += 1
        for cell in column_cells(text, start, end):
            if value.fullmatch(text, *cell) is not None:
                yield cell
