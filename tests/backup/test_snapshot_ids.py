"""A run names its snapshots by full id and time without a second restic: the time is the one
govern gave `restic backup --time`, the id the name of the snapshot's file in a local repository.
Checked against restic itself, and for the cases where the file cannot tell."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from govern.backup.repository import PasswordSource, Repository, local_snapshot_id
from govern.backup.restic import BACKUP_ENV, Restic, SnapshotTime, backup_args

FULL_ID = "0a3004d81cd54cf00035a0bb1a47cbf99ed0fbf32eb5dea8f24bd37dd93952e0"


def _local(path: Path, kind: str = "local") -> Repository:
    return Repository(
        name="local",
        kind=kind,
        location=str(path),
        destination="repository:local",
        password=PasswordSource(file=path.parent / "password"),
        append_only=False,
        check_cycle=8,
        path=path,
    )


def _with_snapshot_files(tmp_path: Path, *names: str) -> Repository:
    (tmp_path / "repo" / "snapshots").mkdir(parents=True)
    for name in names:
        (tmp_path / "repo" / "snapshots" / name).write_bytes(b"")
    return _local(tmp_path / "repo")


SECOND = 1_764_631_813  # 2025-12-01 23:30:13 UTC


@pytest.mark.parametrize(
    ("nanoseconds", "fraction", "listed_fraction"),
    [(123_456_789, ".123456789", ".123456789"), (120_000_000, ".120000000", ".12"),
     (0, ".000000000", ""), (1, ".000000001", ".000000001")],
)  # fmt: skip
def test_a_snapshot_time_is_given_to_the_nanosecond_and_listed_as_restic_lists_it(
    nanoseconds: int, fraction: str, listed_fraction: str
) -> None:
    when = SnapshotTime(SECOND * 1_000_000_000 + nanoseconds)
    assert when.argument == "2025-12-01 23:30:13" + fraction
    assert when.listed == f"2025-12-01T23:30:13{listed_fraction}Z"


def test_the_one_snapshot_file_with_the_short_id_gives_the_full_id(tmp_path: Path) -> None:
    repository = _with_snapshot_files(tmp_path, FULL_ID, "1b" * 32)
    assert local_snapshot_id(repository, FULL_ID[:8]) == FULL_ID


@pytest.mark.parametrize(
    ("names", "short_id"),
    [
        ((FULL_ID, FULL_ID[:8] + "f" * 56), FULL_ID[:8]),  # two files share the short id
        (("1b" * 32,), FULL_ID[:8]),  # none has it
        ((FULL_ID,), ""),  # every name starts with ""
        ((FULL_ID,), FULL_ID[:7]),  # shorter than restic's short ids
        ((FULL_ID,), FULL_ID[:8].upper()),
        ((FULL_ID[:8] + "-not-an-id",), FULL_ID[:8]),  # a file restic did not name
    ],
)
def test_without_exactly_one_matching_snapshot_file_restic_is_asked(
    tmp_path: Path, names: tuple[str, ...], short_id: str
) -> None:
    assert local_snapshot_id(_with_snapshot_files(tmp_path, *names), short_id) is None


def test_repositories_that_are_not_local_folders_are_never_listed(tmp_path: Path) -> None:
    repository = _with_snapshot_files(tmp_path, FULL_ID)
    assert local_snapshot_id(_local(repository.path or tmp_path, kind="rest"), FULL_ID[:8]) is None
    (tmp_path / "gone").mkdir()
    assert local_snapshot_id(_local(tmp_path / "gone"), FULL_ID[:8]) is None


def test_restic_keeps_the_given_time_and_names_the_file_by_the_id_whatever_the_local_zone(
    restic: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # govern's own zone is not UTC: restic must still store (and list) the instant it was given.
    monkeypatch.setenv("TZ", "America/New_York")
    (tmp_path / "password").write_text("test password\n")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "file").write_bytes(os.urandom(1000))
    repository = _local(tmp_path / "repo")
    tool = Restic(restic, repository)
    tool.run("init")
    when = SnapshotTime(1_764_631_813_120_000_000)
    args = backup_args([str(tmp_path / "data")], ["class=test"], [], "host1", when)
    proc, stderr, drain = tool.start(*args, stdout=subprocess.PIPE, env=BACKUP_ENV)
    out, _ = proc.communicate()
    drain.join()
    assert proc.returncode == 0, "".join(stderr)
    short_id = json.loads(out.splitlines()[-1])["snapshot_id"]
    listed = json.loads(tool.run("snapshots", "--json", "--no-lock").stdout)
    assert [(s["id"], s["time"]) for s in listed] == [
        (local_snapshot_id(repository, short_id), when.listed)
    ]
