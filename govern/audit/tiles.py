"""The published form of the log, C2SP tlog-tiles: static files any file server or bucket serves.

`tile/<L>/<N>` holds 256 hashes of tree level 8*L; `tile/entries/<N>` holds the 256 entries
below level-0 tile N, each prefixed by its length (16 bits, big-endian). A tile not yet full is
published as `<N>.p/<W>` with its W first items. N is written in groups of three digits, all but
the last prefixed with 'x' (1234067 -> x001/x234/067)."""

from __future__ import annotations

import shutil
import struct
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from govern.audit.log import AuditLog

TILE_WIDTH = 256
TILE_HEIGHT = 8
PARTIAL = ".p"
_LENGTH = struct.Struct(">H")


def tile_index_path(index: int) -> str:
    groups = [f"{index % 1000:03d}"]
    index //= 1000
    while index:
        groups.append(f"x{index % 1000:03d}")
        index //= 1000
    return "/".join(reversed(groups))


def tile_path(level: int | str, index: int, width: int = TILE_WIDTH) -> str:
    path = f"tile/{level}/{tile_index_path(index)}"
    return path if width == TILE_WIDTH else f"{path}{PARTIAL}/{width}"


def _tiles(count: int) -> list[tuple[int, int]]:
    """(index, width) of each tile needed to hold `count` items."""
    full, partial = divmod(count, TILE_WIDTH)
    tiles = [(index, TILE_WIDTH) for index in range(full)]
    return [*tiles, (full, partial)] if partial else tiles


def tiles_for(size: int) -> Iterator[tuple[int | str, int, int]]:
    """(level, index, width) of every tile a tree of SIZE publishes, its entry bundles first."""
    yield from (("entries", index, width) for index, width in _tiles(size))
    level = 0
    while count := size >> (TILE_HEIGHT * level):
        yield from ((level, index, width) for index, width in _tiles(count))
        level += 1


def bundle(records: list[bytes]) -> bytes:
    return b"".join(_LENGTH.pack(len(r)) + r for r in records)


def unbundle(data: bytes, width: int) -> list[bytes]:
    """The records of an entry bundle of WIDTH entries; ValueError says what is wrong."""
    records = []
    offset = 0
    while offset < len(data):
        if offset + _LENGTH.size > len(data):
            raise ValueError("ends inside a record's length")
        (length,) = _LENGTH.unpack_from(data, offset)
        offset += _LENGTH.size
        if offset + length > len(data):
            raise ValueError("ends inside a record")
        records.append(data[offset : offset + length])
        offset += length
    if len(records) != width:
        raise ValueError(f"holds {len(records)} entries, not {width}")
    return records


def _publish(log: AuditLog, path: Path, width: int, content: bytes) -> None:
    log.make_folders(path.parent)
    log.write_file(path, content)
    if width == TILE_WIDTH:
        # A full tile replaces the partial ones before it (tlog-tiles allows removing them).
        shutil.rmtree(path.with_name(path.name + PARTIAL), ignore_errors=True)


def publish_tiles(log: AuditLog, size: int) -> None:
    """Write every tile and entry bundle a verifier needs for a tree of this size."""
    for level, index, width in tiles_for(size):
        path = log.directory / tile_path(level, index, width)
        if path.exists():  # tiles never change once written: the log is append-only
            continue  # so a tile already published is neither read nor hashed again
        first = index * TILE_WIDTH
        if level == "entries":
            content = bundle(log.entry_bytes(first, first + width))
        else:
            assert isinstance(level, int)
            content = b"".join(
                log.subtree_hash(TILE_HEIGHT * level, first + offset) for offset in range(width)
            )
        _publish(log, path, width, content)
