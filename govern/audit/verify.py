"""Whole-log verification: recompute the tree from the entries and hold it against every
checkpoint the log has issued and every anchored copy of one."""

from __future__ import annotations

import struct
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from hashlib import sha256
from itertools import accumulate, chain
from operator import add, itemgetter
from pathlib import Path
from typing import Any

from govern.audit import forked
from govern.audit.checkpoint import Checkpoint, Trust, open_checkpoint
from govern.audit.entry import MAX_ENTRY_BYTES
from govern.audit.log import (
    CHECKPOINT,
    CHECKPOINT_HISTORY,
    ENTRIES,
    HASHES,
    INDEX,
    OFFSET,
    AuditLog,
    size_for_hash_count,
    stored_hash_count,
)
from govern.audit.merkle import EMPTY_ROOT, HASH_SIZE, Frontier
from govern.audit.note import NoteError

# Entries are checked in aligned chunks of 2^12, whose subtrees can be hashed level by level.
_CHUNK_LEVEL = 12
_CHUNK = 1 << _CHUNK_LEVEL
_CHUNK_NODES = 2 * _CHUNK - 1
# From this many whole chunks on, a forked process checks the second half of them: below it,
# starting one costs more than it saves.
_PARALLEL_CHUNKS = 16
_BOUNDARY = "entry boundaries do not match log.index: an entry was inserted, deleted or resized"
_CHANGED = "its hash does not match the stored tree: the entry (or log.hashes) was changed"


@dataclass(frozen=True)
class Problem:
    message: str
    index: int | None = None
    checkpoint: str | None = None

    def __str__(self) -> str:
        where = [self.checkpoint] if self.checkpoint else []
        where += [f"entry {self.index}"] if self.index is not None else []
        return f"{', '.join(where)}: {self.message}" if where else self.message


@dataclass
class Report:
    size: int
    root: bytes = EMPTY_ROOT  # the root of the whole log, when no structural problem hides it
    checkpoint: Checkpoint | None = None
    witnesses: tuple[str, ...] = ()
    checkpoints_checked: int = 0
    anchors_checked: int = 0
    uncommitted_bytes: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        import base64

        return {
            "ok": self.ok,
            "size": self.size,
            "root": base64.b64encode(self.root).decode(),
            "checkpoint_size": self.checkpoint.size if self.checkpoint else None,
            "witnesses": list(self.witnesses),
            "checkpoints_checked": self.checkpoints_checked,
            "anchors_checked": self.anchors_checked,
            "uncommitted_bytes": self.uncommitted_bytes,
            "problems": [
                {"message": p.message, "index": p.index, "checkpoint": p.checkpoint}
                for p in self.problems
            ],
        }


@dataclass(frozen=True)
class _Claim:
    """A signed checkpoint found somewhere: in the log folder or in an anchor."""

    label: str
    note: bytes
    anchored: bool


def _post_order(level: int) -> list[tuple[int, int]]:
    """(level, index) of every node of a perfect tree of 2^level leaves, in log.hashes order."""
    order = []
    for leaf in range(1 << level):
        order.append((0, leaf))
        for parent in range(1, ((leaf + 1) & -(leaf + 1)).bit_length()):
            order.append((parent, ((leaf + 1) >> parent) - 1))
    return order


# A chunk's node hashes in log.hashes order, picked from its levels laid end to end.
_LEVEL_STARTS = [(2 * _CHUNK) - (2 * _CHUNK >> level) for level in range(_CHUNK_LEVEL + 1)]
_IN_STORED_ORDER = itemgetter(*[_LEVEL_STARTS[lv] + i for lv, i in _post_order(_CHUNK_LEVEL)])


@dataclass(frozen=True)
class _Found:
    """The first problem of a scan: a boundary or a hash, at an entry."""

    message: str
    index: int

    def problem(self) -> Problem:
        return Problem(self.message, index=self.index)


