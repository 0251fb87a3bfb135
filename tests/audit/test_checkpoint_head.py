"""A log never signs a root its entries do not give, nor one that does not extend what it signed
before: damaged derived files are rebuilt from the entries, and nothing is cut from log.jsonl."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from govern.audit import open_log
from tests.audit.conftest import AuditSite

Govern = Callable[..., Any]


def _append(site: AuditSite, start: int, count: int) -> None:
    with open_log(site.log_dir) as log:
        for n in range(start, start + count):
            log.append("test", "tester", f"job:{n}", {"n": n})


def _checkpoint(govern: Govern, site: AuditSite) -> Any:
    return govern("--config", site.config, "audit", "checkpoint")


def _flip(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0x40
    path.write_bytes(bytes(data))


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _signed_once(site: AuditSite, govern: Govern) -> bytes:
    _append(site, 0, 40)
    first = _checkpoint(govern, site)
    assert first.code == 0, first.stderr
    _append(site, 40, 10)
    return (site.log_dir / "checkpoint").read_bytes()


def test_a_flipped_byte_in_the_hashes_of_signed_entries_is_refused_then_repaired(
    audit_site: AuditSite, govern: Govern
) -> None:
    signed = _signed_once(audit_site, govern)
    _flip(audit_site.log_dir / "log.hashes", 3)  # the hash of entry 0
    refused = _checkpoint(govern, audit_site)
    assert refused.code == 2
    assert "refused to sign a checkpoint: log.hashes holds a wrong hash for entry 0" in (
        refused.stderr
    )
    assert "were rebuilt from log.jsonl (50 entries)" in refused.stderr
    assert (audit_site.log_dir / "checkpoint").read_bytes() == signed

    again = _checkpoint(govern, audit_site)
    assert again.code == 0, again.stderr
    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code == 0, verified.stdout


def test_a_flipped_byte_in_the_hashes_of_new_entries_is_refused_then_repaired(
    audit_site: AuditSite, govern: Govern
) -> None:
    _signed_once(audit_site, govern)
    hashes = audit_site.log_dir / "log.hashes"
    _flip(hashes, len(hashes.read_bytes()) - 5)
    refused = _checkpoint(govern, audit_site)
    assert refused.code == 2
    assert "log.hashes does not match the entries signed since the last checkpoint" in (
        refused.stderr
    )
    assert _checkpoint(govern, audit_site).code == 0
    assert govern("--config", audit_site.config, "audit", "verify").code == 0


def test_entries_rewritten_after_they_were_signed_are_never_built_upon(
    audit_site: AuditSite, govern: Govern
) -> None:
    signed = _signed_once(audit_site, govern)
    hashes_before = _digest(audit_site.log_dir / "log.hashes")
    entries = audit_site.log_dir / "log.jsonl"
    entries.write_bytes(entries.read_bytes().replace(b'"job:3"', b'"job:8"', 1))
    for _ in range(2):
        refused = _checkpoint(govern, audit_site)
        assert refused.code == 2
        assert "log.jsonl no longer gives the root the last checkpoint signed for 40" in (
            refused.stderr
        )
        assert "nothing was rebuilt" in refused.stderr
        assert (audit_site.log_dir / "checkpoint").read_bytes() == signed
        assert _digest(audit_site.log_dir / "log.hashes") == hashes_before
    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code == 1
    assert "entry 3" in verified.stdout


def test_a_damaged_entry_stops_the_rebuild_and_nothing_is_cut(
    audit_site: AuditSite, govern: Govern
) -> None:
    _signed_once(audit_site, govern)
    entries = audit_site.log_dir / "log.jsonl"
    entries.write_bytes(entries.read_bytes().replace(b'"job:45"', b"'job:45'", 1))
    before = {name: _digest(audit_site.log_dir / name) for name in ("log.jsonl", "log.index")}
    refused = _checkpoint(govern, audit_site)
    assert refused.code == 2
    assert "entry 45 in log.jsonl is damaged" in refused.stderr
    assert "log.index and log.hashes were left as they were" in refused.stderr
    after = {name: _digest(audit_site.log_dir / name) for name in ("log.jsonl", "log.index")}
    assert after == before


def test_emptied_derived_files_never_cost_an_entry_and_repair_rebuilds_them(
    audit_site: AuditSite, govern: Govern
) -> None:
    _append(audit_site, 0, 30)
    assert _checkpoint(govern, audit_site).code == 0
    entries = audit_site.log_dir / "log.jsonl"
    kept = entries.read_bytes()
    (audit_site.log_dir / "log.hashes").write_bytes(b"")

    appended = govern("--config", audit_site.config, "audit", "append", "--kind", "t",
                      "--actor", "a", "--subject", "s", "--payload", "{}")  # fmt: skip
    assert appended.code == 2
    assert "cover 0 entries but 30 were made durable" in appended.stderr
    assert "nothing was cut from log.jsonl: run `govern audit repair`" in appended.stderr
    assert entries.read_bytes() == kept

    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code == 1
    assert "log.index and log.hashes were cut or damaged while log.jsonl goes on" in (
        verified.stdout
    )
    assert "truncated or rolled back" not in verified.stdout

    repaired = govern("--config", audit_site.config, "audit", "repair")
    assert repaired.code == 0, repaired.stderr
    assert "30 entries" in repaired.stdout
    assert govern("--config", audit_site.config, "audit", "verify").code == 0
    assert entries.read_bytes() == kept


def test_a_log_synced_that_is_not_text_vouches_for_nothing_and_breaks_nothing(
    audit_site: AuditSite, govern: Govern
) -> None:
    _append(audit_site, 0, 5)
    (audit_site.log_dir / "log.synced").write_bytes(b"\xff\xfe\n")
    appended = govern("--config", audit_site.config, "audit", "append", "--kind", "t",
                      "--actor", "a", "--subject", "s", "--payload", "{}")  # fmt: skip
    assert appended.code == 0, appended.stderr
    assert "Traceback" not in appended.stderr
    assert _checkpoint(govern, audit_site).code == 0
    assert govern("--config", audit_site.config, "audit", "verify").code == 0


def test_a_huge_line_past_the_last_entry_is_named_for_what_it_is(
    audit_site: AuditSite, govern: Govern
) -> None:
    _append(audit_site, 0, 5)
    assert _checkpoint(govern, audit_site).code == 0
    with (audit_site.log_dir / "log.jsonl").open("ab") as handle:
        handle.write(b"x" * (2 << 20))
    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code == 1
    assert "bytes past its last entry with no line end, more than any entry" in verified.stdout


def test_a_checkpoint_that_is_a_folder_is_a_finding_not_a_traceback(
    audit_site: AuditSite, govern: Govern
) -> None:
    _append(audit_site, 0, 5)
    assert _checkpoint(govern, audit_site).code == 0
    (audit_site.log_dir / "checkpoints" / f"{99:020d}").mkdir()
    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code == 1
    assert f"FAIL checkpoints/{99:020d}: cannot be read: Is a directory" in verified.stdout
    (audit_site.log_dir / "checkpoints" / f"{99:020d}").rmdir()

    latest = audit_site.log_dir / "checkpoint"
    latest.unlink()
    latest.mkdir()
    for command in ("verify", "checkpoint"):
        result = govern("--config", audit_site.config, "audit", command)
        assert result.code in (1, 2)
        assert "Traceback" not in result.stderr
        assert "Is a directory" in result.stdout + result.stderr
