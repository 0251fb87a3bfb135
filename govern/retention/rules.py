"""The site's retention rules (policies/retention.toml), validated at the edge, over the
defaults the regulations the catalog models set."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Annotated, Self

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from govern.catalog.load import STRICTNESS
from govern.config import LoadedConfig
from govern.errors import RetentionError
from govern.retention.duration import NONE, Duration
from govern.validation import read_toml_model

Period = Annotated[Duration, BeforeValidator(Duration.parse)]

# Export records: five years (EAR 15 CFR 762.6, for EAR99 too; ITAR 22 CFR 122.5). A site may
# keep them longer, never shorter.
FIVE_YEARS = Duration(years=5)
# CUI records follow the contract's records clause; FAR 4.703 asks three years after final
# payment. A site whose agency schedule says more sets [classification.cui] records.
CUI_RECORDS = Duration(years=3)
REGULATED_RECORDS: dict[str, tuple[Duration, str]] = {
    "ear": (FIVE_YEARS, "EAR 15 CFR 762.6"),
    "ear99": (FIVE_YEARS, "EAR 15 CFR 762.6"),
    "itar": (FIVE_YEARS, "ITAR 22 CFR 122.5"),
}


class ClassificationRules(BaseModel):
    """What the file says of one classification; what it leaves out keeps the default."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # After the data's end (its retain_until, else its project's end): kept at least this long,
    data: Period | None = None
    # and gone this long after it at the latest.
    delete_after: Period | None = None
    # Each backup, from the time it was taken.
    backups: Period | None = None
    # Records of decisions and approvals about the data (the audit log and its anchors).
    records: Period | None = None

    @model_validator(mode="after")
    def _delete_after_keep(self) -> Self:
        data, delete_after = self.data, self.delete_after
        if data and delete_after is not None and delete_after.span_days < data.span_days:
            raise ValueError(
                f"delete_after {delete_after} is sooner than data {data}: "
                "data would have to go before it may"
            )
        return self


class RetentionFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    classification: dict[str, ClassificationRules] = Field(default_factory=dict)


@dataclass(frozen=True)
class ClassRule:
    """The rule in force for one governing class, and where each part of it comes from."""

    classification: str
    source: str
    data: Duration = NONE
    delete_after: Duration | None = None
    backups: Duration = NONE
    records: Duration = NONE
    records_basis: str = ""

    def describe(self, part: str) -> str:
        """'itar backups 1y (policies/retention.toml)', the rule a message names."""
        value = getattr(self, part)
        basis = self.records_basis if part == "records" and self.records_basis else self.source
        return f"{self.classification} {part.replace('_', ' ')} {value} ({basis})"


@dataclass(frozen=True)
class RetentionRules:
    classes: dict[str, ClassRule]
    file: Path | None  # None: no file, the defaults alone

    def rule(self, governing: str) -> ClassRule:
        return self.classes[governing]

    def longest(self, part: str, governing: Iterable[str]) -> ClassRule | None:
        """Of GOVERNING's rules, the one with the longest PART; None when none sets any."""
        rules = [self.classes[g] for g in governing if getattr(self.classes[g], part)]
        return max(rules, key=lambda r: getattr(r, part).span_days, default=None)

    def records(self) -> ClassRule:
        """The rule with the longest record minimum: the audit log holds records of every class."""
        longest = self.longest("records", self.classes)
        assert longest is not None  # the export classes always set one
        return longest


def _defaults() -> dict[str, ClassRule]:
    rules = {name: ClassRule(name, "default") for name in STRICTNESS}
    for name, (period, basis) in REGULATED_RECORDS.items():
        rules[name] = replace(rules[name], records=period, records_basis=basis)
    rules["cui"] = replace(rules["cui"], records=CUI_RECORDS, records_basis="default, FAR 4.703")
    return rules


def parse_rules(path: Path) -> RetentionRules:
    parsed = read_toml_model(path, RetentionFile, RetentionError)
    classes = _defaults()
    for name, given in parsed.classification.items():
        if name not in STRICTNESS:
            raise RetentionError(
                f"{path}: classification.{name}: unknown classification "
                f"(one of {', '.join(STRICTNESS)})"
            )
        rule = classes[name]
        floor = REGULATED_RECORDS.get(name)
        if given.records is not None and floor and given.records.span_days < floor[0].span_days:
            raise RetentionError(
                f"{path}: classification.{name}.records: {given.records} is shorter than the "
                f"{floor[0]} {floor[1]} requires"
            )
        updates = {k: getattr(given, k) for k in given.model_fields_set}
        basis = rule.records_basis if "records" not in updates else str(path)
        classes[name] = replace(rule, source=str(path), records_basis=basis, **updates)
    return RetentionRules(classes, path)


def load_retention(config: LoadedConfig) -> RetentionRules:
    """The site's rules; without a file at the default place, the regulatory defaults alone."""
    path = config.retention_rules
    if not config.retention.rules:
        try:
            path.lstat()
        except FileNotFoundError:
            return RetentionRules(_defaults(), None)
        except OSError:
            pass  # reading it says what is wrong
    return parse_rules(path)
