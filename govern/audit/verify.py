"""Whole-log verification: recompute the tree from the entries and hold it against every
checkpoint the log has issued and every anchored copy of one."""

from __future__ import annotations

import struct
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from govern.audit import _tree
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
    stored_hash_position,
)
from govern.audit.merkle import EMPTY_ROOT, HASH_SIZE, Frontier
from govern.audit.note import NoteError

# Entries are checked in aligned chunks of 2^12: the hashes of one are made by one call to C.
_CHUNK_LEVEL = 12
_CHUNK = 1 << _CHUNK_LEVEL
_CHUNK_NODES = 2 * _CHUNK - 1
# From this many chunks on, a second thread checks the second half of them: below it, starting
# one costs more than it saves.
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


@dataclass(frozen=True)
class _Found:
    """The first problem of a scan: a boundary or a hash, at an entry."""

    message: str
    index: int

    def problem(self) -> Problem:
        return Problem(self.message, index=self.index)


@dataclass(frozen=True)
class _Chunk:
    """What the scan of one chunk hands on: the complete subtrees (level, hash) that cover it as
    its entries give them, the same for each wanted size inside it, and where log.hashes first
    disagrees, if it does."""

    parts: list[tuple[int, bytes]]
    inside: dict[int, list[tuple[int, bytes]]]
    changed: _Found | None


def _hashes(log: AuditLog, first: int, stop: int) -> bytes | _Found:
    """The hashes of entries [first, stop) as log.jsonl holds them, cut at its newlines, and of
    the subtrees they complete, in log.hashes order (see govern.audit._tree); or, when
    log.index puts an entry's end anywhere but right after the next newline, that entry."""
    count = stop - first
    start = log.entry_end(first - 1) if first else 0
    ends = log.read_raw(INDEX, first * OFFSET.size, count * OFFSET.size)
    furthest = min(max(struct.unpack(f">{count}Q", ends)), log.raw_length(ENTRIES))
    hashes = _tree.hashes(log.read_raw(ENTRIES, start, max(0, furthest - start)), start, ends)
    return _Found(_BOUNDARY, first + hashes) if isinstance(hashes, int) else hashes


def _first_changed(stored: bytes, expected: bytes, position: int) -> _Found:
    """The entry whose hashes in log.hashes, from hash number POSITION on, first differ."""
    mismatch = next(i for i in range(len(expected)) if stored[i] != expected[i])
    return _Found(_CHANGED, size_for_hash_count(position + mismatch // HASH_SIZE))


def _covering(hashes: bytes, size: int) -> list[tuple[int, bytes]]:
    """The complete subtrees (level, hash), largest first, that cover the first SIZE leaves of
    a chunk whose HASHES are laid out as in log.hashes."""
    parts, covered = [], 0
    for level in range(_CHUNK_LEVEL, -1, -1):
        if size >> level & 1:
            at = stored_hash_position(level, covered >> level) * HASH_SIZE
            parts.append((level, hashes[at : at + HASH_SIZE]))
            covered += 1 << level
    return parts


def _scan_chunk(log: AuditLog, first: int, stop: int, wanted: Sequence[int]) -> _Chunk | _Found:
    """Hash the entries [first, stop) of one chunk (FIRST a multiple of its size) and compare
    them and their subtrees with the hashes log.hashes stores for them."""
    expected = _hashes(log, first, stop)
    if isinstance(expected, _Found):
        return expected
    position = stored_hash_count(first)
    stored = log.read_raw(HASHES, position * HASH_SIZE, len(expected))
    changed = _first_changed(stored, expected, position) if stored != expected else None
    inside = {
        size: _covering(expected, size - first)
        for size in wanted[bisect_right(wanted, first) : bisect_left(wanted, stop)]
    }
    return _Chunk(_covering(expected, stop - first), inside, changed)


def _scan_chunks(
    log: AuditLog, firsts: range, size: int, wanted: Sequence[int]
) -> list[_Chunk | _Found]:
    """The chunks starting at FIRSTS, up to and including the first one with a problem."""
    scanned: list[_Chunk | _Found] = []
    for first in firsts:
        scanned.append(chunk := _scan_chunk(log, first, min(first + _CHUNK, size), wanted))
        if isinstance(chunk, _Found) or chunk.changed is not None:
            break
    return scanned


def _scan_all_chunks(
    log: AuditLog, size: int, wanted: Sequence[int], threads: int
) -> list[_Chunk | _Found]:
    """Scan the chunks of the first SIZE entries; given two THREADS, another one takes the
    second half of them when there are many (the hashing runs without the interpreter lock)."""
    firsts = range(0, size, _CHUNK)
    if threads < 2 or len(firsts) < _PARALLEL_CHUNKS:
        return _scan_chunks(log, firsts, size, wanted)
    half = len(firsts) // 2
    with ThreadPoolExecutor(max_workers=1) as pool:
        theirs = pool.submit(_scan_chunks, log, firsts[half:], size, wanted)
        ours = _scan_chunks(log, firsts[:half], size, wanted)
        if isinstance(last := ours[-1], _Found) or last.changed is not None:
            theirs.cancel()
            return ours
        return ours + theirs.result()


def _scan(
    log: AuditLog, size: int, wanted: set[int], threads: int
) -> tuple[dict[int, bytes], list[Problem]]:
    """Recompute leaf and subtree hashes from the entries; compare them with the stored ones.
    Returns the roots at the wanted sizes and the first structural problem, if any."""
    roots = {0: EMPTY_ROOT}
    frontier = Frontier()
    for chunk in _scan_all_chunks(log, size, sorted(wanted), threads):
        if isinstance(chunk, _Found):
            return roots, [chunk.problem()]
        for inside, parts in chunk.inside.items():
            partial = frontier.copy()
            for level, subtree in parts:
                partial.append_subtree(subtree, level)
            roots[inside] = partial.root()
        first = frontier.size
        # Only a whole chunk completes subtrees above it: the last one's parts are all smaller.
        above = b""
        for level, subtree in chunk.parts:
            above += b"".join(frontier.append_subtree(subtree, level)[1:])
        if frontier.size in wanted:
            roots[frontier.size] = frontier.root()
        if chunk.changed is not None:
            return roots, [chunk.changed.problem()]
        if not above:
            continue
        position = stored_hash_count(first) + _CHUNK_NODES
        stored = log.read_raw(HASHES, position * HASH_SIZE, len(above))
        if stored != above:
            return roots, [_first_changed(stored, above, position).problem()]
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
    log: AuditLog, trust: Trust, anchors: Iterable[tuple[str, bytes]] = (), *, threads: int = 1
) -> Report:
    """Check the whole log. Every problem found is listed, the earliest first. Given two
    THREADS, a large log is checked in two halves at once; one is the default: on two shared
    cores two threads took as much CPU and more time (the thread waiting its turn for the
    interpreter lock behind one waiting for a core)."""
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
    roots, structural = _scan(log, tail.size, wanted, threads)
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
