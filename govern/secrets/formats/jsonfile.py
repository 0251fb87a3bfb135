"""JSON documents (kaggle.json, .ecmwfapirc, OAuth client and token files): every string value
with the key it is written under, at any depth.

A tokenizer, not a full parser: it reads a truncated or slightly broken document as far as it
goes, in one pass (each character is looked at a bounded number of times, whatever the input)."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field

# The inside of a string: escapes consumed as pairs, so a quote after a backslash never ends it.
_STRING_BODY = re.compile(r'(?:[^"\\]|\\.)*', re.DOTALL)
_SPACE = re.compile(r"[ \t\r\n]*")
_STRUCTURE = re.compile(r'["{}\[\]]')


def parse_json(text: str, start: int = 0, end: int | None = None) -> list[Field]:
    """The string values of the JSON in TEXT[START:END], each under its key; the items of an
    array are under the array's key."""
    stop = len(text) if end is None else end
    fields: list[Field] = []
    # For each open object or array: whether it is an array, and the key it is written under.
    open_: list[tuple[bool, str]] = []
    key = ""
    position = start
    while True:
        # Numbers, literals, commas and colons between them say nothing about keys: skip them.
        found = _STRUCTURE.search(text, position, stop)
        if found is None:
            break
        position = found.start()
        char = text[position]
        if char == '"':
            body = _STRING_BODY.match(text, position + 1, stop)
            assert body is not None  # the pattern matches the empty string
            if body.end() >= stop:
                break  # an unterminated string: the rest is unreadable
            after = _SPACE.match(text, body.end() + 1, stop)
            assert after is not None
            if after.end() < stop and text[after.end()] == ":" and not (open_ and open_[-1][0]):
                key = text[position + 1 : body.end()]
                position = after.end() + 1
                continue
            fields.append(Field(key, position + 1, body.end()))
            position = after.end()
            continue
        if char in "{[":
            open_.append((char == "[", key))
            if char == "{":
                key = ""
        elif char in "}]":
            if open_:
                _, key = open_.pop()
            if open_ and open_[-1][0]:
                key = open_[-1][1]
        position += 1
    return fields
