"""A session token a log records at its login, freed by a later line of the same log that logs
that session out (`POST /ws/auth/login 200 ICSD-Auth-Token: …`, then `GET /ws/auth/logout 200`):
the server no longer takes it, so the log keeps a dead value. A password the login line gives is
no session's and stays live; a logout that failed or was never sent frees nothing, and a login
in between opens another session, which the logout is then of. A logout that names another
session's token or another user than the login's is that one's, and so is one naming neither
below a line of another user's (a log several people write): it frees nothing of this one."""

from __future__ import annotations

import re

from govern.secrets.lines import line_below, line_start
from govern.secrets.remarkwords import LINE_BOUND

# How many lines after the login its logout is looked for.
_LOGOUT_REACH = 20
# A line that records a login: a request to a login path, or the words. Not a call in code
# (`api.login(token=…)`, `api.logout()`): a client's logout ends its session, not the API token
# it logged in with, which stays in the source for the next run.
_NOT_A_CALL = r"(?![ \t]*\()"
_LOGIN = re.compile(r"(?i)(?:log(?:ged)?[ _-]?in|sign(?:ed)?[ _-]?in)\b" + _NOT_A_CALL)
# The value, ending the text read, is the session's token: a token's, a session's or a cookie's
# name just before it (`ICSD-Auth-Token: `, `session=`, `sid="`), nothing else between.
_SESSION_NAME = r"(?i)(?:token|session|cookie|\bsid)[\w-]{0,20}[\"']?[ \t]*[:=][ \t]*[\"']?"
_SESSION_TOKEN = re.compile(_SESSION_NAME + r"(?P<value>[^\s\"'`,;:=]{8,200})\Z")
# A value that opens with a service's mark, lower-case letters not all hex and a `_` or `-`
# (GitHub's `ghp_`, GitLab's `glpat-`, Stripe's `sk_live_`): a token the service issued for its
# API, which a login line may show but no session's logout revokes. A session's own is opaque.
_ISSUED_MARK = re.compile(r"(?=[a-z_]{0,16}[g-z])[a-z]{2,8}(?:_[a-z]{2,8})?[_-][A-Za-z0-9]")
# A session's token a logout line names (in its query too: `logout?session=…&`).
_NAMED_TOKEN = re.compile(_SESSION_NAME + r"(?P<value>[^\s\"'`,;:=&]{8,200})")
# The user a line names (`user=alice`, `username: "alice"`).
_USER = re.compile(
    r"(?i)\b(?:user(?:[ _-]?name)?|login[ _-]?name|account)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<name>[\w.@-]{1,64})"
)
# A line that records the session's end: a logout, or the token released or the session closed.
_LOGOUT = re.compile(
    r"(?i)(?:log(?:ged)?[ _-]?out|sign(?:ed)?[ _-]?out)\b"
    + _NOT_A_CALL
    + r"|\btoken[ \t]+released\b"
    r"|\bsession[ \t]+(?:closed|ended)\b"
)
# Words that record the logout done, as a log writes it: a success status, or the past ("logged
# out", "released"). A script's `curl …/logout` is a command to run, each time after a login
# with the same value: a token written into a script outlives its sessions.
_DONE = re.compile(
    r"(?i)\b(?:2[0-9]{2}|ok|success(?:ful)?|released|closed|ended)\b|\b(?:logged|signed)[ _-]?out\b"
)
# Words that say the logout failed or never happened ("no logout sent", "logout failed: 500").
_NOT_DONE = re.compile(
    r"(?i)\b(?:no|not|never|without|fail(?:s|ed|ure)?|errors?|denied|refused|[45][0-9]{2})\b"
)


def logged_out_after(text: str, end: int) -> bool:
    """Whether the value ending at END is a session token its line's login gave, and a line of
    the log below it, before any other login, records that session's logout done."""
    first = line_start(text, end, LINE_BOUND)
    if first is None or _LOGIN.search(text, first, end) is None:
        return False  # most values are on no login's line
    token = _SESSION_TOKEN.search(text, first, end)
    if token is None or _ISSUED_MARK.match(token["value"]) is not None:
        return False
    user = _named_user(text[first:end])
    last = text.find("\n", end, end + LINE_BOUND)
    shared = False  # whether a line below names another user (a log several people write)
    for _ in range(_LOGOUT_REACH):
        below = None if last < 0 else line_below(text, last, LINE_BOUND)
        if below is None:
            return False
        line = text[below[0] : below[1]]
        last = below[1]
        named = _named_user(line)
        if _LOGOUT.search(line) is not None:
            if not _of_this_session(line, token["value"], user, named, shared):
                continue  # another session's logout
            return _DONE.search(line) is not None and _NOT_DONE.search(line) is None
        if _LOGIN.search(line) is not None:
            return False  # another session began; a logout below is of that one
        shared = shared or (named is not None and named != user)
    return False


def _named_user(line: str) -> str | None:
    user = _USER.search(line)
    return None if user is None else user["name"].lower()


def _of_this_session(
    line: str, token: str, user: str | None, named: str | None, shared: bool
) -> bool:
    """Whether the logout LINE is of the session TOKEN opened by USER (or by no one named): it
    names that token, or no other and not another user; naming neither, it is only where no
    line between named another user."""
    other = _NAMED_TOKEN.search(line)
    if other is not None:
        return other["value"] == token
    if named is not None:
        return named == user
    return not shared
