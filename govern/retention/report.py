"""`govern retention report`: what is kept too long, or not long enough."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from govern.config import LoadedConfig
from govern.retention.backups import BackupFinding
from govern.retention.data import DataDue, GoneEarly
from govern.retention.records import RecordFinding


@dataclass(frozen=True)
class Report:
    today: dt.date
    rules: Path | None  # None: the regulatory defaults alone
    data: list[DataDue]
    gone_early: list[GoneEarly]
    backups: list[BackupFinding]
    records: list[RecordFinding]

    @property
    def breaches(self) -> int:
        due = sum(d.breach for d in self.data)
        return due + len(self.gone_early) + len(self.backups) + len(self.records)

    def to_json(self) -> dict[str, Any]:
        return {
            "today": self.today.isoformat(),
            "rules": str(self.rules) if self.rules else None,
            "breaches": self.breaches,
            "data": [d.to_json() for d in self.data],
            "data_gone_early": [g.to_json() for g in self.gone_early],
            "backups": [b.to_json() for b in self.backups],
            "records": [r.to_json() for r in self.records],
        }


def build_report(config: LoadedConfig, today: dt.date) -> Report:
    from govern.backup.repository import BackupPaths, load_repositories
    from govern.backup.rules import load_rules
    from govern.catalog.load import load_catalog
    from govern.retention.backups import keep_findings, object_lock_findings
    from govern.retention.data import data_due, gone_early
    from govern.retention.records import record_findings
    from govern.retention.rules import load_retention

    retention = load_retention(config)
    catalog = load_catalog(config.catalog_dir)
    paths = BackupPaths.of(config)
    backups: list[BackupFinding] = []
    if config.backup_dir.is_dir():
        rules = load_rules(config.backup_dir)
        backups = keep_findings(rules, retention) + object_lock_findings(
            rules, load_repositories(config), retention
        )
    return Report(
        today,
        retention.file,
        data_due(catalog, retention, today, paths.source),
        gone_early(catalog, retention, today, paths.source),
        backups,
        record_findings(config, retention),
    )
