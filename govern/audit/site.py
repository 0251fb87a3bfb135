"""The site's audit log as its configuration describes it: folder, reader group, lock wait."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from govern.audit.access import Access
from govern.audit.log import AuditLog, open_log

if TYPE_CHECKING:
    from govern.config import LoadedConfig


def site_access(config: LoadedConfig) -> Access:
    return Access.for_group(config.audit.reader_group)


def open_site_log(
    config: LoadedConfig, *, create: bool = True, log_dir: Path | None = None
) -> AuditLog:
    """The site's log (or a copy of one in LOG_DIR). Every writer, whichever creates the log
    first, gives it the configured reader group and waits `[audit] lock_timeout_seconds` for
    other writers; create=False opens it for reading only."""
    return open_log(
        log_dir or config.audit_dir,
        create=create,
        access=site_access(config) if create else None,
        lock_timeout=config.audit.lock_timeout_seconds,
    )
