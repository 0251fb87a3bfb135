"""`govern backup restore` with real restic: where files land and how they are checked, and the
ways it must refuse or fail closed (edited manifests, corrupted packs, a wrong password, policy,
targets that are not new empty folders, a local user racing the restore with symlinks)."""

from __future__ import annotations

import datetime as dt
import json
import os
import stat
from pathlib import Path

import pytest

from tests.backup.accounts import Account
from tests.backup.conftest import BackupSite
from tests.backup.restoring import (
    CLIMATE,
    RADAR,
    drill,
    entries,
    restore,
    run,
    tree,
    trim_catalog,
)
from tests.backup.sitedata import FILES

RUN1 = "projects/climate/runs/run1/out.nc"
RUN2 = "projects/climate/runs/run2/out.nc"


@pytest.fixture
def site(backup_site: BackupSite) -> BackupSite:
    trim_catalog(backup_site)
    return backup_site


def _count_restic_calls(site: BackupSite, command: str = "", hook: str = "") -> Path:
    """Have govern run restic through a wrapper that logs each call (and runs the shell line
    HOOK just before restic COMMAND starts); the log's path."""
    calls = site.dir / "restic-calls"
    wrapper = site.dir / "restic-wrapper"
    # govern calls restic -r LOCATION --password-file FILE COMMAND ...
    line = f'[ "$5" = {command} ] && {hook}\n' if hook else ""
    wrapper.write_text(f'#!/bin/sh\necho "$5 $6" >> {calls}\n{line}exec restic "$@"\n')
    wrapper.chmod(0o755)
    site.edit(site.site.config, "[backup]\n", f'[backup]\nrestic = "{wrapper}"\n')
    return calls


@pytest.mark.slow
def test_a_resource_and_a_path_in_it_restore_byte_identical_under_their_catalog_path(
    site: BackupSite,
) -> None:
    snapshot = run(site)["snapshots"][CLIMATE]
    whole = drill(site, "whole")
    result = restore(site, CLIMATE, "--to", whole, "--json")
    assert result.code == 0, result.stderr
    report = json.loads(result.stdout)
    assert report.keys() == {
        "ok", "resource", "class", "repository", "snapshot", "target", "destination",
        "principal", "paths", "verification", "restore_seconds", "verify_seconds", "error",
    }  # fmt: skip
    assert report["ok"] is True and report["error"] == ""
    assert report["snapshot"]["id"] == snapshot and report["snapshot"]["vouched"] is True
    assert report["destination"] == "storage:drill" and report["principal"] == "svc-backup"
    assert report["paths"] == [str(whole / "projects/climate/runs")]
    assert report["verification"] == {
        "ok": True, "files": 2, "bytes": 2800, "missing": 0, "changed": 0, "extra": 0,
        "examples": {"missing": [], "changed": [], "extra": []},
    }  # fmt: skip
    assert tree(whole / "projects/climate/runs") == {
        "run1": "dir",
        "run1/out.nc": FILES[RUN1],
        "run2": "dir",
        "run2/out.nc": FILES[RUN2],
    }  # fmt: skip  (.cache is excluded from every snapshot)
    # Only root enters what a restore made: the files may be anyone's data.
    assert stat.S_IMODE(whole.stat().st_mode) == 0o700
    assert [p.name for p in whole.iterdir()] == ["projects"]  # no sandbox left behind

    part = drill(site, "part")
    one = restore(site, "/projects/climate/runs/run1", "--to", part)
    assert one.code == 0, one.stderr
    assert one.stdout.startswith(f"ok {CLIMATE}: snapshot {snapshot[:8]} of ")
    assert "1 files, 1400 bytes match the manifest" in one.stdout
    assert tree(part / "projects/climate/runs") == {"run1": "dir", "run1/out.nc": FILES[RUN1]}

    recorded = entries(site, "backup.restore")
    assert [(r["ok"], r["target"], r["verification"]["files"]) for r in recorded] == [
        (True, str(whole), 2),
        (True, str(part), 1),
    ]
    # Audit entries say what was restored where, never what the files hold.
    log = (site.audit_dir / "log.jsonl").read_bytes()
    assert FILES[RUN1][:14] not in log and FILES[RUN2][:14] not in log


