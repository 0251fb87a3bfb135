"""Faults: each gives a clear error, a failure metric and an audit entry; the next run succeeds."""

from __future__ import annotations

import fcntl
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.backup.conftest import BackupSite
from tests.backup.sitedata import PASSWORD


def _assert_failed_then_recovers(site: BackupSite, result_stdout: str, message: str) -> None:
    assert f"FAILED code: {message}" in result_stdout or message in result_stdout, result_stdout
    assert 'govern_backup_failures_total{class="code"} 1.0' in site.metrics()
    assert site.audit_kinds()[-1] == "backup.failure"


def _run_code(site: BackupSite) -> tuple[int, str]:
    result = site.govern("backup", "run", "--class", "code")
    return result.code, result.stdout + result.stderr


def _recovers(site: BackupSite) -> None:
    code, output = _run_code(site)
    assert code == 0, output
    assert 'govern_backup_consecutive_failures{class="code"} 0.0' in site.metrics()
    assert site.audit_kinds()[-1] == "backup.run"


def test_wrong_password(backup_site: BackupSite) -> None:
    secret = backup_site.dir / "var/restic/local.password"
    secret.write_text("not the password\n")
    code, output = _run_code(backup_site)
    assert code == 1
    _assert_failed_then_recovers(
        backup_site, output, "restic backup: wrong password for repository 'local'"
    )
    assert "not the password" not in output
    secret.write_text(PASSWORD + "\n")
    _recovers(backup_site)


def test_missing_repository(backup_site: BackupSite) -> None:
    shutil.rmtree(backup_site.repo("local"))
    code, output = _run_code(backup_site)
    assert code == 1
    _assert_failed_then_recovers(backup_site, output, "run `govern backup repo init local`")
    assert backup_site.govern("backup", "repo", "init", "local").code == 0
    _recovers(backup_site)


def test_missing_password_command_is_a_clear_error(backup_site: BackupSite) -> None:
    backup_site.edit(
        backup_site.site.config,
        'password_file = "var/restic/local.password"',
        'password_command = "/nonexistent/govern-secrets get backup/local"',
    )
    code, output = _run_code(backup_site)
    assert code == 1
    assert "FAILED code: restic backup" in output
    assert 'govern_backup_failures_total{class="code"} 1.0' in backup_site.metrics()


@pytest.fixture
def small_disk(backup_site: BackupSite) -> Iterator[Path]:
    """The local repository on a 4 MiB tmpfs (root only), unmounted afterwards."""
    target = backup_site.repo("local")
    saved = target.with_name("local.saved")
    target.rename(saved)
    target.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(target)], check=True)
    try:
        shutil.copytree(saved, target, dirs_exist_ok=True)
        yield target
    finally:
        subprocess.run(["umount", str(target)], check=True)


@pytest.mark.slow
def test_full_disk(backup_site: BackupSite, small_disk: Path) -> None:
    (backup_site.root / "srv/git/big.pack").write_bytes(os.urandom(16 << 20))
    code, output = _run_code(backup_site)
    assert code == 1
    _assert_failed_then_recovers(backup_site, output, "the disk of repository 'local' is full")
    subprocess.run(["mount", "-o", "remount,size=64m", str(small_disk)], check=True)
    _recovers(backup_site)


def test_two_runs_on_one_repository_never_overlap(backup_site: BackupSite) -> None:
    locks = backup_site.state / "locks"
    locks.mkdir(parents=True)
    with (locks / "local.lock").open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        held.write("4242")
        held.flush()
        code, output = _run_code(backup_site)
    assert code == 1
    _assert_failed_then_recovers(
        backup_site, output, "repository 'local' is in use by another govern run (pid 4242)"
    )
    _recovers(backup_site)


def _restic_children(parent: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == parent and cmdline[0].endswith(b"restic"):
            found.append(int(entry.name))
    return found


def _locks(repository: Path) -> list[str]:
    """Lock files restic sees: 64 hex digits (a name with -tmp- is one still being written)."""
    return [p.name for p in (repository / "locks").iterdir() if len(p.name) == 64]


def _wait_for_lock(repository: Path) -> None:
    deadline = time.monotonic() + 30
    while not _locks(repository):
        assert time.monotonic() < deadline, "restic never took its lock"
        time.sleep(0.02)


@pytest.mark.slow
def test_restic_killed_mid_backup_then_stale_lock_cleared(backup_site: BackupSite) -> None:
    (backup_site.root / "srv/git/big.pack").write_bytes(os.urandom(300 << 20))
    proc = subprocess.Popen(
        [sys.executable, "-m", "govern", "--config", str(backup_site.site.config),
         "backup", "run", "--class", "code"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    _wait_for_lock(backup_site.repo("local"))
    children = _restic_children(proc.pid)
    assert len(children) == 1
    os.kill(children[0], signal.SIGKILL)
    stdout, _ = proc.communicate(timeout=120)
    assert proc.returncode == 1
    _assert_failed_then_recovers(backup_site, stdout, "was killed by signal 9")
    assert _locks(backup_site.repo("local")), "the crash left a stale lock"

    # check needs an exclusive lock: the stale one is cleared because its process is gone.
    check = backup_site.govern("backup", "check", "--repository", "local")
    assert check.code == 0, check.stderr
    assert not _locks(backup_site.repo("local"))
    _recovers(backup_site)


@pytest.mark.slow
def test_a_lock_of_a_running_restic_is_never_removed(backup_site: BackupSite) -> None:
    (backup_site.root / "srv/git/big.pack").write_bytes(os.urandom(300 << 20))
    password = backup_site.dir / "var/restic/local.password"
    holder = subprocess.Popen(
        ["restic", "-r", str(backup_site.repo("local")), "--password-file", str(password),
         "backup", str(backup_site.root / "srv/git")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        _wait_for_lock(backup_site.repo("local"))
        os.kill(holder.pid, signal.SIGSTOP)
        check = backup_site.govern("backup", "check", "--repository", "local")
        assert check.code == 1
        assert check.stdout.startswith("FAIL local: ")
        assert f"locked by restic pid {holder.pid}" in check.stdout
        assert "still running" in check.stdout
        assert _locks(backup_site.repo("local"))
        assert backup_site.audit_kinds()[-1] == "backup.check"
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()
