"""Secrets found in files and moved into Vault (`secrets.migrate`; never their values)."""

from __future__ import annotations

from collections import Counter

from govern.report.context import Context
from govern.report.decisions import as_list
from govern.report.findings import SECTIONS, new_findings
from govern.report.model import Item, Items, Section
from govern.report.stream import Seen


class Secrets:
    kinds: tuple[str, ...] = ("secrets.migrate",)
    history: bool = False
    columns = ("file", "owner", "moved to", "secrets", "by")

    def __init__(self, context: Context) -> None:
        self.items = Items(context.max_items)
        self.findings = new_findings("secrets")
        self.secrets = 0
        self.owners: Counter[str] = Counter()

    def feed(self, seen: Seen) -> None:
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
            {"migrations": self.items.total, "secrets": self.secrets, "owners": len(self.owners)},
            self.items,
            list(self.findings.values()),
            notes=[
                "Each row is a file whose secrets `govern secrets migrate` moved into Vault. "
                "What `govern secrets scan` finds is not recorded in the audit log: run it for "
                "the findings still in files."
            ],
        )
