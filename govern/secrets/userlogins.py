"""A login whose password is its user's name (rtkbase/rtkbase, guest/guest): a tool's default,
which its documentation prints and anyone tries first, not a secret kept; or the name and a
password word (preview/previewpass), a demo login typed beside it. A configuration's
parser gives the user names set in each of its sections; in a file of `NAME=VALUE` lines (an
environment file, a shell's settings) the user's name is looked for on the lines near the
password, where a service's settings are written together."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field
from govern.secrets.names import words

# The last word of a setting that holds a user's name (local_ntripc_user, db_username, login).
_USER_WORDS = frozenset({"user", "username", "usr", "login", "uid"})
# How far either side of a password its user's name is looked for: a service's user and
# password are set together, on lines next to each other.
_USER_REACH = 512
# What a setting's name holds if it names a user (user, usr, login, uid), case aside.
_USER_HINTS = ("us", "login", "uid")
# A `NAME=VALUE` line, the value bare or quoted, as an environment file or a shell writes it.
_SETTING = re.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*=[ \t]*"
    r"(?P<quote>[\"']?)(?P<value>[^\s\"'#]+)(?P=quote)[ \t]*\r?$"
)


# The words a demo login's password is built of after its user's name (preview/previewpass,
# viewer/viewer_pw): typed to be remembered beside the user, as its name alone is, never drawn.
_PASSWORD_WORDS = frozenset({"pass", "password", "passwd", "pw", "pwd"})
# What may join the two: nothing or one mark.
_JOINS = "_-."
_DIGITS = re.compile(r"[0-9]")
_NUMBER = re.compile(r"[0-9]+")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")


def worded_from_user(user: str, password: str) -> bool:
    """Whether PASSWORD, given with USER (quoted or not), is the user's name alone or followed by
    a password word (preview/previewpass, guest/guest): a demo login, not a secret kept."""
    user = user.strip("\"'").lower()
    lowered = password.lower()
    if not user or not lowered.startswith(user):
        return False
    rest = lowered[len(user) :]
    word = rest[1:] if rest[:1] and rest[0] in _JOINS else rest
    return not rest or word in _PASSWORD_WORDS


def numbered_alike(user: str, password: str) -> bool:
    """Whether PASSWORD, given with USER, is USER with other digits in the same places (a MATLAB
    cell of two gauges, {'USGS-09380000', 'USGS-09163500'}): two items numbered in one series,
    a list's, not a login. A password drawn at random never keeps a user's other characters."""
    user = user.strip("\"'")
    if not (
        len(user) == len(password)
        and user != password
        and any(c.isdigit() for c in user)
        and _DIGITS.sub("0", user) == _DIGITS.sub("0", password)
    ):
        return False
    # Only a year told apart ('cryo2023', 'cryo2024') is a weak password's yearly change, not
    # a series' items: more than a year's digits must differ.
    changed = [
        (mine, theirs)
        for mine, theirs in zip(_NUMBER.findall(user), _NUMBER.findall(password), strict=True)
        if mine != theirs
    ]
    return not all(_YEAR.fullmatch(mine) and _YEAR.fullmatch(theirs) for mine, theirs in changed)


def names_user(key: str) -> bool:
    """Whether a setting named KEY holds a user's name."""
    last = words(key)[-1:]
    return bool(last) and last[0] in _USER_WORDS


def user_set_beside(text: str, name: str, start: int, end: int) -> bool:
    """Whether the value START:END set under NAME is, where it is next written before or after
    it (up to a bound), the value of a user's name set on a `NAME=VALUE` line
    (POSTGRES_USER=x above POSTGRES_PASSWORD=x)."""
    value = text[start:end]
    before = text.rfind(value, max(0, start - _USER_REACH), start)
    after = text.find(value, end, end + _USER_REACH)
    return any(_user_set_at(text, value, at) for at in (before, after) if at >= 0) and not (
        names_user(name)
    )


def _user_set_at(text: str, value: str, at: int) -> bool:
    """Whether the VALUE written at AT is the whole value of a user's name's `NAME=VALUE` line."""
    floor = max(0, at - _USER_REACH)
    newline = text.rfind("\n", floor, at)
    line_start = newline + 1 if newline >= 0 else floor
    if not any(hint in text[line_start:at].lower() for hint in _USER_HINTS):
        return False  # most lines: no user's name, nothing more to read
    setting = _SETTING.match(text, line_start)
    return (
        setting is not None
        and setting.start("value") == at
        and setting["value"] == value
        and names_user(setting["key"])
    )


class DocumentedLogins:
    """Whether a password and the user's name set beside it are a login a tool's documentation
    publishes (documented `user:password`, DHIS2's play server's admin/district): a demo
    server's login, written as two settings where curl -u writes it as one. The user's setting
    is the password's pair: in the same section, its name the password's with a user's word last
    (DHIS2_PLAY_USER beside DHIS2_PLAY_PASS, `username` beside `password`), so a documented user
    set for another service in the same file says nothing of this password.

    The user names FIELDS set are gathered once, by section and name, the first time a password
    ends a documented login: a file of many such passwords costs one lookup each, not a pass
    over its fields each."""

    def __init__(self, fields: list[Field], text: str, documented: frozenset[str]) -> None:
        self._fields = fields
        self._text = text
        self._documented = documented
        self._users: dict[tuple[tuple[str, ...], tuple[str, ...]], set[str]] | None = None

    def __call__(self, field: Field, password: str) -> bool:
        """Whether PASSWORD, FIELD's secret, and the user's name set beside it are such a
        login."""
        ends = f":{password}"
        users = [value[: -len(ends)] for value in self._documented if value.endswith(ends)]
        if not users:
            return False  # most passwords: no documented login ends with them
        if self._users is None:
            self._users = {}
            for other in self._fields:
                if names_user(other.key):
                    pair = (other.parents, tuple(words(other.key)[:-1]))
                    self._users.setdefault(pair, set()).add(self._text[other.start : other.end])
        set_beside = self._users.get((field.parents, tuple(words(field.key)[:-1])), set())
        return any(user in set_beside for user in users)
