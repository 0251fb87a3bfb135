"""Verifying a log of many whole chunks: a second thread checks the second half of them while
the first is checked by the caller's, and a forked process reads the second half of the
published entry bundles. Whichever half a change falls in, it is named as it is when one thread
(or process) does it all, and checkpoints inside either half are compared."""

from __future__ import annotations

import os
import shutil
import signal
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from govern.audit import AuditLog, Entry, forked, open_log, published, verify
from govern.audit.checkpoint import Trust
from govern.audit.log import ENTRIES, HASHES, stored_hash_count
from govern.audit.note import SigningKey, generate_signing_key
from govern.audit.places import Folder
from govern.audit.published import PublishedReport, verify_published
from govern.audit.verify import Report, verify_log
from tests.audit.conftest import ORIGIN

CHUNK = 4096
SIZE = 17 * CHUNK + 100  # 17 whole chunks and a tail: 9 checked here, 9 by the other thread
CHECKPOINTS = (30_000, 50_000, SIZE)  # inside a chunk of each half, and the end


@pytest.fixture(scope="module")
def signer() -> SigningKey:
    return generate_signing_key(ORIGIN)


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory, signer: SigningKey) -> Path:
    folder = tmp_path_factory.mktemp("large") / "audit"
    template = Entry("decision", "slurmctld", "job:0", {"n": 0, "user": "u0"}).to_bytes()
    records = [template.replace(b"job:0", b"job:%d" % n) for n in range(SIZE)]
    with open_log(folder) as log:
        done = 0
        for size in CHECKPOINTS:
            log.append_records(records[done:size])
            log.checkpoint(signer)
            done = size
    return folder


@pytest.fixture
def folder(pristine: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(pristine, tmp_path / "audit"))


def _verify(folder: Path, signer: SigningKey, threads: int = 2) -> Report:
    with open_log(folder, create=False) as log:
        return verify_log(log, Trust(ORIGIN, (signer.verifier.vkey,)), threads=threads)


def _both(folder: Path, signer: SigningKey) -> Report:
    """The report with two threads, after checking one thread gives the same."""
    shared = _verify(folder, signer)
    assert shared == _verify(folder, signer, threads=1)
    return shared


def _entry_start(folder: Path, index: int) -> int:
    with open_log(folder, create=False) as log:
        return log.entry_end(index - 1) if index else 0


def _patch(path: Path, offset: int, data: bytes) -> None:
    with path.open("r+b") as handle:
        handle.seek(offset)
        handle.write(data)


def test_an_untouched_large_log_verifies_with_every_checkpoint(
    folder: Path, signer: SigningKey
) -> None:
    report = _both(folder, signer)
    assert report.ok, report.problems
    with open_log(folder, create=False) as log:
        assert report.root == log.root(SIZE)
    assert report.checkpoints_checked == len(CHECKPOINTS) + 1


@pytest.mark.parametrize(
    "index",
    [0, 30_000, 8 * CHUNK - 1, 8 * CHUNK, 50_000, 17 * CHUNK - 1, SIZE - 1],
)
def test_a_changed_byte_is_named_in_either_half(
    folder: Path, signer: SigningKey, index: int
) -> None:
    _patch(folder / ENTRIES, _entry_start(folder, index) + len(b'{"actor":"'), b"S")
    report = _both(folder, signer)
    assert report.problems[0].index == index
    assert "its hash does not match the stored tree" in report.problems[0].message


@pytest.mark.parametrize("index", [20_000, 8 * CHUNK, 60_000, SIZE - 2])
def test_a_newline_between_entries_overwritten_is_a_boundary_problem(
    folder: Path, signer: SigningKey, index: int
) -> None:
    """log.index still ends the entry there and its bytes are intact, but log.jsonl no longer
    holds it as a line of its own."""
    _patch(folder / ENTRIES, _entry_start(folder, index + 1) - 1, b" ")
    report = _both(folder, signer)
    assert report.problems[0].index == index
    assert "entry boundaries do not match log.index" in report.problems[0].message


@pytest.mark.parametrize(
    ("level", "index", "named"),
    [(1, 4_000, 8_001), (CHUNK.bit_length() - 1, 12, 12 * CHUNK + CHUNK - 1), (13, 1, 16_383)],
)
def test_a_changed_subtree_hash_in_log_hashes_is_named(
    folder: Path, signer: SigningKey, level: int, index: int, named: int
) -> None:
    """Inside a chunk (level 1), a chunk's own root (level 12, in the second half) and a hash
    above the chunks (level 13), which the parent checks from both halves' roots."""
    last_leaf = ((index + 1) << level) - 1
    assert last_leaf == named
    position = (stored_hash_count(last_leaf) + level) * 32
    with (folder / HASHES).open("r+b") as handle:
        handle.seek(position)
        byte = handle.read(1)
        handle.seek(position)
        handle.write(bytes([byte[0] ^ 1]))
    report = _both(folder, signer)
    assert report.problems[0].index == named


