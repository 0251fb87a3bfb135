"""Before a log signs a checkpoint: the root it signs must be the root of its entries, and the
tree must extend the last checkpoint it signed (C2SP tlog-checkpoint: a log MUST NOT sign a
checkpoint inconsistent with one it signed before).

The root comes from the derived hash file, which a flipped byte can change without any entry
changing. So the tree at the last signed size is rebuilt from the stored frontier and checked
against that checkpoint's root, and every entry since is hashed afresh from log.jsonl and
appended: the root that gives is the only one signed. Only entries since the last checkpoint are
read, so the cost follows how often checkpoints are taken, not the log's size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from govern.audit.checkpoint import stated_checkpoint
from govern.audit.merkle import Frontier, frontier_positions, leaf_hash
from govern.audit.note import NoteError
from govern.audit.tiles import TILE_WIDTH
from govern.errors import AuditError

if TYPE_CHECKING:
    from govern.audit.log import AuditLog

_CHUNK = 4096  # entries hashed at a time


class HeadError(AuditError):
    """The derived files, or the entries, disagree with what the log signed before."""


def last_signed_size_and_root(note: bytes | None) -> tuple[int, bytes | None]:
    if note is None:
        return 0, None
    try:
        checkpoint = stated_checkpoint(note)
    except NoteError as exc:
        raise HeadError(f"the last signed checkpoint cannot be read: {exc}") from None
    return checkpoint.size, checkpoint.root


def checked_root(log: AuditLog, size: int, last_signed: bytes | None) -> bytes:
    """The root of the first SIZE entries once it is shown to extend LAST_SIGNED (the
    checkpoint note signed before, or None) and to be the root of the entries themselves."""
    old_size, old_root = last_signed_size_and_root(last_signed)
    if old_size > size:
        raise HeadError(
            f"the log has {size} entries but its last checkpoint signed {old_size}: "
            "it was truncated or rolled back"
        )
    frontier = Frontier(old_size, [log.subtree_hash(*p) for p in frontier_positions(old_size)])
    if old_root is not None and frontier.root() != old_root:
        raise HeadError(
            f"log.hashes does not give the root the last checkpoint signed for {old_size} entries"
        )
    # The tiles of this checkpoint republish the leaf hashes from the start of the level-0 tile
    # that holds the last signed entry: each of those must be its entry's hash.
    aligned = old_size - old_size % TILE_WIDTH
    for first in range(aligned, size, _CHUNK):
        for offset, record in enumerate(log.entry_bytes(first, min(first + _CHUNK, size))):
            index = first + offset
            leaf = leaf_hash(record)
            if log.subtree_hash(0, index) != leaf:
                raise HeadError(f"log.hashes holds a wrong hash for entry {index}")
            if index >= old_size:
                frontier.append(leaf)
    root = frontier.root()
    if root != log.root(size):
        raise HeadError(
            f"log.hashes does not match the entries signed since the last checkpoint "
            f"({old_size} entries)"
        )
    return root


def require_signed_entries_intact(log: AuditLog, last_signed: bytes | None) -> None:
    """Raise unless log.jsonl itself still gives the root the last checkpoint signed."""
    old_size, old_root = last_signed_size_and_root(last_signed)
    if old_root is None:
        return
    frontier = Frontier()
    for line in log.whole_entries():
        if frontier.size == old_size:
            break
        frontier.append(leaf_hash(line))
    if frontier.size < old_size or frontier.root() != old_root:
        raise AuditError(
            f"refused to sign a checkpoint: log.jsonl no longer gives the root the last checkpoint "
            f"signed for {old_size} entries, so entries were changed or removed after they were "
            "signed; nothing was rebuilt: run `govern audit verify`"
        )
