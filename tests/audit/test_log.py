"""Storage: durable appends, group commit, several writers at once, torn tails, tiles."""

from __future__ import annotations

import base64
import errno
import os
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from govern.audit import AuditLog, Entry, open_log
from govern.audit.checkpoint import Trust, open_checkpoint
from govern.audit.log import (
    ENTRIES,
    HASHES,
    INDEX,
    SYNC_EVERY,
    SYNCED,
    size_for_hash_count,
    stored_hash_count,
    stored_hash_position,
)
from govern.audit.merkle import leaf_hash, node_hash, tree_root
from govern.audit.note import SigningKey
from govern.audit.tiles import tile_index_path
from govern.audit.verify import verify_log
from govern.audit.writer import ALONE_AFTER_SECONDS
from govern.errors import AuditError
from tests.audit import rfc9162
from tests.audit.appends import file_size_limit

APPENDER = Path(__file__).with_name("appender.py")


def _subjects(log: AuditLog) -> list[str]:
    return [entry.subject for _, entry in log.entries()]


def test_appends_are_numbered_and_read_back(log: AuditLog) -> None:
    indices = [log.append("decision", "slurmctld", f"job:{n}", {"n": n}) for n in range(5)]
    assert indices == [0, 1, 2, 3, 4]
    assert _subjects(log) == [f"job:{n}" for n in range(5)]
    with open_log(log.directory, create=False) as reader:
        assert reader.size() == 5
        assert [e.payload["n"] for _, e in reader.entries(3)] == [3, 4]


