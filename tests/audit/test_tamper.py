"""Tampering with the log in any way makes `govern audit verify` fail and name where."""

from __future__ import annotations

import base64
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from govern.audit import Entry, open_log
from govern.audit.checkpoint import Trust
from govern.audit.log import ENTRIES, HASHES, INDEX, stored_hash_count
from govern.audit.merkle import EMPTY_ROOT
from govern.audit.note import COSIGNATURE_V1, VerifierKey, generate_signing_key
from govern.audit.verify import Problem, Report, verify_log
from tests.audit.conftest import ORIGIN, AuditSite
from tests.audit.test_cli import _cosign

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
    assert _first_problem(audit_site) == Problem(
        "its hash does not match the stored tree: the entry (or log.hashes) was changed", index=7
    )


def _report(site: AuditSite, anchors: tuple[tuple[str, bytes], ...] = ()) -> Report:
    trust = Trust(ORIGIN, (site.key.verifier.vkey,))
    with open_log(site.log_dir, create=False) as log:
        return verify_log(log, trust, anchors)


def test_an_untouched_log_reports_its_size_root_and_every_checkpoint(filled: AuditSite) -> None:
    with open_log(filled.log_dir, create=False) as log:
        root = log.root(SIZE)
    report = _report(filled)
    assert report.checkpoint is not None and report.checkpoint.root == root
    assert report.to_json() == {
        "ok": True,
        "size": SIZE,
        "root": base64.b64encode(root).decode(),
        "checkpoint_size": SIZE,
        "witnesses": [],
        "checkpoints_checked": 3,
        "anchors_checked": 0,
        "uncommitted_bytes": 0,
        "problems": [],
    }


def test_files_starting_with_a_dot_in_checkpoints_are_not_claims(filled: AuditSite) -> None:
    """An interrupted atomic write leaves a dotfile behind; it is neither checked nor a failure."""
    (filled.log_dir / "checkpoints" / f".{SIZE:020d}.tmp").write_bytes(b"half a checkpoint")
    report = _report(filled)
    assert report.ok, report.problems
    assert report.checkpoints_checked == 3


def test_resized_entries_are_named_as_a_boundary_problem_and_no_root_is_reported(
    filled: AuditSite,
) -> None:
    """Entry 5 one byte shorter and entry 6 one longer: log.jsonl keeps its length, and log.index
    now puts entry 5's end past its newline."""
    lines = _lines(filled)
    lines[5] = lines[5].replace(b'"u2"', b'"u"')
    lines[6] = lines[6].replace(b'"u0"', b'"u00"')
    _write_lines(filled, lines)
    report = _report(filled)
    assert report.problems[0] == Problem(
        "entry boundaries do not match log.index: an entry was inserted, deleted or resized",
        index=5,
    )
    assert str(report.problems[0]) == (
        "entry 5: entry boundaries do not match log.index: an entry was inserted, deleted or "
        "resized"
    )
    assert report.root == EMPTY_ROOT
    assert report.to_json()["problems"][0] == {
        "message": report.problems[0].message,
        "index": 5,
        "checkpoint": None,
    }


def _rewrite_with_derived_files(site: AuditSite, tmp_path: Path, index: int) -> None:
    """Edit one entry and rebuild log.index and log.hashes to match, as an attacker would."""
    lines = _lines(site)
    lines[index] = lines[index].replace(b'"decision"', b'"Decision"')
    with open_log(tmp_path / "forged") as forged:
        forged.append_records([line.rstrip(b"\n") for line in lines])
    for name in (ENTRIES, INDEX, HASHES):
        shutil.copy(tmp_path / "forged" / name, site.log_dir / name)


def test_a_rewrite_after_a_good_checkpoint_says_after_which_entry(
    filled: AuditSite, tmp_path: Path
) -> None:
    _rewrite_with_derived_files(filled, tmp_path, 14)
    report = _report(filled)
    assert report.problems == [
        Problem(
            f"its root does not match entries 0..{SIZE - 1}: history was rewritten after entry 9",
            checkpoint=LAST_CHECKPOINT,
        ),
        Problem(
            f"its root does not match entries 0..{SIZE - 1}: history was rewritten after entry 9",
            checkpoint="checkpoint",
        ),
    ]
    assert str(report.problems[0]) == (
        f"{LAST_CHECKPOINT}: its root does not match entries 0..19: history was rewritten after "
        "entry 9"
    )


def test_a_rewrite_before_every_checkpoint_names_no_good_entry(
    filled: AuditSite, tmp_path: Path
) -> None:
    _rewrite_with_derived_files(filled, tmp_path, 4)
    report = _report(filled)
    assert [(p.checkpoint, p.message) for p in report.problems] == [
        (FIRST_CHECKPOINT, "its root does not match entries 0..9: history was rewritten"),
        (LAST_CHECKPOINT, "its root does not match entries 0..19: history was rewritten"),
        ("checkpoint", "its root does not match entries 0..19: history was rewritten"),
    ]
    assert report.checkpoints_checked == 3


