"""An application's id that carries the application's name: CIPRES's REST API registers an
application under a name and gives it an id of that name, a dash and hex digits (sent as the
`cipres-appkey` header; python_cipres's pycipres.conf sets APPNAME and APPID together). It
names the application (LABELS.md rule 3); the user's password beside it is the secret."""

from __future__ import annotations

import re

# An app id's names (appid, app_id, AppId): OpenWeatherMap's appid is an API key, so only an id
# that carries a name set beside it is passed over.
_APP_ID_NAME = re.compile(r"(?i)(?:[a-z0-9]+_)?app_?id")
# The application's name, a dash, then what the service drew.
_NAMED_ID = re.compile(r"(?P<app>[A-Za-z][A-Za-z0-9_.]{1,63})-[A-Za-z0-9]{8,128}")
# A setting of a name (APPNAME = VALUE), compiled once: the value is compared after the
# search, not compiled into a pattern per id (a pattern a value costs a compile each).
_NAME_SETTING = re.compile(
    r"(?im)^[ \t]*[\"']?[A-Za-z0-9_.\-]{0,32}name[\"']?[ \t]*[=:][ \t]*[\"']?"
    r"(?P<value>[A-Za-z][A-Za-z0-9_.]{1,63})[\"']?[ \t]*,?[ \t]*\r?$"
)
# How far around the id its application's name is looked for.
_WINDOW = 1024


def named_app_id(text: str, name: str, start: int, end: int) -> bool:
    """Whether the value at START:END, under NAME, an app id's, starts with the application's
    name a setting near it gives (APPNAME=NAME beside APPID=NAME-HEX)."""
    if _APP_ID_NAME.fullmatch(name) is None:
        return False
    named = _NAMED_ID.fullmatch(text, start, end)
    if named is None:
        return False
    app = named["app"].lower()
    return any(
        setting["value"].lower() == app
        for setting in _NAME_SETTING.finditer(text, max(0, start - _WINDOW), end + _WINDOW)
    )
