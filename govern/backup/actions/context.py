"""What every action needs: the site, its backup paths, restic per repository, the audit log."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from govern.audit.actor import Actor, current_actor
from govern.backup.repository import BackupPaths, Repository
from govern.backup.restic import Restic
from govern.config import LoadedConfig, load_config
from govern.errors import BackupError


@dataclass(frozen=True)
class BackupContext:
    config: LoadedConfig
    paths: BackupPaths
    actor: Actor

    @classmethod
    def open(cls, config_path: Any) -> BackupContext:
        config = load_config(config_path)
        return cls(config, BackupPaths.of(config), current_actor())

    def restic(self, repository: Repository) -> Restic:
        return Restic(self.config.backup.restic, repository)

    def repository(self, name: str) -> Repository:
        from govern.backup.repository import load_repositories

        repositories = load_repositories(self.config)
        if name not in repositories:
            known = ", ".join(repositories) or "none configured"
            raise BackupError(f"no repository {name!r} in [backup.repositories] ({known})")
        return repositories[name]

    def audit(self, kind: str, subject: str, payload: dict[str, Any]) -> int:
        from govern.audit.site import open_site_log

        with open_site_log(self.config) as log:
            return log.append_entry(self.actor.entry(kind, subject, payload))
