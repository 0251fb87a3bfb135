"""A lone entry's append, made in one call to C (the lone job's path in the daemon): the same
bytes as any other append, and never one over another writer's work, a lock held elsewhere or a
tail someone left."""

from __future__ import annotations

import fcntl
import os
import threading
from pathlib import Path

import pytest

from govern.audit import AuditLog, Entry, _tree, open_log
from govern.audit.checkpoint import Trust
from govern.audit.log import ENTRIES, HASHES, INDEX, LOCK
from govern.audit.merkle import leaf_hash
from govern.audit.note import SigningKey
from govern.audit.verify import verify_log
from govern.errors import AuditLockTimeout
from tests.audit.appends import lone_appends

FILES = (ENTRIES, INDEX, HASHES)


def _records(count: int) -> list[bytes]:
    return [Entry("k", "a", f"s{n}", {"n": "x" * (n % 7)}).to_bytes() for n in range(count)]


def _lengths(log: AuditLog) -> list[int]:
    return [(log.directory / name).stat().st_size for name in FILES]


def test_lone_appends_write_byte_for_byte_what_one_batch_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = _records(70)  # past 64 entries: a leaf that closes six subtrees at once
    appended = lone_appends(monkeypatch)
    with open_log(tmp_path / "lone") as lone, open_log(tmp_path / "batch") as batch:
        assert [lone.append_records([record]) for record in records] == list(range(70))
        assert batch.append_records(records) == 0
        for name in FILES:
            assert (lone.directory / name).read_bytes() == (batch.directory / name).read_bytes()
        assert lone.root(70) == batch.root(70)
    # Each but the first (the log had to learn where its end was) went the lone way.
    assert appended == [True] * 69


def test_a_lone_append_never_writes_while_another_process_holds_the_lock(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    log.append("k", "a", "s0", {})
    appended = lone_appends(monkeypatch)
    before = _lengths(log)
    # Another open of the lock file is another holder, as another process's would be.
    holder = os.open(log.directory / LOCK, os.O_RDONLY)
    try:
        fcntl.flock(holder, fcntl.LOCK_EX)
        with pytest.raises(AuditLockTimeout):
            log.append_records([Entry("k", "a", "s1", {}).to_bytes()], lock_timeout=0)
        assert _lengths(log) == before
        assert appended == [False]
        # Given up by the holder while the append waits its turn: it is then made.
        threading.Timer(0.2, fcntl.flock, (holder, fcntl.LOCK_UN)).start()
        assert log.append_records([Entry("k", "a", "s1", {}).to_bytes()], lock_timeout=10) == 1
    finally:
        os.close(holder)
    assert [entry.subject for _, entry in log.entries()] == ["s0", "s1"]


def test_a_lone_append_after_other_writers_and_a_torn_tail_builds_on_the_log_as_it_is(
    log: AuditLog, key: SigningKey, trust: Trust, monkeypatch: pytest.MonkeyPatch
) -> None:
    log.append("k", "a", "s0", {})
    appended = lone_appends(monkeypatch)
    with open_log(log.directory) as other:
        other.append("k", "a", "s1", {})
        assert log.append("k", "a", "s2", {}) == 2  # the files grew since: not the lone way
        with (log.directory / ENTRIES).open("ab") as handle:  # a writer killed mid-append
            handle.write(b'{"kind":"k","act')
        assert other.append("k", "a", "s3", {}) == 3
        assert log.append("k", "a", "s4", {}) == 4
        assert log.append("k", "a", "s5", {}) == 5  # nobody in between: the lone way
    # s2, s3 (the other log's own last append was s1) and s4 each found the files moved.
    assert appended == [False, False, False, True]
    assert [entry.subject for _, entry in log.entries()] == [f"s{n}" for n in range(6)]
    log.checkpoint(key)
    report = verify_log(log, trust)
    assert report.ok, report.problems
    assert report.uncommitted_bytes == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((b"a\nb", 0, 0, b""), "one line"),
        ((b"", 0, 0, b""), "one line"),
        ((b"a", 0, 1, b""), "one hash per set bit"),
        ((b"a", -1, 0, b""), "must not be negative"),
        ((b"a", 0, 3, leaf_hash(b"x")), "one hash per set bit"),
    ],
)
def test_bad_lone_appends_write_nothing_and_say_why(
    log: AuditLog, args: tuple[bytes, int, int, bytes], message: str
) -> None:
    before = _lengths(log)
    fds = [os.open(log.directory / name, os.O_RDWR) for name in (LOCK, *FILES)]
    try:
        with pytest.raises(ValueError, match=message):
            _tree.append_alone(fds[0], fds[1], fds[3], fds[2], *args)
    finally:
        for fd in fds:
            os.close(fd)
    assert _lengths(log) == before
