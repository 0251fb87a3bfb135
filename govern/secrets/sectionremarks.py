"""What the comment block just above an INI file's `[section]` line says of the section's
values: that they are no live ones (an old profile's "Token revoked 2024-11-30 when the
collaboration ended"), or, at the file's head, that the file's one password was reset since."""

from __future__ import annotations

import re

from govern.secrets.deadwords import (
    LIVE_AFTER,
    OLDER_OR_STILL_LIVE,
    OWN_VALUE_REMARK,
    OWN_VALUE_WORD,
    REPLACED,
    UNREAL_REMARK,
)
from govern.secrets.lines import COMMENT_MARK, line_above
from govern.secrets.remarkwords import LINE_BOUND, LOGIN_WORD

SETTING = re.compile(r"[ \t]*(?P<name>[\w.-]{1,64})[ \t]*[:=]")
SECTION_HEADER = re.compile(r"[ \t]*\[[^\]\n]{1,80}\][ \t]*\r?")
# How many comment lines above a section's header are read as its one remark.
_SECTION_COMMENT_LINES = 3


def section_comment_unreal(text: str, header_first: int, before_value: str) -> bool:
    """Whether the comment lines just above the `[section]` line at HEADER_FIRST, read as one
    remark, say the section's values are no live ones (as _unreal_remark reads a remark). At
    the file's head, above its first section, the remark may instead say so of the file's
    password alone (see _password_dead_at_head), where BEFORE_VALUE sets one."""
    lines: list[str] = []
    first = header_first
    at_head = False
    for _ in range(_SECTION_COMMENT_LINES + 1):
        above = line_above(text, first, LINE_BOUND)
        if above is None:
            at_head = bool(lines)
            break
        comment = COMMENT_MARK.match(text, *above)
        if comment is None or not text[above[0] : above[1]].lstrip().startswith(("#", ";")):
            if text[above[0] : above[1]].strip():
                # Right under another section's values, the block is that section's remark.
                return False
            break
        if len(lines) == _SECTION_COMMENT_LINES:
            return False  # a longer block is the file's notes, not this section's remark
        first = above[0]
        lines.insert(0, text[comment.end() : above[1]].strip())
    remark = " ".join(lines)
    if not lines or _SECTION_LABEL.search(remark) is not None or _LIVE_WORD.search(remark):
        return False
    return _unreal_remark(remark) or (
        at_head
        and _password_dead_at_head(remark, before_value)
        and _one_password_below(text, header_first)
    )


# A file's head remark that the file's password was reset or changed since it was written
# ("DEAD: … this password was reset then", "legacy config; the password has been changed"):
# the value set in the file no longer logs in. The clause names the password as this one,
# the file's ("this password", "the password"), and is not one that gives the value it was
# set to ("was reset to …"): that would be a new value, this one perhaps.
_PASSWORD_RESET = re.compile(
    r"(?i)\b(?:this|the|that)[ \t]+password[ \t]+(?:was|has[ \t]+been|got)[ \t]+"
    r"(?:reset|changed|revoked|disabled|deactivated|invalidated)\b(?![ \t]+(?:to|into)\b)"
)
# And a word that says the file is kept out of use: without it, "the password was reset in
# May" may introduce the value set then.
_OUT_OF_USE = re.compile(
    r"(?i)\b(?:dead|legacy|obsolete|unused|no[ \t]+longer|kept[ \t]+only|out[ \t]+of[ \t]+use)\b"
)
# A remark that goes on to a new or current password, one, value or login speaks of that
# one too: it may be this file's.
_NEW_VALUE = re.compile(
    r"(?i)\b(?:new|current|nuev[ao]s?)[ \t]+(?:one|password|passwd|pwd|value|login|credentials?)\b"
)


def _password_dead_at_head(remark: str, before_value: str) -> bool:
    """Whether REMARK, the file's head above its first section, says the file's password no
    longer works, and BEFORE_VALUE (the value's line up to it) sets a password."""
    setting = SETTING.match(before_value)
    return (
        setting is not None
        and LOGIN_WORD.search(setting["name"]) is not None
        and _PASSWORD_RESET.search(remark) is not None
        and _OUT_OF_USE.search(remark) is not None
        and _NEW_VALUE.search(remark) is None
        and OWN_VALUE_WORD.search(remark) is None
    )


# How many lines of the section below the file's head are read for its passwords.
_HEAD_SECTION_LINES = 32


def _one_password_below(text: str, header_first: int) -> bool:
    """Whether the section whose `[section]` line starts at HEADER_FIRST sets one password (one
    value, under one name or several) in its first lines: the file's head can say "this
    password" of one, never of two others beside it (a database's and an admin's)."""
    passwords: set[str] = set()
    first = header_first
    for _ in range(_HEAD_SECTION_LINES):
        end = text.find("\n", first, first + LINE_BOUND)
        if end < 0:
            end = min(len(text), first + LINE_BOUND)
        line = text[first:end]
        if first > header_first and SECTION_HEADER.fullmatch(line) is not None:
            break  # the next section's
        setting = SETTING.match(line)
        if setting is not None and LOGIN_WORD.search(setting["name"]) is not None:
            passwords.add(line[setting.end() :].strip())
        if end >= len(text) or text[end] != "\n":
            break
        first = end + 1
    return len(passwords) == 1


# A remark that labels its parts by a section's name ("staging: revoked …; prod: live") says
# something of each, not of the section below it as a whole.
_SECTION_LABEL = re.compile(r"(?:^|[;.][ \t]+)[A-Za-z][\w.-]{0,40}:[ \t]")
# A word saying a value is still in use, anywhere in the section's remark.
_LIVE_WORD = re.compile(r"(?i)\b(?:live|active|in[ \t]+use|still[ \t]+(?:works|valid|good))\b")


def _unreal_remark(remark: str) -> bool:
    """Whether REMARK says the value it is about is no live one, and of no other value."""
    said = UNREAL_REMARK.search(remark)
    return not (
        said is None
        or REPLACED.search(remark) is not None
        or (said["dead"] is not None and OLDER_OR_STILL_LIVE.search(remark) is not None)
        or (said["dead"] is not None and LIVE_AFTER.search(remark, said.end()) is not None)
        or OWN_VALUE_WORD.search(remark) is not None
        or OWN_VALUE_REMARK.search(remark, 0, said.start()) is not None
    )
