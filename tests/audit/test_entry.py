"""Entries are canonical JSON with nothing secret in them; bad entries never reach the log."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from govern.audit import AuditLog, Entry, fingerprint
from govern.audit.entry import fixed_shape_bytes
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


_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=40)


@settings(max_examples=300, deadline=None)
@given(
    user=_TEXT,
    resource=_TEXT,
    policies=st.lists(_TEXT, max_size=4),
    peer=st.none() | st.fixed_dictionaries({"account": _TEXT, "uid": st.integers(0, 2**31)}),
)
def test_a_decisions_entry_written_fast_is_the_canonical_entry(
    user: str, resource: str, policies: list[str], peer: dict[str, object] | None
) -> None:
    """A decision's entry is written from its fixed shape without the general checks: its bytes
    are still exactly the entry's canonical form (from_bytes re-encodes and compares)."""
    payload: dict[str, object] = {
        "request": {"user": user, "action": "use", "resource": resource, "destination": "p:x"},
        "decision": "deny",
        "policies": policies,
        "approvals": [],
        "errors": [],
        "catalog": "0123abcd",
    }
    if peer is not None:
        payload["peer"] = peer
    data = fixed_shape_bytes("decision", user, resource, payload)
    entry = Entry.from_bytes(data)
    assert (entry.kind, entry.actor, entry.subject, entry.payload) == (
        "decision",
        user,
        resource,
        payload,
    )


def test_what_the_fast_path_cannot_write_is_refused_as_any_entry_is() -> None:
    with pytest.raises(AuditError, match="over 65535"):
        fixed_shape_bytes("decision", "u", "r", {"request": {"user": "x" * 70_000}})
    with pytest.raises(AuditError):
        fixed_shape_bytes("decision", "u\ud800", "r", {"decision": "deny"})
    with pytest.raises(AuditError, match="actor must be a non-empty string"):
        fixed_shape_bytes("decision", "", "r", {"decision": "deny"})
