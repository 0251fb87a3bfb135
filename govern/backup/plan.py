"""The backup plan: what is protected, where, how big; what is not and why; what policy says.

Every catalog resource a plan protects is put to the policy engine as action `backup` with its
repository's catalog destination; a deny refuses the whole plan before anything is written.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.backup.manifest import within
from govern.backup.repository import BackupPaths, Repository
from govern.backup.settings import BackupSettings, ExportRule, PlanRules
from govern.errors import BackupError

if TYPE_CHECKING:
    from govern.catalog.load import ResourceFacts
    from govern.policy.request import Decider, Decision

EXPORTS = "exports"


@dataclass(frozen=True)
class Exclusions:
    """What never goes into a snapshot: absolute source paths and names anywhere."""

    paths: tuple[Path, ...]
    names: tuple[str, ...]

    def restic_patterns(self) -> list[str]:
        return [str(p) for p in self.paths] + list(self.names)

    def excludes(self, path: str) -> bool:
        """Whether PATH (absolute, as the walk joins it) is excluded."""
        return os.path.basename(path) in self.names or any(
            within(path, excluded) for excluded in self._excluded
        )

    @functools.cached_property
    def _excluded(self) -> tuple[str, ...]:
        return tuple(map(str, self.paths))

    def walk(self, sources: tuple[Path, ...]) -> Iterator[str]:
        """Every file under SOURCES that a snapshot takes (neither a folder nor a symlink), in a
        stable order: each folder's files by name, then its folders by name."""
        for source in map(str, sources):
            if self.excludes(source):
                continue
            if os.path.isfile(source):
                yield source
                continue
            yield from self._walk_folder(source)

    def _walk_folder(self, folder: str) -> Iterator[str]:
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda entry: entry.name)
        except OSError:
            return  # as os.walk: a folder that cannot be read is passed over
        folders = []
        for entry in entries:
            # the type comes from the listing itself (no stat); a symlink is neither walked nor
            # taken, whatever it points to
            if entry.is_symlink() or self.excludes(entry.path):
                continue
            if entry.is_dir(follow_symlinks=False):
                folders.append(entry.path)
            else:
                yield entry.path
        for path in folders:
            yield from self._walk_folder(path)


@dataclass
class Item:
    """One snapshot a run takes: a catalog resource, or a class's files and exports."""

    class_name: str
    resource: str  # "dataset:ID", "model:ID" or "files:CLASS"
    repository: str
    sources: tuple[Path, ...]
    exports: tuple[tuple[ExportRule, Path], ...] = ()
    size: int | None = None
    missing: tuple[Path, ...] = ()
    decision: Decision | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "class": self.class_name,
            "resource": self.resource,
            "repository": self.repository,
            "sources": [str(s) for s in self.sources],
            "size": self.size,
            "missing": [str(m) for m in self.missing],
            "policy": self.decision.to_json() if self.decision else None,
        }


@dataclass(frozen=True)
class Excluded:
    what: str
    reason: str


@dataclass
class Plan:
    rules: PlanRules
    repositories: dict[str, Repository]
    paths: BackupPaths
    exclusions: Exclusions
    items: list[Item] = field(default_factory=list)
    excluded: list[Excluded] = field(default_factory=list)
    # Problems that stop one class (immutability, a missing source) and ones that refuse all.
    class_problems: dict[str, list[str]] = field(default_factory=dict)
    refusals: list[str] = field(default_factory=list)

    def classes(self) -> list[str]:
        return list(self.rules.classes)

    def items_of(self, class_name: str) -> list[Item]:
        return [i for i in self.items if i.class_name == class_name]

    def problems(self) -> list[str]:
        return self.refusals + [p for ps in self.class_problems.values() for p in ps]

    def to_json(self) -> dict[str, Any]:
        return {
            "protected": [i.to_json() for i in self.items],
            "excluded": [{"what": e.what, "reason": e.reason} for e in self.excluded],
            "classes": {
                name: {
                    "repository": rule.repository,
                    "schedule": rule.schedule,
                    "rpo_hours": rule.rpo_hours,
                    "immutable": rule.immutable,
                    "keep": list(rule.keep_flags),
                    "problems": self.class_problems.get(name, []),
                }
                for name, rule in self.rules.classes.items()
            },
            "refused": self.refusals,
        }


def tree_size(exclusions: Exclusions, sources: tuple[Path, ...]) -> int:
    return sum(os.stat(p).st_size for p in exclusions.walk(sources))


