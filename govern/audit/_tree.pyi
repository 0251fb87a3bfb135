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

def append_alone(
    lock: int,
    entries: int,
    hashes: int,
    index: int,
    record: Buffer,
    end: int,
    size: int,
    frontier: Buffer,
    /,
) -> bytes | None:
    """RECORD (one line, without its newline) appended as entry SIZE of a log whose files are the
    descriptors ENTRIES (log.jsonl), HASHES and INDEX, its writers' lock LOCK: unless another
    process holds LOCK's flock, or a file is not as long as a log of SIZE entries whose last ends
    at END leaves it (someone appended, cut or tore it since), in which case nothing is written
    and the answer is None. The entry is written and fdatasync'd, then its hashes and its end
    (whose tree's FRONTIER is given as append() takes it); the grown frontier is returned.
    OSError if a write or the fdatasync fails (the entry was not acknowledged). The flock is held
    only during the call, and all of it runs without the interpreter lock."""
