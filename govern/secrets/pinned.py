"""A file below folders that users can write, reached once and never through a symbolic link.

`secrets migrate` runs as root over users' files. Checking a path and then using it again lets a
user swap a folder for a link in between and steer root into someone else's folder. So the
folder is opened once, one component at a time with O_NOFOLLOW, and every later step (reading,
the temporary file, the rename, the scrub) works relative to that descriptor."""

from __future__ import annotations

import contextlib
import errno
import os
import pwd
import secrets
import stat
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from govern.errors import SecretsError

_FOLDER_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
# O_NONBLOCK: a FIFO swapped in does not hang the command.
_FILE_FLAGS = os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


@dataclass
class PinnedFile:
    """FILE's folder held open, and the file as it was when it was read."""

    path: Path
    folder: int
    name: str
    info: os.stat_result

    def close(self) -> None:
        os.close(self.folder)

    def __enter__(self) -> PinnedFile:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def read_up_to(fd: int, limit: int) -> bytes:
    """At most LIMIT + 1 bytes from FD: one byte more than LIMIT tells a caller it was too big."""
    chunks = []
    remaining = limit + 1
    while remaining > 0:
        chunk = os.read(fd, remaining)
        if not chunk:
            break
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


def _link_error(shown: Path) -> SecretsError:
    return SecretsError(
        f"{shown} is a symbolic link: govern follows no link where it rewrites files; "
        "give the path of the real file"
    )


def _open_error(shown: Path, exc: OSError) -> SecretsError:
    if exc.errno == errno.ELOOP:  # what O_NOFOLLOW answers for a link, and only for a link
        return _link_error(shown)
    if exc.errno == errno.ENOENT:
        return SecretsError(f"{shown}: no such file")
    return SecretsError(f"{shown}: cannot open: {exc.strerror}")


def _open_subfolder(folder: int, name: str, shown: Path) -> int:
    # O_PATH opens a link itself, so what NAME is gets decided on one object, not looked up twice.
    try:
        handle = os.open(name, os.O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=folder)
    except OSError as exc:
        raise _open_error(shown, exc) from None
    try:
        kind = os.fstat(handle).st_mode
        if stat.S_ISLNK(kind):
            raise _link_error(shown)
        if not stat.S_ISDIR(kind):
            raise SecretsError(f"{shown} is not a folder")
        return os.open(".", _FOLDER_FLAGS, dir_fd=handle)
    except OSError as exc:
        raise _open_error(shown, exc) from None
    finally:
        os.close(handle)


def _open_folder(directory: Path) -> int:
    if not directory.is_absolute():
        raise SecretsError(f"{directory}: give an absolute path")
    if ".." in directory.parts:
        raise SecretsError(f"{directory}: '..' in the path: give the folder's own path")
    fd = os.open("/", _FOLDER_FLAGS)
    shown = Path("/")
    for part in directory.parts[1:]:
        shown /= part
        try:
            child = _open_subfolder(fd, part, shown)
        finally:
            os.close(fd)
        fd = child
    return fd


def _open_file(folder: int, name: str, shown: Path, flags: int) -> tuple[int, os.stat_result]:
    """NAME in FOLDER opened with FLAGS, refused unless it is a regular file; a device or FIFO
    is never opened at all."""
    try:
        seen = os.stat(name, dir_fd=folder, follow_symlinks=False)
    except OSError as exc:
        raise _open_error(shown, exc) from None
    if stat.S_ISLNK(seen.st_mode):
        raise _link_error(shown)
    if not stat.S_ISREG(seen.st_mode):
        raise SecretsError(f"{shown} is not a regular file")
    try:
        fd = os.open(name, flags | _FILE_FLAGS, dir_fd=folder)
    except OSError as exc:
        raise _open_error(shown, exc) from None
    info = os.fstat(fd)
    if (info.st_dev, info.st_ino) != (seen.st_dev, seen.st_ino):
        os.close(fd)
        raise SecretsError(f"{shown} changed while it was being opened; run again")
    return fd, info


def _owner_name(uid: int) -> str:
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return f"uid {uid}"


