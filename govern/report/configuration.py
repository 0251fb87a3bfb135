"""Configuration snapshots: the versions of what runs the cluster (kernel, GPU driver and
firmware, BIOS, packages) as each `govern snapshot-config` recorded them."""

from __future__ import annotations

from govern.report.context import Context
from govern.report.decisions import as_list
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import Item, Items, Section
from govern.report.stream import Seen


def _versions(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in sorted(value.items()))
    return ", ".join(str(v) for v in as_list(value))


class Configuration:
    kinds: tuple[str, ...] = ("config.snapshot",)
    history: bool = True  # a change is judged against the snapshot before, even before the period
    columns = ("class", "host", "ok", "kernel", "gpu", "firmware", "packages", "versions")

    def __init__(self, context: Context) -> None:
        self.items = Items(context.max_items)
        self.findings = new_findings("configuration")
        self.previous: dict[str, str] = {}  # class -> versions fingerprint of the last snapshot

    def feed(self, seen: Seen) -> None:
        payload = seen.payload
        fingerprint = str(payload.get("versions_sha256") or "")
        before = self.previous.get(seen.subject)
        if payload.get("ok") is True and fingerprint:
            self.previous[seen.subject] = fingerprint
        if seen.place < 0:
            return
        if payload.get("ok") is not True:
            self.findings["snapshot-failed"].add(
                f"{seen.subject} at {seen.time}: {payload.get('error')}"[:300], seen.ref()
            )
        elif before is not None and before != fingerprint:
            self.findings["versions-changed"].add(
                f"{seen.subject} at {seen.time}: kernel {payload.get('kernel')}", seen.ref()
            )
        components = payload.get("components")
        components = components if isinstance(components, dict) else {}
        self.items.add(
            Item(
                seen.time,
                {
                    "class": seen.subject.removeprefix("class:"),
                    "host": str(payload.get("host") or ""),
                    "ok": "yes" if payload.get("ok") is True else "no",
                    "kernel": str(payload.get("kernel") or ""),
                    "gpu": _versions(components.get("gpu")),
                    "firmware": _versions(components.get("firmware")),
                    "packages": _versions(components.get("packages")),
                    "versions": fingerprint,
                },
                [seen.ref()],
            )
        )

    def section(self, context: Context) -> Section:
        return Section(
            "configuration",
            SECTIONS["configuration"],
            self.columns,
            {
                "snapshots": self.items.total,
                "failed": self.findings["snapshot-failed"].count,
                "changes": self.findings["versions-changed"].count,
            },
            self.items,
            list(self.findings.values()),
            notes=[
                "`versions` is the SHA-256 of the whole versions file the snapshot backed up "
                "(system-versions.json in the snapshot): restore it to read every version."
            ],
        )