@dataclass(frozen=True)
class _Chunk:
    """What the scan of one whole chunk hands on: the hash of its subtree as its entries give it,
    for each wanted size inside it the subtrees (level, hash) that cover the chunk up to that
    size, and where log.hashes first disagrees, if it does."""

    root: bytes
    inside: dict[int, list[tuple[int, bytes]]]
    changed: _Found | None


def _first_bad_end(log: AuditLog, first: int, ends: tuple[int, ...], start: int) -> int:
    """The first entry (from FIRST, starting at START) whose end in log.index is not where the
    next newline of log.jsonl ends."""
    length = log.raw_length(ENTRIES)
    blob = log.read_raw(ENTRIES, start, max(0, min(max(ends), length) - start))
    position = start
    for offset, end in enumerate(ends):
        newline = blob.find(b"\n", position - start) + start
        if newline < start or end != newline + 1:
            return first + offset
        position = end
    raise AssertionError("every end was where a newline ends")  # the caller saw one that was not


def _records(log: AuditLog, first: int, stop: int) -> list[bytes] | int:
    """The entries [first, stop), cut at the newlines of log.jsonl; or, when log.index puts an
    entry's end anywhere but right after a newline, the index of the first such entry."""
    count = stop - first
    start = log.entry_end(first - 1) if first else 0
    ends = struct.unpack(
        f">{count}Q", log.read_raw(INDEX, first * OFFSET.size, count * OFFSET.size)
    )
    length = ends[-1] - start
    if 0 < length <= log.raw_length(ENTRIES) - start:
        lines = log.read_raw(ENTRIES, start, length).split(b"\n")
        # where each line ends, newline included, if it were entry `first + n`
        found = tuple(
            map(add, accumulate(map(len, lines[:count])), range(start + 1, start + count + 1))
        )
        if found == ends:
            del lines[count]  # what follows the last newline: nothing
            return lines
    return _first_bad_end(log, first, ends, start)


