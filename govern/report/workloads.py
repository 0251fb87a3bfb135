"""Jobs and admissions: the images they ran (digest, rule, signer), privileged workloads and who
approved them, images refused as untrusted."""

from __future__ import annotations

from collections import Counter
from typing import Any

from govern.report.context import Context
from govern.report.decisions import as_list, names
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import Item, Items, Section
from govern.report.stream import Seen

_MAX_IMAGES = 1000


def _image_text(record: dict[str, Any]) -> str:
    reference = str(record.get("reference") or "?")
    digest = record.get("digest")
    signer = record.get("signer") or record.get("error") or "untrusted"
    rule = record.get("rule")
    return f"{reference}@{digest or '?'} ({f'rule {rule}, ' if rule else ''}{signer})"


class Workloads:
    kinds: tuple[str, ...] = ("slurm.job", "webhook.admission")
    history: bool = False
    columns = ("workload", "user", "where", "decision", "images", "privileged", "approved by")

    def __init__(self, context: Context) -> None:
        self.context = context
        self.items = Items(context.max_items)
        self.findings = new_findings("workloads")
        self.counts: Counter[str] = Counter()
        self.images: Counter[str] = Counter()

    def _images(self, records: list[Any]) -> list[dict[str, Any]]:
        found = [r for r in records if isinstance(r, dict)]
        for record in found:
            key = f"{record.get('reference')}@{record.get('digest')}"
            if key in self.images or len(self.images) < _MAX_IMAGES:
                self.images[key] += 1
        return found

    def feed(self, seen: Seen) -> None:
        if seen.kind == "slurm.job":
            self._job(seen)
        else:
            self._admission(seen)

    def _job(self, seen: Seen) -> None:
        payload = seen.payload
        job = payload.get("job") if isinstance(payload.get("job"), dict) else {}
        assert isinstance(job, dict)
        allowed = payload.get("decision") == "allow"
        self.counts["jobs_allowed" if allowed else "jobs_denied"] += 1
        images = self._images(as_list(payload.get("image_checks")))
        privileged = names(job.get("privileged_images"))
        partitions = names(job.get("partitions"))
        approved = []
        if privileged and allowed:
            approved = self._recorded(seen) or [
                who
                for image in privileged
                for partition in partitions
                for who in self._approved(image, f"partition:{partition}", seen.time)
            ]
            self.counts["privileged_jobs"] += 1
            self.findings["privileged-workload"].add(
                f"{seen.subject} by {job.get('user')}: {', '.join(privileged)} on "
                f"{', '.join(partitions)}; approved by {'; '.join(approved)}",
                seen.ref(),
            )
        self._untrusted(seen, images)
        if images or privileged:
            self.items.add(
                Item(
                    seen.time,
                    {
                        "workload": seen.subject,
                        "user": str(job.get("user") or seen.actor),
                        "where": ", ".join(f"partition:{p}" for p in partitions),
                        "decision": "allow" if allowed else "deny",
                        "images": "; ".join(_image_text(r) for r in images),
                        "privileged": ", ".join(privileged),
                        "approved by": "; ".join(approved),
                    },
                    [seen.ref()],
                )
            )

    def _admission(self, seen: Seen) -> None:
        payload = seen.payload
        outcome = str(payload.get("outcome") or "")
        self.counts[f"admissions_{outcome or 'unknown'}"] += 1
        images = self._images(as_list(payload.get("images")))
        namespace = str(payload.get("namespace") or "")
        problems = names(payload.get("problems"))
        if outcome == "allow" and problems:
            self.findings["admitted-in-warn-mode"].add(
                f"{seen.subject}: {'; '.join(problems)}"[:300], seen.ref()
            )
        privileged = [r for r in images if as_list(r.get("privileges"))]
        approved = []
        if privileged and outcome == "allow":
            approved = self._recorded(seen) or [
                who
                for record in privileged
                for who in self._approved(
                    str(record.get("reference")), f"namespace:{namespace}", seen.time
                )
            ]
            self.counts["privileged_admissions"] += 1
            self.findings["privileged-workload"].add(
                f"{seen.subject}: "
                + ", ".join(
                    f"{r.get('where')} {'/'.join(names(r.get('privileges')))}" for r in privileged
                )
                + f"; approved by {'; '.join(approved)}",
                seen.ref(),
            )
        self._untrusted(seen, images)
        self.items.add(
            lambda: Item(
                seen.time,
                {
                    "workload": seen.subject,
                    "user": seen.actor,
                    "where": f"namespace:{namespace}",
                    "decision": outcome,
                    "images": "; ".join(_image_text(r) for r in images),
                    "privileged": ", ".join(
                        f"{r.get('where')}: {'/'.join(names(r.get('privileges')))}"
                        for r in privileged
                    ),
                    "approved by": "; ".join(approved),
                },
                [seen.ref()],
            )
        )

    def _recorded(self, seen: Seen) -> list[str]:
        """The privileged approvals the decision itself names, as 'ID (by A, B)', each counted
        as used (entries written before decisions named them have none)."""
        recorded = names(seen.payload.get("privileged_approvals"))
        for approval_id in recorded:
            self.context.approvals.used(approval_id, seen.ref)
        return [self.context.approvals.described(approval_id) for approval_id in recorded]

    def _approved(self, image: str, where: str, time: str) -> list[str]:
        """For an entry that names no approval: the privileged approvals active at TIME that
        cover IMAGE in WHERE, else the image trust policy (its privileged rule and
        [privileged] list), which alone cleared privileged work before approvals did."""
        return self.context.approvals.privileged_for(image, where, time) or [
            f"trust policy ({image} privileged in {where})"
        ]

    def _untrusted(self, seen: Seen, images: list[dict[str, Any]]) -> None:
        for record in images:
            if record.get("trusted") is not True:
                reasons = names(record.get("reasons")) or (str(record.get("error") or ""),)
                self.findings["untrusted-image"].add(
                    f"{seen.subject}: {record.get('reference')}: {'; '.join(reasons)}"[:300],
                    seen.ref,
                )

    def section(self, context: Context) -> Section:
        counts = dict(sorted(self.counts.items()))
        counts["distinct_images"] = len(self.images)
        return Section(
            "workloads",
            SECTIONS["workloads"],
            self.columns,
            counts,
            self.items,
            list(self.findings.values()),
            notes=[
                "Jobs are listed when they declare images; every admission review is listed.",
                "A privileged workload is approved by the privileged approvals its decision names; "
                "for entries from before decisions named them, by an approval active at the "
                "time, else by the image trust policy's privileged rule and partitions or "
                "namespaces.",
            ],
            series={"images": [[k, n] for k, n in self.images.most_common(50)]},
        )
