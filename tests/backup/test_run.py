"""`govern backup run`, status, forget, check, timers, snapshot-config and the scratch report."""

from __future__ import annotations

import hashlib
import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.backup.conftest import BackupSite
from tests.backup.sitedata import REPRODUCIBLE


def _snapshots(site: BackupSite, repository: str) -> list[dict[str, Any]]:
    result = site.restic(repository, "snapshots", "--json", "--no-lock")
    assert result.returncode == 0, result.stderr
    snapshots: list[dict[str, Any]] = json.loads(result.stdout)
    return snapshots


def _files_in(site: BackupSite, repository: str) -> set[str]:
    paths: set[str] = set()
    for snapshot in _snapshots(site, repository):
        listing = site.restic(repository, "ls", "--json", "--no-lock", str(snapshot["id"]))
        for line in listing.stdout.splitlines():
            node = json.loads(line)
            if node.get("struct_type") == "node" and node.get("type") == "file":
                paths.add(node["path"])
    return paths


@pytest.mark.slow
def test_run_tags_snapshots_records_a_manifest_audit_and_metrics(backup_site: BackupSite) -> None:
    result = backup_site.govern("backup", "run", "--json")
    assert result.code == 0, result.stderr
    results = {r["class"]: r for r in json.loads(result.stdout)}
    assert all(r["ok"] for r in results.values())
    # Not a terminal: plain log lines (for the journal), no progress bar.
    assert "datasets dataset:climate-runs: started\n" in result.stderr
    assert "\x1b[" not in result.stderr

    version = json.loads(backup_site.govern("policy", "validate", "--json").stdout)[
        "catalog_version"
    ]
    tags = {tuple(sorted(s["tags"])) for s in _snapshots(backup_site, "enclave")}
    assert (
        f"catalog={version}",
        "class=controlled",
        "resource=dataset:radar-returns",
    ) in tags

    manifest = json.loads(Path(results["datasets"]["manifest"]).read_text())
    files = {f["path"]: f for item in manifest["items"] for f in item["files"]}
    run1 = backup_site.root / "projects/climate/runs/run1/out.nc"
    assert files[str(run1)]["sha256"] == hashlib.sha256(run1.read_bytes()).hexdigest()
    assert files[str(run1)]["size"] == run1.stat().st_size
    assert not any(".cache" in path for path in files)

    assert backup_site.audit_kinds().count("backup.run") == 6
    metrics = backup_site.metrics()
    assert 'govern_backup_failures_total{class="datasets"} 0.0' in metrics
    assert 'govern_backup_last_success_timestamp_seconds{class="controlled"}' in metrics

    status = backup_site.govern("backup", "status", "--json")
    assert status.code == 0
    assert not any(s["overdue"] for s in json.loads(status.stdout))


@pytest.mark.slow
def test_reproducible_data_and_scratch_never_appear_in_a_snapshot(
    backup_site: BackupSite,
) -> None:
    # A reproducible dataset nested inside an authoritative one must still stay out.
    nested = backup_site.root / "projects/climate/runs/mirror"
    (nested / "era5.nc").parent.mkdir(parents=True)
    (nested / "era5.nc").write_bytes(b"mirror")
    catalog = backup_site.site.catalog / "datasets.toml"
    catalog.write_text(
        catalog.read_text()
        + '\n[[dataset]]\nid = "mirror"\nproject = "climate"\nclassification = "public"\n'
        'protection = "reproducible"\npaths = ["/projects/climate/runs/mirror"]\n'
    )
    assert backup_site.govern("backup", "run").code == 0
    stored = _files_in(backup_site, "local") | _files_in(backup_site, "enclave")
    assert any(p.endswith("run1/out.nc") for p in stored)
    for forbidden in (*REPRODUCIBLE, "projects/climate/runs/mirror", "scratch/", ".cache/"):
        assert not [p for p in stored if forbidden in p], forbidden


def test_status_before_any_backup_is_overdue(backup_site: BackupSite) -> None:
    result = backup_site.govern("backup", "status")
    assert result.code == 1
    assert all(line.startswith("OVERDUE") for line in result.stdout.splitlines())


@pytest.mark.slow
def test_status_lists_overdue_classes_first(backup_site: BackupSite) -> None:
    assert backup_site.govern("backup", "run", "--class", "code").code == 0
    result = backup_site.govern("backup", "status", "--json")
    assert result.code == 1
    statuses = json.loads(result.stdout)
    assert statuses[-1]["class"] == "code"
    assert not statuses[-1]["overdue"]
    assert all(s["overdue"] for s in statuses[:-1])


