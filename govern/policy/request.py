"""What a decision is asked about, and what it answers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from govern.errors import RequestError
from govern.policy.wording import explanation
from govern.timeutil import iso, parse_instant

if TYPE_CHECKING:
    from govern.policy.bundle import CompiledSite
    from govern.policy.decisions_cache import Unchanged

ACTIONS = ("use", "export", "publish", "backup", "restore")
_FIELDS = ("user", "action", "resource", "destination")


@dataclass(frozen=True)
class Request:
    user: str
    action: str
    resource: str  # "dataset:ID" or "model:ID"
    destination: str  # "KIND:NAME"
    at: int | None = None  # Unix seconds; None means when it is decided

    @classmethod
    def from_json(cls, data: object) -> Request:
        """A request from a decoded JSON object; anything malformed raises RequestError."""
        if not isinstance(data, dict):
            raise RequestError("a request must be a JSON object")
        unknown = sorted(set(data) - {*_FIELDS, "at"})
        if unknown:
            raise RequestError(f"unknown field {unknown[0]!r} in request")
        values: dict[str, str] = {}
        for name in _FIELDS:
            value = data.get(name)
            if not isinstance(value, str) or not value:
                raise RequestError(f"field {name!r} must be a non-empty string")
            values[name] = value
        at = data.get("at")
        if at is not None and not isinstance(at, str):
            raise RequestError("field 'at' must be an ISO 8601 date or time string")
        try:
            instant = parse_instant(at) if at is not None else None
        except ValueError as exc:
            raise RequestError(str(exc)) from None
        return cls(at=instant, **values)

    def to_json(self) -> dict[str, Any]:
        # Written out rather than built from _FIELDS: it runs twice for every decision.
        data: dict[str, Any] = {
            "user": self.user,
            "action": self.action,
            "resource": self.resource,
            "destination": self.destination,
        }
        if self.at is not None:
            data["at"] = iso(self.at)
        return data


@dataclass(frozen=True)
class Ruling:
    """A policy that decided, and why."""

    id: str
    reason: str


@dataclass(frozen=True)
class Decision:
    request: Request
    allowed: bool
    at: int
    policies: tuple[Ruling, ...] = ()
    errors: tuple[str, ...] = ()
    approvals: tuple[str, ...] = ()  # ids of the active approvals that covered the request
    # For a deny: approvals that would have covered it and have ended (revoked, expired, ...),
    # or why no approval could count.
    notes: tuple[str, ...] = ()
    # For an answer a resident engine had kept, with no approval window for the request: how
    # long the same request is answered alike (None: not known).
    unchanged: Unchanged | None = field(default=None, compare=False)

    @property
    def decision(self) -> str:
        return "allow" if self.allowed else "deny"

    def explanation(self) -> str:
        return explanation(self.to_json())

    def to_json(self) -> dict[str, Any]:
        return {
            "decision": self.decision,
            "request": self.request.to_json(),
            "decided_at": iso(self.at),
            "policies": [{"id": p.id, "reason": p.reason} for p in self.policies],
            "errors": list(self.errors),
            "approvals": list(self.approvals),
            "notes": list(self.notes),
        }


class Decider(Protocol):
    """What decides a command's requests over a compiled site: an Engine, or allows kept between
    runs in front of one (govern.policy.kept_allows)."""

    site: CompiledSite

    def decide(self, request: Request) -> Decision: ...
