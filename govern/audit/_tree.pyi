from typing_extensions import Buffer

def hashes(data: Buffer, start: int, ends: Buffer, /) -> bytes | int:
    """The leaf hash of each entry in DATA (newline-terminated records, the first at file offset
    START) and of each subtree it completes, in log.hashes order, counting the first entry as
    leaf 0; ENDS holds where each entry ends, 8 bytes big-endian each, as log.index does. If an
    entry does not end right after its first newline, or not where ENDS says, the number of the
    first such entry instead."""

def append(data: Buffer, start: int, size: int, frontier: Buffer, /) -> tuple[bytes, bytes, bytes]:
    """The records in DATA (each ended by a newline, the first at file offset START) appended to
    a tree of SIZE leaves whose FRONTIER holds its complete subtrees largest first, 32 bytes
    each: the hashes log.hashes gains (each leaf, then the subtrees it completes), the ends
    log.index gains (8 bytes big-endian each), and the grown tree's frontier."""
