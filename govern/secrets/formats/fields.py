"""What a format parser reports: each value a file writes under a name, by its place in the text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Field:
    """A value written under KEY: TEXT[start:end], quotes excluded; PARENTS: the sections or
    keys KEY is nested in, outermost first."""

    key: str
    start: int
    end: int
    parents: tuple[str, ...] = ()
    # The value is an item of a list written under KEY (`keys:` / `- VALUE`, `"tokens": [...]`).
    listed: bool = False


def lines(text: str) -> Iterator[tuple[int, str]]:
    """(offset, line) for each line of TEXT, without its line break (a trailing \\r included)."""
    start = 0
    size = len(text)
    while start <= size:
        end = text.find("\n", start)
        if end < 0:
            end = size
        yield start, text[start:end].rstrip("\r")
        start = end + 1


def unquoted(text: str, start: int, end: int) -> tuple[int, int]:
    """The span START:END of TEXT without surrounding spaces and one pair of matching quotes."""
    while start < end and text[start] in " \t":
        start += 1
    while end > start and text[end - 1] in " \t":
        end -= 1
    if end - start >= 2 and text[start] in "'\"" and text[end - 1] == text[start]:
        return start + 1, end - 1
    return start, end


def value_span(line: str, begin: int, comment: re.Pattern[str]) -> tuple[int, int]:
    """Where the value that starts at BEGIN in LINE is: inside its quotes if quoted, else up to
    the first match of COMMENT (the format's inline comment); without surrounding spaces."""
    start = begin
    while start < len(line) and line[start] in " \t":
        start += 1
    for triple in ('"""', "'''"):
        # grafana.ini wraps a value holding # or ; in triple quotes, as TOML may any string.
        close = line.find(triple, start + 3) if line.startswith(triple, start) else -1
        if close > 0:
            return start + 3, close
    if start < len(line) and line[start] in "'\"":
        close = line.find(line[start], start + 1)
        if close > 0:
            return start + 1, close
    found = comment.search(line, start)
    end = found.start() if found else len(line)
    while end > start and line[end - 1] in " \t":
        end -= 1
    return start, end


# Keys that hold a setting's name, and keys that hold its value, in formats that write
# settings as entries: Kubernetes and GitHub Actions env lists (name, value), AWS task
# definitions and CloudFormation parameters (Name/Value, ParameterKey/ParameterValue), .NET
# appSettings and Java properties (key/name, value).
NAME_KEYS = frozenset({"name", "key", "parameterkey", "optionname", "variable", "var", "env"})
VALUE_KEYS = frozenset({"value", "parametervalue", "default", "defaultvalue"})
# A setting's name: a word, not a sentence or a path.
_SETTING_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]{0,95}")


@dataclass
class Entries:
    """The string entries of one mapping (an object, an element, a list item), for pairs: a
    value written under a sibling that names it (name: DB_PASSWORD, value: ...) is reported
    under that name."""

    text: str
    parents: tuple[str, ...]
    names: list[str] = field(default_factory=list)
    values: list[tuple[int, int]] = field(default_factory=list)

    def add(self, key: str, start: int, end: int) -> Field | None:
        """Note the entry KEY: TEXT[START:END]; the pair it completes, if it does."""
        lowered = key.lower()
        if lowered in NAME_KEYS and _SETTING_NAME.fullmatch(self.text, start, end):
            self.names.append(self.text[start:end])
            if len(self.names) == 1 and len(self.values) == 1:
                return Field(self.names[0], *self.values[0], self.parents)
        elif lowered in VALUE_KEYS:
            self.values.append((start, end))
            if len(self.names) == 1 and len(self.values) == 1:
                return Field(self.names[0], start, end, self.parents)
        return None
