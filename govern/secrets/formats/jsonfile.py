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
    """An object or array being read: the key it is written under, an object's entries, and
    whether that key went on the path (an array's items are under its key, not inside it)."""

    __slots__ = ("array", "entries", "key", "on_path")

    def __init__(self, array: bool, key: str, entries: Entries | None, on_path: bool) -> None:
        self.array = array
        self.key = key
        self.entries = entries
        self.on_path = on_path


class _Reader:
    """The state of a JSON document read token by token."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.fields: list[Field] = []
        self.open: list[_Open] = []
        # The keys of the objects around the current position, outermost first.
        self.path: list[str] = []
        self.key = ""

    def value(self, start: int, end: int) -> None:
        """A string value TEXT[START:END] (quotes excluded), under the current key."""
        parents = tuple(self.path[-_MAX_PARENTS:])
        listed = bool(self.open) and self.open[-1].array
        self.fields.append(Field(self.key, start, end, parents, listed))
        if self.open and self.open[-1].entries is not None:
            pair = self.open[-1].entries.add(self.key, start, end)
            if pair is not None:
                self.fields.append(pair)

    def opening(self, in_object: bool) -> None:
        # An object's key is a parent of what it holds; an array's is its items' own key.
        on_path = bool(self.open) and in_object
        if on_path:
            self.path.append(self.key)
        # Pairs are looked for in objects of a reasonable depth: a deeper one is not a
        # setting, and its entries would cost memory for nothing.
        shallow = in_object and len(self.open) < _MAX_PAIR_DEPTH
        entries = Entries(self.text, tuple(self.path[-_MAX_PARENTS:])) if shallow else None
        self.open.append(_Open(not in_object, self.key, entries, on_path))
        if in_object:
            self.key = ""

    def closing(self) -> None:
        if self.open:
            closed = self.open.pop()
            self.key = closed.key
            if closed.on_path:
                self.path.pop()
        if self.open and self.open[-1].array:
            self.key = self.open[-1].key

    def in_array(self) -> bool:
        return bool(self.open) and self.open[-1].array


def parse_json(text: str, start: int = 0, end: int | None = None) -> list[Field]:
    """The string values of the JSON in TEXT[START:END], each under its key; the items of an
    array are under the array's key."""
    stop = len(text) if end is None else end
    reader = _Reader(text)
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
            if after.end() < stop and text[after.end()] == ":" and not reader.in_array():
                reader.key = text[position + 1 : body.end()]
                position = after.end() + 1
            else:
                reader.value(position + 1, body.end())
                position = after.end()
            continue
        if char in "{[":
            reader.opening(char == "{")
        else:
            reader.closing()
        position += 1
    return reader.fields
