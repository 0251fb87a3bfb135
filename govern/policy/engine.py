"""The decision engine: Cedar over the compiled site, fail-closed.

Two ways to hold the entities. A resident engine (the daemon, benchmarks, batches) parses the
whole entity set once into a cedarpy handle and reuses it. A one-shot engine (a cold CLI call)
hands Cedar only the slice of entities one request can reach, which is far cheaper to parse than
the whole site and gives the same answer.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import product
from pathlib import Path
from typing import TYPE_CHECKING, Any

import cedarpy

from govern.errors import GovernError, IdentityError, RequestError
from govern.policy._internal.cedar import REQUEST_REFUSED, Answer, authorize
from govern.policy.bundle import SITE_UID, CompiledSite, approval_key, uid_key
from govern.policy.decisions_cache import (
    DecisionCache,
    Key,
    NotPlain,
    Ruled,
    Standing,
    Unchanged,
    first_change,
    now_thresholds,
)
from govern.policy.in_force import NO_APPROVAL, approval_windows, approvals_among
from govern.policy.people import People, Population
from govern.policy.request import ACTIONS, Decision, Request, Ruling

if TYPE_CHECKING:
    from govern.approvals.index import ApprovalIndex

log = logging.getLogger(__name__)

# The approvals a decision may rely on, as they stand when it is made (None: the catalog's).
Approvals = Callable[[], "ApprovalIndex | None"]

_RESOURCE_TYPES = {"dataset": "Dataset", "model": "Model"}
# Cedar parses entities holding the interpreter lock; a long-running process parses a large site
# this many at a time, so a reload or an identity refresh holds up its decisions only briefly.
_ENTITIES_PER_PARSE = 1000


@dataclass(frozen=True)
class _Resident:
    """The whole entity set, the users in it, those of them NSS or LDAP listed (by name), and
    who cannot be decided for: swapped as one by a refresh thread."""

    entities: cedarpy.Entities
    users: frozenset[str]
    population: dict[str, dict[str, Any]]
    problems: dict[str, str]
    site_entities: dict[str, str]

    def entity(self, key: str) -> dict[str, Any] | None:
        """The entity KEY names ("Type::id"), parsed, as this set holds it."""
        listed = self.population.get(key[6:]) if key.startswith("User::") else None
        if listed is not None:
            return listed
        text = self.site_entities.get(key)
        return json.loads(text) if text is not None else None


def entity_slice(
    entities: dict[str, str], user: dict[str, Any], seeds: Iterable[str]
) -> dict[str, str]:
    """What of ENTITIES a request by USER can reach from SEEDS: USER, the entities SEEDS and
    USER's parents name, and their parents and entity-valued attributes, transitively."""
    chosen: dict[str, str] = {uid_key("User", user["uid"]["id"]): json.dumps(user)}
    pending = [*seeds, *(uid_key(p["type"], p["id"]) for p in user["parents"])]
    while pending:
        key = pending.pop()
        if key in chosen or key not in entities:
            continue
        text = chosen[key] = entities[key]
        entity = json.loads(text)
        pending += [uid_key(p["type"], p["id"]) for p in entity["parents"]]
        for value in entity["attrs"].values():
            for item in value if isinstance(value, list) else (value,):
                if isinstance(item, dict) and "__entity" in item:
                    pending.append(uid_key(item["__entity"]["type"], item["__entity"]["id"]))
    return chosen