def test_log_jsonl_cut_by_one_byte_is_named_but_a_lost_last_newline_is_an_unfinished_append(
    filled: AuditSite,
) -> None:
    """The last entry's newline missing while its bytes are all there is what an interrupted
    append leaves: not a deletion. One byte fewer is a cut."""
    whole = (filled.log_dir / ENTRIES).read_bytes()
    last = len(_lines(filled)[-1])
    (filled.log_dir / ENTRIES).write_bytes(whole[:-1] + b" ")
    unfinished = _report(filled)
    assert (unfinished.size, unfinished.uncommitted_bytes) == (SIZE - 1, last)
    assert not any("log.jsonl ends before them" in p.message for p in unfinished.problems)
    (filled.log_dir / ENTRIES).write_bytes(whole[:-1])
    cut = _report(filled)
    assert cut.problems[0] == Problem(
        f"log.index lists {SIZE} entries but log.jsonl ends before them: "
        "entries were deleted or the file was cut",
        index=SIZE - 1,
    )


def test_a_published_checkpoint_rolled_back_behind_an_anchor_is_named(filled: AuditSite) -> None:
    """The folder's newer checkpoints are gone and `checkpoint` is an old one again: only the
    anchored copy of the newer one still shows that it was issued."""
    anchors = (
        ("s3://anchors/govern-audit/10", (filled.log_dir / FIRST_CHECKPOINT).read_bytes()),
        ("s3://anchors/govern-audit/20", (filled.log_dir / LAST_CHECKPOINT).read_bytes()),
    )
    (filled.log_dir / LAST_CHECKPOINT).unlink()
    shutil.copy(filled.log_dir / FIRST_CHECKPOINT, filled.log_dir / "checkpoint")
    assert _report(filled).ok  # the local evidence alone is consistent
    report = _report(filled, anchors)
    assert (report.anchors_checked, report.checkpoints_checked) == (2, 2)
    assert report.problems == [
        Problem(
            f"it covers 10 entries but a checkpoint for {SIZE} was issued: "
            "the published checkpoint was rolled back",
            checkpoint="checkpoint",
        )
    ]


def test_a_log_cut_behind_an_anchor_is_named_by_the_anchor(filled: AuditSite) -> None:
    label = "s3://anchors/govern-audit/20"
    anchor = (label, (filled.log_dir / LAST_CHECKPOINT).read_bytes())
    with open_log(filled.log_dir, create=False) as log:
        end = log.entry_end(14)
    for name, length in ((ENTRIES, end), (INDEX, 15 * 8), (HASHES, stored_hash_count(15) * 32)):
        with (filled.log_dir / name).open("r+b") as handle:
            handle.truncate(length)
    (filled.log_dir / LAST_CHECKPOINT).unlink()
    shutil.copy(filled.log_dir / FIRST_CHECKPOINT, filled.log_dir / "checkpoint")
    assert _report(filled).ok  # rewritten consistently: only the anchor knows
    report = _report(filled, (anchor,))
    assert str(report.problems[0]) == (
        f"{label}, entry 15: it covers {SIZE} entries but the log has only 15: the log was "
        "truncated or rolled back"
    )
    assert report.problems == [
        Problem(
            f"it covers {SIZE} entries but the log has only 15: the log was truncated or rolled "
            "back",
            index=15,
            checkpoint=label,
        ),
        Problem(
            f"it covers 10 entries but a checkpoint for {SIZE} was issued: "
            "the published checkpoint was rolled back",
            checkpoint="checkpoint",
        ),
    ]


def test_an_empty_log_verifies_against_its_empty_checkpoint(audit_site: AuditSite) -> None:
    with audit_site.open() as log:
        empty = _report(audit_site)
        assert empty.problems == [Problem("no checkpoint yet: run `govern audit checkpoint`")]
        assert str(empty.problems[0]) == "no checkpoint yet: run `govern audit checkpoint`"
        assert empty.to_json()["checkpoint_size"] is None
        log.checkpoint(audit_site.key)
    report = _report(audit_site)
    assert report.ok, report.problems
    assert (report.size, report.root, report.checkpoints_checked) == (0, EMPTY_ROOT, 2)


