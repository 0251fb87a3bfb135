"""What `backup run` reads of the configuration and the protection rules, as plain data.

Validating govern.toml and backup/*.toml means building pydantic's model classes, most of what
a run with nothing changed costs govern to start. The settings are taken from a validated load
and kept in the account's private cache (govern.privatecache) with the fingerprints of the
files they came from; a run whose files are unchanged reads them from there without pydantic.
Anything doubtful (a cache not ours alone, another format, a changed or vanished file) and they
are loaded and validated again: the cache can only ever hold what a validated load produced.
"""

from __future__ import annotations

from dataclasses import astuple, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.audit.site import LogPlace
from govern.backup.repository import BackupPaths, PasswordSource, Repository
from govern.fingerprints import Fingerprint, began, observe, settled
from govern.privatecache import cache_file, read_cached, write_cached

if TYPE_CHECKING:
    from govern.backup.rules import Rules
    from govern.config import LoadedConfig

_FORMAT = 1


@dataclass(frozen=True)
class ExportRule:
    """An export of a protection class (govern.backup.rules.Export, validated)."""

    file: str
    builtin: str | None
    command: tuple[str, ...] | None


@dataclass(frozen=True)
class ClassRule:
    """What a plan and a run read of a protection class (govern.backup.rules.ProtectionClass)."""

    repository: str
    catalog: tuple[str, ...]
    paths: tuple[str, ...]
    exports: tuple[ExportRule, ...]
    immutable: bool
    schedule: str
    rpo_hours: int
    keep_days: int
    keep_flags: tuple[str, ...]


@dataclass(frozen=True)
class ExclusionRule:
    path: str | None  # an absolute path, never backed up
    name: str | None  # a file or folder name, excluded wherever it appears
    reason: str


@dataclass(frozen=True)
class PlanRules:
    classes: dict[str, ClassRule]
    exclusions: tuple[ExclusionRule, ...]

    @classmethod
    def of(cls, rules: Rules) -> PlanRules:
        classes = {
            name: ClassRule(
                repository=rule.repository,
                catalog=rule.catalog,
                paths=rule.paths,
                exports=tuple(ExportRule(e.file, e.builtin, e.command) for e in rule.exports),
                immutable=rule.immutable,
                schedule=rule.schedule,
                rpo_hours=rule.rpo_hours,
                keep_days=rule.keep.days(),
                keep_flags=tuple(rule.keep.flags()),
            )
            for name, rule in rules.classes.items()
        }
        exclusions = tuple(ExclusionRule(e.path, e.name, e.reason) for e in rules.exclusions)
        return cls(classes, exclusions)

    def class_for_catalog(self, governing: str) -> str | None:
        for name, rule in self.classes.items():
            if governing in rule.catalog:
                return name
        return None


@dataclass(frozen=True)
class BackupSettings:
    config_path: Path
    paths: BackupPaths
    restic: str
    user: str  # the principal backups run as in policy checks
    log: LogPlace
    repositories: dict[str, Repository]
    rules: PlanRules
    sources: tuple[Fingerprint, ...]  # of the files the settings were read from

    @classmethod
    def of(
        cls, config: LoadedConfig, rules: Rules, sources: tuple[Fingerprint, ...] = ()
    ) -> BackupSettings:
        """CONFIG's settings with RULES (a BackupError names a misconfigured repository)."""
        from govern.backup.repository import load_repositories

        return cls(
            config_path=config.path,
            paths=BackupPaths.of(config),
            restic=config.backup.restic,
            user=config.backup.user,
            log=LogPlace.of(config),
            repositories=load_repositories(config),
            rules=PlanRules.of(rules),
            sources=sources,
        )

    @classmethod
    def validated(cls, config: LoadedConfig) -> BackupSettings:
        """CONFIG's settings with its rules, read and validated now."""
        from govern.backup.rules import load_rules

        return cls.of(config, load_rules(config.backup_dir))

    def is_current(self) -> bool:
        """Whether every file these settings were read from is as it was (settings that name no
        file, as only a validated load's in memory do, are never taken from a cache)."""
        return bool(self.sources) and observe(path for path, *_ in self.sources) == self.sources


def _load(config_path: Path) -> BackupSettings:
    """The settings, validated, with the fingerprints of the files they were read from."""
    from govern.backup.rules import load_rules
    from govern.config import load_config

    began_ns = began()
    config = load_config(config_path)
    rules = load_rules(config.backup_dir)
    files = (config_path, config.backup_dir, *rules.files)
    return BackupSettings.of(config, rules, settled(map(str, files), began_ns))


def open_settings(config_path: Path, *, use_cache: bool = True) -> BackupSettings:
    """The backup settings of the site CONFIG_PATH, from the cache when its files are
    unchanged."""
    path = cache_file("backup", config_path)
    if use_cache:
        cached = _from_plain(read_cached(path, _FORMAT))
        if cached is not None and cached.config_path == config_path and cached.is_current():
            return cached
    settings = _load(config_path)
    if use_cache:
        write_cached(path, _FORMAT, _to_plain(settings))
    return settings


# The cached form: tuples of str, int, float, bool and None, as marshal keeps them.


def _to_plain(s: BackupSettings) -> tuple[Any, ...]:
    return (
        str(s.config_path),
        tuple(map(str, (s.paths.state_dir, s.paths.metrics_dir, s.paths.source_root))),
        s.restic,
        s.user,
        (str(s.log.folder), s.log.reader_group, s.log.lock_timeout),
        tuple(_repository_plain(r) for r in s.repositories.values()),
        tuple((name, astuple(rule)) for name, rule in s.rules.classes.items()),
        tuple((e.path, e.name, e.reason) for e in s.rules.exclusions),
        s.sources,
    )


def _from_plain(plain: Any) -> BackupSettings | None:
    """The settings PLAIN holds; None unless it is exactly what _to_plain makes."""
    try:
        config, paths, restic, user, log, repositories, classes, exclusions, sources = plain
        folder, reader_group, lock_timeout = log
        rules = PlanRules(
            {name: _class_from_plain(rule) for name, rule in classes},
            tuple(ExclusionRule(*e) for e in exclusions),
        )
        settings = BackupSettings(
            config_path=Path(config),
            paths=BackupPaths(*map(Path, paths)),
            restic=restic,
            user=user,
            log=LogPlace(Path(folder), reader_group, lock_timeout),
            repositories={r.name: r for r in map(_repository_from_plain, repositories)},
            rules=rules,
            sources=tuple(tuple(f) for f in sources),
        )
    except (TypeError, ValueError):
        return None
    return settings if _to_plain(settings) == plain else None


def _class_from_plain(plain: Any) -> ClassRule:
    repository, catalog, paths, exports, *rest = plain
    return ClassRule(repository, catalog, paths, tuple(ExportRule(*e) for e in exports), *rest)


def _repository_plain(r: Repository) -> tuple[Any, ...]:
    path = None if r.path is None else str(r.path)
    password = None if r.password.file is None else str(r.password.file)
    return (r.name, r.kind, r.location, r.destination, password, r.password.command,
            r.append_only, r.check_cycle, path, r.endpoint_url, r.bucket, r.region)  # fmt: skip


def _repository_from_plain(plain: Any) -> Repository:
    name, kind, location, destination, password, command, append_only, check_cycle, *rest = plain
    path, endpoint_url, bucket, region = rest
    return Repository(
        name, kind, location, destination,
        PasswordSource(None if password is None else Path(password), command),
        append_only, check_cycle, None if path is None else Path(path), endpoint_url, bucket,
        region,
    )  # fmt: skip