@pytest.mark.slow
def test_forget_applies_retention_and_check_rotates_through_the_packs(
    backup_site: BackupSite,
) -> None:
    for _ in range(2):
        assert backup_site.govern("backup", "run", "--class", "configuration").code == 0
    backup_site.edit(
        backup_site.rules, "keep = { last = 30, daily = 30, monthly = 24 }", "keep = { last = 1 }"
    )
    forget = backup_site.govern("backup", "forget", "--class", "configuration", "--json")
    assert forget.code == 0, forget.stderr
    assert json.loads(forget.stdout)[0]["kept"] == 1
    assert len(json.loads(forget.stdout)[0]["removed"]) == 1
    assert len(_snapshots(backup_site, "local")) == 1

    subsets = []
    for _ in range(5):
        check = backup_site.govern("backup", "check", "--repository", "local", "--json")
        assert check.code == 0, check.stderr
        subsets.append(json.loads(check.stdout)[0]["subset"])
    assert subsets == ["1/4", "2/4", "3/4", "4/4", "1/4"]
    assert "backup.forget" in backup_site.audit_kinds()


def test_check_goes_on_past_a_repository_that_fails(backup_site: BackupSite) -> None:
    shutil.rmtree(backup_site.repo("enclave"))
    check = backup_site.govern("backup", "check", "--json")
    assert check.code == 1, check.stderr
    results = {r["repository"]: r for r in json.loads(check.stdout)}
    assert results["local"]["ok"] is True and results["local"]["error"] is None
    assert results["enclave"]["ok"] is False
    assert "enclave" in results["enclave"]["error"]
    text = backup_site.govern("backup", "check")
    assert text.code == 1
    assert "ok local: read pack subset 2/4" in text.stdout
    assert "FAIL enclave: " in text.stdout
    assert backup_site.audit_kinds()[-4:] == ["backup.check"] * 4


def test_timers_install_writes_nightly_backups_a_weekly_check_and_a_quarterly_drill(
    backup_site: BackupSite, tmp_path: Path
) -> None:
    target = tmp_path / "units"
    result = backup_site.govern("backup", "timers", "install", "--dir", target)
    assert result.code == 0, result.stderr
    timer = (target / "govern-backup-datasets.timer").read_text()
    assert "OnCalendar=*-*-* 01:30:00" in timer
    assert "Persistent=true" in timer
    assert "RandomizedDelaySec=" in timer
    service = (target / "govern-backup-datasets.service").read_text()
    assert "backup run --class datasets" in service
    assert str(backup_site.site.config) in service
    check = (target / "govern-backup-check.timer").read_text()
    assert "OnCalendar=Sun" in check
    drill = (target / "govern-drill.timer").read_text()
    assert "OnCalendar=quarterly" in drill
    assert "Persistent=true" in drill
    drill_service = (target / "govern-drill.service").read_text()
    assert f"--config {backup_site.site.config} drill run" in drill_service
    assert "govern-drill.timer" in result.stdout


@pytest.mark.slow
def test_snapshot_config_records_files_and_versions(backup_site: BackupSite) -> None:
    result = backup_site.govern("snapshot-config", "--json")
    assert result.code == 0, result.stderr
    versions = json.loads(Path(json.loads(result.stdout)["versions"]).read_text())
    assert versions["kernel"]["release"]
    stored = _files_in(backup_site, "local")
    assert any(p.endswith("system-versions.json") for p in stored)
    assert any(p.endswith("etc/slurm/slurm.conf") for p in stored)
    assert "config.snapshot" in backup_site.audit_kinds()


def test_scratch_report_lists_expired_files_and_quota_use(backup_site: BackupSite) -> None:
    result = backup_site.govern("scratch", "report", "--json")
    assert result.code == 1  # radar is over its tiny quota
    area = json.loads(result.stdout)["areas"][0]
    projects = {p["project"]: p for p in area["projects"]}
    assert projects["climate"]["expired_files"] == 1
    assert projects["radar"]["over_quota"]
    assert (backup_site.root / "scratch/climate/old.tmp").exists()  # a report deletes nothing


def test_the_identity_class_backs_up_the_people_govern_decides_with(
    backup_site: BackupSite,
) -> None:
    result = backup_site.govern("backup", "run", "--class", "identity", "--json")
    assert result.code == 0, result.stdout + result.stderr
    (exported,) = [p for p in _files_in(backup_site, "local") if p.endswith("identity.json")]
    dump = backup_site.restic("local", "dump", "--no-lock", "latest", exported)
    document = json.loads(dump.stdout)
    assert document["identity_source"] == "file"
    assert "User::alice" in document["entities"] and "Group::radar" in document["entities"]
    groups = {p["id"] for p in document["entities"]["User::alice"]["parents"]}
    assert "radar" in groups


def test_an_export_names_a_command_or_a_builtin_not_both(backup_site: BackupSite) -> None:
    backup_site.edit(
        backup_site.rules,
        'exports = [{ builtin = "identity", file = "identity.json" }]',
        'exports = [{ builtin = "identity", command = ["true"], file = "identity.json" }]',
    )
    result = backup_site.govern("backup", "plan")
    assert result.code == 2
    assert "an export gives either command or builtin, not both or neither" in result.stderr


