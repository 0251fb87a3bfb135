"""Which snapshots the audit log vouches for, decided in-process from log entries."""

from __future__ import annotations

from pathlib import Path

from govern.audit import open_log
from govern.backup.restic import Snapshot
from govern.backup.snapshots import read_vouchers, vouch_problem

FULL_ID = "ab" * 32
TIME = "2026-11-30T01:30:00.123456789Z"
TAGS = ("class=datasets", "resource=dataset:era5", "catalog=v1")


def _snapshot(**changes: object) -> Snapshot:
    fields: dict[str, object] = {
        "id": FULL_ID, "time": TIME, "hostname": "backup1", "tags": TAGS, "paths": ("/d",),
    }  # fmt: skip
    fields.update(changes)
    return Snapshot(**fields)  # type: ignore[arg-type]


def _log_with(tmp_path: Path, *payloads: dict[str, object]) -> Path:
    folder = tmp_path / "audit"
    with open_log(folder) as log:
        log.append("decision", "svc", "job:1", {"allowed": True, "note": "backup.run"})
        for payload in payloads:
            log.append("backup.run", "root", f"class:{payload['class']}", payload)
    return folder


def test_a_run_entry_vouches_for_exactly_the_snapshot_it_names(tmp_path: Path) -> None:
    folder = _log_with(
        tmp_path,
        {
            "class": "datasets", "snapshots": {"dataset:era5": FULL_ID},
            "snapshot_times": {"dataset:era5": TIME}, "host": "backup1",
            "sizes": {"dataset:era5": 42}, "manifest": "/m.json", "manifest_sha256": "00",
        },
    )  # fmt: skip
    with open_log(folder, create=False) as log:
        vouchers = read_vouchers(log)
    voucher = vouchers[FULL_ID]
    assert (voucher.index, voucher.size, voucher.resource) == (1, 42, "dataset:era5")
    legacy = vouchers.legacy
    assert vouch_problem(_snapshot(), voucher, legacy) == ""
    # Anything restic stores differently is another snapshot, or a forged one.
    assert "no backup.run entry" in vouch_problem(_snapshot(id="cd" * 32), None, legacy)
    assert "is not the 2026-11-30T01:30" in vouch_problem(
        _snapshot(time="2020-01-01T00:00:00Z"), voucher, legacy
    )
    assert "its host 'elsewhere'" in vouch_problem(_snapshot(hostname="elsewhere"), voucher, legacy)
    retagged = _snapshot(tags=("class=datasets", "resource=dataset:other"))
    assert "tags differ" in vouch_problem(retagged, voucher, legacy)


def test_entries_from_before_full_ids_vouch_for_nothing_and_say_so(tmp_path: Path) -> None:
    folder = _log_with(tmp_path, {"class": "datasets", "snapshots": {"dataset:era5": FULL_ID[:8]}})
    with open_log(folder, create=False) as log:
        vouchers = read_vouchers(log)
    assert dict(vouchers) == {}
    problem = vouch_problem(_snapshot(), vouchers.get(FULL_ID), vouchers.legacy)
    assert "written before govern recorded full snapshot ids" in problem
    assert "govern backup run" in problem
