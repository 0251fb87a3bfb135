"""Jobs and admissions with their images, privileged workloads and who approved them; drills
against RTO; configuration versions over time; secrets migrated."""

from __future__ import annotations

import datetime as dt
import json
import secrets
import string
from pathlib import Path

from govern.slurm.jobs import ImageResult, JobRequest, clearing, decide_job
from tests.report.reporting import DAY, ReportSite, finding, section

IMAGE = "registry.example.org/radar/solver:2.1"
DIGEST = "sha256:" + "ab" * 32


class _TrustedPrivileged:
    """Stands in for the image verifier (registry and signatures are tested with a real
    registry elsewhere): IMAGE is trusted to run privileged, partition itar allows it."""

    def check(self, reference: str) -> ImageResult:
        record = {"reference": reference, "digest": DIGEST, "trusted": True, "privileged": True,
                  "rule": "radar-solvers", "signer": "key radar.pub", "reasons": []}  # fmt: skip
        return ImageResult(reference, True, True, "trusted", record)

    def privileged_partition(self, partition: str) -> bool:
        return partition == "itar"


def _approve_privileged(site: ReportSite) -> str:
    expires = (dt.datetime.now(dt.UTC).date() + dt.timedelta(days=30)).isoformat()
    requested = site.govern(
        "--config", site.config, "approval", "request", "--kind", "privileged",
        "--resource", "registry.example.org/radar/*", "--destination", "partition:itar",
        "--project", "radar", "--expires", expires, "--reason", "GPU solver needs /dev/infiniband",
        "--json", env={"SUDO_USER": "alice"},
    )  # fmt: skip
    assert requested.code == 0, requested.stderr
    approval = str(json.loads(requested.stdout)["id"])
    granted = site.govern("--config", site.config, "approval", "grant", approval,
                          env={"SUDO_USER": "hana"})  # fmt: skip
    assert granted.code == 0, granted.stderr
    return approval


def _job(site: ReportSite, job_id: int, directives: list[str]) -> None:
    from govern.approvals.site import approvals_once
    from govern.policy.engine import Engine

    engine = Engine.open(site.config, resident=True, use_cache=False)
    approvals = approvals_once(engine.site)
    assert approvals is not None
    lines = [[number + 2, text] for number, text in enumerate(directives)]
    job = JobRequest.from_json(
        {"user": "alice", "partition": "itar", "job_id": job_id, "directives": lines}
    )
    cleared = clearing(approvals, engine)
    result = decide_job(job, engine.decide, _TrustedPrivileged(), clear_privileged=cleared)
    payload = {**result.audit_payload(), "catalog": engine.site.version}
    now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    site.append("slurm.job", job.audit_subject, payload, now)


def test_a_privileged_job_names_its_image_and_the_approval_it_ran_under(
    report_site: ReportSite, tmp_path: Path
) -> None:
    approval = _approve_privileged(report_site)
    _job(
        report_site,
        4711,
        ["#GOVERN use dataset:radar-returns", f"#GOVERN image {IMAGE} privileged"],
    )
    _job(report_site, 4712, ["#GOVERN use dataset:radar-returns"])
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    workloads = section(out, "workloads")
    assert workloads["counts"]["jobs_allowed"] == 2
    assert workloads["counts"]["privileged_jobs"] == 1
    (row,) = workloads["items"]  # only the job that declares an image is listed
    assert row["workload"] == "job:4711" and row["privileged"] == IMAGE
    assert f"{IMAGE}@{DIGEST} (rule radar-solvers, key radar.pub)" == row["images"]
    assert row["approved by"] == f"{approval} (by hana)"
    privileged = finding(out, "workloads", "privileged-workload")
    assert privileged["count"] == 1 and approval in privileged["examples"][0]
    # The ITAR use by the job's check is a controlled allow too.
    assert [i["via"] for i in section(out, "controlled-access")["items"]] == ["slurm.job"] * 2


def test_admissions_let_through_in_warn_mode_are_adverse(
    report_site: ReportSite, tmp_path: Path
) -> None:
    # A verdict as WebhookService writes it (payload fields of govern/webhook/admission.py).
    now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    image = {"where": 'container "a"', "reference": "docker.io/library/nginx:1", "digest": None,
             "trusted": False, "privileged": False, "rule": None, "signer": None,
             "reasons": ["no rule covers this image"], "cached": False,
             "privileges": ["hostNetwork"]}  # fmt: skip
    payload = {"outcome": "allow", "mode": "warn", "uid": "u-1", "operation": "CREATE",
               "kind": "/v1/Pod", "namespace": "research", "name": "web", "dry_run": False,
               "judged": True, "note": "", "images": [image],
               "problems": ['container "a": image nginx:1 is not trusted']}  # fmt: skip
    report_site.append("webhook.admission", "pods:research/web", payload, now)
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    warned = finding(out, "workloads", "admitted-in-warn-mode")
    assert warned["severity"] == "adverse" and warned["count"] == 1
    assert finding(out, "workloads", "untrusted-image")["count"] == 1
    assert "trust policy" in finding(out, "workloads", "privileged-workload")["examples"][0]
    assert section(out, "workloads")["items"][0]["privileged"] == 'container "a": hostNetwork'


