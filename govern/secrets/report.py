"""Scan reports (table, JSON, SARIF 2.1.0) and baselines of reviewed findings. A report names
where a secret is and what kind; the value itself is never in it."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from govern.errors import SecretsError
from govern.replace import replacing
from govern.secrets.rules import SEVERITIES, RuleSet, Severity
from govern.secrets.scan import Finding, ScanResult
from govern.validation import describe_validation_error

if TYPE_CHECKING:
    from rich.console import Console

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_SARIF_LEVEL = {"low": "note", "medium": "warning", "high": "error", "critical": "error"}
_BASELINE_VERSION = 1


def at_or_above(findings: Sequence[Finding], threshold: Severity) -> list[Finding]:
    floor = SEVERITIES.index(threshold)
    return [f for f in findings if SEVERITIES.index(f.severity) >= floor]


def redacted(finding: Finding) -> str:
    return f"<redacted {finding.secret_length} characters>"


def finding_json(finding: Finding) -> dict[str, Any]:
    return {
        "path": finding.path,
        "line": finding.line,
        "column": finding.column,
        "rule": finding.rule,
        "kind": finding.kind,
        "severity": finding.severity,
        "reasons": list(finding.reasons),
        "secret": redacted(finding),
        "fingerprint": finding.fingerprint,
    }


def summary_json(result: ScanResult, suppressed: int) -> dict[str, Any]:
    return {
        "files_scanned": result.files_scanned,
        "bytes_scanned": result.bytes_scanned,
        "skipped": dict(sorted(result.skipped.items())),
        "suppressed_by_baseline": suppressed,
    }


# The findings a scan's audit entry names one by one; it counts the rest.
RECORDED_FINDINGS = 100


def scan_record(paths: Sequence[Path], result: ScanResult, suppressed: int) -> dict[str, Any]:
    """What a scan's audit entry holds: where it looked, how much it read, and where each
    finding is, by which rule (no value, no fingerprint: a weak password's hash is no secret
    from whoever reads the log)."""
    found = sorted(result.findings, key=lambda f: (f.path, f.line, f.rule))
    return {
        "paths": [str(path) for path in paths],
        **summary_json(result, suppressed),
        "findings": len(found),
        "by_severity": dict(sorted(Counter(f.severity for f in found).items())),
        "by_rule": dict(sorted(Counter(f.rule for f in found).items())),
        "found": [
            {"path": f.path, "line": f.line, "rule": f.rule, "kind": f.kind, "severity": f.severity}
            for f in found[:RECORDED_FINDINGS]
        ],
    }


def render_json(result: ScanResult, suppressed: int) -> str:
    document = {
        "findings": [finding_json(f) for f in result.findings],
        **summary_json(result, suppressed),
    }
    return json.dumps(document, indent=2) + "\n"


def render_sarif(result: ScanResult, rules: RuleSet) -> str:
    used = sorted({f.rule for f in result.findings})
    index = {rule_id: n for n, rule_id in enumerate(used)}
    driver_rules = []
    for rule_id in used:
        rule = rules.rule(rule_id)
        driver_rules.append(
            {
                "id": rule.id,
                "name": rule.kind,
                "shortDescription": {"text": rule.description},
                "defaultConfiguration": {"level": _SARIF_LEVEL[rule.severity]},
                "properties": {"tags": ["security", "secret", rule.kind]},
            }
        )
    results = []
    for finding in result.findings:
        why = f" ({'; '.join(finding.reasons)})" if finding.reasons else ""
        results.append(
            {
                "ruleId": finding.rule,
                "ruleIndex": index[finding.rule],
                "level": _SARIF_LEVEL[finding.severity],
                "message": {
                    "text": f"{finding.description}: {redacted(finding)}, "
                    f"severity {finding.severity}{why}"
                },
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {"uri": Path(finding.path).as_uri()},
                            "region": {"startLine": finding.line, "startColumn": finding.column},
                        }
                    }
                ],
                "partialFingerprints": {"governSecret/v1": finding.fingerprint},
                "properties": {"severity": finding.severity, "kind": finding.kind},
            }
        )
    document = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "govern secrets scan",
                        "rules": driver_rules,
                    }
                },
                "results": results,
            }
        ],
    }
    return json.dumps(document, indent=2) + "\n"


def print_table(console: Console, result: ScanResult, suppressed: int) -> None:
    from rich.table import Table
    from rich.text import Text

    if result.findings:
        table = Table(show_lines=False)
        for column in ("severity", "file", "line", "kind", "rule", "secret", "why"):
            table.add_column(column, overflow="fold")
        for f in result.findings:
            table.add_row(
                f.severity,
                # As plain text: a name is a user's, and rich would read `[conceal]` in it, or
                # a `[/x]` across a folder `a[` and a file `x].env`, as markup (and stop on it).
                Text(f.path),
                str(f.line),
                f.kind,
                f.rule,
                redacted(f),
                "; ".join(f.reasons),
            )
        console.print(table)
    skipped = ", ".join(f"{n} {why}" for why, n in sorted(result.skipped.items()))
    console.print(
        f"{len(result.findings)} finding(s) in {result.files_scanned} file(s) "
        f"({result.bytes_scanned} bytes)"
        + (f"; {suppressed} suppressed by the baseline" if suppressed else "")
        + (f"; skipped: {skipped}" if skipped else "")
    )


class _BaselineEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    fingerprint: str
    rule: str
    path: str
    line: int
    note: str = ""


class _Baseline(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: int
    findings: list[_BaselineEntry]


def load_baseline(path: Path) -> frozenset[str]:
    """The fingerprints of the findings someone reviewed and accepted."""
    try:
        raw = json.loads(path.read_text())
    except FileNotFoundError:
        raise SecretsError(
            f"{path}: baseline not found (write one with --write-baseline)"
        ) from None
    except OSError as exc:
        raise SecretsError(f"{path}: cannot read: {exc.strerror}") from None
    except (ValueError, UnicodeDecodeError):
        raise SecretsError(
            f"{path}: not a JSON baseline (write one with --write-baseline)"
        ) from None
    try:
        baseline = _Baseline.model_validate(raw)
    except ValidationError as exc:
        raise SecretsError(describe_validation_error(str(path), exc)) from None
    if baseline.version != _BASELINE_VERSION:
        raise SecretsError(f"{path}: baseline version {baseline.version} is not supported")
    return frozenset(entry.fingerprint for entry in baseline.findings)


def write_baseline(path: Path, findings: Sequence[Finding]) -> None:
    document = _Baseline(
        version=_BASELINE_VERSION,
        findings=[
            _BaselineEntry(fingerprint=f.fingerprint, rule=f.rule, path=f.path, line=f.line)
            for f in findings
        ],
    )
    mask = os.umask(0)
    os.umask(mask)
    try:
        # 0o666 & ~umask: what a plain new file would get, as before.
        with replacing(path, 0o666 & ~mask) as handle:
            handle.write((document.model_dump_json(indent=2) + "\n").encode())
    except OSError as exc:
        raise SecretsError(f"{path}: cannot write the baseline: {exc.strerror}") from None


def apply_baseline(result: ScanResult, accepted: frozenset[str]) -> int:
    """Drop reviewed findings from RESULT; return how many were dropped."""
    kept = [f for f in result.findings if f.fingerprint not in accepted]
    suppressed = len(result.findings) - len(kept)
    result.findings = kept
    return suppressed
