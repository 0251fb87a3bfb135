"""PostgreSQL's password file (.pgpass, pgpass.conf): `hostname:port:database:username:password`
lines, `#` comment lines, `\\:` and `\\\\` escapes. As libpq reads it, the password is the rest of
the line after the fourth unescaped colon."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field, lines

_SPECIAL = re.compile(r"[\\:]")
_NAMES = ("hostname", "port", "database", "username")


def parse_pgpass(text: str) -> list[Field]:
    fields: list[Field] = []
    for offset, line in lines(text):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts: list[Field] = []
        start = 0
        # From one backslash or colon to the next: a long line costs no Python loop per character.
        special = _SPECIAL.search(line)
        while special is not None and len(parts) < len(_NAMES):
            position = special.start()
            if line[position] == ":":
                parts.append(Field(_NAMES[len(parts)], offset + start, offset + position))
                start = position + 1
            # An escaped character, whatever it is, is skipped with its backslash.
            special = _SPECIAL.search(line, position + (2 if line[position] == "\\" else 1))
        if len(parts) < len(_NAMES):
            continue  # not an entry: fewer than five fields
        fields.extend(parts)
        if start < len(line):
            fields.append(Field("password", offset + start, offset + len(line)))
    return fields