class Engine:
    def __init__(
        self,
        site: CompiledSite,
        *,
        resident: bool,
        clock: Callable[[], float] = time.monotonic,
        approvals: Approvals | None = None,
        cache_entries: int = 0,
    ) -> None:
        """RESIDENT holds the whole entity set (see the module's docstring); CLOCK tells the
        seconds that pass, for how old NSS or LDAP people are; APPROVALS, the approvals of the
        workflow (govern.approvals.live), without which the catalog's typed ones count. A
        resident engine keeps up to CACHE_ENTRIES of Cedar's answers (decisions_cache)."""
        self.site = site
        self.resident = resident
        self._clock = clock
        self._approvals = approvals
        self._schema = cedarpy.Schema.from_str(site.schema)
        self._policies = cedarpy.PolicySet.from_str(site.policies)
        self._rulings = {pid: Ruling(pid, info[0]) for pid, info in site.policy_info.items()}
        self._actions = {a: {"type": "Action", "id": a} for a in ACTIONS}
        self._unfitted = self._requests_the_schema_refuses()
        self._people = People(site) if site.identity_source != "file" else None
        self._live_users: dict[str, dict[str, Any]] = {}
        self._full: _Resident | None = None
        self._people_loaded_at = clock()
        self._identity_problem: str | None = None
        self._cache = self._decision_cache(cache_entries) if resident else None
        if resident:
            self._load_full()

    @classmethod
    def open(cls, config_path: Path, *, resident: bool, use_cache: bool) -> Engine:
        """An engine for the site at CONFIG_PATH with the catalog's approvals only."""
        from govern.policy.cache import open_site

        return cls(open_site(config_path, use_cache=use_cache), resident=resident)

    def _decision_cache(self, entries: int) -> DecisionCache | None:
        """A cache of ENTRIES answers, or None when there are to be none or the policies read
        the time in a way a cached answer could not follow."""
        if entries <= 0:
            return None
        try:
            thresholds = self._now_thresholds()
        except NotPlain as exc:
            log.info("decisions are not cached for this policy set: %s", exc)
            return None
        return DecisionCache(thresholds, _reaches, self._reached_by_all(), entries)

    def _now_thresholds(self) -> frozenset[int]:
        return now_thresholds(cedarpy.policies_to_json_str(self.site.policies))

    def _reached_by_all(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((SITE_UID, *self.site.literals)))

    def unchanged_until(self, request: Request, since: int) -> int | None:
        """The first `now` after SINCE at which Cedar's answer to REQUEST, a user of the site's
        own entities, may differ with the same approval flags; None when the policies read the
        time in a way that cannot be bounded (see decisions_cache)."""
        assert uid_key("User", request.user) in self.site.entities
        try:
            thresholds = self._now_thresholds()
        except NotPlain:
            return None
        key: Key = (request.user, request.action, request.resource, request.destination,
                    False, False)  # fmt: skip
        seeds = (*self._reached_by_all(), *_reaches(key))
        return first_change(thresholds, seeds, since, self._site_entity)

    def _site_entity(self, key: str) -> dict[str, Any] | None:
        text = self.site.entities.get(key)
        return json.loads(text) if text is not None else None

    def _requests_the_schema_refuses(self) -> frozenset[tuple[str, str]]:
        """The (action, resource type) pairs whose requests do not fit the schema as this engine
        builds them. Each decision's request has one of a few fixed shapes: checked against the
        schema once here, those that fit are not checked again on every call (Cedar's own check
        costs as much as the evaluation); those that do not are, and are errors (denies)."""
        empty = cedarpy.Entities.from_json_str("[]")
        unfitted = set()
        for action, resource_type in product(ACTIONS, _RESOURCE_TYPES.values()):
            probe = {
                "principal": {"type": "User", "id": "probe"},
                "action": self._actions[action],
                "resource": {"type": resource_type, "id": "probe"},
                "context": _context(0, "probe", NO_APPROVAL),
            }
            answer = authorize(probe, self._policies, empty, self._schema)
            if any(error.startswith(REQUEST_REFUSED) for error in answer.errors):
                unfitted.add((action, resource_type))
        return frozenset(unfitted)

    # -- entities ------------------------------------------------------------------

    def _load_full(self) -> None:
        """Parse the whole site once; with NSS or LDAP, everyone the source lists joins it."""
        listed = Population()
        if self._people is not None:
            try:
                listed = self._people.everyone()
            except GovernError as exc:
                if self._full is not None:
                    raise  # keep what we have; the caller decides how stale it may get
                self._identity_problem = f"identity source unavailable: {exc}"
            else:
                self._identity_problem = None
                self._people_loaded_at = self._clock()
        people = {uid_key("User", name): json.dumps(e) for name, e in listed.entities.items()}
        keys = [*self.site.entities, *people]
        self._full = _Resident(
            _parse_entities(list({**self.site.entities, **people}.values())),
            frozenset(k[6:] for k in keys if k.startswith("User::")),
            listed.entities,
            listed.problems,
            self.site.entities,
        )

    def refresh_identity_if_due(self) -> None:
        """Re-read NSS or LDAP people when due; past the staleness limit, deny everyone.

        It may wait on the network, so long-running processes call it off the decision path."""
        if not self.resident or self._people is None:
            return
        age = self._clock() - self._people_loaded_at
        if age < self.site.refresh_seconds and self._identity_problem is None:
            return
        try:
            self._load_full()
            self._live_users.clear()
        except GovernError as exc:
            if age > self._people.max_staleness:
                self._identity_problem = (
                    f"identity data is {age:.0f} s old, past the {self._people.max_staleness:.0f}"
                    f" s allowed, and the source is unavailable: {exc}"
                )

    def people_attributes(self) -> Iterator[dict[str, Any]]:
        """The Cedar attributes of everyone a resident engine decides for: the site's own
        people, then those NSS or LDAP listed."""
        for key, text in self.site.entities.items():
            if key.startswith("User::"):
                yield json.loads(text)["attrs"]
        if self._full is not None:
            for entity in self._full.population.values():
                yield entity["attrs"]

    def in_project(self, user: str, project: str) -> bool:
        """Whether USER belongs to PROJECT through one of their groups, as Cedar sees it."""
        try:
            entity = self._user(user)
        except GovernError:
            return False
        wanted = {"type": "Project", "id": project}
        for parent in entity["parents"]:
            group = self.site.entities.get(uid_key(parent["type"], parent["id"]))
            if group is not None and wanted in json.loads(group)["parents"]:
                return True
        return False

    def _user(self, name: str) -> dict[str, Any]:
        text = self.site.entities.get(uid_key("User", name))
        if text is not None:
            parsed: dict[str, Any] = json.loads(text)
            return parsed
        entity = self._live_users.get(name)
        if entity is None and self._people is not None:
            entity = self._people.lookup(name)
            if entity is not None:
                self._live_users[name] = entity
        if entity is None:
            raise RequestError(f"unknown user {name!r}")
        return entity

    def _slice(self, user: dict[str, Any], seeds: list[str]) -> cedarpy.Entities:
        """The entities a request can reach, which decide it as the whole site would."""
        chosen = entity_slice(self.site.entities, user, [*seeds, *self.site.literals])
        return cedarpy.Entities.from_json_str("[" + ",".join(chosen.values()) + "]")

    # -- decisions -----------------------------------------------------------------

    def standing(self) -> Standing | None:
        """What this engine's answers rest on besides each request and the time, as it stands
        now; None when no answer may be kept past its making (an identity problem, no resident
        entity set)."""
        if self._identity_problem is not None or self._full is None:
            return None
        return Standing(self._full, self._approvals() if self._approvals is not None else None)

    def decide(self, request: Request) -> Decision:
        """Allow or deny REQUEST. Every error, expected or not, is a deny that says why."""
        now = request.at if request.at is not None else int(time.time())
        try:
            return self._decide(request, now)
        except GovernError as exc:
            return Decision(request, False, now, errors=(str(exc),))
        except Exception as exc:  # fail closed on anything unforeseen
            return Decision(request, False, now, errors=(f"internal error: {exc!r}",))

    def _decide(self, request: Request, now: int) -> Decision:
        action = self._actions.get(request.action)
        if action is None:
            raise RequestError(
                f"unknown action {request.action!r} (expected one of {', '.join(ACTIONS)})"
            )
        kind, _, ident = request.resource.partition(":")
        resource_type = _RESOURCE_TYPES.get(kind)
        if resource_type is None:
            raise RequestError(f"unknown resource {request.resource!r}")
        resource_key = uid_key(resource_type, ident)
        if resource_key not in self.site.entities:
            raise RequestError(f"unknown resource {request.resource!r}")
        destination_key = uid_key("Destination", request.destination)
        if destination_key not in self.site.entities:
            raise RequestError(f"unknown destination {request.destination!r}")
        if self._identity_problem is not None:
            raise IdentityError(self._identity_problem)
        full = self._full
        if full is not None and request.user in full.problems:
            raise IdentityError(full.problems[request.user])
        index = self._approvals() if self._approvals is not None else None
        windows = approval_windows(self.site, request, index)
        approval, approvals = approvals_among(windows, self.site, request, now)
        key: Key = (
            request.user,
            request.action,
            request.resource,
            request.destination,
            approval["person"],
            approval["destination"],
        )
        # Only users of the whole set: one looked up alone may be looked up afresh meanwhile.
        cache = self._cache if full is not None and request.user in full.users else None
        found = cache.lookup(full, key, now) if cache is not None and full is not None else None
        ruled, until = found if found is not None else (None, None)
        unchanged = None
        # Not while an approval is in view: one may come into force or end at any moment.
        if until is not None and not windows:
            unchanged = Unchanged(until, Standing(full, index))
        if ruled is None:
            if full is not None and request.user in full.users:
                entities = full.entities
            else:  # only a slice needs the user's entity itself (or an unknown user's error)
                seeds = [resource_key, destination_key, SITE_UID]
                entities = self._slice(self._user(request.user), seeds)
            cedar_request = {
                "principal": {"type": "User", "id": request.user},
                "action": action,
                "resource": {"type": resource_type, "id": ident},
                "context": _context(now, request.destination, approval),
            }
            schema = self._schema if (request.action, resource_type) in self._unfitted else None
            result = authorize(cedar_request, self._policies, entities, schema)
            if result.errors:
                errors = tuple(f"policy error: {e}" for e in result.errors)
                return Decision(request, False, now, errors=errors)
            ruled = Ruled(result.allowed, self._rulings_of(result))
            if cache is not None and full is not None and full is self._full:
                cache.put(full, key, now, ruled)
        notes: tuple[str, ...] = ()
        if not ruled.allowed and index is not None:
            notes = index.ended_for(
                approval_key(request.user, request.resource),
                request.destination,
                self.site.destination_countries[request.destination],
                now,
            )
        return Decision(
            request,
            ruled.allowed,
            now,
            policies=ruled.policies,
            approvals=approvals,
            notes=notes,
            unchanged=unchanged,
        )

    def _rulings_of(self, answer: Answer) -> tuple[Ruling, ...]:
        """The rulings of the policies that decided ANSWER, in the order of their ids."""
        annotated = answer.annotated
        return tuple(
            sorted(
                (self._rulings[annotated[r]] for r in answer.reasons if r in annotated),
                key=lambda ruling: ruling.id,
            )
        )


