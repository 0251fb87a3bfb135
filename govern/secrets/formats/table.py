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
SECRET_COLUMN = re.compile(r"(?i)pass|pw|psk|secret|token|key|auth|cred|bearer|hook|pat|puk")
# A field that says where a secret is kept instead of giving it ("password in vault", "root
# password in 1Password", "token: see the wiki"): its column is where the rows that have the
# secret at hand write it, though the header names the column for notes or comments.
_KEPT_ELSEWHERE = re.compile(
    r"(?i)[ \t]*(?P<name>[a-z][a-z_ -]{0,40}?)[ \t]*"
    r"(:[ \t]*see|[ \t]+(is[ \t]+)?(in|kept in|stored in|held in|see))[ \t]+[^,\t]{1,60}"
)

# A field that is a record's status saying its secret no longer works ("revoked", "expired
# 2025-01", "2024-11-30 (revoked by user 2025-03-01)"): the row is kept as a record of a dead
# token, whose secret fields let no one act. The whole field must say so, a date and who did
# it aside; "not revoked", "revoked: no" or a column of notes say otherwise or nothing.
_DATE = r"[0-9]{4}-[0-9]{2}(?:-[0-9]{2})?(?:[ T][0-9:]{5,8})?"
# A column's name that says its fields are a record's status or its life's dates.
_STATUS_COLUMN = re.compile(
    r"(?i)(?:^|_|\b)(?:status|state|revoked|expired|expires|expiry|active|valid|granted|issued"
    r"|created|updated|until)(?:$|_|\b)"
)
_DEAD_STATUS = re.compile(
    rf"[ \t]*(?:{_DATE}[ \t]*)?(?P<open>\()?[ \t]*"
    r"(?:revoked|expired|disabled|deactivated|deleted|invalidated|retired)"
    rf"(?:[ \t]+by[ \t]+[\w.@-]{{1,40}})?(?:[ \t]+(?:on[ \t]+)?{_DATE})?[ \t]*"
    r"(?(open)\))[ \t]*",
    re.IGNORECASE,
)


# A header that is a sentence listing the columns in brackets, as a hand-written file's first
# line describes it ("# token import (serial, seed (hex), type, otplen) - batch 2"): the
# columns are the list's, a bracketed remark each (a column's unit) allowed inside it.
_BRACKETED_COLUMNS = re.compile(
    r"[^,\t(]{1,120}\((?P<columns>[^()\r\n]{1,200}(?:\([^()\r\n]{0,40}\)[^()\r\n]{0,200}){0,16})\)"
)
# A column of seeds in a table of OTP tokens (a record's field is its type, totp or hotp, as
# privacyIDEA's token import and FreeIPA's token lists write): each field a token's seed,
# named so (see the names table's otp seed).
_SEED_COLUMN = re.compile(r"(?i)(?:^|\b|_)seed(?:$|\b|_)")
_OTP_TYPE = re.compile(r"(?i)[ \t]*[th]otp[ \t]*")

# How many records are read for a field that names its column (see _named_by_fields).
_MAX_RECORDS_NAMING = 200
# A cheap look for what _KEPT_ELSEWHERE reads before any record is split.
_KEPT_WORDS = re.compile(r"(?i)[ \t](in|see)[ \t]")


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
    columns: list[str] = []
    delimiter = ","
    values: list[Field] = []
    records: list[tuple[int, str]] = []
    for offset, line in lines(text):
        if not line.strip():
            continue
        if not header:
            delimiter = "\t" if "\t" in line else ","
            names = line.lstrip("#")
            listed = _BRACKETED_COLUMNS.match(names)
            if listed is not None and delimiter in listed["columns"]:
                names = listed["columns"]
            columns = [names[start:end].strip() for start, end in _fields(names, delimiter)]
            header = [name if SECRET_COLUMN.search(name) else "" for name in columns]
            if not any(header) and _KEPT_WORDS.search(text) is None and not _seeds(columns):
                return []  # a table of data: no column is a secret's, nor says where one is
            continue
        records.append((offset, line))
    header = _named_by_fields(_otp_seeds(header, columns, records, delimiter), records, delimiter)
    if not any(header):
        return []
    for offset, line in records:
        fields = _fields(line, delimiter)
        if _dead_record(line, header, columns, fields):
            continue
        for column, (start, end) in zip(header, fields, strict=False):
            if column and start < end:
                values.append(Field(column, offset + start, offset + end))
    return values


def _dead_record(
    line: str, header: list[str], columns: list[str], fields: list[tuple[int, int]]
) -> bool:
    """Whether the record LINE (its FIELDS under HEADER's secret columns; COLUMNS all the
    columns' names) holds one secret and a field that says it no longer works: dated, or in a
    column named for a status (a word alone elsewhere is a name: an owner called "retired").
    With two secrets (a password and a token) a status may be the one's and not the other's."""
    secrets = [
        span for column, span in zip(header, fields, strict=False) if column and span[0] < span[1]
    ]
    return len(secrets) == 1 and any(
        _DEAD_STATUS.fullmatch(line, start, end)
        and (
            re.search(_DATE, line[start:end]) is not None
            or (index < len(columns) and _STATUS_COLUMN.search(columns[index]) is not None)
        )
        for index, (start, end) in enumerate(fields)
    )


def _named_by_fields(
    header: list[str], records: list[tuple[int, str]], delimiter: str
) -> list[str]:
    """HEADER, with each column its header leaves unnamed named by the secret a field of it says
    is kept elsewhere (see _KEPT_ELSEWHERE): the other rows of such a column write that secret."""
    unnamed = [column for column, name in enumerate(header) if not name]
    if not unnamed:
        return header
    named = list(header)
    for _, line in records[:_MAX_RECORDS_NAMING]:
        fields = _fields(line, delimiter)
        for column in unnamed:
            if named[column] or column >= len(fields):
                continue
            kept = _KEPT_ELSEWHERE.fullmatch(line, *fields[column])
            if kept is not None and SECRET_COLUMN.search(kept["name"]):
                named[column] = kept["name"].strip()
    return named


def _seeds(columns: list[str]) -> bool:
    """Whether one of COLUMNS is named for seeds."""
    return any(_SEED_COLUMN.search(name) for name in columns)


def _otp_seeds(
    header: list[str], columns: list[str], records: list[tuple[int, str]], delimiter: str
) -> list[str]:
    """HEADER, with each column of COLUMNS named for seeds named an OTP seed's where a record
    (of the first _MAX_RECORDS_NAMING) has a field that is an OTP token's type: a seed column
    elsewhere (an experiment's random seeds) stays unnamed."""
    seeds = [index for index, name in enumerate(columns) if _SEED_COLUMN.search(name)]
    if not seeds or not any(
        _OTP_TYPE.fullmatch(line, start, end)
        for _, line in records[:_MAX_RECORDS_NAMING]
        for start, end in _fields(line, delimiter)
    ):
        return header
    return [
        f"otp {columns[index]}" if index in seeds else name for index, name in enumerate(header)
    ]
