"""`govern backup forget` holds snapshots still inside their class's backup minimum, with real
restic: it names each one, the rule and the day it may go, and forgets the rest."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from tests.backup.conftest import BackupSite

pytestmark = pytest.mark.slow


def _snapshots(site: BackupSite) -> list[dict[str, Any]]:
    result = site.restic("local", "snapshots", "--json", "--no-lock")
    assert result.returncode == 0, result.stderr
    snapshots: list[dict[str, Any]] = json.loads(result.stdout)
    return snapshots


def _forge_old_snapshot_beside(site: BackupSite, model: dict[str, Any]) -> str:
    """A snapshot dated 2020 in MODEL's group (same host and tags), as restic's --time makes."""
    args = ["backup", "--json", "--time", "2020-01-01 00:00:00", "--host", model["hostname"]]
    for value in model["tags"]:
        args += ["--tag", value]
    made = site.restic("local", *args, str(site.root / "projects" / "climate" / "runs"))
    assert made.returncode == 0, made.stderr
    summary = next(
        json.loads(line)
        for line in made.stdout.splitlines()
        if json.loads(line).get("message_type") == "summary"
    )
    return str(summary["snapshot_id"])


def test_forget_holds_snapshots_inside_the_minimum_and_forgets_older_ones(
    backup_site: BackupSite,
) -> None:
    for _ in range(2):
        run = backup_site.govern("backup", "run", "--class", "datasets")
        assert run.code == 0, run.stdout + run.stderr
    made = _snapshots(backup_site)
    runs = next(s for s in made if "resource=dataset:climate-runs" in s["tags"])
    old = _forge_old_snapshot_beside(backup_site, runs)
    backup_site.edit(
        backup_site.rules,
        "keep = { within_days = 180, weekly = 5, monthly = 12 }",
        "keep = { last = 1 }",
    )

    forget = backup_site.govern("backup", "forget", "--class", "datasets", "--json")
    assert forget.code == 0, forget.stderr
    [result] = json.loads(forget.stdout)
    # Only the 2020 snapshot is past the 180 days EAR data's backups are kept (the class holds
    # it); each resource's older snapshot of today is held, not forgotten.
    assert result["removed"] == [old[:8]]
    resources = {s["tags"][1] for s in made}
    assert len(result["held"]) == len(resources)
    rule = f"ear backups 180d ({backup_site.site.policies / 'retention.toml'})"
    today = dt.datetime.now(dt.UTC).date()
    for held in result["held"]:
        assert held["rule"] == rule
        until = dt.datetime.fromisoformat(held["until"])
        assert until.date() in {today + dt.timedelta(days=180 + n) for n in (-1, 0)}
        assert held["message"] == (
            f"snapshot {held['snapshot']} (taken {held['taken'][:19]}) is kept: {rule}; "
            f"it may go on {until.date().isoformat()}"
        )
    left = {s["id"] for s in _snapshots(backup_site)}
    assert left == {s["id"] for s in made}  # every snapshot govern made is still there
    assert result["kept"] == len(left)

    text = backup_site.govern("backup", "forget", "--class", "datasets")
    assert text.code == 0, text.stderr
    assert "held: snapshot " in text.stdout and "it may go on" in text.stdout
    assert "backup.forget" in backup_site.audit_kinds()

    # Without a backup minimum for what the class holds, the keep rules alone decide.
    rules = backup_site.site.policies / "retention.toml"
    rules.write_text(
        rules.read_text().replace('backups = "90d"\n', "").replace('backups = "180d"\n', "")
    )
    forget = backup_site.govern("backup", "forget", "--class", "datasets", "--json")
    assert forget.code == 0, forget.stderr
    [result] = json.loads(forget.stdout)
    assert result["held"] == [] and len(result["removed"]) == len(resources)
    assert len(_snapshots(backup_site)) == len(resources)


def test_forget_with_a_bad_rules_file_forgets_nothing(backup_site: BackupSite) -> None:
    for _ in range(2):
        assert backup_site.govern("backup", "run", "--class", "configuration").code == 0
    backup_site.edit(
        backup_site.rules, "keep = { last = 30, daily = 30, monthly = 24 }", "keep = { last = 1 }"
    )
    (backup_site.site.policies / "retention.toml").write_text("[classification.ear]\nbackups = 1\n")
    forget = backup_site.govern("backup", "forget", "--class", "configuration")
    assert forget.code == 2
    assert "retention.toml: classification.ear.backups: " in forget.stderr
    assert len(_snapshots(backup_site)) == 2


def test_keep_within_the_minimum_leaves_forget_nothing_to_hold(backup_site: BackupSite) -> None:
    # The demo's datasets class keeps every snapshot for the 180 days EAR backups are kept.
    for _ in range(2):
        assert backup_site.govern("backup", "run", "--class", "datasets").code == 0
    before = {s["id"] for s in _snapshots(backup_site)}
    forget = backup_site.govern("backup", "forget", "--class", "datasets", "--json")
    assert forget.code == 0, forget.stderr
    [result] = json.loads(forget.stdout)
    assert (result["removed"], result["held"], result["kept"]) == ([], [], len(before))
    assert {s["id"] for s in _snapshots(backup_site)} == before
    report = backup_site.govern("retention", "report", "--json")
    assert json.loads(report.stdout)["backups"] == []
