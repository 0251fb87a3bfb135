"""JSON documents (kaggle.json, .ecmwfapirc, OAuth client and token files, notebooks, Terraform
state): every string value with the key it is written under and the keys of the objects around
it, at any depth; and, in an object that writes a setting as a name and a value ({"name":
"DB_PASSWORD", "value": "..."}), the value under that name.

A tokenizer, not a full parser: it reads a truncated or slightly broken document as far as it
goes, in one pass (each character is looked at a bounded number of times, whatever the input)."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Entries, Field

# The inside of a string: escapes consumed as pairs, so a quote after a backslash never ends it.
_STRING_BODY = re.compile(r'(?:[^"\\]|\\.)*', re.DOTALL)
_SPACE = re.compile(r"[ \t\r\n]*")
_STRUCTURE = re.compile(r'["{}\[\]]')
# Keys of enclosing objects kept for a value: the nearest are the ones that say what it is.
_MAX_PARENTS = 8
_MAX_PAIR_DEPTH = 64


class _Open:
    """An object or array being read: the key it is written under, and an object's entries."""

    __slots__ = ("array", "entries", "key")

    def __init__(self, array: bool, key: str, entries: Entries | None) -> None:
        self.array = array
        self.key = key
        self.entries = entries


def parse_json(text: str, start: int = 0, end: int | None = None) -> list[Field]:
    """The string values of the JSON in TEXT[START:END], each under its key; the items of an
    array are under the array's key."""
    stop = len(text) if end is None else end
    fields: list[Field] = []
    open_: list[_Open] = []
    # The keys of the objects around the current position, outermost first.
    path: list[str] = []
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
            in_array = bool(open_) and open_[-1].array
            if after.end() < stop and text[after.end()] == ":" and not in_array:
                key = text[position + 1 : body.end()]
                position = after.end() + 1
                continue
            parents = tuple(path[-_MAX_PARENTS:])
            fields.append(Field(key, position + 1, body.end(), parents))
            if open_ and open_[-1].entries is not None:
                pair = open_[-1].entries.add(key, position + 1, body.end())
                if pair is not None:
                    fields.append(pair)
            position = after.end()
            continue
        if char in "{[":
            in_object = char == "{"
            if open_:
                path.append(key)
            # Pairs are looked for in objects of a reasonable depth: a deeper one is not a
            # setting, and its entries would cost memory for nothing.
            shallow = in_object and len(open_) < _MAX_PAIR_DEPTH
            entries = Entries(text, tuple(path[-_MAX_PARENTS:])) if shallow else None
            open_.append(_Open(not in_object, key, entries))
            if in_object:
                key = ""
        elif char in "}]":
            if open_:
                key = open_.pop().key
                if open_:
                    path.pop()
            if open_ and open_[-1].array:
                key = open_[-1].key
        position += 1
    return fields
