"""Approvals requested, granted, used, denied, revoked and expired in the period, from the steps
of the workflow the audit log holds (steps it would not take are findings, and ignored)."""

from __future__ import annotations

import datetime as dt
from collections import Counter

from govern.report.context import ApprovalHistory, Context
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import Finding, Item, Items, Section
from govern.report.period import stamp

_COUNTED = ("requested", "imported", "granted", "denied", "revoked", "expired")
_COLUMNS = ("approval", "kind", "resource", "to", "state", "approvers", "expires", "steps", "uses")


def approvals_section(context: Context) -> Section:
    """Made after the pass over the entries: the workflow's steps were read before it, and the
    sections that see the decisions counted the uses."""
    findings = new_findings("approvals")
    for problem, ref in context.approvals.ignored:
        findings["workflow-step-ignored"].add(problem[:300], ref)
    period, until = context.period, context.reported_until
    steps: Counter[str] = Counter()
    items = Items(context.max_items)
    for approval_id, history in sorted(context.approvals.histories.items()):
        in_period = [s for s in history.steps if period.place(s.time) == 0]
        steps.update(s.event for s in in_period)
        _expired_unrecorded(approval_id, history, findings, context)
        uses = context.approvals.uses.get(approval_id, 0)
        if not in_period and not uses:
            continue
        latest = history.latest
        assert latest is not None
        subject = latest.subject
        to = subject.destination or subject.country or subject.user or ""
        state = latest.state_at(int(min(context.period.end, context.now).timestamp()))
        items.add(
            Item(
                (in_period[0].time if in_period else history.steps[0].time),
                {
                    "approval": approval_id,
                    "kind": subject.kind.value,
                    "resource": subject.resource,
                    "to": to,
                    "state": f"{state.value} (as of {until[:10]})",
                    "approvers": ", ".join(latest.grants),
                    "expires": latest.expires or "",
                    "steps": ", ".join(f"{s.event} by {s.by}" for s in in_period),
                    "uses": str(uses),
                },
                [s.ref for s in in_period] + context.approvals.use_refs.get(approval_id, []),
            )
        )
    counts = {name: steps[name] for name in _COUNTED}
    counts["used"] = sum(1 for n in context.approvals.uses.values() if n)
    counts["uses"] = sum(context.approvals.uses.values())
    return Section(
        "approvals",
        SECTIONS["approvals"],
        _COLUMNS,
        counts,
        items,
        list(findings.values()),
        notes=[
            "Uses are the allows in the period that relied on the approval; "
            "approvals only read from the catalog have no steps here."
        ],
    )


def _expired_unrecorded(
    approval_id: str, history: ApprovalHistory, findings: dict[str, Finding], context: Context
) -> None:
    latest = history.latest
    if latest is None or latest.until is None:
        return
    expiry = stamp(dt.datetime.fromtimestamp(latest.until, dt.UTC))
    now = int(context.now.timestamp())
    in_period = context.period.place(expiry) == 0 and expiry <= context.reported_until
    if in_period and latest.state_at(now) != latest.state:
        findings["expired-without-entry"].add(
            f"{approval_id} ({latest.subject.resource}) expired {expiry[:10]}, "
            f"still recorded as {latest.state.value}",
            history.steps[-1].ref,
        )
