"""An approval and the states it moves through. Plain data: the log and the stores hold its
plain form (`to_plain`), read back through `from_plain`, which refuses anything malformed."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cached_property
from typing import Any

from govern.errors import ApprovalError
from govern.images.reference import glob_regex
from govern.timeutil import expiry_seconds

ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
# Names, resources and image patterns: printable, no spaces, bounded.
_TOKEN = re.compile(r"[^\s\x00-\x1f\x7f]{1,512}")
MAX_TEXT = 2000


class Kind(StrEnum):
    RELEASE = "release"  # an export-controlled resource to a person (deemed export)
    EXPORT = "export"  # a resource to a destination or a country
    PRIVILEGED = "privileged"  # an image (or repository pattern) to run privileged somewhere


class State(StrEnum):
    PENDING = "pending"
    GRANTED = "granted"
    DENIED = "denied"
    REVOKED = "revoked"
    EXPIRED = "expired"


# The states an approval can still leave.
OPEN_STATES = frozenset({State.PENDING, State.GRANTED})
PRIVILEGED_SCOPES = ("partition:", "namespace:")
_DIGEST_REFERENCE = re.compile(r"(?P<name>[^@]+)@(?P<digest>sha256:[0-9a-f]{64})")


def image_pattern(text: str) -> tuple[re.Pattern[str], str | None]:
    """A privileged approval's image: 'registry/repository' with * (one component) and **
    (any depth) globs, or one image 'registry/repository@sha256:HEX'. Returns the name's regex
    and the digest it is bound to, if any."""
    exact = _DIGEST_REFERENCE.fullmatch(text)
    name, digest = (exact["name"], exact["digest"]) if exact else (text, None)
    if "/" not in name or name != name.lower() or ":" in name.rpartition("/")[2]:
        raise ApprovalError(
            f"privileged image {text!r:.120}: expected registry/repository (globs * and ** "
            "allowed) or registry/repository@sha256:HEX, lowercase and without a tag"
        )
    return glob_regex(name), digest


@dataclass(frozen=True)
class Subject:
    """What an approval releases. Release and export: RESOURCE (dataset:ID, model:ID) to USER,
    export also to DESTINATION or COUNTRY. Privileged: RESOURCE is an image or repository
    pattern, DESTINATION the partition:NAME or namespace:NAME it may run privileged in, and
    PROJECT whose jobs it is for."""

    kind: Kind
    resource: str
    user: str | None = None
    destination: str | None = None
    country: str | None = None
    project: str | None = None

    def __post_init__(self) -> None:
        for name in ("resource", "user", "destination", "country", "project"):
            value = getattr(self, name)
            if value is not None and not (isinstance(value, str) and _TOKEN.fullmatch(value)):
                raise ApprovalError(f"{name}: not a name without spaces (got {value!r:.80})")
        if self.kind is Kind.PRIVILEGED:
            if self.user is not None or self.country is not None:
                raise ApprovalError("a privileged approval names no user and no country")
            if self.destination is None or not self.destination.startswith(PRIVILEGED_SCOPES):
                raise ApprovalError(
                    "a privileged approval needs a destination partition:NAME or namespace:NAME"
                )
            if self.project is None:
                raise ApprovalError("a privileged approval needs the project it is for")
            image_pattern(self.resource)
            return
        if not self.resource.startswith(("dataset:", "model:")):
            raise ApprovalError(f"resource must be dataset:ID or model:ID (got {self.resource!r})")
        if self.user is None:
            raise ApprovalError(f"a {self.kind} approval needs the user it releases to")
        if self.kind is Kind.RELEASE and (self.destination or self.country):
            raise ApprovalError("a release names no destination or country: use kind export")
        if self.kind is Kind.EXPORT and (self.destination is None) == (self.country is None):
            raise ApprovalError("an export names a destination or a country (one of them)")
        if self.country is not None and not (
            len(self.country) == 2 and self.country.isalpha() and self.country.isupper()
        ):
            raise ApprovalError(f"country must be ISO 3166 alpha-2 such as 'CA' ({self.country!r})")


def parse_expiry(text: str) -> dt.date | dt.datetime:
    """An expiry as given: a bare date lasts its whole day (UTC); an instant ends there."""
    try:
        if len(text) == 10:
            return dt.date.fromisoformat(text)
        value = dt.datetime.fromisoformat(text)
    except ValueError:
        raise ApprovalError(f"expires: not an ISO 8601 date or time: {text!r:.80}") from None
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


@dataclass(frozen=True)
class Approval:
    """One approval as of its last transition, which ENTRY_INDEX and ENTRY_HASH (the audit
    entry's RFC 6962 leaf hash, hex) name; -1 and "" before it is recorded."""

    id: str
    subject: Subject
    requester: str
    reason: str
    expires: str | None
    required: int
    state: State
    requested: str
    grants: tuple[str, ...] = ()
    decided_by: str | None = None
    decision_reason: str = ""
    origin: str = "request"
    entry_index: int = -1
    entry_hash: str = ""

    def __post_init__(self) -> None:
        if not ID_PATTERN.fullmatch(self.id):
            raise ApprovalError(f"not an approval id: {self.id!r:.80}")
        if len(self.reason) > MAX_TEXT or len(self.decision_reason) > MAX_TEXT:
            raise ApprovalError(f"a reason is at most {MAX_TEXT} characters")
        if self.required < 1:
            raise ApprovalError("an approval needs at least one approver")
        if len(set(self.grants)) != len(self.grants):
            raise ApprovalError(f"{self.id}: the same approver is counted twice")
        if self.expires is not None:
            parse_expiry(self.expires)

    @cached_property  # read for every approval whenever a daemon indexes them
    def until(self) -> int | None:
        """The first second it is no longer valid (None: no end)."""
        return None if self.expires is None else expiry_seconds(parse_expiry(self.expires))

    def state_at(self, now: int) -> State:
        """The state at NOW: an open approval past its expiry is expired, recorded or not."""
        until = self.until
        if self.state in OPEN_STATES and until is not None and now >= until:
            return State.EXPIRED
        return self.state

    def active_at(self, now: int) -> bool:
        return self.state_at(now) is State.GRANTED

    def moved(self, **changes: Any) -> Approval:
        """The approval after a transition, not yet recorded."""
        return replace(self, entry_index=-1, entry_hash="", **changes)

    def to_plain(self, *, with_entry: bool = True) -> dict[str, Any]:
        plain: dict[str, Any] = {
            "id": self.id,
            "kind": self.subject.kind.value,
            "resource": self.subject.resource,
            "user": self.subject.user,
            "destination": self.subject.destination,
            "country": self.subject.country,
            "project": self.subject.project,
            "requester": self.requester,
            "reason": self.reason,
            "expires": self.expires,
            "required": self.required,
            "state": self.state.value,
            "requested": self.requested,
            "grants": list(self.grants),
            "decided_by": self.decided_by,
            "decision_reason": self.decision_reason,
            "origin": self.origin,
        }
        if with_entry:
            plain |= {"entry_index": self.entry_index, "entry_hash": self.entry_hash}
        return plain

    @classmethod
    def from_plain(cls, plain: Any) -> Approval:
        """An approval from its plain form; ApprovalError names what is wrong with it."""
        try:
            subject = Subject(
                Kind(plain["kind"]),
                plain["resource"],
                plain["user"],
                plain["destination"],
                plain["country"],
                plain["project"],
            )
            grants = plain["grants"]
            if not isinstance(grants, list | tuple) or not all(isinstance(g, str) for g in grants):
                raise ApprovalError("grants must be a list of names")
            approval = cls(
                id=plain["id"],
                subject=subject,
                requester=plain["requester"],
                reason=plain["reason"],
                expires=plain["expires"],
                required=plain["required"],
                state=State(plain["state"]),
                requested=plain["requested"],
                grants=tuple(grants),
                decided_by=plain["decided_by"],
                decision_reason=plain["decision_reason"],
                origin=plain["origin"],
                entry_index=plain.get("entry_index", -1),
                entry_hash=plain.get("entry_hash", ""),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ApprovalError(f"not an approval record: {exc!r:.200}") from None
        for name in ("id", "requester", "reason", "requested", "decision_reason", "origin"):
            if not isinstance(getattr(approval, name), str):
                raise ApprovalError(f"not an approval record: {name} is not text")
        if not isinstance(approval.required, int) or not isinstance(approval.entry_index, int):
            raise ApprovalError("not an approval record: required and entry_index are numbers")
        return approval


@dataclass(frozen=True)
class Draft:
    """A request as someone asks for it, before any rule has looked at it."""

    subject: Subject
    reason: str = ""
    expires: str | None = None
