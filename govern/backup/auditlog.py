"""The audit-log export: a consistent copy of govern's own log for the configuration backup.

Other processes go on appending while it is copied. Appends only ever add bytes past the
committed tail, and a checkpoint is published only once the log holds what it covers, so the
copy reads the signed checkpoints first and then the tail: every checkpoint it holds covers a
prefix of the entries it holds, and no torn last line is ever copied. log.index and log.hashes
are recomputed from the copied entries and kept only when the live files say the same for the
whole prefix; otherwise they are left out and `govern audit repair` remakes them.

Only the log's own names are read, each without following a symlink: anything else in the
folder is never copied.
"""

from __future__ import annotations

import ctypes
import errno
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from govern.audit.checkpoint import stated_checkpoint
from govern.audit.files import exists_in
from govern.audit.log import CHECKPOINT, CHECKPOINT_HISTORY, ENTRIES, HASHES, INDEX, OFFSET
from govern.audit.merkle import Frontier, leaf_hash
from govern.audit.note import NoteError
from govern.audit.trust import MAX_NOTE_BYTES
from govern.errors import AuditError, BackupError

if TYPE_CHECKING:
    from govern.audit.log import AuditLog
    from govern.config import LoadedConfig

_CHUNK = 1 << 22
_HISTORY_NAME = re.compile(r"[0-9]{20}")
_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_READ = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
_AT_FDCWD, _RENAME_EXCHANGE = -100, 2


@dataclass
class _Derived:
    """log.index and log.hashes as they follow from entries, compared with the live ones."""

    frontier: Frontier = field(default_factory=Frontier)
    end: int = 0
    index: bytearray = field(default_factory=bytearray)
    hashes: bytearray = field(default_factory=bytearray)
    matches: bool = True

    def add(self, line: bytes) -> None:
        self.end += len(line) + 1
        self.index += OFFSET.pack(self.end)
        for completed in self.frontier.append(leaf_hash(line)):
            self.hashes += completed


def export_audit_log(config: LoadedConfig, target: Path) -> int:
    """Replace folder TARGET by a consistent copy of the site's audit log; return how many
    entries it holds. A site whose log has no entries yet gets an empty folder."""
    source = config.audit_dir
    try:
        folder = os.open(source, _FOLDER)
    except FileNotFoundError:
        folder = -1
    except OSError as exc:
        raise BackupError(f"cannot open the audit log folder {source}: {_why(exc)}") from None
    try:
        has_log = folder >= 0 and exists_in(folder, ENTRIES)
        # Checkpoints first: every one read then covers entries the copy holds.
        notes = _read_notes(folder, source) if has_log else {}
        with _new_folder(target) as new:
            count = _copy_entries(config, new) if has_log else 0
            for relative, data in notes.items():
                _write(new, relative, data)
            _sync_tree(new)
            _swap(new, target)
        return count
    finally:
        if folder >= 0:
            os.close(folder)


