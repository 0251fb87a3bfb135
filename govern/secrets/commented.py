"""Values a comment says are secrets, under a name that says nothing: `# Synoptic API token`
above `syn = "…"`, `MP = "…"  # Materials Project key`. People name a variable for the service
(or a letter) and say what it holds in the comment beside it; the comment is then the only
name the value has.

A comment is one whole line after a comment's mark (`#`, `//`, `--`, `%`, `;`, `/*`) whose last
lines run straight into the assignment, or the end of the assignment's own line. The assignment
is the whole line: a name, an operator, and one value, quoted (in code, where a bare word is a
variable) or bare. Its name must say nothing (the names table gives it no strength, and no word
of it says identifier, reference, digest or public), and the comment must be words (not code
commented out) naming a secret by a word the names table knows, none of them calling the value
an identifier, a digest or public. The value is then judged as one under a name that only may be
secret: it must look random.

Each keyword's occurrence is looked at once, within its line and the few lines below it."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from govern.secrets.assignments import Candidate
from govern.secrets.generated import says_digest_id_or_public, says_not_secret
from govern.secrets.lines import COMMENT_MARK, line_around, line_below
from govern.secrets.names import SecretNames, Strength

# A line this long is data or minified code, not a comment or a setting.
_MAX_LINE = 512
# Comment lines that may stand between the one naming the secret and the assignment.
_MORE_COMMENT_LINES = 2
# A comment at the end of a line after code: a blank before it, or the statement's semicolon
# (`…";// key`); a blank after it where the mark is an operator too.
_TRAILING_COMMENT = re.compile(r"(?:[ \t]+|(?<=;))(?:#|//|(?:--|%)[ \t])")
_MARKS = ("#", "//", "--", "%")
# The assignment: declaration words, the name (a dotted or indexed one too), a type, the
# operator, and one value, quoted or bare, then a statement's end or a comment.
_ASSIGNMENT = re.compile(
    r"[ \t]*(?:(?:export|const|let|var|my|our|local|final|static|private|public|readonly|val"
    r"|String|string|str)[ \t]+)*"
    r"[$@]?(?P<name>[A-Za-z_][A-Za-z0-9_.]{0,63})(?:\[[\"']?[A-Za-z0-9_.-]{1,64}[\"']?\])?"
    r"(?:[ \t]*:[ \t]*[A-Za-z_][A-Za-z0-9_.<>\[\]]{0,32})?"
    r"[ \t]*(?::=|<-|=|:)[ \t]*"
    r"(?:(?P<quote>[\"'`])(?P<quoted>[^\s\"'`]{8,256})(?P=quote)|(?P<bare>[^\s\"'`;,#]{8,256}))"
    r"[ \t]*[;,]?[ \t]*\r?"
)
# The comment's words, beside a digest's, an identifier's and public (generated.py's), that say
# the value is not the secret itself: an example, an address or a file where the secret is,
# or what identifies something (Duo's "integration key (identifies the application)": its
# secret key is another setting).
_NOT_THE_SECRET = re.compile(
    r"\b(?:identif(?:iers?|ies|y|ying)|example|placeholder|dummy|fake|sample|url|path|file|endpoint|name"
    r"|username|user)\b",
    re.IGNORECASE,
)
# What a comment of words has not: code commented out (`# login(token=os.environ["X"])`). An
# apostrophe inside a word (the lab's token) is no quote.
_NOT_PROSE = re.compile(r"[=\"`\[\]{}]|(?<![A-Za-z])'|'(?![A-Za-z])")
# The words around the keyword that may name the secret: the keyword's own and the one before
# it (api key, alias token).
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")


def commented_candidates(
    text: str,
    anchors: Iterable[int],
    code: bool,
    lookalike_names: tuple[str, ...],
    names: SecretNames,
) -> Iterator[Candidate]:
    """The values a comment at one of ANCHORS (positions of secret words) says are secret, each
    under its assignment's name, as one that only may be secret. CODE: TEXT is source code,
    where only a quoted value is one. LOOKALIKE_NAMES: fragments of names (lower case) whose
    values are public (site keys)."""
    done_until = -1
    for anchor in sorted(anchors):
        if anchor < done_until:
            continue
        line = line_around(text, anchor, anchor, _MAX_LINE)
        if line is None:
            # A line longer than a comment's: data or minified code. Its other keywords, up to
            # its end or where that was looked for, are on it too.
            line_end = text.find("\n", anchor, anchor + _MAX_LINE)
            done_until = line_end if line_end >= 0 else anchor + _MAX_LINE
            continue
        line_start, line_end = line
        done_until = line_end
        whole = COMMENT_MARK.match(text, line_start, anchor)
        if whole is not None:
            comment_start = whole.end()
            assignment = _assignment_below(text, line_end, code)
        elif (trailing := _last_trailing_comment(text, line_start, anchor)) is not None:
            comment_start = trailing.end()
            assignment = _assignment(text, line_start, trailing.start(), code, trailing=True)
        else:
            continue
        comment = text[comment_start:line_end]
        if (
            assignment is None
            or _NOT_PROSE.search(comment)
            or _NOT_THE_SECRET.search(comment)
            or says_digest_id_or_public(comment)
            or not _names_secret(text, anchor, comment_start, names, lookalike_names)
        ):
            continue
        name = assignment["name"]
        if names.strength(name) is not Strength.NONE:
            continue  # a name that says secret: its own rule judges the value
        if says_not_secret(name, lookalike_names, names):
            continue
        value = "quoted" if assignment["quoted"] is not None else "bare"
        yield Candidate(name, Strength.WEAK, assignment.start(value), assignment.end(value))


def _last_trailing_comment(text: str, line_start: int, anchor: int) -> re.Match[str] | None:
    """The mark of the comment at the end of a line of code that holds ANCHOR, if one does."""
    marks = list(_TRAILING_COMMENT.finditer(text, line_start, anchor))
    return marks[-1] if marks else None


def _names_secret(
    text: str, anchor: int, comment_start: int, names: SecretNames, lookalike_names: tuple[str, ...]
) -> bool:
    """Whether the word at ANCHOR (the whole word: not pass in bypass), alone or after the word
    before it, names a secret, and the two do not name something else the word keys or makes
    (a cache key, a primary key, a site key)."""
    start = anchor
    while start > comment_start and (text[start - 1].isalnum() or text[start - 1] in "_-"):
        start -= 1
    word = _WORD.match(text, start)
    if word is None:
        return False
    phrases = [word[0]]
    if before := text[comment_start:start].split():
        phrase = f"{before[-1]}_{word[0]}"
        if says_not_secret(phrase, lookalike_names, names):
            return False
        phrases.append(phrase)
    return any(names.strength(phrase) is not Strength.NONE for phrase in phrases)


def _assignment_below(text: str, line_end: int, code: bool) -> re.Match[str] | None:
    """The assignment on the first line after LINE_END that is not a comment, if the comment
    runs into it (a few comment lines between, no blank line)."""
    for _ in range(_MORE_COMMENT_LINES + 1):
        below = line_below(text, line_end, _MAX_LINE)
        if below is None:
            return None
        start, line_end = below
        if COMMENT_MARK.match(text, start, line_end) is None:
            return _assignment(text, start, line_end, code, trailing=False)
    return None


def _assignment(
    text: str, start: int, end: int, code: bool, trailing: bool
) -> re.Match[str] | None:
    """The assignment TEXT[START:END] is, whole (TRAILING: the code before a comment; otherwise
    a line, which a comment of its own may end), its value quoted where CODE."""
    line = _ASSIGNMENT.match(text, start, end)
    if line is None or (code and line["quoted"] is None):
        return None
    if line.end() == end or (not trailing and text.startswith(_MARKS, line.end())):
        return line
    return None
