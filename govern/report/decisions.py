"""The policy decisions an entry records, whatever wrote it: the daemon's `decision`, each check
of a `slurm.job`, and the decision behind a `backup.restore`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from govern.report.stream import Seen

DECIDING_KINDS = ("decision", "slurm.job", "backup.restore")


def as_list(value: Any) -> list[Any]:
    """A list from an entry, also when the writer compacted it to its first items
    ({"count", "sha256", "first"}) to fit the entry limit."""
    if isinstance(value, list):
        return value
    if isinstance(value, dict) and isinstance(value.get("first"), list):
        return list(value["first"])
    return []


def names(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in as_list(value) if isinstance(v, str | int))


@dataclass(frozen=True)
class Checked:
    user: str
    action: str
    resource: str
    destination: str
    allowed: bool
    policies: tuple[str, ...]
    approvals: tuple[str, ...]
    errors: tuple[str, ...]


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def checks_of(seen: Seen) -> list[Checked]:
    payload = seen.payload
    if seen.kind == "decision":
        request = payload.get("request")
        request = request if isinstance(request, dict) else {}
        return [
            Checked(
                _text(request.get("user")) or seen.actor,
                _text(request.get("action")),
                _text(request.get("resource")) or seen.subject,
                _text(request.get("destination")),
                payload.get("decision") == "allow",
                names(payload.get("policies")),
                names(payload.get("approvals")),
                names(payload.get("errors")),
            )
        ]
    if seen.kind == "slurm.job":
        job = payload.get("job")
        user = _text(job.get("user")) if isinstance(job, dict) else ""
        return [
            Checked(
                user or seen.actor,
                "use",
                _text(check.get("resource")),
                _text(check.get("destination")),
                check.get("decision") == "allow",
                names(check.get("policies")),
                names(check.get("approvals")),
                names(check.get("errors")),
            )
            for check in as_list(payload.get("checks"))
            if isinstance(check, dict)
        ]
    if seen.kind == "backup.restore" and payload.get("ok") is True:
        return [
            Checked(
                _text(payload.get("principal")) or seen.actor,
                "restore",
                _text(payload.get("resource")) or seen.subject,
                _text(payload.get("destination")),
                True,
                (),
                (),
                (),
            )
        ]
    return []
