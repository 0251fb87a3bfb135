"""Restoring a snapshot into a sandbox: where a target folder belongs, the sandbox itself, restic
restore with progress, and moving what came back into place.

govern restores as root into folders users may write. restic follows whatever path it is given,
so it never writes through a path a user could change: the target is opened once, a sandbox only
root can enter is made inside it through that descriptor, and restic writes through
/proc/self/fd/N, which names that folder however the path around it is renamed or replaced.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import shutil
import signal
import stat
import subprocess
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from govern.backup.progress import Reporter
from govern.backup.restic import BackupStatus, Restic, describe_failure, restore_args
from govern.catalog.model import Destination, DestinationKind
from govern.errors import BackupError

_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_POLL_SECONDS = 0.5
_STOP_SECONDS = 10.0
_NO_SPACE = "no space left on device"
_UNRESTORED = re.compile(r"^ignoring error for (.+?): (.+)$", re.MULTILINE)
SANDBOX_PREFIX = ".govern-restore-"


def fd_path(fd: int) -> str:
    return f"/proc/self/fd/{fd}"


def storage_destination(
    real: Path, destinations: Iterable[Destination], host_path: Callable[[str], Path]
) -> Destination:
    """The storage destination whose folders hold REAL, a path with no symlink left in it (the
    deepest destination when they nest)."""
    best: tuple[int, Destination] | None = None
    for destination in destinations:
        if destination.kind is not DestinationKind.STORAGE:
            continue
        for path in destination.paths:
            covered = Path(os.path.realpath(host_path(path)))
            if real.is_relative_to(covered) and (best is None or len(covered.parts) > best[0]):
                best = (len(covered.parts), destination)
    if best is None:
        raise BackupError(
            f"{real} lies in no storage destination of the catalog: restore into a folder a "
            "destination's paths cover (see `govern catalog show destinations`)"
        )
    return best[1]


_SYMLINK = "it is a symlink, which govern never restores through"


def _why(exc: OSError, folder_fd: int | None = None, name: str = "") -> str:
    # O_DIRECTORY with O_NOFOLLOW fails a symlink with ENOTDIR or ELOOP: say which it is.
    if exc.errno == errno.ELOOP:
        return _SYMLINK
    if exc.errno == errno.ENOTDIR and folder_fd is not None:
        with contextlib.suppress(OSError):
            if stat.S_ISLNK(os.lstat(name, dir_fd=folder_fd).st_mode):
                return _SYMLINK
    return exc.strerror or str(exc)


@dataclass(frozen=True)
class OpenFolder:
    """A folder held by descriptor, and where the kernel says it is: decisions are made about
    that place, and everything after goes through the descriptor, so renaming or replacing the
    path in between changes neither."""

    fd: int
    real: Path

    @classmethod
    def open(cls, path: Path) -> OpenFolder:
        try:
            fd = os.open(path, _DIR)
        except FileNotFoundError:
            raise BackupError(
                f"{path} does not exist: make it first, or restore elsewhere"
            ) from None
        except OSError as exc:
            raise BackupError(f"cannot open {path}: {_why(exc)}") from None
        return cls(fd, Path(os.readlink(fd_path(fd))))

    def close(self) -> None:
        os.close(self.fd)


def target_name(target: Path) -> str:
    if not target.name or target.name in (".", ".."):
        raise BackupError(f"{target}: give a folder to restore into")
    return target.name


def make_target(parent: OpenFolder, name: str, shown: Path) -> tuple[int, bool]:
    """A descriptor on PARENT/NAME, made (mode 0700) when missing, and whether it was made here.
    An existing folder must be empty: a restore never overwrites anything."""
    made = False
    try:
        os.mkdir(name, 0o700, dir_fd=parent.fd)
        made = True
    except FileExistsError:
        pass
    except OSError as exc:
        raise BackupError(f"cannot make {shown}: {_why(exc)}") from None
    try:
        fd = os.open(name, _DIR, dir_fd=parent.fd)
    except OSError as exc:
        raise BackupError(f"cannot open {shown}: {_why(exc, parent.fd, name)}") from None
    if not made and os.listdir(fd):
        os.close(fd)
        raise BackupError(f"{shown} is not empty: restore into a new or empty folder")
    return fd, made


@dataclass
class Sandbox:
    """A fresh folder only root can enter; `keep` leaves it in place when the block ends."""

    fd: int
    name: str
    keep: bool = False


@contextlib.contextmanager
def sandbox_in(parent_fd: int) -> Iterator[Sandbox]:
    """A sandbox inside PARENT_FD, removed afterwards unless the block set `keep` (and always
    when the block fails)."""
    name = SANDBOX_PREFIX + secrets.token_hex(6)
    os.mkdir(name, 0o700, dir_fd=parent_fd)
    sandbox = Sandbox(os.open(name, _DIR, dir_fd=parent_fd), name)
    os.fchmod(sandbox.fd, 0o700)  # whatever the umask
    failed = True
    try:
        yield sandbox
        failed = False
    finally:
        os.close(sandbox.fd)
        if failed or not sandbox.keep:
            remove_entry(parent_fd, name)


def remove_entry(parent_fd: int, name: str) -> None:
    """Remove NAME below PARENT_FD, a folder tree or a file, without following symlinks."""
    with contextlib.suppress(FileNotFoundError):
        st = os.lstat(name, dir_fd=parent_fd)
        if stat.S_ISDIR(st.st_mode):
            shutil.rmtree(name, dir_fd=parent_fd)
        else:
            os.unlink(name, dir_fd=parent_fd)


def _tree_bytes(top: str) -> int:
    total = 0
    stack = [top]
    while stack:
        with contextlib.suppress(OSError), os.scandir(stack.pop()) as entries:
            for entry in entries:
                with contextlib.suppress(OSError):
                    if entry.is_dir(follow_symlinks=False):
                        stack.append(entry.path)
                    elif entry.is_file(follow_symlinks=False):
                        total += entry.stat(follow_symlinks=False).st_size
    return total


def run_restore(
    restic: Restic,
    snapshot_id: str,
    sandbox_fd: int,
    includes: Iterable[str],
    *,
    total_bytes: int | None,
    reporter: Reporter,
) -> float:
    """restic restore SNAPSHOT_ID into the sandbox; the seconds it took. restic 0.14 prints no
    progress while restoring, so progress is the sandbox's size, looked at twice a second."""
    args = restore_args(snapshot_id, fd_path(sandbox_fd), includes)
    started = time.monotonic()
    proc, stderr, drain = restic.start(*args, stdout=subprocess.DEVNULL, pass_fds=(sandbox_fd,))
    try:
        while proc.poll() is None:
            done = _tree_bytes(fd_path(sandbox_fd))
            total = max(total_bytes or 0, done)
            reporter.status(BackupStatus(done / total if total else 0.0, done, total, 0, 0))
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(_POLL_SECONDS)
    finally:
        if proc.poll() is None:  # interrupted: restic must not go on writing
            _interrupt(proc)
            _remove_stale_locks(restic)
        drain.join()
    if proc.returncode != 0:
        text = "".join(stderr)
        if _NO_SPACE in text.lower():
            # The folder restored into is full, not the repository describe_failure blames.
            raise BackupError(
                f"restic restore: {_NO_SPACE} in {_restored_into(sandbox_fd)}: free space there "
                "or restore somewhere with more room"
            )
        unrestored = _UNRESTORED.findall(text)
        if unrestored:
            # restic's own verdict ("There were 2 errors") names no file: its lines before do.
            name = restic.repository.name
            path, why = unrestored[0]
            others = len({p for p, _ in unrestored} - {path})
            more = f" and {others} more file(s)" if others else ""
            raise BackupError(
                f"restic restore on repository {name!r} could not restore {path} ({why}){more}: "
                f"check the repository (`govern backup check --repository {name}`)"
            )
        raise BackupError(describe_failure(restic.repository, "restore", text))
    return time.monotonic() - started


