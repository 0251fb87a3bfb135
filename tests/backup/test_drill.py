"""`govern drill plan/run/status` end to end: real restic, slurmctld, slapd-free identity export,
and the audit log's own export, on the demo site with its files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.backup.conftest import BackupSite, DrillSite


@pytest.mark.slow
def test_a_drill_restores_checks_and_records_every_class(drill_site: DrillSite) -> None:
    planned = drill_site.govern("drill", "plan", "--json")
    assert planned.code == 0, planned.stderr
    plan = json.loads(planned.stdout)
    chosen = [i["resource"] for i in plan["items"]]
    assert "files:configuration" in chosen and "files:identity" in chosen
    # 6 catalog resources of class datasets in 4 quarters: 2 a drill; 2 controlled: 1.
    assert sum(1 for i in plan["items"] if i["class"] == "datasets") == 2
    assert sum(1 for i in plan["items"] if i["class"] == "controlled") == 1
    assert {w["class"] for w in plan["waiting"]} == {"datasets", "controlled"}

    result, record = drill_site.drill()
    assert result.code == 0, result.stdout + result.stderr
    assert record["ok"] is True
    by_class = {c["class"]: c for c in record["classes"]}
    configuration = by_class["configuration"]
    assert {c["check"]: c["ok"] for c in configuration["checks"]} == {
        "slurm-config": True,
        "audit-log": True,
    }
    assert [c["check"] for c in by_class["identity"]["checks"]] == ["identity export identity.json"]
    # Every check's time is in the record, also for checks that do not time themselves.
    assert all(
        c["details"]["seconds"] >= 0 for outcome in record["classes"] for c in outcome["checks"]
    )
    assert "/proc/self/fd" not in json.dumps(record)
    for outcome in record["classes"]:
        objectives = outcome["objectives"]
        assert objectives["rpo_hours"] is not None and objectives["rpo_hours"] < 1
        assert objectives["rto_seconds"] > 0
        for item in outcome["items"]:
            assert item["verification"]["ok"] and item["verification"]["files"] > 0
            assert item["snapshot"] and item["audit_entry"] is not None
    assert drill_site.sandboxes() == []  # removed afterwards

    assert Path(record["record"]).is_file()
    assert json.loads(Path(record["record"]).read_text())["ok"] is True
    metrics = drill_site.metrics()
    assert 'govern_drill_last_success_timestamp_seconds{class="datasets"}' in metrics
    assert 'govern_drill_failures_total{class="datasets"} 0.0' in metrics
    assert 'govern_drill_rto_seconds{class="configuration"}' in metrics
    entry = drill_site.entries("drill.run")[-1]
    assert entry["payload"]["ok"] is True
    assert entry["payload"]["record"] == record["record"]

    status = drill_site.govern("drill", "status", "--json")
    assert status.code == 0, status.stdout
    assert not any(c["overdue"] for c in json.loads(status.stdout)["classes"])

    # The rotation moves on: the next drill takes resources this one did not.
    drilled = {i["resource"] for c in record["classes"] for i in c["items"]}
    again = json.loads(drill_site.govern("drill", "plan", "--json").stdout)
    rotating = {i["resource"] for i in again["items"] if i["class"] == "datasets"}
    assert rotating and not rotating & drilled


def test_status_before_any_drill_is_overdue(backup_site: BackupSite) -> None:
    status = backup_site.govern("drill", "status", "--json")
    assert status.code == 1
    assert all(c["overdue"] for c in json.loads(status.stdout)["classes"])


@pytest.mark.slow
def test_keep_leaves_the_sandboxes_root_only(drill_site: DrillSite) -> None:
    result, _ = drill_site.drill("--class", "datasets", "--keep")
    assert result.code == 0, result.stdout + result.stderr
    kept = drill_site.sandboxes()
    assert len(kept) == 2
    for sandbox in kept:
        assert sandbox.stat().st_mode & 0o777 == 0o700
        assert sandbox.stat().st_uid == 0
    assert os.listdir(kept[0])
