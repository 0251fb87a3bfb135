"""Keeping runs apart: one govern run per repository, and restic's own locks.

govern holds an flock per repository for the whole run, so two runs never overlap here. A
restic lock left by a crashed run is removed only when it was taken on this host and its process
is gone; a lock whose process still runs, or from another host, is reported, never removed.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from govern.backup.files import open_lock_file
from govern.backup.restic import Lock, Restic, parse_lock
from govern.errors import BackupError


@contextmanager
def repository_lock(state_dir: Path, repository: str) -> Iterator[None]:
    folder = state_dir / "locks"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BackupError(f"cannot create lock in {folder}: {exc.strerror}") from None
    handle = open_lock_file(folder / f"{repository}.lock")
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().decode(errors="replace").strip() or "unknown"
            raise BackupError(
                f"repository {repository!r} is in use by another govern run (pid {holder}): "
                "try again when it has finished"
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()).encode())
        handle.flush()
        try:
            yield
        finally:
            handle.truncate(0)


def _alive(pid: int) -> bool:
    """Whether PID runs (a zombie counts as gone: it holds nothing any more)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[-1].split()[0] != "Z"


def restic_locks(restic: Restic) -> list[Lock]:
    ids = restic.run("list", "locks", "--no-lock").stdout.split()
    locks: list[Lock] = []
    for lock_id in ids:
        proc = restic.run("cat", "lock", lock_id, "--no-lock", check=False)
        if proc.returncode == 0:  # a lock removed meanwhile is simply gone
            locks.append(parse_lock(lock_id, _json(proc.stdout)))
    return locks


def _json(text: str) -> dict[str, object]:
    import json

    try:
        data = json.loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def clear_stale_locks(restic: Restic) -> list[Lock]:
    """Remove restic locks of dead processes on this host; refuse if a live run holds one."""
    import socket  # only here: a run loads it only when restic finds the repository locked

    host = socket.gethostname()
    stale: list[Lock] = []
    for lock in restic_locks(restic):
        if lock.hostname == host and not _alive(lock.pid):
            stale.append(lock)
        elif lock.hostname == host:
            raise BackupError(
                f"repository {restic.repository.name!r} is locked by restic pid {lock.pid} "
                f"(since {lock.time}), which is still running: wait for it to finish"
            )
        else:
            raise BackupError(
                f"repository {restic.repository.name!r} is locked by pid {lock.pid} on host "
                f"{lock.hostname!r} since {lock.time}: if that run crashed, run `restic unlock` "
                "there"
            )
    if stale:
        # restic's unlock removes only stale locks: those of processes gone on this host.
        restic.run("unlock")
    return stale
