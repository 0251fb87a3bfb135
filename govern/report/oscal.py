"""The report as an OSCAL assessment-results document (OSCAL 1.2.1): one observation per
section and per finding, each with links to the audit entries behind it; an OSCAL finding (not
satisfied) for each adverse finding, targeting the requirements it is mapped to. govern does not
declare any requirement satisfied: that is the assessor's conclusion."""

from __future__ import annotations

import json
import uuid

from govern.report.model import EntryRef, Report, Section, Severity

OSCAL_VERSION = "1.2.1"
# Deterministic ids: the same report gives the same document.
_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "urn:govern:report")


def _id(*parts: object) -> str:
    return str(uuid.uuid5(_NAMESPACE, "\x1f".join(map(str, parts))))


def _evidence(ref: EntryRef, report: Report) -> dict[str, str]:
    origin = report.origins[ref.log]
    return {
        "href": f"#{_id('entry', report.generated, ref.log, ref.index)}",
        "description": f"audit entry {ref.index} of log {origin}, leaf hash {ref.leaf_hash}",
    }


def _observation(
    report: Report, title: str, description: str, refs: list[EntryRef], kind: str, key: str
) -> dict[str, object]:
    observation: dict[str, object] = {
        "uuid": _id("observation", report.generated, key),
        "title": title,
        "description": description or title,
        "methods": ["EXAMINE"],
        "types": [kind],
        "collected": report.generated,
    }
    if refs:
        observation["relevant-evidence"] = [_evidence(r, report) for r in refs]
    return observation


def _section_observations(report: Report, section: Section) -> list[dict[str, object]]:
    counts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in section.counts.items())
    refs = [r for item in section.items.rows for r in item.refs][:50]
    found = [
        _observation(
            report,
            section.title,
            f"{section.why} Counts: {counts or 'none'}.",
            refs,
            "historic",
            f"section:{section.id}",
        )
    ]
    for finding in section.findings:
        if not finding.count:
            continue
        detail = "; ".join(finding.examples[:10])
        found.append(
            _observation(
                report,
                f"{section.title}: {finding.title}",
                f"{finding.count} time(s) ({finding.severity.value}). {detail}",
                finding.refs,
                "finding",
                f"finding:{section.id}:{finding.code}",
            )
        )
    return found


def assessment_results(report: Report) -> dict[str, object]:
    oscal_ids = {e.requirement.id: e.requirement.oscal_id for e in report.evidence}
    observations = [o for s in report.sections for o in _section_observations(report, s)]
    findings = []
    for section in report.sections:
        for finding in section.findings:
            if finding.severity is not Severity.ADVERSE or not finding.count:
                continue
            observation = _id(
                "observation", report.generated, f"finding:{section.id}:{finding.code}"
            )
            for requirement in finding.requirements:
                findings.append(
                    {
                        "uuid": _id(
                            "finding", report.generated, section.id, finding.code, requirement
                        ),
                        "title": f"{requirement}: {finding.title}",
                        "description": f"{finding.count} time(s): "
                        + "; ".join(finding.examples[:5]),
                        "target": {
                            "type": "statement-id",
                            "target-id": f"statement_{requirement}",
                            "status": {"state": "not-satisfied"},
                        },
                        "related-observations": [{"observation-uuid": observation}],
                    }
                )
    reviewed = [{"control-id": oscal_ids[e.requirement.id]} for e in report.evidence]
    result: dict[str, object] = {
        "uuid": _id("result", report.generated),
        "title": f"govern evidence for {report.period_from} to {report.period_to}",
        "description": (
            f"What the audit log(s) of {report.site} show for the period, each observation tied "
            "to the entries behind it. Requirements govern gives no evidence for: "
            + (", ".join(r.id for r in report.without_evidence) or "none")
            + "."
        ),
        "start": report.period_from,
        "end": report.period_to,
        "reviewed-controls": {"control-selections": [{"include-controls": reviewed}]},
        "observations": observations,
    }
    if findings:
        result["findings"] = findings
    cited = sorted(report.cited())
    resources = [
        {
            "uuid": _id("entry", report.generated, ref.log, ref.index),
            "title": f"{report.origins[ref.log]} entry {ref.index}",
            "description": f"RFC 9162 leaf hash {ref.leaf_hash}",
            "rlinks": [{"href": f"logs/{ref.log}/entries/{ref.index}"}],
        }
        for ref in cited
    ]
    document: dict[str, object] = {
        "uuid": _id("assessment-results", report.generated, report.period_from, report.period_to),
        "metadata": {
            "title": f"govern evidence report: {report.site}",
            "last-modified": report.generated,
            "version": report.generated,
            "oscal-version": OSCAL_VERSION,
        },
        "import-ap": {"href": "#" + _id("assessment-plan", report.generated)},
        "results": [result],
        "back-matter": {
            "resources": [
                {
                    "uuid": _id("assessment-plan", report.generated),
                    "title": "No assessment plan",
                    "description": (
                        "govern reports evidence from its audit log; it imports no assessment "
                        "plan. The requirements are NIST SP 800-171 Rev. 3."
                    ),
                },
                *resources,
            ]
        },
    }
    return {"assessment-results": document}


def render_oscal(report: Report) -> bytes:
    return (json.dumps(assessment_results(report), indent=1, ensure_ascii=False) + "\n").encode()