def test_group_commit_gives_every_submitter_its_own_durable_index(log: AuditLog) -> None:
    results: dict[str, int] = {}
    lock = threading.Lock()

    def submit_many(name: str) -> None:
        futures = [
            (f"{name}-{n}", writer.submit("decision", name, f"{name}-{n}", {})) for n in range(300)
        ]
        for tag, future in futures:
            index = future.result(timeout=30)
            with lock:
                results[tag] = index

    with log.writer() as writer:
        threads = [threading.Thread(target=submit_many, args=(f"t{n}",)) for n in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert sorted(results.values()) == list(range(1800))
    with open_log(log.directory, create=False) as reader:
        subjects = _subjects(reader)
    assert all(subjects[index] == tag for tag, index in results.items())


def _appending_threads(log: AuditLog, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Each append's thread name and how many entries it wrote, as they happen."""
    appended: list[tuple[str, int]] = []
    append_records = log.append_records

    def recorded(records: list[bytes], **options: float) -> int:
        appended.append((threading.current_thread().name, len(records)))
        return append_records(records, **options)

    monkeypatch.setattr(log, "append_records", recorded)
    return appended


def test_an_idle_writer_has_a_lone_entry_made_durable_before_submit_returns(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    appended = _appending_threads(log, monkeypatch)
    with log.writer(alone_after=ALONE_AFTER_SECONDS) as writer:
        time.sleep(ALONE_AFTER_SECONDS * 2)
        lone = writer.submit("decision", "slurmctld", "job:0", {})
        assert lone.done()  # no hand-off to the writer thread and back
        assert appended == [(threading.current_thread().name, 1)]
        # Back to back, the writer is not idle: later entries go to its thread in batches.
        following = [writer.submit("decision", "slurmctld", f"job:{n}", {}) for n in range(1, 200)]
        assert [durable.result(timeout=30) for durable in following] == list(range(1, 200))
    assert any(name == "govern-audit-writer" for name, _ in appended[1:])
    assert sum(count for _, count in appended) == 200
    assert _subjects(log) == [f"job:{n}" for n in range(200)]


def test_a_writer_without_alone_after_appends_only_in_its_thread(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    appended = _appending_threads(log, monkeypatch)
    with log.writer() as writer:  # the webhook's: its handlers answer within a bound
        time.sleep(ALONE_AFTER_SECONDS * 2)
        assert writer.submit("decision", "webhook", "pod:0", {}).result(timeout=30) == 0
    assert appended == [("govern-audit-writer", 1)]


def test_closing_waits_for_a_submitters_own_append(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    append_records = log.append_records
    appending = threading.Event()

    def slow(records: list[bytes], **options: float) -> int:
        appending.set()
        time.sleep(0.3)
        return append_records(records, **options)

    monkeypatch.setattr(log, "append_records", slow)
    writer = log.writer(alone_after=ALONE_AFTER_SECONDS)
    time.sleep(ALONE_AFTER_SECONDS * 2)
    submitted: list[int] = []
    submitter = threading.Thread(
        target=lambda: submitted.append(writer.submit("k", "a", "s", {}).result(timeout=30))
    )
    submitter.start()
    assert appending.wait(10)
    writer.close()  # "commit everything already submitted, then stop"
    assert _subjects(log) == ["s"]
    submitter.join(10)
    assert submitted == [0]


def test_lone_and_batched_entries_mixed_each_get_their_own_index(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Submitters pausing now and then (each pause long enough to find the writer idle) while
    others submit back to back: every entry is appended once, under the index it was given."""
    appended = _appending_threads(log, monkeypatch)
    given: dict[str, int] = {}
    lock = threading.Lock()

    def submit(name: str, pause: float) -> None:
        for n in range(40):
            tag = f"{name}-{n}"
            index = writer.submit("decision", name, tag, {}).result(timeout=30)
            with lock:
                given[tag] = index
            time.sleep(pause)

    with log.writer(alone_after=ALONE_AFTER_SECONDS) as writer:
        threads = [
            threading.Thread(target=submit, args=(f"t{n}", ALONE_AFTER_SECONDS * 2 if n % 2 else 0))
            for n in range(4)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert sorted(given.values()) == list(range(160))
    by = {name for name, _ in appended}
    assert "govern-audit-writer" in by and by - {"govern-audit-writer"}, by
    subjects = _subjects(log)
    assert all(subjects[index] == tag for tag, index in given.items())


def test_a_lone_entry_that_cannot_be_made_durable_fails_its_waiter_not_its_submitter(
    log: AuditLog,
) -> None:
    log.append("decision", "slurmctld", "job:0", {})
    with log.writer(alone_after=ALONE_AFTER_SECONDS) as writer:
        time.sleep(ALONE_AFTER_SECONDS * 2)
        # A few bytes of the entry fit, the rest does not: a torn tail the next append cuts.
        with file_size_limit((log.directory / ENTRIES).stat().st_size + 10):
            durable = writer.submit("decision", "slurmctld", "job:1", {})
        assert durable.done()
        with pytest.raises(AuditError, match="File too large; nothing was acknowledged"):
            durable.result(timeout=5)
        time.sleep(ALONE_AFTER_SECONDS * 2)
        assert writer.submit("decision", "slurmctld", "job:2", {}).result(timeout=30) == 1
    assert _subjects(log) == ["job:0", "job:2"]


def test_a_closed_writer_refuses_new_entries(log: AuditLog) -> None:
    writer = log.writer()
    first = writer.submit("k", "a", "s", {})
    writer.close()
    assert first.result(timeout=5) == 0
    with pytest.raises(AuditError, match="writer is closed"):
        writer.submit("k", "a", "s", {})


def test_several_processes_append_to_one_log(log: AuditLog) -> None:
    children = [
        subprocess.Popen(
            [sys.executable, str(APPENDER), str(log.directory), f"p{n}", mode, "150"],
            stdout=subprocess.PIPE,
            text=True,
        )
        for n, mode in enumerate(["sync", "group", "sync", "group"])
    ]
    acknowledged = {}
    for child in children:
        out, _ = child.communicate(timeout=120)
        assert child.returncode == 0
        for line in out.splitlines():
            index, tag = line.split()
            acknowledged[tag] = int(index)
    assert len(acknowledged) == 600
    assert sorted(acknowledged.values()) == list(range(600))
    subjects = _subjects(log)
    assert all(subjects[index] == tag for tag, index in acknowledged.items())


def test_appends_by_another_writer_in_between_are_built_on_not_overwritten(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    # A writer that appended last goes on from where it left the files only while nobody else
    # has written them since.
    with open_log(log.directory) as other:
        for n in range(6):
            writer = (log, other)[n % 3 == 2]
            assert writer.append("k", "a", f"s{n}", {}) == n
        assert other.append_records([Entry("k", "a", "s6", {}).to_bytes()] * 3) == 6
    assert log.append("k", "a", "s9", {}) == 9
    assert _subjects(log) == [*(f"s{n}" for n in range(7)), "s6", "s6", "s9"]
    log.checkpoint(key)
    report = verify_log(log, trust)
    assert report.ok, report.problems


def test_derived_files_cut_since_a_writers_own_last_append_stop_its_next_one(
    log: AuditLog, key: SigningKey
) -> None:
    for n in range(4):
        log.append("k", "a", f"s{n}", {})
    log.checkpoint(key)  # log.synced: 4 entries' derived records are durable
    with (log.directory / INDEX).open("r+b") as handle:
        handle.truncate(2 * 8)
    with pytest.raises(AuditError, match="cut or damaged"):
        log.append("k", "a", "s4", {})


def _grow(path: Path, data: bytes) -> None:
    with path.open("ab") as handle:
        handle.write(data)


def test_a_torn_tail_is_never_read_and_the_next_append_removes_it(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    for n in range(3):
        log.append("k", "a", f"s{n}", {})
    whole = (log.directory / ENTRIES).stat().st_size
    # A crash mid-batch: one whole entry with its hashes but no index record, then half an entry.
    next_record = Entry("k", "a", "unacknowledged", {}).to_bytes()
    _grow(log.directory / ENTRIES, next_record + b"\n" + next_record[:20])
    _grow(log.directory / HASHES, leaf_hash(next_record) + b"\x00" * 7)
    _grow(log.directory / INDEX, struct.pack(">Q", whole + len(next_record) + 1)[:5])
    with open_log(log.directory, create=False) as reader:
        assert reader.size() == 3
        assert _subjects(reader) == ["s0", "s1", "s2"]
    assert log.append("k", "a", "s3", {}) == 3
    assert _subjects(log) == ["s0", "s1", "s2", "s3"]
    log.checkpoint(key)
    report = verify_log(log, trust)
    assert report.ok, report.problems
    assert report.uncommitted_bytes == 0


def test_after_a_power_loss_the_next_writer_rebuilds_the_derived_files(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    for n in range(5):
        log.append("k", "a", f"s{n}", {})
    log.checkpoint(key)  # the derived records of entries 0..4 are durable
    for n in range(5, 12):
        log.append("k", "a", f"s{n}", {})  # acknowledged: in log.jsonl for sure, the rest not
    directory = log.directory
    log.close()
    # The machine lost power: log.synced is from the earlier boot, log.index lost its last
    # records, log.hashes a page of hashes (read back as zeros), and log.jsonl a page of an
    # unacknowledged batch.
    (directory / SYNCED).write_text("earlier-boot 5\n")
    with (directory / INDEX).open("r+b") as handle:
        handle.truncate(7 * 8)
    with (directory / HASHES).open("r+b") as handle:
        handle.seek(stored_hash_count(5) * 32)
        handle.write(b"\x00" * (handle.seek(0, os.SEEK_END) - stored_hash_count(5) * 32))
    lost_page = b"\x00" * 3000 + b'":"unacknowledged"}\n' + b'{"actor"'
    _grow(directory / ENTRIES, lost_page)
    with open_log(directory, create=False) as reader:
        assert reader.size() == 5  # only what is known to be durable, never a hole
        assert _subjects(reader) == [f"s{n}" for n in range(5)]
        with open_log(directory) as writer:
            assert writer.append("k", "a", "s12", {}) == 12
            assert _subjects(writer) == [f"s{n}" for n in range(13)]
            writer.checkpoint(key)
            report = verify_log(writer, trust)
        assert report.ok, report.problems
        assert report.uncommitted_bytes == 0
        assert reader.size() == 13  # a reader open all along sees the rebuilt log


def test_derived_files_are_made_durable_at_least_every_sync_every_entries(log: AuditLog) -> None:
    template = Entry("k", "a", "s:0", {}).to_bytes()
    log.append_records([template] * (SYNC_EVERY - 1))
    assert int((log.directory / SYNCED).read_text().split()[1]) == 0
    log.append_records([template])
    assert int((log.directory / SYNCED).read_text().split()[1]) == SYNC_EVERY
    log.append_records([template])  # counted from the last sync, not from the start
    assert int((log.directory / SYNCED).read_text().split()[1]) == SYNC_EVERY
    with open_log(log.directory) as reopened:  # a new writer counts from log.synced too
        reopened.append_records([template])
    assert int((log.directory / SYNCED).read_text().split()[1]) == SYNC_EVERY


def test_a_log_without_log_synced_is_trusted_and_adopted(log: AuditLog) -> None:
    """Logs written before log.synced existed fsync'd their derived files with every entry."""
    for n in range(3):
        log.append("k", "a", f"s{n}", {})
    (log.directory / SYNCED).unlink()
    with open_log(log.directory, create=False) as reader:
        assert _subjects(reader) == ["s0", "s1", "s2"]
    with open_log(log.directory) as writer:
        assert (log.directory / SYNCED).read_text().split()[1] == "3"
        assert writer.append("k", "a", "s3", {}) == 3


def test_reading_a_missing_log_says_what_to_do(tmp_path: Path) -> None:
    with pytest.raises(AuditError, match=r"no audit log in .*check \[audit\] dir"):
        open_log(tmp_path / "nowhere", create=False)


def test_a_read_only_log_refuses_appends(log: AuditLog) -> None:
    log.append("k", "a", "s", {})
    with (
        open_log(log.directory, create=False) as reader,
        pytest.raises(AuditError, match="read-only"),
    ):
        reader.append("k", "a", "s", {})


def test_checkpoint_is_signed_and_kept_in_the_history(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    for n in range(10):
        log.append("k", "a", f"s{n}", {})
    signed = log.checkpoint(key)
    note = signed.note
    opened = open_checkpoint(note, trust)
    assert opened.checkpoint == signed.checkpoint
    assert (opened.checkpoint.size, opened.checkpoint.root) == (10, log.root(10))
    assert (log.directory / "checkpoint").read_text() == note
    assert (log.directory / "checkpoints" / f"{10:020d}").read_text() == note


def test_tile_index_paths() -> None:
    assert tile_index_path(0) == "000"
    assert tile_index_path(999) == "999"
    assert tile_index_path(1000) == "x001/000"
    assert tile_index_path(1234067) == "x001/x234/067"


def test_published_tiles_let_a_client_recompute_the_checkpoint(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    with log.writer() as writer:
        for future in [writer.submit("k", "a", f"s{n}", {"n": n}) for n in range(600)]:
            future.result(timeout=30)
    checkpoint = open_checkpoint(log.checkpoint(key).note, trust).checkpoint
    tiles = log.directory / "tile"
    names = {p.relative_to(tiles).as_posix() for p in tiles.rglob("*") if p.is_file()}
    assert names == {
        "0/000",
        "0/001",
        "0/002.p/88",
        "1/000.p/2",
        "entries/000",
        "entries/001",
        "entries/002.p/88",
    }
    # A tlog-tiles client: entries from the bundles, leaf hashes from level 0, root from both.
    entries = []
    for name in ("000", "001", "002.p/88"):
        bundle = (tiles / "entries" / name).read_bytes()
        while bundle:
            (length,) = struct.unpack(">H", bundle[:2])
            entries.append(bundle[2 : 2 + length])
            bundle = bundle[2 + length :]
    assert entries == log.entry_bytes(0, 600)
    leaves = b"".join((tiles / "0" / n).read_bytes() for n in ("000", "001", "002.p/88"))
    assert [leaves[i : i + 32] for i in range(0, len(leaves), 32)] == [
        leaf_hash(e) for e in entries
    ]

    def subtree(level: int, index: int) -> bytes:
        if level >= 8:
            tile = (tiles / "1" / "000.p" / "2").read_bytes()
            if level == 8:
                return tile[32 * index : 32 * index + 32]
            return node_hash(subtree(level - 1, 2 * index), subtree(level - 1, 2 * index + 1))
        if level == 0:
            return leaf_hash(entries[index])
        return node_hash(subtree(level - 1, 2 * index), subtree(level - 1, 2 * index + 1))

    assert tree_root(600, subtree) == checkpoint.root
    assert base64.b64encode(checkpoint.root).decode() in (log.directory / "checkpoint").read_text()


def test_tiles_already_published_are_left_alone(log: AuditLog, key: SigningKey) -> None:
    for n in range(300):
        log.append("k", "a", f"s{n}", {})
    log.checkpoint(key)
    full_tile = log.directory / "tile" / "0" / "000"
    before = os.stat(full_tile).st_mtime_ns
    log.append("k", "a", "later", {})
    log.checkpoint(key)
    assert os.stat(full_tile).st_mtime_ns == before
    assert (log.directory / "tile" / "0" / "001.p" / "45").exists()
    # Once a tile is full its partial versions go.
    for n in range(211):
        log.append("k", "a", f"more{n}", {})
    log.checkpoint(key)
    assert (log.directory / "tile" / "0" / "001").exists()
    assert not (log.directory / "tile" / "0" / "001.p").exists()
    assert not (log.directory / "tile" / "entries" / "001.p").exists()


def test_entries_read_newest_first_across_chunks(log: AuditLog) -> None:
    template = Entry("k", "a", "s:0", {}).to_bytes()
    log.append_records([template.replace(b"s:0", b"s:%d" % n) for n in range(2500)])
    newest = [index for index, _ in log.entries(newest_first=True)]
    assert newest == list(range(2499, -1, -1))
    assert [e.subject for _, e in log.entries(1020, 1030, newest_first=True)] == [
        f"s:{n}" for n in range(1029, 1019, -1)
    ]


@pytest.mark.parametrize("record", [b"", b'{"a":1}\n{"b":2}', b"x" * 70_000])
def test_records_that_would_break_the_framing_are_refused(log: AuditLog, record: bytes) -> None:
    with pytest.raises(AuditError, match="not a serialised audit entry"):
        log.append_records([Entry("k", "a", "s", {}).to_bytes(), record])
    assert log.size() == 0


def test_every_stored_subtree_hash_is_where_its_position_says(log: AuditLog) -> None:
    """log.hashes read back by (level, index) gives each subtree's RFC 9162 hash, computed
    independently from the entries."""
    records = [Entry("k", "a", f"s{n}", {"n": n}).to_bytes() for n in range(21)]
    log.append_records(records)
    checked = 0
    for level in range(5):
        for index in range(len(records) >> level):
            part = records[index << level : (index + 1) << level]
            assert log.subtree_hash(level, index) == rfc9162.root(part), (level, index)
            checked += 1
    assert checked == 21 + 10 + 5 + 2 + 1
    assert (log.directory / HASHES).stat().st_size == stored_hash_count(21) * 32


def test_batches_appended_across_a_reopen_store_the_hashes_of_the_whole_run(
    tmp_path: Path,
) -> None:
    """Each batch is hashed on from where the last one left the tree, whether this log made
    that append (its frontier kept) or another opening of it did (read back from log.hashes)."""
    records = [Entry("k", "a", f"s{n}", {"n": n}).to_bytes() for n in range(70)]
    batches = [records[:1], records[1:4], records[4:8], records[8:31], records[31:32]]
    with open_log(tmp_path / "log") as first:
        for batch in batches:
            assert first.append_records(batch) == records.index(batch[0])
    with open_log(tmp_path / "log") as reopened:
        assert reopened.append_records(records[32:64]) == 32
        assert reopened.append_records(records[64:]) == 64
        for level in range(7):
            for index in range(len(records) >> level):
                part = records[index << level : (index + 1) << level]
                assert reopened.subtree_hash(level, index) == rfc9162.root(part), (level, index)
        assert reopened.root(70) == rfc9162.root(records)
        assert reopened.entry_bytes(0, 70) == records
    assert (tmp_path / "log" / HASHES).stat().st_size == stored_hash_count(70) * 32


def test_the_size_read_from_log_hashes_is_the_largest_that_fits() -> None:
    for size in range(3000):
        count = stored_hash_count(size)
        assert size_for_hash_count(count) == size
        assert size_for_hash_count(stored_hash_count(size + 1) - 1) == size
    assert [stored_hash_position(level, 0) for level in range(4)] == [0, 2, 6, 14]


def test_an_unreadable_entry_names_itself_and_what_to_run(log: AuditLog) -> None:
    for n in range(3):
        log.append("k", "a", f"s{n}", {})
    lines = (log.directory / ENTRIES).read_bytes().splitlines(keepends=True)
    lines[1] = b"[" + lines[1][1:]  # same length: still where log.index says
    (log.directory / ENTRIES).write_bytes(b"".join(lines))
    read = log.entries()
    assert next(read)[1].subject == "s0"
    with pytest.raises(AuditError) as raised:
        next(read)
    assert str(raised.value) == (
        "audit log entry 1: audit entry is not JSON: run `govern audit verify`"
    )


def test_proofs_for_a_tree_larger_than_the_log_are_refused(log: AuditLog) -> None:
    log.append("k", "a", "s", {})
    log.require_size(1)
    with pytest.raises(AuditError) as raised:
        log.require_size(2)
    assert str(raised.value) == (
        "the log has 1 entries but the checkpoint covers 2: run `govern audit verify`"
    )


def test_a_read_only_log_makes_no_checkpoint(log: AuditLog, key: SigningKey) -> None:
    log.append("k", "a", "s", {})
    with open_log(log.directory, create=False) as reader, pytest.raises(AuditError) as raised:
        reader.checkpoint(key)
    assert str(raised.value) == f"the audit log in {log.directory} was opened read-only"
    assert not (log.directory / "checkpoint").exists()


def test_an_empty_range_of_entries_reads_nothing(log: AuditLog) -> None:
    for n in range(3):
        log.append("k", "a", f"s{n}", {})
    assert log.entry_bytes(2, 2) == []
    assert [Entry.from_bytes(r).subject for r in log.entry_bytes(1, 3)] == ["s1", "s2"]


def _lose_power(directory: Path, durable: int) -> None:
    """What a power loss can do: log.synced from an earlier boot vouches for `durable` entries,
    and the derived records past it are gone."""
    (directory / SYNCED).write_text(f"earlier-boot {durable}\n")
    with (directory / INDEX).open("r+b") as handle:
        handle.truncate(durable * 8)
    with (directory / HASHES).open("r+b") as handle:
        handle.truncate(stored_hash_count(durable) * 32)


def test_after_a_power_loss_every_acknowledged_entry_is_rebuilt_spaces_and_all(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    """Entries whose JSON holds spaces, and a log.jsonl that ends right after the last one."""
    for n in range(6):
        log.append("k", "a", f"s{n}", {"note": f"entry number {n}"})
    _lose_power(log.directory, 2)
    with open_log(log.directory) as writer:
        assert writer.size() == 2  # until a writer rebuilds, only what is known to be durable
        assert writer.append("k", "a", "s6", {}) == 6
        assert _subjects(writer) == [f"s{n}" for n in range(7)]
        writer.checkpoint(key)
        assert verify_log(writer, trust).ok


def test_after_a_power_loss_a_last_entry_without_its_newline_was_never_acknowledged(
    log: AuditLog,
) -> None:
    for n in range(4):
        log.append("k", "a", f"s{n}", {})
    _lose_power(log.directory, 1)
    _grow(log.directory / ENTRIES, Entry("k", "a", "torn", {}).to_bytes())  # no newline
    with open_log(log.directory) as writer:
        assert writer.append("k", "a", "s4", {}) == 4
        assert _subjects(writer) == ["s0", "s1", "s2", "s3", "s4"]


def test_a_repair_that_cannot_write_says_so_and_appends_nothing(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    for n in range(3):
        log.append("k", "a", f"s{n}", {})
    _lose_power(log.directory, 1)

    def disk_full(fd: int, data: bytes | bytearray, offset: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("govern.audit.log.write_all", disk_full)
    with open_log(log.directory) as writer, pytest.raises(AuditError) as raised:
        writer.append("k", "a", "s3", {})
    assert str(raised.value) == (
        f"cannot repair the audit log in {log.directory} after a restart: No space left on device"
    )


@pytest.mark.parametrize("planted", ["symlink", "file"])
def test_a_folder_swapped_as_it_is_made_is_not_chmodded(
    log: AuditLog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, planted: str
) -> None:
    """Between making a folder in the log and setting its mode, a symlink or a file put in its
    place must not lead the writer to chmod what it finds there."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    elsewhere.chmod(0o755)
    victim = tmp_path / "victim"
    victim.write_text("not a folder")
    victim.chmod(0o644)
    history = log.directory / "checkpoints"

    def swapped(path: Path, mode: int = 0o777, *args: object, **kwargs: object) -> None:
        if planted == "symlink":
            path.symlink_to(elsewhere)
        else:
            os.link(victim, path)

    monkeypatch.setattr(Path, "mkdir", swapped)
    with pytest.raises(OSError) as raised:
        log.make_folders(history)
    assert raised.value.errno in (errno.ELOOP, errno.ENOTDIR)
    assert elsewhere.stat().st_mode & 0o777 == 0o755
    assert victim.stat().st_mode & 0o777 == 0o644


def test_an_entry_of_exactly_the_largest_size_is_taken_and_one_byte_more_refused(
    log: AuditLog,
) -> None:
    """Published entry bundles give each entry a 16-bit length: 65535 bytes at most."""
    template = Entry("k", "a", "s", {"pad": ""}).to_bytes()
    largest = template.replace(b'"pad":""', b'"pad":"' + b"x" * (65535 - len(template)) + b'"')
    assert len(largest) == 65535
    assert log.append_records([largest]) == 0
    with pytest.raises(AuditError) as raised:
        log.append_records([largest.replace(b'"pad":"', b'"pad":"x')])
    assert str(raised.value) == "not a serialised audit entry: use Entry(...).to_bytes()"
    assert log.entry_bytes(0, 1) == [largest]
    assert log.size() == 1


def test_a_reader_creates_nothing_in_the_log_folder(log: AuditLog, tmp_path: Path) -> None:
    log.append("k", "a", "s", {})
    (log.directory / HASHES).unlink()
    with pytest.raises(AuditError) as raised:
        open_log(log.directory, create=False)
    assert str(raised.value) == f"cannot open {log.directory / HASHES}: No such file or directory"
    assert not (log.directory / HASHES).exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(AuditError) as raised:
        open_log(empty, create=False)
    assert str(raised.value) == (
        f"no audit log in {empty}: check [audit] dir, or append an entry first"
    )
    assert list(empty.iterdir()) == []


@pytest.mark.parametrize("count", [1, 3], ids=["lone", "batch"])
def test_an_append_that_cannot_write_says_nothing_was_acknowledged(
    log: AuditLog, count: int
) -> None:
    log.append("k", "a", "s0", {})
    with (
        file_size_limit((log.directory / ENTRIES).stat().st_size),
        pytest.raises(AuditError) as raised,
    ):
        log.append_records([Entry("k", "a", "s1", {}).to_bytes()] * count)
    assert str(raised.value) == (
        f"cannot append to the audit log in {log.directory}: File too large; "
        "nothing was acknowledged"
    )
    assert log.append("k", "a", "s1", {}) == 1
    assert _subjects(log) == ["s0", "s1"]


def test_where_boots_cannot_be_told_apart_every_append_syncs_the_derived_files(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("govern.audit.log.BOOT_ID", None)
    synced = (log.directory / SYNCED).read_text()
    for n in range(3):
        assert log.append("k", "a", f"s{n}", {}) == n
    assert _subjects(log) == ["s0", "s1", "s2"]
    assert (log.directory / SYNCED).read_text() == synced  # nothing to catch up on later


def test_closing_a_log_releases_every_descriptor_and_can_be_repeated(tmp_path: Path) -> None:
    before = sorted(os.listdir("/proc/self/fd"))
    writer = open_log(tmp_path / "audit")
    assert writer.lock_timeout == 10.0  # a command waits this long for another writer
    writer.append("k", "a", "s", {})
    with writer.writer() as daemon:
        assert daemon.submit("k", "a", "t", {}).result(timeout=30) == 1
    reader = open_log(tmp_path / "audit", create=False)
    assert reader.size() == 2
    for log in (writer, reader):
        log.close()
        log.close()
    assert sorted(os.listdir("/proc/self/fd")) == before


def test_a_lock_file_planted_as_a_symlink_is_refused_by_its_full_path(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("keep\n")
    folder = tmp_path / "audit"
    with open_log(folder):
        pass
    (folder / "log.lock").unlink()
    (folder / "log.lock").symlink_to(victim)
    with pytest.raises(AuditError) as raised:
        open_log(folder)
    assert str(raised.value).startswith(f"cannot open {folder / 'log.lock'}: ")
    assert victim.read_text() == "keep\n"