def test_a_rewrite_in_the_second_half_breaks_only_the_checkpoints_after_it(
    folder: Path, signer: SigningKey, tmp_path: Path
) -> None:
    """Entry 40,000 edited and log.index and log.hashes rebuilt to match: only the checkpoints
    can tell, and the one at 30,000 (in the other half) still holds."""
    lines = (folder / ENTRIES).read_bytes().split(b"\n")[:-1]
    lines[40_000] = lines[40_000].replace(b"slurmctld", b"Slurmctld")
    with open_log(tmp_path / "forged") as forged:
        forged.append_records(lines)
    for name in (ENTRIES, "log.index", HASHES):
        shutil.copy(tmp_path / "forged" / name, folder / name)
    report = _both(folder, signer)
    assert [(p.checkpoint, p.message) for p in report.problems] == [
        (name, f"its root does not match entries 0..{size - 1}: history was rewritten after "
               "entry 29999")
        for name, size in ((f"checkpoints/{50_000:020d}", 50_000),
                           (f"checkpoints/{SIZE:020d}", SIZE), ("checkpoint", SIZE))
    ]  # fmt: skip


Tamper = Callable[[list[bytes]], int]


def _reorder(lines: list[bytes]) -> int:
    lines[45_000], lines[45_001] = lines[45_001], lines[45_000]
    return 45_000


def _delete(lines: list[bytes]) -> int:
    del lines[36_000]
    return 36_000


@pytest.mark.parametrize("tamper", [_reorder, _delete])
def test_moved_entries_in_the_second_half_are_named(
    folder: Path, signer: SigningKey, tamper: Tamper
) -> None:
    lines = (folder / ENTRIES).read_bytes().split(b"\n")
    first_bad = tamper(lines)
    (folder / ENTRIES).write_bytes(b"\n".join(lines))
    assert _both(folder, signer).problems[0].index == first_bad


def test_a_failure_in_the_second_thread_is_raised_not_passed_over(
    folder: Path, signer: SigningKey, monkeypatch: pytest.MonkeyPatch
) -> None:
    main, scan = threading.get_ident(), verify._scan_chunks

    def failing_in_the_other_thread(
        log: AuditLog, firsts: range, size: int, wanted: Sequence[int]
    ) -> object:
        if threading.get_ident() != main:
            raise OSError("read failed")
        return scan(log, firsts, size, wanted)

    monkeypatch.setattr(verify, "_scan_chunks", failing_in_the_other_thread)
    with pytest.raises(OSError, match="read failed"):
        _verify(folder, signer)


def test_the_log_is_checked_without_forking_even_with_other_threads_running(
    folder: Path, signer: SigningKey, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fork copies the locks other threads hold, held: verify_log shares its work with a
    thread instead, whatever else runs."""

    def no_fork() -> int:
        raise AssertionError("forked")

    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        monkeypatch.setattr(os, "fork", no_fork)
        assert _verify(folder, signer).ok
    finally:
        stop.set()
        thread.join()


def _published(folder: Path, signer: SigningKey) -> PublishedReport:
    return verify_published(Folder(folder), Trust(ORIGIN, (signer.verifier.vkey,)))


def _published_both(
    folder: Path, signer: SigningKey, monkeypatch: pytest.MonkeyPatch
) -> PublishedReport:
    """The published check with a forked process reading half the bundles, after checking one
    process alone finds the same."""
    forked_report = _published(folder, signer)
    with monkeypatch.context() as alone:
        alone.setattr(forked, "can_fork", lambda: False)
        assert _published(folder, signer) == forked_report
    return forked_report


def test_the_published_bundles_of_a_large_log_verify(
    folder: Path, signer: SigningKey, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = _published_both(folder, signer, monkeypatch)
    assert report.ok, report.problems
    assert report.entries_read == SIZE


@pytest.mark.parametrize("bundle", [3, 200])
def test_a_broken_entry_in_either_half_of_the_bundles_is_named(
    folder: Path, signer: SigningKey, monkeypatch: pytest.MonkeyPatch, bundle: int
) -> None:
    path = folder / "tile" / "entries" / f"{bundle:03d}"
    data = bytearray(path.read_bytes())
    data[data.index(b'"actor":') + len(b'"actor"')] = ord(" ")  # no longer JSON
    path.write_bytes(bytes(data))
    report = _published_both(folder, signer, monkeypatch)
    assert report.problems[0] == (
        f"entry {bundle * 256} in tile/entries/{bundle:03d}: audit entry is not JSON"
    )


@pytest.mark.parametrize("bundle", [3, 200])
def test_a_missing_bundle_in_either_half_stops_the_reading_there(
    folder: Path, signer: SigningKey, monkeypatch: pytest.MonkeyPatch, bundle: int
) -> None:
    (folder / "tile" / "entries" / f"{bundle:03d}").unlink()
    report = _published_both(folder, signer, monkeypatch)
    assert report.problems == [f"tile/entries/{bundle:03d} is missing"]
    assert report.entries_read == bundle * 256


def test_the_bundles_of_a_forked_process_that_dies_are_read_in_place(
    folder: Path, signer: SigningKey, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent, read = os.getpid(), published._read_bundles_here

    def killed_in_the_child(source: Folder, bundles: list[tuple[int, int]]) -> object:
        if os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return read(source, bundles)

    monkeypatch.setattr(published, "_read_bundles_here", killed_in_the_child)
    (folder / "tile" / "entries" / "200").unlink()
    assert _published(folder, signer).problems == ["tile/entries/200 is missing"]
