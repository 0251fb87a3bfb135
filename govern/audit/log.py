"""The append-only log on disk: three files grown together under one lock.

- `log.jsonl`  the entries, one canonical JSON object and a newline each;
- `log.index`  the end offset of each entry in log.jsonl, 8 bytes big-endian;
- `log.hashes` every tree node hash once complete, in the order they complete (a leaf, then the
  subtrees it closes), so any complete subtree hash is one read away;
- `log.synced` how many entries' index records and hashes are on disk for sure, and in which
  boot of the machine that was written.

Only log.jsonl is fsync'd before an append is acknowledged: log.index and log.hashes are derived
from it, written after it is durable and fsync'd every SYNC_EVERY entries and at checkpoints.
A process killed mid-append leaves a torn tail (bytes past the last whole record) that readers
never see and the next writer truncates while holding the lock. A power loss can also lose
derived records written since the last sync, or leave holes in them; so while log.synced names
an earlier boot, the derived files are trusted only up to its size, and the next writer rebuilds
them from log.jsonl, keeping every whole canonical entry there (all acknowledged ones are).

Writers wait for the lock a bounded time and then fail with an AuditError, so a stuck process
holding it costs each append a deny, never a hang. `access` says who else may read the folder.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.audit import _tree
from govern.audit.access import OWNER_ONLY_FILE, Access, open_file, open_folder
from govern.audit.entry import MAX_ENTRY_BYTES, Entry
from govern.audit.files import atomic_write, exists_in, fsync_directory, read_exactly, write_all
from govern.audit.lock import WriterLock
from govern.audit.merkle import (
    HASH_SIZE,
    Frontier,
    consistency_proof,
    frontier_positions,
    inclusion_proof,
    leaf_hash,
    tree_root,
)
from govern.audit.synced import BOOT_ID, BOOT_LABEL, SYNCED, Synced
from govern.errors import AuditError

if TYPE_CHECKING:
    from govern.audit.checkpoint import SignedCheckpoint
    from govern.audit.note import SigningKey
    from govern.audit.writer import GroupCommitWriter

ENTRIES, INDEX, HASHES, LOCK = "log.jsonl", "log.index", "log.hashes", "log.lock"
# Checkpoints take turns on a lock of their own, so appends wait only while a head is signed.
CHECKPOINT_LOCK = "checkpoint.lock"
CHECKPOINT, CHECKPOINT_HISTORY = "checkpoint", "checkpoints"
OFFSET = struct.Struct(">Q")
# The derived files are fsync'd at least once per this many entries, which bounds how much a
# writer rebuilds from log.jsonl after a power loss.
SYNC_EVERY = 4096
_RECOVERY_CHUNK = 1 << 22
# How long a command waits for another process's append or checkpoint before giving up.
DEFAULT_LOCK_TIMEOUT = 10.0
# A daemon's batches wait less: job_submit.lua waits 0.5 s by default before it refuses the job
# (or lets it through on a fail-open partition), and the daemon's deny must come first.
DAEMON_LOCK_TIMEOUT = 0.3


def stored_hash_count(size: int) -> int:
    """How many hashes log.hashes holds for a tree of this size."""
    return 2 * size - size.bit_count()


def stored_hash_position(level: int, index: int) -> int:
    """Where the hash of subtree (level, index) sits in log.hashes: right after its last leaf
    and the level - 1 subtrees that leaf closes below it."""
    last_leaf = ((index + 1) << level) - 1
    return stored_hash_count(last_leaf) + level


def size_for_hash_count(count: int) -> int:
    """The largest tree size whose hashes fit in `count` stored hashes."""
    size = count // 2 + 64
    while stored_hash_count(size) > count:
        size -= 1
    return size


@dataclass(frozen=True)
class Tail:
    """The committed end of the log: its size and where its last entry ends in log.jsonl."""

    size: int
    entries_end: int


def _lengths_at(tail: Tail) -> tuple[int, int, int]:
    """The lengths of log.jsonl, log.index and log.hashes with nothing past TAIL."""
    return (tail.entries_end, tail.size * OFFSET.size, stored_hash_count(tail.size) * HASH_SIZE)


class AuditLog:
    """One log folder, shared safely by any number of threads and processes."""

    def __init__(
        self,
        directory: Path,
        *,
        create: bool,
        access: Access | None = None,
        lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    ) -> None:
        self.directory = directory
        self.lock_timeout = lock_timeout
        self._folder_fd, self.access = open_folder(directory, access, create=create)
        self._fds: dict[str, int] = {}
        self._writer_lock: WriterLock | None = None
        # Where this log's own last append left the files, and its frontier's hashes one after
        # the other (None: unknown).
        self._left: tuple[Tail, bytes] | None = None
        try:
            self._open_files(create)
        except BaseException:
            self.close()
            raise
        if create:
            fsync_directory(directory)
        synced = Synced.read(directory)
        # How far the derived files can be trusted: all of them when they were last made durable
        # in this boot (a killed process can only tear their tail), else only what was durable.
        # Without log.synced every derived record was fsync'd with its entry.
        self._trusted_size: int | None = None
        self._synced_size = 0
        if synced is not None:
            self._trusted_size = None if synced.this_boot else synced.size
            self._synced_size = synced.size
        elif create and self.raw_length(ENTRIES) and not self.raw_length(INDEX):
            # Entries without any derived record (a copy restored without its derived files):
            # rebuilt from log.jsonl, never cut to what the empty files cover.
            try:
                self.rebuild_derived()
            except BaseException:
                self.close()
                raise
        elif create:
            with self._exclusive() as tail:
                if not (directory / SYNCED).exists():
                    self._sync_derived(tail.size)

    def _open_files(self, create: bool) -> None:
        if not create and not exists_in(self._folder_fd, INDEX):
            raise AuditError(
                f"no audit log in {self.directory}: check [audit] dir, or append an entry first"
            )
        flags = os.O_RDWR | os.O_CREAT if create else os.O_RDONLY
        mode = self.access.file_mode
        for name in (ENTRIES, INDEX, HASHES):
            self._fds[name] = open_file(self._folder_fd, self.directory, name, flags, mode)
            if create:
                self.access.apply(self._fds[name], mode)
        if create:
            # Readers never take the lock: whoever can open it can stall every writer.
            fd = open_file(self._folder_fd, self.directory, LOCK, flags, OWNER_ONLY_FILE)
            self._writer_lock = WriterLock(fd, self.directory / LOCK)
            self.access.apply(fd, OWNER_ONLY_FILE)

    def make_folders(self, path: Path) -> None:
        """Create `path` and the folders above it inside the log folder, as private as it."""
        parts = path.relative_to(self.directory).parts
        for depth in range(1, len(parts) + 1):
            self._make_folder(self.directory.joinpath(*parts[:depth]))

    def _make_folder(self, path: Path) -> None:
        try:
            path.mkdir(mode=self.access.folder_mode)
        except FileExistsError:
            return
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
        try:
            self.access.apply(fd, self.access.folder_mode)
        finally:
            os.close(fd)

    def write_file(self, path: Path, data: bytes) -> None:
        """Publish a file in the log folder (a checkpoint, a tile) as private as the log."""
        atomic_write(path, data, self.access)

    # -- reading ---------------------------------------------------------------------------

    def raw_length(self, name: str) -> int:
        """The length of one of the log's files, torn tail included."""
        return os.fstat(self._fds[name]).st_size

    def read_raw(self, name: str, offset: int, length: int) -> bytes:
        return read_exactly(self._fds[name], length, offset)

    def claimed_size(self) -> int:
        """How many entries the derived files claim and can be trusted for."""
        size = min(
            self.raw_length(INDEX) // OFFSET.size,
            size_for_hash_count(self.raw_length(HASHES) // HASH_SIZE),
        )
        if self._trusted_size is not None:
            synced = Synced.read(self.directory)  # a writer may have rebuilt them since
            if synced is None or synced.this_boot:
                self._trusted_size = None
            else:
                size = min(size, self._trusted_size)
        return size

    def tail(self) -> Tail:
        """The committed size: whole records present in all three files (the torn tail excluded)."""
        size = self.claimed_size()
        entries_length = self.raw_length(ENTRIES)
        while size:
            end = self.entry_end(size - 1)
            if end <= entries_length and os.pread(self._fds[ENTRIES], 1, end - 1) == b"\n":
                return Tail(size, end)
            size -= 1
        return Tail(0, 0)

    def size(self) -> int:
        return self.tail().size

    def entry_end(self, index: int) -> int:
        raw = read_exactly(self._fds[INDEX], OFFSET.size, index * OFFSET.size)
        return int(OFFSET.unpack(raw)[0])

    def entry_bytes(self, start: int, stop: int) -> list[bytes]:
        """The stored bytes of entries [start, stop), without their newlines."""
        if start >= stop:
            return []
        first = self.entry_end(start - 1) if start else 0
        raw = read_exactly(self._fds[INDEX], OFFSET.size * (stop - start), OFFSET.size * start)
        ends = [int(end) for (end,) in OFFSET.iter_unpack(raw)]
        blob = read_exactly(self._fds[ENTRIES], ends[-1] - first, first)
        records, position = [], 0
        for end in ends:
            records.append(blob[position : end - first - 1])
            position = end - first
        return records

    def entries(
        self, start: int = 0, stop: int | None = None, *, newest_first: bool = False
    ) -> Iterator[tuple[int, Entry]]:
        """Parsed entries [start, stop), read in chunks, oldest or newest first."""
        stop = self.size() if stop is None else stop
        chunk = 1024
        firsts = range(start, stop, chunk)
        for first in reversed(firsts) if newest_first else firsts:
            records = list(enumerate(self.entry_bytes(first, min(first + chunk, stop))))
            for offset, data in reversed(records) if newest_first else records:
                try:
                    yield first + offset, Entry.from_bytes(data)
                except AuditError as exc:
                    raise AuditError(
                        f"audit log entry {first + offset}: {exc}: run `govern audit verify`"
                    ) from None

    def subtree_hash(self, level: int, index: int) -> bytes:
        position = stored_hash_position(level, index) * HASH_SIZE
        return read_exactly(self._fds[HASHES], HASH_SIZE, position)

    def root(self, size: int) -> bytes:
        return tree_root(size, self.subtree_hash)

    def require_size(self, size: int) -> None:
        """Refuse to answer for a tree larger than the log on disk."""
        have = self.size()
        if size > have:
            raise AuditError(
                f"the log has {have} entries but the checkpoint covers {size}: "
                "run `govern audit verify`"
            )

    def inclusion_proof(self, index: int, size: int) -> list[bytes]:
        return inclusion_proof(index, size, self.subtree_hash)

    def consistency_proof(self, old_size: int, new_size: int) -> list[bytes]:
        return consistency_proof(old_size, new_size, self.subtree_hash)

    # -- appending -------------------------------------------------------------------------

    @contextmanager
    def _exclusive(
        self, lock_timeout: float | None = None, *, repairing: bool = False
    ) -> Iterator[Tail]:
        """Hold the log against every other writer, with any torn tail cut off. Derived files
        that cover fewer entries than were last made durable were cut or damaged, not torn by
        a crash: then nothing is cut from log.jsonl, and only a repair may go on."""
        if self._writer_lock is None:
            raise AuditError(f"the audit log in {self.directory} was opened read-only")
        with self._writer_lock.held(self.lock_timeout if lock_timeout is None else lock_timeout):
            left, self._left = self._left, None
            if left is not None and not repairing and self._lengths() == _lengths_at(left[0]):
                # Nobody has appended, cut or torn anything since this log's own last append
                # (each would change a length): its tail is still the tail, with no need to
                # read it again, and the derived files still cover what was made durable.
                self._left = left
                yield left[0]
                return
            if self._trusted_size is not None:
                synced = Synced.read(self.directory)
                if synced is None or synced.this_boot:
                    self._trusted_size = None
                else:
                    self._trusted_size = synced.size
            tail = self.tail() if self._trusted_size is None else self._rebuild()
            if not repairing:
                durable = Synced.read(self.directory)
                if durable is not None and durable.this_boot and tail.size < durable.size:
                    raise AuditError(
                        f"log.index and log.hashes in {self.directory} cover {tail.size} entries "
                        f"but {durable.size} were made durable: they were cut or damaged; nothing "
                        "was cut from log.jsonl: run `govern audit repair`"
                    )
                self._truncate(tail)
            yield tail

    def _lengths(self) -> tuple[int, int, int]:
        return (
            self.raw_length(ENTRIES),
            self.raw_length(INDEX),
            self.raw_length(HASHES),
        )

    def _truncate(self, tail: Tail) -> None:
        for name, length in (
            (INDEX, tail.size * OFFSET.size),
            (HASHES, stored_hash_count(tail.size) * HASH_SIZE),
            (ENTRIES, tail.entries_end),
        ):
            if self.raw_length(name) > length:
                os.ftruncate(self._fds[name], length)
                os.fsync(self._fds[name])

    def _rebuild(self) -> Tail:
        """After a restart since the derived files were last durable: recompute their records
        past that point from log.jsonl, up to its last whole canonical entry, and make them
        durable. Every acknowledged entry was fsync'd to log.jsonl, so none is lost; what
        follows the first torn or unreadable line was never acknowledged."""
        start = self.tail()
        size, end = start.size, start.entries_end
        frontier = Frontier(size, [self.subtree_hash(*p) for p in frontier_positions(size)])
        index, hashes = bytearray(), bytearray()
        entries_length = self.raw_length(ENTRIES)
        while end < entries_length:
            blob = self.read_raw(ENTRIES, end, min(_RECOVERY_CHUNK, entries_length - end))
            lines = blob.split(b"\n")[:-1]  # the last piece has no newline: not whole
            if not lines:
                break
            for line in lines:
                try:
                    Entry.from_bytes(line)
                except AuditError:
                    entries_length = end  # stop here: the rest is a torn tail
                    break
                end += len(line) + 1
                index += OFFSET.pack(end)
                for completed in frontier.append(leaf_hash(line)):
                    hashes += completed
        rebuilt = frontier.size
        try:
            write_all(self._fds[INDEX], index, size * OFFSET.size)
            write_all(self._fds[HASHES], hashes, stored_hash_count(size) * HASH_SIZE)
            tail = Tail(rebuilt, end)
            self._truncate(tail)
            self._sync_derived(rebuilt)
        except OSError as exc:
            raise AuditError(
                f"cannot repair the audit log in {self.directory} after a restart: {exc.strerror}"
            ) from None
        self._trusted_size = None
        return tail

    def _read_own(self, name: str) -> bytes | None:
        """A small file of the log's folder (never through a symlink), or None if absent."""
        try:
            fd = os.open(self.directory / name, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise AuditError(f"cannot read {self.directory / name}: {exc.strerror}") from None
        try:
            with os.fdopen(fd, "rb") as handle:
                return handle.read(_RECOVERY_CHUNK)
        except OSError as exc:
            raise AuditError(f"cannot read {self.directory / name}: {exc.strerror}") from None

    def whole_entries(self) -> Iterator[bytes]:
        """Every whole line of log.jsonl, read from it alone (not through log.index), checked to
        be an entry; AuditError names the first that is not. A last line without its newline was
        never acknowledged and is not yielded."""
        end, entries_length, count = 0, self.raw_length(ENTRIES), 0
        while end < entries_length:
            blob = self.read_raw(ENTRIES, end, min(_RECOVERY_CHUNK, entries_length - end))
            lines = blob.split(b"\n")[:-1]
            if not lines:
                return
            for line in lines:
                try:
                    Entry.from_bytes(line)
                except AuditError as exc:
                    raise AuditError(f"entry {count} in log.jsonl is damaged ({exc})") from None
                end += len(line) + 1
                count += 1
                yield line

    def rebuild_derived(self) -> int:
        """Recompute log.index and log.hashes from log.jsonl alone, and return how many entries
        they cover. Nothing is ever cut from log.jsonl here: a damaged entry before its end
        stops the rebuild with the derived files left as they were."""
        with self._exclusive(repairing=True) as tail:
            frontier = Frontier()
            index, hashes = bytearray(), bytearray()
            end = 0
            try:
                for line in self.whole_entries():
                    end += len(line) + 1
                    index += OFFSET.pack(end)
                    for completed in frontier.append(leaf_hash(line)):
                        hashes += completed
            except AuditError as exc:
                raise AuditError(
                    f"{exc}: log.index and log.hashes were left as they were; "
                    "run `govern audit verify`"
                ) from None
            durable = Synced.read(self.directory)
            acknowledged = max(tail.size, durable.size if durable is not None else 0)
            if frontier.size < acknowledged:
                raise AuditError(
                    f"log.jsonl holds {frontier.size} whole entries, fewer than the "
                    f"{acknowledged} acknowledged: run `govern audit verify`"
                )
            try:
                for name, data in ((INDEX, index), (HASHES, hashes)):
                    write_all(self._fds[name], data, 0)
                    os.ftruncate(self._fds[name], len(data))
                self._sync_derived(frontier.size)
            except OSError as exc:
                raise AuditError(
                    f"cannot rebuild the derived files in {self.directory}: {exc.strerror}"
                ) from None
            return frontier.size

    def _sync_derived(self, size: int) -> None:
        """Make the derived records of the first `size` entries durable, and say so."""
        os.fdatasync(self._fds[HASHES])
        os.fdatasync(self._fds[INDEX])
        Synced(BOOT_LABEL, size).write(self.directory, self.access)
        self._synced_size = size

    def append_records(self, records: Sequence[bytes], *, lock_timeout: float | None = None) -> int:
        """Durably append serialised entries (Entry.to_bytes()); return the index of the first
        once all are on disk. Waits for other writers `lock_timeout` (default: the log's)."""
        for record in records:
            if not record or b"\n" in record or len(record) > MAX_ENTRY_BYTES:
                raise AuditError("not a serialised audit entry: use Entry(...).to_bytes()")
        if len(records) == 1:
            first = self._append_alone(records[0])
            if first is not None:
                return first
        with self._exclusive(lock_timeout) as tail:
            left, self._left = self._left, None  # unknown again until this append succeeds
            if left is not None and left[0] == tail:
                frontier = left[1]
            else:
                frontier = b"".join(self.subtree_hash(*p) for p in frontier_positions(tail.size))
            # Hashed in C without the interpreter lock: in a daemon the event loop goes on
            # deciding meanwhile (in Python each entry held it 2.5-4.5 us; here 0.4-1.1 us of
            # CPU, batches of 64 to 1).
            entries = b"\n".join(records) + b"\n" if records else b""
            hashes, index, frontier = _tree.append(entries, tail.entries_end, tail.size, frontier)
            size = tail.size + len(records)
            end = tail.entries_end + len(entries)
            try:
                write_all(self._fds[ENTRIES], entries, tail.entries_end)
                os.fdatasync(self._fds[ENTRIES])
                # Derived records only ever describe durable entries, even after a power loss.
                write_all(self._fds[HASHES], hashes, stored_hash_count(tail.size) * HASH_SIZE)
                write_all(self._fds[INDEX], index, tail.size * OFFSET.size)
                if BOOT_ID is None:
                    os.fdatasync(self._fds[HASHES])
                    os.fdatasync(self._fds[INDEX])
                elif size - self._synced_size >= SYNC_EVERY:
                    self._sync_derived(size)
            except OSError as exc:
                raise self._not_appended(exc) from None
            self._left = (Tail(size, end), frontier)
            return tail.size

    def _append_alone(self, record: bytes) -> int | None:
        """RECORD appended in one call to C, when this log appended last and nobody has
        touched its files since (as _exclusive would find, without its bookkeeping: a lone
        job's append is most of what the daemon does for it); else None, with nothing written.
        """
        lock = self._writer_lock
        if lock is None or BOOT_ID is None or not lock.threads.acquire(blocking=False):
            return None
        try:
            left = self._left
            if left is None or self._writer_lock is not lock:  # closed meanwhile
                return None
            tail, frontier = left
            if tail.size + 1 - self._synced_size >= SYNC_EVERY:
                return None  # this append also makes the derived files durable
            self._left = None  # unknown again until this append succeeds
            try:
                grown = _tree.append_alone(
                    lock.fd,
                    self._fds[ENTRIES],
                    self._fds[HASHES],
                    self._fds[INDEX],
                    record,
                    tail.entries_end,
                    tail.size,
                    frontier,
                )
            except OSError as exc:
                raise self._not_appended(exc) from None
            if grown is None:  # another process holds the lock, or appended since
                self._left = left
                return None
            self._left = (Tail(tail.size + 1, tail.entries_end + len(record) + 1), grown)
            return tail.size
        finally:
            lock.threads.release()

    def _not_appended(self, exc: OSError) -> AuditError:
        return AuditError(
            f"cannot append to the audit log in {self.directory}: {exc.strerror}; "
            "nothing was acknowledged"
        )

    def append_entry(self, entry: Entry) -> int:
        return self.append_records([entry.to_bytes()])

    def append(self, kind: str, actor: str, subject: str, payload: dict[str, Any]) -> int:
        """Log one event and return its index once it is on disk."""
        return self.append_entry(Entry(kind, actor, subject, payload))

    def writer(
        self,
        max_batch: int = 8192,
        lock_timeout: float = DAEMON_LOCK_TIMEOUT,
        alone_after: float | None = None,
    ) -> GroupCommitWriter:
        """A background writer that commits many submissions with one fsync (for daemons).
        A batch that waits `lock_timeout` for other writers fails, and every submitter hears
        why, in time to answer a deny. With `alone_after`, an entry submitted to a writer idle
        that long is appended by its submitter (see GroupCommitWriter)."""
        from govern.audit.writer import GroupCommitWriter

        return GroupCommitWriter(self, max_batch, lock_timeout, alone_after)

    # -- checkpoints -----------------------------------------------------------------------

    def checkpoint(self, key: SigningKey) -> SignedCheckpoint:
        """Sign the current tree head, publish tiles for it, and return the signed checkpoint."""
        from govern.audit.checkpoint import Checkpoint, SignedCheckpoint
        from govern.audit.head import HeadError, checked_root, require_signed_entries_intact
        from govern.audit.tiles import publish_tiles

        with self._checkpoint_lock() as turn, turn.held(self.lock_timeout):
            with self._exclusive() as tail:
                # A checkpoint never covers entries a restart could hide from readers a while.
                self._sync_derived(tail.size)
            # Appends go on meanwhile: what the first tail.size entries hold never changes.
            last_signed = self._read_own(CHECKPOINT)
            try:
                root = checked_root(self, tail.size, last_signed)
            except HeadError as exc:
                # The entries are the record: derived files that disagree with them are rebuilt,
                # but entries that no longer give what was signed are never built upon.
                require_signed_entries_intact(self, last_signed)
                rebuilt = self.rebuild_derived()
                raise AuditError(
                    f"refused to sign a checkpoint: {exc}. log.index and log.hashes were rebuilt "
                    f"from log.jsonl ({rebuilt} entries): run `govern audit checkpoint` again, "
                    "and `govern audit verify` if it is refused again"
                ) from None
            head = Checkpoint(key.name, tail.size, root)
            note = head.sign(key)
            # What the head covers never changes, so appends go on while its tiles are written.
            publish_tiles(self, head.size)
            history = self.directory / CHECKPOINT_HISTORY
            self.make_folders(history)
            self.write_file(history / f"{head.size:020d}", note.encode())
            self.write_file(self.directory / CHECKPOINT, note.encode())
            fsync_directory(history)
            fsync_directory(self.directory)
            return SignedCheckpoint(head, note)

    @contextmanager
    def _checkpoint_lock(self) -> Iterator[WriterLock]:
        if self._writer_lock is None:
            raise AuditError(f"the audit log in {self.directory} was opened read-only")
        flags = os.O_RDWR | os.O_CREAT
        fd = open_file(self._folder_fd, self.directory, CHECKPOINT_LOCK, flags, OWNER_ONLY_FILE)
        lock = WriterLock(fd, self.directory / CHECKPOINT_LOCK, "no checkpoint was made")
        try:
            self.access.apply(fd, OWNER_ONLY_FILE)
            yield lock
        finally:
            lock.close()

    def close(self) -> None:
        """Close the log's files, once any append of this process's threads is over (an append
        runs on the descriptors' numbers: closed under it, they could name other files)."""
        lock = self._writer_lock
        if lock is None:
            self._close_files()
            return
        with lock.threads:
            self._close_files()
            self._left = None
            lock.close()
            self._writer_lock = None

    def _close_files(self) -> None:
        for fd in [*self._fds.values(), self._folder_fd]:
            if fd >= 0:
                os.close(fd)
        self._fds, self._folder_fd = {}, -1

    def __enter__(self) -> AuditLog:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def open_log(
    directory: Path | str,
    *,
    create: bool = True,
    access: Access | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> AuditLog:
    """The audit log in this folder; create=False opens an existing log for reading only.
    A writer without `access` keeps whatever reader group the folder already has."""
    return AuditLog(Path(directory), create=create, access=access, lock_timeout=lock_timeout)
