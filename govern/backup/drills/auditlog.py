"""The drill's check of a restored audit-log export: the copy verifies on its own against the
site's trusted keys, and it is a prefix of the live log, proven against the live log's signed
checkpoint and, when the site anchors, its latest anchored checkpoint.

The restored copy is only ever read: when it came without its derived files, they are rebuilt
in a private scratch copy. The live log is opened for reading only."""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.audit.checkpoint import Checkpoint, Trust, open_checkpoint
from govern.audit.log import CHECKPOINT, CHECKPOINT_HISTORY, ENTRIES, HASHES, INDEX, open_log
from govern.audit.merkle import verify_consistency
from govern.audit.note import NoteError
from govern.audit.site import open_site_log
from govern.audit.trust import latest_checkpoint, site_trust
from govern.audit.verify import Problem, verify_log
from govern.backup.auditlog import copy_regular
from govern.backup.drills.checks import CheckResult
from govern.errors import GovernError

if TYPE_CHECKING:
    from govern.audit.log import AuditLog
    from govern.config import LoadedConfig

NAME = "audit-log"
_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class _Failed(Exception):
    """The check's one-line conclusion when the restored log does not hold up."""


@dataclass(frozen=True)
class _Restored:
    size: int
    root: bytes
    checkpoint: Checkpoint


def check_restored_log(config: LoadedConfig, restored: Path) -> CheckResult:
    """Whether RESTORED (the restored audit-log export folder) is the site's log, intact: it
    verifies with the site's trusted keys, and its entries are the live log's first ones."""
    details: dict[str, Any] = {
        "entries": 0,
        "checkpoint_size": None,
        "live_size": None,
        "live_checkpoint_size": None,
        "anchors_checked": 0,
    }
    try:
        message = _check(config, restored, details)
    except _Failed as exc:
        return CheckResult(NAME, False, str(exc), details)
    except GovernError as exc:
        return CheckResult(NAME, False, f"restored audit log {restored}: {exc}", details)
    except Exception as exc:  # a check that cannot finish has failed, whatever stopped it
        return CheckResult(
            NAME, False, f"restored audit log {restored}: the check failed: {exc!r}", details
        )
    return CheckResult(NAME, True, message, details)


def _check(config: LoadedConfig, restored: Path, details: dict[str, Any]) -> str:
    trust = site_trust(config)
    with _opened(restored) as log:
        own = _verified(log, trust, restored, details)
        with open_site_log(config, create=False) as live:
            live_size = live.size()
            details["live_size"] = live_size
            _require_prefix(log, live, own, live_size)
            signed = latest_checkpoint(config.audit_dir, trust).checkpoint
            details["live_checkpoint_size"] = signed.size
            _require_extends(log, live, own, signed, "the live log's checkpoint")
            anchored = _latest_anchor(config, trust)
            if anchored is not None:
                label, checkpoint = anchored
                _require_extends(log, live, own, checkpoint, f"the anchored checkpoint {label}")
                details["anchors_checked"] = 1
    anchors = f", and with the anchored one of {anchored[1].size}" if anchored else ""
    return (
        f"restored audit log: {own.size} entries verify with the trusted keys (checkpoint of "
        f"{own.checkpoint.size}) and are the first of the live log's {live_size}, consistent "
        f"with its checkpoint of {signed.size}{anchors}"
    )


def _verified(log: AuditLog, trust: Trust, restored: Path, details: dict[str, Any]) -> _Restored:
    report = verify_log(log, trust)
    details["entries"] = report.size
    details["checkpoint_size"] = report.checkpoint.size if report.checkpoint else None
    if report.size == 0:
        raise _Failed(f"restored audit log {restored} is empty: the export holds no entries")
    if report.problems or report.checkpoint is None:  # verify_log names a missing one too
        raise _Failed(_first_problem(restored, report.problems))
    return _Restored(report.size, report.root, report.checkpoint)


def _first_problem(restored: Path, problems: list[Problem]) -> str:
    """One line: an untrusted checkpoint first (the published one named before older ones),
    else the earliest problem verify_log found."""
    if not problems:
        return f"restored audit log {restored} has no checkpoint: it proves nothing"
    more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
    unsigned = sorted(
        (p for p in problems if p.checkpoint and p.message.startswith("does not verify")),
        key=lambda p: p.checkpoint != CHECKPOINT,
    )
    if unsigned:
        reason = unsigned[0].message.removeprefix("does not verify: ")
        return (
            f"restored audit log {restored}: {unsigned[0].checkpoint} does not verify with "
            f"the site's trusted keys: {reason}{more}"
        )
    return f"restored audit log {restored} fails verification: {problems[0]}{more}"


