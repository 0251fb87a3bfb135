"""Attacks on the lone append (one record appended in one call to C): it must leave on disk, and
acknowledge, exactly what the ordinary append would, under threads, processes, kills, tampering
and close()."""

from __future__ import annotations

import itertools
import os
import random
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import Future
from pathlib import Path

import pytest

from govern.audit import AuditLog, Entry, _tree, open_log
from govern.audit import log as audit_log_module
from govern.audit import writer as writer_module
from govern.audit.checkpoint import Trust
from govern.audit.entry import MAX_ENTRY_BYTES
from govern.audit.log import ENTRIES, HASHES, INDEX
from govern.audit.note import SigningKey
from govern.audit.synced import SYNCED
from govern.audit.verify import verify_log
from govern.audit.writer import ALONE_AFTER_SECONDS
from govern.errors import AuditError
from tests.audit.appends import lone_appends

APPENDER = Path(__file__).with_name("appender.py")
FILES = (ENTRIES, INDEX, HASHES)
REPO = Path(__file__).resolve().parents[2]


def _slow_only(log: AuditLog, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(log, "_append_alone", lambda record: None)


def _record(n: int, size: int = 0) -> bytes:
    return Entry("k", "a", f"s{n}", {"p": "y" * size}).to_bytes()


def _subjects(log: AuditLog) -> list[str]:
    return [entry.subject for _, entry in log.entries()]


def _files(log: AuditLog) -> dict[str, bytes]:
    return {name: (log.directory / name).read_bytes() for name in (*FILES, SYNCED)}


# -- the same bytes as the ordinary path -------------------------------------------------------


@pytest.mark.parametrize("sync_every", [2, 3, 8, 64])
def test_lone_and_ordinary_appends_leave_the_same_files_and_log_synced_at_every_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sync_every: int
) -> None:
    monkeypatch.setattr(audit_log_module, "SYNC_EVERY", sync_every)
    appended = lone_appends(monkeypatch)
    rng = random.Random(sync_every)
    with open_log(tmp_path / "fast") as fast, open_log(tmp_path / "slow") as slow:
        _slow_only(slow, monkeypatch)
        for n in range(140):
            record = _record(n, rng.choice([0, 1, 50, 4000]))
            if n % 17 == 16:  # now and then a batch, as the writer thread makes
                batch = [record, _record(1000 + n)]
                assert fast.append_records(batch) == slow.append_records(batch)
            else:
                assert fast.append_records([record]) == slow.append_records([record])
            assert _files(fast) == _files(slow), n
        assert fast.root(fast.size()) == slow.root(slow.size())
    assert any(appended)
    singles = sum(1 for n in range(140) if n % 17 != 16)
    if sync_every <= 8:  # appends that reach SYNC_EVERY go the ordinary way, without C
        assert len(appended) < singles - 1


def test_a_lone_append_of_the_largest_entry_writes_what_the_ordinary_path_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    appended = lone_appends(monkeypatch)
    base = len(_record(0, 0))
    largest = _record(0, MAX_ENTRY_BYTES - base)
    assert len(largest) == MAX_ENTRY_BYTES
    with open_log(tmp_path / "fast") as fast, open_log(tmp_path / "slow") as slow:
        _slow_only(slow, monkeypatch)
        for n in range(5):
            assert fast.append_records([largest]) == slow.append_records([largest]) == n
        assert _files(fast) == _files(slow)
    assert appended == [True] * 4