@pytest.mark.slow
def test_at_picks_the_newest_vouched_snapshot_at_or_before_the_time(site: BackupSite) -> None:
    first = run(site)["snapshots"][CLIMATE]
    between = dt.datetime.now(dt.UTC)
    (site.root / RUN1).write_bytes(b"climate run 1, second version\n")
    second = run(site)["snapshots"][CLIMATE]

    old = drill(site, "old")
    at = restore(site, CLIMATE, "--to", old, "--at", between.isoformat(), "--json")
    assert at.code == 0, at.stderr
    assert json.loads(at.stdout)["snapshot"]["id"] == first
    assert (old / RUN1).read_bytes() == FILES[RUN1]

    new = drill(site, "new")
    latest = restore(site, CLIMATE, "--to", new, "--json")
    assert json.loads(latest.stdout)["snapshot"]["id"] == second
    assert (new / RUN1).read_bytes() == b"climate run 1, second version\n"

    early = drill(site, "early")
    before = restore(site, CLIMATE, "--to", early, "--at", "2020-01-01")
    assert before.code == 2
    assert f"no snapshot of {CLIMATE} at or before 2020-01-01T00:00:00+00:00" in before.stderr
    assert not early.exists()


@pytest.mark.slow
def test_snapshot_and_at_options_are_checked_before_anything_is_made(site: BackupSite) -> None:
    snapshot = run(site)["snapshots"][CLIMATE]
    target = drill(site, "target")
    for args, message in (
        (("--snapshot", snapshot[:7]), "give at least 8 characters of the snapshot id"),
        (("--snapshot", snapshot, "--at", "2026-01-01"), "give --snapshot or --at, not both"),
        (("--snapshot", "deadbeefdeadbeef"), f"no snapshot deadbeefdeadbeef of {CLIMATE}"),
        (("--at", "yesterday"), "not an ISO 8601 time: 'yesterday'"),
    ):
        refused = restore(site, CLIMATE, "--to", target, *args)
        assert refused.code == 2, args
        assert message in refused.stderr, refused.stderr
        assert not target.exists()
    full = restore(site, CLIMATE, "--to", target, "--snapshot", snapshot[:8], "--json")
    assert full.code == 0, full.stderr
    assert json.loads(full.stdout)["snapshot"]["id"] == snapshot


@pytest.mark.slow
def test_an_edited_or_deleted_manifest_refuses_the_restore(site: BackupSite) -> None:
    outcome = run(site)
    manifest = Path(outcome["manifest"])
    text = manifest.read_text()
    # A forger who changed restored data would fix the manifest's hash to match it.
    data = json.loads(text)
    record = next(f for i in data["items"] for f in i["files"] if f["path"].endswith(RUN1))
    record["sha256"] = "0" * 64
    manifest.write_text(json.dumps(data))
    target = drill(site, "target")
    edited = restore(site, CLIMATE, "--to", target)
    assert edited.code == 2
    assert f"manifest {manifest} is not the one audit entry 0 recorded: it was edited" in (
        edited.stderr
    )
    assert not target.exists()

    manifest.unlink()
    gone = restore(site, CLIMATE, "--to", target)
    assert gone.code == 2
    assert f"({manifest}) is gone: the restored files cannot be checked" in gone.stderr
    assert not target.exists()
    assert [r["ok"] for r in entries(site, "backup.restore")] == [False, False]


@pytest.mark.slow
def test_a_corrupted_pack_fails_the_restore_and_places_nothing(site: BackupSite) -> None:
    run(site)
    packs = [p for p in (site.repo("local") / "data").rglob("*") if p.is_file()]
    assert packs
    for pack in packs:
        pack.chmod(0o600)
        with pack.open("r+b") as handle:
            handle.seek(16)
            handle.write(b"\xff" * 64)
    target = drill(site, "target")
    failed = restore(site, CLIMATE, "--to", target, "--json")
    assert failed.code != 0
    assert failed.stderr.strip() and "restic restore" in failed.stderr, failed.stderr
    assert not target.exists()
    assert tree(target.parent) == {}
    (recorded,) = entries(site, "backup.restore")
    assert recorded["ok"] is False and recorded["error"].startswith("restic restore")
    assert recorded["snapshot"]["resource"] == CLIMATE


