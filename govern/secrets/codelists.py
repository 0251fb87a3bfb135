"""Recovery codes a note lists under their label, one a line: "Recovery codes (2FA), printed
copy in the safe too:" above `abcd3fgh1jkl`, `mnop5rst7uvw`, …. A service's two-factor login
hands out such a set (Sentry's, GitHub's and GitLab's "recovery codes", Google's "backup
codes"), and each code logs its holder in once in place of the second factor.

Read only in a note (the named-values finder's label files), under a line that names the codes
and ends with a colon; the list runs on from the next line, each line one code alone (indented,
or a list's item), up to the first line that is not one. A list under any other label (ids,
host names, ticket keys, words) is not read: the label is what says these are codes."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from govern.secrets.assignments import Candidate
from govern.secrets.lines import name_line_start
from govern.secrets.names import Strength

# The label's line: the codes' name, then anything up to a colon that ends the line.
_LABEL = re.compile(
    r"(?i)[^\n]{0,80}?\b(?P<name>(?:recovery|backup)[ \t_-]+codes?)\b[^\n]{0,120}?:[ \t]*\r?\n"
)
# One code alone on its line: letters and digits, groups of them joined by hyphens (GitHub's
# `xxxxx-xxxxx`), indented or a list's item, perhaps in backticks.
_CODE = re.compile(
    r"[ \t]*(?:[-*+][ \t]+|[0-9]{1,2}[.)][ \t]+)?`?"
    r"(?P<code>[A-Za-z0-9]{4,40}(?:-[A-Za-z0-9]{4,40}){0,3})`?[ \t]*\r?(?:\n|\Z)"
)
# A set holds ten or sixteen codes; a longer run is no such list.
_MAX_CODES = 24


def listed_codes(text: str, anchors: Iterable[int]) -> Iterator[Candidate]:
    """The codes listed under a recovery codes' label on the lines the ANCHORS fall on."""
    seen: set[int] = set()
    for anchor in anchors:
        start = name_line_start(text, anchor)
        if start in seen:
            continue
        seen.add(start)
        label = _LABEL.match(text, start)
        if label is None or label.start("name") > anchor or label.end("name") < anchor:
            continue
        position = label.end()
        for _ in range(_MAX_CODES):
            code = _CODE.match(text, position)
            if code is None:
                break
            yield Candidate(label["name"], Strength.STRONG, *code.span("code"))
            position = code.end()
