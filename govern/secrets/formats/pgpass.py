"""PostgreSQL's password file (.pgpass, pgpass.conf): `hostname:port:database:username:password`
lines, `#` comment lines, `\\:` and `\\\\` escapes. As libpq reads it, the password is the rest of
the line after the fourth unescaped colon."""

from __future__ import annotations

from govern.secrets.formats.fields import Field, lines

_NAMES = ("hostname", "port", "database", "username")


def parse_pgpass(text: str) -> list[Field]:
    fields: list[Field] = []
    for offset, line in lines(text):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts: list[Field] = []
        start = position = 0
        while position < len(line) and len(parts) < len(_NAMES):
            char = line[position]
            if char == "\\":
                position += 2
                continue
            if char == ":":
                parts.append(Field(_NAMES[len(parts)], offset + start, offset + position))
                start = position + 1
            position += 1
        if len(parts) < len(_NAMES):
            continue  # not an entry: fewer than five fields
        fields.extend(parts)
        if start < len(line):
            fields.append(Field("password", offset + start, offset + len(line)))
    return fields
