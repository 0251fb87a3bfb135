"""govern.audit._tree, the C that hashes entries for `verify`: byte for byte what hashlib and
govern.audit.merkle make, for any records, and a clear error (never a crash) for bad input."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from govern.audit import _tree
from govern.audit.merkle import Frontier, leaf_hash

# Any bytes but a newline: what an entry's line can hold.
RECORD = st.binary(max_size=300).map(lambda b: b.replace(b"\n", b"\r"))


def _reference(records: list[bytes]) -> bytes:
    """Each leaf and the subtrees it completes, as log.hashes holds them, by hashlib."""
    frontier, hashes = Frontier(), []
    for record in records:
        hashes += frontier.append(leaf_hash(record))
    return b"".join(hashes)


def _file(records: list[bytes], start: int = 0) -> tuple[bytes, bytes]:
    """The records as log.jsonl holds them from offset START, and their ends as in log.index."""
    ends, end = [], start
    for record in records:
        end += len(record) + 1
        ends.append(end)
    return b"".join(r + b"\n" for r in records), struct.pack(f">{len(ends)}Q", *ends)


@settings(max_examples=300, deadline=None)
@given(st.lists(RECORD, max_size=70), st.integers(0, 2**40))
def test_the_hashes_are_hashlibs_for_any_records(records: list[bytes], start: int) -> None:
    data, ends = _file(records, start)
    assert _tree.hashes(data, start, ends) == _reference(records)


@pytest.mark.parametrize(
    "records",
    [
        [],
        [b""],
        [b"", b"", b""],
        [b"\x00", b"\x01\xff", b"\r", b'{"a":"\xc3\xa9"}', bytes(range(10)) + bytes(range(11, 99))],
        [b"x" * 3] * 4096,  # one whole chunk
        [b"%d" % n for n in range(4096 + 1000)],  # a chunk and a part of the next: not 2^k
        [b"y" * (1 << 20), b"", b"z" * ((1 << 24) + 7)],  # records far larger than an entry
    ],
    ids=["none", "one-empty", "empties", "odd-bytes", "chunk", "not-a-power-of-two", "huge"],
)
def test_the_hashes_are_hashlibs(records: list[bytes]) -> None:
    data, ends = _file(records)
    assert _tree.hashes(data, 0, ends) == _reference(records)


def test_any_bytes_like_buffer_is_read() -> None:
    data, ends = _file([b"a", b"bc"])
    expected = _reference([b"a", b"bc"])
    assert _tree.hashes(bytearray(data), 0, memoryview(ends)) == expected
    assert _tree.hashes(memoryview(b"??" + data)[2:], 0, ends) == expected


@pytest.mark.parametrize(
    ("ends", "bad"),
    [
        ((2, 6, 9), None),
        ((3, 6, 9), 0),  # past the newline
        ((1, 6, 9), 0),  # before it
        ((2, 5, 9), 1),
        ((2, 6, 10), 2),  # past the data
        ((2, 6, 9, 9), 3),  # an entry the data does not have
        ((2, 2, 6), 1),  # an empty entry with no newline of its own
        ((2**64 - 1, 6, 9), 0),
    ],
)
def test_an_end_that_is_not_right_after_the_next_newline_is_named(
    ends: tuple[int, ...], bad: int | None
) -> None:
    data = b"a\nbcd\nef\n"
    got = _tree.hashes(data, 0, struct.pack(f">{len(ends)}Q", *ends))
    assert got == (_reference([b"a", b"bcd", b"ef"]) if bad is None else bad)


def test_the_ends_count_from_the_offset_of_the_first_byte() -> None:
    data, ends = _file([b"a", b"b"], start=1000)
    assert _tree.hashes(data, 1000, ends) == _reference([b"a", b"b"])
    assert _tree.hashes(data, 999, ends) == 0


def test_a_record_with_no_newline_after_it_is_named() -> None:
    _, ends = _file([b"a", b"b"])
    assert _tree.hashes(b"a\nb", 0, ends) == 1
    assert _tree.hashes(b"", 0, ends) == 0


@pytest.mark.parametrize(
    ("args", "error", "message"),
    [
        (("a\n", 0, struct.pack(">Q", 2)), TypeError, "bytes-like"),
        ((b"a\n", 0, [2]), TypeError, "bytes-like"),
        ((b"a\n", "0", struct.pack(">Q", 2)), TypeError, "integer"),
        ((b"a\n", -1, struct.pack(">Q", 2)), ValueError, "must not be negative"),
        ((b"a\n", 2**64, struct.pack(">Q", 2)), OverflowError, "too large|too big"),
        ((b"a\n", 0, b"\x00" * 7), ValueError, "8-byte big-endian offsets"),
        ((b"a\n", 0), TypeError, "3 arguments"),
    ],
)
def test_bad_arguments_raise_a_clear_error(
    args: tuple[object, ...], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        _tree.hashes(*args)  # type: ignore[arg-type]


def _appended(batches: list[list[bytes]], start: int = 0) -> tuple[bytes, bytes, Frontier]:
    """What `_tree.append` gives for each batch in turn, each continuing from the last's tree."""
    hashes, ends, size, frontier = b"", b"", 0, b""
    for batch in batches:
        data = b"".join(record + b"\n" for record in batch)
        added, batch_ends, frontier = _tree.append(data, start, size, frontier)
        size += len(batch)
        hashes, ends, start = hashes + added, ends + batch_ends, start + len(data)
    return (
        hashes,
        ends,
        Frontier(size, [frontier[at : at + 32] for at in range(0, len(frontier), 32)]),
    )


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(RECORD, max_size=40), max_size=12), st.integers(0, 2**40))
def test_appended_batches_hash_as_hashlib_hashes_the_whole_run(
    batches: list[list[bytes]], start: int
) -> None:
    records = [record for batch in batches for record in batch]
    hashes, ends, frontier = _appended(batches, start)
    assert hashes == _reference(records)
    assert ends == _file(records, start)[1]
    reference = Frontier()
    for record in records:
        reference.append(leaf_hash(record))
    assert frontier.size == reference.size and frontier.root() == reference.root()


def test_a_batch_closing_a_large_subtree_merges_the_frontier_it_was_given() -> None:
    records = [b"%d" % n for n in range(4096 + 3)]
    for first in (1, 2047, 2048, 4095, 4096):
        hashes, _, frontier = _appended([records[:first], records[first:]])
        assert hashes == _reference(records), first
        assert frontier.size == len(records)


@pytest.mark.parametrize(
    ("args", "error", "message"),
    [
        ((b"a", 0, 0, b""), ValueError, "end with a newline"),
        ((b"a\nb", 0, 0, b""), ValueError, "end with a newline"),
        ((b"a\n", 0, 1, b""), ValueError, "one hash per set bit"),
        ((b"a\n", 0, 3, b"\x00" * 32), ValueError, "one hash per set bit"),
        ((b"a\n", -1, 0, b""), ValueError, "must not be negative"),
        ((b"a\n", 0, -1, b""), ValueError, "must not be negative"),
        ((b"a\n", 0, 2**60, b"\x00" * 32), OverflowError, "too many entries"),
        (("a\n", 0, 0, b""), TypeError, "bytes-like"),
        ((b"a\n", 0, 0), TypeError, "4 arguments"),
    ],
)
def test_bad_appends_raise_a_clear_error(
    args: tuple[object, ...], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        _tree.append(*args)  # type: ignore[arg-type]


def test_an_empty_append_adds_nothing() -> None:
    assert _tree.append(b"", 2, 1, leaf_hash(b"x")) == (b"", b"", leaf_hash(b"x"))
