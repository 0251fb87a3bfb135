"""YAML configuration of the simple kind tools write (.condarc, .cdsapirc): `key: value` lines
nested by indentation, `- item` lists, `#` comments, quoted scalars. Each scalar is reported
under its key; a list item under its list's key. Block scalars (`|`, `>`) are passed over.

Line by line, not a YAML parser: enough for configuration files, linear in their size, and never
stopped by what it does not understand (that line alone is passed over)."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field, lines, value_span

_KEY = re.compile(r"""(?P<key>[A-Za-z0-9_.\-/]+|"[^"]*"|'[^']*')[ \t]*:(?=[ \t]|$)""")
_COMMENT = re.compile(r"[ \t]#")
# A block scalar's indicator, possibly after a tag (Ansible's `!vault |`).
_BLOCK_SCALAR = re.compile(r"(![^\s]*[ \t]+)?[|>][0-9+\-]*")


def parse_yaml(text: str) -> list[Field]:
    fields: list[Field] = []
    # (indent, key) of the mappings the current line may be nested in.
    parents: list[tuple[int, str]] = []
    block_indent: int | None = None
    for offset, line in lines(text):
        content = line.lstrip(" ")
        indent = len(line) - len(content)
        if not content.strip() or content.startswith("#"):
            continue
        if block_indent is not None:
            if indent > block_indent:
                continue
            block_indent = None
        if content.startswith(("---", "...")):
            parents.clear()
            continue
        position = indent
        list_item = content.startswith("- ") or content == "-"
        if list_item:
            while parents and parents[-1][0] > indent:
                parents.pop()
            position += 1
            while position < len(line) and line[position] == " ":
                position += 1
        key_match = _KEY.match(line, position)
        if key_match is None:
            if list_item:
                start, end = value_span(line, position, _COMMENT)
                if start < end:
                    fields.append(
                        Field(parents[-1][1] if parents else "", offset + start, offset + end)
                    )
            continue
        key = key_match["key"].strip("'\"")
        key_indent = position
        while parents and parents[-1][0] >= key_indent:
            parents.pop()
        start, end = value_span(line, key_match.end(), _COMMENT)
        if start >= end:
            parents.append((key_indent, key))
            continue
        if _BLOCK_SCALAR.fullmatch(line[start:end]):
            block_indent = indent
            continue
        fields.append(Field(key, offset + start, offset + end))
    return fields
