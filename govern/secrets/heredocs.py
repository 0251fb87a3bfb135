"""Files a script writes from a here-document: `cat > ~/.netrc <<EOF`, `cat <<'EOF' > ~/.pgpass`,
`tee -a ~/.cdsapirc <<-END`. The lines between the opening and the closing word are the file's
text, written in the script: a set-up script that creates a credential file holds the
credential in that file's own format, which only the rules for that file's name read (the
cdsapi client's `key: UID:KEY`, a `.netrc`'s `machine … password …`). Each such body is
scanned again as a file of the name it is written to.

The text is read once from start to end: the first `<<` of each line is looked at once and a
body is searched for its closing word within a bound, after which the search goes on past the
body."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import PurePosixPath

# How many here-documents of one file are read, and how far a body's closing word is looked
# for: set-up scripts write a few short files.
_MAX_DOCUMENTS = 64
_MAX_BODY = 64 * 1024
# The opening: `<<WORD`, `<<-WORD` (leading tabs stripped), `<<'WORD'`, `<<"WORD"`; not a
# here-string (`<<<`), which rules of its own read.
_OPENING = re.compile(r"<<(-?)[ \t]*(['\"]?)([A-Za-z_][A-Za-z0-9_]{0,63})\2")
# A command that copies its input to a file: cat with its output redirected, tee given a file.
_WRITER = re.compile(r"\b(cat|tee)\b")
_TARGET = re.compile(
    r"(?:(?<![<>0-9&])>>?|\btee(?:[ \t]+-a)?)[ \t]*(['\"]?)(?P<path>[^\s'\";|&<>()`]{1,512})\1"
)
# A home folder's spellings: the file is written under the user's home, whoever runs it.
_HOME = ("~", "$HOME", "${HOME}")


@dataclass(frozen=True)
class HereDocument:
    """A here-document's body, TEXT[START:END], written to the file whose path has the
    components TARGET."""

    target: tuple[str, ...]
    start: int
    end: int


def here_documents(text: str) -> Iterator[HereDocument]:
    """The here-documents of TEXT (a script) that a command writes to a file."""
    position = read = 0
    while read < _MAX_DOCUMENTS:
        at = text.find("<<", position)
        if at < 0:
            return
        line_end = text.find("\n", at)
        if line_end < 0:
            return  # no line after it: no body
        # One here-document a line is read (a second on the same line is rare): each line is
        # looked at once, however many `<<` it holds.
        position = line_end + 1
        opening = _OPENING.match(text, at)
        if opening is None or text.startswith("<<<", at):
            continue
        line = text[text.rfind("\n", 0, at) + 1 : line_end]
        target = _target(line) if _WRITER.search(line) else None
        if target is None:
            continue
        read += 1
        start = line_end + 1
        closing = re.compile(rf"(?m)^\t*{opening[3]}[ \t]*\r?$").search(
            text, start, start + _MAX_BODY
        )
        if closing is None:
            continue
        position = closing.end()
        yield HereDocument(target, start, closing.start())


def _target(line: str) -> tuple[str, ...] | None:
    """The components of the path LINE's command writes its input to, if it names one."""
    found = _TARGET.search(line)
    if found is None:
        return None
    path = found["path"]
    for home in _HOME:
        if path == home or path.startswith(home + "/"):
            path = path[len(home) :]
            break
    parts = tuple(part for part in PurePosixPath(path).parts if part != "/")
    return parts or None
