"""Who may touch the log folder: its owner writes, its owner and at most one reader group read.

The log records every decision and migration, and anyone who can open `log.lock` can stall
every writer, so the folder is 0700 (0750 with a reader group) and owned by the account that
appends; its files are 0600 (0640), the lock always 0600. Files are opened relative to the
folder's descriptor and never through a symlink, so a name swapped inside it cannot redirect a
write or a truncation to a file elsewhere.
"""

from __future__ import annotations

import errno
import grp
import os
import stat
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

from govern.errors import AuditError

OWNER_ONLY_FILE = 0o600
_GROUP_BITS = stat.S_IRWXG
_OTHER_BITS = stat.S_IRWXO


@dataclass(frozen=True)
class Access:
    """The log's readers besides its owner: nobody, or the members of one group."""

    reader_gid: int | None = None

    @classmethod
    def for_group(cls, name: str | None) -> Access:
        """Access for the configured reader group; an unknown group is an error, not 'nobody'."""
        if name is None:
            return cls()
        try:
            return cls(grp.getgrnam(name).gr_gid)
        except KeyError:
            raise AuditError(
                f"[audit] reader_group {name!r} is not a group on this host: create it or "
                "remove the setting"
            ) from None

    @classmethod
    def of_folder(cls, folder: os.stat_result) -> Access:
        """The access an existing folder already grants: its group reads when it can list it."""
        return cls(folder.st_gid if folder.st_mode & stat.S_IRGRP else None)

    @property
    def folder_mode(self) -> int:
        return 0o700 if self.reader_gid is None else 0o750

    @property
    def file_mode(self) -> int:
        return OWNER_ONLY_FILE if self.reader_gid is None else 0o640

    def apply(self, fd: int, mode: int) -> None:
        """Give an open file or folder exactly this mode and the reader group."""
        if self.reader_gid is not None and os.fstat(fd).st_gid != self.reader_gid:
            os.fchown(fd, -1, self.reader_gid)
        os.fchmod(fd, mode)


def _describe(path: Path, info: os.stat_result) -> str:
    return f"{path} (owner uid {info.st_uid}, mode {stat.S_IMODE(info.st_mode):04o})"


def open_folder(directory: Path, access: Access | None, *, create: bool) -> tuple[int, Access]:
    """A descriptor on the log folder and the access its files get.

    A writer creates the folder if need be and insists that it is no symlink, that it belongs
    to this account and that no other account can rename it or a folder above it (any of
    these would let someone else choose which files it writes, or what it chmods); then it
    sets the folder's mode: the given access, or without one what the folder already grants
    its group, never anything to other users."""
    if create:
        try:
            directory.parent.mkdir(parents=True, exist_ok=True)
            directory.mkdir(mode=(access or Access()).folder_mode, exist_ok=True)
        except OSError as exc:
            raise AuditError(
                f"cannot create audit log folder {directory}: {exc.strerror}"
            ) from None
    no_symlink = os.O_NOFOLLOW if create else 0
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC | no_symlink)
    except FileNotFoundError:
        raise AuditError(
            f"no audit log in {directory}: check [audit] dir, or append an entry first"
        ) from None
    except OSError as exc:
        swapped = exc.errno in (errno.ELOOP, errno.ENOTDIR) and directory.is_symlink()
        hint = ": it is a symlink; give [audit] dir the real path" if swapped else ""
        raise AuditError(
            f"cannot open the audit log folder {directory}: {exc.strerror}{hint}"
        ) from None
    try:
        info = os.fstat(fd)
        if not create:
            return fd, access or Access.of_folder(info)
        if info.st_uid != os.geteuid():
            raise AuditError(
                f"the audit log folder {_describe(directory, info)} does not belong to uid "
                f"{os.geteuid()}, which appends to it: give it to that account "
                "(chown) or point [audit] dir elsewhere"
            )
        _check_ancestors(directory)
        chosen = access or Access.of_folder(info)
        chosen.apply(fd, chosen.folder_mode)
        return fd, chosen
    except BaseException:
        os.close(fd)
        raise


def _check_ancestors(directory: Path) -> None:
    """Refuse a log folder that another account could rename away and replace: one inside a
    folder that account owns, or can write without the sticky bit (root's group excepted)."""
    trusted = {0, os.geteuid()}
    for folder in Path(os.path.realpath(directory.parent), "x").parents:
        info = folder.stat()
        writers = stat.S_IWOTH | (stat.S_IWGRP if info.st_gid != 0 else 0)
        shared = info.st_mode & writers and not info.st_mode & stat.S_ISVTX
        if info.st_uid not in trusted or shared:
            raise AuditError(
                f"the audit log folder {directory} is inside {_describe(folder, info)}, which "
                "another account can change: keep the log in a folder only root (or the "
                "account that appends) can write"
            )


def open_file(folder_fd: int, directory: Path, name: str, flags: int, mode: int) -> int:
    """Open one of the log's files inside the folder, refusing a symlink or anything that is
    not a plain file; a writer also refuses a file another account owns or that is linked
    elsewhere, which it would otherwise write to or truncate."""
    writing = bool(flags & (os.O_WRONLY | os.O_RDWR))
    try:
        fd = os.open(name, flags | os.O_NOFOLLOW | os.O_CLOEXEC, mode, dir_fd=folder_fd)
    except OSError as exc:
        raise AuditError(f"cannot open {directory / name}: {exc.strerror}") from None
    info = os.fstat(fd)
    refusal = None
    if not stat.S_ISREG(info.st_mode):
        refusal = "is not a regular file"
    elif writing and info.st_uid != os.geteuid():
        refusal = f"belongs to uid {info.st_uid}, not to uid {os.geteuid()} that appends"
    elif writing and info.st_nlink != 1:
        refusal = f"has {info.st_nlink} hard links: it may be a file from elsewhere"
    if refusal is not None:
        os.close(fd)
        raise AuditError(f"refusing the audit log file {directory / name}: it {refusal}")
    return fd


def exposure(
    directory: Path, locks: Collection[Path], reader_gid: int | None, limit: int = 20
) -> list[str]:
    """What in the log folder other local users can read or change (a lock: even open), or
    a symlink points out of: `govern audit verify` warns about each (up to `limit`)."""
    found: list[str] = []
    try:
        top = directory.lstat()
    except OSError as exc:
        return [f"cannot inspect {directory}: {exc.strerror}"]
    paths = [directory]
    for root, folders, files in os.walk(directory):
        paths += [Path(root) / name for name in [*folders, *files]]
    for path in paths:
        try:
            info = path.lstat()
        except OSError:
            continue  # gone since the walk: nothing left to expose
        problem = _exposed(info, top.st_uid, reader_gid, path in locks)
        if problem:
            found.append(f"{_describe(path, info)} {problem}")
    if len(found) > limit:
        found = [*found[:limit], f"... and {len(found) - limit} more paths open to others"]
    return found


def _exposed(info: os.stat_result, owner: int, reader_gid: int | None, lock: bool) -> str | None:
    mode = info.st_mode
    if stat.S_ISLNK(mode):
        return "is a symlink: the log's files must be in the folder itself"
    if mode & _OTHER_BITS:
        return "is open to every local user"
    if info.st_uid != owner:
        return "belongs to another account than the log folder"
    if mode & stat.S_IWGRP:
        return "is writable by its group"
    if mode & _GROUP_BITS and lock:
        return "lets its group take the writers' lock"
    if mode & _GROUP_BITS and (reader_gid is None or info.st_gid != reader_gid):
        expected = "no reader group is configured" if reader_gid is None else "not the reader group"
        return f"is open to group gid {info.st_gid}: {expected}"
    return None