def test_a_missing_scratch_area_is_reported_not_passed_over(backup_site: BackupSite) -> None:
    shutil.rmtree(backup_site.root / "scratch")
    result = backup_site.govern("scratch", "report")
    assert result.code == 1
    assert f"MISSING /scratch: {backup_site.root / 'scratch'} does not exist here" in result.stdout
    as_json = backup_site.govern("scratch", "report", "--json")
    assert as_json.code == 1
    assert json.loads(as_json.stdout)["areas"][0]["present"] is False


def test_snapshot_config_says_why_it_failed_once(backup_site: BackupSite) -> None:
    shutil.rmtree(backup_site.repo("local"))
    result = backup_site.govern("snapshot-config")
    assert result.code == 1
    assert result.stdout.startswith("FAILED configuration: ")
    reason = result.stdout.removeprefix("FAILED configuration: ").strip()
    assert reason and (result.stdout + result.stderr).count(reason) == 1, result.stderr


def test_scratch_delete_needs_confirmation_and_audits_each_file(
    backup_site: BackupSite,
) -> None:
    old = backup_site.root / "scratch/climate/old.tmp"
    refused = backup_site.govern_cli(
        "--config", backup_site.site.config, "scratch", "report", "--delete", input="n\n"
    )
    assert refused.code == 1
    assert old.exists()

    result = backup_site.govern("scratch", "report", "--delete", "--yes", "--json")
    assert json.loads(result.stdout)["deleted"] == [str(old)]
    assert not old.exists()
    assert (backup_site.root / "scratch/climate/new.tmp").exists()
    assert backup_site.audit_kinds().count("scratch.delete") == 1


def test_repo_init_is_safe_to_re_run(backup_site: BackupSite) -> None:
    result = backup_site.govern("backup", "repo", "init", "local")
    assert result.code == 0, result.stderr
    assert "already exists" in result.stdout
    assert backup_site.audit_kinds() == ["backup.repo-init"]


def test_a_terminal_gets_a_progress_bar(backup_site: BackupSite) -> None:
    command = shlex.join(
        [sys.executable, "-m", "govern", "--config", str(backup_site.site.config),
         "backup", "run", "--class", "code"]
    )  # fmt: skip
    # script(1) gives the command a pseudo-terminal, as an operator's shell would.
    proc = subprocess.run(
        ["script", "-qec", command, "/dev/null"], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stdout
    assert "code files:code: snapshot" in proc.stdout
    assert "\x1b[" in proc.stdout  # drawn with terminal control sequences
    assert ": started" not in proc.stdout  # not the plain log lines


def test_a_run_starts_without_the_full_cli_or_package_metadata(backup_site: BackupSite) -> None:
    # A nightly run with nothing changed costs little more than restic: typer and click would
    # be a sixth of govern's start before restic, importlib.metadata (pydantic's plugin search,
    # which govern turns off) a tenth.
    result = backup_site.govern(
        "backup", "run", "--class", "code", env={"PYTHONPROFILEIMPORTTIME": "1"}
    )
    assert result.code == 0, result.stderr
    assert result.stdout.startswith("ok code: 1 snapshot(s)")
    loaded = {line.rpartition("|")[2].strip() for line in result.stderr.splitlines()}
    assert "govern.backup.actions.run" in loaded
    assert not {"typer", "click", "rich", "importlib.metadata"} & loaded


@pytest.mark.slow
def test_check_names_snapshots_the_audit_log_does_not_vouch_for(backup_site: BackupSite) -> None:
    assert backup_site.govern("backup", "run", "--class", "configuration").code == 0
    clean = backup_site.govern("backup", "check", "--repository", "local", "--json")
    assert clean.code == 0, clean.stdout
    assert json.loads(clean.stdout)[0]["unvouched"] == []
    # Anyone holding the repository key can add a snapshot that looks like govern's.
    tags = ["--tag", "class=configuration", "--tag", "resource=files:configuration"]
    forged = backup_site.restic(
        "local", "backup", "--json", *tags, "--time", "2020-01-01 00:00:00", str(backup_site.root)
    )
    assert forged.returncode == 0, forged.stderr
    short_id = json.loads(forged.stdout.splitlines()[-1])["snapshot_id"][:8]
    check = backup_site.govern("backup", "check", "--repository", "local", "--json")
    assert check.code == 1
    [result] = json.loads(check.stdout)
    assert result["error"] is None and result["ok"] is False
    [unvouched] = result["unvouched"]
    assert unvouched.startswith(f"{short_id} (files:configuration, 2020-01-01T00:00:00)")
    assert "no backup.run entry in the audit log names this snapshot" in unvouched
    text = backup_site.govern("backup", "check", "--repository", "local")
    assert f"NOT VOUCHED local: snapshot {short_id}" in text.stdout
