"""Tampering with the log in any way makes `govern audit verify` fail and name where."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from govern.audit import Entry, open_log
from govern.audit.checkpoint import Trust
from govern.audit.log import ENTRIES, HASHES, INDEX, stored_hash_count
from govern.audit.note import generate_signing_key
from govern.audit.verify import verify_log
from tests.audit.conftest import ORIGIN, AuditSite

SIZE = 20
FIRST_CHECKPOINT = f"checkpoints/{10:020d}"
LAST_CHECKPOINT = f"checkpoints/{SIZE:020d}"


@pytest.fixture
def filled(audit_site: AuditSite) -> AuditSite:
    """Twenty entries with checkpoints at 10 and 20."""
    with audit_site.open() as log:
        for n in range(SIZE):
            log.append("decision", "slurmctld", f"job:{n}", {"n": n, "user": f"u{n % 3}"})
            if n + 1 in (10, SIZE):
                log.checkpoint(audit_site.key)
    return audit_site


def _lines(site: AuditSite) -> list[bytes]:
    return (site.log_dir / ENTRIES).read_bytes().splitlines(keepends=True)


def _write_lines(site: AuditSite, lines: list[bytes]) -> None:
    (site.log_dir / ENTRIES).write_bytes(b"".join(lines))


def _first_problem(site: AuditSite) -> Any:
    trust = Trust(ORIGIN, (site.key.verifier.vkey,))
    with open_log(site.log_dir, create=False) as log:
        report = verify_log(log, trust)
    assert not report.ok
    return report.problems[0]


def test_an_untouched_log_verifies(filled: AuditSite, govern: Callable[..., Any]) -> None:
    result = govern("--config", filled.config, "audit", "verify", "--json")
    assert result.code == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert (report["ok"], report["size"], report["checkpoint_size"]) == (True, SIZE, SIZE)
    assert report["checkpoints_checked"] == 3


@pytest.mark.parametrize("index", range(SIZE))
def test_a_changed_byte_in_any_entry_is_named(filled: AuditSite, index: int) -> None:
    lines = _lines(filled)
    changed = bytearray(lines[index])
    position = changed.index(b'"u') + 2  # a character inside the user field
    changed[position] = ord("v")
    lines[index] = bytes(changed)
    _write_lines(filled, lines)
    problem = _first_problem(filled)
    assert problem.index == index


def _delete(lines: list[bytes]) -> int:
    del lines[7]
    return 7


def _reorder(lines: list[bytes]) -> int:
    lines[12], lines[13] = lines[13], lines[12]
    return 12


def _duplicate(lines: list[bytes]) -> int:
    lines.insert(5, lines[4])
    return 5


def _insert(lines: list[bytes]) -> int:
    lines.insert(3, lines[3].replace(b"job:3", b"job:X"))
    return 3


@pytest.mark.parametrize("tamper", [_delete, _reorder, _duplicate, _insert])
def test_moved_entries_are_named(
    filled: AuditSite, tamper: Callable[[list[bytes]], int], govern: Callable[..., Any]
) -> None:
    lines = _lines(filled)
    first_bad = tamper(lines)
    _write_lines(filled, lines)
    result = govern("--config", filled.config, "audit", "verify")
    assert result.code == 1
    assert result.stdout.startswith(f"FAIL entry {first_bad}:"), result.stdout


def test_a_log_rewritten_with_its_derived_files_is_caught_by_its_checkpoints(
    filled: AuditSite, tmp_path: Path, govern: Callable[..., Any]
) -> None:
    """The attacker edits entry 4 and rebuilds log.index and log.hashes to match."""
    lines = _lines(filled)
    lines[4] = lines[4].replace(b'"u1"', b'"u2"')
    with open_log(tmp_path / "forged") as forged:
        forged.append_records([line.rstrip(b"\n") for line in lines])
    for name in (ENTRIES, INDEX, HASHES):
        shutil.copy(tmp_path / "forged" / name, filled.log_dir / name)
    result = govern("--config", filled.config, "audit", "verify")
    assert result.code == 1
    assert result.stdout.startswith(f"FAIL {FIRST_CHECKPOINT}: its root does not match"), (
        result.stdout
    )


def test_a_truncated_log_is_named_with_the_checkpoint_it_breaks(filled: AuditSite) -> None:
    with open_log(filled.log_dir, create=False) as log:
        end = log.entry_end(14)
    for name, length in ((ENTRIES, end), (INDEX, 15 * 8), (HASHES, stored_hash_count(15) * 32)):
        with (filled.log_dir / name).open("r+b") as handle:
            handle.truncate(length)
    problem = _first_problem(filled)
    assert (problem.checkpoint, problem.index) == (LAST_CHECKPOINT, 15)
    assert "truncated or rolled back" in problem.message


def test_entries_cut_from_log_jsonl_alone_are_named(filled: AuditSite) -> None:
    with open_log(filled.log_dir, create=False) as log:
        end = log.entry_end(11)
    with (filled.log_dir / ENTRIES).open("r+b") as handle:
        handle.truncate(end)
    problem = _first_problem(filled)
    assert problem.index == 12
    assert "log.jsonl ends before them" in problem.message


def test_a_checkpoint_signed_by_another_key_is_named(
    filled: AuditSite, govern: Callable[..., Any]
) -> None:
    impostor = generate_signing_key(ORIGIN)
    with open_log(filled.log_dir) as log:
        log.checkpoint(impostor)
    result = govern("--config", filled.config, "audit", "verify")
    assert result.code == 1
    assert "FAIL checkpoint: does not verify: not signed by any trusted log key" in result.stdout
    assert f"FAIL {LAST_CHECKPOINT}: does not verify" in result.stdout


def test_a_rolled_back_published_checkpoint_is_named(filled: AuditSite) -> None:
    shutil.copy(filled.log_dir / FIRST_CHECKPOINT, filled.log_dir / "checkpoint")
    problem = _first_problem(filled)
    assert problem.checkpoint == "checkpoint"
    assert "rolled back" in problem.message


def test_a_log_without_a_checkpoint_does_not_pass(audit_site: AuditSite) -> None:
    with audit_site.open() as log:
        log.append("k", "a", "s", {})
    problem = _first_problem(audit_site)
    assert "run `govern audit checkpoint`" in problem.message


def test_changes_deep_in_a_large_log_are_named(audit_site: AuditSite) -> None:
    """Past 4096 entries verification hashes whole subtrees at once; it must still name the
    entry, and checkpoints that fall inside such a subtree must still be checked."""
    template = Entry("decision", "slurmctld", "job:0", {"n": 0}).to_bytes()
    with audit_site.open() as log:
        log.append_records([template.replace(b"job:0", b"job:%d" % n) for n in range(3000)])
        log.checkpoint(audit_site.key)
        log.append_records([template.replace(b"job:0", b"job:%d" % n) for n in range(3000, 9000)])
        log.checkpoint(audit_site.key)
    trust = Trust(ORIGIN, (audit_site.key.verifier.vkey,))
    with open_log(audit_site.log_dir, create=False) as log:
        report = verify_log(log, trust)
        assert report.ok, report.problems
        assert report.checkpoints_checked == 3
        start_of_5555 = log.entry_end(5554)
    with (audit_site.log_dir / ENTRIES).open("r+b") as handle:
        handle.seek(start_of_5555 + len(b'{"actor":"'))
        handle.write(b"S")  # slurmctld -> Slurmctld in entry 5555
    assert _first_problem(audit_site).index == 5555


def test_a_corrupt_subtree_hash_is_named(audit_site: AuditSite) -> None:
    with audit_site.open() as log:
        for n in range(8):
            log.append("k", "a", f"s{n}", {})
        log.checkpoint(audit_site.key)
    # The hash of subtree (level 2, index 1), the parent of entries 4..7, sits after entry 7's.
    with (audit_site.log_dir / HASHES).open("r+b") as handle:
        handle.seek((stored_hash_count(7) + 2) * 32)
        handle.write(b"\xff")
    assert _first_problem(audit_site).index == 7
