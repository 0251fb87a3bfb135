"""Manifest hashing as root over folders users write: no hang, nothing from outside the tree."""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

from govern.backup import manifest
from govern.backup.plan import Exclusions
from tests.backup.conftest import BackupSite


def _hash(source: Path) -> dict[str, str]:
    paths = list(Exclusions((), ()).walk((source,)))
    return {r.path: r.sha256 for r in manifest.hash_files(paths, {}, (source,))}


def _within(seconds: float, work: threading.Thread) -> None:
    work.start()
    work.join(seconds)
    assert not work.is_alive(), "hashing blocked"


def test_regular_files_are_hashed_through_a_site_symlinked_source(tmp_path: Path) -> None:
    real = tmp_path / "real"
    (real / "sub").mkdir(parents=True)
    (real / "sub" / "a.bin").write_bytes(b"alpha")
    (tmp_path / "link").symlink_to(real)
    digests = _hash(tmp_path / "link")
    assert digests == {str(tmp_path / "link/sub/a.bin"): hashlib.sha256(b"alpha").hexdigest()}


def test_a_fifo_in_the_tree_neither_blocks_nor_is_recorded(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "a.bin").write_bytes(b"alpha")
    os.mkfifo(tmp_path / "data" / "pipe")
    found: dict[str, str] = {}
    _within(
        10, threading.Thread(target=lambda: found.update(_hash(tmp_path / "data")), daemon=True)
    )
    assert list(found) == [str(tmp_path / "data/a.bin")]


def test_a_file_swapped_for_a_symlink_after_the_walk_is_not_read(tmp_path: Path) -> None:
    secret = tmp_path / "secret"
    secret.write_bytes(b"root only")
    tree = tmp_path / "data"
    tree.mkdir()
    (tree / "a.bin").write_bytes(b"alpha")
    paths = list(Exclusions((), ()).walk((tree,)))
    (tree / "a.bin").unlink()
    (tree / "a.bin").symlink_to(secret)
    assert manifest.hash_files(paths, {}, (tree,)) == []


def test_a_parent_swapped_for_a_symlink_after_the_walk_is_not_read(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "a.bin").write_bytes(b"root only")
    tree = tmp_path / "data"
    (tree / "sub").mkdir(parents=True)
    (tree / "sub" / "a.bin").write_bytes(b"alpha")
    paths = list(Exclusions((), ()).walk((tree,)))
    (tree / "sub").rename(tmp_path / "moved")
    (tree / "sub").symlink_to(outside)
    assert manifest.hash_files(paths, {}, (tree,)) == []


def test_a_backup_run_over_a_fifo_finishes_and_records_the_other_files(
    backup_site: BackupSite,
) -> None:
    run1 = backup_site.root / "projects/climate/runs/run1"
    os.mkfifo(run1 / "pipe")
    result = backup_site.govern("backup", "run", "--class", "datasets", "--json")
    assert result.code == 0, result.stderr
    (summary,) = json.loads(result.stdout)
    recorded = json.loads(Path(summary["manifest"]).read_text())
    paths = {f["path"] for item in recorded["items"] for f in item["files"]}
    assert str(run1 / "out.nc") in paths
    assert str(run1 / "pipe") not in paths


def test_a_file_rewritten_with_its_old_size_and_mtime_is_hashed_again(tmp_path: Path) -> None:
    tree = tmp_path / "data"
    tree.mkdir()
    path = tree / "a.bin"
    path.write_bytes(b"alpha")
    first = manifest.hash_files([str(path)], {}, (tree,))
    recorded = tmp_path / "manifest.json"
    recorded.write_text(manifest.manifest_json({}, [manifest.item_json("files:x", None, first)]))
    before = path.stat()
    path.write_bytes(b"omega")  # same size; its owner then sets the mtime back
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    (again,) = manifest.hash_files([str(path)], manifest.known_from(recorded), (tree,))
    assert again.sha256 == hashlib.sha256(b"omega").hexdigest()


def test_the_walk_takes_no_symlink_and_nothing_excluded_in_a_stable_order(tmp_path: Path) -> None:
    tree = tmp_path / "data"
    (tree / "b" / "cache").mkdir(parents=True)
    (tree / "a" / "scratch").mkdir(parents=True)
    for name in ("z.bin", "a/y.bin", "a/scratch/x.bin", "b/w.bin", "b/cache/v.bin", "b/keep.tmp"):
        (tree / name).write_bytes(b"data")
    (tree / "a" / "link.bin").symlink_to(tree / "z.bin")
    (tree / "linked-folder").symlink_to(tree / "b")
    exclusions = Exclusions((tree / "a" / "scratch",), ("cache", "keep.tmp"))
    assert list(exclusions.walk((tree,))) == [
        str(tree / "z.bin"),
        str(tree / "a" / "y.bin"),
        str(tree / "b" / "w.bin"),
    ]
