"""The daemon's audit entries: every decision and every refusal fits the entry limit, so no
request goes unrecorded because of its size."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from json.encoder import encode_basestring
from typing import TYPE_CHECKING, Any, TypeVar

from govern.audit.canonical import canonical_json
from govern.audit.entry import MAX_ENTRY_BYTES, fingerprint, fixed_shape_bytes, utc_now
from govern.errors import AuditError

if TYPE_CHECKING:
    from govern.audit.writer import Durable, GroupCommitWriter

_Written = TypeVar("_Written")

REFUSAL_KIND = "slurm.refusal"
DECISION_KIND = "decision"
# A compacted list keeps this many leading items; a compacted text this many characters.
_HEAD_ITEMS = 8
_HEAD_CHARS = 512
# Names and subjects taken from a request that was refused are cut to this many characters.
_NAME_CHARS = 256
# The parts of a job entry that grow with what the job declares, compacted first.
_BULKY_FIELDS = ("checks", "image_checks", "message")
_QUICK_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False, separators=(",", ":"))


def compact(value: Any) -> Any:
    """VALUE with every list longer than a few items and every long text replaced by its size,
    its SHA-256 and its start: an auditor can still match it against the job's script."""
    if isinstance(value, dict):
        return {key: compact(inner) for key, inner in value.items()}
    if isinstance(value, list | tuple):
        items = [compact(inner) for inner in value[:_HEAD_ITEMS]]
        if len(value) <= _HEAD_ITEMS:
            return items
        digest = fingerprint(canonical_json(list(value)))
        return {"count": len(value), "sha256": digest, "first": items}
    if isinstance(value, str) and len(value) > _HEAD_CHARS:
        return {"length": len(value), "sha256": fingerprint(value), "start": value[:_HEAD_CHARS]}
    return value


def _denials_first(value: Any) -> Any:
    """A list of checks with the denied ones first (stable), so that a compacted list keeps
    the checks that decided the job."""
    if not isinstance(value, list):
        return value
    return sorted(
        value, key=lambda check: isinstance(check, dict) and check.get("decision") == "allow"
    )


def _fitted(payload: dict[str, Any], *, measured: bool) -> Iterator[dict[str, Any]]:
    """PAYLOAD, then forms of it that are more and more compact. Unless the entry is MEASURED
    as it is written (its fixed shape is written from plain JSON and its length checked), the
    plain payload is skipped when its plain JSON (about as long as its canonical form, and far
    quicker to make) is already past the limit: the canonical form is the slow one to make."""
    if measured or len(_QUICK_JSON.encode(payload)) <= MAX_ENTRY_BYTES:
        yield payload
    bulky = {key: compact(_denials_first(payload[key])) for key in _BULKY_FIELDS if key in payload}
    yield {**payload, **bulky}
    yield compact({**payload, **bulky})


def submit_fitted(
    audit: GroupCommitWriter, kind: str, actor: str, subject: str, payload: dict[str, Any]
) -> Durable:
    """Submit the entry, compacted as far as it takes to fit the entry limit (an entry of the
    daemon's own keys alone is written by fitted_record)."""
    return _first_fitting(lambda fitted: audit.submit(kind, actor, subject, fitted), payload)


def fitted_record(kind: str, actor: str, subject: str, payload: dict[str, Any]) -> bytes:
    """The entry's bytes in its fixed shape, compacted as far as it takes to fit the entry
    limit, for a PAYLOAD whose every key is the daemon's own and every number within what JSON
    carries exactly (as in a job's entry without image checks: its numbers were bounded as the
    job was read): unchecked, but text that has no canonical form (a lone surrogate) is still
    refused."""
    return _first_fitting(
        lambda fitted: fixed_shape_bytes(kind, actor, subject, fitted), payload, measured=True
    )


