from typing_extensions import Buffer

def hashes(data: Buffer, start: int, ends: Buffer, /) -> bytes | int:
    """The leaf hash of each entry in DATA (newline-terminated records, the first at file offset
    START) and of each subtree it completes, in log.hashes order, counting the first entry as
    leaf 0; ENDS holds where each entry ends, 8 bytes big-endian each, as log.index does. If an
    entry does not end right after its first newline, or not where ENDS says, the number of the
    first such entry instead."""
