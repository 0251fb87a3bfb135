"""Checking many stored entries at once (what `verify` does with every published bundle) refuses
exactly what Entry.from_bytes refuses, with its words, and names the record."""

from __future__ import annotations

import json

import pytest

from govern.audit import Entry, entry
from govern.audit.entry import MAX_ENTRY_BYTES, entry_problems, fingerprint

TIME = "2026-11-30T01:30:00.123456Z"


def _record(payload: object, **fields: object) -> bytes:
    entry = {"actor": "root", "kind": "decision", "payload": payload, "subject": "job:1"}
    entry |= {"time": TIME, **fields}
    return json.dumps(entry, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


GOOD = [
    Entry("decision", "slurmctld", "job:1", {"user": "alice", "allowed": True, "n": 7}).to_bytes(),
    Entry("k", "a", "s", {"token": fingerprint("t"), "deep": [{"b": None, "a": []}]}).to_bytes(),
    Entry("k", "a", "s", {"Ünïcödé": 'naïve \u2028 \x7f \x1f \n "q" \\'}).to_bytes(),
    Entry("k", "a", "s", {"big": 10**15 - 1, "small": 1 - 10**15}).to_bytes(),
    Entry("k", "alice", "s", {}, sudo_user="bob").to_bytes(),
    Entry("k", "a", "s", {"TOKEN": fingerprint("t")}).to_bytes(),
]
# Entries the fast path hands to Entry.from_bytes although they are well formed.
HANDED_ON = [
    Entry("backup.run", "root", "class:x", {"duration_seconds": 1.25, "files": 3}).to_bytes(),
    Entry("k", "a", "s", {"\ue000": 1, "\U0001f600": 2, "z": 3}).to_bytes(),
    Entry("k", "a", "s", {"id": "1234567890123456"}).to_bytes(),
    Entry("k", "a", "s", {"big": 2**53 - 1, "small": -(2**53 - 1)}).to_bytes(),
]

BAD = [
    b'{"actor":"a", "kind":"k","payload":{},"subject":"s","time":"' + TIME.encode() + b'"}',
    b'{"kind":"k","actor":"a","payload":{},"subject":"s","time":"' + TIME.encode() + b'"}',
    _record({"a": 2}).replace(b'"a":2', b'"a":1,"a":2'),
    _record({"password": "hunter2"}),
    _record({"nested": [{"Api_Key": "x"}]}),
    _record({"\u212aEY": 1, "to\u212aen": "x"}),  # KELVIN SIGN lowers to k: "token"
    _record({"n": 2**53}),
    _record({"n": 1.0}).replace(b"1.0", b"1.00"),
    _record({"n": 1}).replace(b'"n":1', b'"n":1e0'),
    _record({"n": 1}).replace(b'"n":1', b'"n":NaN'),
    _record({"n": 1}).replace(b'"n":1', b'"n":01'),
    _record({"s": "é"}).replace("é".encode(), b"\\u00e9"),
    _record({"s": "/"}).replace(b"/", b"\\/"),
    _record({"s": "x"}).replace(b'"x"', b'"\\ud800"'),
    _record({"s": "x"}).replace(b'"x"', b'"\xff"'),
    _record({"s": "x"}).replace(b'"x"', b'"a\nb"'),
    _record({"s": "x"}).replace(b'"x"', b'"a\tb"'),
    _record({}, time="yesterday"),
    _record({}, actor=""),
    _record({}, subject=7),
    _record([]),
    _record({}, extra="field"),
    _record({}).replace(b'"actor":"root",', b""),
    _record({}, sudo_user=""),
    _record({"s": "x" * MAX_ENTRY_BYTES}),
    _record({}) + b" ",
    _record({}) + b"{}",
    b"[]",
    b"",
    "{}".encode("utf-16"),
]


def test_plain_entries_are_decided_without_parsing_each_into_an_entry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """So the refusals below are the batch check's own, not only Entry.from_bytes'."""

    def refuse(_: bytes) -> None:
        raise AssertionError("handed to Entry.from_bytes")

    monkeypatch.setattr(entry.Entry, "from_bytes", refuse)
    assert entry_problems(GOOD) == []
    for handed_on in HANDED_ON:
        with pytest.raises(AssertionError):
            entry_problems([handed_on])


def test_well_formed_entries_pass() -> None:
    assert entry_problems(GOOD) == []
    assert entry_problems(GOOD + HANDED_ON) == []
    assert entry_problems([]) == []


@pytest.mark.parametrize("bad", BAD, ids=range(len(BAD)))
def test_each_refusal_is_the_one_entry_from_bytes_gives(bad: bytes) -> None:
    with pytest.raises(Exception) as refused:
        Entry.from_bytes(bad)
    records = [*GOOD, bad, *GOOD]
    assert entry_problems(records) == [(len(GOOD), str(refused.value))]


def test_every_bad_record_of_a_batch_is_named() -> None:
    records = [GOOD[0], BAD[0], GOOD[1], BAD[3], BAD[-1]]
    assert [position for position, _ in entry_problems(records)] == [1, 3, 4]
