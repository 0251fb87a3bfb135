"""Writing a report in the formats asked for: each a rendering of the one model."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from pathlib import Path

from govern.errors import ReportError
from govern.report.model import EntryRef, Report

FORMATS = ("html", "csv", "json", "oscal")
JSON_FILE = "report.json"
HTML_FILE = "report.html"
OSCAL_FILE = "assessment-results.json"
CSV_FOLDER = "csv"


def parse_formats(text: str) -> tuple[str, ...]:
    wanted = tuple(dict.fromkeys(f.strip() for f in text.split(",") if f.strip()))
    unknown = [f for f in wanted if f not in FORMATS]
    if unknown or not wanted:
        raise ReportError(
            f"--format: unknown format {unknown[0]!r}" if unknown else "--format names no format"
        )
    return wanted


def _refs(refs: list[EntryRef], origins: list[str]) -> str:
    return " ".join(f"{r.label(origins)}:{r.leaf_hash}" for r in refs)


# A spreadsheet takes a cell starting with one of these for a formula. Cells come from entries
# that users influence (file names, job names, reasons), so such a cell is written as text.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: str) -> str:
    return "'" + value if value.startswith(_FORMULA_STARTS) else value


def _csv(rows: list[list[str]]) -> bytes:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([[_cell(c) for c in row] for row in rows])
    return out.getvalue().encode()


def render_json(report: Report) -> bytes:
    return (json.dumps(report.to_json(), indent=1, ensure_ascii=False) + "\n").encode()


def render_csv(report: Report) -> dict[str, bytes]:
    """One file per section, the findings and the requirements, by file name."""
    origins = report.origins
    files: dict[str, bytes] = {}
    for section in report.sections:
        rows = [["time", *section.columns, "entries"]]
        rows += [
            [
                item.time,
                *(item.cells.get(c, "") for c in section.columns),
                _refs(item.refs, origins),
            ]
            for item in section.items.rows
        ]
        files[f"{section.id}.csv"] = _csv(rows)
    findings = [["section", "code", "severity", "count", "title", "examples", "entries"]]
    for section in report.sections:
        findings += [
            [
                section.id,
                f.code,
                f.severity.value,
                str(f.count),
                f.title,
                " | ".join(f.examples),
                _refs(f.refs, origins),
            ]
            for f in section.findings
            if f.count
        ]
    files["findings.csv"] = _csv(findings)
    requirements = [["id", "family", "title", "evidence", "sections", "adverse findings"]]
    requirements += [
        [
            e.requirement.id,
            e.requirement.family,
            e.requirement.title,
            "yes",
            " ".join(e.sections),
            str(e.adverse),
        ]
        for e in report.evidence
    ]
    requirements += [
        [r.id, r.family, r.title, "none from govern", "", ""] for r in report.without_evidence
    ]
    files["requirements.csv"] = _csv(requirements)
    return files


def render(report: Report, formats: tuple[str, ...]) -> dict[str, bytes]:
    """Every file of the report, by its path relative to the output folder."""
    from govern.report.html import render_html
    from govern.report.oscal import render_oscal

    files: dict[str, bytes] = {}
    writers: dict[str, Callable[[Report], dict[str, bytes]]] = {
        "html": lambda r: {HTML_FILE: render_html(r)},
        "csv": lambda r: {f"{CSV_FOLDER}/{n}": d for n, d in render_csv(r).items()},
        "json": lambda r: {JSON_FILE: render_json(r)},
        "oscal": lambda r: {OSCAL_FILE: render_oscal(r)},
    }
    for name in formats:
        files |= writers[name](report)
    return files


def write_files(out: Path, files: dict[str, bytes]) -> list[Path]:
    """Write FILES under OUT (created if need be), each replacing any earlier copy whole and
    readable by its owner only (a report names users and controlled data); the paths written."""
    from govern.replace import replacing

    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ReportError(f"cannot create {out}: {exc.strerror}") from None
    written = []
    for name, data in files.items():
        path = out / name
        if path.parent != out and path.parent.is_symlink():
            raise ReportError(f"{path.parent} is a symlink: give --out a folder of your own")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with replacing(path, 0o600) as handle:
                handle.write(data)
        except OSError as exc:
            raise ReportError(f"cannot write {path}: {exc.strerror}") from None
        written.append(path)
    return written