def _require_prefix(log: AuditLog, live: AuditLog, own: _Restored, live_size: int) -> None:
    if own.size > live_size:
        raise _Failed(
            f"the restored audit log has {own.size} entries but the live log only {live_size}: "
            "the live log was truncated or rolled back; run `govern audit verify --anchors`"
        )
    if live.root(own.size) != own.root:
        raise _Failed(
            "the restored audit log is not a prefix of the live log: history differs at "
            f"entry {_first_difference(log, live, own.size)}; run `govern audit verify`"
        )


def _first_difference(log: AuditLog, live: AuditLog, size: int) -> int:
    """The first entry where two logs differ, given that their first SIZE entries do: trees
    agree up to some size and differ at every larger one."""
    same, different = 0, size
    while different - same > 1:
        middle = (same + different) // 2
        if log.root(middle) == live.root(middle):
            same = middle
        else:
            different = middle
    return same


def _require_extends(
    log: AuditLog, live: AuditLog, own: _Restored, signed: Checkpoint, what: str
) -> None:
    """The restored tree and a signed checkpoint are one history: a consistency proof from the
    live log, checked against both roots, or the restored log's own root at its size."""
    if signed.size <= own.size:
        if log.root(signed.size) != signed.root:
            raise _Failed(
                f"the restored audit log differs from {what} ({signed.size} entries): "
                "run `govern audit verify --anchors`"
            )
        return
    if live.size() < signed.size:
        raise _Failed(
            f"{what} covers {signed.size} entries but the live log has {live.size()}: it was "
            "rolled back; run `govern audit verify --anchors`"
        )
    proof = live.consistency_proof(own.size, signed.size)
    try:
        verify_consistency(own.size, signed.size, proof, own.root, signed.root)
    except GovernError as exc:
        raise _Failed(
            f"the restored audit log is not consistent with {what} ({signed.size} entries): "
            f"{exc}; run `govern audit verify --anchors`"
        ) from None


def _latest_anchor(config: LoadedConfig, trust: Trust) -> tuple[str, Checkpoint] | None:
    """The largest anchored checkpoint that verifies, when the site anchors; an anchor that
    does not verify fails the check."""
    if config.audit.anchor is None:
        return None
    from govern.audit.anchor import AnchorStore

    latest: tuple[str, Checkpoint] | None = None
    for label, note in AnchorStore(config.audit.anchor).anchored():
        try:
            checkpoint = open_checkpoint(note, trust).checkpoint
        except NoteError as exc:
            raise _Failed(f"anchored checkpoint {label} does not verify: {exc}") from None
        if latest is None or checkpoint.size > latest[1].size:
            latest = (label, checkpoint)
    if latest is None:
        raise _Failed(
            f"the site anchors its log but bucket {config.audit.anchor.bucket} holds no "
            "checkpoint: run `govern audit anchor`"
        )
    return latest


@contextmanager
def _opened(restored: Path) -> Iterator[AuditLog]:
    """The restored log, read from a private scratch copy of the files that make it: whatever
    else the folder holds, and any symlink or special file in their place, is never read.
    Without derived files, opening the copy for writing rebuilds them from log.jsonl."""
    try:
        info = restored.lstat()
    except FileNotFoundError:
        raise _Failed(
            f"no restored audit log at {restored}: the snapshot lacks the audit-log export"
        ) from None
    if not stat.S_ISDIR(info.st_mode):
        raise _Failed(f"restored audit log {restored} is not a folder (a symlink or a file)")
    folder = os.open(restored, _FOLDER)
    try:
        names = set(os.listdir(folder))
        if ENTRIES not in names:
            raise _Failed(
                f"no restored audit log at {restored}: it holds no {ENTRIES}; the export is "
                "missing or empty"
            )
        with tempfile.TemporaryDirectory(prefix="govern-drill-") as scratch:
            copy = Path(scratch) / "audit"
            copy.mkdir(mode=0o700)
            derived = (INDEX, HASHES) if {INDEX, HASHES} <= names else ()
            for name in (ENTRIES, *derived):
                copy_regular(folder, name, restored, copy / name)
            if CHECKPOINT in names:
                copy_regular(folder, CHECKPOINT, restored, copy / CHECKPOINT, note=True)
            if CHECKPOINT_HISTORY in names:
                _copy_history(folder, restored, copy)
            if not derived:
                with open_log(copy):
                    pass
            with open_log(copy, create=False) as log:
                yield log
    finally:
        os.close(folder)


def _copy_history(folder: int, restored: Path, copy: Path) -> None:
    history = os.open(CHECKPOINT_HISTORY, _FOLDER, dir_fd=folder)
    try:
        (copy / CHECKPOINT_HISTORY).mkdir(mode=0o700)
        for name in sorted(os.listdir(history)):
            if not name.startswith("."):  # as verify_log reads them
                where, target = restored / CHECKPOINT_HISTORY, copy / CHECKPOINT_HISTORY / name
                copy_regular(history, name, where, target, note=True)
    finally:
        os.close(history)
