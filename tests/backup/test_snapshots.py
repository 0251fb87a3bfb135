"""`govern backup snapshots`: which snapshots the audit log vouches for, and restores that use
only those, against snapshots made or re-dated with the repository key outside govern."""

from __future__ import annotations

import json

import pytest

from tests.backup.conftest import BackupSite
from tests.backup.restoring import CLIMATE, drill, entries, restore, run, trim_catalog

FIELDS = {"id", "time", "host", "size", "vouched"}


@pytest.fixture
def site(backup_site: BackupSite) -> BackupSite:
    trim_catalog(backup_site)
    return backup_site


@pytest.mark.slow
def test_every_snapshot_of_a_run_is_listed_as_vouched_and_filters_apply(site: BackupSite) -> None:
    datasets = run(site)
    configuration = run(site, "configuration")
    (entry, _) = entries(site, "backup.run")

    listed = site.govern("backup", "snapshots", "--json")
    assert listed.code == 0, listed.stderr
    snapshots = json.loads(listed.stdout)
    assert {s["id"] for s in snapshots} == {
        *datasets["snapshots"].values(),
        *configuration["snapshots"].values(),
    }
    for snapshot in snapshots:
        assert snapshot.keys() >= FIELDS
        assert snapshot["vouched"] is True and snapshot["problem"] == ""
        assert len(snapshot["id"]) == 64
    climate = next(s for s in snapshots if s["resource"] == CLIMATE)
    assert climate["id"] == entry["snapshots"][CLIMATE]
    assert climate["time"] == entry["snapshot_times"][CLIMATE]
    assert climate["host"] == entry["host"]
    assert climate["size"] == entry["sizes"][CLIMATE] == 2 * len(b"climate run 1\n" * 100)
    assert climate["audit_entry"] == 0

    only = site.govern("backup", "snapshots", "--class", "configuration", "--json")
    assert only.code == 0
    assert [s["id"] for s in json.loads(only.stdout)] == list(configuration["snapshots"].values())
    one = site.govern("backup", "snapshots", "--resource", CLIMATE, "--json")
    assert one.code == 0
    assert [s["id"] for s in json.loads(one.stdout)] == [entry["snapshots"][CLIMATE]]
    text = site.govern("backup", "snapshots", "--resource", CLIMATE)
    assert text.code == 0 and entry["snapshots"][CLIMATE][:8] in text.stdout
    assert "NOT VOUCHED" not in text.stdout


@pytest.mark.slow
def test_snapshots_made_with_the_key_outside_govern_are_refused_and_never_chosen(
    site: BackupSite,
) -> None:
    vouched = run(site)["snapshots"][CLIMATE]
    source = str(site.root / "projects/climate/runs")
    (site.root / "projects/climate/runs/run1/out.nc").write_bytes(b"planted by the key holder\n")
    tags = ("--tag", "class=datasets", "--tag", f"resource={CLIMATE}")
    # Newer than the run: a restore that took the newest snapshot would take this one.
    forged = site.restic("local", "backup", "--json", *tags, source)
    redated = site.restic(
        "local", "backup", "--json", "--time", "2020-01-01 00:00:00", *tags, source
    )
    ids = {}
    for name, made in (("forged", forged), ("redated", redated)):
        assert made.returncode == 0, made.stderr
        ids[name] = json.loads(made.stdout.splitlines()[-1])["snapshot_id"]

    listed = site.govern("backup", "snapshots", "--json", "--resource", CLIMATE)
    assert listed.code == 1
    by_id = {s["id"][:8]: s for s in json.loads(listed.stdout)}
    assert by_id[vouched[:8]]["vouched"] is True
    for short_id in ids.values():
        snapshot = by_id[short_id[:8]]
        assert snapshot["vouched"] is False
        assert snapshot["size"] is None and snapshot["audit_entry"] is None
        assert "made outside govern" in snapshot["problem"]
    assert by_id[ids["redated"][:8]]["time"].startswith("2020-01-01")
    text = site.govern("backup", "snapshots", "--resource", CLIMATE)
    assert text.code == 1
    assert f"NOT VOUCHED {ids['forged'][:8]} ({CLIMATE}): no backup.run entry" in text.stdout

    for name, short_id in ids.items():
        target = drill(site, name)
        refused = restore(site, CLIMATE, "--to", target, "--snapshot", short_id[:8])
        assert refused.code == 2, name
        assert f"snapshot {short_id[:8]} of {CLIMATE} is refused: no backup.run entry" in (
            refused.stderr
        )
        assert not target.exists()
    refusals = entries(site, "backup.restore")
    assert [r["ok"] for r in refusals] == [False, False]
    assert all("is refused" in r["error"] for r in refusals)

    target = drill(site, "newest")
    chosen = restore(site, CLIMATE, "--to", target, "--json")
    assert chosen.code == 0, chosen.stderr
    assert json.loads(chosen.stdout)["snapshot"]["id"] == vouched
    restored = target / "projects/climate/runs/run1/out.nc"
    assert restored.read_bytes() == b"climate run 1\n" * 100
