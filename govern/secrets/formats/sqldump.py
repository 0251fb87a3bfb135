"""SQL dumps (mysqldump, pg_dump, SQLite's .dump): the rows of `INSERT INTO t (a, b, ...) VALUES
(...), (...);` and of pg_dump's `COPY t (a, b, ...) FROM stdin;` blocks. Each string of a row is
reported under the name of its column, so that a value under `api_token` or `password` is judged
as any value under that name is; NULLs and numbers are no secrets. A table that also stores a salt
or a digest holds its passwords hashed (an application's account table): its password columns are
passed over.

An INSERT without a column list (mysqldump's and SQLite's default) takes its table's columns from
the dump's `CREATE TABLE`, or from the schema the application that owns the table publishes
(PowerDNS's `tsigkeys`); a row whose number of values is not its table's number of columns is
not read, so that no value is judged under another column's name. In a dump of data alone, a
table named for a secret (`authtoken_token`, `api_keys`) has its strings judged under the table's
name. A table of settings by name (`name`, then `value` or `content`, with perhaps a column
describing the setting between them) gives a row's value under the row's name. The reading is
one pass of a tokenizer whose string pattern cannot backtrack, and stops at the first token it
cannot read; rows past a bound in one statement are not read."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field
from govern.secrets.formats.table import SECRET_COLUMN

# A table's name, quoted or not, schema-qualified or not; the group is the name itself.
_TABLE = r"(?:[`\"\[]?[A-Za-z0-9_$]{1,64}[`\"\]]?\.)?[`\"\[]?([A-Za-z0-9_$]{1,64})[`\"\]]?"
_INSERT = re.compile(
    r"(?i)\bINSERT[ \t]+(?:IGNORE[ \t]+)?INTO[ \t]+"
    + _TABLE
    + r"[ \t]*(?:\(([^()]{1,4096})\)\s*)?VALUES\s*"
)
_CREATE = re.compile(
    r"(?i)\bCREATE[ \t]+(?:TEMP(?:ORARY)?[ \t]+)?TABLE[ \t]+(?:IF[ \t]+NOT[ \t]+EXISTS[ \t]+)?"
    + _TABLE
    + r"\s*\("
)
_COPY = re.compile(
    r"(?im)^COPY[ \t]+" + _TABLE + r"[ \t]*\(([^()\n]{1,4096})\)[ \t]+FROM[ \t]+stdin;[ \t]*\r?$"
)
# One token of the rows: a string (doubled quotes and backslash escapes inside; each character
# is taken by exactly one branch), a bracket, a comma, a semicolon, or any other bare word
# (NULL, a number, a function's name).
_TOKEN = re.compile(r"\s*(?:'((?:[^'\\]|\\.|'')*)'|([(),;])|[^'(),;\s]+)", re.S)
_NAME_QUOTES = '`"[] \t\r\n'
# What a table's definition lists besides its columns, when unquoted.
_CONSTRAINT = re.compile(
    r"(?i)(?:PRIMARY|UNIQUE|KEY|INDEX|CONSTRAINT|FOREIGN|CHECK|FULLTEXT|SPATIAL|EXCLUDE|LIKE)$"
)
# A table whose last word says what it holds: its rows are that, where its columns are unknown.
_SECRET_TABLE = re.compile(r"(?i)(?:token|secret|password|passwd|credential|key)s?$")
# The columns of tables whose schema an application publishes, for a dump of their data alone
# (`mysqldump --no-create-info`, `INSERT INTO t VALUES (...)` with no CREATE TABLE): PowerDNS's
# generic SQL backends keep TSIG keys in `tsigkeys` (id, name, algorithm, secret; its schema
# files, "TSIG"), the secret the base64 HMAC key a zone transfer or an update is signed with.
_KNOWN_SCHEMAS: dict[str, tuple[str, ...]] = {
    "tsigkeys": ("id", "name", "algorithm", "secret"),
}
# Columns past this many, rows past this many in one statement, and tokens past this many in a
# table's definition are not read.
_MAX_COLUMNS = 128
_MAX_ROWS = 20_000
_MAX_DEFINITION_TOKENS = 4_096
# A table of web sessions (Django's django_session, sessions): each row is one session, its
# key the session's id, which ends with it, as a log's session ids are (not reported).
_SESSION_TABLE = re.compile(r"(?i)sessions?$")
_SESSION_ID_COLUMN = re.compile(r"(?i)(?:session_?)?(?:key|id)")
# A column of these holds a digest or its salt: the table keeps hashed passwords.
_STORED_HASH = re.compile(r"(?i)salt|hash|digest|crypt")
_PASSWORD_COLUMN = re.compile(r"(?i)pass|pwd|pw$")
# A column of these holds a digest itself (a salt is only beside one).
_DIGEST_COLUMN = re.compile(r"(?i)hash|digest|crypt")
# Applications that keep their API tokens hashed store SHA-256 or SHA-512 hex (Zabbix's `token`
# table, Laravel Sanctum's `personal_access_tokens`): in a table, a value of that shape is more
# often a digest than a token issued as hex.
_STORED_DIGEST = re.compile(r"[0-9a-f]{64}|[0-9a-f]{128}")


# Rows that say in a column of their own what kind of key they hold, by an application's names
# for its kinds: Ghost's `api_keys` (its schema's `type`, 'admin' or 'content'). An Admin API
# key's secret is kept in clear, the hex the integration's tokens are signed with
# (ghost.org/docs/admin-api, "Token Authentication"), though of a digest's length; a Content
# API key is meant for browsers (ghost.org/docs/content-api), public. A kind maps to whether its
# row's secrets count whatever their shape (True) or not at all (False).
_KIND_COLUMN = "type"
_KEY_KINDS = {"admin": True, "content": False}


# A table of settings by name (LabKey's prop.properties (set, name, value), a CMS's options
# (option_name, option_value), a key-value store's (key, value)): a column that names each row's
# setting, then the column of its value. A row whose name is a secret's (SMTPPassword) gives that
# secret in its value column, judged under the row's name.
_SETTING_NAME_COLUMN = re.compile(
    r"(?i)(?:[a-z0-9]+_)?(?:name|key|property|prop|setting|option|param|parameter|variable)"
)
_SETTING_VALUE_COLUMN = re.compile(r"(?i)(?:[a-z0-9]+_)?(?:value|val|content)")
# A column between a setting's name and its value that describes the setting (Request Tracker's
# attributes: name, description, content).
_SETTING_NOTE_COLUMN = re.compile(r"(?i)(?:[a-z0-9]+_)?(?:description|comment|note|label|title)s?")


def _setting_columns(names: list[str]) -> tuple[int, int] | None:
    """Where NAMES, a table's columns, hold a setting's name and, right after it or after a
    column that describes it, its value."""
    for index, name in enumerate(names):
        if not _SETTING_NAME_COLUMN.fullmatch(name):
            continue
        after = names[index + 1 : index + 3]
        if after and _SETTING_VALUE_COLUMN.fullmatch(after[0]):
            return index, index + 1
        if (
            len(after) == 2
            and _SETTING_NOTE_COLUMN.fullmatch(after[0])
            and _SETTING_VALUE_COLUMN.fullmatch(after[1])
        ):
            return index, index + 2
    return None


def _secret_columns(table: str, names: list[str]) -> list[str]:
    """The names TABLE's NAMES are read under, blank where no secret can be (a table without a
    secret-named column is not read)."""
    names = [name if SECRET_COLUMN.search(name) else "" for name in names[:_MAX_COLUMNS]]
    if _SESSION_TABLE.search(table):
        names = ["" if _SESSION_ID_COLUMN.fullmatch(name) else name for name in names]
    hashed = [name for name in names if _STORED_HASH.search(name)]
    if hashed:
        # The account table of an application: its password column holds digests, unless a
        # column of its own is named for the password's digest (portal_password_hash): then
        # another password column (initial_db_password) keeps a password of something else.
        digest_named = any(
            _PASSWORD_COLUMN.search(name) and _DIGEST_COLUMN.search(name) for name in hashed
        )
        names = [
            ""
            if _STORED_HASH.search(name) or (_PASSWORD_COLUMN.search(name) and not digest_named)
            else name
            for name in names
        ]
    if _SECRET_TABLE.search(table):
        # A table of tokens or keys says what its `key` column holds. Its name is put in the
        # singular, as its rows each hold one: a name's word "tokens" is read as a count of
        # tokens (a tokenizer's), which would pass over `wearable_tokens.access_token`.
        row = table[:-1] if table[-1:] in "sS" else table
        return [f"{row}_{name}" if name else "" for name in names]
    return names


def _listed(columns: str) -> list[str]:
    return [name.strip(_NAME_QUOTES) for name in columns.split(",")]


def _definitions(text: str) -> dict[str, list[str]]:
    """The columns of each table TEXT creates, by its name in lower case."""
    tables: dict[str, list[str]] = {}
    read_until = 0
    for head in _CREATE.finditer(text):
        if head.start() < read_until:
            continue
        position, depth, first = head.end(), 1, True
        columns: list[str] = []
        for _ in range(_MAX_DEFINITION_TOKENS):
            token = _TOKEN.match(text, position)
            if token is None:
                break
            position = token.end()
            mark = token[2]
            if mark == "(":
                depth += 1
            elif mark == ")":
                depth -= 1
                if depth == 0:
                    tables[head[1].lower()] = columns
                    break
            elif mark == "," and depth == 1:
                first = True
            elif mark == ";":
                break
            elif first and depth == 1:
                first = False
                word = token[0].strip()
                if word[:1] in '`"[' or not _CONSTRAINT.match(word):
                    columns.append(word.strip(_NAME_QUOTES))
        read_until = position
    return tables


def _kept(row: list[Field], digests: list[Field], kind: str | None) -> list[Field]:
    """A row's fields (ROW, and DIGESTS those of a stored digest's shape) as its KIND of key says
    (see _KEY_KINDS): a public key's none, a key kept in clear all, any other row's no digest."""
    clear = _KEY_KINDS.get(kind or "")
    if clear is None:
        return row
    return sorted(row + digests, key=lambda field: field.start) if clear else []


def _insert_rows(
    text: str, start: int, columns: list[str], every: str = "", kind_column: int = -1
) -> tuple[list[Field], int]:
    """The strings of the rows of the INSERT whose values start at START under their COLUMNS (or
    all under EVERY), and where reading stopped; a row of another number of values than COLUMNS
    gives none. KIND_COLUMN: the column that says a row's kind of key (see _KEY_KINDS)."""
    fields: list[Field] = []
    position, depth, column, rows = start, 0, 0, 0
    row: list[Field] = []
    digests: list[Field] = []
    kind: str | None = None
    while rows < _MAX_ROWS:
        token = _TOKEN.match(text, position)
        if token is None:
            break
        position = token.end()
        mark = token[2]
        if mark == "(":
            depth += 1
            if depth == 1:
                column, row, digests, kind = 0, [], [], None
        elif mark == ")":
            depth -= 1
            if depth == 0:
                rows += 1
                if every or column + 1 == len(columns):
                    fields.extend(_kept(row, digests, kind))
        elif mark == ",":
            column += depth == 1
        elif mark == ";" or depth < 0:
            break
        elif token[1] is not None and depth == 1 and token.start(1) < token.end(1):
            if column == kind_column:
                kind = token[1]
            name = every or (columns[column] if column < len(columns) else "")
            if name:
                field = Field(name, *token.span(1))
                (digests if _STORED_DIGEST.fullmatch(token[1]) else row).append(field)
        if depth == 0 and mark not in ("(", ")", ","):
            break  # the statement is over (a bare word between rows)
    return fields, position


