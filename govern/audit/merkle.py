"""RFC 9162 Merkle trees: hashing, proofs from stored subtree hashes, and proof verification."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from govern.errors import AuditError

HASH_SIZE = 32
EMPTY_ROOT = hashlib.sha256(b"").digest()

# The hash of the complete, aligned subtree at (level, index): leaves index*2^level onward.
SubtreeHash = Callable[[int, int], bytes]


class ProofError(AuditError):
    """A proof does not verify, or cannot be made for the sizes asked."""


def leaf_hash(data: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + data).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def split_point(size: int) -> int:
    """The largest power of two strictly below size (size >= 2): where RFC 9162 splits a tree."""
    return 1 << ((size - 1).bit_length() - 1)


class Frontier:
    """The complete subtrees covering leaves [0, size), largest first: enough to keep appending."""

    def __init__(self, size: int = 0, hashes: Sequence[bytes] = ()) -> None:
        if len(hashes) != size.bit_count():
            raise ValueError("a frontier needs one hash per set bit of its size")
        self.size = size
        self._hashes = list(hashes)

    def copy(self) -> Frontier:
        return Frontier(self.size, self._hashes)

    def append(self, leaf: bytes) -> list[bytes]:
        """Add a leaf hash; return it followed by the subtree hashes it completes."""
        return self.append_subtree(leaf, 0)

    def append_subtree(self, subtree: bytes, level: int) -> list[bytes]:
        """Add the hash of 2^level leaves at once (the size must be a multiple of 2^level);
        return it followed by the subtree hashes it completes."""
        if self.size & ((1 << level) - 1):
            raise ValueError("a subtree must start on a multiple of its own size")
        completed = [subtree]
        merged, carry = subtree, self.size >> level
        while carry & 1:
            merged = node_hash(self._hashes.pop(), merged)
            completed.append(merged)
            carry >>= 1
        self._hashes.append(merged)
        self.size += 1 << level
        return completed

    def root(self) -> bytes:
        if not self._hashes:
            return EMPTY_ROOT
        root = self._hashes[-1]
        for left in reversed(self._hashes[:-1]):
            root = node_hash(left, root)
        return root


def frontier_positions(size: int) -> list[tuple[int, int]]:
    """(level, index) of each complete subtree in the frontier of a tree of this size."""
    positions = []
    start = 0
    for level in range(size.bit_length() - 1, -1, -1):
        if size >> level & 1:
            positions.append((level, start >> level))
            start += 1 << level
    return positions


def range_hash(start: int, end: int, subtree: SubtreeHash) -> bytes:
    """MTH of leaves [start, end), where start is aligned as every range in RFC 9162 proofs is."""
    size = end - start
    if size & (size - 1) == 0:
        level = size.bit_length() - 1
        return subtree(level, start >> level)
    k = split_point(size)
    return node_hash(range_hash(start, start + k, subtree), range_hash(start + k, end, subtree))


def tree_root(size: int, subtree: SubtreeHash) -> bytes:
    return EMPTY_ROOT if size == 0 else range_hash(0, size, subtree)


def inclusion_proof(index: int, size: int, subtree: SubtreeHash) -> list[bytes]:
    """RFC 9162 PATH(index, D[0:size]), the sibling nearest the leaf first."""
    if not 0 <= index < size:
        raise ProofError(f"index {index} is not in a tree of {size} entries")
    siblings = []
    start, end = 0, size
    while end - start > 1:
        middle = start + split_point(end - start)
        if index < middle:
            siblings.append(range_hash(middle, end, subtree))
            end = middle
        else:
            siblings.append(range_hash(start, middle, subtree))
            start = middle
    return siblings[::-1]


def consistency_proof(old_size: int, new_size: int, subtree: SubtreeHash) -> list[bytes]:
    """RFC 9162 PROOF(old_size, D[0:new_size])."""
    if not 0 < old_size <= new_size:
        raise ProofError(f"no consistency proof from size {old_size} to size {new_size}")
    outer = []
    start, end, old_is_whole_subtree = 0, new_size, True
    while old_size != end:
        middle = start + split_point(end - start)
        if old_size <= middle:
            outer.append(range_hash(middle, end, subtree))
            end = middle
        else:
            outer.append(range_hash(start, middle, subtree))
            start, old_is_whole_subtree = middle, False
    head = [] if old_is_whole_subtree else [range_hash(start, end, subtree)]
    return head + outer[::-1]


def _check_hash(value: bytes, what: str) -> None:
    if len(value) != HASH_SIZE:
        raise ProofError(f"{what} must be {HASH_SIZE} bytes (got {len(value)})")


def verify_inclusion(
    index: int, size: int, leaf: bytes, proof: Sequence[bytes], root: bytes
) -> None:
    """RFC 9162 section 2.1.3.2; raises ProofError unless the leaf is at index in that tree."""
    _check_hash(leaf, "leaf hash")
    _check_hash(root, "root hash")
    if not 0 <= index < size:
        raise ProofError(f"index {index} is not in a tree of {size} entries")
    fn, sn, computed = index, size - 1, leaf
    for sibling in proof:
        _check_hash(sibling, "proof hash")
        if sn == 0:
            raise ProofError("inclusion proof is longer than the tree is deep")
        if fn & 1 or fn == sn:
            computed = node_hash(sibling, computed)
            while fn and not fn & 1:
                fn, sn = fn >> 1, sn >> 1
        else:
            computed = node_hash(computed, sibling)
        fn, sn = fn >> 1, sn >> 1
    if sn != 0:
        raise ProofError("inclusion proof is shorter than the tree is deep")
    if computed != root:
        raise ProofError(f"inclusion proof for index {index} does not lead to the root")


def verify_consistency(
    old_size: int, new_size: int, proof: Sequence[bytes], old_root: bytes, new_root: bytes
) -> None:
    """RFC 9162 section 2.1.4.2; raises ProofError unless the new tree extends the old one."""
    if old_size == 0 or new_size < old_size:
        raise ProofError(f"no consistency proof from size {old_size} to size {new_size}")
    if old_size == new_size:
        if proof:
            raise ProofError("trees of equal size need an empty consistency proof")
        if old_root != new_root:
            raise ProofError(f"two different roots for the same size {old_size}")
        return
    if not proof:
        raise ProofError("empty consistency proof between different sizes")
    _check_hash(old_root, "old root hash")
    _check_hash(new_root, "new root hash")
    for element in proof:
        _check_hash(element, "proof hash")
    path = list(proof)
    if old_size & (old_size - 1) == 0:
        path.insert(0, old_root)
    fn, sn = old_size - 1, new_size - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    old_computed = new_computed = path[0]
    for element in path[1:]:
        if sn == 0:
            raise ProofError("consistency proof is longer than the tree is deep")
        if fn & 1 or fn == sn:
            old_computed = node_hash(element, old_computed)
            new_computed = node_hash(element, new_computed)
            while fn and not fn & 1:
                fn, sn = fn >> 1, sn >> 1
        else:
            new_computed = node_hash(new_computed, element)
        fn, sn = fn >> 1, sn >> 1
    if sn != 0:
        raise ProofError("consistency proof is shorter than the tree is deep")
    if old_computed != old_root:
        raise ProofError(f"consistency proof does not lead to the root of size {old_size}")
    if new_computed != new_root:
        raise ProofError(f"consistency proof does not lead to the root of size {new_size}")
