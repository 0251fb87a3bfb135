"""What the quarterly drill restores and checks: the `[drill]` table of the backup rules."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

# Checks a drill runs on what a class brings back, beyond comparing files with the manifest.
CHECKS = ("slurm", "identity", "audit-log")


class _Rule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ClassDrill(_Rule):
    # "all": every resource of the class each drill; "rotate": the resources drilled longest
    # ago, as many as it takes to drill each one within rotation_quarters.
    resources: Literal["all", "rotate"] = "all"
    # Files restored per resource: 0 restores all of them, N a random sample of N.
    sample_files: int = Field(default=0, ge=0)
    # Where this class restores to (a catalog path a storage destination covers); the
    # drill's sandbox when not given.
    sandbox: str | None = Field(default=None, pattern=r"^/")
    checks: tuple[Literal["slurm", "identity", "audit-log"], ...] = ()


class DrillRules(_Rule):
    # A class whose last successful drill is older than this is overdue.
    overdue_days: int = Field(default=92, ge=1)
    rotation_quarters: int = Field(default=4, ge=1)
    sandbox: str = Field(default="/restore/drill", pattern=r"^/")
    # Stop waiting for a sandbox server (slurmctld, slapd) after this long.
    check_timeout_seconds: float = Field(default=60.0, gt=0)
    class_: dict[str, ClassDrill] = Field(default_factory=dict, alias="class")

    @field_validator("class_")
    @classmethod
    def _checks_once(cls, value: dict[str, ClassDrill]) -> dict[str, ClassDrill]:
        for name, rule in value.items():
            if len(set(rule.checks)) != len(rule.checks):
                raise ValueError(f"class {name!r}: a check is listed twice")
        return value

    def for_class(self, name: str) -> ClassDrill:
        return self.class_.get(name, ClassDrill())

    def sandbox_of(self, name: str) -> str:
        return self.for_class(name).sandbox or self.sandbox