@pytest.mark.slow
def test_a_wrong_password_names_the_password_file(site: BackupSite) -> None:
    run(site)
    password = site.dir / "var" / "restic" / "local.password"
    password.write_text("not the password\n")
    target = drill(site, "target")
    wrong = restore(site, CLIMATE, "--to", target)
    assert wrong.code == 2
    assert "wrong password for repository 'local'" in wrong.stderr
    assert "local.password" in wrong.stderr
    assert not target.exists()
    (recorded,) = entries(site, "backup.restore")
    assert "wrong password" in recorded["error"]


@pytest.mark.slow
def test_policy_and_target_checks_come_before_restic(site: BackupSite) -> None:
    site.protect_controlled_in("enclave", immutable=False)
    snapshot = run(site, "controlled")["snapshots"][RADAR]
    calls = _count_restic_calls(site)

    denied = drill(site, "radar")
    refused = restore(site, RADAR, "--to", denied)
    assert refused.code == 2
    assert f"svc-backup may not restore {RADAR} to storage:drill" in refused.stderr
    assert not denied.exists()
    assert not calls.exists()  # decided before restic ever started
    (recorded,) = entries(site, "backup.restore")
    assert recorded["ok"] is False and recorded["snapshot"] is None
    assert recorded["destination"] == "storage:drill"

    nowhere = site.root / "elsewhere" / "radar"
    nowhere.parent.mkdir()
    outside = restore(site, RADAR, "--to", nowhere)
    assert outside.code == 2
    assert "lies in no storage destination of the catalog" in outside.stderr
    assert not nowhere.exists()

    full = drill(site, "full", "enclave")
    full.mkdir()
    (full / "keep.txt").write_bytes(b"mine")
    busy = restore(site, RADAR, "--to", full)
    assert busy.code == 2
    assert f"{full} is not empty: restore into a new or empty folder" in busy.stderr
    assert tree(full) == {"keep.txt": b"mine"}

    enclave = drill(site, "radar", "enclave")
    allowed = restore(site, RADAR, "--to", enclave, "--json")
    assert allowed.code == 0, allowed.stderr
    report = json.loads(allowed.stdout)
    assert report["destination"] == "storage:drill-enclave"
    assert report["snapshot"]["id"] == snapshot
    assert (enclave / "projects/radar/returns/r.bin").read_bytes() == FILES[
        "projects/radar/returns/r.bin"
    ]
    # The non-empty target is found once the snapshot is chosen; only the allowed restore
    # ran restic restore.
    assert calls.read_text().splitlines() == [
        "snapshots --json", "snapshots --json", "restore " + snapshot,
    ]  # fmt: skip


def _hostile_area(site: BackupSite, open_folder: Path, user: Account) -> Path:
    """A folder USER owns, covered by the drill destination (through a link of root's)."""
    home = open_folder / "home"
    home.mkdir()
    os.chown(home, user.uid, user.gid)
    link = site.root / "restore" / "hostile"
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(home)
    site.edit(
        site.site.catalog / "destinations.toml",
        'paths = ["/restore/drill"]',
        'paths = ["/restore/drill", "/restore/hostile"]',
    )
    return home


@pytest.mark.slow
def test_a_user_who_swaps_the_target_for_a_symlink_cannot_redirect_the_restore(
    site: BackupSite, hostile_user: Account, open_folder: Path
) -> None:
    home = _hostile_area(site, open_folder, hostile_user)
    victim = open_folder / "root-only"
    victim.mkdir()
    (victim / "sentinel").write_bytes(b"root's")
    run(site)

    # As restic restore starts, the user moves the target away and puts a symlink to a
    # folder of root's in its place.
    swap = f"mv {home}/target {home}/moved && ln -s {victim} {home}/target"
    calls = _count_restic_calls(
        site, "restore", f"runuser -u {hostile_user.name} -- sh -c '{swap}'"
    )
    result = restore(site, CLIMATE, "--to", home / "target", "--json")
    assert result.code == 0, result.stderr
    assert [line.split()[0] for line in calls.read_text().splitlines()] == [
        "snapshots", "restore",
    ]  # fmt: skip
    # Everything went into the folder the restore opened, wherever the user moved it.
    assert tree(victim) == {"sentinel": b"root's"}
    assert (home / "target").readlink() == victim
    assert tree(home / "moved" / "projects/climate/runs") == {
        "run1": "dir", "run1/out.nc": FILES[RUN1], "run2": "dir", "run2/out.nc": FILES[RUN2],
    }  # fmt: skip
    moved = (home / "moved").stat()
    assert (moved.st_uid, stat.S_IMODE(moved.st_mode)) == (0, 0o700)
    assert sorted(p.name for p in open_folder.iterdir()) == ["home", "root-only"]


