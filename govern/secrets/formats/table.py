"""Tables of records (CSV and TSV files, xCAT's `tabdump` output) whose header names a column
that holds secrets: `#key,username,password,...` makes every record's third field a password.
The header is the file's first line that is not blank; `#` before it (tabdump's) is dropped.
Each field of every record is reported under its column's name, and the names table says which
columns are secret. A quoted field may hold the delimiter and doubled quotes; a record is one
line."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field, lines

# A field: quoted (with "" inside) or bare up to the next delimiter.
_FIELDS = {
    ",": re.compile(r'[ \t]*(?:"(?P<quoted>(?:[^"]|"")*)"|(?P<bare>[^,]*))[ \t]*(?:,|$)'),
    "\t": re.compile(r'(?:"(?P<quoted>(?:[^"]|"")*)"|(?P<bare>[^\t]*))(?:\t|$)'),
}
# Columns past this many are not read: a wide table is data, not a list of accounts.
_MAX_COLUMNS = 64
# A column whose name holds none of these is no secret's: its fields are not reported (a large
# table of data is read no further than its header).
SECRET_COLUMN = re.compile(r"(?i)pass|pw|psk|secret|token|key|auth|cred|bearer|hook|pat")


def _fields(line: str, delimiter: str) -> list[tuple[int, int]]:
    """The spans of LINE's fields, quotes excluded."""
    pattern = _FIELDS[delimiter]
    spans: list[tuple[int, int]] = []
    position = 0
    while len(spans) < _MAX_COLUMNS:
        field = pattern.match(line, position)
        assert field is not None  # a bare field may be empty: the pattern always matches
        spans.append(field.span("quoted" if field["quoted"] is not None else "bare"))
        if field.end() == field.start() or line[field.end() - 1] != delimiter:
            break  # the line's last field
        position = field.end()
    return spans


def parse_table(text: str) -> list[Field]:
    """The fields of the table TEXT's records, each under its column's name, in the columns whose
    names may say secret."""
    header: list[str] = []
    delimiter = ","
    values: list[Field] = []
    for offset, line in lines(text):
        if not line.strip():
            continue
        if not header:
            delimiter = "\t" if "\t" in line else ","
            names = line.lstrip("#")
            header = [names[start:end].strip() for start, end in _fields(names, delimiter)]
            header = [name if SECRET_COLUMN.search(name) else "" for name in header]
            if not any(header):
                return []
            continue
        for column, (start, end) in zip(header, _fields(line, delimiter), strict=False):
            if column and start < end:
                values.append(Field(column, offset + start, offset + end))
    return values
