"""Whole-log verification: recompute the tree from the entries and hold it against every
checkpoint the log has issued and every anchored copy of one."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from hashlib import sha256
from pathlib import Path
from typing import Any

from govern.audit.checkpoint import Checkpoint, Trust, open_checkpoint
from govern.audit.entry import MAX_ENTRY_BYTES
from govern.audit.log import (
    CHECKPOINT,
    CHECKPOINT_HISTORY,
    ENTRIES,
    HASHES,
    AuditLog,
    size_for_hash_count,
    stored_hash_count,
)
from govern.audit.merkle import EMPTY_ROOT, HASH_SIZE, Frontier
from govern.audit.note import NoteError

# Entries are checked in aligned chunks of 2^12, whose subtrees can be hashed level by level.
_CHUNK_LEVEL = 12
_CHUNK = 1 << _CHUNK_LEVEL


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


def _chunk_hashes(leaves: list[bytes]) -> list[list[bytes]]:
    """Every level of the perfect tree over these leaves (a power of two of them)."""
    levels = [leaves]
    while len(levels[-1]) > 1:
        below = levels[-1]
        levels.append(
            [sha256(b"\x01" + below[i] + below[i + 1]).digest() for i in range(0, len(below), 2)]
        )
    return levels


def _scan(log: AuditLog, size: int, wanted: set[int]) -> tuple[dict[int, bytes], list[Problem]]:
    """Recompute leaf and subtree hashes from the entries; compare them with the stored ones.
    Returns the roots at the wanted sizes and the first structural problem, if any."""
    roots = {0: EMPTY_ROOT}
    frontier = Frontier()
    chunk_order = _post_order(_CHUNK_LEVEL) if size >= _CHUNK else []
    for first in range(0, size, _CHUNK):
        stop = min(first + _CHUNK, size)
        records = log.entry_bytes(first, stop)
        if any(b"\n" in record for record in records):
            offset = next(i for i, record in enumerate(records) if b"\n" in record)
            return roots, [
                Problem(
                    "entry boundaries do not match log.index: "
                    "an entry was inserted, deleted or resized",
                    index=first + offset,
                )
            ]
        leaves = [sha256(b"\x00" + record).digest() for record in records]
        if stop - first == _CHUNK and not any(first < s < stop for s in wanted):
            levels = _chunk_hashes(leaves)
            above = frontier.append_subtree(levels[-1][0], _CHUNK_LEVEL)[1:]
            expected = b"".join([levels[level][i] for level, i in chunk_order] + above)
        else:  # a partial chunk, or one with a checkpoint inside: leaf by leaf
            parts = []
            for leaf in leaves:
                parts += frontier.append(leaf)
                if frontier.size in wanted:
                    roots[frontier.size] = frontier.root()
            expected = b"".join(parts)
        if frontier.size in wanted:
            roots[frontier.size] = frontier.root()
        position = stored_hash_count(first)
        stored = log.read_raw(HASHES, position * HASH_SIZE, len(expected))
        if stored != expected:
            mismatch = next(i for i in range(len(expected)) if stored[i] != expected[i])
            return roots, [
                Problem(
                    "its hash does not match the stored tree: the entry (or log.hashes) "
                    "was changed",
                    index=size_for_hash_count(position + mismatch // HASH_SIZE),
                )
            ]
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


def verify_log(log: AuditLog, trust: Trust, anchors: Iterable[tuple[str, bytes]] = ()) -> Report:
    """Check the whole log. Every problem found is listed, the earliest first."""
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
    roots, structural = _scan(log, tail.size, wanted)
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
