"""Audit entries: what happened, as canonical JSON (RFC 8785), with nothing secret in it."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from json.scanner import make_scanner
from operator import itemgetter
from typing import Any

from govern.audit.canonical import (
    CANONICAL_ENCODER,
    canonical_json,
    fast_canonical_json,
    plain_json,
)
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
# The fields besides the payload, which must be non-empty strings.
_NAMED = itemgetter("actor", "kind", "subject", "time")


def _float_seen(text: str) -> float:
    raise ValueError(f"a float ({text}): the reference encoder decides how it is written")


# One JSON value at a time, from the standard library's C scanner (strict: no raw control
# characters in strings), refusing floats.
_SCAN: Callable[[str, int], tuple[Any, int]] = make_scanner(
    json.JSONDecoder(parse_float=_float_seen)  # type: ignore[arg-type]  # typeshed's stub is off
)
# What checking many entries at once leaves to Entry.from_bytes, found in their bytes by one
# translation: integers of 16 digits and more (the reference refuses them) and characters from
# U+E000 up (UTF-8 lead bytes 0xEE to 0xF4), which sort keys differently in UTF-16.
_PLAIN_CLASSES = bytes(
    b"0"[0] if byte in b"0123456789" else b"h"[0] if 0xEE <= byte <= 0xF4 else b"."[0]
    for byte in range(256)
)
_LONG_INTEGER, _HIGH_CHARACTER = b"0" * 16, b"h"
# Keys (as canonical text writes them) that could be sensitive names, in lowercase ASCII.
_SENSITIVE_KEYS = tuple(f'"{name}":' for name in sorted(SENSITIVE_NAMES))


def fingerprint(value: str | bytes) -> str:
    """A stand-in for a sensitive value: 'sha256:<hex>', safe to log, comparable later."""
    data = value.encode() if isinstance(value, str) else value
    return FINGERPRINT_PREFIX + hashlib.sha256(data).hexdigest()


def utc_now() -> str:
    """Now, to the microsecond: 2026-11-29T12:00:00.123456Z."""
    now = time.time_ns()
    seconds, nanoseconds = divmod(now, 1_000_000_000)
    return f"{_second(seconds)}.{nanoseconds // 1000:06d}Z"


@lru_cache(maxsize=8)  # entries written within a second share its text
def _second(seconds: int) -> str:
    return dt.datetime.fromtimestamp(seconds, dt.UTC).strftime("%Y-%m-%dT%H:%M:%S")


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


def fixed_shape_bytes(
    kind: str, actor: str, subject: str, payload: dict[str, Any], *, plain_values: bool = True
) -> bytes:
    """What `Entry(KIND, ACTOR, SUBJECT, PAYLOAD).to_bytes()` gives, for a payload whose keys
    the caller wrote itself (ASCII, none naming a secret) over plain values, as a decision's
    are: what that promise covers is not checked again on every entry. Without PLAIN_VALUES
    (values taken from a request: any integer, say) the values are checked plain first, which
    costs a walk, not Entry's checks of every key. Anything the fast path cannot write goes
    through Entry, which refuses it with an AuditError."""
    data: bytes | None = None
    if kind and actor and subject:
        fields = {"actor": actor, "kind": kind, "payload": payload, "subject": subject}
        try:
            written = {**fields, "time": utc_now()}
            data = plain_json(written) if plain_values else fast_canonical_json(written)
        except (UnicodeEncodeError, TypeError, ValueError):
            data = None
    if not data or len(data) > MAX_ENTRY_BYTES:
        return Entry(kind, actor, subject, payload).to_bytes()
    return data


def entry_problems(records: Sequence[bytes]) -> list[tuple[int, str]]:
    """(position, problem) of each of RECORDS that Entry.from_bytes refuses, with its words.

    Parsing each entry into an Entry costs tens of microseconds; a whole-log check reads many of
    them. So the records are parsed by the C scanner one value per record, written back by the
    canonical encoder all at once and compared as one text, and the fields checked directly.
    Anything this cannot decide alone (a record that is not UTF-8 or holds a newline, is too
    long, holds a float, a long integer, a character from U+E000 up, a possibly sensitive or
    non-ASCII key; any difference at all) is handed to Entry.from_bytes, record by record."""
    if not records:
        return []
    try:
        if max(map(len, records)) > MAX_ENTRY_BYTES:
            raise ValueError("too long")
        data = b"\n".join(records)
        classes = data.translate(_PLAIN_CLASSES)
        if _LONG_INTEGER in classes or _HIGH_CHARACTER in classes:
            raise ValueError("not for the fast path")
        text = data.decode()
        lines = text.split("\n")
        if len(lines) != len(records):
            raise ValueError("a newline inside a record")
        values = []
        for line in lines:
            value, end = _SCAN(line, 0)
            if end != len(line) or type(value) is not dict:
                raise ValueError("not one object")
            values.append(value)
        if CANONICAL_ENCODER.encode(values) != f"[{','.join(lines)}]":
            raise ValueError("not canonical")
        for value in values:
            named = _NAMED(value)  # KeyError when one is missing
            "".join(named)  # TypeError when one is not a string
            if not all(named) or type(value["payload"]) is not dict:
                raise ValueError("not an entry")
            if len(value) != len(_FIELDS) and not _sudo_user_only(value):
                raise ValueError("other fields")
            parse_time(value["time"])
        lowered = text.lower()
        if not text.isascii() or any(key in lowered for key in _SENSITIVE_KEYS):
            for value in values:  # some key might be a sensitive name: look at every one
                if _misplaced_field(value["payload"]):
                    raise ValueError("a sensitive field")
    except (ValueError, TypeError, KeyError, StopIteration, AuditError):
        return _slow_problems(records)
    return []


def _sudo_user_only(value: dict[str, Any]) -> bool:
    """Whether the one field beyond the usual ones is a sudo_user, a non-empty string."""
    sudo_user = value.get(_SUDO_FIELD)
    return len(value) == len(_FIELDS) + 1 and type(sudo_user) is str and sudo_user != ""


def _slow_problems(records: Sequence[bytes]) -> list[tuple[int, str]]:
    problems = []
    for position, record in enumerate(records):
        try:
            Entry.from_bytes(record)
        except (AuditError, TypeError, ValueError) as exc:
            problems.append((position, str(exc)))
    return problems
