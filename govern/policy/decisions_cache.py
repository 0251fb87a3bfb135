"""Cedar's answers kept for repeated requests, each only for as long as it is exactly Cedar's.

Cedar's answer to a decision is a function of the policies, the schema, the entity set, the
principal, action and resource, and the context: the destination, the two approval flags and
`now`. The cache holds one engine's answers (a reload makes a new engine, hence a new cache), for
one entity set (an identity refresh swaps the set, and every answer kept for the old one is
dropped), keyed by the request and the approval flags. The flags are worked out afresh from the
approvals in force on every decision, so a grant, a revocation, an approval window opening or
closing, or an approval store that can no longer be relied on changes the key, never a kept
answer.

That leaves `now`. The cache is on only when every use of `context.now` in the policy set is a
plain comparison (<, <=, >, >=, ==, !=) of `context.now` with an integer literal or with an
attribute (`principal.x`, `resource.project.x`, ...), and `context` itself is only ever read an
attribute at a time (see `now_thresholds`); any other use (arithmetic, a function, the whole
context) turns it off for that policy set. Under that rule each comparison can only change its
value where `now` reaches some threshold T or T + 1, T being either such a literal or an integer
held by an entity the request can reach (its user, their groups and projects, the resource, the
destination, the site, any entity a policy names, and the entities their attributes name). An
answer found at `now` = N is therefore reused for any `now` in [N, U), U being the smallest
T or T + 1 above N over all those integers (conservative: every integer counts, whatever it
means). A clock that steps back below N finds nothing.

Only complete answers are kept (allow, or deny with the policies that decided); errors never
are. At most a fixed number are kept, the least recently used going first, so a client sending
endless distinct requests costs at most that much memory, and each of its requests one lookup
and one insertion next to the Cedar call it would cost anyway.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from govern.policy.request import Ruling

# user, action, resource, destination, approval.person, approval.destination
Key = tuple[str, str, str, str, bool, bool]
# An entity by "Type::id", its Cedar JSON parsed (None: no such entity).
Resolve = Callable[[str], dict[str, Any] | None]

DEFAULT_ENTRIES = 65_536
# Comparisons whose value can change only where `now` crosses the other side.
_COMPARISONS = frozenset({"<", "<=", ">", ">=", "==", "!="})
_NOW = {".": {"left": {"Var": "context"}, "attr": "now"}}
# Past every threshold: an answer that depends on no time.
_FOREVER = 1 << 62


@dataclass(frozen=True)
class Ruled:
    """Cedar's complete answer: allowed or not, and the policies that decided."""

    allowed: bool
    policies: tuple[Ruling, ...]


@dataclass(frozen=True)
class _Kept:
    ruled: Ruled
    since: int  # the `now` it was found at
    until: int  # the first `now` at which it may differ


class NotPlain(Exception):
    """The policy set reads `context.now` (or `context` as a whole) in a way the cache cannot
    bound in time."""


def now_thresholds(policies_json: str) -> frozenset[int]:
    """The integer literals that POLICIES_JSON (cedarpy.policies_to_json_str) compares
    `context.now` with; NotPlain when any use of `context` is not as the module says."""
    found: set[int] = set()
    _walk(json.loads(policies_json), found)
    return frozenset(found)


def _walk(node: Any, found: set[int]) -> None:
    if isinstance(node, list):
        for item in node:
            _walk(item, found)
        return
    if not isinstance(node, dict):
        return
    if node == {"Var": "context"}:
        raise NotPlain("the whole context is read")
    if node == _NOW:
        raise NotPlain("context.now is read outside a plain comparison")
    for op, operands in node.items():
        if op in _COMPARISONS and isinstance(operands, dict) and _NOW in operands.values():
            _comparison(operands, found)
        elif op in (".", "has") and isinstance(operands, dict):
            if operands.get("left") != {"Var": "context"}:
                _walk(operands.get("left"), found)
        else:
            _walk(operands, found)


def _comparison(operands: dict[str, Any], found: set[int]) -> None:
    """`context.now` OP OTHER, or OTHER OP `context.now`."""
    other = operands["right"] if operands.get("left") == _NOW else operands.get("left")
    if other == _NOW:
        return
    if isinstance(other, dict) and set(other) == {"Value"}:
        value = other["Value"]
        if isinstance(value, bool) or not isinstance(value, int):
            raise NotPlain("context.now is compared with a literal that is not an integer")
        found.add(value)
        return
    if not _is_attribute(other):
        raise NotPlain("context.now is compared with something other than an attribute")
    _walk(other, found)


