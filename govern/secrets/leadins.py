"""The value a note gives under a lead-in that refers back to a secret its last sentence named:
"Use an app password, never the account password. The one for the scraper:" above `VALUE`, "The
old MP key (…) was regenerated today; it is dead. New one, also in ~/.config/.pmgrc.yaml:" above
VALUE. The lead-in is a sentence of its own that starts with "the one", "the new one" or "the
current one" (or "use this one", a chat's answer, its speaker's name first) and ends its line
with a colon; the value stands alone on the next line (after at
most one blank line), indented, quoted by a chat's `>` or set as code. A lead-in that calls its
one old or dead ("The old one, revoked:", "The March one expired:") is not read: its determiner
is none of those words, and its words may not say so. The sentence before it runs on from the
secret's word for a bound, with no blank line, heading or list item between."""

from __future__ import annotations

import re

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
    r"(?=[.,;]?[ \t]*(?:\r?\n|$)|[ \t]+(?:\(|--?[ \t]|\u00e2\u0080[\u0093\u0094]))"
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
