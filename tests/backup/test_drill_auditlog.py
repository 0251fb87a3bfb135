"""The audit-log export and the drill's check of a restored copy: consistent while other
processes append, verified with the site's trusted keys, a prefix of the live log, and never
led through a symlink planted in the log folder."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.audit import open_log
from govern.audit.anchor import AnchorStore
from govern.audit.checkpoint import Checkpoint
from govern.audit.entry import Entry
from govern.audit.log import CHECKPOINT, CHECKPOINT_HISTORY, ENTRIES, HASHES, INDEX
from govern.audit.note import SigningKey, generate_signing_key
from govern.backup.auditlog import export_audit_log
from govern.backup.drills.auditlog import check_restored_log
from govern.config import LoadedConfig, load_config
from govern.errors import BackupError
from tests.audit.services import CREDENTIALS, MotoServer
from tests.backup.conftest import BackupSite

ORIGIN = "rc.example.edu/audit"
APPENDER = Path(__file__).parents[1] / "audit" / "appender.py"


@dataclass
class LogSite:
    """A site with only an [audit] section: its live log, its key, and an export target."""

    root: Path
    key: SigningKey

    @property
    def live(self) -> Path:
        return self.root / "var" / "audit"

    @property
    def target(self) -> Path:
        return self.root / "exports" / "audit-log"

    def config(self) -> LoadedConfig:
        return load_config(self.root / "govern.toml")

    def append(self, count: int, tag: str = "job", *, checkpoint: bool = True) -> None:
        with open_log(self.live) as log:
            if count:
                entries = [Entry("test", "tester", f"{tag}:{n}", {"n": n}) for n in range(count)]
                log.append_records([entry.to_bytes() for entry in entries])
            if checkpoint:
                log.checkpoint(self.key)

    def export(self) -> int:
        return export_audit_log(self.config(), self.target)


@pytest.fixture
def log_site(tmp_path: Path) -> LogSite:
    key = generate_signing_key(ORIGIN)
    site = LogSite(tmp_path / "site", key)
    site.root.mkdir()
    (site.root / "govern.toml").write_text(
        f'[site]\ncountry = "US"\n\n[audit]\ndir = "var/audit"\norigin = "{ORIGIN}"\n'
        f"trusted_keys = [{json.dumps(key.verifier.vkey)}]\n"
    )
    return site


@pytest.fixture
def exported(log_site: LogSite) -> LogSite:
    log_site.append(40)
    assert log_site.export() == 40
    return log_site


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


@pytest.fixture
def appender(log_site: LogSite) -> Iterator[list[str]]:
    """Another process appending to the live log until the test ends; its acknowledgements."""
    child = subprocess.Popen(
        [sys.executable, str(APPENDER), str(log_site.live), "other", "sync"],
        stdout=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    started = threading.Event()

    def collect() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            lines.append(line)
            started.set()

    reader = threading.Thread(target=collect)
    reader.start()
    try:
        assert started.wait(timeout=30), "the other process appended nothing"
        yield lines
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        reader.join()


def test_export_while_another_process_appends_is_a_verified_prefix(
    log_site: LogSite, appender: list[str]
) -> None:
    """Another process appends and this one signs checkpoints all along: every copy is whole
    entries up to a tail, with checkpoints that cover no more than it holds."""
    log_site.append(20_000)  # big enough that each copy takes a while
    config = log_site.config()
    stop = threading.Event()

    def sign() -> None:
        with open_log(log_site.live) as log:
            while not stop.is_set():
                log.checkpoint(log_site.key)

    signer = threading.Thread(target=sign)
    signer.start()
    sizes = []
    try:
        for _ in range(4):
            acknowledged = len(appender)
            count = log_site.export()
            assert count >= acknowledged + 20_000
            sizes.append(count)
            copied = (log_site.target / ENTRIES).read_bytes()
            assert copied.count(b"\n") == count and copied.endswith(b"\n")
            assert (log_site.live / ENTRIES).read_bytes().startswith(copied)
            assert {INDEX, HASHES} <= {p.name for p in log_site.target.iterdir()}
            result = check_restored_log(config, log_site.target)
            assert result.ok, result.message
            assert result.details["entries"] == count
    finally:
        stop.set()
        signer.join()
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1]


def test_a_copy_taken_while_a_checkpoint_is_being_published_verifies(
    exported: LogSite,
) -> None:
    """The log writes a new checkpoint into checkpoints/ before it publishes it: a copy taken
    between the two writes leaves the unpublished one out rather than fail as rolled back."""
    published = (exported.live / CHECKPOINT).read_bytes()
    exported.append(10)
    (exported.live / CHECKPOINT).write_bytes(published)  # checkpoints/ has 50, checkpoint 40
    assert (exported.live / CHECKPOINT_HISTORY / f"{50:020d}").exists()
    assert exported.export() == 50
    assert sorted(p.name for p in (exported.target / CHECKPOINT_HISTORY).iterdir()) == [
        f"{40:020d}"
    ]
    result = check_restored_log(exported.config(), exported.target)
    assert result.ok, result.message
    assert result.details["checkpoint_size"] == 40


def test_export_is_private_and_replaces_the_previous_copy_whole(exported: LogSite) -> None:
    target = exported.target
    assert (target.stat().st_mode & 0o777, target.stat().st_uid) == (0o700, os.geteuid())
    for path in target.rglob("*"):
        expected = 0o700 if path.is_dir() else 0o600
        assert (path.stat().st_mode & 0o777, path.stat().st_uid) == (expected, os.geteuid())
    assert sorted(p.name for p in target.iterdir()) == sorted(
        [ENTRIES, INDEX, HASHES, CHECKPOINT, CHECKPOINT_HISTORY]
    )
    (target / "stale-from-before").write_text("x")
    exported.append(3)
    assert exported.export() == 43
    assert not (target / "stale-from-before").exists()
    assert [p.name for p in target.parent.iterdir()] == ["audit-log"]  # no copy left beside


def test_restored_copy_passes_with_or_without_derived_files(exported: LogSite) -> None:
    exported.append(7)  # the live log has moved on since the backup
    config = exported.config()
    result = check_restored_log(config, exported.target)
    assert result.ok, result.message
    assert result.details == {
        "entries": 40,
        "checkpoint_size": 40,
        "live_size": 47,
        "live_checkpoint_size": 47,
        "anchors_checked": 0,
    }
    for name in (INDEX, HASHES):
        (exported.target / name).unlink()
    before = _snapshot(exported.target)
    result = check_restored_log(config, exported.target)
    assert result.ok, result.message
    assert _snapshot(exported.target) == before  # rebuilt in a scratch copy, not here


@pytest.mark.parametrize("derived", [True, False])
def test_an_edited_entry_in_the_restored_copy_fails(exported: LogSite, derived: bool) -> None:
    entries = exported.target / ENTRIES
    entries.write_bytes(entries.read_bytes().replace(b'"job:17"', b'"job:71"'))
    if not derived:
        for name in (INDEX, HASHES):
            (exported.target / name).unlink()
    result = check_restored_log(exported.config(), exported.target)
    assert not result.ok
    assert "fails verification" in result.message
    if derived:
        assert "entry 17: its hash does not match" in result.message
    else:  # rebuilt from the edited entries: the signed root no longer matches them
        assert "history was rewritten" in result.message
    assert "\n" not in result.message


def test_a_checkpoint_signed_by_an_untrusted_key_fails(exported: LogSite) -> None:
    stranger = generate_signing_key(ORIGIN)
    with open_log(exported.target, create=False) as log:
        head = Checkpoint(ORIGIN, log.size(), log.root(log.size()))
    note = head.sign(stranger).encode()
    (exported.target / CHECKPOINT).write_bytes(note)
    for path in (exported.target / CHECKPOINT_HISTORY).iterdir():
        path.write_bytes(note)
    result = check_restored_log(exported.config(), exported.target)
    assert not result.ok
    assert "does not verify with the site's trusted keys" in result.message
    assert "not signed by any trusted log key" in result.message


def test_a_restored_log_forked_from_the_live_one_fails_naming_the_entry(
    exported: LogSite,
) -> None:
    with open_log(exported.target) as fork:  # a valid, signed log of its own
        fork.append("test", "intruder", "job:forked", {})
        fork.checkpoint(exported.key)
    exported.append(2, "later")
    result = check_restored_log(exported.config(), exported.target)
    assert not result.ok
    assert "not a prefix of the live log: history differs at entry 40" in result.message


def test_a_restored_log_longer_than_the_live_one_fails(exported: LogSite) -> None:
    shutil.rmtree(exported.live)
    exported.append(30)  # the live log was replaced by a shorter one
    result = check_restored_log(exported.config(), exported.target)
    assert not result.ok
    assert "has 40 entries but the live log only 30" in result.message


@pytest.mark.parametrize("where", ["missing", "empty", "no log.jsonl", "a symlink"])
def test_a_missing_or_empty_restored_log_fails(log_site: LogSite, where: str) -> None:
    log_site.append(3)
    restored = log_site.root / "restored"
    if where == "empty":
        restored.mkdir()
        (restored / ENTRIES).write_bytes(b"")
    elif where == "no log.jsonl":
        restored.mkdir()
        (restored / "README").write_text("nothing here")
    elif where == "a symlink":
        restored.symlink_to(log_site.live)
    result = check_restored_log(log_site.config(), restored)
    assert not result.ok
    expected = {
        "missing": "no restored audit log",
        "empty": "is empty",
        "no log.jsonl": "holds no log.jsonl",
        "a symlink": "is not a folder",
    }[where]
    assert expected in result.message


def test_a_site_without_a_log_exports_an_empty_folder_the_check_refuses(
    log_site: LogSite,
) -> None:
    assert log_site.export() == 0
    assert list(log_site.target.iterdir()) == []
    log_site.append(1)
    assert not check_restored_log(log_site.config(), log_site.target).ok


def test_symlinks_planted_in_the_live_log_folder_are_never_followed(
    exported: LogSite, tmp_path: Path
) -> None:
    secret = tmp_path / "secret"
    secret.write_text("root's secret\n")
    # A name the log does not use is not copied at all.
    (exported.live / "extra").symlink_to(secret)
    exported.export()
    assert "root's secret" not in str(_snapshot(exported.target))
    assert not (exported.target / "extra").exists()
    before = _snapshot(exported.target)
    # In place of a checkpoint or an entry file, a symlink fails the export; the last good
    # copy stays.
    planted = [
        exported.live / CHECKPOINT_HISTORY / f"{99:020d}",
        exported.live / CHECKPOINT,
        exported.live / ENTRIES,
    ]
    for path in planted:
        original = path.with_name("original")
        if path.exists():
            path.rename(original)
        path.symlink_to(secret)
        with pytest.raises(BackupError, match=path.name):
            exported.export()
        assert _snapshot(exported.target) == before
        path.unlink()
        if original.exists():
            original.rename(path)
    # A log folder that is itself a symlink.
    exported.live.rename(exported.live.with_name("real"))
    exported.live.symlink_to(exported.live.with_name("real"))
    with pytest.raises(BackupError, match="symlink"):
        exported.export()


def test_a_huge_file_in_place_of_a_checkpoint_is_refused(exported: LogSite) -> None:
    with (exported.live / CHECKPOINT).open("ab") as handle:
        handle.truncate(1 << 30)  # sparse: no disk used
    with pytest.raises(BackupError, match="larger than any checkpoint"):
        exported.export()


@pytest.mark.slow
def test_backup_run_of_the_configuration_class_takes_the_audit_log(
    backup_site: BackupSite, tmp_path: Path
) -> None:
    key = generate_signing_key(ORIGIN)
    (backup_site.dir / "var" / "audit-signing.key").write_text(key.skey + "\n")
    (backup_site.dir / "var" / "audit-vkey").write_text(key.verifier.vkey + "\n")
    with open_log(backup_site.audit_dir) as log:
        for n in range(25):
            log.append("test", "tester", f"job:{n}", {"n": n})
        log.checkpoint(key)
    result = backup_site.govern("backup", "run", "--class", "configuration", "--json")
    assert result.code == 0, result.stdout + result.stderr
    assert json.loads(result.stdout)[0]["ok"]

    exported = backup_site.state / "exports" / "configuration" / "audit-log"
    restored = tmp_path / "restored"
    restore = backup_site.restic(
        "local", "restore", "latest", "--target", str(restored), "--include", str(exported)
    )
    assert restore.returncode == 0, restore.stderr
    copy = restored / exported.relative_to("/")
    assert {ENTRIES, INDEX, HASHES, CHECKPOINT} <= {p.name for p in copy.iterdir()}
    check = check_restored_log(load_config(backup_site.site.config), copy)
    assert check.ok, check.message
    assert check.details["entries"] == 25
    assert check.details["live_size"] > 25  # the run appended its own entry since


@pytest.fixture
def anchored(
    exported: LogSite, moto: MotoServer, monkeypatch: pytest.MonkeyPatch
) -> Iterator[AnchorStore]:
    """The exported site anchoring its checkpoints in S3 (moto), its first one anchored."""
    for name, value in CREDENTIALS.items():
        monkeypatch.setenv(name, value)
    config = exported.root / "govern.toml"
    bucket = f"drill-anchors-{secrets.token_hex(4)}"
    config.write_text(
        config.read_text() + f'\n[audit.anchor]\nbucket = "{bucket}"\n'
        f'endpoint_url = "{moto.endpoint}"\n'
    )
    anchor = exported.config().audit.anchor
    assert anchor is not None
    store = AnchorStore(anchor)
    store.provision()
    store.put(40, (exported.live / CHECKPOINT).read_bytes())
    yield store


def _anchor_latest(site: LogSite, store: AnchorStore) -> None:
    with open_log(site.live) as log:
        signed = log.checkpoint(site.key)
    store.put(signed.checkpoint.size, signed.note.encode())


def test_a_restored_log_is_proven_against_the_latest_anchor(
    exported: LogSite, anchored: AnchorStore
) -> None:
    exported.append(10, "later")
    _anchor_latest(exported, anchored)
    result = check_restored_log(exported.config(), exported.target)
    assert result.ok, result.message
    assert result.details["anchors_checked"] == 1
    assert "anchored one of 50" in result.message


def test_a_live_log_rewritten_behind_an_anchor_fails_the_check(
    exported: LogSite, anchored: AnchorStore
) -> None:
    exported.append(10, "later")
    _anchor_latest(exported, anchored)
    # The live log is replaced by one that keeps the backed-up entries but rewrites those
    # since, re-signed with the site's key: only the anchor still knows.
    shutil.rmtree(exported.live)
    shutil.copytree(exported.target, exported.live)
    exported.append(10, "rewritten")
    result = check_restored_log(exported.config(), exported.target)
    assert not result.ok
    assert "not consistent with the anchored checkpoint s3://" in result.message


def test_a_restored_log_without_a_checkpoint_proves_nothing(exported: LogSite) -> None:
    (exported.target / CHECKPOINT).unlink()
    shutil.rmtree(exported.target / CHECKPOINT_HISTORY)
    result = check_restored_log(exported.config(), exported.target)
    assert not result.ok
    assert "fails verification: no checkpoint yet" in result.message


def test_a_symlink_in_the_restored_copy_is_never_followed(exported: LogSite) -> None:
    """Even one pointing at the live log's own valid checkpoint."""
    (exported.target / CHECKPOINT).unlink()
    (exported.target / CHECKPOINT).symlink_to(exported.live / CHECKPOINT)
    result = check_restored_log(exported.config(), exported.target)
    assert not result.ok
    assert "checkpoint: it is a symlink, which govern never follows" in result.message
