"""SQL dumps (mysqldump, pg_dump --inserts, SQLite's .dump): `INSERT INTO t (a, b, ...) VALUES
(...), (...);`. Each string literal of a row is reported under the name of its column, so that
a value under `api_token` or `password` is judged as any value under that name is; NULLs and
numbers are no secrets. A table that also stores a salt or a digest holds its passwords hashed
(an application's account table): its password columns are passed over.

Statements without a column list are passed over (their columns are the table's, which the dump
does not say). The reading is one pass of a tokenizer whose string pattern cannot backtrack, and
stops at the first token it cannot read; rows past a bound in one statement are not read."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field
from govern.secrets.formats.table import SECRET_COLUMN

# The statement's head: its table (quoted or not, schema-qualified or not) and its column list.
_INSERT = re.compile(
    r"(?i)\bINSERT[ \t]+(?:IGNORE[ \t]+)?INTO[ \t]+((?:[`\"\[]?[A-Za-z0-9_$]{1,64}[`\"\]]?\.)?"
    r"[`\"\[]?([A-Za-z0-9_$]{1,64})[`\"\]]?)[ \t]*\(([^()]{1,4096})\)\s*VALUES\s*"
)
# One token of the rows: a string (doubled quotes and backslash escapes inside; each character
# is taken by exactly one branch), a bracket, a comma, a semicolon, or any other bare word
# (NULL, a number, a function's name).
_TOKEN = re.compile(r"\s*(?:'((?:[^'\\]|\\.|'')*)'|([(),;])|[^'(),;\s]+)", re.S)
_NAME_QUOTES = '`"[] \t\r\n'
# Columns past this many, and rows past this many in one statement, are not read.
_MAX_COLUMNS = 128
_MAX_ROWS = 20_000
# A column of these holds a digest or its salt: the table keeps hashed passwords.
_STORED_HASH = re.compile(r"(?i)salt|hash|digest|crypt")
_PASSWORD_COLUMN = re.compile(r"(?i)pass|pwd|pw$")


def _columns(listed: str) -> list[str]:
    """The names of the columns LISTED, blank where no secret can be (the statement of a table
    without a secret-named column is not read)."""
    names = [name.strip(_NAME_QUOTES) for name in listed.split(",")[:_MAX_COLUMNS]]
    names = [name if SECRET_COLUMN.search(name) else "" for name in names]
    if any(_STORED_HASH.search(name) for name in names):
        # The account table of an application: its password column holds digests.
        return [
            "" if _STORED_HASH.search(name) or _PASSWORD_COLUMN.search(name) else name
            for name in names
        ]
    return names


def parse_sql_inserts(text: str) -> list[Field]:
    """The string values of TEXT's INSERT statements, each under its column's name, with the
    table's name as its parent."""
    fields: list[Field] = []
    # Where the last statement's reading stopped: a head inside what was read is a string's or
    # a broken statement's, and reading it again would read the text again.
    read_until = 0
    for head in _INSERT.finditer(text):
        if head.start() < read_until:
            continue
        columns = _columns(head[3])
        if not any(columns):
            continue
        table = head[2]
        position, depth, column, rows = head.end(), 0, 0, 0
        while rows < _MAX_ROWS:
            token = _TOKEN.match(text, position)
            if token is None:
                break
            position = token.end()
            mark = token[2]
            if mark == "(":
                depth += 1
                column = 0
            elif mark == ")":
                depth -= 1
                rows += 1
            elif mark == ",":
                column += depth == 1
            elif mark == ";" or depth < 0:
                break
            elif (
                token[1] is not None
                and depth == 1
                and column < len(columns)
                and columns[column]
                and token.start(1) < token.end(1)
            ):
                fields.append(Field(columns[column], *token.span(1), (table,)))
            if depth == 0 and mark not in ("(", ")", ","):
                break  # the statement is over (a bare word between rows)
        read_until = position
    return fields