def _interrupt(proc: subprocess.Popen[str]) -> None:
    """Stop restic as Ctrl-C does, so that it removes its lock from the repository; kill it
    when it does not stop in time."""
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(_STOP_SECONDS)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _remove_stale_locks(restic: Restic) -> None:
    """Remove the lock an interrupted restic may have left: a SIGINT that arrives while it is
    still taking its lock ends it before its cleanup knows of the lock. `restic unlock` removes
    only locks of processes gone from this host; one it cannot remove now is removed by the next
    backup run, which clears stale locks first."""
    restic.run("unlock", check=False)


def _restored_into(sandbox_fd: int) -> str:
    """The folder the sandbox was made in (the sandbox itself goes when the restore fails)."""
    try:
        return os.path.dirname(os.readlink(fd_path(sandbox_fd)))
    except OSError:
        return "the folder restored into"


def _open_parents(base_fd: int, parts: tuple[str, ...], *, make: bool) -> int:
    """A descriptor on BASE_FD/PARTS..., each step opened without following a symlink."""
    fd = os.dup(base_fd)
    for part in parts:
        if make:
            with contextlib.suppress(FileExistsError):
                os.mkdir(part, 0o700, dir_fd=fd)
        try:
            inner = os.open(part, _DIR, dir_fd=fd)
        finally:
            os.close(fd)
        fd = inner
    return fd


def move_into_place(sandbox_fd: int, restored: str, target_fd: int, name: str) -> None:
    """Move sandbox/RESTORED (an absolute path as backed up) to target/NAME."""
    source_parts = tuple(p for p in restored.split("/") if p)
    target_parts = tuple(p for p in name.split("/") if p)
    if not source_parts or not target_parts:
        raise BackupError(f"cannot place {restored!r} as {name!r}")
    try:
        source_dir = _open_parents(sandbox_fd, source_parts[:-1], make=False)
    except FileNotFoundError:
        return  # nothing was restored there: verification reports it missing
    try:
        target_dir = _open_parents(target_fd, target_parts[:-1], make=True)
        try:
            os.rename(
                source_parts[-1], target_parts[-1], src_dir_fd=source_dir, dst_dir_fd=target_dir
            )
        except FileNotFoundError:
            pass
        finally:
            os.close(target_dir)
    except OSError as exc:
        raise BackupError(
            f"cannot move restored {restored} into place as {name}: {_why(exc)}"
        ) from None
    finally:
        os.close(source_dir)


@dataclass(frozen=True)
class Placement:
    """Where a backed-up path goes in the target folder."""

    restored: str  # absolute path as backed up
    name: str  # relative to the target


def placements(roots: Iterable[str], source_root: Path, state_dir: Path) -> tuple[Placement, ...]:
    """Paths under the site's source root keep their catalog path (/projects/x -> projects/x);
    exports keep their place below the state folder; anything else its absolute path."""
    made = []
    for root in roots:
        path = Path(root)
        if path.is_relative_to(source_root) and path != source_root:
            name = str(path.relative_to(source_root))
        elif path.is_relative_to(state_dir) and path != state_dir:
            name = str(path.relative_to(state_dir))
        else:
            name = root.lstrip("/")
        made.append(Placement(root, name))
    return tuple(made)
