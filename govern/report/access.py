"""Access to controlled data (every allow of CUI, ITAR and EAR data), and denies by policy."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from govern.report.context import Context
from govern.report.decisions import DECIDING_KINDS, Checked
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import EntryRef, Item, Items, Section
from govern.report.stream import Seen

# A deny the daemon gave without a deciding policy: the image trust policy, or an error.
_NO_POLICY = "(no policy: see the entry)"


class ControlledAccess:
    kinds: tuple[str, ...] = DECIDING_KINDS
    history: bool = False
    columns = ("user", "action", "resource", "classes", "destination", "approvals", "via")

    def __init__(self, context: Context) -> None:
        self.context = context
        self.items = Items(context.max_items)
        self.findings = new_findings("controlled-access")
        self.by_class: Counter[str] = Counter()
        self.by_action: Counter[str] = Counter()

    def feed(self, seen: Seen) -> None:
        for check in seen.checks:
            if check.allowed:
                self._allowed(seen, check)

    def _allowed(self, seen: Seen, check: Checked) -> None:
        context = self.context
        ref = seen.ref
        for approval in check.approvals:
            context.approvals.used(approval, ref)
        classes = context.controlled(check.resource)
        if classes is None:
            self.findings["unknown-resource"].add(
                f"{check.resource}: {check.user} {check.action} at {seen.time}", ref
            )
            return
        if not classes:
            return
        self.by_class.update(classes)
        self.by_action[check.action] += 1
        described = f"{check.user} {check.action} {check.resource} -> {check.destination}"
        for approval in check.approvals:
            history = context.approvals.histories.get(approval)
            if history is None:
                self.findings["approval-not-vouched"].add(
                    f"{described}: approval {approval} has no step in the audit log", ref
                )
            elif not history.active_at(seen.time):
                self.findings["approval-not-active"].add(
                    f"{described}: approval {approval} was not granted at {seen.time}", ref
                )
        if check.action == "export":
            self.findings["controlled-export"].add(f"{described} at {seen.time}", ref)
        self.items.add(
            lambda: Item(
                seen.time,
                {
                    "user": check.user,
                    "action": check.action,
                    "resource": check.resource,
                    "classes": ", ".join(classes),
                    "destination": check.destination,
                    "approvals": ", ".join(check.approvals),
                    "via": seen.kind,
                },
                [ref()],
            )
        )

    def section(self, context: Context) -> Section:
        counts = {"allows": self.items.total}
        counts |= {
            f"allows_{name}": self.by_class[name] for name in ("cui", "itar", "ear", "ear99")
        }
        counts |= {f"action_{name}": n for name, n in sorted(self.by_action.items())}
        return Section(
            "controlled-access",
            SECTIONS["controlled-access"],
            self.columns,
            counts,
            self.items,
            list(self.findings.values()),
            notes=[
                "Classes are those the site's catalog gives each resource now (with lineage); "
                "the entry records the catalog's version it was decided under."
            ],
        )


@dataclass
class _Policy:
    denies: int = 0
    first: str = ""
    last: str = ""
    refs: list[EntryRef] = field(default_factory=list)


class Denies:
    kinds: tuple[str, ...] = (*DECIDING_KINDS, "slurm.refusal", "webhook.admission")
    history: bool = False
    columns = ("policy", "denies", "first", "last")

    def __init__(self, context: Context) -> None:
        self.context = context
        self.policies: dict[str, _Policy] = {}
        self.findings = new_findings("denies")
        self.allows = 0
        self.denies = 0
        self.by_day: dict[str, list[int]] = {}

    def _count(self, seen: Seen, allowed: bool) -> None:
        day = self.by_day.setdefault(seen.time[:10], [0, 0])
        day[0 if allowed else 1] += 1
        if allowed:
            self.allows += 1
        else:
            self.denies += 1

    def _deny(self, seen: Seen, policy: str) -> None:
        entry = self.policies.setdefault(policy, _Policy(first=seen.time))
        entry.denies += 1
        entry.first = min(entry.first, seen.time)
        entry.last = max(entry.last, seen.time)
        if len(entry.refs) < 5:
            entry.refs.append(seen.ref())

    def feed(self, seen: Seen) -> None:
        if seen.kind == "slurm.refusal":
            message = seen.payload.get("message") or seen.payload.get("refused") or ""
            self.findings["refused-requests"].add(f"{seen.subject}: {message}"[:300], seen.ref)
            self._count(seen, False)
            return
        if seen.kind == "webhook.admission":
            outcome = seen.payload.get("outcome")
            self._count(seen, outcome != "deny")
            if outcome == "deny":
                self._deny(seen, "admission webhook")
            return
        checks = seen.checks
        if seen.kind == "slurm.job":
            allowed = seen.payload.get("decision") == "allow"
            self._count(seen, allowed)
            if not allowed and not any(not c.allowed for c in checks):
                self._deny(seen, "image trust policy")
        elif checks:
            self._count(seen, all(c.allowed for c in checks))
        for check in checks:
            if check.allowed:
                continue
            if check.errors:
                self.findings["denied-on-error"].add(
                    f"{check.user} {check.action} {check.resource}: {'; '.join(check.errors)}"[
                        :300
                    ],
                    seen.ref,
                )
            for policy in check.policies or (_NO_POLICY,):
                self._deny(seen, policy)

    def section(self, context: Context) -> Section:
        items = Items(context.max_items)
        for name, policy in sorted(self.policies.items(), key=lambda p: (-p[1].denies, p[0])):
            items.add(
                Item(
                    policy.first,
                    {
                        "policy": name,
                        "denies": str(policy.denies),
                        "first": policy.first,
                        "last": policy.last,
                    },
                    policy.refs,
                )
            )
        return Section(
            "denies",
            SECTIONS["denies"],
            self.columns,
            {"decisions": self.allows + self.denies, "allows": self.allows, "denies": self.denies},
            items,
            list(self.findings.values()),
            notes=["Each row is one policy, with the first few of the entries it denied."],
            series={"decisions_by_day": [[d, a, n] for d, (a, n) in sorted(self.by_day.items())]},
        )
