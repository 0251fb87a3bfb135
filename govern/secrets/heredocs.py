"""Files a script writes from a here-document: `cat > ~/.netrc <<EOF`, `cat <<'EOF' > ~/.pgpass`,
`tee -a ~/.cdsapirc <<-END`. The lines between the opening and the closing word are the file's
text, written in the script: a set-up script that creates a credential file holds the
credential in that file's own format, which only the rules for that file's name read (the
cdsapi client's `key: UID:KEY`, a `.netrc`'s `machine … password …`). Each such body is
scanned again as a file of the name it is written to. So is the one line an `echo` or a
`printf` writes to a file (`echo "db:5432:*:ana:PW" > /opt/pgpass`, `printf '%s' TOKEN >
~/.vault-token`, `echo KEY | sudo tee /etc/app/token`): a container's definition or a set-up
script writes a password file's line that way.

The text is read once from start to end: the first `<<` of each line is looked at once and a
body is searched for its closing word within a bound, after which the search goes on past the
body; each `echo` and `printf` is looked at once, up to a bound."""

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
# The line an echo or a printf writes to a file: its options, printf's format of one `%s`, the
# text (quoted, or one bare word), then the redirection or a pipe into tee, and the path. The
# text may go through a decoder on its way (`echo "…" | base64 -d > /etc/munge/munge.key`, as
# a binary key is written from a script, `| xxd -r -p`, `| openssl base64 -d`): the file holds
# the text decoded, and the text, base64 or hex, is the key all the same.
_DECODER = (
    r"(?:\|[ \t]*(?:base64[ \t]+(?:-d|-D|--decode)(?:[ \t]+-[iw]0?)?"
    r"|openssl[ \t]+(?:base64|enc[ \t]+-base64)[ \t]+-d(?:[ \t]+-A)?"
    r"|xxd[ \t]+(?:-r[ \t]+-p|-p[ \t]+-r|-rp|-pr))[ \t]*)?"
)
_ECHOED = re.compile(
    r"(?:echo|printf)(?:[ \t]+-[neE]{1,3})*[ \t]+(?:(['\"])%s(?:\\n)?\1[ \t]+)?"
    r"(?:(?P<quote>['\"])(?P<quoted>[^'\"\n]{1,1024})(?P=quote)|(?P<bare>[^\s'\"<>|;&`()]{1,1024}))"
    rf"[ \t]*{_DECODER}(?:>>?|\|[ \t]*(?:sudo[ \t]+)?tee(?:[ \t]+-a)?)[ \t]*"
    r"(['\"]?)(?P<path>[^\s'\";|&<>()`]{1,512})\5"
)
_ECHO_WORDS = ("echo", "printf")
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


def echoed_lines(text: str) -> Iterator[HereDocument]:
    """The lines TEXT (a script) writes to a file with echo or printf, in the order of the
    commands' words (each word's occurrences, up to a bound, looked at once)."""
    for word in _ECHO_WORDS:
        position = read = 0
        while read < _MAX_DOCUMENTS:
            at = text.find(word, position)
            if at < 0:
                break
            position = at + len(word)
            if at > 0 and (text[at - 1].isalnum() or text[at - 1] in "_-./"):
                continue  # part of another word (myecho, /bin/echo is read at its echo)
            echoed = _ECHOED.match(text, at)
            if echoed is None:
                continue
            read += 1
            target = _parts(echoed["path"])
            if target is not None:
                body = "quoted" if echoed["quoted"] is not None else "bare"
                yield HereDocument(target, echoed.start(body), echoed.end(body))


def _target(line: str) -> tuple[str, ...] | None:
    """The components of the path LINE's command writes its input to, if it names one."""
    found = _TARGET.search(line)
    if found is None:
        return None
    return _parts(found["path"])


def _parts(path: str) -> tuple[str, ...] | None:
    """The components of PATH, a file a script writes, a home folder's spelling dropped."""
    for home in _HOME:
        if path == home or path.startswith(home + "/"):
            path = path[len(home) :]
            break
    parts = tuple(part for part in PurePosixPath(path).parts if part != "/")
    return parts or None
