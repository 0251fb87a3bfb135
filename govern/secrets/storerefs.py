"""Where the External Secrets Operator is told to read a secret from its store: an
ExternalSecret's `data[].remoteRef.key` and `dataFrom[].extract.key` (its API reference) name
the secret in the store (Vault's `kv/app/db`, an AWS Secrets Manager secret's name), never its
value. formats/yaml.py leaves such documents out of a YAML file's settings; a value read from
the lines alone (a `key:` under a secret's name) is passed over here by the same schema: only
a `key` whose enclosing mapping is `remoteRef`, or `extract` in a `dataFrom` list. A literal in
the same document (a password written into `target.template.data`) is still read."""

from __future__ import annotations

import re

# The mapping a reference's `key` is in, and the one that one must be in (or None: any).
_REFERENCE_PARENTS: dict[str, str | None] = {"remoteref": None, "extract": "datafrom"}
# A YAML line's key (bare or quoted), after its indentation and a list item's dash.
_KEY_LINE = re.compile(
    r"""(?P<indent>[ ]*)(?P<dash>-[ ]+)?(?P<key>[A-Za-z0-9_.\-/$@]+|"[^"\n]*"|'[^'\n]*')"""
    r"[ \t]*:(?=[ \t]|$)",
    re.MULTILINE,
)
# How far above a value its enclosing mappings are looked for: they open a few lines up.
_REACH = 2048


def store_reference(text: str, name: str, start: int) -> bool:
    """Whether the value at START, under NAME, is an External Secrets Operator reference's
    `key` (see the module's doc)."""
    if name.lower() != "key":
        return False
    parents = _parents(text, start, 2)
    if not parents or parents[0] not in _REFERENCE_PARENTS:
        return False
    outer = _REFERENCE_PARENTS[parents[0]]
    return outer is None or parents[1:2] == [outer]


def _parents(text: str, start: int, count: int) -> list[str]:
    """The keys (lower case) of up to COUNT mappings that enclose the `key:` line at START,
    innermost first, read upwards by indentation within _REACH."""
    floor = max(0, start - _REACH)
    line_start = text.rfind("\n", floor, start) + 1
    own = _KEY_LINE.match(text, line_start, start)
    if not line_start or own is None or own["key"].strip("\"'").lower() != "key":
        return []
    # A key is enclosed by a line indented less than it (a list item: than its dash), or as
    # much as a list item's dash by a line that is no item (`data:` over `- a: …`).
    column, in_item = len(own["indent"]), own["dash"] is not None
    keys: list[str] = []
    end = line_start - 1
    while len(keys) < count and end > floor:
        begin = text.rfind("\n", floor, end) + 1
        line, content = _KEY_LINE.match(text, begin, end), text[begin:end]
        end = begin - 1
        if line is None:
            stripped = content.lstrip(" ")
            if not stripped.strip() or stripped.startswith("#"):
                continue
            if len(content) - len(stripped) > column:
                continue  # a block scalar's or a flow collection's line, inside a value
            return keys  # not a mapping's line where one would enclose: no YAML to read
        indent = len(line["indent"])
        if indent < column or (in_item and indent == column and line["dash"] is None):
            keys.append(line["key"].strip("\"'").lower())
            column, in_item = indent, line["dash"] is not None
    return keys
