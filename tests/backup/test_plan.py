"""`govern backup plan`: what is protected and where, what is not and why, what policy allows."""

from __future__ import annotations

import json

from tests.backup.conftest import BackupSite


def test_plan_protects_authoritative_data_and_says_why_the_rest_is_not(
    backup_site: BackupSite,
) -> None:
    result = backup_site.govern("backup", "plan", "--json")
    assert result.code == 0, result.stderr
    plan = json.loads(result.stdout)
    protected = {p["resource"]: p for p in plan["protected"]}
    assert protected["dataset:radar-returns"]["repository"] == "enclave"
    assert protected["model:llm-radar-ft"]["repository"] == "enclave"  # ITAR through lineage
    assert protected["dataset:climate-runs"]["repository"] == "local"
    assert protected["dataset:climate-runs"]["size"] == 2 * 1400  # the .cache inside is excluded
    assert protected["dataset:radar-returns"]["policy"]["decision"] == "allow"
    assert {"files:configuration", "files:identity", "files:code", "files:experiments"} <= set(
        protected
    )
    excluded = {e["what"]: e["reason"] for e in plan["excluded"]}
    for ref in ("dataset:era5", "dataset:web-corpus", "model:llm-chip-ft-distilled"):
        assert ref not in protected
        assert "reproducible" in excluded[ref]
    assert "scratch" in excluded["/scratch"]
    assert plan["refused"] == []


def test_itar_to_a_non_compliant_repository_is_refused_before_anything_is_written(
    backup_site: BackupSite,
) -> None:
    backup_site.edit(backup_site.rules, 'repository = "enclave"', 'repository = "local"')
    plan = backup_site.govern("backup", "plan")
    assert plan.code == 1
    assert "dataset:radar-returns may not be backed up to 'local'" in plan.stdout
    assert "itar-us-enclave-only" in plan.stdout
    assert "cui-enclave-only" in plan.stdout  # the CUI dataset too

    run = backup_site.govern("backup", "run")
    assert run.code == 2
    assert run.stderr.startswith("govern: backup plan refused, nothing was written:")
    assert len(run.stderr.strip().splitlines()) == 1
    snapshots = backup_site.restic("local", "snapshots", "--json")
    assert json.loads(snapshots.stdout) == []
    assert "backup.failure" in backup_site.audit_kinds()
    assert 'govern_backup_failures_total{class="datasets"} 1.0' in backup_site.metrics()


def test_an_immutable_class_refuses_a_local_repository(backup_site: BackupSite) -> None:
    backup_site.edit(backup_site.rules, "immutable = false", "immutable = true")
    plan = backup_site.govern("backup", "plan", "--json")
    assert plan.code == 1
    problems = json.loads(plan.stdout)["classes"]["controlled"]["problems"]
    assert "must go to an immutable repository" in problems[0]

    run = backup_site.govern("backup", "run", "--class", "controlled")
    assert run.code == 1
    assert "FAILED controlled: class 'controlled' must go to an immutable" in run.stdout
    assert json.loads(backup_site.restic("enclave", "snapshots", "--json").stdout) == []


def test_an_authoritative_resource_without_a_class_refuses_the_plan(
    backup_site: BackupSite,
) -> None:
    backup_site.edit(backup_site.rules, 'catalog = ["cui", "itar"]', 'catalog = ["cui"]')
    result = backup_site.govern("backup", "plan")
    assert result.code == 1
    assert "dataset:radar-returns is authoritative (itar) but no protection class" in result.stdout


def test_malformed_rules_are_one_clear_line(backup_site: BackupSite) -> None:
    backup_site.rules.write_text(backup_site.rules.read_text() + "\n[class.x]\nrepository = 3\n")
    result = backup_site.govern("backup", "plan")
    assert result.code == 2
    assert result.stderr.startswith("govern: ")
    assert "protection.toml" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_unknown_class_is_an_error(backup_site: BackupSite) -> None:
    result = backup_site.govern("backup", "run", "--class", "nope")
    assert result.code == 2
    assert "no protection class 'nope'" in result.stderr


def test_a_repository_with_two_password_sources_is_refused(backup_site: BackupSite) -> None:
    backup_site.edit(
        backup_site.site.config,
        'password_file = "var/restic/local.password"',
        'password_file = "var/restic/local.password"\npassword_command = "cat x"',
    )
    result = backup_site.govern("backup", "plan")
    assert result.code == 2
    assert "backup.repositories.local: give exactly one of password_file or password_command" in (
        result.stderr
    )
