"""`govern scratch report --delete`: every file deleted is audited, whatever its name, and even
when deleting another file fails."""

from __future__ import annotations

import base64
import fcntl
import hashlib
import json
import os
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from govern.audit import Entry, open_log
from govern.audit.log import LOCK
from tests.backup.accounts import Account
from tests.backup.conftest import BackupSite

OLD = time.time() - 90 * 86_400


def _expired(path: Path | bytes) -> None:
    with open(path, "w") as handle:
        handle.write("expired")
    os.utime(path, (OLD, OLD))


@contextmanager
def _immutable(path: Path) -> Iterator[None]:
    """PATH cannot be deleted, even by root, until the block ends."""
    subprocess.run(["chattr", "+i", str(path)], check=True)
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


def _deletions(site: BackupSite) -> list[Entry]:
    """The files the log says were deleted: announced, and not taken back afterwards."""
    with open_log(site.audit_dir, create=False) as log:
        entries = [entry for _, entry in log.entries()]
    kept = {entry.subject for entry in entries if entry.kind == "scratch.kept"}
    return [e for e in entries if e.kind == "scratch.delete" and e.subject not in kept]


def _kept(site: BackupSite) -> dict[str, str]:
    with open_log(site.audit_dir, create=False) as log:
        return {
            e.subject: e.payload["reason"] for _, e in log.entries() if e.kind == "scratch.kept"
        }


def test_names_that_are_not_utf8_and_a_failed_deletion_neither_stop_nor_escape_the_audit(
    backup_site: BackupSite,
) -> None:
    climate = backup_site.root / "scratch" / "climate"
    raw_name = os.fsencode(climate) + b"/caf\xe9-old.tmp"  # Latin-1, as old tools wrote them
    _expired(raw_name)
    _expired(climate / "\x1b[2J-old.tmp")  # would clear the terminal of whoever reads the log
    _expired(climate / "a-old.tmp")
    stuck = climate / "z-old.tmp"
    _expired(stuck)

    with _immutable(stuck):
        result = backup_site.govern("scratch", "report", "--delete", "--yes", "--json")
    assert result.code == 1, result.stderr  # a deletion failed (and radar is over quota)
    document = json.loads(result.stdout)
    assert document["failed"] == [{"path": str(stuck), "error": "Operation not permitted"}]
    shown = f"{climate}/caf\\xe9-old.tmp"
    escaped = f"{climate}/\\x1b[2J-old.tmp"
    assert sorted(document["deleted"]) == sorted(
        [str(climate / "a-old.tmp"), shown, escaped, str(climate / "old.tmp")]
    )
    assert not os.path.lexists(raw_name) and stuck.exists()

    audited = {entry.subject: entry.payload for entry in _deletions(backup_site)}
    assert sorted(audited) == sorted(f"file:{path}" for path in document["deleted"])
    assert base64.b64decode(audited[f"file:{shown}"]["path_base64"]) == raw_name
    assert base64.b64decode(audited[f"file:{escaped}"]["path_base64"]).endswith(b"/\x1b[2J-old.tmp")
    assert "path_base64" not in audited[f"file:{climate / 'a-old.tmp'}"]
    # The stuck file was announced before its unlink failed, and taken back with the reason.
    assert _kept(backup_site) == {f"file:{stuck}": "Operation not permitted"}


def test_no_file_is_deleted_before_its_record_is_in_the_log(backup_site: BackupSite) -> None:
    climate = backup_site.root / "scratch" / "climate"
    for number in range(20):
        _expired(climate / f"{number}-old.tmp")
    config = backup_site.site.config
    config.write_text(
        config.read_text().replace("[audit]\n", "[audit]\nlock_timeout_seconds = 1\n")
    )
    with open_log(backup_site.audit_dir) as log:  # the log and its lock file exist
        log.append("test", "root", "setup", {})
    with (backup_site.audit_dir / LOCK).open("rb") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another writer holds the log
        result = backup_site.govern("scratch", "report", "--delete", "--yes")
    assert result.code == 2, result.stdout + result.stderr
    assert "stayed locked by another writer" in result.stderr
    assert all((climate / f"{number}-old.tmp").exists() for number in range(20))


def test_a_deletion_is_audited_with_the_real_account_not_the_claimed_one(
    backup_site: BackupSite,
) -> None:
    result = backup_site.govern(
        "scratch", "report", "--delete", "--yes", env={"LOGNAME": "mallory", "USER": "mallory"}
    )
    assert "deleted 1 expired files (audited)" in result.stdout, result.stderr
    (entry,) = _deletions(backup_site)
    assert entry.actor == "root"
    assert entry.sudo_user is None


def test_under_sudo_the_invoking_account_is_audited_beside_the_actor(
    backup_site: BackupSite, hostile_user: Account
) -> None:
    result = backup_site.govern(
        "scratch", "report", "--delete", "--yes", env={"SUDO_UID": str(hostile_user.uid)}
    )
    assert "deleted 1 expired files (audited)" in result.stdout, result.stderr
    (entry,) = _deletions(backup_site)
    assert (entry.actor, entry.sudo_user) == ("root", hostile_user.name)


def test_a_path_too_long_to_log_whole_is_deleted_and_logged_by_its_digest(
    backup_site: BackupSite,
) -> None:
    climate = backup_site.root / "scratch" / "climate"
    folder = os.open(climate, os.O_RDONLY | os.O_DIRECTORY)
    name = b"\xff" * 250  # each shown as \xff: five times its bytes once escaped in JSON
    raw = os.fsencode(climate)
    try:
        for _ in range(60):  # far past PATH_MAX: only a walk through descriptors reaches it
            os.mkdir(name, dir_fd=folder)
            inner = os.open(name, os.O_RDONLY | os.O_DIRECTORY, dir_fd=folder)
            os.close(folder)
            folder = inner
            raw += b"/" + name
        os.close(os.open("keep-me", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=folder))
        old = time.time() - 90 * 86_400
        os.utime("keep-me", (old, old), dir_fd=folder)
        raw += b"/keep-me"

        result = backup_site.govern("scratch", "report", "--delete", "--yes", "--json")
        assert json.loads(result.stdout)["failed"] == [], result.stderr
        with pytest.raises(FileNotFoundError):
            os.stat("keep-me", dir_fd=folder)
    finally:
        os.close(folder)
    (entry,) = [e for e in _deletions(backup_site) if "path_sha256" in e.payload]
    assert entry.payload["path_sha256"] == hashlib.sha256(raw).hexdigest()
    assert len(entry.subject) < 5000
