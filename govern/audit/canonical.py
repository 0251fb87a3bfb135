"""RFC 8785 (JCS) canonical JSON, fast for the plain values govern logs.

For strings, integers in the interoperable range, booleans, null, lists and objects whose keys
sort the same by code point as by UTF-16 code unit, the standard library's compact, key-sorted,
non-ASCII-preserving output is exactly the canonical form: both escape only '"', '\\' and
U+0000..U+001F (as \\b \\t \\n \\f \\r or lowercase \\u00xx) and copy everything else as UTF-8,
'/', U+007F and U+2028/U+2029 included. Anything else (floats, integers beyond 2^53 - 1, keys
with characters from U+E000 up, lone surrogates, types other than the plain ones) goes to the
`rfc8785` reference implementation, which canonicalises or rejects it."""

from __future__ import annotations

import json
from typing import Any

import rfc8785

# The range the rfc8785 package accepts: integers an IEEE 754 double holds exactly, less the
# ends, as I-JSON (RFC 7493) advises.
_INT_LIMIT = 2**53 - 1
# Below this, UTF-16 code units and code points order keys alike (surrogates, which encode
# characters beyond the BMP, sort below U+E000..U+FFFF as code units but above them as points).
_ORDER_SAFE_BELOW = "\ue000"
_ENCODER = json.JSONEncoder(
    ensure_ascii=False, check_circular=False, allow_nan=False, sort_keys=True, separators=(",", ":")
)


def _plain(value: Any) -> bool:
    """Whether the standard encoder writes this value in canonical form."""
    kind = type(value)
    if kind is dict:
        for key, inner in value.items():
            if type(key) is not str or not (key.isascii() or max(key) < _ORDER_SAFE_BELOW):
                return False
            if type(inner) is not str and not _plain(inner):
                return False
        return True
    if kind is list or kind is tuple:
        return all(type(inner) is str or _plain(inner) for inner in value)
    if kind is str or kind is bool or value is None:
        return True
    if kind is int:
        number: int = value
        return -_INT_LIMIT <= number <= _INT_LIMIT
    return False


def fast_canonical_json(value: Any) -> bytes | None:
    """The canonical bytes when the fast path applies, None when the reference must decide."""
    if not _plain(value):
        return None
    try:
        return _ENCODER.encode(value).encode()
    except UnicodeEncodeError:  # a lone surrogate: not UTF-8, the reference rejects it
        return None


def plain_json(value: Any) -> bytes:
    """The canonical bytes of VALUE, which the caller built of plain values only (strings,
    small integers, booleans, None, lists, objects with ASCII keys): no check that it is.
    UnicodeEncodeError for a lone surrogate, which has no canonical form."""
    return _ENCODER.encode(value).encode()


def canonical_json(value: Any) -> bytes:
    """RFC 8785 bytes of a JSON value; raises ValueError (rfc8785.CanonicalizationError among
    them) for a value that has no canonical form."""
    fast = fast_canonical_json(value)
    return fast if fast is not None else rfc8785.dumps(value)
