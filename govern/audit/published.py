"""Checking a log from what it publishes alone: its signed checkpoint, tiles and entry bundles.

This is what an auditor or a witness holds (a copied folder, a web server, an S3 bucket): every
entry the checkpoint covers is read from the entry bundles and hashed, the tree is rebuilt from
those leaves, and its root must be the one the checkpoint signs; every published hash tile must
hold exactly the rebuilt tree's hashes; an earlier checkpoint kept by the reader must be a prefix
of the same tree. Nothing here reads the log's own files or trusts its derived hashes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from hashlib import sha256
from typing import Protocol

from govern.audit import forked
from govern.audit.checkpoint import Checkpoint, Trust, open_checkpoint
from govern.audit.entry import entry_problems
from govern.audit.merkle import HASH_SIZE, tree_root
from govern.audit.note import NoteError
from govern.audit.places import Folder
from govern.audit.tiles import TILE_HEIGHT, TILE_WIDTH, tile_path, tiles_for, unbundle
from govern.errors import AuditError

CHECKPOINT = "checkpoint"


class Source(Protocol):
    """Where a published log is read from; PATH is relative, e.g. `tile/0/000`."""

    def read(self, path: str) -> bytes | None:
        """The file's bytes, or None when it is not there (any other failure raises)."""
        ...


@dataclass
class PublishedReport:
    checkpoint: Checkpoint | None = None
    note: str = ""  # the signed checkpoint as published, once it verified
    witnesses: tuple[str, ...] = ()  # trusted witnesses whose cosignatures verified
    entries_read: int = 0
    tiles_checked: int = 0
    previous: Checkpoint | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.checkpoint is not None and not self.problems


class _Tree:
    """Every complete subtree hash of a tree, level by level, rebuilt from its leaf hashes (a
    level's last hash, when it has no sibling yet, has no parent)."""

    def __init__(self, leaves: list[bytes]) -> None:
        self.levels = [leaves]
        while len(below := self.levels[-1]) > 1:
            self.levels.append(
                [
                    sha256(b"\x01" + a + b).digest()
                    for a, b in zip(below[::2], below[1::2], strict=False)
                ]
            )

    def subtree(self, level: int, index: int) -> bytes:
        return self.levels[level][index]

    def root(self, size: int) -> bytes:
        return tree_root(size, self.subtree)


@dataclass
class _Bundles:
    """What reading entry bundles found: their leaf hashes end to end, the problems, how many
    entries were read, and whether a bundle missing or unreadable stopped the reading."""

    leaves: bytes = b""
    problems: list[str] = field(default_factory=list)
    entries: int = 0
    stopped: bool = False

    def then(self, more: _Bundles) -> _Bundles:
        return _Bundles(
            self.leaves + more.leaves, self.problems + more.problems, self.entries + more.entries,
            more.stopped,
        )  # fmt: skip


# From this many entry bundles on, a folder's are read by two processes, each half of them.
_PARALLEL_BUNDLES = 64


def _read_bundles(source: Source, bundles: list[tuple[int, int]]) -> _Bundles:
    """Read the entry bundles (index, width), check every entry and hash it; a folder's in two
    processes when there are many (see govern.audit.forked). No other source is read by a
    forked process: it would share the parent's connections."""
    if not isinstance(source, Folder) or len(bundles) < _PARALLEL_BUNDLES or not forked.can_fork():
        return _read_bundles_here(source, bundles)
    half = len(bundles) // 2
    child = forked.start(lambda: _read_bundles_here(source, bundles[half:]))
    try:
        ours = _read_bundles_here(source, bundles[:half])
    finally:
        theirs = child()
    if ours.stopped:
        return ours
    return ours.then(_read_bundles_here(source, bundles[half:]) if theirs is None else theirs)