@pytest.mark.parametrize(
    "tamper",
    [
        "torn_entry",
        "whole_unindexed_entry",
        "entries_cut_one_byte",
        "index_cut",
        "index_grown",
        "hashes_cut",
        "hashes_grown",
        "entries_and_index_cut_together",
        "index_rewritten_same_length",
    ],
)
def test_a_tampered_or_torn_log_gets_the_same_outcome_whichever_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tamper: str
) -> None:
    """Whatever was done to the files since this log's own last append, the next lone append
    ends as the ordinary one would: same answer (index or error), same files."""
    outcomes = []
    records = [_record(n) for n in range(6)]
    stray = _record(99)
    for way in ("fast", "slow"):
        with open_log(tmp_path / way) as log:
            if way == "slow":
                _slow_only(log, monkeypatch)
            for n in range(5):
                log.append_records([records[n]])
            d = log.directory

            def cut(name: str, by: int, d: Path = d) -> None:
                path = d / name
                os.truncate(path, path.stat().st_size - by)

            def grow(name: str, data: bytes, d: Path = d) -> None:
                with (d / name).open("ab") as handle:
                    handle.write(data)

            if tamper == "torn_entry":
                grow(ENTRIES, b'{"kind":"k"')
            elif tamper == "whole_unindexed_entry":
                grow(ENTRIES, stray + b"\n")
            elif tamper == "entries_cut_one_byte":
                cut(ENTRIES, 1)
            elif tamper == "index_cut":
                cut(INDEX, 8)
            elif tamper == "index_grown":
                grow(INDEX, bytes(8))
            elif tamper == "hashes_cut":
                cut(HASHES, 32)
            elif tamper == "hashes_grown":
                grow(HASHES, bytes(32))
            elif tamper == "entries_and_index_cut_together":
                last = len(records[4]) + 1
                cut(ENTRIES, last)
                cut(INDEX, 8)
                cut(HASHES, 32)  # size 5 -> 4: entry 4 closed no subtree, one hash
            elif tamper == "index_rewritten_same_length":
                with (d / INDEX).open("r+b") as handle:
                    handle.seek(8 * 4)
                    handle.write((10**6).to_bytes(8, "big"))
            try:
                outcome: object = log.append_records([records[5]])
            except AuditError as exc:
                outcome = str(exc).replace(str(d), "DIR")
            outcomes.append((outcome, {k: v for k, v in _files(log).items()}))
    assert outcomes[0] == outcomes[1]


# -- threads of one process --------------------------------------------------------------------


def test_threads_sharing_one_log_each_get_their_own_index_and_the_log_verifies(
    log: AuditLog, key: SigningKey, trust: Trust, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(audit_log_module, "SYNC_EVERY", 50)  # crossings under contention
    appended = lone_appends(monkeypatch)
    got: list[tuple[int, str]] = []
    failures: list[BaseException] = []
    guard = threading.Lock()
    stop = threading.Event()

    def appender(t: int) -> None:
        try:
            for n in range(250):
                if n % 25 == 24:
                    tags = [f"t{t}-{n}-{k}" for k in range(3)]
                    first = log.append_records(
                        [Entry("k", "a", tag, {}).to_bytes() for tag in tags]
                    )
                    mine = [(first + k, tag) for k, tag in enumerate(tags)]
                else:
                    tag = f"t{t}-{n}"
                    mine = [(log.append("k", "a", tag, {"t": t}), tag)]
                with guard:
                    got.extend(mine)
        except BaseException as exc:
            failures.append(exc)

    def maintainer() -> None:
        try:
            while not stop.is_set():
                log.checkpoint(key)
                log.rebuild_derived()
                time.sleep(0.005)
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=appender, args=(t,)) for t in range(6)]
    keeper = threading.Thread(target=maintainer)
    keeper.start()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    stop.set()
    keeper.join()
    assert not failures, failures
    indexes = sorted(index for index, _ in got)
    assert indexes == list(range(len(got)))
    subjects = _subjects(log)
    assert all(subjects[index] == tag for index, tag in got)
    assert appended.count(True) > 100
    log.checkpoint(key)
    report = verify_log(log, trust)
    assert report.ok, report.problems
    assert report.uncommitted_bytes == 0


# -- processes ---------------------------------------------------------------------------------


def _spawn(directory: Path, tag: str, count: int | None) -> subprocess.Popen[str]:
    args = [sys.executable, str(APPENDER), str(directory), tag, "sync"]
    if count is not None:
        args.append(str(count))
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(args, stdout=subprocess.PIPE, text=True, env=env, cwd=REPO)


