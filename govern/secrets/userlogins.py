"""A login whose password is its user's name (rtkbase/rtkbase, guest/guest): a tool's default,
which its documentation prints and anyone tries first, not a secret kept. A configuration's
parser gives the user names set in each of its sections; in a file of `NAME=VALUE` lines (an
environment file, a shell's settings) the user's name is looked for on the lines near the
password, where a service's settings are written together."""

from __future__ import annotations

import re

from govern.secrets.lines import lines_around
from govern.secrets.names import words

# The last word of a setting that holds a user's name (local_ntripc_user, db_username, login).
_USER_WORDS = frozenset({"user", "username", "usr", "login", "uid"})
# How many lines either side of a password its user's name is looked for on, each line up to
# a bound: a service's user and password are set together.
_USER_LINES = 4
_LONGEST_LINE = 1024
# A `NAME=VALUE` line, the value bare or quoted, as an environment file or a shell writes it.
_SETTING = re.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*=[ \t]*"
    r"(?P<quote>[\"']?)(?P<value>[^\s\"'#]+)(?P=quote)[ \t]*\r?$"
)


def names_user(key: str) -> bool:
    """Whether a setting named KEY holds a user's name."""
    last = words(key)[-1:]
    return bool(last) and last[0] in _USER_WORDS


def user_set_beside(text: str, name: str, start: int, end: int) -> bool:
    """Whether the value START:END set under NAME is the value of a user's name set on a
    `NAME=VALUE` line near it (POSTGRES_USER=x above POSTGRES_PASSWORD=x)."""
    if names_user(name):
        return False
    value = text[start:end]
    around_start, around_end = lines_around(text, start, end, _USER_LINES, _LONGEST_LINE)
    if text.count(value, around_start, around_end) < 2:  # most values: written once
        return False
    return any(
        setting["value"] == value and names_user(setting["key"])
        for setting in _SETTING.finditer(text, around_start, around_end)
    )
