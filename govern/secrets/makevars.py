"""Commands a Makefile's recipes run through a variable: `SQLCMD = sqlcmd -S db -U svc` once,
then `$(SQLCMD) -P 'PASSWORD' -i q.sql` in a recipe. The recipe line alone names no tool, so
the rules for the tool's password options cannot read it; read with the variable's value in
place of the reference, it is the command make runs.

Only a reference that starts a recipe's command is expanded (make's own `$(CC) …` idiom), with
the last simple definition of its variable in the same file; each line is expanded once and
all of them are searched together, as one text."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass

# A variable's definition: NAME = VALUE, :=, ::=, ?=, +=, !=; `export` or `override` before it.
# A value continued over lines (a trailing backslash) is left alone.
_DEFINITION = re.compile(
    r"(?m)^(?:(?:export|override)[ \t]+)?(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*"
    r"(?::{1,3}|\?|\+|!)?=[ \t]*(?P<value>[^\n]{0,1024}?)[ \t]*\r?$"
)
# A recipe line (a tab first) whose command is a variable: `\t$(SQLCMD) …`, `\t@${PSQL} …`.
_RECIPE_CALL = re.compile(
    r"(?m)^\t[ \t]*[@+-]*[ \t]*(?P<reference>\$[({](?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[)}])"
)
_MAKEFILES = ("Makefile", "makefile", "GNUmakefile")
# How many recipe lines of one file are expanded: a file's scan stays in proportion to it.
_MAX_LINES = 4096


def is_makefile(parts: tuple[str, ...]) -> bool:
    name = parts[-1] if parts else ""
    return name in _MAKEFILES or name.endswith(".mk")


@dataclass(frozen=True)
class Expanded:
    """Recipe lines with their command's variable expanded, joined as TEXT; a secret found in
    TEXT at START maps back to the Makefile by `place`."""

    text: str
    # For each expanded line: where it starts in TEXT, where its part after the variable's
    # value starts in TEXT, and where that part starts in the Makefile.
    lines: tuple[tuple[int, int, int], ...]

    def place(self, start: int) -> int | None:
        """Where TEXT[START:] is in the Makefile; None inside a variable's value (a secret
        there is found on the definition's own line)."""
        at = bisect.bisect_right(self.lines, (start, len(self.text), len(self.text))) - 1
        if at < 0:
            return None
        _, rest, origin = self.lines[at]
        return origin + start - rest if start >= rest else None


def expanded_recipes(text: str) -> Expanded | None:
    """TEXT's (a Makefile's) recipe lines whose command is a variable it defines, expanded."""
    if "$(" not in text and "${" not in text:
        return None
    values = {found["name"]: found["value"] for found in _DEFINITION.finditer(text)}
    pieces: list[str] = []
    lines: list[tuple[int, int, int]] = []
    length = 0
    for call in _calls(text):
        value = values.get(call["name"], "")
        if not value or "$" in value:
            continue  # an undefined or computed command: nothing to read
        line_end = text.find("\n", call.end())
        line_end = len(text) if line_end < 0 else line_end
        head = text[call.start() : call.start("reference")] + value
        pieces.append(head + text[call.end() : line_end] + "\n")
        lines.append((length, length + len(head), call.end()))
        length += len(pieces[-1])
    return Expanded("".join(pieces), tuple(lines)) if lines else None


def _calls(text: str) -> Iterator[re.Match[str]]:
    for n, call in enumerate(_RECIPE_CALL.finditer(text)):
        if n >= _MAX_LINES:
            return
        yield call