def test_processes_appending_alone_never_share_an_index(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    log.append("k", "a", "first", {})
    children = [_spawn(log.directory, f"p{n}", 300) for n in range(4)]
    acked: list[tuple[int, str]] = []
    for n in range(300):  # the parent too, lone and in batches
        if n % 30 == 29:
            tags = [f"parent-{n}-{k}" for k in range(2)]
            first = log.append_records([Entry("k", "a", tag, {}).to_bytes() for tag in tags])
            acked += [(first + k, tag) for k, tag in enumerate(tags)]
        else:
            acked.append((log.append("k", "a", f"parent-{n}", {}), f"parent-{n}"))
    for child in children:
        out, _ = child.communicate(timeout=120)
        assert child.returncode == 0
        for line in out.splitlines():
            index, tag = line.split()
            acked.append((int(index), tag))
    assert sorted(index for index, _ in acked) == list(range(1, len(acked) + 1))
    subjects = _subjects(log)
    assert len(subjects) == len(acked) + 1
    assert all(subjects[index] == tag for index, tag in acked)
    log.checkpoint(key)
    report = verify_log(log, trust)
    assert report.ok, report.problems


def test_kill_9_during_lone_appends_loses_no_acknowledged_entry(
    log: AuditLog, key: SigningKey, trust: Trust
) -> None:
    rng = random.Random(18)
    acked: dict[int, str] = {}
    log.append("k", "a", "first", {})
    for _ in range(10):
        # Alone, a child appends the lone way after its first entry; three mostly move each
        # other's files, and go the ordinary way.
        children = [_spawn(log.directory, f"r{_}c{n}", None) for n in range(1 if _ % 2 else 3)]
        time.sleep(rng.uniform(0.05, 0.4))
        for child in children:
            os.kill(child.pid, signal.SIGKILL)
        for child in children:
            out, _err = child.communicate(timeout=60)
            for line in out.splitlines(keepends=True):
                if line.endswith("\n"):
                    number, tag = line.split()
                    assert int(number) not in acked, "two entries acknowledged at one index"
                    acked[int(number)] = tag
        # This process's own log appends after them: its files moved, so the ordinary way.
        index = log.append("k", "a", f"after-{_}", {})
        acked[index] = f"after-{_}"
    subjects = _subjects(log)
    assert all(subjects[index] == tag for index, tag in acked.items())
    log.checkpoint(key)
    report = verify_log(log, trust)
    assert report.ok, report.problems


# -- the writer's lone submissions ---------------------------------------------------------------


def test_lone_submissions_report_their_own_index_through_callbacks_and_keep_nothing(
    log: AuditLog,
) -> None:
    log.append("k", "a", "s0", {})
    seen: list[int] = []
    with log.writer(alone_after=ALONE_AFTER_SECONDS) as writer:
        for n in range(1, 6):
            time.sleep(ALONE_AFTER_SECONDS * 2)
            durable = writer.submit("k", "a", f"s{n}", {})
            assert durable.batch is writer_module._WRITTEN
            assert durable.done() and durable.result() == n

            def report(batch: Future[int], offset: int = durable.offset) -> None:
                seen.append(batch.result() + offset)

            durable.batch.add_done_callback(report)
    assert seen == [1, 2, 3, 4, 5]
    assert not writer_module._WRITTEN._done_callbacks  # type: ignore[attr-defined]
    assert not writer_module._WRITTEN._waiters
    assert _subjects(log) == [f"s{n}" for n in range(6)]


# -- close() -----------------------------------------------------------------------------------


@pytest.mark.parametrize("way", ["fast", "slow"])
def test_close_while_another_thread_appends_loses_no_acknowledged_entry_nor_writes_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, way: str
) -> None:
    """close() from one thread while another appends: the append may fail, but no byte of it
    may land in a file this process opens once close() has returned (its descriptors reused)."""
    written: list[tuple[int, str]] = []
    lost: list[tuple[int, int, str]] = []
    for trial in range(40):
        log = open_log(tmp_path / f"log{trial}")
        if way == "slow":
            _slow_only(log, monkeypatch)
        log.append("k", "a", "s0", {})
        started = threading.Event()
        acked: list[tuple[int, str]] = []

        def loop(
            log: AuditLog = log,
            acked: list[tuple[int, str]] = acked,
            started: threading.Event = started,
        ) -> None:
            started.set()
            try:
                for n in itertools.count(1):
                    acked.append((log.append("k", "a", f"s{n}", {}), f"s{n}"))
            except Exception:
                return

        thread = threading.Thread(target=loop)
        thread.start()
        started.wait()
        time.sleep(random.uniform(0, 0.003))
        log.close()
        victims = [
            os.open(tmp_path / f"victim{trial}-{k}", os.O_RDWR | os.O_CREAT, 0o600)
            for k in range(8)
        ]
        thread.join()
        for k, fd in enumerate(victims):
            size = os.fstat(fd).st_size
            if size:
                written.append((trial, f"victim{k}: {size} bytes"))
            os.close(fd)
        # Every acknowledged entry must still be there once the next writer has cut any torn tail.
        with open_log(tmp_path / f"log{trial}") as again:
            again.append("k", "a", "next", {})
            subjects = _subjects(again)
        lost += [
            (trial, index, tag)
            for index, tag in acked
            if index >= len(subjects) or subjects[index] != tag
        ]
    assert not lost, lost
    assert not written, written