def _reaches(key: Key) -> tuple[str, ...]:
    """The entities a request for KEY, a known one, starts from: user, resource, destination."""
    user, _, resource, destination = key[:4]
    kind, _, ident = resource.partition(":")
    return (
        uid_key("User", user),
        uid_key(_RESOURCE_TYPES[kind], ident),
        uid_key("Destination", destination),
    )


def _context(now: int, destination: str, approval: dict[str, bool]) -> str:
    """A decision's Cedar context as JSON text: the only part of a request that varies in
    shape, written directly rather than serialised (cedarpy takes it as text)."""
    return (
        f'{{"now":{now},"destination":{{"__entity":{{"type":"Destination","id":'
        f'{json.dumps(destination)}}}}},"approval":{{"person":{_BOOL[approval["person"]]},'
        f'"destination":{_BOOL[approval["destination"]]}}}}}'
    )


_BOOL = {True: "true", False: "false"}


def _parse_entities(texts: list[str]) -> cedarpy.Entities:
    """The entities whose JSON objects are TEXTS, parsed _ENTITIES_PER_PARSE at a time."""

    def array(start: int) -> str:
        return "[" + ",".join(texts[start : start + _ENTITIES_PER_PARSE]) + "]"

    entities = cedarpy.Entities.from_json_str(array(0))
    for start in range(_ENTITIES_PER_PARSE, len(texts), _ENTITIES_PER_PARSE):
        entities = entities.with_added_json_str(array(start))
    return entities
