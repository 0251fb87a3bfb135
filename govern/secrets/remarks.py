"""What a comment just above a value says of it: that the key or token set below it is public
by design (Docusaurus's `// Public API key: it is safe to commit it` above Algolia's search
key, `# the app key is public` above a Pusher or Ably browser key). The comment on a value's
own line is matching.py's `_declared_public`; this looks a few lines up, to the first comment
of the value's block, past no other secret's setting (which the comment would be about)."""

from __future__ import annotations

import re

from govern.secrets.lines import COMMENT_MARK, line_above, line_start
from govern.secrets.names import words

# How many lines above a value its comment is looked for, and how long each may be.
_REACH_LINES = 3
_LINE_BOUND = 240
# A remark that a key or token is public: "public API key", "public search token", "the app
# key is public", "keys are publishable"; or that it may be committed or shipped ("safe to
# commit"). Not when denied ("not public", "never safe to commit"); "public" must end its word
# (public-facing, publicly say nothing of the value).
_PUBLIC_REMARK = re.compile(
    r"(?<!not )(?<!never )\bpublic[ \t]+(?:(?:api|app|search|site|browser|client|web)[ \t-]+)?"
    r"(?P<word>key|token)s?\b"
    r"|\b(?P<subject>key|token)s?[ \t]+(?:is|are)[ \t]+(?:public|publishable)(?![\w-])"
    r"|(?<!not )(?<!never )(?<!n't )\bsafe[ \t]+to[ \t]+(?:commit|publish|ship|expose)\b",
    re.IGNORECASE,
)
# A line between the comment and the value that sets another secret: the comment is that
# one's (its name holds a secret's word before `=` or `:`).
_OTHER_SECRET = re.compile(
    r"(?i)(?:key|token|secret|pass|auth)[A-Za-z0-9_-]*[\"']?[ \t]*(?:=|:(?!//))"
)

# Words of a name that say its value is the private side of a pair, whatever a comment above
# says of the public side (`# public API key` above PRIVATE_API_KEY, ADMIN_KEY, SERVER_TOKEN).
_SECRET_SIDE = frozenset({"secret", "private", "admin", "master", "server", "management"})


def said_public_above(text: str, start: int, name: str) -> bool:
    """Whether the nearest comment above the value at START, within _REACH_LINES lines of it
    and its block (no blank line, no other secret's setting between), says that the key or
    token NAME holds is public by design: the word it says so of (key, token) must be one of
    NAME's."""
    if _SECRET_SIDE.intersection(words(name)):
        return False
    first = line_start(text, start, _LINE_BOUND)
    for _ in range(_REACH_LINES):
        above = None if first is None else line_above(text, first, _LINE_BOUND)
        if above is None:
            return False  # the first line, or a line too long to be a setting's
        first, last = above
        line = text[first:last]
        if not line.strip():
            return False
        comment = COMMENT_MARK.match(line)
        if comment is not None:
            return _says_public(line[comment.end() :], name)
        if _OTHER_SECRET.search(line):
            return False
    return False


def _says_public(remark: str, name: str) -> bool:
    said = _PUBLIC_REMARK.search(remark)
    if said is None:
        return False
    word = said["word"] or said["subject"]
    return word is None or word.lower() in words(name)
