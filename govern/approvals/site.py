"""The approval workflow of a configured site: its store, its rules, its audit log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from govern.approvals.store import ApprovalStore

if TYPE_CHECKING:
    from govern.approvals.rules import Rules
    from govern.config import LoadedConfig


def open_store(config: LoadedConfig) -> ApprovalStore:
    settings = config.approvals
    if settings.store == "postgresql":
        from govern.approvals.postgres import PostgresStore

        assert settings.conninfo is not None  # checked with the configuration
        return PostgresStore(
            settings.conninfo,
            password_file=config.approvals_password_file,
            lock_timeout=settings.lock_timeout_seconds,
        )
    from govern.approvals.sqlite import SqliteStore

    return SqliteStore(config.approvals_path, lock_timeout=settings.lock_timeout_seconds)


def site_rules(config: LoadedConfig) -> Rules:
    from govern.approvals.rules import load_rules
    from govern.catalog import load_catalog

    catalog = load_catalog(config.catalog_dir)
    return load_rules(config.approvals_rules, config.approvals.operators, catalog)
