"""Approvals as the workflow leaves them, for tests of what decisions make of them."""

from __future__ import annotations

import time

from govern.approvals.index import ApprovalIndex, Vouched
from govern.approvals.model import Approval, Kind, State, Subject


def privileged_index(
    *patterns: str, where: tuple[str, ...], project: str = "ops", state: State = State.GRANTED
) -> ApprovalIndex:
    """Approvals clearing images matching PATTERNS to run privileged in each of WHERE
    (partition:X, namespace:X) for PROJECT, granted a minute ago (or left in STATE), read as a
    daemon reads them."""
    vouched = [
        Vouched(
            Approval(
                id=f"APR-2026-{number:08x}",
                subject=Subject(Kind.PRIVILEGED, pattern, destination=scope, project=project),
                requester="olga",
                reason="GPU operator",
                expires=None,
                required=1,
                state=state,
                requested="2026-01-01T00:00:00Z",
                grants=("hana",),
                decided_by="hana" if state is State.REVOKED else None,
                decision_reason="key rotated" if state is State.REVOKED else "",
            ),
            since=int(time.time()) - 60,
        )
        for number, (pattern, scope) in enumerate(
            (pattern, scope) for pattern in patterns for scope in where
        )
    ]
    return ApprovalIndex.build(vouched, {v.approval.id for v in vouched}, int(time.time()))
