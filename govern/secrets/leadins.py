"""The value a note gives under a lead-in that refers back to a secret its last sentence named:
"Use an app password, never the account password. The one for the scraper:" above `VALUE`, "The
old MP key (…) was regenerated today; it is dead. New one, also in ~/.config/.pmgrc.yaml:" above
VALUE. The lead-in is a sentence of its own that starts with "the one", "the new one" or "the
current one" (or "use this one", a chat's answer, its speaker's name first) and ends its line
with a colon; the value stands alone on the next line (after at
most one blank line), indented, quoted by a chat's `>` or set as code. A lead-in that calls its
one old or dead ("The old one, revoked:", "The March one expired:") is not read: its determiner
is none of those words, and its words may not say so. The sentence before it runs on from the
secret's word for a bound, with no blank line, heading or list item between. A heading or a
list item that names a kind of secret in the plural leads in the items below it, one each."""

from __future__ import annotations

import re

from govern.secrets.latin1 import DASH
from govern.secrets.lines import line_start

# The rest of the secret's sentence, then the lead-in sentence: a line break may wrap either,
# into a line that goes on with the text (not blank, no list item, heading or quote).
_WRAP = r"\r?\n(?![ \t]*(?:\r?\n|$|[-*+>][ \t]|[0-9]{1,3}[.)][ \t]|#))"
_LEAD_IN = re.compile(
    rf"(?:[^\n`<>]|{_WRAP}){{0,160}}?[.;!?][ \t]+"
    # A chat pasted into the note: the answer's speaker, after a separator, may come first (a
    # middle dot read as latin-1 is two characters, the first a letter outside ASCII).
    r"(?:[^\sA-Za-z0-9_`<>]{1,3}[ \t]+)?(?:[A-Z][a-z]{1,30}:[ \t]+)?"
    r"(?:(?:[Uu]se[ \t]+)?(?:[Tt]he|[Oo]ur|[Mm]y|[Tt]his)[ \t]+)?(?:(?:[Nn]ew|[Cc]urrent)[ \t]+)?"
    r"(?<![A-Za-z])one\b"
    r"(?P<lead>[^\n`:<>]{0,100}):[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*(?:>[ \t]+)?"
    r"(?:`(?P<code>[^`\s]{1,256})`"
    r"|(?P<bare>[^\s`\"'<>/$~{(\[*#|-][^\s`\"'<>]{4,254}[^\s`\"'<>.,;:)\]]))"
    rf"(?=[.,;]?[ \t]*(?:\r?\n|$)|[ \t]+(?:\(|--?[ \t]|{DASH}))"
)
# A lead-in's words that say its one is no longer live, or an older one.
_DEAD_LEAD = re.compile(
    r"(?i)\b(?:old|older|previous|prior|former|expired|revoked|retired|dead|disabled|deleted"
    r"|invalid|example|sample|rotated|superseded|deprecated|(?:was|been|got)[ \t]+replaced)\b"
)


def referred_value(text: str, name_end: int) -> tuple[int, int] | None:
    """The span of the value a lead-in after the secret's word ending at NAME_END gives it, if
    one does (see _LEAD_IN)."""
    lead = _LEAD_IN.match(text, name_end)
    if lead is None or _DEAD_LEAD.search(lead["lead"]) is not None:
        return None
    return lead.span("code") if lead["code"] is not None else lead.span("bare")


# A note's Markdown heading that names a kind of secret ("## App passwords we made for service
# accounts"), the secret's word its own (no list item, no other line): the section under it
# lists them, one an item. An item whose line ends with a colon (its lead-in: whose and when,
# "`svc-sync` (rclone): created in the web UI, 2025-03-04:") gives its one alone on the next
# line. The caller takes only a value of the kind's own shape (an app password's groups).
# Its marks' blanks are bounded (no heading has more), so the whole lead before the word is too:
# its line's start is looked for no further back than _HEADING_LEAD, and a long line of names
# costs each name that much, not the line's length before it.
_HEADING = re.compile(r"[ \t]{0,3}#{1,6}[ \t]{1,80}(?:[^\n#]{0,80}[ \t])?\Z")
_HEADING_LEAD = 3 + 6 + 80 + 81
_ITEM = re.compile(
    r"[ \t]*[-*+][ \t]+(?P<lead>[^\n]{1,200}):[ \t]*\r?\n[ \t]*"
    r"(?P<value>[^\s`\"'<>]{8,128})[ \t]*(?:\r?\n|\Z)"
)
_NEXT_HEADING = re.compile(r"(?m)^[ \t]{0,3}#{1,6}[ \t]")
# How far below its heading a section's items are read.
_SECTION_REACH = 1200


