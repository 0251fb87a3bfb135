"""LDIF's base64 values (RFC 2849): `NAME:: VALUE`, two colons, writes VALUE as base64 of the
attribute's value, as ldapsearch and FreeIPA's exports write any value that is not plain ASCII
or starts with a blank. A `userPassword::` line so holds the password itself, or a hash of it
tagged with its scheme ({SSHA}, {PBKDF2_SHA256}), which is no password."""

from __future__ import annotations

import base64
import binascii
import re

# The separator of a base64 value, and the value: base64's alphabet, padded, on its own line.
_BASE64_VALUE = re.compile(r"::[ \t]*(?P<value>[A-Za-z0-9+/]{4,1024}={0,2})[ \t]*\r?(?:\n|\Z)")
# A hash's scheme tag at the start of a userPassword value (RFC 3112, slappasswd(8)).
_SCHEME_TAG = re.compile(r"\{[A-Za-z0-9_.-]{2,32}\}")
# A distinguished name (RFC 4514): an attribute whose name holds a secret's word may hold one
# (inetOrgPerson's secretary, a pwdPolicySubentry), base64 for a non-ASCII letter or a blank.
_DN = re.compile(r"[ \t]*[A-Za-z][A-Za-z0-9-]*=[^,=]*(?:,[ \t]*[A-Za-z][A-Za-z0-9-]*=[^,=]*)+")


def base64_password(text: str, position: int) -> tuple[int, int] | None:
    """Where the base64 value after the `::` at POSITION is, if it decodes to a password in the
    clear: printable text, not a scheme-tagged hash."""
    written = _BASE64_VALUE.match(text, position)
    if written is None:
        return None
    try:
        decoded = base64.b64decode(written["value"], validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None  # not base64, or bytes: a binary value, no typed password
    if not decoded.isprintable() or _SCHEME_TAG.match(decoded) or _DN.fullmatch(decoded):
        return None
    return written.span("value")