# -- interrupted and short system calls (an LD_PRELOAD shim) ---------------------------------------

_SHIM = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

static int on(const char *what)
{
    const char *mode = getenv("GOVERN_SHIM_FAULT");
    return mode != NULL && strcmp(mode, what) == 0;
}

int fdatasync(int fd)
{
    static int calls;
    static int (*real)(int);
    if (!real)
        real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    /* Every other call is interrupted by a signal before it completes, as on NFS or FUSE. */
    if (on("fdatasync_eintr") && calls++ % 2 == 0) {
        errno = EINTR;
        return -1;
    }
    return real(fd);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset)
{
    static int calls;
    static ssize_t (*real)(int, const void *, size_t, off_t);
    if (!real)
        real = (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite");
    if (on("pwrite_short_eintr")) {
        if (calls++ % 3 == 0) {
            errno = EINTR;
            return -1;
        }
        if (count > 5)
            count = 5;
    }
    return real(fd, buf, count, offset);
}
ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset)
{
    return pwrite(fd, buf, count, offset);
}
"""

_CHILD = r"""
import sys
from govern.audit import open_log
from govern.errors import AuditError
from tests.audit.appends import lone_appends
with open_log(sys.argv[1]) as log:
    if sys.argv[2] == "slow":
        log._append_alone = lambda record: None
    out = []
    for n in range(6):
        try:
            out.append(str(log.append("k", "a", f"s{n}", {"pad": "z" * 40})))
        except AuditError as exc:
            out.append("error: " + str(exc).split(": ", 1)[1])
    print("|".join(out))
