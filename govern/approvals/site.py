"""The approval workflow of a configured site: its store, its rules, its audit log, and the
approvals its decisions rely on."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from govern.approvals.index import ApprovalIndex
    from govern.approvals.live import LiveApprovals
    from govern.approvals.rules import Rules
    from govern.approvals.store import ApprovalStore
    from govern.audit.log import AuditLog
    from govern.config import LoadedConfig
    from govern.policy.bundle import CompiledSite


def store_location(config: LoadedConfig) -> dict[str, Any]:
    """Where the store is, as plain data a compiled site carries to a cold `govern check`."""
    settings = config.approvals
    password_file = config.approvals_password_file
    return {
        "store": settings.store,
        "path": str(config.approvals_path),
        "conninfo": settings.conninfo,
        "password_file": str(password_file) if password_file else None,
        "lock_timeout": settings.lock_timeout_seconds,
        "audit_dir": str(config.audit_dir),
    }


def open_store_at(location: dict[str, Any], *, create: bool) -> ApprovalStore | None:
    """The store LOCATION names; without CREATE, None when an SQLite store does not exist yet
    (no approval was ever requested there)."""
    if location["store"] == "postgresql":
        from govern.approvals.postgres import PostgresStore

        password_file = location["password_file"]
        return PostgresStore(
            location["conninfo"],
            password_file=Path(password_file) if password_file else None,
            lock_timeout=location["lock_timeout"],
        )
    from govern.approvals.sqlite import SqliteStore

    path = Path(location["path"])
    if not create and not path.exists():
        return None
    return SqliteStore(path, lock_timeout=location["lock_timeout"])


def open_store(config: LoadedConfig) -> ApprovalStore:
    """The store, for a writer: an SQLite store is created at its first use."""
    store = open_store_at(store_location(config), create=True)
    assert store is not None
    return store


def site_rules(config: LoadedConfig) -> Rules:
    from govern.approvals.rules import load_rules
    from govern.catalog import load_catalog

    catalog = load_catalog(config.catalog_dir)
    return load_rules(config.approvals_rules, config.approvals.operators, catalog)


def live_approvals(config: LoadedConfig, audit_log: AuditLog) -> LiveApprovals:
    """The approvals a daemon or webhook decides with, following the store as it changes."""
    from govern.approvals.live import LiveApprovals

    location = store_location(config)
    return LiveApprovals(
        lambda: open_store_at(location, create=False),
        audit_log,
        poll_seconds=config.approvals.poll_seconds,
        max_staleness_seconds=config.approvals.max_staleness_seconds,
    )


def approvals_once(site: CompiledSite) -> ApprovalIndex | None:
    """The approvals for one-off decisions in this process (`govern check`): None while the
    site has no store, so the catalog's typed approvals count as they always have; else each
    row whose audit entry holds it. That spot check cannot see a later entry superseding a
    row, as the daemon's replay of the log does, and an account that cannot read the store
    (anyone but root and the service account) gets no approval at all: such a check is advice."""
    location = site.approvals_store
    if location["store"] == "sqlite" and not Path(location["path"]).exists():
        return None
    from govern.approvals.index import ApprovalIndex
    from govern.errors import GovernError

    try:
        from govern.approvals.ledger import vouched_by_entries
        from govern.audit.log import open_log

        store = open_store_at(location, create=False)
        if store is None:  # removed meanwhile
            return None
        with store, open_log(Path(location["audit_dir"]), create=False) as log:
            rows = store.all()
            vouched = vouched_by_entries(rows, log)
        return ApprovalIndex.build(vouched, {row.id for row in rows}, int(time.time()))
    except (GovernError, OSError) as exc:
        return ApprovalIndex.unavailable(
            f"the approval store cannot be read here ({exc}); the decision daemon can"
        )
