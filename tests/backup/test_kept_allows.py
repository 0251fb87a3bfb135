"""`backup run`'s kept allows: Cedar's answer reused only while it is exactly what Cedar would
answer, and never read from a record someone else could have written or swapped."""

from __future__ import annotations

import calendar
import dataclasses
import os
import shutil
from pathlib import Path

import pytest

from govern.approvals.index import ApprovalIndex
from govern.policy.cache import open_site
from govern.policy.engine import Engine
from govern.policy.kept_allows import _FORMAT, KeptAllows
from govern.policy.request import Request
from govern.privatecache import cache_file, write_cached
from tests.backup.accounts import Account
from tests.backup.conftest import BackupSite
from tests.conftest import Site

# The backup of a CUI dataset into the enclave: allowed while svc-backup's CUI training holds.
CUI_BACKUP = Request("svc-backup", "backup", "dataset:contract-specs", "repository:enclave")
# ITAR data into the plain local repository: Cedar always denies it.
ITAR_TO_LOCAL = Request("svc-backup", "backup", "dataset:radar-returns", "repository:local")
# Allowed only through the catalog's export approvals for chen.
APPROVED_EXPORT = Request("chen", "export", "dataset:chip-layouts", "endpoint:partner-de")
DAY = 86_400


class Run:
    """One command's decisions, at a clock of the test's choosing, counting Cedar's uses."""

    def __init__(self, site: Site, now: float, approvals: ApprovalIndex | None = None) -> None:
        self.cedar_opened = 0
        compiled = open_site(site.config)

        def open_engine() -> Engine:
            self.cedar_opened += 1
            return Engine(compiled, resident=False, approvals=lambda: approvals)

        self.decider = KeptAllows(compiled, approvals, open_engine, clock=lambda: now)


def _training_expires(site: Site, date: str) -> int:
    """Make svc-backup's CUI training expire on DATE; the instant it ends, in Unix seconds."""
    path = site.identity / "attributes.toml"
    text = path.read_text()
    start = text.index("[svc-backup]")
    expiry = "cui_training_expires = 2099-12-31"
    assert expiry in text[start:]
    path.write_text(
        text[:start] + text[start:].replace(expiry, f"cui_training_expires = {date}", 1)
    )
    year, month, day = map(int, date.split("-"))
    return calendar.timegm((year, month, day, 0, 0, 0))


def test_an_allow_is_kept_only_until_the_policies_could_answer_otherwise(site: Site) -> None:
    expires = _training_expires(site, "2030-06-01")
    first = Run(site, expires - 10 * DAY)
    assert first.decider.decide(CUI_BACKUP).allowed and first.cedar_opened == 1
    later = Run(site, expires - DAY)
    decision = later.decider.decide(CUI_BACKUP)
    assert decision.allowed and later.cedar_opened == 0, "the kept allow was not used"
    assert [p.id for p in decision.policies] == ["baseline"]
    assert decision.at == expires - DAY
    # past the training's end Cedar denies, and the kept allow must not say otherwise
    expired = Run(site, expires + DAY)
    denied = expired.decider.decide(CUI_BACKUP)
    assert not denied.allowed and expired.cedar_opened == 1
    # a clock set back before the allow was found finds nothing kept
    back = Run(site, expires - 20 * DAY)
    assert back.decider.decide(CUI_BACKUP).allowed and back.cedar_opened == 1


def test_a_kept_allow_needs_the_approvals_it_was_found_with_in_force_now(site: Site) -> None:
    now = calendar.timegm((2030, 1, 1, 0, 0, 0))
    assert Run(site, now).decider.decide(APPROVED_EXPORT).allowed
    again = Run(site, now + 60)
    assert again.decider.decide(APPROVED_EXPORT).allowed and again.cedar_opened == 0
    # the store cannot be read: no approval counts, so Cedar decides, and denies
    unreadable = Run(site, now + 120, ApprovalIndex.unavailable("the store is gone"))
    denied = unreadable.decider.decide(APPROVED_EXPORT)
    assert not denied.allowed and unreadable.cedar_opened == 1
    # the approvals end with 2099: from then on the allow is not Cedar's answer
    ended = Run(site, calendar.timegm((2100, 1, 2, 0, 0, 0)))
    assert not ended.decider.decide(APPROVED_EXPORT).allowed and ended.cedar_opened == 1


def test_a_changed_site_is_decided_by_cedar_again(site: Site) -> None:
    now = calendar.timegm((2030, 1, 1, 0, 0, 0))
    assert Run(site, now).decider.decide(CUI_BACKUP).allowed
    # the enclave repository stops being one for CUI: a new site version, and Cedar denies
    destinations = site.catalog / "destinations.toml"
    text = destinations.read_text()
    start = text.index('name = "enclave"')
    after = text[start:].replace("cui_enclave = true", "cui_enclave = false", 1)
    destinations.write_text(text[:start] + after)
    changed = Run(site, now + 60)
    assert not changed.decider.decide(CUI_BACKUP).allowed and changed.cedar_opened == 1