def _is_attribute(node: Any) -> bool:
    """Whether NODE is a chain of attribute reads from a variable or an entity literal."""
    while isinstance(node, dict) and set(node) == {"."}:
        node = node["."].get("left")
    if not isinstance(node, dict):
        return False
    if set(node) == {"Var"}:
        return True
    return (
        set(node) == {"Value"} and isinstance(node["Value"], dict) and "__entity" in node["Value"]
    )


def _integers_and_references(value: Any) -> Iterator[int | str]:
    """Every integer in an attribute VALUE, and every entity it names ("Type::id")."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _integers_and_references(item)
    elif isinstance(value, dict):
        reference = value.get("__entity")
        if isinstance(reference, dict):
            yield f"{reference.get('type')}::{reference.get('id')}"
        elif "__extn" not in value:
            for item in value.values():
                yield from _integers_and_references(item)


class _Generation:
    """The answers kept for one entity set (SCOPE), and what each of its entities holds."""

    def __init__(self, scope: object) -> None:
        self.scope = scope
        self.kept: OrderedDict[Key, _Kept] = OrderedDict()
        # "Type::id" -> (the integers in its attributes, the entities it leads to)
        self.reach: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {}

    def integers(self, seeds: Iterable[str], resolve: Resolve) -> set[int]:
        """Every integer held by an entity reachable from SEEDS."""
        found: set[int] = set()
        seen: set[str] = set()
        pending = list(seeds)
        while pending:
            key = pending.pop()
            if key in seen:
                continue
            seen.add(key)
            entry = self.reach.get(key)
            if entry is None:
                entry = self.reach[key] = _reach_of(resolve(key))
            found.update(entry[0])
            pending += entry[1]
        return found


def _reach_of(entity: dict[str, Any] | None) -> tuple[tuple[int, ...], tuple[str, ...]]:
    if entity is None:
        return (), ()
    integers: list[int] = []
    references = [f"{p['type']}::{p['id']}" for p in entity.get("parents", ())]
    for item in _integers_and_references(entity.get("attrs", {})):
        (integers if isinstance(item, int) else references).append(item)  # type: ignore[arg-type]
    return tuple(integers), tuple(references)


class DecisionCache:
    """Cedar's answers for one engine; safe to use from several threads."""

    def __init__(self, thresholds: frozenset[int], entries: int = DEFAULT_ENTRIES) -> None:
        """THRESHOLDS: the literals the policies compare `context.now` with (now_thresholds)."""
        self._thresholds = thresholds
        self._entries = entries
        self._lock = threading.Lock()
        self._generation = _Generation(None)

    def __len__(self) -> int:
        return len(self._generation.kept)

    def get(self, scope: object, key: Key, now: int) -> Ruled | None:
        """The answer kept for KEY on entity set SCOPE that is still Cedar's at NOW."""
        with self._lock:
            generation = self._generation
            if generation.scope is not scope:
                return None
            kept = generation.kept.get(key)
            if kept is None or not kept.since <= now < kept.until:
                return None
            generation.kept.move_to_end(key)
            return kept.ruled

    def put(
        self,
        scope: object,
        key: Key,
        now: int,
        ruled: Ruled,
        seeds: Iterable[str],
        resolve: Resolve,
    ) -> None:
        """Keep RULED, Cedar's answer at NOW on entity set SCOPE to a request that reaches
        SEEDS (entities looked up with RESOLVE), until the next time it may differ."""
        with self._lock:
            if self._generation.scope is not scope:
                self._generation = _Generation(scope)
            generation = self._generation
            integers = generation.integers(seeds, resolve)
            until = min(
                (
                    bound
                    for value in (*integers, *self._thresholds)
                    for bound in (value, value + 1)
                    if bound > now
                ),
                default=_FOREVER,
            )
            generation.kept[key] = _Kept(ruled, now, until)
            generation.kept.move_to_end(key)
            if len(generation.kept) > self._entries:
                generation.kept.popitem(last=False)
