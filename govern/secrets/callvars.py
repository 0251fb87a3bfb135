"""A secret given to a login call through a variable: `tok <- "…"` above
`req_auth_basic(sid, tok)`, `pw = '…'` above `HTTPBasicAuth(user, pw)`. The variable's name says
nothing (tok, pw2, k), but the call it is given to says what it is: the literal the variable was
last assigned, on a line of its own before the call and within a bound, is the value the call
receives. Only a plain assignment of one literal counts (not `x = getenv(...)`, not a
concatenation): then the literal is the value as written.

A shell variable given to a command's password place (`curl -u USER:"$PW"`) is looked up the
same way, by the shell's assignments (`export PW=VALUE`, a bare word or a literal)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from govern.secrets.literals import quoted_value

# How far before a call its variables' assignments are looked for: a script's settings at its
# top, a function's above its body.
_REACH = 8192
# A variable's name as an argument: an identifier alone (no call, no attribute, no literal).
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
# What may follow the literal on its line: nothing, a comment, a statement's end.
_LINE_REST = re.compile(r"[ \t]*(?:$|[\r\n#;]|//)", re.MULTILINE)
# How many variables one file's calls are looked up for: each look-up reads back up to _REACH,
# so a file of many calls costs a bounded amount more, not _REACH for each of them.
MAX_LOOKUPS = 128
# Names that are language words, not variables.
_NOT_VARIABLES = frozenset({"None", "True", "False", "NULL", "TRUE", "FALSE", "nil", "null"})


@functools.lru_cache(maxsize=256)
def _assignment(name: str) -> re.Pattern[str]:
    """A line that assigns NAME one literal: Python's and Julia's `=`, R's `<-`, Go's `:=`,
    JavaScript's, Kotlin's and Perl's declarations, PHP's `$name`."""
    return re.compile(
        rf"(?m)^[ \t]*(?:(?:const|let|var|val|final|my|local)[ \t]+)?\$?{re.escape(name)}"
        r"[ \t]*(?:=|<-|:=)[ \t]*(?=[\"'])"
    )


def variable_literal(text: str, start: int, end: int, call_start: int) -> tuple[int, int] | None:
    """The inside of the literal last assigned, before CALL_START, to the variable that is the
    argument TEXT[START:END]; None if the argument is no variable or none is found whole."""
    if _IDENTIFIER.fullmatch(text, start, end) is None or text[start:end] in _NOT_VARIABLES:
        return None
    last = None
    for hit in _assignment(text[start:end]).finditer(text, max(0, call_start - _REACH), call_start):
        last = hit
    if last is None:
        return None
    literal = quoted_value(text, last.end())
    if literal is None:
        return None
    # The literal is the whole value: its line goes on with nothing but a comment or a `;`.
    return literal if _LINE_REST.match(text, literal[1] + 1) is not None else None


# A shell's assignment, exported or not (`NAME=VALUE`, `export NAME="VALUE"`): no blank before
# its `=`, as the shell requires.
@functools.lru_cache(maxsize=256)
def _shell_assignment(name: str) -> re.Pattern[str]:
    """A line that assigns the shell variable NAME, after `export`, `readonly` or `local`."""
    return re.compile(rf"(?m)^[ \t]*(?:(?:export|readonly|local)[ \t]+)?{re.escape(name)}=")


# A shell's bare value: a word with nothing the shell expands or splits (`$`, a blank, a quote).
_SHELL_BARE = re.compile(r"[^\s\"'`$;&|()<>\\]{1,256}")


def shell_variable_value(text: str, start: int, end: int, use: int) -> tuple[int, int] | None:
    """The value the shell variable named TEXT[START:END], used at USE, is assigned in the same
    file within a reach either side of the use: the last assignment there, a literal or a bare
    word that is the whole value. An alias or a function (`alias x='curl -u u:"$PW" …'` above
    `export PW=…` in a .bashrc) reads the variable when it runs, after the whole file set it."""
    name = text[start:end]
    if _IDENTIFIER.fullmatch(name) is None:
        return None
    last = None
    for hit in _shell_assignment(name).finditer(text, max(0, use - _REACH), use + _REACH):
        last = hit
    if last is None:
        return None
    quoted = quoted_value(text, last.end())
    if quoted is not None:
        value, after = quoted, quoted[1] + 1
    elif bare := _SHELL_BARE.match(text, last.end()):
        value, after = bare.span(), bare.end()
    else:
        return None
    # The value is the whole of it: its line goes on with nothing but a comment or a `;`.
    return value if _LINE_REST.match(text, after) is not None else None


@dataclass
class VariableLookups:
    """What is left of one file's variable look-ups (each reads back up to _REACH): a file of
    many hits that give their secret through a variable costs a bounded amount more."""

    left: int = MAX_LOOKUPS

    def literal(self, text: str, start: int, end: int, call_start: int) -> tuple[int, int] | None:
        """variable_literal's answer while look-ups are left; None after."""
        if self.left <= 0:
            return None
        self.left -= 1
        return variable_literal(text, start, end, call_start)

    def shell_value(self, text: str, start: int, end: int, use: int) -> tuple[int, int] | None:
        """shell_variable_value's answer while look-ups are left; None after."""
        if self.left <= 0:
            return None
        self.left -= 1
        return shell_variable_value(text, start, end, use)
