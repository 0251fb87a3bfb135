"""Purging expired scratch files while the users who own the folders change them under govern."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest

from govern.backup.purge import PurgeOutcome, purge
from govern.backup.rules import ScratchArea
from govern.backup.scratch import scan_area
from govern.errors import BackupError
from tests.backup.accounts import Account

AREA = ScratchArea(path="/scratch", expire_days=30, quota_gib=1)
OLD = time.time() - 90 * 86_400
PURGES = 1000
RACE_SECONDS = 5.0  # at least: on a fast machine 1000 purges take less than a second

# Run by the hostile user: keeps expired files in climate/work (and in work/sub), and swaps
# work, then work/sub, for a symlink into the victim folder and back, until told to stop.
SWAPPER = """
import os, sys, time
project, victim, stop = sys.argv[1:]
old = time.time() - 90 * 86400
work, aside = project + "/work", project + "/work.real"

def fill(folder):
    os.makedirs(folder + "/sub", exist_ok=True)
    for name in ("old-0.tmp", "old-1.tmp", "sub/old-0.tmp", "sub/old-1.tmp"):
        path = folder + "/" + name
        if not os.path.lexists(path):
            with open(path, "w") as handle:
                handle.write("expired")
            os.utime(path, (old, old))

def swap(real, hidden, target):
    os.rename(real, hidden)
    os.symlink(target, real)
    os.unlink(real)
    os.rename(hidden, real)

fill(work)
print("ready", flush=True)
swaps = 0
while not os.path.exists(stop):
    fill(work)
    swap(work, aside, victim)
    fill(work)
    swap(work + "/sub", work + "/sub.real", victim + "/sub")
    swaps += 1
print(swaps)
"""


def _no_record(*_: object) -> bytes:
    return b""


def _keep(_: list[bytes]) -> None:
    pass


def _purge_once(scratch: Path) -> PurgeOutcome:
    return purge(scan_area(AREA, scratch), _no_record, _no_record, _keep)


def _expired_file(path: Path, text: str = "expired") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    os.utime(path, (OLD, OLD), follow_symlinks=False)
    return path


def _snapshot(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): p.read_text() for p in folder.rglob("*") if p.is_file()}


def test_a_user_swapping_folders_for_symlinks_never_makes_a_purge_delete_outside_scratch(
    open_folder: Path, hostile_user: Account
) -> None:
    scratch = open_folder / "scratch"
    project = scratch / "climate"
    project.mkdir(parents=True)
    os.chown(project, hostile_user.uid, hostile_user.gid)
    victim = open_folder / "victim"  # root's files, named like the user's expired ones
    for name in ("old-0.tmp", "old-1.tmp", "sub/old-0.tmp", "sub/old-1.tmp"):
        _expired_file(victim / name, f"root's {name}")
    before = _snapshot(victim)
    stop = open_folder / "stop"

    swapper = hostile_user.python(SWAPPER, project, victim, stop)
    purges = deleted = raced = 0
    try:
        assert swapper.stdout is not None and swapper.stdout.readline() == b"ready\n"
        until = time.monotonic() + RACE_SECONDS
        while purges < PURGES or time.monotonic() < until:
            outcome = _purge_once(scratch)
            purges += 1
            deleted += len(outcome.deleted)
            raced += bool(outcome.changed)
    finally:
        stop.touch()
        out, err = swapper.communicate(timeout=60)
    assert swapper.returncode == 0, err.decode()
    assert _snapshot(victim) == before
    # The race was run: files were deleted, and swaps landed between scans and deletions.
    assert deleted > 100 and raced > 10, (purges, deleted, raced, int(out))


def test_a_file_changed_since_the_scan_is_kept(tmp_path: Path) -> None:
    scratch = tmp_path / "scratch"
    deleted = _expired_file(scratch / "climate/a/gone.tmp")
    touched = _expired_file(scratch / "climate/a/touched.tmp")
    replaced = _expired_file(scratch / "climate/a/replaced.tmp")
    given_away = _expired_file(scratch / "climate/a/given-away.tmp")
    moved = _expired_file(scratch / "climate/b/moved.tmp")
    elsewhere = _expired_file(tmp_path / "elsewhere/moved.tmp")
    report = scan_area(AREA, scratch)
    assert len(report.expired()) == 5

    touched.touch()
    replaced.unlink()
    replaced.mkdir()
    os.chown(given_away, 12345, 12345)
    (scratch / "climate/b").rename(scratch / "climate/b.real")
    (scratch / "climate/b").symlink_to(elsewhere.parent)

    outcome = purge(report, _no_record, _no_record, _keep)
    assert [f.names[-1] for f in outcome.deleted] == ["gone.tmp"]
    assert len(outcome.changed) == 4
    assert not deleted.exists()
    assert touched.exists() and replaced.is_dir()
    assert given_away.exists() and elsewhere.exists()
    assert (scratch / "climate/b.real" / moved.name).exists()


def test_a_purge_never_crosses_into_another_file_system(tmp_path: Path) -> None:
    scratch = tmp_path / "scratch"
    _expired_file(scratch / "climate/old.tmp")
    mount = scratch / "climate/mounted"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "g11b-scratch", str(mount)], check=True)
    try:
        inside = _expired_file(mount / "old.tmp")
        report = scan_area(AREA, scratch)
        assert [f.names for f in report.expired()] == [("climate", "old.tmp")]
        assert report.projects[0].skipped_folders == 1
        assert len(purge(report, _no_record, _no_record, _keep).deleted) == 1
        assert inside.exists()
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def test_a_scratch_area_that_is_a_symlink_is_refused(tmp_path: Path) -> None:
    real = tmp_path / "real"
    _expired_file(real / "climate/old.tmp")
    (tmp_path / "scratch").symlink_to(real)
    with pytest.raises(BackupError, match="symlink"):
        scan_area(AREA, tmp_path / "scratch")
    assert scan_area(AREA, tmp_path / "absent").projects == []


def test_a_deep_tree_is_walked_without_running_out_of_descriptors(tmp_path: Path) -> None:
    scratch = tmp_path / "scratch"
    deep = scratch / "climate"
    deep.mkdir(parents=True)
    fd = os.open(deep, os.O_RDONLY)
    try:  # deeper than PATH_MAX allows to name, so built relative to a descriptor
        for _ in range(400):
            os.mkdir("d" * 20, dir_fd=fd)
            child = os.open("d" * 20, os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = child
    finally:
        os.close(fd)
    _expired_file(deep / "old.tmp")
    report = scan_area(AREA, scratch)
    assert [f.names for f in report.expired()] == [("climate", "old.tmp")]
    assert report.projects[0].skipped_folders == 1
    subprocess.run(["rm", "-rf", str(deep)], check=True)
