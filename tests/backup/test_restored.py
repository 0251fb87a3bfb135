"""`verify_tree` on restored trees that differ from the manifest: missing, changed and extra
files are all reported with exact counts, and nothing in the tree is followed or blocks."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from govern.backup.restored import Expected, expected_files, verify_tree

ROOT = "/projects/climate/runs"


def _restored(sandbox: Path, files: dict[str, bytes]) -> Expected:
    """Write FILES (absolute paths as backed up) below SANDBOX; what a manifest would expect."""
    expected: Expected = {}
    for path, data in files.items():
        where = sandbox / path.lstrip("/")
        where.parent.mkdir(parents=True, exist_ok=True)
        where.write_bytes(data)
        expected[path] = (len(data), hashlib.sha256(data).hexdigest())
    return expected


def test_a_matching_tree_is_ok_with_exact_counts(tmp_path: Path) -> None:
    files = {f"{ROOT}/run{i}/out.nc": f"run {i}\n".encode() * i for i in range(1, 4)}
    expected = _restored(tmp_path, files)
    seen: list[int] = []
    check = verify_tree(tmp_path, expected, (ROOT,), progress=seen.append)
    assert check.ok and check.files == 3 and check.bytes == sum(map(len, files.values()))
    assert sorted(seen) == sorted(map(len, files.values()))
    assert check.summary() == f"3 files, {check.bytes} bytes match the manifest"


def test_missing_changed_and_extra_files_are_all_reported(tmp_path: Path) -> None:
    files = {f"{ROOT}/f{i}": f"file {i}\n".encode() for i in range(30)}
    expected = _restored(tmp_path, files)
    base = tmp_path / ROOT.lstrip("/")
    for i in range(25):  # more than the report names: the counts must still be complete
        (base / f"f{i}").unlink()
    (base / "f25").write_bytes(b"file X\n")  # same size, other content
    (base / "f26").write_bytes(b"longer than before\n")
    (base / "planted").write_bytes(b"not in the manifest")
    (base / "deep" / "er").mkdir(parents=True)
    (base / "deep" / "er" / "planted").write_bytes(b"")

    check = verify_tree(tmp_path, expected, (ROOT,), workers=2)
    assert not check.ok
    assert (len(check.missing), len(check.changed), len(check.extra)) == (25, 2, 2)
    assert check.changed == [f"{ROOT}/f25", f"{ROOT}/f26"]
    assert check.extra == [f"{ROOT}/deep/er/planted", f"{ROOT}/planted"]
    assert (check.files, check.bytes) == (3, 3 * len(b"file 27\n"))
    report = check.to_json()
    assert (report["missing"], report["changed"], report["extra"]) == (25, 2, 2)
    assert len(report["examples"]["missing"]) == 20
    assert check.summary() == (
        f"restored files differ from the manifest: 25 missing (e.g. {ROOT}/f0), "
        f"2 changed (e.g. {ROOT}/f25), 2 extra (e.g. {ROOT}/deep/er/planted)"
    )


def test_symlinks_in_the_restored_tree_are_never_followed(tmp_path: Path) -> None:
    sandbox, elsewhere = tmp_path / "sandbox", tmp_path / "elsewhere"
    files = {f"{ROOT}/a/out.nc": b"a\n", f"{ROOT}/b/out.nc": b"b\n", f"{ROOT}/c": b"c\n"}
    expected = _restored(sandbox, files)
    # The same content outside, reached by links where the files should be: a verification
    # that followed them would pass (and read whatever root can read).
    _restored(elsewhere, files)
    base = sandbox / ROOT.lstrip("/")
    (base / "a" / "out.nc").unlink()
    (base / "a" / "out.nc").symlink_to(elsewhere / ROOT.lstrip("/") / "a" / "out.nc")
    for name in ("b", "c"):
        target = base / name
        if target.is_dir():
            (target / "out.nc").unlink()
            target.rmdir()
        else:
            target.unlink()
        target.symlink_to(elsewhere / ROOT.lstrip("/") / name)
    (base / "secret").symlink_to("/etc/shadow")

    check = verify_tree(sandbox, expected, (ROOT,))
    assert check.missing == sorted(files) and check.changed == [] and check.extra == []
    assert check.files == 0

    # A root that is itself a link is not followed either.
    top = sandbox / "projects"
    (sandbox / "moved").mkdir()
    top.rename(sandbox / "moved" / "projects")
    top.symlink_to(sandbox / "moved" / "projects")
    assert verify_tree(sandbox, expected, (ROOT,)).missing == sorted(files)


def test_a_fifo_where_a_file_belongs_is_missing_and_never_blocks(tmp_path: Path) -> None:
    expected = _restored(tmp_path, {f"{ROOT}/out.nc": b"data\n", f"{ROOT}/pipe": b"data\n"})
    (tmp_path / ROOT.lstrip("/") / "pipe").unlink()
    os.mkfifo(tmp_path / ROOT.lstrip("/") / "pipe")
    check = verify_tree(tmp_path, expected, (ROOT,))
    assert check.missing == [f"{ROOT}/pipe"] and check.files == 1


def test_a_single_file_root_and_the_manifest_filter(tmp_path: Path) -> None:
    single = f"{ROOT}/run1/out.nc"
    manifest = {
        "items": [
            {"resource": "dataset:climate-runs", "files": [
                {"path": single, "size": 5, "sha256": hashlib.sha256(b"data\n").hexdigest()},
                {"path": f"{ROOT}/run10/out.nc", "size": 1, "sha256": "0" * 64},
            ]},
            {"resource": "dataset:other", "files": [
                {"path": single, "size": 1, "sha256": "0" * 64},
            ]},
        ]
    }  # fmt: skip
    # run10 is not below run1, and another resource's record does not count.
    expected = expected_files(manifest, "dataset:climate-runs", (f"{ROOT}/run1",))
    assert list(expected) == [single] and expected[single][0] == 5
    _restored(tmp_path, {single: b"data\n"})
    check = verify_tree(tmp_path, expected, (single,))
    assert check.ok and check.files == 1
    (tmp_path / single.lstrip("/")).write_bytes(b"DATA\n")
    assert verify_tree(tmp_path, expected, (single,)).changed == [single]
