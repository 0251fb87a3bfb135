"""A value given by keyword to a call whose documentation says that argument identifies the
calling app (the `[calls]` table's `identifier_keywords`): RSocrata's
`read.socrata(url, app_token = "…")` sends the app token in clear to lift the throttle; random
as a key, it is no secret (LABELS.md rule 3). The same name given to any other call, or set
alone, is judged by its name as before."""

from __future__ import annotations

from govern.secrets.calls import CallTable
from govern.secrets.callsites import enclosing_call

# How far before the value the call that takes it is looked for: a call's arguments are written
# together, and the reach keeps a file of parentheses from being walked whole.
_REACH = 1024


def identifier_keyword(text: str, name: str, start: int, table: CallTable) -> bool:
    """Whether the value at START, under NAME, is given by that keyword to a call the TABLE says
    takes the app's identifier by it: the call opened within a bounded reach before the value
    and not closed before it."""
    keyword = name.lower()
    if not any(keyword in given for given in table.identifier_keywords.values()):
        return False  # most names: no call to look for
    called = enclosing_call(text, start - 1, _REACH)
    if called is None:
        return False
    # The name as written, or its last parts (sodapy.Socrata is Socrata).
    parts = called.split(".")
    return any(
        keyword in table.identifier_keywords.get(".".join(parts[n:]), frozenset())
        for n in range(len(parts))
    )
