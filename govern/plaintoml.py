"""TOML as a govern.toml is written — tables, bare keys, strings without escapes, decimal
numbers, booleans, one-line arrays of these, comments — read without tomllib, which costs a
cold `govern check` more than everything else it imports (re, typing, datetime and the regexes
it compiles). Anything else, and anything this reader is not sure of (a table opened twice, a
key given twice, a control character, a CR), it hands to tomllib: it never reads a document
otherwise than tomllib does, and never accepts one tomllib refuses (tests/test_plaintoml.py
holds it to that)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_BARE_KEY = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
_DIGITS = frozenset("0123456789")
_SPACE = " \t"
_TOKEN_END = " \t,]#"


class _Doubt(Exception):
    """Not certainly read as tomllib reads it."""


def load(data: bytes) -> dict[str, Any]:
    """DATA as tomllib.loads reads it; ValueError (tomllib.TOMLDecodeError, or not UTF-8) when
    it is not a TOML document."""
    text = data.decode()
    try:
        return _read(text)
    except _Doubt:
        import tomllib

        return tomllib.loads(text)


def _read(text: str) -> dict[str, Any]:
    if any((char < " " and char not in "\t\n") or char == "\x7f" for char in set(text)):
        raise _Doubt
    document: dict[str, Any] = {}
    table = document
    for raw in text.split("\n"):
        line = raw.strip(_SPACE)
        if not line or line[0] == "#":
            continue
        if line[0] == "[":
            end = line.find("]")
            if end < 0:
                raise _Doubt
            table = _open_table(document, line[1:end])
            rest = line[end + 1 :]
        else:
            key, equals, value = line.partition("=")
            key = key.rstrip(_SPACE)
            if not equals or not _is_bare_key(key) or key in table:
                raise _Doubt
            table[key], rest = _value(value.lstrip(_SPACE))
        rest = rest.lstrip(_SPACE)
        if rest and rest[0] != "#":
            raise _Doubt
    return document


def _is_bare_key(key: str) -> bool:
    return bool(key) and _BARE_KEY.issuperset(key)


def _open_table(document: dict[str, Any], header: str) -> dict[str, Any]:
    """The new table HEADER names (`a.b`, bare keys only); a doubt for any table or key that
    already exists there (TOML allows some such headers, refuses others: tomllib tells them
    apart)."""
    *parents, name = header.split(".")
    table = document
    for key in parents:
        if not _is_bare_key(key):
            raise _Doubt
        table = table.setdefault(key, {})
        if not isinstance(table, dict):
            raise _Doubt
    if not _is_bare_key(name) or name in table:
        raise _Doubt
    new: dict[str, Any] = {}
    table[name] = new
    return new


def _value(text: str) -> tuple[Any, str]:
    """The value TEXT begins with and what follows it."""
    if text[:1] == "[":
        return _array(text[1:])
    if text[:1] in ('"', "'"):
        quote = text[0]
        end = text.find(quote, 1)
        # a triple quote opens a multi-line string; a backslash, in "...", an escape
        if end < 0 or text.startswith(quote * 3) or (quote == '"' and "\\" in text[1:end]):
            raise _Doubt
        return text[1:end], text[end + 1 :]
    end = len(text)
    for index, char in enumerate(text):
        if char in _TOKEN_END:
            end = index
            break
    token, rest = text[:end], text[end:]
    if token in ("true", "false"):
        return token == "true", rest
    return _number(token), rest


def _number(token: str) -> int | float:
    """A decimal integer (12, -3) or float (2.5, 1e-3); a doubt for anything else: a date,
    0x.., 1_000, inf, a leading zero."""
    mantissa, exponent_mark, exponent = _unsigned(token).replace("E", "e").partition("e")
    whole, point, fraction = mantissa.partition(".")
    if (
        not _is_digits(whole)
        or (whole[0] == "0" and whole != "0")
        or (point and not _is_digits(fraction))
        or (exponent_mark and not _is_digits(_unsigned(exponent)))
    ):
        raise _Doubt
    return float(token) if point or exponent_mark else int(token)


def _unsigned(text: str) -> str:
    return text[1:] if text[:1] in ("+", "-") else text


def _is_digits(text: str) -> bool:
    return bool(text) and _DIGITS.issuperset(text)


def _array(text: str) -> tuple[list[Any], str]:
    """The one-line array whose `[` came just before TEXT, and what follows its `]`."""
    items: list[Any] = []
    rest = text.lstrip(_SPACE)
    while rest[:1] != "]":
        if rest[:1] in ("", "[", ","):
            raise _Doubt  # the array goes on past the line, nests, or lacks a value
        item, rest = _value(rest)
        items.append(item)
        rest = rest.lstrip(_SPACE)
        if rest[:1] == ",":
            rest = rest[1:].lstrip(_SPACE)
        elif rest[:1] != "]":
            raise _Doubt
    return items, rest[1:]