def test_whole_subtrees_deep_in_a_large_log_are_checked_up_to_the_root(
    audit_site: AuditSite, tmp_path: Path
) -> None:
    """Past 4096 entries verification hashes aligned subtrees of 4096 at once. The hashes above
    them are checked too, and a checkpoint inside such a subtree or at its end still has its root
    compared."""
    template = Entry("decision", "slurmctld", "job:0", {"n": 0}).to_bytes()
    records = [template.replace(b"job:0", b"job:%d" % n) for n in range(9000)]
    with audit_site.open() as log:
        for part in (records[:3000], records[3000:8192], records[8192:]):
            log.append_records(part)
            log.checkpoint(audit_site.key)
    hashes = (audit_site.log_dir / HASHES).read_bytes()
    # The hash of entries 0..8191 (level 13) is stored right after entry 8191's subtrees.
    position = (stored_hash_count(8191) + 13) * 32
    changed = hashes[:position] + bytes([hashes[position] ^ 1]) + hashes[position + 1 :]
    (audit_site.log_dir / HASHES).write_bytes(changed)
    assert _first_problem(audit_site).index == 8191
    (audit_site.log_dir / HASHES).write_bytes(hashes)
    assert _report(audit_site).ok
    # Entry 100 edited with log.index and log.hashes rebuilt: only the checkpoints can tell.
    records[100] = records[100].replace(b"slurmctld", b"Slurmctld")
    with open_log(tmp_path / "forged") as forged:
        forged.append_records(records)
    for name in (ENTRIES, INDEX, HASHES):
        shutil.copy(tmp_path / "forged" / name, audit_site.log_dir / name)
    assert [p.checkpoint for p in _report(audit_site).problems] == [
        f"checkpoints/{3000:020d}",
        f"checkpoints/{8192:020d}",
        f"checkpoints/{9000:020d}",
        "checkpoint",
    ]


def test_the_witnesses_of_the_published_checkpoint_are_reported(filled: AuditSite) -> None:
    witness = Ed25519PrivateKey.generate()
    public = witness.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    vkey = VerifierKey("witness.example.org", COSIGNATURE_V1, public).vkey
    latest = filled.log_dir / "checkpoint"
    latest.write_text(_cosign(latest.read_text(), witness, "witness.example.org", 1764460800))
    trust = Trust(ORIGIN, (filled.key.verifier.vkey,), (vkey,))
    with open_log(filled.log_dir, create=False) as log:
        report = verify_log(log, trust)
    assert report.ok, report.problems
    assert report.witnesses == ("witness.example.org",)
    assert report.to_json()["witnesses"] == ["witness.example.org"]


def test_a_checkpoint_that_does_not_verify_is_named_and_the_others_still_checked(
    filled: AuditSite,
) -> None:
    (filled.log_dir / FIRST_CHECKPOINT).write_text("rc.example.edu/audit\n10\n")
    report = _report(filled)
    assert report.problems == [
        Problem("does not verify: malformed note", checkpoint=FIRST_CHECKPOINT)
    ]
    assert (report.checkpoints_checked, report.checkpoint and report.checkpoint.size) == (2, SIZE)


def test_a_published_checkpoint_that_does_not_verify_is_the_only_problem_named(
    filled: AuditSite,
) -> None:
    (filled.log_dir / "checkpoint").write_text("rc.example.edu/audit\n20\n")
    report = _report(filled)
    assert report.problems == [Problem("does not verify: malformed note", checkpoint="checkpoint")]
    assert report.checkpoint is None


def test_a_structural_problem_does_not_hide_a_checkpoint_the_log_is_too_short_for(
    filled: AuditSite,
) -> None:
    lines = _lines(filled)[:15]
    lines[5] = lines[5].replace(b'"u2"', b'"u"')
    lines[6] = lines[6].replace(b'"u0"', b'"u00"')
    _write_lines(filled, lines)
    for name, length in ((INDEX, 15 * 8), (HASHES, stored_hash_count(15) * 32)):
        with (filled.log_dir / name).open("r+b") as handle:
            handle.truncate(length)
    assert [(p.index, p.checkpoint) for p in _report(filled).problems] == [
        (5, None),  # entry boundaries; the checkpoint for 10 cannot be checked past it
        (15, LAST_CHECKPOINT),
        (15, "checkpoint"),
    ]


def test_a_log_of_exactly_one_whole_chunk_has_every_entry_checked(audit_site: AuditSite) -> None:
    """4096 entries are hashed as one aligned subtree: a change in any of them is still named."""
    template = Entry("decision", "slurmctld", "job:0", {"n": 0}).to_bytes()
    with audit_site.open() as log:
        log.append_records([template.replace(b"job:0", b"job:%d" % n) for n in range(4096)])
        log.checkpoint(audit_site.key)
        start_of_4000 = log.entry_end(3999)
    assert _report(audit_site).ok
    with (audit_site.log_dir / ENTRIES).open("r+b") as handle:
        handle.seek(start_of_4000 + len(b'{"actor":"'))
        handle.write(b"S")
    assert _first_problem(audit_site).index == 4000
