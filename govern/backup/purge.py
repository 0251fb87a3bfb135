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
# After it is deleted: keep the record (durably, before the purge returns or raises).
Deleted = Callable[[bytes], None]


def purge(report: AreaReport, prepare: Prepare, deleted: Deleted) -> PurgeOutcome:
    """Delete REPORT's expired files; one file's problem never stops the others."""
    expired = report.expired()
    if not expired or report.device is None:
        return PurgeOutcome()
    run = _Purge(report.device, report.cutoff, prepare, deleted)
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
    deleted: Deleted
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
            for file in files:
                self.file(folder_fd, file)
        finally:
            os.close(folder_fd)

    def file(self, folder_fd: int, file: ScratchFile) -> None:
        name = file.names[-1]
        try:
            now = os.stat(name, dir_fd=folder_fd, follow_symlinks=False)
            if not file.is_same(now) or now.st_mtime >= self.cutoff:
                self.outcome.changed.append(file)
                return
            record = self.prepare(file)
            os.unlink(name, dir_fd=folder_fd)
        except FileNotFoundError:
            self.outcome.changed.append(file)
            return
        except (OSError, GovernError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.outcome.failed.append((file, reason))
            return
        self.outcome.deleted.append(file)
        self.deleted(record)
