"""Access ids a service builds from its user's name instead of drawing them: they name the user
(LABELS.md rule 3), whatever secret is written beside them."""

from __future__ import annotations

import base64
import binascii
import re

# A user's name as systems allow it: small letters and digits, words joined by `-`, `_` or `.`
# (jupyter-reader, svc_backup).
USER_NAME = re.compile(r"[a-z][a-z0-9]{0,31}(?:[-_.][a-z0-9]{1,32}){0,4}")

# The S3 access id PowerScale (OneFS) gives a user's key, ZONEID_USER_accid (its S3 API guide,
# "Access key"): the access zone's number and the user's name, not a value drawn at random.
_ONEFS_ACCESS_ID = re.compile(r"[0-9]{1,10}_(?P<user>.{1,160})_accid")
# Spectra BlackPearl's DS3 access id is the base64 of the user's name (its S3 credentials page,
# the DS3 SDKs' DS3_ACCESS_KEY): padded base64 of at most a user name's length. Random bytes
# decode to a user name's characters about never.
_BASE64_ID = re.compile(r"(?:[A-Za-z0-9+/]{4}){1,40}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")


def built_from_user(value: str) -> bool:
    """Whether VALUE is an access id a service builds from a user's name (OneFS's, the base64
    of it BlackPearl's)."""
    built = _ONEFS_ACCESS_ID.fullmatch(value)
    if built is not None:
        return USER_NAME.fullmatch(built["user"]) is not None
    if _BASE64_ID.fullmatch(value) is None:
        return False
    try:
        user = base64.b64decode(value, validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return False
    return USER_NAME.fullmatch(user) is not None
