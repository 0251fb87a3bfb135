"""What the verifier and the registry client remember expires, and a long-running server does not
keep what has expired: its memory follows what is live."""

from __future__ import annotations

from govern.images.expiring import ExpiringMap


def test_an_entry_lives_for_its_seconds_only() -> None:
    now = [100.0]
    remembered: ExpiringMap[str, str] = ExpiringMap(lambda: now[0])
    remembered.put("app:v1", "sha256:aa", 30)
    remembered.put("app:v2", "sha256:bb", 0)  # a lifetime of 0 is never served
    assert remembered.get("app:v1") == "sha256:aa"
    assert remembered.get("app:v2") is None
    now[0] += 30
    assert remembered.get("app:v1") is None
    assert remembered.get("never-put") is None


def test_expired_entries_are_swept_as_new_ones_arrive() -> None:
    """A daemon asked about ever new images (each digest a hostile user can name) holds at most
    about twice what is live, however long it runs."""
    now = [0.0]
    remembered: ExpiringMap[int, int] = ExpiringMap(lambda: now[0])
    live = 5_000
    for generation in range(20):
        for index in range(live):
            remembered.put(generation * live + index, index, 60)
        now[0] += 61  # every entry of this generation expires
        assert len(remembered) <= 2 * live
    assert remembered.get(19 * live) is None
