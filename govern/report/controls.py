"""The requirement list (NIST SP 800-171 Rev. 3) and the site's mapping of report sections and
findings to it (audit/controls.toml), both checked before a report is made."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, field_validator

from govern.errors import ReportError
from govern.report.findings import FINDINGS, SECTIONS
from govern.report.model import Requirement
from govern.validation import read_toml_model

REQUIREMENTS_FILE = Path("nist-sp800-171r3") / "requirements.csv"
CONTROLS_FILE = "controls.toml"
_ID = re.compile(r"03\.[0-9]{2}\.[0-9]{2}")
_COLUMNS = ["id", "oscal_id", "family", "title", "status"]


class _Mapped(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    why: str = ""
    requirements: tuple[str, ...] = ()
    findings: dict[str, tuple[str, ...]] = {}


class _Mapping(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    sections: dict[str, _Mapped]

    @field_validator("sections")
    @classmethod
    def _known(cls, sections: dict[str, _Mapped]) -> dict[str, _Mapped]:
        for name, mapped in sections.items():
            if name not in SECTIONS:
                raise ValueError(f"no report section {name!r} (sections: {', '.join(SECTIONS)})")
            unknown = sorted(set(mapped.findings) - set(FINDINGS[name]))
            if unknown:
                raise ValueError(
                    f"section {name!r} raises no finding {unknown[0]!r} "
                    f"(its findings: {', '.join(FINDINGS[name])})"
                )
        return sections


@dataclass(frozen=True)
class Controls:
    """The active requirements, in catalogue order, and what each section and finding maps to."""

    requirements: dict[str, Requirement]
    sections: dict[str, tuple[str, ...]]
    findings: dict[tuple[str, str], tuple[str, ...]]
    why: dict[str, str]
    source: str


def load_requirements(path: Path) -> tuple[dict[str, Requirement], set[str]]:
    """Active requirements by id, and the ids of withdrawn ones."""
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            rows = list(csv.reader(handle))
    except FileNotFoundError:
        raise ReportError(
            f"{path}: file not found: copy the repository's audit/ folder to [report] dir"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ReportError(f"{path}: cannot read: {exc}") from None
    if not rows or rows[0] != _COLUMNS:
        raise ReportError(f"{path}: the first line must be {','.join(_COLUMNS)}")
    active: dict[str, Requirement] = {}
    withdrawn: set[str] = set()
    for number, row in enumerate(rows[1:], start=2):
        if len(row) != len(_COLUMNS) or not _ID.fullmatch(row[0]):
            raise ReportError(f"{path}: line {number}: not a requirement row")
        ident, oscal_id, family, title, status = row
        if status == "withdrawn":
            withdrawn.add(ident)
        elif status == "active":
            active[ident] = Requirement(ident, oscal_id, family, title)
        else:
            raise ReportError(f"{path}: line {number}: status must be active or withdrawn")
    return active, withdrawn


def load_controls(directory: Path) -> Controls:
    """The mapping in DIRECTORY/controls.toml against DIRECTORY's requirement list."""
    requirements, withdrawn = load_requirements(directory / REQUIREMENTS_FILE)
    path = directory / CONTROLS_FILE
    mapping = read_toml_model(path, _Mapping, ReportError)

    def checked(ids: tuple[str, ...], where: str) -> tuple[str, ...]:
        for ident in ids:
            if ident in withdrawn:
                raise ReportError(f"{path}: {where}: requirement {ident} is withdrawn in Rev. 3")
            if ident not in requirements:
                raise ReportError(f"{path}: {where}: no requirement {ident} in Rev. 3")
        return ids

    sections = {
        name: checked(m.requirements, f"sections.{name}") for name, m in mapping.sections.items()
    }
    findings = {
        (name, code): checked(ids, f"sections.{name}.findings.{code}")
        for name, m in mapping.sections.items()
        for code, ids in m.findings.items()
    }
    why = {name: m.why for name, m in mapping.sections.items()}
    return Controls(requirements, sections, findings, why, str(directory / REQUIREMENTS_FILE))