def _first_changed(stored: bytes, expected: bytes, position: int) -> _Found:
    """The entry whose hashes in log.hashes, from hash number POSITION on, first differ."""
    mismatch = next(i for i in range(len(expected)) if stored[i] != expected[i])
    return _Found(_CHANGED, size_for_hash_count(position + mismatch // HASH_SIZE))


def _scan_chunk(log: AuditLog, first: int, wanted: Sequence[int]) -> _Chunk | _Found:
    """Hash the whole chunk starting at entry FIRST level by level, and compare its subtree with
    the hashes log.hashes stores for it."""
    records = _records(log, first, first + _CHUNK)
    if isinstance(records, int):
        return _Found(_BOUNDARY, records)
    levels = [[sha256(b"\x00" + record).digest() for record in records]]
    while len(below := levels[-1]) > 1:
        levels.append(
            [sha256(b"\x01" + a + b).digest() for a, b in zip(below[::2], below[1::2], strict=True)]
        )
    expected = b"".join(_IN_STORED_ORDER(list(chain.from_iterable(levels))))
    position = stored_hash_count(first)
    stored = log.read_raw(HASHES, position * HASH_SIZE, len(expected))
    changed = _first_changed(stored, expected, position) if stored != expected else None
    inside: dict[int, list[tuple[int, bytes]]] = {}
    for size in wanted[bisect_right(wanted, first) : bisect_left(wanted, first + _CHUNK)]:
        covered, parts = 0, []
        for level in range(_CHUNK_LEVEL - 1, -1, -1):
            if (size - first) >> level & 1:
                parts.append((level, levels[level][covered >> level]))
                covered += 1 << level
        inside[size] = parts
    return _Chunk(levels[-1][0], inside, changed)


def _scan_chunks(log: AuditLog, firsts: range, wanted: Sequence[int]) -> list[_Chunk | _Found]:
    """The chunks starting at FIRSTS, up to and including the first one with a problem."""
    scanned: list[_Chunk | _Found] = []
    for first in firsts:
        scanned.append(chunk := _scan_chunk(log, first, wanted))
        if isinstance(chunk, _Found) or chunk.changed is not None:
            break
    return scanned


def _scan_whole_chunks(
    log: AuditLog, chunks: int, wanted: Sequence[int], processes: int
) -> list[_Chunk | _Found]:
    """Scan the first CHUNKS whole chunks; given two PROCESSES, a forked one takes the second half
    of them when there are many (see govern.audit.forked); if it fails, its half is scanned
    here."""
    firsts = range(0, chunks * _CHUNK, _CHUNK)
    if processes < 2 or chunks < _PARALLEL_CHUNKS or not forked.can_fork():
        return _scan_chunks(log, firsts, wanted)
    half = chunks // 2
    theirs = firsts[half:]
    child = forked.start(lambda: _scan_chunks(log, theirs, wanted))
    try:
        ours = _scan_chunks(log, firsts[:half], wanted)
    finally:
        scanned = child()
    if isinstance(last := ours[-1], _Found) or last.changed is not None:
        return ours
    return ours + (_scan_chunks(log, theirs, wanted) if scanned is None else scanned)


def _scan(
    log: AuditLog, size: int, wanted: set[int], processes: int
) -> tuple[dict[int, bytes], list[Problem]]:
    """Recompute leaf and subtree hashes from the entries; compare them with the stored ones.
    Returns the roots at the wanted sizes and the first structural problem, if any."""
    roots = {0: EMPTY_ROOT}
    frontier = Frontier()
    whole = size // _CHUNK
    scanned = _scan_whole_chunks(log, whole, sorted(wanted), processes)
    for number, chunk in enumerate(scanned):
        if isinstance(chunk, _Found):
            return roots, [chunk.problem()]
        first = number * _CHUNK
        for inside, parts in chunk.inside.items():
            partial = frontier.copy()
            for level, subtree in parts:
                partial.append_subtree(subtree, level)
            roots[inside] = partial.root()
        above = b"".join(frontier.append_subtree(chunk.root, _CHUNK_LEVEL)[1:])
        if frontier.size in wanted:
            roots[frontier.size] = frontier.root()
        if chunk.changed is not None:
            return roots, [chunk.changed.problem()]
        position = stored_hash_count(first) + _CHUNK_NODES
        stored = log.read_raw(HASHES, position * HASH_SIZE, len(above))
        if stored != above:
            return roots, [_first_changed(stored, above, position).problem()]
    first = whole * _CHUNK
    if first == size:
        return roots, []
    # The last chunk, not whole: leaf by leaf.
    records = _records(log, first, size)
    if isinstance(records, int):
        return roots, [_Found(_BOUNDARY, records).problem()]
    completed = []
    for record in records:
        completed += frontier.append(sha256(b"\x00" + record).digest())
        if frontier.size in wanted:
            roots[frontier.size] = frontier.root()
    expected = b"".join(completed)
    position = stored_hash_count(first)
    stored = log.read_raw(HASHES, position * HASH_SIZE, len(expected))
    if stored != expected:
        return roots, [_first_changed(stored, expected, position).problem()]
    return roots, []


def _claims(
    directory: Path, anchors: Iterable[tuple[str, bytes]]
) -> tuple[list[_Claim], list[Problem]]:
    """Every checkpoint the log or its anchors hold, and those that cannot be read."""
    claims, unreadable = [], []
    history = directory / CHECKPOINT_HISTORY
    paths = [directory / CHECKPOINT] if (directory / CHECKPOINT).exists() else []
    if history.is_dir():
        paths = [p for p in sorted(history.iterdir()) if not p.name.startswith(".")] + paths
    for path in paths:
        label = str(path.relative_to(directory))
        try:
            claims.append(_Claim(label, path.read_bytes(), False))
        except OSError as exc:
            unreadable.append(Problem(f"cannot be read: {exc.strerror}", checkpoint=label))
    claims.extend(_Claim(label, note, True) for label, note in anchors)
    return claims, unreadable


def _missing_entries(log: AuditLog, size: int) -> list[Problem]:
    """Index records past the committed size whose entries are gone. A crash cannot leave
    these (an entry is written before its index record), so something removed entries."""
    claimed = log.claimed_size()
    if claimed > size and log.entry_end(claimed - 1) > log.raw_length(ENTRIES):
        return [
            Problem(
                f"log.index lists {claimed} entries but log.jsonl ends before them: "
                "entries were deleted or the file was cut",
                index=size,
            )
        ]
    return []


def verify_log(
    log: AuditLog, trust: Trust, anchors: Iterable[tuple[str, bytes]] = (), *, processes: int = 2
) -> Report:
    """Check the whole log. Every problem found is listed, the earliest first. A large log is
    checked by two PROCESSES (one of them forked) unless told one, or while other threads run."""
    tail = log.tail()
    report = Report(size=tail.size)
    report.uncommitted_bytes = log.raw_length(ENTRIES) - tail.entries_end

    verified: list[tuple[_Claim, Checkpoint]] = []
    claims, claim_problems = _claims(log.directory, anchors)
    for claim in claims:
        try:
            opened = open_checkpoint(claim.note, trust)
        except NoteError as exc:
            claim_problems.append(Problem(f"does not verify: {exc}", checkpoint=claim.label))
            continue
        verified.append((claim, opened.checkpoint))
        if claim.label == CHECKPOINT:
            report.checkpoint = opened.checkpoint
            report.witnesses = tuple(s.name for s in opened.witnessed_by)
    wanted = {c.size for _, c in verified if c.size <= tail.size} | {tail.size}
    roots, structural = _scan(log, tail.size, wanted, processes)
    report.root = roots[tail.size] if not structural else EMPTY_ROOT
    report.problems = structural + _missing_entries(log, tail.size) + claim_problems

    # Whole lines past what log.index and log.hashes cover: those were cut, not the log.
    past_tail = log.read_raw(
        ENTRIES, tail.entries_end, min(report.uncommitted_bytes, MAX_ENTRY_BYTES + 1)
    )
    derived_cut = b"\n" in past_tail
    if not derived_cut and report.uncommitted_bytes > MAX_ENTRY_BYTES:
        report.problems.append(
            Problem(
                f"log.jsonl has {report.uncommitted_bytes} bytes past its last entry with no "
                "line end, more than any entry: they were not written by govern",
                index=tail.size,
            )
        )
    good_size = 0
    for claim, checkpoint in sorted(verified, key=lambda pair: pair[1].size):
        if claim.anchored:
            report.anchors_checked += 1
        else:
            report.checkpoints_checked += 1
        if checkpoint.size > tail.size:
            why = (
                "log.index and log.hashes were cut or damaged while log.jsonl goes on: "
                "`govern audit repair` rebuilds them from it"
                if derived_cut
                else "the log was truncated or rolled back"
            )
            report.problems.append(
                Problem(
                    f"it covers {checkpoint.size} entries but the log has only {tail.size}: " + why,
                    index=tail.size,
                    checkpoint=claim.label,
                )
            )
        elif checkpoint.size not in roots:
            continue  # the scan stopped at an earlier structural problem
        elif roots[checkpoint.size] != checkpoint.root:
            since = f" after entry {good_size - 1}" if good_size else ""
            report.problems.append(
                Problem(
                    f"its root does not match entries 0..{checkpoint.size - 1}: "
                    f"history was rewritten{since}",
                    checkpoint=claim.label,
                )
            )
        else:
            good_size = max(good_size, checkpoint.size)

    if report.checkpoint is None:
        if not any(p.checkpoint == CHECKPOINT for p in report.problems):
            report.problems.append(Problem("no checkpoint yet: run `govern audit checkpoint`"))
        return report
    # An anchored copy was issued by the log too: a published head older than it is rolled back.
    issued = max(c.size for _, c in verified)
    if report.checkpoint.size < issued:
        report.problems.append(
            Problem(
                f"it covers {report.checkpoint.size} entries but a checkpoint for {issued} was "
                "issued: the published checkpoint was rolled back",
                checkpoint=CHECKPOINT,
            )
        )
    return report
