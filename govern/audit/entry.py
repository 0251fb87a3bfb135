"""Audit entries: what happened, as canonical JSON (RFC 8785), with nothing secret in it."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from govern.audit.canonical import canonical_json, plain_json
from govern.errors import AuditError

# Published entry bundles (C2SP tlog-tiles) prefix each entry with a 16-bit length.
MAX_ENTRY_BYTES = 0xFFFF
FINGERPRINT_PREFIX = "sha256:"
# A payload field with one of these names may only carry a fingerprint, never the value itself.
SENSITIVE_NAMES = frozenset(
    {"password", "passwd", "secret", "token", "api_key", "private_key", "credential", "passphrase"}
)
_FIELDS = ("actor", "kind", "payload", "subject", "time")
# Present only in entries written under sudo, so every entry without it keeps its old bytes.
_SUDO_FIELD = "sudo_user"


def fingerprint(value: str | bytes) -> str:
    """A stand-in for a sensitive value: 'sha256:<hex>', safe to log, comparable later."""
    data = value.encode() if isinstance(value, str) else value
    return FINGERPRINT_PREFIX + hashlib.sha256(data).hexdigest()


def utc_now() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text: str) -> dt.datetime:
    """An entry time or a --since bound: ISO 8601, naive values taken as UTC."""
    try:
        value = dt.datetime.fromisoformat(text)
    except ValueError:
        raise AuditError(
            f"not an ISO 8601 time: {text!r} (use e.g. 2026-11-29 or 2026-11-29T12:00:00Z)"
        ) from None
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def _misplaced_field(value: Any) -> tuple[str, str] | None:
    """(path, problem) of the first field below value that cannot be logged as it is. Paths are
    only built on the way out of a find, so the usual clean payload costs one plain walk."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if not isinstance(key, str):
                return "", f": keys must be strings (got {key!r})"
            if key.lower() in SENSITIVE_NAMES and not (
                isinstance(inner, str) and inner.startswith(FINGERPRINT_PREFIX)
            ):
                return f".{key}", " looks secret: log fingerprint(value) instead"
            if isinstance(inner, dict | list | tuple) and (found := _misplaced_field(inner)):
                return f".{key}{found[0]}", found[1]
    elif isinstance(value, list | tuple):
        for position, inner in enumerate(value):
            if isinstance(inner, dict | list | tuple) and (found := _misplaced_field(inner)):
                return f"[{position}]{found[0]}", found[1]
    return None


@dataclass(frozen=True)
class Entry:
    """One audit event. `kind` says what happened, `subject` to what, `actor` who did it, and
    `sudo_user` who ran sudo to act as `actor`, when that is how it was done."""

    kind: str
    actor: str
    subject: str
    payload: dict[str, Any] = field(default_factory=dict)
    time: str = field(default_factory=utc_now)
    sudo_user: str | None = None

    def __post_init__(self) -> None:
        named = ("kind", "actor", "subject", "time")
        for name in named if self.sudo_user is None else (*named, _SUDO_FIELD):
            value = getattr(self, name)
            if not isinstance(value, str) or not value:
                raise AuditError(f"audit entry: {name} must be a non-empty string (got {value!r})")
        if not isinstance(self.payload, dict):
            raise AuditError(f"audit entry: payload must be a JSON object (got {self.payload!r})")
        parse_time(self.time)
        if found := _misplaced_field(self.payload):
            path, problem = found
            raise AuditError(f"audit payload payload{path}{problem}")

    def to_json(self) -> dict[str, Any]:
        fields = {name: getattr(self, name) for name in _FIELDS}
        if self.sudo_user is not None:
            fields[_SUDO_FIELD] = self.sudo_user
        return fields

    def to_bytes(self) -> bytes:
        try:
            data = canonical_json(self.to_json())
        except (TypeError, ValueError) as exc:
            raise AuditError(f"audit entry {self.kind}: payload is not plain JSON: {exc}") from None
        if len(data) > MAX_ENTRY_BYTES:
            raise AuditError(
                f"audit entry {self.kind} is {len(data)} bytes, over {MAX_ENTRY_BYTES}: "
                "log a fingerprint or a reference instead of the bulky value"
            )
        return data

    @classmethod
    def from_bytes(cls, data: bytes) -> Entry:
        """Parse a stored entry; it must be exactly the canonical form it was written in."""
        try:
            raw = json.loads(data)
        except (ValueError, UnicodeDecodeError):
            raise AuditError("audit entry is not JSON") from None
        if not isinstance(raw, dict) or sorted(set(raw) - {_SUDO_FIELD}) != list(_FIELDS):
            raise AuditError(
                f"audit entry must have exactly the fields {', '.join(_FIELDS)} "
                f"(and {_SUDO_FIELD} under sudo)"
            )
        entry = cls(**raw)
        if entry.to_bytes() != data:
            raise AuditError("audit entry is not in canonical form (RFC 8785)")
        return entry


def fixed_shape_bytes(kind: str, actor: str, subject: str, payload: dict[str, Any]) -> bytes:
    """What `Entry(KIND, ACTOR, SUBJECT, PAYLOAD).to_bytes()` gives, for a payload whose keys
    the caller wrote itself (ASCII, none naming a secret) over plain values, as a decision's
    are: what that promise covers is not checked again on every entry. Anything the fast path
    cannot write goes through Entry, which refuses it with an AuditError."""
    data = b""
    if kind and actor and subject:
        fields = {"actor": actor, "kind": kind, "payload": payload, "subject": subject}
        try:
            data = plain_json({**fields, "time": utc_now()})
        except (UnicodeEncodeError, TypeError, ValueError):
            data = b""
    if not data or len(data) > MAX_ENTRY_BYTES:
        return Entry(kind, actor, subject, payload).to_bytes()
    return data
