"""A secret's name assigned another variable in source code (`EMAIL_HOST_PASSWORD =
EMAIL_HOST_USER` in a Django settings file, for Postmark's SMTP, which takes its server token as
both user name and password): the secret is the literal that variable is assigned in the same
file. So too where a secret's name is given another variable as a mapping's entry or a call's
keyword argument (`params = {"token": syn}`, `headers={"X-API-Key": PA_READ}`, R's
`list(token = tok)`): what a request sends under that name is that variable's literal. Only
where the other name is no secret's: a secret's own name has its literal found under it already.

A variable given an environment variable named for a secret and, where that is unset, a literal
(R's `key <- Sys.getenv("COMMCARE_API_KEY")` then `if (key == "") key <- "…"`, Python's
`key = os.getenv("X_TOKEN")` then `if not key: key = "…"`): the literal, assigned within a few
lines, is the value the variable holds under the environment variable's name.

Read only in code, where a bare word after `=` is a variable (in a shell or an env file it is
the value itself), on the lines the named-values finder's keywords anchor. The file's literal
assignments are read once, on the first alias found, so the work stays linear in its length."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from govern.secrets.assignments import Candidate
from govern.secrets.lines import name_line_start
from govern.secrets.names import SecretNames, Strength, words

# A whole line assigning one variable to another: NAME = OTHER (a comment may follow).
_ALIAS = re.compile(
    r"[ \t]*(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*=[ \t]*"
    r"(?P<other>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*(#[^\n]*)?\r?(\n|$)"
)
# An entry of a mapping or a call's keyword argument on a line (after its `{`, `(`, `,` or at
# the line's start, a long literal's items one a line) that gives a name another variable: a
# quoted key and `:` (a dict's, a JSON-like object's; a header's name is dashed), or a bare name
# and `=` (not `==`). The variable ends the entry. A bare key and `:` is left out: in Python that
# key is itself a variable (`{key: value}`), not a name.
_ENTRY = re.compile(
    r"(?:^|(?<=[({,]))[ \t]*(?:(?P<q>[\"'])(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,63})(?P=q)[ \t]*:"
    r"|(?P<argument>[A-Za-z_][A-Za-z0-9_.]{0,63})[ \t]*=(?!=))[ \t]*"
    r"(?P<other>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*(?=[,)}\]]|#|\r?$)",
    re.MULTILINE,
)
# A name and `=` inside a string, given a variable interpolated (Python's f-string
# `f"apikey token={KEY}"`, `f"...?api_key={k}"`, JavaScript's template `token=${KEY}`) or
# joined on at the string's end (R's `paste0("...&api_key=", k)`, `"...?key=" + k`): the
# string sends that variable's literal under the name.
_INTERPOLATED = re.compile(
    r"(?<![A-Za-z0-9_.-])(?P<name>[A-Za-z_][A-Za-z0-9_-]{0,63})="
    r"(?:\$?\{(?P<inside>[A-Za-z_][A-Za-z0-9_]{0,63})\}"
    r"|[\"'][ \t]*[,+][ \t]*(?P<joined>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*(?=[,)+]|\r?$))"
)
# How far a line is read for such entries.
_ENTRY_LINE = 512
# A whole line assigning a variable a string literal (R's `<-` as Python's `=`), or a
# notebook's code line doing so: a JSON string holding the line, its quotes escaped and its
# line break written `\n`.
_LITERAL = re.compile(
    r"(?m)^[ \t]*(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*(?:=|<-)[ \t]*"
    r"(?P<q>[\"'])(?P<value>[^\"'\\\n]{1,256})(?P=q)[ \t]*(#[^\n]*)?\r?$"
    r"|^[ \t]*\"(?P<cell_name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*(?:=|<-)[ \t]*"
    r"(?P<cell_q>\\\"|')(?P<cell_value>[^\"'\\\n]{1,256})(?P=cell_q)[ \t]*(?:\\n)?\",?[ \t]*\r?$"
)
# A whole line giving a variable an environment variable's value by its quoted name: R's
# Sys.getenv, Python's os.getenv and os.environ (get or index), C's and PHP's getenv, Julia's
# and Ruby's ENV[...].
_ENVIRONMENT_READ = re.compile(
    r"[ \t]*(?P<name>[A-Za-z_][A-Za-z0-9_.]{0,63})[ \t]*(?:=|<-)[ \t]*"
    r"(?:Sys\.getenv\(|(?:os\.)?getenv\(|os\.environ\.get\(|os\.environ\[|ENV\[)[ \t]*"
    r"(?P<q>[\"'])(?P<variable>[A-Za-z_][A-Za-z0-9_]{0,63})(?P=q)"
)
# How many lines after it, and characters at most, its fallback literal is looked for in.
_FALLBACK_LINES = 4
_FALLBACK_REACH = 512
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
    aliased = 0
    for anchor in anchors:
        start = name_line_start(text, anchor)
        if start in seen or aliased >= _MAX_ALIASES:
            continue
        seen.add(start)
        if fallback := _environment_fallback(text, start, names):
            yield fallback
            continue
        found = list(_aliased(text, start))
        aliased += bool(found)
        for name, other in found:
            if (
                other in _CONSTANTS
                or names.strength(name) is not Strength.STRONG
                or names.strength(other) is not Strength.NONE
                or _record_key(name, other)
            ):
                continue
            if literals is None:
                literals = _literals(text)
            if other in literals:
                yield Candidate(name, Strength.STRONG, *literals[other])


def _aliased(text: str, start: int) -> Iterator[tuple[str, str]]:
    """The names the line at START gives another variable, each with that variable: the whole
    line's `NAME = OTHER`, or its entries' `"NAME": OTHER` and `NAME=OTHER` and its strings'
    `NAME={OTHER}` or `"...NAME=", OTHER`."""
    alias = _ALIAS.match(text, start)
    if alias is not None:
        yield alias["name"], alias["other"]
        return
    end = text.find("\n", start, start + _ENTRY_LINE)
    end = end if end >= 0 else min(len(text), start + _ENTRY_LINE)
    for entry in _ENTRY.finditer(text, start, end):
        yield entry["key"] or entry["argument"], entry["other"]
    for interpolated in _INTERPOLATED.finditer(text, start, end):
        yield interpolated["name"], interpolated["inside"] or interpolated["joined"]


def _environment_fallback(text: str, start: int, names: SecretNames) -> Candidate | None:
    """The literal the variable that the line at START gives a secret's environment variable
    is assigned in the few lines after it, where the variable is unset: under that environment
    variable's name."""
    read = _ENVIRONMENT_READ.match(text, start)
    if read is None:
        return None
    strength = names.strength(read["variable"])
    if strength is Strength.NONE:
        return None
    end = read.end()
    for _ in range(_FALLBACK_LINES):
        end = text.find("\n", end + 1, start + _FALLBACK_REACH)
        if end < 0:
            end = min(len(text), start + _FALLBACK_REACH)
            break
    assigned = re.compile(
        rf"(?<![A-Za-z0-9_.$]){re.escape(read['name'])}[ \t]*(?:<-|=(?!=))[ \t]*"
        r"(?P<q>[\"'])(?P<value>[^\"'\\\n]{1,256})(?P=q)"
    ).search(text, read.end(), end)
    if assigned is None:
        return None
    return Candidate(read["variable"], strength, *assigned.span("value"))


def _record_key(name: str, other: str) -> bool:
    """Whether NAME is OTHER's words and a key's or an id's (`installationKey = installation`,
    `dataset_id = dataset`): the entry gives the record's key of the thing the variable holds,
    as a registry's API names its records' ids (GBIF's datasetKey), no secret."""
    named = words(name)
    return named[-1:] in (["key"], ["id"]) and named[:-1] == words(other)


def _literals(text: str) -> dict[str, tuple[int, int]]:
    """Where each variable TEXT assigns a string literal has its first such value."""
    found: dict[str, tuple[int, int]] = {}
    for literal in _LITERAL.finditer(text):
        if literal["name"] is not None:
            found.setdefault(literal["name"], literal.span("value"))
        else:
            found.setdefault(literal["cell_name"], literal.span("cell_value"))
    return found
