"""Policy test cases: a request, the decision expected, and the policies expected to decide it."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from govern.errors import PolicyError, RequestError
from govern.policy.engine import Engine
from govern.policy.request import Decision, Request
from govern.policy.sources import read_policy_text
from govern.validation import describe_validation_error


class _Case(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    request: dict[str, Any]
    expect: Literal["allow", "deny"]
    decided_by: tuple[str, ...] | None = None


class _TestFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    site: Path | None = None
    # YAML reads an unquoted date as a date; requests take ISO text.
    at: dt.datetime | dt.date | str | None = None
    cases: tuple[_Case, ...] = Field(min_length=1)

    @field_validator("at")
    @classmethod
    def _as_text(cls, value: dt.datetime | dt.date | str | None) -> str | None:
        return value.isoformat() if isinstance(value, dt.date) else value


@dataclass(frozen=True)
class CaseResult:
    file: str
    name: str
    passed: bool
    decision: Decision
    problem: str = ""


def _load(path: Path) -> _TestFile:
    text = read_policy_text(path, "the policy test file")
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise PolicyError(f"{path}: not valid YAML: {' '.join(str(exc).split())}") from None
    try:
        return _TestFile.model_validate(raw)
    except ValidationError as exc:
        raise PolicyError(describe_validation_error(str(path), exc)) from None


def _judge(case: _Case, decision: Decision) -> str:
    if decision.errors:
        return f"error: {decision.explanation()}"
    if decision.decision != case.expect:
        return f"expected {case.expect}, got {decision.decision} ({decision.explanation()})"
    if case.decided_by is not None:
        got = sorted(p.id for p in decision.policies)
        if got != sorted(case.decided_by):
            return f"expected decided by {sorted(case.decided_by)}, got {got}"
    return ""


def run_policy_tests(
    files: list[Path], default_site: Path | None, *, use_cache: bool = True
) -> list[CaseResult]:
    """Run every case; a test file that does not load raises PolicyError naming it."""
    engines: dict[Path, Engine] = {}
    results: list[CaseResult] = []
    for path in files:
        spec = _load(path)
        site = (path.parent / spec.site).resolve() if spec.site else default_site
        if site is None:
            raise PolicyError(f"{path}: no 'site:' in the file and no site configuration given")
        if site not in engines:
            engines[site] = Engine.open(site, resident=True, use_cache=use_cache)
        engine = engines[site]
        for number, case in enumerate(spec.cases, start=1):
            fields = dict(case.request)
            if spec.at is not None:
                fields.setdefault("at", spec.at)
            try:
                request = Request.from_json(fields)
            except RequestError as exc:
                raise PolicyError(f"{path}: case {number} ({case.name}): {exc}") from None
            decision = engine.decide(request)
            problem = _judge(case, decision)
            results.append(CaseResult(str(path), case.name, not problem, decision, problem))
    return results