def _exclusions(
    rules: PlanRules, resources: tuple[ResourceFacts, ...], paths: BackupPaths
) -> tuple[Exclusions, list[Excluded]]:
    excluded: list[Excluded] = []
    absolute: list[Path] = []
    names: list[str] = []
    for ref, protection, resource_paths, description, _ in resources:
        if protection != "reproducible":
            continue
        why = "the catalog marks it reproducible: it can be fetched or derived again"
        excluded.append(Excluded(ref, f"{why}{': ' + description if description else ''}"))
        absolute += [paths.source(p) for p in resource_paths]
    for rule in rules.exclusions:
        if rule.path is not None:
            excluded.append(Excluded(rule.path, rule.reason))
            absolute.append(paths.source(rule.path))
        else:
            assert rule.name is not None
            excluded.append(Excluded(f"any file or folder named {rule.name}", rule.reason))
            names.append(rule.name)
    return Exclusions(tuple(absolute), tuple(names)), excluded


def _immutability_problem(
    rule_name: str, repository: Repository, retention_days: int
) -> str | None:
    if repository.kind == "local":
        return (
            f"class {rule_name!r} must go to an immutable repository, but {repository.name!r} is "
            "a local path: use S3 with Object Lock or an append-only REST server"
        )
    if repository.kind == "rest":
        if not repository.append_only:
            return (
                f"class {rule_name!r} must go to an immutable repository: declare "
                f"{repository.name!r} append_only = true only if its server refuses deletes"
            )
        return None
    from govern.backup.s3 import object_lock_problem

    return object_lock_problem(repository, retention_days)


def build_plan(
    settings: BackupSettings,
    engine: Decider,
    *,
    only: str | None = None,
    sizes: bool = False,
) -> Plan:
    """The plan for every class (or ONLY); policy denies land in refusals, never in items.

    The catalog is read from ENGINE's compiled site, which the decisions come from too (and
    whose version tags the snapshots): validating the catalog again costs a site of 2,000
    datasets a quarter of a second."""
    from govern.policy.request import Request

    rules = settings.rules
    if only is not None and only not in rules.classes:
        raise BackupError(f"no protection class {only!r} (classes: {', '.join(rules.classes)})")
    paths = settings.paths
    resources = engine.site.resources
    exclusions, excluded = _exclusions(rules, resources, paths)
    plan = Plan(rules, settings.repositories, paths, exclusions, excluded=excluded)

    for ref, protection, resource_paths, _, strictest in resources:
        if protection != "authoritative":
            continue
        class_name = rules.class_for_catalog(strictest)
        if class_name is None:
            plan.refusals.append(
                f"{ref} is authoritative ({strictest}) but no protection class takes "
                f"'{strictest}': add it to a class's catalog list"
            )
            continue
        if only is None or class_name == only:
            rule = rules.classes[class_name]
            sources = tuple(paths.source(p) for p in resource_paths)
            plan.items.append(Item(class_name, ref, rule.repository, sources))

    for class_name, rule in rules.classes.items():
        if only is not None and class_name != only:
            continue
        if rule.paths or rule.exports:
            export_dir = paths.state_dir / EXPORTS / class_name
            exports = tuple((e, export_dir / e.file) for e in rule.exports)
            sources = tuple(paths.source(p) for p in rule.paths) + tuple(f for _, f in exports)
            plan.items.append(
                Item(class_name, f"files:{class_name}", rule.repository, sources, exports)
            )
        repository = plan.repositories.get(rule.repository)
        problems = plan.class_problems.setdefault(class_name, [])
        if repository is None:
            problems.append(
                f"class {class_name!r}: no repository {rule.repository!r} in "
                f"{settings.config_path} [backup.repositories]"
            )
        elif rule.immutable:
            problem = _immutability_problem(class_name, repository, rule.keep_days)
            if problem:
                problems.append(problem)

    for item in plan.items:
        exported = {f for _, f in item.exports}
        item.missing = tuple(s for s in item.sources if s not in exported and not s.exists())
        if item.missing:
            plan.class_problems[item.class_name].append(
                f"{item.resource}: source {item.missing[0]} does not exist"
            )
        if sizes:
            present = tuple(s for s in item.sources if s.exists())
            item.size = tree_size(exclusions, present)
        repository = plan.repositories.get(item.repository)
        if repository is None or item.resource.startswith("files:"):
            continue
        item.decision = engine.decide(
            Request(settings.user, "backup", item.resource, repository.destination)
        )
        if not item.decision.allowed:
            plan.refusals.append(
                f"{item.resource} may not be backed up to {item.repository!r} "
                f"({repository.destination}): {item.decision.explanation()}"
            )
    return plan
