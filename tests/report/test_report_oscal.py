"""The OSCAL rendering validates against NIST's assessment-results schema (OSCAL 1.2.1) and
carries one observation per finding, each linked to the entries behind it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import regex

from tests.report.reporting import ReportSite, report_json

SCHEMA = (
    Path(__file__).resolve().parents[1]
    / "vectors"
    / "nist-oscal-schema"
    / ("oscal_assessment-results_schema.json")
)


def _validator() -> jsonschema.protocols.Validator:
    """Draft 7 with NIST's patterns compiled by `regex` (they use \\p{L} and friends)."""

    def pattern(validator: Any, expected: str, instance: Any, schema: Any) -> Any:
        if isinstance(instance, str) and not regex.search(expected, instance):
            yield jsonschema.ValidationError(f"{instance!r} does not match {expected!r}")

    checker = jsonschema.Draft7Validator.FORMAT_CHECKER
    kind = jsonschema.validators.extend(jsonschema.Draft7Validator, {"pattern": pattern})
    return kind(json.loads(SCHEMA.read_text()), format_checker=checker)


def test_assessment_results_validate_against_the_nist_schema(
    report_site: ReportSite, tmp_path: Path
) -> None:
    report_site.decide("alice", "use", "dataset:radar-returns", "partition:itar")
    report_site.decide("chen", "export", "dataset:chip-layouts", "endpoint:partner-de")
    report_site.decide("bob", "use", "dataset:contract-specs", "partition:gpu")
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    document = json.loads((out / "assessment-results.json").read_text())
    errors = sorted(_validator().iter_errors(document), key=lambda e: list(e.path))
    assert errors == [], [f"{list(e.path)}: {e.message}" for e in errors[:5]]

    (result,) = document["assessment-results"]["results"]
    report = report_json(out)
    raised = [(s["id"], f) for s in report["sections"] for f in s["findings"] if f["count"]]
    titles = [o["title"] for o in result["observations"]]
    for section_id, found in raised:
        title = next(s["title"] for s in report["sections"] if s["id"] == section_id)
        assert titles.count(f"{title}: {found['title']}") == 1
    unvouched = next(o for o in result["observations"] if o["title"].endswith("does not vouch for"))
    linked = {e["description"].split(",")[0] for e in unvouched["relevant-evidence"]}
    assert linked == {"audit entry 1 of log rc.example.edu/audit"}
    # Adverse findings become OSCAL findings on the requirements they are mapped to.
    targets = {f["target"]["target-id"] for f in result["findings"]}
    assert {"statement_03.01.02", "statement_03.01.03"} <= targets
    assert {f["target"]["status"]["state"] for f in result["findings"]} == {"not-satisfied"}
    controls = result["reviewed-controls"]["control-selections"][0]["include-controls"]
    assert {"control-id": "SP_800_171_03.08.09"} in controls


def test_a_document_missing_what_the_schema_requires_is_refused_by_this_check() -> None:
    assert list(_validator().iter_errors({"assessment-results": {"uuid": "not-a-uuid"}}))
