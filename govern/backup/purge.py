"""Deleting a scan's expired files, safely against the users who own the folders they are in.

A file's folder is opened again from the area's root through directory file descriptors
(govern.backup.tree); the file is unlinked by name in it only while it is still the very file
the scan found, of the same type and owner, and still expired. Whatever a user swapped in since
the scan, a symlink or another folder or file, is left alone."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import groupby

from govern.backup.scratch import AreaReport, ScratchFile, open_area
from govern.backup.tree import GONE, LeavesFileSystem, open_below
from govern.errors import GovernError


@dataclass
class PurgeOutcome:
    deleted: list[ScratchFile] = field(default_factory=list)
    # Kept because it is no longer what the scan found there, or no longer expired.
    changed: list[ScratchFile] = field(default_factory=list)
    failed: list[tuple[ScratchFile, str]] = field(default_factory=list)


# Before a file is deleted: the record that will say so, or a GovernError that keeps the file.
Prepare = Callable[[ScratchFile], bytes]
# After a file announced for deletion was kept after all: the record that says so and why.
Kept = Callable[[ScratchFile, str], bytes]
# Appends records durably; the files they announce are unlinked only once it returns.
Announce = Callable[[list[bytes]], object]

# Deletions are announced in the audit log this many at a time: one log sync each.
AUDIT_BATCH = 256


def purge(report: AreaReport, prepare: Prepare, kept: Kept, announce: Announce) -> PurgeOutcome:
    """Delete REPORT's expired files; one file's problem never stops the others. Each file's
    record is in the audit log before the file is unlinked; a file announced and then kept (it
    changed in between, or could not be unlinked) gets a second record saying so. An error from
    ANNOUNCE stops the purge with nothing more deleted."""
    expired = report.expired()
    if not expired or report.device is None:
        return PurgeOutcome()
    run = _Purge(report.device, report.cutoff, prepare, kept, announce)
    root_fd = open_area(report.root)
    if root_fd is None or os.fstat(root_fd).st_dev != report.device:
        if root_fd is not None:
            os.close(root_fd)
        run.outcome.changed.extend(expired)  # the area itself is gone or was replaced
        return run.outcome
    try:
        for folder, files in groupby(expired, key=lambda f: f.names[:-1]):
            run.folder(root_fd, folder, list(files))
    finally:
        os.close(root_fd)
    return run.outcome


@dataclass
class _Purge:
    device: int
    cutoff: float
    prepare: Prepare
    kept: Kept
    announce: Announce
    outcome: PurgeOutcome = field(default_factory=PurgeOutcome)

    def folder(self, root_fd: int, names: tuple[str, ...], files: list[ScratchFile]) -> None:
        try:
            folder_fd = open_below(root_fd, names, self.device)
        except OSError as exc:
            if exc.errno in GONE or isinstance(exc, LeavesFileSystem):
                self.outcome.changed.extend(files)
            else:
                self.outcome.failed.extend((f, exc.strerror or str(exc)) for f in files)
            return
        try:
            for start in range(0, len(files), AUDIT_BATCH):
                self.batch(folder_fd, files[start : start + AUDIT_BATCH])
        finally:
            os.close(folder_fd)

    def batch(self, folder_fd: int, files: list[ScratchFile]) -> None:
        due: list[tuple[ScratchFile, bytes]] = []
        for file in files:
            why_not = self.why_not(folder_fd, file)
            if why_not is None:
                try:
                    due.append((file, self.prepare(file)))
                except GovernError as exc:
                    self.outcome.failed.append((file, str(exc)))
        if not due:
            return
        self.announce([record for _, record in due])
        taken_back: list[bytes] = []
        for file, _ in due:
            reason = self.unlink(folder_fd, file)
            if reason is not None:
                taken_back.append(self.kept(file, reason))
        if taken_back:
            self.announce(taken_back)

    def why_not(self, folder_fd: int, file: ScratchFile) -> str | None:
        """None while FILE is still the expired file the scan found; else it is kept, and why."""
        try:
            now = os.stat(file.names[-1], dir_fd=folder_fd, follow_symlinks=False)
        except OSError as exc:
            return self.kept_for(file, exc)
        if not file.is_same(now) or now.st_mtime >= self.cutoff:
            self.outcome.changed.append(file)
            return "changed since the scan"
        return None

    def unlink(self, folder_fd: int, file: ScratchFile) -> str | None:
        """Delete FILE if it is still what was announced; None when it is gone, else why not."""
        why_not = self.why_not(folder_fd, file)
        if why_not is not None:
            return why_not
        try:
            os.unlink(file.names[-1], dir_fd=folder_fd)
        except OSError as exc:
            return self.kept_for(file, exc)
        self.outcome.deleted.append(file)
        return None

    def kept_for(self, file: ScratchFile, exc: OSError) -> str:
        """FILE is kept because of EXC: counted as changed when it is gone, else as failed."""
        if isinstance(exc, FileNotFoundError):
            self.outcome.changed.append(file)
            return "gone since the scan"
        reason = exc.strerror or str(exc)
        self.outcome.failed.append((file, reason))
        return reason