def pin(path: Path, limit: int) -> tuple[PinnedFile, bytes]:
    """PATH's folder pinned and PATH's content, if PATH is a regular file of at most LIMIT bytes
    with one name, owned by the owner of its folder (anyone else could swap it)."""
    folder = _open_folder(path.parent)
    try:
        fd, info = _open_file(folder, path.name, path, os.O_RDONLY)
        try:
            data = read_up_to(fd, limit)
        finally:
            os.close(fd)
        if info.st_nlink > 1:
            raise SecretsError(
                f"{path} has {info.st_nlink} hard links: the plaintext would live on under the "
                "other names; remove them first"
            )
        if len(data) > limit:
            raise SecretsError(f"{path} is larger than {limit} bytes ([secrets] max_file_bytes)")
        folder_uid = os.fstat(folder).st_uid
        if info.st_uid != folder_uid:
            raise SecretsError(
                f"{path} belongs to {_owner_name(info.st_uid)} but its folder to "
                f"{_owner_name(folder_uid)}, who could swap it: move it into a folder of its owner"
            )
    except BaseException:
        os.close(folder)
        raise
    return PinnedFile(path, folder, path.name, info), data


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _check_unchanged(pinned: PinnedFile, expected: bytes) -> None:
    fd, info = _open_file(pinned.folder, pinned.name, pinned.path, os.O_RDONLY)
    try:
        same = (info.st_dev, info.st_ino) == (pinned.info.st_dev, pinned.info.st_ino) and (
            read_up_to(fd, len(expected)) == expected
        )
    finally:
        os.close(fd)
    if not same:
        raise SecretsError(f"{pinned.path} changed while it was being migrated; run again")


def _write_temporary(pinned: PinnedFile, data: bytes) -> str:
    """A new file beside the pinned one holding DATA, with its owner, group and mode."""
    original = pinned.info
    name = f".{pinned.name}.{secrets.token_hex(6)}.govern"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    fd = os.open(name, flags, 0o600, dir_fd=pinned.folder)
    try:
        try:
            made = os.fstat(fd)
            if (made.st_uid, made.st_gid) != (original.st_uid, original.st_gid):
                os.fchown(fd, original.st_uid, original.st_gid)
            os.fchmod(fd, stat.S_IMODE(original.st_mode))
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        os.unlink(name, dir_fd=pinned.folder)
        raise
    return name


def rewrite(pinned: PinnedFile, expected: bytes, data: bytes) -> None:
    """Put DATA in place of the pinned file, if it still holds EXPECTED, in one rename; then
    scrub the old content. The temporary file holds references only, never a secret."""
    _check_unchanged(pinned, expected)
    try:
        temporary = _write_temporary(pinned, data)
    except OSError as exc:
        raise SecretsError(
            f"cannot rewrite {pinned.path} keeping its owner, group and mode: {exc.strerror}; "
            "the file is unchanged (Vault already holds the secrets)"
        ) from None
    old: int | None = None
    try:
        try:
            # Held across the rename: the old inode, to scrub once no name points to it.
            old = os.open(pinned.name, os.O_WRONLY | _FILE_FLAGS, dir_fd=pinned.folder)
        except PermissionError:
            old = None  # a read-only file: its owner replaces it, but cannot overwrite it
        if old is not None and os.fstat(old).st_ino != pinned.info.st_ino:
            raise SecretsError(f"{pinned.path} changed while it was being migrated; run again")
        os.replace(temporary, pinned.name, src_dir_fd=pinned.folder, dst_dir_fd=pinned.folder)
        os.fsync(pinned.folder)
        if old is not None:
            # Unlinked, the old blocks still hold the plaintext: overwrite them (effective on
            # ext4 and xfs; copy-on-write filesystems and snapshots keep old blocks).
            os.pwrite(old, b"\0" * pinned.info.st_size, 0)
            os.fsync(old)
    except OSError as exc:
        raise SecretsError(f"replacing {pinned.path} failed: {exc.strerror}") from None
    finally:
        if old is not None:
            os.close(old)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary, dir_fd=pinned.folder)
