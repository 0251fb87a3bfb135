"""`backup run`'s cached settings: read without pydantic when nothing changed, and never from a
file someone else could have written or swapped."""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import pytest

from govern.backup.settings import BackupSettings, open_settings
from govern.privatecache import cache_file, write_cached
from tests.backup.accounts import Account
from tests.backup.conftest import BackupSite


def _forged(site: BackupSite) -> BackupSettings:
    """The site's settings with backups checked by policy as root, into a repository of the
    attacker's choosing: what a planted cache would want root to believe."""
    genuine = open_settings(site.site.config, use_cache=False)
    local = dataclasses.replace(genuine.repositories["local"], location="/tmp/elsewhere")
    return dataclasses.replace(genuine, user="root", repositories={"local": local})


def _plant(site: BackupSite, settings: BackupSettings, where: Path) -> None:
    """Write SETTINGS as a genuine cache file at WHERE (made in a private folder first)."""
    from govern.backup.settings import _FORMAT, _to_plain

    write_cached(where, _FORMAT, _to_plain(settings))


def _genuine(settings: BackupSettings) -> bool:
    return settings.user != "root" and settings.repositories["local"].location != "/tmp/elsewhere"


def test_a_run_with_its_settings_cached_builds_no_pydantic_models(backup_site: BackupSite) -> None:
    # Building the configuration's model classes was most of what govern paid to start.
    assert backup_site.govern("backup", "run", "--class", "code").code == 0
    result = backup_site.govern(
        "backup", "run", "--class", "code", env={"PYTHONPROFILEIMPORTTIME": "1"}
    )
    assert result.code == 0, result.stderr
    assert result.stdout.startswith("ok code: 1 snapshot(s)")
    loaded = {line.rpartition("|")[2].strip() for line in result.stderr.splitlines()}
    assert "govern.backup.settings" in loaded
    assert not {m for m in loaded if m.startswith("pydantic") or m == "govern.config"}


def test_edited_rules_and_configuration_are_read_again(backup_site: BackupSite) -> None:
    config = backup_site.site.config
    before = open_settings(config)
    assert before.rules.classes["code"].repository == "local"
    code = '"/var/lib/docker-registry"]\n'
    backup_site.edit(
        backup_site.rules, code + 'repository = "local"', code + 'repository = "enclave"'
    )
    assert open_settings(config).rules.classes["code"].repository == "enclave"
    backup_site.edit(config, 'user = "svc-backup"', 'user = "svc-other"')
    assert open_settings(config).user == "svc-other"
    # a new rules file counts too: a class defined twice is refused, as without a cache
    shutil.copy(backup_site.rules, backup_site.rules.with_name("again.toml"))
    result = backup_site.govern("backup", "run", "--class", "code")
    assert result.code == 2 and "is defined twice" in result.stderr, result.stderr


def test_a_corrupt_cache_is_loaded_again_validated(backup_site: BackupSite) -> None:
    config = backup_site.site.config
    genuine = open_settings(config, use_cache=False)
    path = cache_file("backup", config)
    for junk in (b"", b"\x00garbage", path.read_bytes()[:-9] if path.exists() else b"\xff"):
        path.parent.mkdir(mode=0o700, exist_ok=True)
        path.write_bytes(junk)
        path.chmod(0o600)
        assert open_settings(config) == genuine
    assert open_settings(config) == genuine  # and what was rewritten reads back the same


def test_a_symlinked_or_shared_cache_file_is_not_read(backup_site: BackupSite) -> None:
    config = backup_site.site.config
    path = cache_file("backup", config)
    forged = path.with_name("forged.marshal")
    _plant(backup_site, _forged(backup_site), forged)
    path.unlink(missing_ok=True)
    path.symlink_to(forged)
    assert _genuine(open_settings(config)), "root followed a symlink to a forged cache"
    shutil.copy(forged, path)  # replaces the link
    path.chmod(0o620)  # a file its group could have written
    assert _genuine(open_settings(config)), "root trusted a cache others may write"


def test_root_ignores_settings_a_user_planted_in_a_cache_of_theirs(
    backup_site: BackupSite,
    hostile_user: Account,
    open_folder: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    config = backup_site.site.config
    planted = tmp_path / "plant" / cache_file("backup", config).name
    _plant(backup_site, _forged(backup_site), planted)
    theirs = open_folder / "cache"
    theirs.mkdir(mode=0o700)
    shutil.copy(planted, theirs / planted.name)
    monkeypatch.setenv("GOVERN_CACHE_DIR", str(theirs))
    for path in (theirs, theirs / planted.name):
        os.chown(path, hostile_user.uid, hostile_user.gid)
    assert _genuine(open_settings(config)), "root read settings a user wrote"
    # a file of root's in their folder is no better: one root wrote for another purpose, moved
    os.chown(theirs / planted.name, 0, 0)
    assert _genuine(open_settings(config)), "root read settings from a folder a user controls"
    # nor does root write there: the user could swap what root reads next
    (theirs / planted.name).unlink()
    open_settings(config)
    assert list(theirs.iterdir()) == []
    # a folder of root's inside it is no better: the user can rename it away and back
    (theirs / "inner").mkdir(mode=0o700)
    monkeypatch.setenv("GOVERN_CACHE_DIR", str(theirs / "inner"))
    open_settings(config)
    assert list((theirs / "inner").iterdir()) == []


def test_settings_that_name_no_source_file_are_never_current(backup_site: BackupSite) -> None:
    # A cache of them could not tell an edited configuration from the one it was made of.
    genuine = open_settings(backup_site.site.config, use_cache=False)
    assert genuine.is_current()
    assert not dataclasses.replace(genuine, sources=()).is_current()
