"""The site's audit log as its configuration describes it: folder, reader group, lock wait."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from govern.audit.access import Access
    from govern.audit.log import AuditLog
    from govern.config import LoadedConfig


def site_access(config: LoadedConfig) -> Access:
    from govern.audit.access import Access

    return Access.for_group(config.audit.reader_group)


@dataclass(frozen=True)
class LogPlace:
    """Where the site's log is and how its writers share it, as plain data (what `backup run`
    keeps of the configuration, govern.backup.settings)."""

    folder: Path
    reader_group: str | None
    lock_timeout: float

    @classmethod
    def of(cls, config: LoadedConfig) -> LogPlace:
        return cls(config.audit_dir, config.audit.reader_group, config.audit.lock_timeout_seconds)

    def open(self, *, create: bool = True, log_dir: Path | None = None) -> AuditLog:
        """The log (or a copy of one in LOG_DIR). Every writer, whichever creates the log first,
        gives it the configured reader group and waits `[audit] lock_timeout_seconds` for other
        writers; create=False opens it for reading only."""
        # the writer is loaded here, not with the place: `backup run` knows the place before
        # restic starts and writes only once it has
        from govern.audit.access import Access
        from govern.audit.log import open_log

        return open_log(
            log_dir or self.folder,
            create=create,
            access=Access.for_group(self.reader_group) if create else None,
            lock_timeout=self.lock_timeout,
        )


def open_site_log(
    config: LoadedConfig, *, create: bool = True, log_dir: Path | None = None
) -> AuditLog:
    """The site's log (or a copy of one in LOG_DIR), as LogPlace.open opens it."""
    return LogPlace.of(config).open(create=create, log_dir=log_dir)
