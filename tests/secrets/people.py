"""Real users for the secrets tests (names begin with g11s), each with a folder of their own
under a temporary folder everyone can traverse, and an attacker's process that races govern."""

from __future__ import annotations

import contextlib
import ctypes
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


@dataclass(frozen=True)
class Account:
    name: str
    uid: int
    gid: int
    home: Path

    def own(self, path: Path, mode: int) -> Path:
        os.chown(path, self.uid, self.gid, follow_symlinks=False)
        if not path.is_symlink():
            path.chmod(mode)
        return path

    def folder(self, relative: str, mode: int = 0o700) -> Path:
        path = self.home / relative
        path.mkdir(parents=True)
        return self.own(path, mode)

    def file(self, relative: str, text: str, mode: int = 0o600) -> Path:
        path = self.home / relative
        path.write_text(text)
        return self.own(path, mode)

    def project_file(self, name: str, line: str) -> Path:
        """LINE (e.g. `DB_PASSWORD=...`) in NAME in a project folder of this account's."""
        self.folder("proj")
        return self.file(f"proj/{name}", line + "\n")


@dataclass(frozen=True)
class People:
    attacker: Account
    victim: Account
    # Runs govern for others, as a job launcher would.
    service: Account


@contextlib.contextmanager
def real_people() -> Iterator[People]:
    """Real users, each with a folder of their own."""
    assert os.geteuid() == 0, "these tests create real users: run them as root"
    base = Path(tempfile.mkdtemp(prefix="g11s-sec-", dir="/tmp"))
    base.chmod(0o755)
    tag = uuid.uuid4().hex[:6]
    accounts = []
    try:
        for role in ("a", "v", "s"):
            name = f"g11s-{role}{tag}"
            subprocess.run(
                ["useradd", "--no-create-home", "--user-group", name],
                check=True,
                capture_output=True,
            )
            entry = pwd.getpwnam(name)
            account = Account(name, entry.pw_uid, entry.pw_gid, base / name)
            accounts.append(account)
            account.home.mkdir()
            account.own(account.home, 0o755)
        yield People(*accounts)
    finally:
        for account in accounts:
            subprocess.run(["userdel", account.name], check=False, capture_output=True)
            subprocess.run(["groupdel", account.name], check=False, capture_output=True)
        shutil.rmtree(base)


@contextlib.contextmanager
def swapping(account: Account, first: Path, second: Path) -> Iterator[None]:
    """A process of ACCOUNT's that swaps FIRST and SECOND (a folder and a link) as fast as it
    can, for as long as the block runs."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child loops until the test kills it
        try:
            os.setgroups([])
            os.setresgid(account.gid, account.gid, account.gid)
            os.setresuid(account.uid, account.uid, account.uid)
            libc = ctypes.CDLL(None, use_errno=True)
            a, b = bytes(first), bytes(second)
            while True:
                libc.renameat2(_AT_FDCWD, a, _AT_FDCWD, b, _RENAME_EXCHANGE)
        finally:
            os._exit(1)
    try:
        yield
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
