"""The published form of the log, C2SP tlog-tiles: static files any file server or bucket serves.

`tile/<L>/<N>` holds 256 hashes of tree level 8*L; `tile/entries/<N>` holds the 256 entries
below level-0 tile N, each prefixed by its length (16 bits, big-endian). A tile not yet full is
published as `<N>.p/<W>` with its W first items. N is written in groups of three digits, all but
the last prefixed with 'x' (1234067 -> x001/x234/067)."""

from __future__ import annotations

import shutil
import struct
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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


def _publish(log: AuditLog, level: int | str, index: int, width: int, content: bytes) -> None:
    path = log.directory / tile_path(level, index, width)
    if path.exists():  # tiles never change once written: the log is append-only
        return
    log.make_folders(path.parent)
    log.write_file(path, content)
    if width == TILE_WIDTH:
        # A full tile replaces the partial ones before it (tlog-tiles allows removing them).
        shutil.rmtree(path.with_name(path.name + PARTIAL), ignore_errors=True)


def publish_tiles(log: AuditLog, size: int) -> None:
    """Write every tile and entry bundle a verifier needs for a tree of this size."""
    for index, width in _tiles(size):
        records = log.entry_bytes(index * TILE_WIDTH, index * TILE_WIDTH + width)
        bundle = b"".join(_LENGTH.pack(len(r)) + r for r in records)
        _publish(log, "entries", index, width, bundle)
    level = 0
    while count := size >> (TILE_HEIGHT * level):
        for index, width in _tiles(count):
            first = index * TILE_WIDTH
            hashes = b"".join(
                log.subtree_hash(TILE_HEIGHT * level, first + offset) for offset in range(width)
            )
            _publish(log, level, index, width, hashes)
        level += 1
