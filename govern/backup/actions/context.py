"""What every action needs: the site, its backup paths, restic per repository, the audit log."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.audit.actor import Actor, current_actor
from govern.audit.site import LogPlace
from govern.backup.repository import BackupPaths, Repository
from govern.backup.restic import Restic
from govern.errors import BackupError

if TYPE_CHECKING:
    from govern.backup.settings import BackupSettings
    from govern.config import LoadedConfig


@dataclass(frozen=True)
class BackupContext:
    config_path: Path
    paths: BackupPaths
    restic_program: str
    log: LogPlace
    actor: Actor

    @classmethod
    def open(cls, config_path: Path) -> BackupContext:
        from govern.config import load_config

        config = load_config(config_path)
        context = cls(
            config.path,
            BackupPaths.of(config),
            config.backup.restic,
            LogPlace.of(config),
            current_actor(),
        )
        vars(context)["config"] = config  # what the config property would load again
        return context

    @classmethod
    def of(cls, settings: BackupSettings) -> BackupContext:
        """The context of a run whose settings were read without the configuration's models."""
        return cls(
            settings.config_path, settings.paths, settings.restic, settings.log, current_actor()
        )

    @functools.cached_property
    def config(self) -> LoadedConfig:
        """The validated configuration; a context made of cached settings loads it only when
        an action needs more than they hold (a builtin export)."""
        from govern.config import load_config

        return load_config(self.config_path)

    def restic(self, repository: Repository) -> Restic:
        return Restic(self.restic_program, repository)

    def repository(self, name: str) -> Repository:
        from govern.backup.repository import load_repositories

        repositories = load_repositories(self.config)
        if name not in repositories:
            known = ", ".join(repositories) or "none configured"
            raise BackupError(f"no repository {name!r} in [backup.repositories] ({known})")
        return repositories[name]

    def audit(self, kind: str, subject: str, payload: dict[str, Any]) -> int:
        with self.log.open() as log:
            return log.append_entry(self.actor.entry(kind, subject, payload))
