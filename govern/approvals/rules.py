"""Who may approve what: policies/approvals.toml, reviewed in git like the policies.

    [[rule]]
    kind = "release"          # release, export or privileged
    classification = "ear"    # not for privileged: an image has no classification
    approvers = ["export-control"]
    required = 2              # distinct approvers; default 2 for ear and itar, else 1
    max_days = 365            # longest validity; absent: no limit, no expiry needed
    reason_required = true

A request no rule covers cannot be made: nobody could approve it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from govern.approvals.model import Kind
from govern.catalog.model import Classification
from govern.errors import ApprovalError
from govern.validation import read_toml_model

if TYPE_CHECKING:
    from govern.catalog import Catalog

_TWO_PERSON = frozenset({"ear", "itar"})


class Rule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Kind
    classification: Classification | None = None
    approvers: tuple[str, ...] = Field(min_length=1)
    required: int = Field(ge=1, le=10)
    max_days: int | None = Field(default=None, ge=1, le=36_600)
    reason_required: bool = False

    @model_validator(mode="before")
    @classmethod
    def _default_required(cls, data: Any) -> Any:
        if isinstance(data, dict) and "required" not in data:
            return {**data, "required": 2 if data.get("classification") in _TWO_PERSON else 1}
        return data

    @model_validator(mode="after")
    def _check(self) -> Self:
        if (self.kind is Kind.PRIVILEGED) != (self.classification is None):
            raise ValueError(
                "a privileged rule names no classification; a release or export rule names one"
            )
        return self

    @property
    def key(self) -> tuple[Kind, Classification | None]:
        return self.kind, self.classification

    def latest_expiry(self, today: dt.date) -> dt.date | None:
        """The last day an approval granted under this rule today may run to."""
        return None if self.max_days is None else today + dt.timedelta(days=self.max_days)


class RulesFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    rule: tuple[Rule, ...] = ()

    @model_validator(mode="after")
    def _one_rule_each(self) -> Self:
        seen: set[tuple[Kind, Classification | None]] = set()
        for rule in self.rule:
            if rule.key in seen:
                what = rule.kind.value + (f"/{rule.classification}" if rule.classification else "")
                raise ValueError(f"two rules for {what}: keep one")
            seen.add(rule.key)
        return self


@dataclass(frozen=True)
class Rules:
    """The approval rules, the site's operator groups, and the catalog they are applied to."""

    rules: dict[tuple[Kind, Classification | None], Rule]
    operators: frozenset[str]
    catalog: Catalog

    def rule_for(self, kind: Kind, classification: Classification | None) -> Rule:
        rule = self.rules.get((kind, None if kind is Kind.PRIVILEGED else classification))
        if rule is None:
            what = f"{classification} resources" if classification else "images"
            raise ApprovalError(
                f"no rule in the approval rules lets anyone approve {kind.value} of {what}"
            )
        return rule


def load_rules(path: Path, operators: tuple[str, ...], catalog: Catalog) -> Rules:
    """The rules in PATH; ApprovalError names the file, the rule and the field at fault."""
    loaded = read_toml_model(path, RulesFile, ApprovalError)
    return Rules({rule.key: rule for rule in loaded.rule}, frozenset(operators), catalog)
