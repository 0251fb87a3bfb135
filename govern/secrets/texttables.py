"""Plain-text tables in notes whose password column a line above them names: a comment or a
lead-in that ends listing the columns in parentheses ("# encrypted libraries (library id, name,
password)"), or a header row of the columns' names ("ID    NAME    PASSWORD"), above rows whose
fields are set apart by two blanks or more, or a tab, as a note or a command's output aligns
them. Each row's field in the named column is a value written under that name.

A row must have as many fields as the columns named (a remark row, "id  name  (password with X,
not here)", is no value: a field holding a blank is skipped); the table ends at the first line
that is not such a row (comment lines between the names and the first row aside) or that is a
row of names again (a header: no digit, words alone), so that no row is read under more than one
header, and is read for at most _MAX_ROWS rows of at most _MAX_ROW characters."""

from __future__ import annotations

import re
from collections.abc import Iterator

from govern.secrets.lines import name_line_start

# The columns' names listed in parentheses at a line's end (a colon may close the lead-in).
_NAMED_LIST = re.compile(r"\(([^()\n]{1,200})\)[ \t]*:?[ \t]*\r?$")
# Between a row's fields: a tab, or two blanks or more.
_FIELD_GAP = re.compile(r"[ \t]*\t[ \t]*|[ ]{2,}")
# A comment line between the columns' names and the rows.
_COMMENT = re.compile(r"[ \t]*(?:#|//|;)")
_MIN_COLUMNS = 2
# A header row of names alone: more columns than a label and its value.
_MIN_HEADER_COLUMNS = 3
_MAX_COLUMNS = 8
_MAX_NAME = 40
_MAX_ROWS = 200
_MAX_ROW = 1024
# A field a header row holds: a name's letters, and what joins a name's words.
_NAME_FIELD = re.compile(r"[A-Za-z][A-Za-z _.-]*")


def _line_end(text: str, start: int) -> int:
    end = text.find("\n", start, start + _MAX_ROW + 1)
    return len(text) if end < 0 and len(text) - start <= _MAX_ROW else end


def _fields(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the fields of the line TEXT[START:END], split at tabs or runs of blanks."""
    line = text[start:end].rstrip("\r")
    first = len(line) - len(line.lstrip(" \t"))
    spans: list[tuple[int, int]] = []
    position = first
    for gap in _FIELD_GAP.finditer(line, first):
        if gap.start() > position:
            spans.append((start + position, start + gap.start()))
        position = gap.end()
    if position < len(line.rstrip(" \t")):
        spans.append((start + position, start + len(line.rstrip(" \t"))))
    return spans


def _column(text: str, name_start: int, name_end: int) -> tuple[int, int, int] | None:
    """The named column's index, the columns' number and where the line naming them ends, if the
    name at NAME_START:NAME_END is one of a list of columns in parentheses ending its line, or a
    whole field of a header row of names."""
    first = name_line_start(text, name_start)
    end = _line_end(text, first)
    if end < 0:
        return None
    listed = _NAMED_LIST.search(text, first, end)
    if listed is not None and listed.start(1) <= name_start < listed.end(1):
        items = listed[1].split(",")
        if not _MIN_COLUMNS <= len(items) <= _MAX_COLUMNS:
            return None
        offset = listed.start(1)
        for index, item in enumerate(items):
            stripped = item.strip(" \t")
            at = offset + item.index(stripped) if stripped else offset
            if (at, at + len(stripped)) == (name_start, name_end):
                return index, len(items), end
            offset += len(item) + 1
        return None
    fields = _fields(text, first, end)
    if (
        _MIN_HEADER_COLUMNS <= len(fields) <= _MAX_COLUMNS
        and (name_start, name_end) in fields
        and all(f_end - f_start <= _MAX_NAME for f_start, f_end in fields)
        and not any(c.isdigit() for c in text[first:end])
    ):
        return fields.index((name_start, name_end)), len(fields), end
    return None


def column_values(text: str, name_start: int, name_end: int) -> Iterator[tuple[int, int]]:
    """The fields under the column the name at NAME_START:NAME_END names (see the module's
    docstring), row by row."""
    column = _column(text, name_start, name_end)
    if column is None:
        return
    index, count, end = column
    rows = 0
    while end < len(text) and rows < _MAX_ROWS:
        start = end + 1
        end = _line_end(text, start)
        if end < 0:
            return
        if rows == 0 and _COMMENT.match(text, start) is not None:
            continue
        fields = _fields(text, start, end)
        if len(fields) != count or _names_row(text, fields):
            return
        rows += 1
        field_start, field_end = fields[index]
        if not any(c in " \t" for c in text[field_start:field_end]):
            yield field_start, field_end


def _names_row(text: str, fields: list[tuple[int, int]]) -> bool:
    """Whether the row of FIELDS is names alone, as a header's: words of letters, no digit."""
    return all(
        end - start <= _MAX_NAME and _NAME_FIELD.fullmatch(text, start, end) is not None
        for start, end in fields
    )
