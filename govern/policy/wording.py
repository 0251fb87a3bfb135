"""How a decision is said to people, from its JSON form (`Decision.to_json`, or a daemon's
answer). It imports nothing, so a client printing a daemon's answer loads no engine."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs a cold `govern check` milliseconds
    from typing import Any


def explanation(answer: dict[str, Any]) -> str:
    """Why ANSWER decided as it did: its errors, else its policies' reasons, with the approvals
    it relied on and what ended approvals say."""
    if answer.get("errors"):
        return "; ".join(answer["errors"])
    policies = answer.get("policies") or []
    if not policies:
        return "no policy permits this request"
    text = "; ".join(f"{p['id']}: {p['reason']}" for p in policies)
    if answer.get("approvals"):
        text += f" (approvals: {', '.join(answer['approvals'])})"
    if answer.get("notes"):
        text += f" ({'; '.join(answer['notes'])})"
    return text


def verdict(answer: dict[str, Any]) -> str:
    """ALLOW, DENY or ERROR."""
    if answer.get("decision") == "allow":
        return "ALLOW"
    return "ERROR" if answer.get("errors") else "DENY"


def decision_line(answer: dict[str, Any]) -> str:
    """'ALLOW user action resource -> destination: why', the one line `govern check` prints."""
    request = answer["request"]
    return (
        f"{verdict(answer)} {request['user']} {request['action']} {request['resource']} -> "
        f"{request['destination']}: {explanation(answer)}"
    )