def _why(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "it is a symlink, which govern never follows here"
    if exc.errno == errno.ENOTDIR:
        return "it is not a folder"
    return exc.strerror or str(exc)


def _open_regular(folder: int, name: str, where: Path) -> BinaryIO:
    """A regular file in FOLDER, refused when it is a symlink or anything else."""
    try:
        fd = os.open(name, _READ, dir_fd=folder)
    except OSError as exc:
        raise BackupError(f"cannot read {where / name}: {_why(exc)}") from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise BackupError(f"refusing {where / name}: it is not a regular file")
    return os.fdopen(fd, "rb")


def read_note(folder: int, name: str, where: Path) -> bytes:
    """A checkpoint note in FOLDER: a regular file no larger than any note."""
    with _open_regular(folder, name, where) as handle:
        data = handle.read(MAX_NOTE_BYTES + 1)
    if len(data) > MAX_NOTE_BYTES:
        raise BackupError(f"refusing {where / name}: it is larger than any checkpoint")
    return data


def copy_regular(folder: int, name: str, where: Path, target: Path, *, note: bool = False) -> None:
    """Copy regular file NAME of FOLDER to a new file TARGET (0600), refusing a symlink or
    anything else, and a NOTE larger than any checkpoint."""
    if note:
        data = read_note(folder, name, where)
        with _create(target) as out:
            out.write(data)
        return
    with _open_regular(folder, name, where) as source, _create(target) as out:
        while chunk := source.read(_CHUNK):
            out.write(chunk)


def _read_notes(folder: int, source: Path) -> dict[str, bytes]:
    """checkpoint and checkpoints/*, without any history note newer than that checkpoint.

    The log writes a checkpoint into checkpoints/ before it publishes it as `checkpoint`, so a
    copy taken between the two writes would hold a history note past the published one, which
    verification rightly calls a rolled-back checkpoint; such a note is left out."""
    notes: dict[str, bytes] = {}
    published = 0
    if exists_in(folder, CHECKPOINT):
        notes[CHECKPOINT] = read_note(folder, CHECKPOINT, source)
        published = _covered(notes[CHECKPOINT])
    try:
        history = os.open(CHECKPOINT_HISTORY, _FOLDER, dir_fd=folder)
    except FileNotFoundError:
        history = -1
    except OSError as exc:
        raise BackupError(f"cannot open {source / CHECKPOINT_HISTORY}: {_why(exc)}") from None
    if history >= 0:
        try:
            for name in sorted(os.listdir(history)):
                if _HISTORY_NAME.fullmatch(name):  # never a temporary file being written
                    note = read_note(history, name, source / CHECKPOINT_HISTORY)
                    if int(name) <= published:
                        notes[f"{CHECKPOINT_HISTORY}/{name}"] = note
        finally:
            os.close(history)
    return notes


def _covered(note: bytes) -> int:
    """How many entries a checkpoint note says it covers; an unreadable one is copied as it is
    (verification of the copy says what is wrong with it), with no history note beyond it."""
    try:
        return stated_checkpoint(note).size
    except NoteError:
        return 0


def _copy_entries(config: LoadedConfig, new: Path) -> int:
    from govern.audit.site import open_site_log

    try:
        with open_site_log(config, create=False) as log:
            return _copy_log(log, new)
    except AuditError as exc:
        raise BackupError(f"audit log export: {exc}") from None


def _copy_log(log: AuditLog, new: Path) -> int:
    """log.jsonl up to the committed tail, and the derived files when they match it."""
    tail = log.tail()
    derived = _Derived()
    with (
        _create(new / ENTRIES) as entries,
        _create(new / INDEX) as index,
        _create(new / HASHES) as hashes,
    ):
        position, carry = 0, b""
        index_at = hashes_at = 0  # where this chunk's derived records go
        while position < tail.entries_end:
            blob = log.read_raw(ENTRIES, position, min(_CHUNK, tail.entries_end - position))
            position += len(blob)
            entries.write(blob)
            lines = (carry + blob).split(b"\n")
            carry = lines.pop()
            for line in lines:
                derived.add(line)
            derived.matches = (
                derived.matches
                and _same(log, INDEX, index_at, derived.index)
                and _same(log, HASHES, hashes_at, derived.hashes)
            )
            if derived.matches:
                index.write(derived.index)
                hashes.write(derived.hashes)
            index_at, hashes_at = index_at + len(derived.index), hashes_at + len(derived.hashes)
            derived.index.clear()
            derived.hashes.clear()
    # The tail ends on a line end, so nothing is carried over; a count that differs from the
    # tail's says the derived files describe other entries.
    if not derived.matches or carry or derived.frontier.size != tail.size:
        (new / INDEX).unlink()
        (new / HASHES).unlink()
    return derived.frontier.size


def _same(log: AuditLog, name: str, offset: int, expected: bytes | bytearray) -> bool:
    """Whether the live file holds EXPECTED at OFFSET."""
    try:
        return log.read_raw(name, offset, len(expected)) == expected
    except AuditError:  # shorter than that
        return False


def _create(path: Path) -> _File:
    return _File(os.open(path, _NEW, 0o600))


class _File:
    """A new file of the copy, 0600 whatever the umask, made durable when closed."""

    def __init__(self, fd: int) -> None:
        os.fchmod(fd, 0o600)
        self._handle = os.fdopen(fd, "wb")

    def write(self, data: bytes | bytearray) -> None:
        self._handle.write(data)

    def __enter__(self) -> _File:
        return self

    def __exit__(self, *_: object) -> None:
        self._handle.flush()
        os.fsync(self._handle.fileno())
        self._handle.close()


def _write(new: Path, relative: str, data: bytes) -> None:
    path = new / relative
    if path.parent != new and not path.parent.exists():
        path.parent.mkdir(mode=0o700)
    with _create(path) as out:
        out.write(data)


def _sync_tree(new: Path) -> None:
    for folder in (new / CHECKPOINT_HISTORY, new):
        if folder.exists():
            fd = os.open(folder, _FOLDER)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)


@contextmanager
def _new_folder(target: Path) -> Iterator[Path]:
    """A new private folder beside TARGET, removed again unless it took TARGET's place (then
    what it swapped out is removed). Copies a killed run left behind go first."""
    parent = target.parent
    parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    for stale in parent.glob(f".{target.name}.*"):
        _remove(stale)
    path = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=parent))
    try:
        yield path
    finally:
        _remove(path)


def _remove(path: Path) -> None:
    """Remove what is at PATH (a folder of ours, or whatever was swapped out), never
    following a symlink."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return
    if stat.S_ISDIR(info.st_mode):
        shutil.rmtree(path)
    else:
        path.unlink()


def _swap(new: Path, target: Path) -> None:
    """Put NEW in TARGET's place in one step: readers see the old copy or the new, whole.
    What was at TARGET ends up at NEW, which the caller removes."""
    libc = ctypes.CDLL(None, use_errno=True)
    result = libc.renameat2(
        _AT_FDCWD, bytes(new), _AT_FDCWD, bytes(target), ctypes.c_uint(_RENAME_EXCHANGE)
    )
    if result != 0:
        code = ctypes.get_errno()
        if code != errno.ENOENT:
            raise BackupError(
                f"cannot put the audit log export in place at {target}: {os.strerror(code)}"
            )
        os.rename(new, target)  # nothing there yet
    fd = os.open(target.parent, _FOLDER)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
