"""A value given by keyword to a call whose documentation says that argument identifies the
calling app (the `[calls]` table's `identifier_keywords`): RSocrata's
`read.socrata(url, app_token = "…")` sends the app token in clear to lift the throttle; random
as a key, it is no secret (LABELS.md rule 3). The same name given to any other call, or set
alone, is judged by its name as before."""

from __future__ import annotations

from govern.secrets.calls import CallTable

# How far before the value the call that takes it is looked for: a call's arguments are written
# together, and the reach keeps a file of parentheses from being walked whole.
_REACH = 1024
# The characters of a call's name as written (R's read.socrata, Python's sodapy.Socrata).
_NAME_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.")


def identifier_keyword(text: str, name: str, start: int, table: CallTable) -> bool:
    """Whether the value at START, under NAME, is given by that keyword to a call the TABLE says
    takes the app's identifier by it: the call opened within a bounded reach before the value
    and not closed before it."""
    keyword = name.lower()
    if not any(keyword in given for given in table.identifier_keywords.values()):
        return False  # most names: no call to look for
    opened = _open_parenthesis(text, start)
    if opened is None:
        return False
    called = _called_name(text, opened)
    # The name as written, or its last parts (sodapy.Socrata is Socrata).
    parts = called.split(".")
    return any(
        keyword in table.identifier_keywords.get(".".join(parts[n:]), frozenset())
        for n in range(len(parts))
    )


def _open_parenthesis(text: str, start: int) -> int | None:
    """Where the parenthesis that is still open at START opened, back to a bound; None if none.
    Parentheses inside the arguments (a URL's `in('MA','CT')`) are passed over in pairs."""
    depth = 0
    for position in range(start - 1, max(-1, start - 1 - _REACH), -1):
        char = text[position]
        if char == ")":
            depth += 1
        elif char == "(":
            if depth == 0:
                return position
            depth -= 1
    return None


def _called_name(text: str, opened: int) -> str:
    """The name written right before the parenthesis at OPENED, as written ("" if none)."""
    end = opened
    while end > 0 and text[end - 1] in " \t":
        end -= 1
    name_start = end
    while (
        name_start > 0
        and end - name_start < 128
        and text[name_start - 1].lower() in _NAME_CHARACTERS
    ):
        name_start -= 1
    return text[name_start:end].strip(".")
