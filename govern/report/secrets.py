"""Secrets found in files (`secrets.scan`) and moved into Vault (`secrets.migrate`); never
their values."""

from __future__ import annotations

from collections import Counter

from govern.report.context import Context
from govern.report.decisions import as_list, names
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import Item, Items, Section
from govern.report.stream import Seen


class Secrets:
    kinds: tuple[str, ...] = ("secrets.scan", "secrets.migrate")
    history: bool = False
    columns = ("file", "owner", "moved to", "secrets", "by")

    def __init__(self, context: Context) -> None:
        self.items = Items(context.max_items)
        self.findings = new_findings("secrets")
        self.secrets = 0
        self.owners: Counter[str] = Counter()
        self.scans = 0
        self.found = 0

    def feed(self, seen: Seen) -> None:
        if seen.kind == "secrets.scan":
            self._scan(seen)
        else:
            self._migration(seen)

    def _scan(self, seen: Seen) -> None:
        payload = seen.payload
        found = payload.get("findings")
        count = found if isinstance(found, int) else 0
        self.scans += 1
        self.found += count
        if count:
            where = ", ".join(names(payload.get("paths")))
            listed = [
                f"{f.get('path')}:{f.get('line')} ({f.get('rule')})"
                for f in as_list(payload.get("found"))
                if isinstance(f, dict)
            ]
            self.findings["secret-found"].add(
                f"scan of {where}: {count} secret(s) in files: {'; '.join(listed[:5])}"[:300],
                seen.ref(),
            )

    def _migration(self, seen: Seen) -> None:
        payload = seen.payload
        keys = as_list(payload.get("keys"))
        owner = str(payload.get("owner") or "")
        self.secrets += len(keys)
        self.owners[owner] += 1
        self.findings["secret-migrated"].add(
            f"{seen.subject}: {len(keys)} secret(s) of {owner} to {payload.get('to')}", seen.ref()
        )
        self.items.add(
            Item(
                seen.time,
                {
                    "file": seen.subject,
                    "owner": owner,
                    "moved to": str(payload.get("to") or ""),
                    "secrets": str(len(keys)),
                    "by": seen.actor,
                },
                [seen.ref()],
            )
        )

    def section(self, context: Context) -> Section:
        return Section(
            "secrets",
            SECTIONS["secrets"],
            self.columns,
            {
                "scans": self.scans,
                "found": self.found,
                "migrations": self.items.total,
                "secrets": self.secrets,
                "owners": len(self.owners),
            },
            self.items,
            list(self.findings.values()),
            notes=[
                "Each row is a file whose secrets `govern secrets migrate` moved into Vault. "
                "Scans run by root or the service account record where they found secrets "
                "(never a value); the count adds up every recorded scan in the period, so a "
                "secret still there is counted by each scan that found it."
            ],
        )
