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
# A request header given as two settings, its name and its value (`header_name = "apiKey"`,
# `header_value = "..."`, headerName/headerValue): a pair of its own, beside an entry's other
# name (`name = "feed"`), in an INI or TOML section as in an object.
HEADER_NAME_KEYS = frozenset({"header_name", "headername", "header-name"})
HEADER_VALUE_KEYS = frozenset({"header_value", "headervalue", "header-value"})
# A setting's name: a word, not a sentence or a path.
_SETTING_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]{0,95}")
# Zabbix's user macros as its configuration export writes them, in YAML, XML or JSON (a host's
# or template's `macros`: `macro: '{$NAME}'`, or with a context `{$NAME:"ctx"}`, then `type:`
# TEXT, SECRET_TEXT or VAULT, then `value:`): a TEXT macro's value is the setting NAME says; a
# SECRET_TEXT macro's is a secret whatever its name, reported under the name `secret`, which
# its type gives it; a VAULT macro's is a path in a vault, a reference, reported under none.
_MACRO_KEY = "macro"
_MACRO_TYPE_KEY = "type"
# A context may hold braces itself (`{$PW:regex:"^db[0-9]{2}$"}`); the macro is the whole value.
_MACRO = re.compile(r"\{\$(?P<name>[A-Z0-9_.]{1,255})(?::[^\r\n]{1,255})?\}")
_SECRET_MACRO = "secret_text"
_VAULT_MACRO = "vault"
_MACRO_TYPES = frozenset({"text", _SECRET_MACRO, _VAULT_MACRO})
# The API writes the type as a number (usermacro.create: 0 text, 1 secret, 2 vault), quoted or
# not; JSON's numbers are not entries, so the type is also read in the text near the macro.
_NUMBERED_TYPES = {"0": "text", "1": _SECRET_MACRO, "2": _VAULT_MACRO}
_NEAR_TYPE = re.compile(
    r"""\btype["']?[ \t]*[:=>][ \t]*["']?(?P<type>SECRET_TEXT|TEXT|VAULT|[012])(?![\w.])"""
)
# Where a macro's entry ends after its value, at the latest: the next macro, the JSON object's
# end, the XML element's, the next YAML list item; and a bound.
_ENTRY_END = re.compile(r"\{\$|\}|</macro>|\n[ \t]*- ")
_TYPE_REACH = 256
SECRET_MACRO_NAME = "secret"


@dataclass
class _Pair:
    """The names and values one kind of pair has been given in an entry so far."""

    names: list[str] = field(default_factory=list)
    values: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class Entries:
    """The string entries of one mapping (an object, an element, a list item, a section), for
    pairs: a value written under a sibling that names it (name: DB_PASSWORD, value: ...) is
    reported under that name. A header's name and value pair apart from an entry's own name.
    HEADERS_ONLY: only a header's pair (an INI section's `name` names the section's thing)."""

    text: str
    parents: tuple[str, ...]
    headers_only: bool = False
    setting: _Pair = field(default_factory=_Pair)
    header: _Pair = field(default_factory=_Pair)
    # A Zabbix macro's type (lower case), once its name has been given as the setting's name.
    macro: str | None = None
    # Whether the type was written as an entry (else it is TEXT, or read near the macro), and
    # where the macro's name is; whether the macro's setting has been reported.
    macro_typed: bool = False
    macro_span: tuple[int, int] = (0, 0)
    macro_done: bool = False

    def add(self, key: str, start: int, end: int) -> Field | None:
        """Note the entry KEY: TEXT[START:END]; the pair it completes, if it does."""
        lowered = key.lower()
        if lowered == _MACRO_KEY and not self.headers_only:
            return self._macro(start, end)
        if lowered == _MACRO_TYPE_KEY and self.macro is not None:
            return self._macro_type(start, end)
        if lowered in HEADER_NAME_KEYS or lowered in HEADER_VALUE_KEYS:
            pair, is_name = self.header, lowered in HEADER_NAME_KEYS
        elif self.headers_only:
            return None
        elif lowered in NAME_KEYS or lowered in VALUE_KEYS:
            pair, is_name = self.setting, lowered in NAME_KEYS
        else:
            return None
        if is_name:
            if not _SETTING_NAME.fullmatch(self.text, start, end):
                return None
            pair.names.append(self.text[start:end])
        else:
            pair.values.append((start, end))
        return self._completed(pair)

    def _completed(self, pair: _Pair) -> Field | None:
        if len(pair.names) != 1 or len(pair.values) != 1:
            return None
        if pair is self.setting and self.macro is not None:
            if self.macro_done:
                return None
            self.macro_done = True
            kind = self.macro if self.macro_typed else self._near_type(*pair.values[0])
            if kind == _VAULT_MACRO:
                return None
            if kind == _SECRET_MACRO:
                return Field(SECRET_MACRO_NAME, *pair.values[0], self.parents)
        return Field(pair.names[0], *pair.values[0], self.parents)

    def _near_type(self, start: int, end: int) -> str:
        """A macro's type not yet read as an entry: written after its value (the type arrives
        after the value is reported), or a number JSON's reader passes over; TEXT if none."""
        low, high = min(start, self.macro_span[0]), max(end, self.macro_span[1])
        stop = _ENTRY_END.search(self.text, high, high + _TYPE_REACH)
        typed = _NEAR_TYPE.search(self.text, low, stop.start() if stop else high + _TYPE_REACH)
        if typed is None:
            return "text"
        written = typed["type"]
        return _NUMBERED_TYPES.get(written) or written.lower()

    def _macro(self, start: int, end: int) -> Field | None:
        """A Zabbix macro's name, `{$NAME}`: the name of the setting its value is."""
        macro = _MACRO.fullmatch(self.text, start, end)
        if macro is None:
            return None
        self.macro = self.macro or "text"
        self.macro_span = (start, end)
        self.setting.names.append(macro["name"])
        return self._completed(self.setting)

    def _macro_type(self, start: int, end: int) -> Field | None:
        """A Zabbix macro's type: a SECRET_TEXT macro's value is secret whatever its name (its
        value may be written before its type), a VAULT macro's a reference."""
        written = self.text[start:end].lower()
        written = _NUMBERED_TYPES.get(written, written)
        if written not in _MACRO_TYPES or self.macro_done:
            return None
        self.macro, self.macro_typed = written, True
        return self._completed(self.setting) if written == _SECRET_MACRO else None
