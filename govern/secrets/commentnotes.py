"""A secret noted in a code comment by its name and a colon: `# ca passphrase: VALUE` at a
script's head, `// api token: VALUE` above the call that wants it. In code a bare word after a
name is a variable, and a comment is mostly prose; but a whole-line comment that is only a
secret's name (a few words of it) and one value drawn at random writes the secret down, as a
note's line does. The value's own judgment (assignments._line_value: one word to the line's
end, with a digit or letters of random case) keeps out prose (`# password: see the vault`) and
types (`# token: str`); this module only says whether the name opens such a note."""

from __future__ import annotations

import re

from govern.secrets.lines import COMMENT_MARK, name_line_start

# Words of the name's phrase before its keyword (`ca passphrase`, `vault root token`): a few
# short ones, no punctuation (a sentence's clause or code has some).
_PHRASE_LEAD = re.compile(r"(?:[A-Za-z][A-Za-z0-9_-]{0,31}[ \t]+){0,3}")
# Words that say the note shows a made-up or documented value, not the one in use.
_NOT_IN_USE = re.compile(r"\b(?:e\.g|example|sample|placeholder|dummy|fake|format)\b", re.I)


def noted_in_comment(text: str, name_start: int) -> bool:
    """Whether the name at NAME_START opens a whole-line comment's note: the line's comment
    mark, then no more than a few words of its phrase before it, none saying the value is an
    example."""
    line_start = name_line_start(text, name_start)
    mark = COMMENT_MARK.match(text, line_start, name_start)
    if mark is None or not text[mark.start() : mark.end()].strip():
        return False  # no comment's mark: code, whose bare word is a variable
    lead = text[mark.end() : name_start]
    return _PHRASE_LEAD.fullmatch(lead) is not None and _NOT_IN_USE.search(lead) is None