def _inserts(text: str, tables: dict[str, list[str]]) -> list[Field]:
    fields: list[Field] = []
    # Where the last statement's reading stopped: a head inside what was read is a string's or
    # a broken statement's, and reading it again would read the text again.
    read_until = 0
    for head in _INSERT.finditer(text):
        if head.start() < read_until:
            continue
        table, listed, every = head[1], [], ""
        if head[2] is not None:
            listed = _listed(head[2])
        elif table.lower() in tables:
            listed = tables[table.lower()]
        elif table.lower() in _KNOWN_SCHEMAS:
            listed = list(_KNOWN_SCHEMAS[table.lower()])
        elif _SECRET_TABLE.search(table) and not _STORED_HASH.search(table):
            every = table
        columns = _secret_columns(table, listed) if listed else []
        if not (every or any(columns)):
            continue
        kind_column = listed.index(_KIND_COLUMN) if _KIND_COLUMN in listed else -1
        rows, read_until = _insert_rows(text, head.end(), columns, every, kind_column)
        fields.extend(Field(field.key, field.start, field.end, (table,)) for field in rows)
    return fields


def _copies(text: str) -> list[Field]:
    """The fields of pg_dump's COPY blocks under their columns: a row a line, tab-separated,
    `\\N` for NULL, up to a line `\\.`."""
    fields: list[Field] = []
    read_until = 0
    for head in _COPY.finditer(text):
        listed = _listed(head[2])
        columns = _secret_columns(head[1], listed)
        setting = _setting_columns(listed[:_MAX_COLUMNS])
        if head.start() < read_until or not (any(columns) or setting):
            continue
        kind = listed.index(_KIND_COLUMN) if _KIND_COLUMN in listed[:_MAX_COLUMNS] else -1
        position = read_until = head.end() + 1
        for _ in range(_MAX_ROWS):
            end = text.find("\n", position)
            line_end = len(text) if end < 0 else end
            line = text[position:line_end].rstrip("\r")
            if line == "\\.":
                break
            values = line.split("\t", len(columns))
            if len(values) == len(columns):
                start = position
                starts = []
                row: list[Field] = []
                digests: list[Field] = []
                for name, value in zip(columns, values, strict=True):
                    starts.append(start)
                    if name and value and value != "\\N":
                        field = Field(name, start, start + len(value), (head[1],))
                        (digests if _STORED_DIGEST.fullmatch(value) else row).append(field)
                    start += len(value) + 1
                fields.extend(_kept(row, digests, values[kind] if kind >= 0 else None))
                if setting is not None:
                    fields.extend(_setting_field(head[1], values, starts, setting))
            if end < 0:
                break
            position = read_until = end + 1
    return fields


def _setting_field(
    table: str, values: list[str], starts: list[int], setting: tuple[int, int]
) -> list[Field]:
    """The value of a settings table's row (VALUES, each starting at STARTS) under its name, where
    the name says secret (see _SETTING_NAME_COLUMN) and the value is neither NULL nor empty."""
    name, value = values[setting[0]], values[setting[1]]
    if not SECRET_COLUMN.search(name) or value in ("", "\\N") or _STORED_DIGEST.fullmatch(value):
        return []
    start = starts[setting[1]]
    return [Field(name, start, start + len(value), (table,))]


def parse_sql_dump(text: str) -> list[Field]:
    """The string values of TEXT's INSERT statements and COPY blocks, each under its column's
    name, with the table's name as its parent."""
    return _inserts(text, _definitions(text)) + _copies(text)
