"""Cedar's allows for `backup run`, kept between runs, so that a nightly run whose decisions
have not changed starts restic without loading Cedar (cedarpy and the engine were about a fifth
of what the run paid before restic started).

A kept allow is used only where Cedar would answer the same now; on any doubt Cedar decides:

- the compiled site is the one it was found with (its version hashes every file the site is
  compiled from: policies, catalog, identity), and so is cedarpy (its library's path, size,
  mtime and inode);
- the request is the same, and so are its approval flags, worked out afresh from the approvals
  in force now as the engine works them out (govern.policy.in_force);
- the user is one of the site's own entities (one NSS or LDAP would list can change without
  the site);
- now lies in [since, until): from the second Cedar answered to the first at which a comparison
  of `context.now` in the policies may change value (see decisions_cache: a policy set that
  reads the time otherwise is never kept). A clock set back before `since` finds nothing;
- the record is read as govern.privatecache reads: from a file of this account's that nobody
  else can write, in a folder nobody else can replace, never through a symlink.

Only allows are kept: a deny refuses the run, and Cedar says it again each time with the
policies and the ended approvals that explain it.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.policy.bundle import uid_key
from govern.policy.in_force import approvals_in_force
from govern.policy.request import ACTIONS, Decision, Request, Ruling
from govern.privatecache import cache_file, read_cached, write_cached

if TYPE_CHECKING:
    from govern.approvals.index import ApprovalIndex
    from govern.policy.bundle import CompiledSite
    from govern.policy.engine import Engine

_FORMAT = 1
_RESOURCE_TYPES = {"dataset": "Dataset", "model": "Model"}
# user, action, resource, destination, approval.person, approval.destination
_Key = tuple[str, str, str, str, bool, bool]
# since, until, the ids of the policies that allowed
_Kept = tuple[int, int, tuple[str, ...]]


def _library_fingerprint(path: str) -> tuple[str, int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (path, st.st_size, st.st_mtime_ns, st.st_ino)


def _cedar_fingerprint() -> tuple[str, int, int, int] | None:
    """The fingerprint of the cedarpy library that answers (loaded by then)."""
    import cedarpy._internal

    return _library_fingerprint(cedarpy._internal.__file__)


def _parsed(plain: Any, version: str) -> dict[_Key, _Kept] | None:
    """The allows of a record for the site at VERSION, with the cedarpy library it names still in
    place; None for anything else, however malformed."""
    if not isinstance(plain, dict) or plain.get("site") != version:
        return None
    cedar = plain.get("cedar")
    if not isinstance(cedar, tuple) or len(cedar) != 4 or not isinstance(cedar[0], str):
        return None
    if _library_fingerprint(cedar[0]) != cedar:
        return None
    allows = plain.get("allows")
    if not isinstance(allows, dict):
        return None
    kept: dict[_Key, _Kept] = {}
    for key, value in allows.items():
        if not (
            isinstance(key, tuple)
            and len(key) == 6
            and all(isinstance(part, str) for part in key[:4])
            and all(isinstance(flag, bool) for flag in key[4:])
            and isinstance(value, tuple)
            and len(value) == 3
            and all(type(bound) is int for bound in value[:2])
            and isinstance(value[2], tuple)
            and all(isinstance(policy, str) for policy in value[2])
        ):
            return None
        kept[key] = value
    return kept


class KeptAllows:
    """Decisions as a one-shot engine takes them, with Cedar's allows kept between runs in the
    account's private cache; the engine (and cedarpy) is loaded at the first decision not kept."""

    def __init__(
        self,
        site: CompiledSite,
        approvals: ApprovalIndex | None,
        open_engine: Callable[[], Engine],
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.site = site
        self._approvals = approvals
        self._open_engine = open_engine
        self._engine: Engine | None = None
        self._clock = clock
        self._path = cache_file("decisions", Path(site.config_path))
        self._kept: dict[_Key, _Kept] | None = None
        self._cedar: tuple[str, int, int, int] | None = None

    def decide(self, request: Request) -> Decision:
        """Allow or deny REQUEST, as Engine.decide does."""
        if request.at is not None:  # a decision about another moment is never kept
            return self._cedar_decides(request)
        now = int(self._clock())
        flags = self._flags(request, now)
        if flags is None:
            return self._cedar_decides(request)
        approval, approvals = flags
        key: _Key = (request.user, request.action, request.resource, request.destination,
                     approval["person"], approval["destination"])  # fmt: skip
        kept = self._kept_allows().get(key)
        if kept is not None:
            since, until, policy_ids = kept
            rulings = self._rulings(policy_ids)
            if since <= now < until and rulings is not None:
                return Decision(request, True, now, policies=rulings, approvals=approvals)
        decision = self._cedar_decides(Request(*key[:4], at=now))
        if decision.allowed and not decision.errors and decision.approvals == approvals:
            self._keep(key, decision)
        return dataclasses.replace(decision, request=request)

    def _flags(self, request: Request, now: int) -> tuple[dict[str, bool], tuple[str, ...]] | None:
        """The approval flags of REQUEST at NOW, or None when it is not one a kept allow could
        answer (the engine says what is wrong with it)."""
        kind, _, ident = request.resource.partition(":")
        resource_type = _RESOURCE_TYPES.get(kind)
        entities = self.site.entities
        if (
            request.action not in ACTIONS
            or resource_type is None
            or uid_key(resource_type, ident) not in entities
            or uid_key("Destination", request.destination) not in entities
            or request.destination not in self.site.destination_countries
            or uid_key("User", request.user) not in entities
        ):
            return None
        return approvals_in_force(self.site, request, now, self._approvals)

    def _rulings(self, policy_ids: tuple[str, ...]) -> tuple[Ruling, ...] | None:
        info = self.site.policy_info
        if not all(pid in info for pid in policy_ids):
            return None
        return tuple(Ruling(pid, info[pid][0]) for pid in policy_ids)

    def _kept_allows(self) -> dict[_Key, _Kept]:
        if self._kept is None:
            self._kept = _parsed(read_cached(self._path, _FORMAT), self.site.version) or {}
        return self._kept

    def _cedar_decides(self, request: Request) -> Decision:
        if self._engine is None:
            self._engine = self._open_engine()
            self._cedar = _cedar_fingerprint()
        return self._engine.decide(request)

    def _keep(self, key: _Key, decision: Decision) -> None:
        """Keep Cedar's allow DECISION for KEY until the policies' view of the time may change,
        with every other allow still in force."""
        assert self._engine is not None
        until = self._engine.unchanged_until(decision.request, decision.at)
        if until is None or self._cedar is None:
            return
        now = decision.at
        kept = {k: v for k, v in self._kept_allows().items() if v[0] <= now < v[1]}
        kept[key] = (now, until, tuple(ruling.id for ruling in decision.policies))
        self._kept = kept
        write_cached(
            self._path, _FORMAT, {"site": self.site.version, "cedar": self._cedar, "allows": kept}
        )
