"""A second, minimal RFC 9162 proof verifier (§2.1.3.2 inclusion, §2.1.4.2 consistency), written
from the RFC alone and sharing no code with govern.audit, so a bug common to govern's prover and
verifier cannot pass a test that checks govern's proofs here. It is itself held to the
transparency-dev/merkle vectors (test_reference_verifier.py)."""

from __future__ import annotations

from hashlib import sha256


def leaf(data: bytes) -> bytes:
    return sha256(b"\x00" + data).digest()


def _node(left: bytes, right: bytes) -> bytes:
    return sha256(b"\x01" + left + right).digest()


def inclusion_ok(index: int, size: int, leaf_hash: bytes, path: list[bytes], root: bytes) -> bool:
    if not 0 <= index < size or len(leaf_hash) != 32:
        return False
    fn, sn, r = index, size - 1, leaf_hash
    for p in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            r = _node(p, r)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            r = _node(r, p)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and r == root


def consistency_ok(first: int, second: int, path: list[bytes], root1: bytes, root2: bytes) -> bool:
    if not 0 < first <= second:  # a proof from the empty tree proves nothing
        return False
    if first == second:
        return not path and root1 == root2
    if not path:
        return False
    if first & (first - 1) == 0:  # an exact power of two: the old root is the first node
        path = [root1, *path]
    fn, sn = first - 1, second - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr, sr = _node(c, fr), _node(c, sr)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            sr = _node(sr, c)
        fn, sn = fn >> 1, sn >> 1
    return fr == root1 and sr == root2 and sn == 0


# The RFC's recursive definitions (§2.1.1, §2.1.3.1, §2.1.4.1), over the whole list of entries:
# slow, but short enough to check by eye.


def _split(n: int) -> int:
    """The largest power of two smaller than n."""
    return 1 << ((n - 1).bit_length() - 1)


def root(entries: list[bytes]) -> bytes:
    n = len(entries)
    if n == 0:
        return sha256(b"").digest()
    if n == 1:
        return leaf(entries[0])
    k = _split(n)
    return _node(root(entries[:k]), root(entries[k:]))


def inclusion_path(index: int, entries: list[bytes]) -> list[bytes]:
    n = len(entries)
    if n == 1:
        return []
    k = _split(n)
    if index < k:
        return [*inclusion_path(index, entries[:k]), root(entries[k:])]
    return [*inclusion_path(index - k, entries[k:]), root(entries[:k])]


def consistency_path(first: int, entries: list[bytes], whole: bool = True) -> list[bytes]:
    n = len(entries)
    if first == n:
        return [] if whole else [root(entries)]
    k = _split(n)
    if first <= k:
        return [*consistency_path(first, entries[:k], whole), root(entries[k:])]
    return [*consistency_path(first - k, entries[k:], False), root(entries[:k])]