def _first_fitting(
    write: Callable[[dict[str, Any]], _Written], payload: dict[str, Any], *, measured: bool = False
) -> _Written:
    """WRITE's result for the first form of PAYLOAD it does not refuse as too large."""
    error: AuditError | None = None
    for fitted in _fitted(payload, measured=measured):
        try:
            return write(fitted)
        except AuditError as exc:
            error = exc
    assert error is not None
    raise error


def decision_record(
    request: dict[str, str],
    decision: str,
    policies: list[str],
    approvals: list[str],
    errors: list[str],
    catalog: str,
    peer: dict[str, Any] | None = None,
) -> bytes:
    """The canonical bytes of the entry of a decision on REQUEST (user, action, resource and
    destination; its user the actor, its resource the subject), naming PEER if one asked on the
    user socket. Without a peer, the daemon's most frequent entry, it is written out in the
    canonical order of its keys, every string as the canonical encoder writes it: the bytes
    fixed_shape_bytes gives, for a fraction of the time. Anything else takes that general path."""
    payload = {
        "request": request,
        "decision": decision,
        "policies": policies,
        "approvals": approvals,
        "errors": errors,
        "catalog": catalog,
    }
    actor, subject = request.get("user", ""), request.get("resource", "")
    if peer is not None:
        payload["peer"] = peer
    if peer is not None or len(request) != 4 or not actor or not subject:
        return fixed_shape_bytes(DECISION_KIND, actor, subject, payload)
    try:
        data = (
            f'{{"actor":{encode_basestring(actor)},"kind":"{DECISION_KIND}","payload":'
            f'{{"approvals":{_strings(approvals)},"catalog":{encode_basestring(catalog)},'
            f'"decision":{encode_basestring(decision)},"errors":{_strings(errors)},'
            f'"policies":{_strings(policies)},"request":{{'
            f'"action":{encode_basestring(request["action"])},'
            f'"destination":{encode_basestring(request["destination"])},'
            f'"resource":{encode_basestring(subject)},"user":{encode_basestring(actor)}}}}},'
            f'"subject":{encode_basestring(subject)},"time":"{utc_now()}"}}'
        ).encode()
    except UnicodeEncodeError:  # a lone surrogate: the general path refuses it
        data = b""
    if not data or len(data) > MAX_ENTRY_BYTES:
        return fixed_shape_bytes(DECISION_KIND, actor, subject, payload)
    return data


def _strings(values: list[str]) -> str:
    return "[" + ",".join(map(encode_basestring, values)) + "]"


def bounded_name(value: object, fallback: str) -> str:
    """A name from a request that may be malformed or hostile: a non-empty string of bounded
    length, or FALLBACK."""
    if isinstance(value, bool) or not isinstance(value, str | int) or value == "":
        return fallback
    text = str(value)
    return text if len(text) <= _NAME_CHARS else text[:_NAME_CHARS] + "…"


@dataclass(frozen=True)
class Refused:
    """What the audit log keeps of a refused request: who and what it named, as far as that can
    be read, and the request's size and digest (never the request, which may be huge)."""

    actor: str = "unknown"
    subject: str = "request"
    size: int | None = None
    digest: str | None = None

    @classmethod
    def of_line(cls, line: bytes, message: dict[str, Any] | None = None) -> Refused:
        fields = message or {}
        job_id = fields.get("job_id")
        subject = f"job:{bounded_name(job_id, '?')}" if job_id is not None else None
        actor = bounded_name(fields.get("user"), "")
        if not actor and fields.get("uid") is not None:
            actor = "uid:" + bounded_name(fields.get("uid"), "?")
        return cls(
            actor=actor or "unknown",
            subject=subject or bounded_name(fields.get("resource"), "request"),
            size=len(line),
            digest=fingerprint(line),
        )

    def payload(self, kind: str, message: str, catalog: str) -> dict[str, Any]:
        return {
            "decision": "deny",
            "refusal": kind,
            "message": compact(message),
            "request": {"bytes": self.size, "sha256": self.digest},
            "catalog": catalog,
        }
