"""A service's key given to a call as its `key` argument (`ebirdregion(…, key = "…")`,
`waqi.feed(…, apikey="…")`): the call sends it, as a key kept in a key variable is sent. Not a
sort's, a cache's or a lookup's key (`rows.sort(key="…")`, `cache.get(key="…")`), nor an
element of a literal (`"…"[1]`). The call is looked back for within a bound."""

from __future__ import annotations

import re

from govern.secrets.callsites import enclosing_call
from govern.secrets.names import words
from govern.secrets.rules import RuleSet

# A call's keyword argument named for a key, just before its literal value: `(key = "`, `, key="`,
# on a line of its own after the comma (R's style for a long call), blanks aligned; looked for
# back from the value within a bound beyond the name.
_KEY_ARGUMENT = re.compile(r"[(,]\s*[A-Za-z_]*key[ \t]*=[ \t]*[\"']\Z", re.IGNORECASE)
_KEY_ARGUMENT_REACH = 64
# The literal is the whole argument: its closing quote ends it (not "…"[1], an element of it).
_KEY_ARGUMENT_END = re.compile(r"[\"'][ \t]*(?:[,)]|\r?$)", re.MULTILINE)
# Calls that build the arguments another call sends.
_CONTAINERS = frozenset({"list", "dict", "c"})
# Calls that order, pick or group by a key (Python's sort, sorted, min, max, heapq's,
# itertools' and bisect's; pandas' sort_values; an ORM's order_by): a column's name or a
# function there, not a service's key.
_ORDERING_CALLS = frozenset(
    {
        "sort", "sorted", "min", "max", "nlargest", "nsmallest", "groupby", "merge", "sort_values",
        "sort_index", "order_by", "bisect", "bisect_left", "bisect_right", "insort", "insort_left",
        "insort_right",
    }
)  # fmt: skip
# How far back a call's `(` is looked for from its argument.
_CALL_BACK = 160


def sent_key_argument(text: str, name: str, start: int, end: int, rules: RuleSet) -> bool:
    """Whether the literal at START:END is the whole of a call's `key` argument NAME (not
    "…"[1], an element of it), of a call that may send it (see _sends_its_key)."""
    argument = _KEY_ARGUMENT.search(text, max(0, start - len(name) - _KEY_ARGUMENT_REACH), start)
    return (
        argument is not None
        and _KEY_ARGUMENT_END.match(text, end) is not None
        and _sends_its_key(text, argument.start(), rules)
    )


def _sends_its_key(text: str, argument: int, rules: RuleSet) -> bool:
    """Whether the call whose `(` or `,` is at ARGUMENT (its `key=` argument's) may send the key:
    its name says not that it sorts, caches or looks up by a key (rows.sort(key=…),
    cache.get(key=…), st.text_input(…, key=…): the calls table's readers, the names table's
    unrelated words). A list or dict built inside a call is what the call sends (GET(url,
    query = list(key = …))), whatever the call."""
    called = enclosing_call(text, argument, _CALL_BACK)
    name = None if called is None else called.rsplit(".", 1)[-1].lower()
    if name is None or name in _CONTAINERS:
        return True
    named = set(words(name))
    return (
        name not in _ORDERING_CALLS
        and named.isdisjoint(rules.calls.readers)
        and named.isdisjoint(rules.names.unrelated_words)
    )
