"""S3 repositories lock what they store for the backup minimum of what they hold: `govern backup
repo init` sets it from the rules, and the report reads it from a real RGW bucket."""

from __future__ import annotations

import json

import pytest

from tests.backup.conftest import BackupSite
from tests.backup.test_object_lock_rgw import _s3, _vault
from tests.services.ceph import CephRGW

pytestmark = pytest.mark.slow

# The controlled class keeps 24 monthly snapshots: its keep rules reach 744 days.
CONTROLLED_REACH = 24 * 31


def _lock_days(rgw: CephRGW, bucket: str) -> int:
    lock = _s3(rgw).get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]
    return int(lock["Rule"]["DefaultRetention"]["Days"])


def test_repo_init_locks_for_the_backup_minimum_and_the_report_reads_the_bucket(
    backup_site: BackupSite, ceph_rgw: CephRGW
) -> None:
    bucket = _vault(backup_site, ceph_rgw)
    init = backup_site.govern("backup", "repo", "init", "vault", env=ceph_rgw.credentials)
    assert init.code == 0, init.stdout + init.stderr
    # ITAR backups are kept a year, less than the keep rules reach: they decide.
    assert _lock_days(ceph_rgw, bucket) == CONTROLLED_REACH
    report = backup_site.govern("retention", "report", "--json", env=ceph_rgw.credentials)
    assert json.loads(report.stdout)["backups"] == [], report.stdout + report.stderr

    # The site now keeps ITAR backups three years: the bucket locks too short.
    rules = backup_site.site.policies / "retention.toml"
    backup_site.edit(rules, 'records = "5y"\nbackups = "1y"\n', 'records = "5y"\nbackups = "3y"\n')
    report = backup_site.govern("retention", "report", "--json", env=ceph_rgw.credentials)
    assert report.code == 1, report.stderr
    found = {f["subject"]: f for f in json.loads(report.stdout)["backups"]}
    assert set(found) == {"class:controlled", "repository:vault"}
    assert found["repository:vault"]["minimum_days"] == 1096
    assert (
        f"Object Lock keeps versions {CONTROLLED_REACH} days, less than the 1096 days"
        in found["repository:vault"]["problem"]
    )
    assert "itar backups 3y" in found["repository:vault"]["problem"]

    # repo init raises the bucket's lock to the rule; the keep rules stay the site's to fix.
    init = backup_site.govern("backup", "repo", "init", "vault", env=ceph_rgw.credentials)
    assert init.code == 0, init.stdout + init.stderr
    assert "set COMPLIANCE retention of 1096 days" in init.stdout
    assert _lock_days(ceph_rgw, bucket) == 1096
    report = backup_site.govern("retention", "report", "--json", env=ceph_rgw.credentials)
    assert [f["subject"] for f in json.loads(report.stdout)["backups"]] == ["class:controlled"]


def test_an_s3_repository_that_cannot_be_read_is_a_breach(
    backup_site: BackupSite, ceph_rgw: CephRGW
) -> None:
    _vault(backup_site, ceph_rgw)  # never initialised: no bucket
    report = backup_site.govern("retention", "report", "--json", env=ceph_rgw.credentials)
    assert report.code == 1
    [finding] = json.loads(report.stdout)["backups"]
    assert finding["subject"] == "repository:vault"
    assert "Object Lock is not verified on" in finding["problem"]