"""


@pytest.fixture(scope="module")
def shim(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("shim")
    source = folder / "shim.c"
    source.write_text(_SHIM)
    library = folder / "shim.so"
    try:
        subprocess.run(
            ["cc", "-shared", "-fPIC", "-O1", "-o", str(library), str(source), "-ldl"],
            check=True,
            capture_output=True,
        )
    except (OSError, subprocess.CalledProcessError) as exc:
        pytest.fail(f"no C compiler for the shim (scripts/setup installs one): {exc}")
    return library


def _run_child(shim: Path, directory: Path, way: str, fault: str) -> list[str]:
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "LD_PRELOAD": str(shim),
        "GOVERN_SHIM_FAULT": fault,
    }
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(directory), way],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().split("|")


@pytest.mark.parametrize("fault", ["fdatasync_eintr", "pwrite_short_eintr"])
def test_interrupted_or_short_system_calls_fail_no_lone_append_the_ordinary_path_makes(
    tmp_path: Path, shim: Path, fault: str
) -> None:
    slow = _run_child(shim, tmp_path / "slow", "slow", fault)
    fast = _run_child(shim, tmp_path / "fast", "fast", fault)
    assert slow == [str(n) for n in range(6)]
    assert fast == slow
    with open_log(tmp_path / "fast") as fast_log, open_log(tmp_path / "slow") as slow_log:
        assert _subjects(fast_log) == _subjects(slow_log) == [f"s{n}" for n in range(6)]


# -- the C function's own error paths ----------------------------------------------------------


def test_a_lone_append_that_fails_mid_way_releases_the_lock_and_says_why(log: AuditLog) -> None:
    import errno
    import fcntl

    log.append("k", "a", "s0", {})
    tail, frontier = log._left  # type: ignore[misc]
    lock = os.open(log.directory / "log.lock", os.O_RDWR)
    fds = {name: os.open(log.directory / name, os.O_RDWR) for name in FILES}
    closed = os.open(log.directory / ENTRIES, os.O_RDONLY)
    os.close(closed)  # a descriptor that is not open: fstat fails after the flock is taken

    def append_with(entries: int) -> None:
        _tree.append_alone(
            lock,
            entries,
            fds[HASHES],
            fds[INDEX],
            _record(1),
            tail.entries_end,
            tail.size,
            frontier,
        )

    try:
        with pytest.raises(OSError) as raised:
            append_with(closed)
        assert raised.value.errno == errno.EBADF
        # Read-only log.jsonl: the pwrite fails after the checks passed.
        readonly = os.open(log.directory / ENTRIES, os.O_RDONLY)
        try:
            with pytest.raises(OSError) as raised:
                append_with(readonly)
            assert raised.value.errno == errno.EBADF
        finally:
            os.close(readonly)
        # Neither left the flock taken: another holder gets it at once.
        other = os.open(log.directory / "log.lock", os.O_RDONLY)
        try:
            fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(other, fcntl.LOCK_UN)
        finally:
            os.close(other)
    finally:
        os.close(lock)
        for fd in fds.values():
            os.close(fd)
    assert log.append("k", "a", "s1", {}) == 1
    assert _subjects(log) == ["s0", "s1"]


def test_lone_appends_keep_reference_counts_whatever_the_outcome(log: AuditLog) -> None:
    log.append("k", "a", "s0", {})
    tail, frontier = log._left  # type: ignore[misc]
    record = _record(1)
    lock, entries, hashes, index = (
        os.open(log.directory / name, os.O_RDWR) for name in ("log.lock", ENTRIES, HASHES, INDEX)
    )
    fds = [lock, entries, hashes, index]
    try:
        counts = (sys.getrefcount(record), sys.getrefcount(frontier), sys.getrefcount(None))
        for _ in range(2000):
            assert (
                _tree.append_alone(
                    lock, entries, hashes, index, record, tail.entries_end + 1, tail.size, frontier
                )
                is None
            )
            with pytest.raises(ValueError):
                _tree.append_alone(
                    lock, entries, hashes, index, record, tail.entries_end, tail.size + 2, frontier
                )
        after = (sys.getrefcount(record), sys.getrefcount(frontier), sys.getrefcount(None))
        assert after[:2] == counts[:2]
        assert abs(after[2] - counts[2]) < 50  # None is shared by everything; no 2000-leak
    finally:
        for fd in fds:
            os.close(fd)


# -- the writer, its lone submitters and other users of the log ------------------------------


def test_lone_submitters_batches_and_direct_appends_never_share_an_index(log: AuditLog) -> None:
    got: list[tuple[int, str]] = []
    guard = threading.Lock()
    failures: list[BaseException] = []
    with log.writer(alone_after=0.0) as writer:

        def submitter(t: int) -> None:
            try:
                for n in range(200):
                    tag = f"w{t}-{n}"
                    durable = writer.submit("k", "a", tag, {})
                    index = durable.result(timeout=30)
                    with guard:
                        got.append((index, tag))
                    if n % 7 == 0:
                        time.sleep(0.001)
            except BaseException as exc:
                failures.append(exc)

        def direct(t: int) -> None:
            try:
                for n in range(200):
                    tag = f"d{t}-{n}"
                    index = log.append("k", "a", tag, {})
                    with guard:
                        got.append((index, tag))
            except BaseException as exc:
                failures.append(exc)

        threads = [threading.Thread(target=submitter, args=(t,)) for t in range(4)]
        threads += [threading.Thread(target=direct, args=(t,)) for t in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert not failures, failures
    assert sorted(index for index, _ in got) == list(range(len(got)))
    subjects = _subjects(log)
    assert all(subjects[index] == tag for index, tag in got)


def test_odd_bytes_in_a_record_are_written_as_the_ordinary_path_writes_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """append_records checks only for a newline and the size: NUL, CR, invalid UTF-8 and a
    one-byte record go to C as they are."""
    appended = lone_appends(monkeypatch)
    odd = [b"x", b"\x00" * 10, b"a\rb", b"\xff\xfe\x80", b"\x00", b"{" * 1000]
    with open_log(tmp_path / "fast") as fast, open_log(tmp_path / "slow") as slow:
        _slow_only(slow, monkeypatch)
        first = _record(0)
        fast.append_records([first])
        slow.append_records([first])
        for record in odd:
            assert fast.append_records([record]) == slow.append_records([record])
        assert _files(fast) == _files(slow)
        assert fast.root(7) == slow.root(7)
    assert appended == [True] * len(odd)


def test_where_boots_cannot_be_told_apart_no_append_goes_the_lone_way(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(audit_log_module, "BOOT_ID", None)
    appended = lone_appends(monkeypatch)
    for n in range(5):
        assert log.append("k", "a", f"s{n}", {}) == n
    assert appended == []
