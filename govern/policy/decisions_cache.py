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
means). A clock that steps back below N finds nothing. U is worked out at the answer's first
reuse, from bounds kept per entity (as many as the entity set has entities), so an answer never
asked again costs no walk.

Only complete answers are kept (allow, or deny with the policies that decided); errors never
are. At most a fixed number are kept, the least recently used going first, so a client sending
endless distinct requests costs at most that much memory, and each of its requests one lookup
and one insertion next to the Cedar call it would cost anyway.
"""

from __future__ import annotations

import json
import threading
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple, Protocol

from govern.policy.request import Ruling

# user, action, resource, destination, approval.person, approval.destination
Key = tuple[str, str, str, str, bool, bool]
# An entity by "Type::id", its Cedar JSON parsed (None: no such entity).
Resolve = Callable[[str], dict[str, Any] | None]


class EntitySet(Protocol):
    """The entities answers are kept for: another set, other answers."""

    def entity(self, key: str) -> dict[str, Any] | None: ...


DEFAULT_ENTRIES = 65_536
# Comparisons whose value can change only where `now` crosses the other side.
_COMPARISONS = frozenset({"<", "<=", ">", ">=", "==", "!="})
_NOW = {".": {"left": {"Var": "context"}, "attr": "now"}}
# Past every threshold: an answer that depends on no time.
_FOREVER = 1 << 62


# Tuples rather than frozen dataclasses: one is made on every miss, and a tuple is made in a
# fraction of the time.
class Ruled(NamedTuple):
    """Cedar's complete answer: allowed or not, and the policies that decided."""

    allowed: bool
    policies: tuple[Ruling, ...]


class Standing(NamedTuple):
    """What an engine's answers rest on besides each request and the time: its entity set and
    the approvals index in force. Each is replaced whole when it changes, never changed in
    place, so two standings compare by identity (same_as)."""

    entities: object
    approvals: object

    def same_as(self, other: Standing | None) -> bool:
        return (
            other is not None
            and self.entities is other.entities
            and self.approvals is other.approvals
        )


class Unchanged(NamedTuple):
    """How long an answer holds for the same request: until `now` reaches UNTIL, while the
    engine's standing is STANDING, the one it was decided with."""

    until: int
    standing: Standing


class _Kept(NamedTuple):
    ruled: Ruled
    since: int  # the `now` it was found at
    until: int | None  # the first `now` at which it may differ (None: not worked out yet)


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
    """The answers kept for one entity set (SCOPE), and when each entity's reach may change."""

    def __init__(self, scope: EntitySet | None) -> None:
        self.scope = scope
        self.kept: OrderedDict[Key, _Kept] = OrderedDict()
        # "Type::id" -> (the integers in its attributes, the entities it leads to)
        self.reach: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {}
        # "Type::id" -> every T and T + 1, T an integer reachable from it, in order: worked out
        # once per entity a request starts from, so a miss costs a few lookups, not a walk.
        self.bounds: dict[str, tuple[int, ...]] = {}
        # The same for what every request reaches, and the literals (None: not yet worked out).
        self.shared: tuple[int, ...] | None = None

    def next_bound(self, seed: str, now: int, resolve: Resolve) -> int:
        """The first T or T + 1 above NOW, T an integer reachable from SEED."""
        bounds = self.bounds.get(seed)
        if bounds is None:
            bounds = self.bounds[seed] = _change_points(self.integers(seed, resolve))
        later = bisect_right(bounds, now)
        return bounds[later] if later < len(bounds) else _FOREVER

    def integers(self, seed: str, resolve: Resolve) -> set[int]:
        """Every integer held by an entity reachable from SEED."""
        found: set[int] = set()
        seen: set[str] = set()
        pending = [seed]
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


def first_change(
    thresholds: frozenset[int], seeds: Iterable[str], since: int, resolve: Resolve
) -> int:
    """The first `now` after SINCE at which an answer found at SINCE may differ, for a request
    that reaches the entities SEEDS lead to ("Type::id"; its user, resource and destination, and
    what every request reaches): what DecisionCache works out on an answer's first reuse, for one
    answer alone."""
    generation = _Generation(None)
    points = set(thresholds)
    for seed in seeds:
        points |= generation.integers(seed, resolve)
    bounds = _change_points(points)
    later = bisect_right(bounds, since)
    return bounds[later] if later < len(bounds) else _FOREVER


def _change_points(integers: Iterable[int]) -> tuple[int, ...]:
    """Where a comparison of `now` with any of INTEGERS may change value, in order."""
    return tuple(sorted({bound for value in integers for bound in (value, value + 1)}))


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

    def __init__(
        self,
        thresholds: frozenset[int],
        reaches: Callable[[Key], tuple[str, ...]],
        every_request_reaches: tuple[str, ...] = (),
        entries: int = DEFAULT_ENTRIES,
    ) -> None:
        """THRESHOLDS: the literals the policies compare `context.now` with (now_thresholds);
        REACHES: the entities ("Type::id") a request starts from (its user, resource and
        destination); EVERY_REQUEST_REACHES: those every request starts from too (the site, any
        entity a policy names)."""
        self._thresholds = thresholds
        self._reaches = reaches
        self._every_request_reaches = every_request_reaches
        self._entries = entries
        self._lock = threading.Lock()
        self._generation = _Generation(None)

    def __len__(self) -> int:
        return len(self._generation.kept)

    def get(self, scope: EntitySet, key: Key, now: int) -> Ruled | None:
        """The answer kept for KEY on entity set SCOPE that is still Cedar's at NOW."""
        found = self.lookup(scope, key, now)
        return found[0] if found is not None else None

    def lookup(self, scope: EntitySet, key: Key, now: int) -> tuple[Ruled, int] | None:
        """The answer kept for KEY on entity set SCOPE that is still Cedar's at NOW, and the
        first `now` at which it may no longer be."""
        with self._lock:
            generation = self._generation
            if generation.scope is not scope:
                return None
            kept = generation.kept.get(key)
            if kept is None or now < kept.since:
                return None
            until = kept.until
            if until is None:  # at the first reuse: an answer never asked again costs none of it
                until = self._until(generation, scope, key, kept.since)
                generation.kept[key] = kept._replace(until=until)
            if now >= until:
                return None
            generation.kept.move_to_end(key)
            return kept.ruled, until

    def put(self, scope: EntitySet, key: Key, now: int, ruled: Ruled) -> None:
        """Keep RULED, Cedar's answer to KEY at NOW on entity set SCOPE."""
        with self._lock:
            if self._generation.scope is not scope:
                self._generation = _Generation(scope)
            kept = self._generation.kept
            kept[key] = _Kept(ruled, now, None)
            kept.move_to_end(key)
            if len(kept) > self._entries:
                kept.popitem(last=False)

    def _until(self, generation: _Generation, scope: EntitySet, key: Key, since: int) -> int:
        """The first time after SINCE at which the answer to KEY may differ."""
        if generation.shared is None:
            shared = set(self._thresholds)
            for seed in self._every_request_reaches:
                shared |= generation.integers(seed, scope.entity)
            generation.shared = _change_points(shared)
        later = bisect_right(generation.shared, since)
        until = generation.shared[later] if later < len(generation.shared) else _FOREVER
        for seed in self._reaches(key):
            until = min(until, generation.next_bound(seed, since, scope.entity))
        return until