def test_drills_configuration_and_secrets_sections(report_site: ReportSite, tmp_path: Path) -> None:
    at = f"{DAY}T03:00:00.000000Z"
    # Entries as govern/backup/actions/drill.py, govern/cli/backup.py and govern/cli/secrets.py
    # write them (the fields the report reads).
    objectives = {"rto_seconds": 40_000.0, "rto_limit_seconds": 28_800, "rpo_hours": 3.5,
                  "rpo_limit_hours": 26}  # fmt: skip
    drill = {"ok": False, "error": "", "classes": [
        {"class": "datasets", "ok": False, "problems": ["RTO: 40000 s projected, over 28800 s"],
         "objectives": objectives, "items": [{"resource": "dataset:climate-runs"}]},
    ]}  # fmt: skip
    report_site.append("drill.run", "drill", drill, at)
    for hour, fingerprint, ok in ((1, "sha256:aa", True), (2, "sha256:bb", True),
                                  (4, "", False)):  # fmt: skip
        components = {
            "gpu": ["NVIDIA A100, 550.54.15, 92.00.36"],
            "firmware": {"bios_version": "2.1a"},
            "packages": {"slurmctld": "22.05.8"},
        }
        snapshot = {"ok": ok, "kernel": "6.1.0-28-amd64", "host": "head1",
                    "versions_sha256": fingerprint, "components": components,
                    "error": "" if ok else "restic: repository not found"}  # fmt: skip
        at_hour = f"{DAY}T0{hour}:00:00.000000Z"
        report_site.append("config.snapshot", "class:configuration", snapshot, at_hour)
    report_site.append("secrets.migrate", "/home/alice/proj/.env", {
        "to": "vault:secret/data/users/alice/proj", "owner": "alice", "keys": ["WANDB_API_KEY",
        "HF_TOKEN"], "lines": [3, 4], "vault_version": 1}, at)  # fmt: skip
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    assert finding(out, "drills", "rto-exceeded")["count"] == 1
    assert finding(out, "drills", "drill-failed")["count"] == 1
    assert section(out, "drills")["series"]["rto_vs_limit"] == [["datasets", 40000.0, 28800.0]]
    configuration = section(out, "configuration")
    assert [i["gpu"] for i in configuration["items"]][:1] == ["NVIDIA A100, 550.54.15, 92.00.36"]
    assert configuration["items"][0]["firmware"] == "bios_version 2.1a"
    assert finding(out, "configuration", "versions-changed")["count"] == 1
    assert finding(out, "configuration", "snapshot-failed")["count"] == 1
    secrets = section(out, "secrets")
    assert secrets["counts"] == {
        "scans": 0,
        "found": 0,
        "migrations": 1,
        "secrets": 2,
        "owners": 1,
    }
    assert secrets["items"][0]["moved to"] == "vault:secret/data/users/alice/proj"


def test_a_scan_run_by_root_is_reported_with_where_it_found_secrets_and_no_value(
    report_site: ReportSite, tmp_path: Path
) -> None:
    home = tmp_path / "home" / "alice"
    home.mkdir(parents=True)
    token = "ghp_" + "".join(secrets.choice(string.ascii_letters) for _ in range(36))
    (home / ".env").write_text(f"GITHUB_TOKEN={token}\n")
    scanned = report_site.run("secrets", "scan", tmp_path / "home", "--json")
    assert scanned.code == 1, scanned.stderr  # found
    quiet = report_site.run("secrets", "scan", tmp_path / "home", "--no-record", "--json")
    assert quiet.code == 1
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out).code == 0
    counts = section(out, "secrets")["counts"]
    assert (counts["scans"], counts["found"]) == (1, 1)  # --no-record left no entry
    found = finding(out, "secrets", "secret-found")
    assert found["severity"] == "adverse" and found["count"] == 1
    assert f"{home / '.env'}:1" in found["examples"][0]
    everything = "".join(path.read_text() for path in out.rglob("*") if path.is_file())
    assert token not in everything and token[:12] not in everything
