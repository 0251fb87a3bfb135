"""Repositories as the site configures them: where restic finds each one and its password."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from govern.errors import BackupError

if TYPE_CHECKING:
    from govern.config import BackupRepositorySection, LoadedConfig


@dataclass(frozen=True)
class PasswordSource:
    """A password file (the embedded default) or a command that prints it (the secrets system).

    restic reads either itself, so the password never passes through govern's memory, argv or
    environment."""

    file: Path | None = None
    command: str | None = None

    def restic_flags(self) -> list[str]:
        if self.file is not None:
            return ["--password-file", str(self.file)]
        assert self.command is not None
        return ["--password-command", self.command]

    def describe(self) -> str:
        return f"file {self.file}" if self.file is not None else f"command {self.command!r}"


@dataclass(frozen=True)
class Repository:
    name: str
    kind: str  # local, s3, rest
    location: str  # restic's -r argument
    destination: str  # the catalog destination policies see
    password: PasswordSource
    append_only: bool
    check_cycle: int
    path: Path | None = None
    endpoint_url: str | None = None
    bucket: str | None = None
    region: str = "us-east-1"


def _site_path(config: LoadedConfig, value: Path) -> Path:
    return Path(os.path.normpath(config.path.parent / value))


def _repository(config: LoadedConfig, name: str, section: BackupRepositorySection) -> Repository:
    where = f"{config.path}: backup.repositories.{name}"
    if (section.password_file is None) == (section.password_command is None):
        raise BackupError(f"{where}: give exactly one of password_file or password_command")
    password = PasswordSource(
        file=_site_path(config, section.password_file) if section.password_file else None,
        command=section.password_command,
    )
    path: Path | None = None
    if section.kind == "local":
        if section.path is None:
            raise BackupError(f"{where}: a local repository needs 'path'")
        path = _site_path(config, section.path)
        location = str(path)
    elif section.kind == "rest":
        if section.url is None or not section.url.startswith("rest:"):
            raise BackupError(f"{where}: a rest repository needs url = 'rest:http://HOST:PORT/'")
        location = section.url
    else:
        if section.bucket is None or section.endpoint_url is None:
            raise BackupError(f"{where}: an s3 repository needs 'endpoint_url' and 'bucket'")
        location = f"s3:{section.endpoint_url.rstrip('/')}/{section.bucket}/{section.prefix}"
    return Repository(
        name=name,
        kind=section.kind,
        location=location,
        destination=section.destination,
        password=password,
        append_only=section.append_only,
        check_cycle=section.check_cycle,
        path=path,
        endpoint_url=section.endpoint_url,
        bucket=section.bucket,
        region=section.region,
    )


_SNAPSHOT_ID = re.compile(r"[0-9a-f]{64}")
_SHORT_ID = re.compile(r"[0-9a-f]{8,64}")


def local_snapshot_id(repository: Repository, short_id: str) -> str | None:
    """The full id of the snapshot SHORT_ID in a local repository, from the name of its file
    (restic names each snapshot file by its id); None unless exactly one file matches, or the
    repository is not local."""
    if repository.path is None or repository.kind != "local" or not _SHORT_ID.fullmatch(short_id):
        return None
    try:
        names = os.listdir(repository.path / "snapshots")
    except OSError:
        return None
    found = [name for name in names if name.startswith(short_id) and _SNAPSHOT_ID.fullmatch(name)]
    return found[0] if len(found) == 1 else None


def load_repositories(config: LoadedConfig) -> dict[str, Repository]:
    return {
        name: _repository(config, name, section)
        for name, section in config.backup.repositories.items()
    }


@dataclass(frozen=True)
class BackupPaths:
    """Where a site's backup machinery keeps its own files."""

    state_dir: Path
    metrics_dir: Path
    source_root: Path

    @classmethod
    def of(cls, config: LoadedConfig) -> BackupPaths:
        state = _site_path(config, config.backup.state_dir)
        metrics = config.backup.metrics_dir
        return cls(
            state_dir=state,
            metrics_dir=_site_path(config, metrics) if metrics is not None else state,
            source_root=_site_path(config, config.backup.source_root),
        )

    def source(self, absolute: str) -> Path:
        """Where an absolute catalog or rules path is found on this host."""
        return self.source_root / absolute.lstrip("/")
