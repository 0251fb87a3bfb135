"""Entries are canonical JSON with nothing secret in them; bad entries never reach the log."""

from __future__ import annotations

import json

import pytest

from govern.audit import AuditLog, Entry, fingerprint
from govern.errors import AuditError


def test_entries_are_canonical_json() -> None:
    entry = Entry(
        "decision", "slurmctld", "job:1", {"z": 1, "a": [1.0, "é"]}, "2026-11-29T00:00:00Z"
    )
    assert (
        entry.to_bytes()
        == (
            '{"actor":"slurmctld","kind":"decision","payload":{"a":[1,"é"],"z":1},'
            '"subject":"job:1","time":"2026-11-29T00:00:00Z"}'
        ).encode()
    )
    assert Entry.from_bytes(entry.to_bytes()) == Entry(
        "decision", "slurmctld", "job:1", {"z": 1, "a": [1, "é"]}, "2026-11-29T00:00:00Z"
    )


def test_a_stored_entry_must_be_canonical() -> None:
    entry = Entry("decision", "slurmctld", "job:1", {"b": 2, "a": 1})
    loose = json.dumps(entry.to_json(), indent=1).encode()
    with pytest.raises(AuditError, match="canonical"):
        Entry.from_bytes(loose)
    with pytest.raises(AuditError, match="exactly the fields"):
        Entry.from_bytes(b'{"kind":"x"}')


@pytest.mark.parametrize(
    "payload",
    [
        {"password": "hunter2"},
        {"vault": {"Token": "s.abc"}},
        {"items": [{"secret": "x"}]},
    ],
)
def test_secret_looking_fields_are_refused(log: AuditLog, payload: dict[str, object]) -> None:
    with pytest.raises(AuditError, match="looks secret: log fingerprint"):
        log.append("secrets", "operator", "vault:kv/app", payload)
    assert log.size() == 0


def test_fingerprints_stand_in_for_secrets(log: AuditLog) -> None:
    index = log.append("secrets", "operator", "vault:kv/app", {"token": fingerprint("s.abc")})
    ((_, entry),) = list(log.entries(index))
    assert entry.payload["token"] == fingerprint(b"s.abc")
    assert "s.abc" not in (log.directory / "log.jsonl").read_text()


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (("", "a", "s", {}), "kind must be a non-empty string"),
        (("k", "a", "s", {"x": float("nan")}), "not plain JSON"),
        (("k", "a", "s", {"big": 2**60}), "not plain JSON"),
        (("k", "a", "s", {"blob": "x" * 70_000}), "over 65535"),
        (("k", "a", "s", ["not", "an", "object"]), "must be a JSON object"),
    ],
)
def test_bad_entries_are_refused_and_nothing_is_logged(
    log: AuditLog, fields: tuple[str, str, str, object], message: str
) -> None:
    with pytest.raises(AuditError, match=message):
        log.append(*fields)  # type: ignore[arg-type]
    with log.writer() as writer, pytest.raises(AuditError, match=message):
        writer.submit(*fields)  # type: ignore[arg-type]
    assert log.size() == 0


def test_a_bad_time_is_refused() -> None:
    with pytest.raises(AuditError, match="ISO 8601"):
        Entry("k", "a", "s", {}, "yesterday")
