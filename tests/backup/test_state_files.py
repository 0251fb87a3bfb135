"""govern's own backup files (state, metrics, locks) in folders a hostile account can write:
whatever links it plants there, root never writes through them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from govern.backup.locking import repository_lock
from govern.backup.manifest import write_manifest
from govern.backup.state import METRICS_FILE, STATE_FILE, updating
from govern.errors import BackupError
from tests.backup.accounts import Account

# Run by the hostile account: plant a symlink to TARGET at each NAME in FOLDER.
PLANT = """
import os, sys
folder, target, *names = sys.argv[1:]
for name in names:
    os.symlink(target, os.path.join(folder, name))
"""


def _folder_of(account: Account, path: Path) -> Path:
    path.mkdir(parents=True)
    os.chown(path, account.uid, account.gid)
    return path


@pytest.fixture
def state(open_folder: Path, hostile_user: Account) -> Path:
    """A state folder the hostile account can write (a site's mistake, or a shared folder)."""
    return _folder_of(hostile_user, open_folder / "state")


@pytest.fixture
def victim(open_folder: Path) -> Path:
    path = open_folder / "victim"
    path.write_text("root's own file\n")
    return path


def test_state_and_metrics_are_never_written_through_a_planted_symlink(
    open_folder: Path, hostile_user: Account, state: Path, victim: Path
) -> None:
    metrics = _folder_of(hostile_user, open_folder / "metrics")
    pid = os.getpid()
    hostile_user.run_python(PLANT, state, victim, f".{STATE_FILE}.{pid}")
    hostile_user.run_python(PLANT, metrics, victim, f".{METRICS_FILE}.{pid}", METRICS_FILE)

    with updating(state, metrics) as current:
        current.of("projects").last_attempt = 1.0

    assert victim.read_text() == "root's own file\n"
    for written in (state / STATE_FILE, metrics / METRICS_FILE):
        assert not written.is_symlink() and written.stat().st_uid == 0
    assert '"last_attempt": 1.0' in (state / STATE_FILE).read_text()
    assert (
        'govern_backup_last_attempt_timestamp_seconds{class="projects"} 1.0'
        in (metrics / METRICS_FILE).read_text()
    )
    assert (metrics / METRICS_FILE).stat().st_mode & 0o777 == 0o644
    leftovers = {p.name for p in metrics.iterdir()} - {METRICS_FILE, f".{METRICS_FILE}.{pid}"}
    assert leftovers == set()


def test_a_state_file_planted_as_a_symlink_is_never_read(
    open_folder: Path, hostile_user: Account, state: Path
) -> None:
    forged = open_folder / "forged.json"
    forged.write_text('{"classes": {"projects": {"last_success": 4102444800.0}}}')
    hostile_user.run_python(PLANT, state, forged, STATE_FILE)
    with pytest.raises(BackupError, match="symlink"), updating(state, state):
        pass


def test_a_lock_file_planted_as_a_symlink_is_refused(
    open_folder: Path, hostile_user: Account, state: Path, victim: Path
) -> None:
    locks = _folder_of(hostile_user, state / "locks")
    created = open_folder / "created-by-root"
    hostile_user.run_python(PLANT, state, created, "state.lock")
    hostile_user.run_python(PLANT, locks, victim, "local.lock")

    with pytest.raises(BackupError, match="symlink"), updating(state, state):
        pass
    with pytest.raises(BackupError, match="symlink"), repository_lock(state, "local"):
        pass
    assert victim.read_text() == "root's own file\n"
    assert not created.exists()


def test_a_lock_file_of_another_account_is_refused(hostile_user: Account, state: Path) -> None:
    hostile_user.run_python("import sys; open(sys.argv[1], 'w').write('1')", state / "state.lock")
    refused = pytest.raises(BackupError, match="not a plain file of this account")
    with refused, updating(state, state):
        pass


def test_a_manifest_is_readable_by_root_only(tmp_path: Path) -> None:
    manifest = tmp_path / "manifest.json"
    write_manifest(manifest, "{}")
    assert manifest.stat().st_mode & 0o777 == 0o600