def test_denies_and_decisions_about_another_moment_are_never_kept(site: Site) -> None:
    now = calendar.timegm((2030, 1, 1, 0, 0, 0))
    for _ in range(2):
        run = Run(site, now)
        assert not run.decider.decide(ITAR_TO_LOCAL).allowed and run.cedar_opened == 1
    at = dataclasses.replace(CUI_BACKUP, at=now)
    for _ in range(2):
        run = Run(site, now)
        assert run.decider.decide(at).allowed and run.cedar_opened == 1


def _forged_record(site: Site, where: Path, now: int) -> None:
    """A record that allows ITAR_TO_LOCAL, genuine in every other way (this site's version,
    this cedarpy), written at WHERE: what a planted record would want root to believe."""
    Run(site, now).decider.decide(CUI_BACKUP)  # a genuine record to copy what it names
    from govern.privatecache import read_cached

    genuine = read_cached(cache_file("decisions", site.config), _FORMAT)
    assert genuine is not None
    key = (ITAR_TO_LOCAL.user, ITAR_TO_LOCAL.action, ITAR_TO_LOCAL.resource,
           ITAR_TO_LOCAL.destination, False, False)  # fmt: skip
    forged = {**genuine, "allows": {key: (now - DAY, now + DAY, ("baseline",))}}
    write_cached(where, _FORMAT, forged)


def _allows_itar_to_local(site: Site, now: int) -> bool:
    return Run(site, now).decider.decide(ITAR_TO_LOCAL).allowed


def test_a_forged_record_in_the_accounts_own_cache_is_what_a_plant_would_need(site: Site) -> None:
    # The control for the tests below: written where the account's own cache is, privately,
    # the forged record would be believed; so what stops a plant is where and how it lies.
    now = calendar.timegm((2030, 1, 1, 0, 0, 0))
    _forged_record(site, cache_file("decisions", site.config), now)
    assert _allows_itar_to_local(site, now)


def test_a_symlinked_or_shared_record_gives_no_allow(site: Site, hostile_user: Account) -> None:
    now = calendar.timegm((2030, 1, 1, 0, 0, 0))
    path = cache_file("decisions", site.config)
    forged = path.with_name("forged.marshal")
    _forged_record(site, forged, now)
    path.unlink(missing_ok=True)
    path.symlink_to(forged)
    assert not _allows_itar_to_local(site, now), "root followed a symlink to a forged record"
    path.unlink()
    shutil.copy(forged, path)
    os.chown(path, 0, hostile_user.gid)
    path.chmod(0o660)
    assert not _allows_itar_to_local(site, now), "root believed a record another user may write"
    path.chmod(0o606)
    assert not _allows_itar_to_local(site, now), "root believed a record anyone may write"


def test_root_ignores_a_record_a_user_planted_in_a_cache_of_theirs(
    site: Site,
    hostile_user: Account,
    open_folder: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = calendar.timegm((2030, 1, 1, 0, 0, 0))
    planted = tmp_path / "plant" / cache_file("decisions", site.config).name
    planted.parent.mkdir(mode=0o700)
    _forged_record(site, planted, now)
    theirs = open_folder / "cache"
    theirs.mkdir(mode=0o700)
    os.chown(theirs, hostile_user.uid, hostile_user.gid)  # their cache folder
    # the user writes the record there, as a real process of their own
    hostile_user.run_python(
        "import os, sys\n"
        "fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)\n"
        "os.write(fd, bytes.fromhex(sys.argv[2]))\n",
        theirs / planted.name,
        planted.read_bytes().hex(),
    )
    monkeypatch.setenv("GOVERN_CACHE_DIR", str(theirs))
    assert not _allows_itar_to_local(site, now), "root believed a record a user wrote"
    # a file of root's in their folder is no better: the user can swap it at will
    record = theirs / planted.name
    os.chown(record, 0, 0)
    assert not _allows_itar_to_local(site, now), "root believed a record in a user's folder"


def test_a_warm_run_decides_without_cedar_and_a_changed_policy_refuses_it(
    backup_site: BackupSite,
) -> None:
    first = backup_site.govern("backup", "run", "--class", "controlled")
    assert first.code == 0, first.stdout + first.stderr
    warm = backup_site.govern(
        "backup", "run", "--class", "controlled", env={"PYTHONPROFILEIMPORTTIME": "1"}
    )
    assert warm.code == 0, warm.stderr
    assert warm.stdout.startswith("ok controlled:")
    loaded = {line.rpartition("|")[2].strip() for line in warm.stderr.splitlines()}
    assert "govern.backup.actions.run" in loaded and "cedarpy" not in loaded
    snapshots = len(backup_site.restic("enclave", "snapshots", "--json").stdout.split('"id"'))
    # the enclave is no longer declared fit for ITAR data: the kept allow must not survive it
    enclave = 'name = "enclave"\ncountry = "US"\nitar_enclave = true'
    backup_site.edit(
        backup_site.site.catalog / "destinations.toml",
        enclave,
        enclave.replace("true", "false"),
    )
    refused = backup_site.govern("backup", "run", "--class", "controlled")
    assert refused.code == 2, refused.stdout + refused.stderr
    assert "backup plan refused, nothing was written" in refused.stderr
    assert "itar" in refused.stderr
    after = len(backup_site.restic("enclave", "snapshots", "--json").stdout.split('"id"'))
    assert after == snapshots