def _read_bundles_here(source: Source, bundles: list[tuple[int, int]]) -> _Bundles:
    read = _Bundles()
    leaves = []
    for index, width in bundles:
        path = tile_path("entries", index, width)
        bundle = source.read(path)
        if bundle is None:
            read.problems.append(f"{path} is missing")
            read.stopped = True
            break
        try:
            records = unbundle(bundle, width)
        except ValueError as exc:
            read.problems.append(f"{path} {exc}")
            read.stopped = True
            break
        for offset, problem in entry_problems(records):
            read.problems.append(f"entry {index * TILE_WIDTH + offset} in {path}: {problem}")
        leaves += [sha256(b"\x00" + record).digest() for record in records]
        read.entries += width
    read.leaves = b"".join(leaves)
    return read


def verify_published(
    source: Source, trust: Trust, *, previous: bytes | None = None
) -> PublishedReport:
    """Check the published log in SOURCE; PREVIOUS is a signed checkpoint the reader kept."""
    report = PublishedReport()
    note = source.read(CHECKPOINT)
    if note is None:
        report.problems.append("no checkpoint is published")
        return report
    try:
        opened = open_checkpoint(note, trust)
        report.checkpoint = checkpoint = opened.checkpoint
        report.note = opened.note
        report.witnesses = tuple(s.name for s in opened.witnessed_by)
    except NoteError as exc:
        report.problems.append(f"checkpoint: {exc}")
        return report

    bundles = [
        (index, width) for level, index, width in tiles_for(checkpoint.size) if level == "entries"
    ]
    read = _read_bundles(source, bundles)
    report.problems += read.problems
    report.entries_read = read.entries
    if read.stopped:
        return report
    leaves = [read.leaves[i : i + HASH_SIZE] for i in range(0, len(read.leaves), HASH_SIZE)]
    tree = _Tree(leaves)
    if tree.root(checkpoint.size) != checkpoint.root:
        report.problems.append(
            f"the {checkpoint.size} published entries do not hash to the root the checkpoint signs"
        )
        return report

    for level, index, width in tiles_for(checkpoint.size):
        if level == "entries":
            continue
        assert isinstance(level, int)
        path = tile_path(level, index, width)
        published = source.read(path)
        first = index * TILE_WIDTH
        expected = b"".join(
            tree.subtree(TILE_HEIGHT * level, first + offset) for offset in range(width)
        )
        if published is None:
            report.problems.append(f"{path} is missing")
        elif published != expected:
            report.problems.append(f"{path} does not hold the tree's hashes")
        report.tiles_checked += 1

    if previous is not None:
        _check_previous(report, tree, trust, previous)
    return report


def _check_previous(report: PublishedReport, tree: _Tree, trust: Trust, previous: bytes) -> None:
    assert report.checkpoint is not None
    try:
        report.previous = old = open_checkpoint(previous, trust).checkpoint
    except NoteError as exc:
        report.problems.append(f"the earlier checkpoint: {exc}")
        return
    if old.size > report.checkpoint.size:
        report.problems.append(
            f"the earlier checkpoint covers {old.size} entries, the published one only "
            f"{report.checkpoint.size}: the log was rolled back"
        )
    elif tree.root(old.size) != old.root:
        report.problems.append(
            f"the earlier checkpoint ({old.size} entries) is not a prefix of the published log: "
            "the log was rewritten"
        )


class Destination(Source, Protocol):
    def exists(self, path: str) -> bool: ...
    def write(self, path: str, data: bytes) -> None: ...


def publish(log: Source, checkpoint: Checkpoint, note: bytes, to: Destination) -> list[str]:
    """Copy what LOG publishes for CHECKPOINT (signed as NOTE) to TO: new tiles and entry
    bundles (a tile never changes once written, so one already there is left alone), the
    checkpoint's history file, and last the checkpoint, so a reader never sees a checkpoint
    whose tiles are not there yet. Returns the paths written."""
    written = []
    history = f"checkpoints/{checkpoint.size:020d}"
    paths = [tile_path(level, index, width) for level, index, width in tiles_for(checkpoint.size)]
    for path in [*paths, history]:
        if to.exists(path):
            continue
        data = log.read(path)
        if data is None:
            raise AuditError(f"{path} is missing from the log: run `govern audit checkpoint`")
        to.write(path, data)
        written.append(path)
    to.write(CHECKPOINT, note)
    return [*written, CHECKPOINT]