# A note's list item that names a kind of secret, the secret's word its own, and ends its line
# with a colon ("- API keys (web UI -> Security -> API keys):"): the items nested under it list
# them, one an account each, its name, a dash and its one ("  - svc_grafana — VALUE  (read-only
# role)"). An item whose words after its one call it old or dead gives none; an item with no
# such one (its words say where it is) is passed over.
_LIST_LEAD = re.compile(r"[ \t]*[-*+][ \t]+(?:[^\n]{0,80}[ \t(])?\Z")
_LIST_LEAD_END = re.compile(r"[^\n:]{0,120}:[ \t]*\r?\n")
# How far before the secret's word its list item may start.
_LEAD_REACH = 96
_NESTED_ITEM = re.compile(
    rf"(?P<indent>[ \t]*)[-*+][ \t]+`?[\w.@-]{{1,64}}`?[ \t]+(?:{DASH}|--?|:)[ \t]+"
    r"`?(?P<value>[^\s`\"'<>]{8,128})`?(?=[.,;]?(?:[ \t]|\r?$))(?P<rest>[^\n]{0,200})"
)


def nested_values(text: str, name_start: int, name_end: int) -> list[tuple[int, int]]:
    """The spans of the values the items nested under the list item whose lead-in holds the
    secret's word at NAME_START:NAME_END give, one an account, if it is such a lead-in (see
    _NESTED_ITEM): the lines below it indented deeper, within a bound."""
    floor = max(0, name_start - _LEAD_REACH)
    first = text.rfind("\n", floor, name_start) + 1
    if first == 0 and floor > 0:
        return []  # the word is too far into its line to be a list item's lead-in
    end_of_lead = _LIST_LEAD_END.match(text, name_end)
    if end_of_lead is None or _LIST_LEAD.match(text, first, name_start) is None:
        return []
    depth = len(text[first:name_start]) - len(text[first:name_start].lstrip(" \t"))
    spans: list[tuple[int, int]] = []
    position, end = end_of_lead.end(), min(len(text), end_of_lead.end() + _SECTION_REACH)
    while position < end:
        line_end = text.find("\n", position, end)
        line_end = end if line_end < 0 else line_end
        line = text[position:line_end]
        if len(line) - len(line.lstrip(" \t")) <= depth:
            break  # the list the lead-in heads ends with a line no deeper than it
        item = _NESTED_ITEM.match(text, position, line_end)
        if item is not None and _DEAD_LEAD.search(item["rest"]) is None:
            spans.append(item.span("value"))
        position = line_end + 1
    return spans


def listed_values(text: str, name_start: int, name_end: int) -> list[tuple[int, int]]:
    """The spans of the values the items of the section whose heading holds the secret's word at
    NAME_START:NAME_END give alone under their lead-ins, if it is a heading's (see _ITEM); an
    item whose lead-in calls its value old or dead gives none."""
    first = line_start(text, name_start, _HEADING_LEAD)
    if first is None or _HEADING.match(text, first, name_start) is None:
        return []
    body = text.find("\n", name_end)
    if body < 0:
        return []
    end = min(len(text), body + _SECTION_REACH)
    following = _NEXT_HEADING.search(text, body + 1, end)
    end = following.start() if following is not None else end
    return [
        item.span("value")
        for item in _ITEM.finditer(text, body + 1, end)
        if _DEAD_LEAD.search(item["lead"]) is None
    ]
