"""Prose that says the values it introduces are a documentation's examples, not one's own: "the
API docs' examples are not ours: `Authorization: Bearer …`", "the dlms-cli README example keys
are just ASCII (…):" above the keys. A vendor prints such values for every reader; they open no
account of ours. The clause names the docs (docs, documentation, README) as the examples'
owner, says what they are (not ours, just or only something), and ends with a colon that
introduces the value on its line or, ending its line, the value on the next one.

unrealabove.py reads the other ways a remark calls a value a documentation's copy ("from the
Relay docs", "the docs' example secret:"); this reads the clause that speaks of the docs'
examples as a group and introduces them."""

from __future__ import annotations

import re

from govern.secrets.lines import line_above, line_start

# How long a line the clause and its value are read on.
_LINE_BOUND = 240
# The docs' examples as the clause's subject, and what the clause says they are, up to its
# colon. Not one's own docs ("our docs' examples"), nor a clause that goes on to another
# sentence before the colon.
_DOCS_EXAMPLES = re.compile(
    r"(?i)(?<!our )(?<!my )\b(?:docs'?|documentation'?s?|readme'?s?)[ \t]+examples?"
    r"(?:[ \t]+(?:keys?|tokens?|secrets?|values?|credentials?))?[ \t]+(?:are|is)[ \t]+"
    r"(?:not[ \t]+(?:ours|mine|real)|just|only)\b(?P<said>[^:;.!?\n]{0,80}):"
)
# What lies between the colon and the value on its line: a code span's opening and a header's
# name at most ("`Authorization: Bearer "), no word that brings in one's own or a live value.
_BETWEEN = re.compile(r"[ \t]*[`'\"]?[\w -]{0,40}(?::[ \t]*[\w-]{1,20}[ \t]+)?\Z")
_OWN_OR_LIVE = re.compile(r"(?i)\b(?:our|ours|my|mine|own|real|live|actual|current)\b")


def said_docs_example(text: str, start: int) -> bool:
    """Whether prose just before the value at START, on its line or ending the line above it,
    introduces the documentation's examples the value is one of."""
    first = line_start(text, start, _LINE_BOUND)
    if first is None:
        return False
    before = text[first:start]
    for said in _DOCS_EXAMPLES.finditer(before):
        if _introduces(said, before[said.end() :]):
            return True
    above = line_above(text, first, _LINE_BOUND)
    if above is None or _OWN_OR_LIVE.search(before):
        return False
    line = text[above[0] : above[1]].rstrip()
    return any(
        said.end() == len(line) and _OWN_OR_LIVE.search(said["said"]) is None
        for said in _DOCS_EXAMPLES.finditer(line)
    )


def _introduces(said: re.Match[str], between: str) -> bool:
    """Whether the clause SAID, BETWEEN its colon and the value, introduces the value."""
    return _OWN_OR_LIVE.search(said["said"]) is None and _BETWEEN.match(between) is not None
