"""Running a class's drill checks on what its items brought back: find the restored files each
check needs, give it a scratch folder only root can enter, and turn anything unexpected into a
failed check."""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from govern.backup.drills.checks import CheckResult
from govern.backup.plan import EXPORTS
from govern.errors import GovernError

if TYPE_CHECKING:
    from govern.backup.actions.context import BackupContext

_MAX_FOUND = 16


class Restored(Protocol):
    """One drilled item: its sandbox (through a descriptor) and its recorded export counts."""

    @property
    def restored(self) -> Path | None: ...
    @property
    def export_counts(self) -> dict[str, Any]: ...


def _files_named(top: Path, name: str) -> Iterator[Path]:
    """Regular files called NAME below TOP, never through a symlink."""
    stack = [str(top)]
    found = 0
    while stack and found < _MAX_FOUND:
        try:
            entries = list(os.scandir(stack.pop()))
        except OSError:
            continue
        for entry in entries:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISDIR(st.st_mode):
                stack.append(entry.path)
            elif entry.name == name and stat.S_ISREG(st.st_mode):
                found += 1
                yield Path(entry.path)


def _original(restored: Path, sandbox: Path) -> Path:
    """Where a restored file came from: restic keeps absolute paths below the sandbox."""
    return Path("/") / restored.relative_to(sandbox)


def _export_folder(context: BackupContext, sandbox: Path, class_name: str) -> Path:
    exports = context.paths.state_dir / EXPORTS / class_name
    return sandbox / str(exports).lstrip("/")


def _slurm(
    context: BackupContext, items: Sequence[Restored], work: Path, timeout: float
) -> CheckResult:
    from govern.backup.drills.slurm import check_slurm_config

    for item in items:
        assert item.restored is not None
        for conf in _files_named(item.restored, "slurm.conf"):
            live = _original(conf, item.restored)
            return check_slurm_config(
                conf, sandbox=work, live_conf=live if live.is_file() else None, timeout=timeout
            )
    return CheckResult("slurm", False, "no slurm.conf among the restored files")


def _identity(
    context: BackupContext, class_name: str, items: Sequence[Restored], work: Path, timeout: float
) -> list[CheckResult]:
    from govern.backup.drills.identity import IdentityCounts, check_identity_export

    results: list[CheckResult] = []
    for item in items:
        assert item.restored is not None
        expected: dict[str, IdentityCounts] = {}
        for name, data in item.export_counts.items():
            counts = IdentityCounts.from_json(data)
            if counts is not None:
                expected[name] = counts
        if not expected:
            continue
        folder = _export_folder(context, item.restored, class_name)
        results += check_identity_export(folder, expected, sandbox=work, timeout=timeout)
    return results or [
        CheckResult("identity", False, "no identity export with recorded counts was restored")
    ]


def _audit_log(context: BackupContext, items: Sequence[Restored], class_name: str) -> CheckResult:
    from govern.backup.drills.auditlog import check_restored_log

    for item in items:
        assert item.restored is not None
        folder = _export_folder(context, item.restored, class_name)
        for candidate in sorted(folder.glob("*")) if folder.is_dir() else ():
            if (
                candidate.is_dir()
                and not candidate.is_symlink()
                and (candidate / "log.jsonl").exists()
            ):
                return check_restored_log(context.config, candidate)
    return CheckResult("audit-log", False, "no audit-log export among the restored files")


def run_class_checks(
    context: BackupContext,
    class_name: str,
    checks: Sequence[str],
    items: Sequence[Restored],
    *,
    timeout: float,
) -> list[CheckResult]:
    """Every check of CHECKS on ITEMS; an error inside a check is that check failing."""
    results: list[CheckResult] = []
    base = context.paths.state_dir / "drills" / "work"
    base.mkdir(mode=0o700, parents=True, exist_ok=True)
    for check in checks:
        work = Path(tempfile.mkdtemp(prefix=f"{check}-", dir=base))
        began, first = time.monotonic(), len(results)
        try:
            if check == "slurm":
                results.append(_slurm(context, items, work, timeout))
            elif check == "identity":
                results += _identity(context, class_name, items, work, timeout)
            elif check == "audit-log":
                results.append(_audit_log(context, items, class_name))
            else:
                results.append(CheckResult(check, False, f"unknown check {check!r}"))
        except (GovernError, OSError, ValueError) as exc:
            results.append(CheckResult(check, False, f"the check failed: {exc}"))
        finally:
            shutil.rmtree(work, ignore_errors=True)
        # Every check's time goes into the drill record; one that timed its parts keeps its own.
        for result in results[first:]:
            result.details.setdefault("seconds", round(time.monotonic() - began, 3))
    return results