@pytest.mark.slow
def test_a_target_that_is_a_symlink_is_refused(
    site: BackupSite, hostile_user: Account, open_folder: Path
) -> None:
    home = _hostile_area(site, open_folder, hostile_user)
    (home / "real").mkdir()
    victim = open_folder / "root-only"
    victim.mkdir()
    (home / "inside").symlink_to(home / "real")
    (home / "outside").symlink_to(victim)
    run(site)

    inside = restore(site, CLIMATE, "--to", home / "inside")
    assert inside.code == 2
    assert "it is a symlink, which govern never restores through" in inside.stderr
    outside = restore(site, CLIMATE, "--to", home / "outside")
    assert outside.code == 2
    assert "it is a symlink, which govern never restores through" in outside.stderr
    assert tree(home / "real") == {} and tree(victim) == {}
    assert [r["ok"] for r in entries(site, "backup.restore")] == [False, False]


@pytest.mark.slow
def test_a_symlink_put_on_the_way_after_the_decision_changes_nothing_of_where_data_goes(
    site: BackupSite, hostile_user: Account, open_folder: Path
) -> None:
    home = _hostile_area(site, open_folder, hostile_user)
    (home / "real" / "inner").mkdir(parents=True)
    os.chown(home / "real", hostile_user.uid, hostile_user.gid)
    victim = open_folder / "root-only"
    (victim / "inner").mkdir(parents=True)
    run(site)
    # The policy decided on the folder govern holds open (home/real/inner); while govern lists
    # the snapshots, the user puts a symlink to a folder of root's in place of home/real.
    swap = f"mv {home}/real {home}/real-old && ln -s {victim} {home}/real"
    calls = _count_restic_calls(
        site, "snapshots", f"runuser -u {hostile_user.name} -- sh -c '{swap}'"
    )

    result = restore(site, CLIMATE, "--to", home / "real" / "inner" / "target")
    assert result.code == 0, result.stderr
    assert (home / "real").readlink() == victim
    # The data went into the folder that was decided on, wherever it now is; root's is untouched.
    assert tree(victim) == {"inner": "dir"}
    restored = home / "real-old" / "inner" / "target" / "projects" / "climate" / "runs"
    assert (restored / "run1" / "out.nc").read_bytes() == (
        site.root / "projects/climate/runs/run1/out.nc"
    ).read_bytes()
    assert calls.read_text().splitlines()[0] == "snapshots --json"
    (recorded,) = entries(site, "backup.restore")
    assert recorded["ok"] is True and recorded["destination"] == "storage:drill"


@pytest.mark.slow
def test_restored_content_that_differs_from_the_manifest_is_never_moved_into_place(
    site: BackupSite,
) -> None:
    run(site)
    # restic restores, then one restored file is changed before govern checks it.
    wrapper = site.dir / "restic-tampering"
    wrapper.write_text(
        '#!/bin/sh\nrestic "$@"; status=$?\n'
        'if [ "$5" = restore ]; then\n'
        '  find "$8/" -name out.nc | head -n 1 | while read -r f; do echo x >> "$f"; done\n'
        "fi\nexit $status\n"
    )
    wrapper.chmod(0o755)
    site.edit(site.site.config, "[backup]\n", f'[backup]\nrestic = "{wrapper}"\n')
    target = drill(site, "tampered")
    result = restore(site, CLIMATE, "--to", target, "--json")
    assert result.code == 1, result.stderr
    report = json.loads(result.stdout)
    assert report["ok"] is False and report["paths"] == []
    assert report["verification"]["changed"] == 1
    assert "nothing was moved into place" in report["error"]
    # Only the root-only sandbox is there, holding what restic restored, for investigation.
    (kept,) = target.iterdir()
    assert kept.name.startswith(".govern-restore-") and kept.stat().st_mode & 0o777 == 0o700
    assert str(kept) in report["error"]
    (recorded,) = entries(site, "backup.restore")
    assert recorded["ok"] is False and recorded["verification"]["changed"] == 1
    text = restore(site, CLIMATE, "--to", drill(site, "tampered-text"))
    assert text.code == 1
    assert "FAILED dataset:climate-runs" in text.stdout and "  changed: " in text.stdout
    assert "nothing was moved into place" in text.stdout
