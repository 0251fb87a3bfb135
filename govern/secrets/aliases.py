"""A secret's name assigned another variable in source code (`EMAIL_HOST_PASSWORD =
EMAIL_HOST_USER` in a Django settings file, for Postmark's SMTP, which takes its server token as
both user name and password): the secret is the literal that variable is assigned in the same
file. Only where the other name is no secret's: a secret's own name has its literal found
under it already.

Read only in code, where a bare word after `=` is a variable (in a shell or an env file it is
the value itself), on the lines the named-values finder's keywords anchor. The file's literal
assignments are read once, on the first alias found, so the work stays linear in its length."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from govern.secrets.assignments import Candidate
from govern.secrets.lines import name_line_start
from govern.secrets.names import SecretNames, Strength

# A whole line assigning one variable to another: NAME = OTHER (a comment may follow).
_ALIAS = re.compile(
    r"[ \t]*(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*=[ \t]*"
    r"(?P<other>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*(#[^\n]*)?\r?(\n|$)"
)
# A whole line assigning a variable a string literal.
_LITERAL = re.compile(
    r"(?m)^[ \t]*(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*=[ \t]*"
    r"(?P<q>[\"'])(?P<value>[^\"'\\\n]{1,256})(?P=q)[ \t]*(#[^\n]*)?\r?$"
)
# Words a bare value may be that are no variable of the file (Python's, JavaScript's, R's).
_CONSTANTS = frozenset({"None", "True", "False", "null", "true", "false", "NULL", "undefined"})
_MAX_ALIASES = 16


def alias_candidates(
    text: str, anchors: Iterable[int], code: bool, names: SecretNames
) -> Iterator[Candidate]:
    """The literals of the variables that secrets' names are assigned, in TEXT (CODE), on the
    lines the ANCHORS fall on."""
    if not code:
        return
    literals: dict[str, tuple[int, int]] | None = None
    seen: set[int] = set()
    for anchor in anchors:
        start = name_line_start(text, anchor)
        if start in seen or len(seen) >= _MAX_ALIASES:
            continue
        alias = _ALIAS.match(text, start)
        if alias is None or alias["other"] in _CONSTANTS:
            continue
        seen.add(start)
        name, other = alias["name"], alias["other"]
        if (
            names.strength(name) is not Strength.STRONG
            or names.strength(other) is not Strength.NONE
        ):
            continue
        if literals is None:
            literals = _literals(text)
        if other in literals:
            yield Candidate(name, Strength.STRONG, *literals[other])


def _literals(text: str) -> dict[str, tuple[int, int]]:
    """Where each variable TEXT assigns a string literal has its first such value."""
    found: dict[str, tuple[int, int]] = {}
    for literal in _LITERAL.finditer(text):
        found.setdefault(literal["name"], literal.span("value"))
    return found
