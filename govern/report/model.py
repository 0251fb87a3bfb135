"""The one model every rendering of a report is made from: sections of counts, items and
findings, each tied to the audit entries behind it, and the requirements they are evidence for."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

# A section's items and a finding's entries are bounded so that a report over a long log stays
# small; counts always cover everything.
MAX_FINDING_REFS = 50


@dataclass(frozen=True, order=True)
class EntryRef:
    """One audit entry: which log (its position among the report's logs), its index there and
    its RFC 9162 leaf hash, SHA-256(0x00 || entry bytes), hex."""

    log: int
    index: int
    leaf_hash: str

    def label(self, origins: list[str]) -> str:
        return f"{origins[self.log]}#{self.index}"

    def to_json(self) -> dict[str, Any]:
        return {"log": self.log, "index": self.index, "leaf_hash": self.leaf_hash}


class Severity(StrEnum):
    ADVERSE = "adverse"  # something an assessor must look at: a control did not hold
    NOTE = "note"  # notable, as the control meant it to be


@dataclass
class Finding:
    code: str
    severity: Severity
    title: str
    count: int = 0
    examples: list[str] = field(default_factory=list)  # a few one-line descriptions
    refs: list[EntryRef] = field(default_factory=list)
    requirements: tuple[str, ...] = ()  # from the mapping

    def add(self, description: str, ref: EntryRef | Callable[[], EntryRef] | None) -> None:
        """Count one more; keep its description and entry while few are kept. REF may be a
        function giving the entry, called only then (a leaf hash costs a SHA-256)."""
        self.count += 1
        if len(self.examples) < MAX_FINDING_REFS:
            self.examples.append(description)
            if ref is not None:
                self.refs.append(ref() if callable(ref) else ref)

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "title": self.title,
            "count": self.count,
            "examples": self.examples,
            "entries": [r.to_json() for r in self.refs],
            "requirements": list(self.requirements),
        }


@dataclass
class Item:
    """One row of a section's table: its cells by column, the time it happened and its entries."""

    time: str
    cells: dict[str, str]
    refs: list[EntryRef] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"time": self.time, **self.cells, "entries": [r.to_json() for r in self.refs]}


@dataclass
class Items:
    """A section's rows, the first LIMIT of them kept; `total` counts them all."""

    limit: int
    rows: list[Item] = field(default_factory=list)
    total: int = 0

    def add(self, item: Item | Callable[[], Item]) -> None:
        """Count one more row; keep it while fewer than LIMIT are kept (ITEM may be a function
        giving the row, called only then)."""
        self.total += 1
        if len(self.rows) < self.limit:
            self.rows.append(item() if callable(item) else item)

    @property
    def left_out(self) -> int:
        return self.total - len(self.rows)


@dataclass
class Section:
    id: str
    title: str
    columns: tuple[str, ...]
    counts: dict[str, int]
    items: Items
    findings: list[Finding]
    notes: list[str] = field(default_factory=list)
    # Figures for the charts, by chart name; plain numbers and labels.
    series: dict[str, Any] = field(default_factory=dict)
    # Filled in from the mapping: what the section is evidence for, and why.
    requirements: tuple[str, ...] = ()
    why: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "counts": self.counts,
            "columns": list(self.columns),
            "items": [i.to_json() for i in self.items.rows],
            "items_total": self.items.total,
            "items_left_out": self.items.left_out,
            "findings": [f.to_json() for f in self.findings],
            "notes": self.notes,
            "series": self.series,
            "requirements": list(self.requirements),
            "why": self.why,
        }


@dataclass(frozen=True)
class Requirement:
    id: str
    oscal_id: str
    family: str
    title: str


@dataclass
class RequirementEvidence:
    requirement: Requirement
    sections: list[str] = field(default_factory=list)
    findings: list[tuple[str, str]] = field(default_factory=list)  # (section id, finding code)
    adverse: int = 0  # how many adverse findings bear on it

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.requirement.id,
            "family": self.requirement.family,
            "title": self.requirement.title,
            "sections": self.sections,
            "findings": [{"section": s, "code": c} for s, c in self.findings],
            "adverse_findings": self.adverse,
        }


@dataclass
class LogSummary:
    """One log the report read, and what its verification found."""

    origin: str
    directory: str
    size: int
    checkpoint_size: int
    root: str  # base64 root of the checkpoint
    checkpoint: str  # the signed note
    witnesses: list[str]
    anchored_size: int | None
    anchored_checkpoint: str | None
    problems: list[str]
    entries_in_period: int = 0

    @property
    def verified(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {
            "origin": self.origin,
            "directory": self.directory,
            "size": self.size,
            "checkpoint_size": self.checkpoint_size,
            "root": self.root,
            "checkpoint": self.checkpoint,
            "witnesses": self.witnesses,
            "anchored_size": self.anchored_size,
            "anchored_checkpoint": self.anchored_checkpoint,
            "verified": self.verified,
            "problems": self.problems,
            "entries_in_period": self.entries_in_period,
        }


@dataclass
class Report:
    site: str
    generated: str
    period_from: str
    period_to: str
    logs: list[LogSummary]
    sections: list[Section]
    evidence: list[RequirementEvidence]
    without_evidence: list[Requirement]
    catalogue: str  # where the requirement list comes from

    @property
    def origins(self) -> list[str]:
        return [log.origin for log in self.logs]

    @property
    def verified(self) -> bool:
        return all(log.verified for log in self.logs)

    def cited(self) -> set[EntryRef]:
        """Every entry the report points to."""
        refs: set[EntryRef] = set()
        for section in self.sections:
            for item in section.items.rows:
                refs.update(item.refs)
            for finding in section.findings:
                refs.update(finding.refs)
        return refs

    def adverse(self) -> int:
        return sum(
            f.count for s in self.sections for f in s.findings if f.severity is Severity.ADVERSE
        )

    def summary(self) -> dict[str, Any]:
        return {
            "site": self.site,
            "from": self.period_from,
            "to": self.period_to,
            "verified": self.verified,
            "logs": [
                {"origin": g.origin, "checkpoint_size": g.checkpoint_size, "verified": g.verified}
                for g in self.logs
            ],
            "sections": {s.id: s.counts for s in self.sections},
            "adverse_findings": self.adverse(),
            "cited_entries": len(self.cited()),
            "requirements_with_evidence": len(self.evidence),
            "requirements_without_evidence": len(self.without_evidence),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "govern-report/1",
            "site": self.site,
            "generated": self.generated,
            "from": self.period_from,
            "to": self.period_to,
            "verified": self.verified,
            "logs": [g.to_json() for g in self.logs],
            "sections": [s.to_json() for s in self.sections],
            "requirements": {
                "catalogue": self.catalogue,
                "with_evidence": [e.to_json() for e in self.evidence],
                "without_evidence": [
                    {"id": r.id, "family": r.family, "title": r.title}
                    for r in self.without_evidence
                ],
            },
        }
