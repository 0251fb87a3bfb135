"""verify, in the test process, on what lies past the derived files: cut derived files, bytes
no entry could be, and checkpoint files that cannot be read."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from govern.audit import open_log
from govern.audit.checkpoint import Trust
from govern.audit.entry import MAX_ENTRY_BYTES
from govern.audit.log import AuditLog
from govern.audit.note import SigningKey
from govern.audit.verify import Problem, verify_log
from govern.errors import AuditError
from tests.audit.conftest import AuditSite


@pytest.fixture
def signed(audit_site: AuditSite, key: SigningKey) -> Iterator[AuditSite]:
    with open_log(audit_site.log_dir) as log:
        for n in range(30):
            log.append("test", "tester", f"job:{n}", {"n": n})
        log.checkpoint(key)
    yield audit_site


def _problems(site: AuditSite, trust: Trust) -> list[Problem]:
    with open_log(site.log_dir, create=False) as log:
        assert isinstance(log, AuditLog)
        return verify_log(log, trust).problems


def test_cut_derived_files_are_named_as_such(signed: AuditSite, trust: Trust) -> None:
    (signed.log_dir / "log.hashes").write_bytes(b"")
    why = (
        "it covers 30 entries but the log has only 0: log.index and log.hashes were cut or "
        "damaged while log.jsonl goes on: `govern audit repair` rebuilds them from it"
    )
    problems = _problems(signed, trust)
    assert [(p.message, p.index, p.checkpoint) for p in problems] == [
        (why, 0, f"checkpoints/{30:020d}"),
        (why, 0, "checkpoint"),
    ]


@pytest.mark.parametrize(("line_end", "foreign"), [(None, True), (0, False), (1, True)])
def test_bytes_past_the_last_entry_that_no_entry_could_be(
    signed: AuditSite, trust: Trust, line_end: int | None, foreign: bool
) -> None:
    """More than an entry's worth with no line end is named; a line end within the first
    MAX_ENTRY_BYTES + 1 bytes means derived files were cut instead."""
    tail = b"x" * (MAX_ENTRY_BYTES + 1)
    if line_end is not None:
        tail = tail[: MAX_ENTRY_BYTES + line_end] + b"\n" + tail
    with (signed.log_dir / "log.jsonl").open("ab") as handle:
        handle.write(tail)
    named = [p for p in _problems(signed, trust) if "no entry could be" in p.message or
             "more than any entry" in p.message]  # fmt: skip
    expected = Problem(
        f"log.jsonl has {len(tail)} bytes past its last entry with no line end, more than any "
        "entry: they were not written by govern",
        index=30,
    )
    assert named == ([expected] if foreign else [])


def test_exactly_an_entrys_worth_past_the_last_entry_is_a_torn_tail(
    signed: AuditSite, trust: Trust
) -> None:
    with (signed.log_dir / "log.jsonl").open("ab") as handle:
        handle.write(b"x" * MAX_ENTRY_BYTES)
    assert _problems(signed, trust) == []


def test_a_checkpoint_file_that_cannot_be_read_is_a_problem_of_its_own(
    signed: AuditSite, trust: Trust
) -> None:
    (signed.log_dir / "checkpoints" / f"{99:020d}").mkdir()
    problems = _problems(signed, trust)
    assert problems == [
        Problem("cannot be read: Is a directory", checkpoint=f"checkpoints/{99:020d}")
    ]


def _derived(site: AuditSite) -> tuple[bytes, bytes]:
    return (site.log_dir / "log.index").read_bytes(), (site.log_dir / "log.hashes").read_bytes()


def test_rebuild_gives_back_exactly_the_derived_files_the_appends_wrote(signed: AuditSite) -> None:
    written = _derived(signed)
    (signed.log_dir / "log.hashes").write_bytes(b"")
    (signed.log_dir / "log.index").write_bytes(b"\0" * 80)
    with open_log(signed.log_dir) as log:
        assert log.rebuild_derived() == 30
        assert log.size() == 30
    assert _derived(signed) == written


def test_whole_entries_are_the_lines_of_log_jsonl_up_to_a_torn_last_one(signed: AuditSite) -> None:
    lines = (signed.log_dir / "log.jsonl").read_bytes().split(b"\n")[:-1]
    with (signed.log_dir / "log.jsonl").open("ab") as handle:
        handle.write(b'{"torn')
    with open_log(signed.log_dir, create=False) as log:
        assert list(log.whole_entries()) == lines


def test_a_damaged_entry_is_named_and_the_rebuild_changes_nothing(signed: AuditSite) -> None:
    entries = signed.log_dir / "log.jsonl"
    entries.write_bytes(entries.read_bytes().replace(b'"job:12"', b"'job:12'", 1))
    before = (_derived(signed), entries.read_bytes())
    with open_log(signed.log_dir) as log:
        with pytest.raises(AuditError, match=r"^entry 12 in log.jsonl is damaged \(audit entry is "
                           r"not JSON\): log.index and log.hashes were left as they were; run "
                           r"`govern audit verify`$"):  # fmt: skip
            log.rebuild_derived()
        with pytest.raises(AuditError, match=r"^entry 12 in log.jsonl is damaged"):
            list(log.whole_entries())
    assert (_derived(signed), entries.read_bytes()) == before


def test_a_rebuild_never_settles_for_fewer_entries_than_were_acknowledged(
    signed: AuditSite,
) -> None:
    entries = signed.log_dir / "log.jsonl"
    kept = b"\n".join(entries.read_bytes().split(b"\n")[:20]) + b"\n"
    entries.write_bytes(kept)
    fewer = r"^log.jsonl holds 20 whole entries, fewer than the 30 acknowledged"
    with open_log(signed.log_dir) as log, pytest.raises(AuditError, match=fewer):
        log.rebuild_derived()
    assert entries.read_bytes() == kept


@pytest.mark.parametrize("damaged", [False, True])
def test_entries_without_derived_files_are_rebuilt_never_cut(
    signed: AuditSite, trust: Trust, damaged: bool
) -> None:
    """A folder restored without log.index, log.hashes and log.synced: the next writer rebuilds
    them from log.jsonl; a damaged entry stops it, and log.jsonl is never cut."""
    for name in ("log.index", "log.hashes", "log.synced"):
        (signed.log_dir / name).unlink()
    entries = signed.log_dir / "log.jsonl"
    if damaged:
        data = bytearray(entries.read_bytes())
        data[data.index(b"\n") + 1] = ord("X")
        entries.write_bytes(bytes(data))
    before = entries.read_bytes()
    for _ in range(2):  # a refused rebuild leaves empty derived files: still nothing is cut
        if damaged:
            with pytest.raises(AuditError, match=r"entry 1 in log\.jsonl is damaged"):
                open_log(signed.log_dir)
        else:
            with open_log(signed.log_dir) as log:
                assert log.size() == 30
        assert entries.read_bytes() == before
    if not damaged:
        assert _problems(signed, trust) == []
