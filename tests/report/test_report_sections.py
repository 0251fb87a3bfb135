"""govern report over a real log: every section, the controlled-data allows with the approvals
they relied on, denies by policy, the workflow's approvals, RPOs, and the requirement list."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

from tests.report.reporting import ReportSite, finding, report_json, section

SECTIONS = ["integrity", "controlled-access", "denies", "approvals", "workloads", "secrets",
            "backups", "drills", "configuration", "retention"]  # fmt: skip


def _decisions(site: ReportSite) -> None:
    site.decide("alice", "use", "dataset:radar-returns", "partition:itar")  # ITAR allow
    site.decide("chen", "export", "dataset:chip-layouts", "endpoint:partner-de")  # EAR, approvals
    site.decide("dmitri", "use", "dataset:chip-layouts", "partition:gpu")  # deny
    site.decide("bob", "use", "dataset:contract-specs", "partition:gpu")  # deny, three policies
    site.decide("alice", "use", "dataset:era5", "partition:gpu")  # public: not controlled


def test_controlled_allows_are_listed_with_who_what_where_and_the_approvals(
    report_site: ReportSite, tmp_path: Path
) -> None:
    _decisions(report_site)
    report_site.checkpoint()
    out = tmp_path / "out"
    result = report_site.report(out)
    assert result.code == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["verified"] is True
    access = section(out, "controlled-access")
    rows = {(i["user"], i["resource"]): i for i in access["items"]}
    assert set(rows) == {("alice", "dataset:radar-returns"), ("chen", "dataset:chip-layouts")}
    assert rows[("alice", "dataset:radar-returns")]["classes"] == "itar"
    chen = rows[("chen", "dataset:chip-layouts")]
    assert (chen["action"], chen["destination"]) == ("export", "endpoint:partner-de")
    assert chen["approvals"] == "APR-2026-001, APR-2026-002"
    assert access["counts"]["allows_itar"] == 1 and access["counts"]["allows_ear"] == 1
    # The catalog's approvals were never recorded in the log: the allow relied on them anyway.
    unvouched = finding(out, "controlled-access", "approval-not-vouched")
    assert unvouched["severity"] == "adverse" and unvouched["count"] == 2
    assert finding(out, "controlled-access", "controlled-export")["count"] == 1
    # Every row points at its entry, whose leaf hash is the log's.
    from govern.audit import open_log
    from govern.audit.merkle import leaf_hash

    with open_log(report_site.log_dir, create=False) as log:
        for item in access["items"]:
            (ref,) = item["entries"]
            (data,) = log.entry_bytes(ref["index"], ref["index"] + 1)
            assert leaf_hash(data).hex() == ref["leaf_hash"]
            assert json.loads(data)["kind"] == "decision"


def test_denies_are_counted_by_the_policy_that_decided_them(
    report_site: ReportSite, tmp_path: Path
) -> None:
    _decisions(report_site)
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    denies = section(out, "denies")
    assert denies["counts"] == {"decisions": 5, "allows": 3, "denies": 2}
    by_policy = {i["policy"]: int(i["denies"]) for i in denies["items"]}
    assert by_policy == {
        "ear-foreign-person-approval": 1,
        "cui-enclave-only": 1,
        "cui-training-current": 1,
        "project-members-only": 1,
    }
    assert sum(a + d for _, a, d in denies["series"]["decisions_by_day"]) == 5


def test_approvals_from_the_workflow_are_counted_and_vouch_for_the_allows(
    report_site: ReportSite, tmp_path: Path
) -> None:
    imported = report_site.run("approval", "import")
    assert imported.code == 0, imported.stderr
    _decisions(report_site)
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    approvals = section(out, "approvals")
    assert approvals["counts"]["imported"] == 5
    assert approvals["counts"]["uses"] == 2  # chen's export relied on two
    used = {i["approval"]: i for i in approvals["items"] if i["uses"] != "0"}
    assert set(used) == {"APR-2026-001", "APR-2026-002"}
    assert finding(out, "controlled-access", "approval-not-vouched")["count"] == 0
    assert finding(out, "controlled-access", "approval-not-active")["count"] == 0


def test_a_step_appended_outside_the_workflow_is_a_finding(
    report_site: ReportSite, tmp_path: Path
) -> None:
    assert report_site.run("approval", "import").code == 0
    from govern.audit import open_log

    with open_log(report_site.log_dir, create=False) as log:
        (_, first), *_ = list(log.entries())
    forged = dict(first.payload)
    forged["approval"] = {**forged["approval"], "user": "mallory"}
    report_site.append("approval.granted", first.subject, forged, first.time)
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    ignored = finding(out, "approvals", "workflow-step-ignored")
    assert ignored["count"] == 1 and ignored["severity"] == "adverse"
    assert ignored["entries"][0]["index"] == 5


def test_backups_are_held_against_each_class_rpo(report_site: ReportSite, tmp_path: Path) -> None:
    # backup.run entries as govern/backup/actions/run.py writes them (the fields read here).
    def run(name: str, time: str) -> None:
        report_site.append("backup.run", f"class:{name}", {"class": name, "repository": "local",
                           "duration_seconds": 1.0, "host": "vm"}, time)  # fmt: skip

    run("datasets", "2026-10-31T23:00:00.000000Z")
    run("datasets", "2026-11-01T20:00:00.000000Z")
    run("datasets", "2026-11-02T10:00:00.000000Z")
    run("configuration", "2026-11-01T01:00:00.000000Z")
    failure = {"class": "identity", "error": "restic: repository locked"}
    report_site.append("backup.failure", "class:identity", failure, "2026-11-01T02:00:00.000000Z")
    report_site.checkpoint()
    out = tmp_path / "out"
    result = report_site.report(out, period=("2026-11-01", "2026-11-02"))
    assert result.code == 0, result.stderr
    rows = {i["class"]: i for i in section(out, "backups")["items"]}
    assert rows["datasets"]["verdict"] == "within RPO"  # 21 h, 14 h and 14 h gaps, RPO 26 h
    assert rows["datasets"]["longest gap (h)"] == "21.0"
    assert rows["configuration"]["verdict"] == "RPO exceeded"  # 47 h to the period's end
    assert rows["identity"]["verdict"] == "never backed up"
    assert finding(out, "backups", "backup-failed")["count"] == 1
    exceeded = finding(out, "backups", "rpo-exceeded")
    assert [e.split(":")[0] for e in exceeded["examples"]] == ["configuration"]


def test_every_section_and_every_active_requirement_is_in_the_report(
    report_site: ReportSite, tmp_path: Path
) -> None:
    _decisions(report_site)
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    report = report_json(out)
    assert [s["id"] for s in report["sections"]] == SECTIONS
    requirements = report["requirements"]
    listed = [r["id"] for r in requirements["with_evidence"] + requirements["without_evidence"]]
    assert len(listed) == len(set(listed)) == 97
    assert "03.08.09" in [r["id"] for r in requirements["with_evidence"]]
    assert "03.10.07" in [r["id"] for r in requirements["without_evidence"]]  # physical access
    with (out / "csv" / "requirements.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 97
    assert {r["evidence"] for r in rows} == {"yes", "none from govern"}
    for name in SECTIONS:
        assert (out / "csv" / f"{name}.csv").is_file()


def test_only_entries_a_checkpoint_covers_are_reported(
    report_site: ReportSite, tmp_path: Path
) -> None:
    report_site.decide("alice", "use", "dataset:radar-returns", "partition:itar")
    report_site.checkpoint()
    report_site.decide("chen", "export", "dataset:chip-layouts", "endpoint:partner-de")
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    assert [i["user"] for i in section(out, "controlled-access")["items"]] == ["alice"]
    assert finding(out, "integrity", "entries-after-checkpoint")["count"] == 1


def test_a_log_that_does_not_verify_is_reported_from_not_at_all(
    report_site: ReportSite, tmp_path: Path
) -> None:
    _decisions(report_site)
    report_site.checkpoint()
    entries = report_site.log_dir / "log.jsonl"
    entries.write_bytes(entries.read_bytes().replace(b'"alice"', b'"alica"', 1))
    out = tmp_path / "out"
    result = report_site.report(out)
    assert result.code == 1, result.stderr
    assert json.loads(result.stdout)["verified"] is False
    assert section(out, "controlled-access")["items"] == []
    failed = finding(out, "integrity", "log-verification-failed")
    assert failed["count"] >= 1 and "changed" in " ".join(failed["examples"])


def test_a_log_signed_by_a_key_the_site_does_not_trust_is_not_reported(
    report_site: ReportSite, tmp_path: Path
) -> None:
    from govern.audit.note import generate_signing_key

    _decisions(report_site)
    report_site.checkpoint()
    (report_site.var / "audit-vkey").write_text(
        generate_signing_key("rc.example.edu/audit").verifier.vkey + "\n"
    )
    out = tmp_path / "out"
    result = report_site.report(out)
    assert result.code == 1
    assert section(out, "denies")["counts"]["decisions"] == 0
    assert "not signed by any trusted log key" in " ".join(
        finding(out, "integrity", "log-verification-failed")["examples"]
    )


def test_logs_of_several_hosts_are_merged_each_under_its_own_key(
    report_site: ReportSite, tmp_path: Path
) -> None:
    from govern.audit import open_log
    from govern.audit.note import generate_signing_key

    _decisions(report_site)
    report_site.checkpoint()
    other_key = generate_signing_key("node2.example.edu/audit")
    other = tmp_path / "node2"
    with open_log(other) as log:
        request = {"user": "carol", "action": "use", "resource": "dataset:radar-returns",
                   "destination": "partition:itar"}  # fmt: skip
        decision = {"request": request, "decision": "allow", "policies": ["baseline"],
                    "approvals": [], "errors": []}  # fmt: skip
        log.append("decision", "carol", "dataset:radar-returns", decision)
        log.checkpoint(other_key)
    with (report_site.var / "audit-vkey").open("a") as keys:
        keys.write(other_key.verifier.vkey + "\n")
    out = tmp_path / "out"
    result = report_site.report(out, "--log", report_site.log_dir, "--log", other)
    assert result.code == 0, result.stdout + result.stderr
    report = report_json(out)
    assert [g["origin"] for g in report["logs"]] == ["rc.example.edu/audit",
                                                    "node2.example.edu/audit"]  # fmt: skip
    users = {
        (i["user"], i["entries"][0]["log"]) for i in section(out, "controlled-access")["items"]
    }
    assert users == {("alice", 0), ("chen", 0), ("carol", 1)}


def test_bad_periods_formats_and_mappings_are_errors(
    report_site: ReportSite, tmp_path: Path
) -> None:
    report_site.decide("alice", "use", "dataset:era5", "partition:gpu")
    report_site.checkpoint()
    out = tmp_path / "out"
    backwards = report_site.report(out, period=("2026-11-02", "2026-11-01"))
    assert backwards.code == 2 and "is not before" in backwards.stderr
    garbage = report_site.report(out, period=("yesterday", "2026-11-01"))
    assert garbage.code == 2 and "--from: not an ISO 8601 date" in garbage.stderr
    unknown = report_site.report(out, "--format", "html,pdf")
    assert unknown.code == 2 and "unknown format 'pdf'" in unknown.stderr
    assert not out.exists()
    mapping = tmp_path / "audit"
    shutil.copytree(report_site.site.root / "audit", mapping)
    (report_site.site.root / "audit").unlink()
    shutil.copytree(mapping, report_site.site.root / "audit")
    controls = report_site.site.root / "audit" / "controls.toml"
    text = controls.read_text()
    controls.write_text(text.replace('"03.08.09"]', '"03.08.06"]', 1))
    withdrawn = report_site.report(out)
    assert withdrawn.code == 2 and "03.08.06 is withdrawn" in withdrawn.stderr
    controls.write_text(text.replace("rpo-exceeded", "rpo-missed"))
    misnamed = report_site.report(out)
    assert misnamed.code == 2 and "raises no finding 'rpo-missed'" in misnamed.stderr
    controls.write_text(text.replace('"03.03.01"', '"03.99.01"', 1))
    made_up = report_site.report(out)
    assert made_up.code == 2 and "no requirement 03.99.01" in made_up.stderr
