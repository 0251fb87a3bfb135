"""`json.dumps` and `json.loads` with their default settings, made of the standard library's C
accelerator (`_json`) alone: the `json` package imports `re`, and with it enum, functools and
collections, which a `govern check` answered by the daemon otherwise never loads (several
milliseconds of a cold start). tests/test_cjson.py holds both to json's exact output."""

from __future__ import annotations

import _json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_WHITESPACE = " \t\n\r"
_CONSTANTS = {"-Infinity": float("-inf"), "Infinity": float("inf"), "NaN": float("nan")}


def _unserializable(value: object) -> object:
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


class _Settings:
    """What json.JSONDecoder() hands the C scanner."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = _CONSTANTS.__getitem__


# typeshed types the context as a scanner; the C code reads only the attributes above
_scan = _json.make_scanner(_Settings())  # type: ignore[arg-type]


def dumps(value: object) -> str:
    """json.dumps(VALUE): ASCII, ', ' and ': ' separators, keys in their order."""
    encode = _json.make_encoder(
        {}, _unserializable, _json.encode_basestring_ascii, None, ": ", ", ", False, False, True
    )
    return "".join(encode(value, 0))


def loads(text: str) -> Any:
    """json.loads(TEXT); a ValueError (json.JSONDecodeError) for anything that is not one JSON
    document."""
    if text.startswith("\ufeff"):
        raise ValueError("Unexpected UTF-8 BOM (decode using utf-8-sig)")
    start = len(text) - len(text.lstrip(_WHITESPACE))
    try:
        value, end = _scan(text, start)
    except StopIteration:
        raise ValueError("Expecting value") from None
    if text[end:].strip(_WHITESPACE):
        raise ValueError("Extra data")
    return value
