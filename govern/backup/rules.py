"""The site's protection rules (backup/*.toml), validated at the edge."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from govern.backup.drills.rules import DrillRules
from govern.catalog.load import STRICTNESS
from govern.errors import BackupError
from govern.validation import read_toml_model

_CLASS_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class _Rule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Keep(_Rule):
    """restic forget --keep-* rules."""

    last: int | None = Field(default=None, ge=1)
    hourly: int | None = Field(default=None, ge=1)
    daily: int | None = Field(default=None, ge=1)
    weekly: int | None = Field(default=None, ge=1)
    monthly: int | None = Field(default=None, ge=1)
    yearly: int | None = Field(default=None, ge=1)
    # Every snapshot younger than this, whatever the counts keep: set it to the backup minimum
    # of policies/retention.toml and `govern backup forget` has nothing to hold back.
    within_days: int | None = Field(default=None, ge=1)

    def flags(self) -> list[str]:
        return [
            f"--keep-within={value}d" if name == "within_days" else f"--keep-{name}={value}"
            for name, value in self.model_dump().items()
            if value is not None
        ]

    def days(self) -> int:
        """How far back the rules reach: the least time an immutable copy must be kept."""
        spans = {"last": 1, "hourly": 1, "daily": 1, "weekly": 7, "monthly": 31, "yearly": 366,
                 "within_days": 1}  # fmt: skip
        return max(
            (spans[name] * value for name, value in self.model_dump().items() if value),
            default=1,
        )

    @model_validator(mode="after")
    def _something_kept(self) -> Self:
        if not any(v is not None for v in self.model_dump().values()):
            raise ValueError("keep at least one snapshot, e.g. keep = { daily = 7 }")
        return self


class Export(_Rule):
    """What is saved to FILE and backed up: a command's output (e.g. slapcat on the LDAP
    server), or a builtin: `identity`, the users and groups govern decides with, from whatever
    the site's identity source is (a file, NSS or LDAP); `audit-log`, a folder FILE holding a
    consistent copy of govern's own audit log (entries, signed checkpoints, derived files)."""

    command: tuple[str, ...] | None = Field(default=None, min_length=1)
    builtin: Literal["identity", "audit-log"] | None = None
    file: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")

    @model_validator(mode="after")
    def _one_source(self) -> Self:
        if (self.command is None) == (self.builtin is None):
            raise ValueError("an export gives either command or builtin, not both or neither")
        return self


class ProtectionClass(_Rule):
    description: str = ""
    # Catalog classes (strictest governing class) whose authoritative resources this protects.
    catalog: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    exports: tuple[Export, ...] = ()
    repository: str
    schedule: str = "daily"
    rpo_hours: int = Field(default=26, ge=1)
    # How long restoring the whole class may take; drills project it from what they measure.
    rto_hours: float | None = Field(default=None, gt=0)
    immutable: bool = False
    keep: Keep

    @model_validator(mode="after")
    def _check(self) -> Self:
        if not (self.catalog or self.paths or self.exports):
            raise ValueError("a class protects something: give catalog, paths or exports")
        for name in self.catalog:
            if name not in STRICTNESS:
                raise ValueError(
                    f"catalog: unknown class {name!r} (one of {', '.join(STRICTNESS)})"
                )
        for path in self.paths:
            if not path.startswith("/"):
                raise ValueError(f"paths: {path!r} must be absolute")
        return self


class Exclusion(_Rule):
    path: str | None = None  # an absolute path, never backed up
    name: str | None = None  # a file or folder name, excluded wherever it appears
    reason: str

    @model_validator(mode="after")
    def _one(self) -> Self:
        if (self.path is None) == (self.name is None):
            raise ValueError("give exactly one of 'path' or 'name'")
        if self.path is not None and not self.path.startswith("/"):
            raise ValueError(f"path {self.path!r} must be absolute")
        return self


class ScratchArea(_Rule):
    """A scratch file system: one folder per project below `path`, files expire by age."""

    path: str = Field(pattern=r"^/")
    expire_days: int = Field(ge=1)
    quota_gib: float = Field(gt=0)
    # Per-project quotas that differ from quota_gib.
    quotas: dict[str, float] = Field(default_factory=dict)


class RulesFile(_Rule):
    exclude: tuple[Exclusion, ...] = ()
    scratch: tuple[ScratchArea, ...] = ()
    class_: dict[str, ProtectionClass] = Field(default_factory=dict, alias="class")
    drill: DrillRules | None = None


@dataclass(frozen=True)
class Rules:
    classes: dict[str, ProtectionClass]
    exclusions: tuple[Exclusion, ...]
    scratch: tuple[ScratchArea, ...]
    files: tuple[Path, ...]
    drill: DrillRules = field(default_factory=DrillRules)

    def class_for_catalog(self, governing: str) -> str | None:
        for name, rule in self.classes.items():
            if governing in rule.catalog:
                return name
        return None


def load_rules(directory: Path) -> Rules:
    """Every *.toml in DIRECTORY; a class defined twice or a catalog class claimed twice fails."""
    if not directory.is_dir():
        raise BackupError(f"{directory}: backup rules folder not found (check [backup] dir)")
    files = tuple(sorted(directory.glob("*.toml")))
    if not files:
        raise BackupError(f"{directory}: no *.toml protection rules")
    classes: dict[str, ProtectionClass] = {}
    exclusions: list[Exclusion] = []
    scratch: list[ScratchArea] = []
    claimed: dict[str, str] = {}
    drill: tuple[Path, DrillRules] | None = None
    for path in files:
        parsed = read_toml_model(path, RulesFile, BackupError)
        exclusions += parsed.exclude
        scratch += parsed.scratch
        if parsed.drill is not None:
            if drill is not None:
                raise BackupError(f"{path}: [drill] is already given in {drill[0]}")
            drill = (path, parsed.drill)
        for name, rule in parsed.class_.items():
            if not _CLASS_NAME.match(name):
                raise BackupError(f"{path}: class {name!r}: use lower-case letters, digits, '-'")
            if name in classes:
                raise BackupError(f"{path}: class {name!r} is defined twice")
            for governing in rule.catalog:
                if governing in claimed:
                    raise BackupError(
                        f"{path}: class {name!r}: catalog class {governing!r} is already "
                        f"protected by class {claimed[governing]!r}"
                    )
                claimed[governing] = name
            classes[name] = rule
    drill_rules = drill[1] if drill else DrillRules()
    for name in drill_rules.class_:
        if name not in classes:
            raise BackupError(f"[drill.class.{name}]: no protection class {name!r}")
    return Rules(classes, tuple(exclusions), tuple(scratch), files, drill_rules)
