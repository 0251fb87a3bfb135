"""Passwords kept in code as a mapping of user names to passwords: under a name that says so
(`PASSWORDS = {"alice": "PW"}`, `user_pws`), or under any name whose entries a loop hands out
as passwords (`annotators = {"alice": "PW"}` read by `for name, pw in annotators.items():`).
Each literal value a user's name literal keys there is a password, judged as one. A mapping of
users to roles, e-mail addresses or ids says otherwise by its name and by its loop's variables
(`for user, role in roles.items()`), and is not read.

Mappings are found from their opening `= {`, their name looked back for within a bound, and
read within a bound of characters; loops from their `.items()`."""

from __future__ import annotations

import re
from collections.abc import Iterator

from govern.secrets.assignments import Candidate
from govern.secrets.calls import entries
from govern.secrets.literals import quoted_value
from govern.secrets.names import Strength, words

_OPENING = "{"
_ITEMS = ".items()"
# A mapping's name, a type's annotation after it (`: dict[str, str]`), and its `=`, before the
# `{`; `const` and the like may come before the name, which this does not read.
_NAME_BEFORE = re.compile(
    r"(?<![A-Za-z0-9_.])(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*(?::[^=\n]{0,64})?=[ \t]*\Z"
)
_NAME_BACK = 160
# A loop over a mapping's pairs, a key's and a value's variables: `for name, pw in users.items()`.
_LOOP = re.compile(
    r"\bfor[ \t]+\(?[ \t]*[A-Za-z_][A-Za-z0-9_]{0,63}[ \t]*,"
    r"[ \t]*(?P<value>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*\)?"
    r"[ \t]+in[ \t]+(?P<table>[A-Za-z_][A-Za-z0-9_]{0,63})\Z"
)
_LOOP_BACK = 192
# A word that names a password: pw, pwd, pass, passwd, password, passphrase; and one that
# names passwords, plural: a mapping under a singular name (BROKER_PASSWORD = {"user": …,
# "host": …}) holds one password's settings, not users' passwords.
_PASSWORD_WORD = re.compile(r"(?:pass(?:w(?:or)?d|phrase|code)?|pwd|pw)")
_PASSWORDS_WORD = re.compile(r"(?:pass(?:w(?:or)?d|phrase|code)|pwd|pw)s")
# An entry keyed by a user's name literal: a login or an e-mail address, no blank or path.
_USER_KEY = re.compile(r"(?P<quote>[\"'])[A-Za-z][A-Za-z0-9._%+@-]{0,63}(?P=quote)[ \t]*:[ \t]*")
# Blanks and line comments (Python's, JavaScript's) before an entry.
_LEADING_REMARKS = re.compile(r"(?:[ \t\r\n]+|(?:#|//)[^\n]*)+")
# How far a mapping is read, and how many are: each costs at most that.
_MAX_TABLE = 4096
_MAX_TABLES = 256


def user_table_candidates(text: str) -> Iterator[Candidate]:
    """The passwords of the mappings of user names to passwords in TEXT (source code)."""
    handed_out = dict(_password_loops(text))
    position = read = 0
    while read < _MAX_TABLES and (opening := text.find(_OPENING, position)) >= 0:
        position = opening + 1
        # Most braces follow no `=` (a call's, a block's, a format's): only an assignment's
        # name is looked back for, on its own line.
        back = max(0, opening - _NAME_BACK)
        if text[back:opening].rstrip(" \t")[-1:] != "=":
            continue
        before = _NAME_BEFORE.search(text, text.rfind("\n", back, opening) + 1 or back, opening)
        if before is None:
            continue
        name = before["name"]
        password = name if _says_password(name, _PASSWORDS_WORD) else handed_out.get(name)
        if password is None:
            continue
        read += 1
        for start, end in entries(text, opening + 1, _MAX_TABLE):
            # The remark after the previous entry's comma (`"alice": "…",  # revoked`) opens
            # this entry's span: the entry starts past it.
            lead = _LEADING_REMARKS.match(text, start, end)
            key = _USER_KEY.match(text, lead.end() if lead else start, end)
            value = quoted_value(text, key.end()) if key else None
            if value is not None and value[1] + 1 == end:
                yield Candidate(password, Strength.STRONG, *value)


def _password_loops(text: str) -> Iterator[tuple[str, str]]:
    """The mappings whose pairs a loop in TEXT hands out as a user's and a password (`for user,
    pw in logins.items()`), each with the password's variable."""
    position = 0
    while (items := text.find(_ITEMS, position)) >= 0:
        position = items + len(_ITEMS)
        loop = _LOOP.search(text, max(0, items - _LOOP_BACK), items)
        if loop is not None and _says_password(loop["value"], _PASSWORD_WORD):
            yield loop["table"], loop["value"]


def _says_password(name: str, word: re.Pattern[str]) -> bool:
    """Whether NAME's last word is a WORD (one that names a password, or passwords)."""
    last = words(name)[-1:]
    return bool(last) and word.fullmatch(last[0]) is not None
