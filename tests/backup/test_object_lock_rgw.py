"""S3 repositories under Object Lock on a real S3 implementation that enforces it as AWS does
(Ceph's RADOS gateway). moto, used by the faster tests, lets anyone shorten a COMPLIANCE
retention; these tests prove that what govern provisions and writes cannot be shortened,
deleted or overwritten, and that restic backs up to it and restores from it."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from botocore.exceptions import ClientError

from tests.backup.conftest import BackupSite
from tests.backup.sitedata import FILES
from tests.services.ceph import CephRGW

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

pytestmark = pytest.mark.slow

# What the controlled class keeps (24 monthly snapshots) is what the bucket must lock at least.
CONTROLLED_DAYS = 24 * 31


def _s3(rgw: CephRGW) -> S3Client:
    import boto3

    return boto3.client(
        "s3",
        endpoint_url=rgw.endpoint,
        region_name="us-east-1",
        aws_access_key_id=rgw.access_key,
        aws_secret_access_key=rgw.secret_key,
    )


def _vault(site: BackupSite, rgw: CephRGW) -> str:
    """An S3 repository 'vault' on RGW, in a fresh bucket, holding the controlled class."""
    bucket = f"vault-{uuid.uuid4().hex[:8]}"
    site.add_repository(
        "vault",
        f'kind = "s3"\ndestination = "repository:enclave"\nendpoint_url = "{rgw.endpoint}"\n'
        f'bucket = "{bucket}"',
    )
    site.protect_controlled_in("vault")
    return bucket


def _restic(
    site: BackupSite, rgw: CephRGW, bucket: str, *args: str
) -> subprocess.CompletedProcess[str]:
    password = site.dir / "var" / "restic" / "local.password"
    return subprocess.run(
        ["restic", "-r", f"s3:{rgw.endpoint}/{bucket}/restic", "--password-file", str(password),
         *args],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, **rgw.credentials},
    )  # fmt: skip


def _denied(error: pytest.ExceptionInfo[ClientError]) -> str:
    assert error.value.response["Error"]["Code"] == "AccessDenied", error.value.response
    return str(error.value.response["Error"].get("Message", ""))


def test_repo_init_on_rgw_makes_a_bucket_whose_versions_nobody_can_shorten_or_delete(
    backup_site: BackupSite, ceph_rgw: CephRGW
) -> None:
    bucket = _vault(backup_site, ceph_rgw)
    init = backup_site.govern("backup", "repo", "init", "vault", env=ceph_rgw.credentials)
    assert init.code == 0, init.stdout + init.stderr
    s3 = _s3(ceph_rgw)
    assert s3.get_bucket_versioning(Bucket=bucket)["Status"] == "Enabled"
    lock = s3.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]
    assert lock["ObjectLockEnabled"] == "Enabled"
    assert lock["Rule"]["DefaultRetention"]["Mode"] == "COMPLIANCE"
    assert lock["Rule"]["DefaultRetention"]["Days"] >= CONTROLLED_DAYS
    again = backup_site.govern("backup", "repo", "init", "vault", env=ceph_rgw.credentials)
    assert again.code == 0 and "already exists" in again.stdout, again.stdout + again.stderr

    # restic's own files (its config among them) fall under the bucket's default retention.
    config = s3.head_object(Bucket=bucket, Key="restic/config")
    version = config["VersionId"]
    assert config["ObjectLockMode"] == "COMPLIANCE"
    until = config["ObjectLockRetainUntilDate"]
    assert until > dt.datetime.now(dt.UTC) + dt.timedelta(days=CONTROLLED_DAYS - 1)
    original = s3.get_object(Bucket=bucket, Key="restic/config", VersionId=version)["Body"].read()

    # Shortening a COMPLIANCE retention is refused, also with a governance bypass.
    for bypass in (False, True):
        with pytest.raises(ClientError) as shorten:
            s3.put_object_retention(
                Bucket=bucket,
                Key="restic/config",
                VersionId=version,
                Retention={"Mode": "COMPLIANCE", "RetainUntilDate": until - dt.timedelta(days=1)},
                BypassGovernanceRetention=bypass,
            )
        assert "shortens an existing retention period" in _denied(shorten)
    # Nor may it be weakened to GOVERNANCE, which a privileged user could then bypass.
    with pytest.raises(ClientError) as weaken:
        s3.put_object_retention(
            Bucket=bucket,
            Key="restic/config",
            VersionId=version,
            Retention={"Mode": "GOVERNANCE", "RetainUntilDate": until + dt.timedelta(days=1)},
        )
    _denied(weaken)
    # Deleting the locked version is refused, with or without a governance bypass.
    for bypass in (False, True):
        with pytest.raises(ClientError) as delete:
            s3.delete_object(
                Bucket=bucket,
                Key="restic/config",
                VersionId=version,
                BypassGovernanceRetention=bypass,
            )
        _denied(delete)
    # Versioning cannot be switched off on a locked bucket, so no later write replaces a version.
    with pytest.raises(ClientError) as suspend:
        s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Suspended"})
    assert suspend.value.response["Error"]["Code"] == "InvalidBucketState"

    # An overwrite and a plain delete only add versions: the original is still there, whole.
    s3.put_object(Bucket=bucket, Key="restic/config", Body=b"forged")
    s3.delete_object(Bucket=bucket, Key="restic/config")
    kept = s3.get_object(Bucket=bucket, Key="restic/config", VersionId=version)["Body"].read()
    assert kept == original
    versions = s3.list_object_versions(Bucket=bucket, Prefix="restic/config")["Versions"]
    assert len(versions) == 2 and version in {v["VersionId"] for v in versions}


def test_the_controlled_class_backs_up_to_rgw_and_restores_from_it(
    backup_site: BackupSite, ceph_rgw: CephRGW, tmp_path: Path
) -> None:
    bucket = _vault(backup_site, ceph_rgw)
    plan = backup_site.govern("backup", "plan", "--json", env=ceph_rgw.credentials)
    assert "Object Lock is not verified on" in plan.stdout  # no bucket yet: nothing goes there
    init = backup_site.govern("backup", "repo", "init", "vault", env=ceph_rgw.credentials)
    assert init.code == 0, init.stdout + init.stderr
    plan = backup_site.govern("backup", "plan", "--json", env=ceph_rgw.credentials)
    assert json.loads(plan.stdout)["classes"]["controlled"]["problems"] == [], plan.stdout

    run = backup_site.govern("backup", "run", "--class", "controlled", env=ceph_rgw.credentials)
    assert run.code == 0, run.stdout + run.stderr
    listed = _restic(backup_site, ceph_rgw, bucket, "snapshots", "--json")
    assert listed.returncode == 0, listed.stderr
    snapshots = json.loads(listed.stdout)
    radar = [s for s in snapshots if "resource=dataset:radar-returns" in s["tags"]]
    assert len(radar) == 1

    # Every object restic wrote for the snapshot is locked under COMPLIANCE.
    s3 = _s3(ceph_rgw)
    snapshot_key = f"restic/snapshots/{radar[0]['id']}"
    head = s3.head_object(Bucket=bucket, Key=snapshot_key)
    assert head["ObjectLockMode"] == "COMPLIANCE"
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix="restic/data/"):
        for item in page.get("Contents", []):
            pack = s3.head_object(Bucket=bucket, Key=item["Key"])
            assert pack["ObjectLockMode"] == "COMPLIANCE", item["Key"]

    # Someone holding the repository password and the S3 keys forgets and prunes the snapshot:
    # restic's deletes only add delete markers, every locked version stays.
    forget = _restic(backup_site, ceph_rgw, bucket, "forget", "--prune", radar[0]["id"])
    assert forget.returncode == 0, forget.stderr
    listed = _restic(backup_site, ceph_rgw, bucket, "snapshots", "--json")
    assert radar[0]["id"] not in {s["id"] for s in json.loads(listed.stdout)}
    # Recovery: remove the delete markers (allowed: they are not locked), except those over
    # restic's lock files, and restore.
    markers = [
        marker
        for page in s3.get_paginator("list_object_versions").paginate(Bucket=bucket)
        for marker in page.get("DeleteMarkers", [])
        if not marker["Key"].startswith("restic/locks/")
    ]
    assert any(m["Key"] == snapshot_key for m in markers)
    for marker in markers:
        s3.delete_object(Bucket=bucket, Key=marker["Key"], VersionId=marker["VersionId"])
    restored = tmp_path / "restored"
    restore = _restic(
        backup_site, ceph_rgw, bucket, "restore", radar[0]["id"], "--target", str(restored)
    )
    assert restore.returncode == 0, restore.stderr
    [copy] = restored.rglob("r.bin")
    assert copy.read_bytes() == FILES["projects/radar/returns/r.bin"]


def test_repo_init_on_a_bucket_made_without_object_lock_says_to_name_a_new_one(
    backup_site: BackupSite, ceph_rgw: CephRGW
) -> None:
    # RGW, unlike moto (and AWS since 2023), cannot switch Object Lock on after creation.
    bucket = _vault(backup_site, ceph_rgw)
    s3 = _s3(ceph_rgw)
    s3.create_bucket(Bucket=bucket)
    init = backup_site.govern("backup", "repo", "init", "vault", env=ceph_rgw.credentials)
    assert init.code == 2, init.stdout + init.stderr
    assert (
        f"bucket {bucket} was created without Object Lock and this S3 service cannot enable it "
        "afterwards"
    ) in init.stderr
    assert "name a new bucket in [backup.repositories.vault]" in init.stderr
    assert s3.list_objects_v2(Bucket=bucket).get("KeyCount", 0) == 0
    run = backup_site.govern("backup", "run", "--class", "controlled", env=ceph_rgw.credentials)
    assert run.code == 1 and "Object Lock" in run.stdout, run.stdout + run.stderr
    assert s3.list_objects_v2(Bucket=bucket).get("KeyCount", 0) == 0


def test_a_bucket_whose_default_retention_was_removed_or_cut_gets_no_more_backups(
    backup_site: BackupSite, ceph_rgw: CephRGW
) -> None:
    # S3 lets whoever holds the bucket owner's keys change the default retention; locked
    # versions keep theirs, but new objects would not be locked, so govern writes none.
    bucket = _vault(backup_site, ceph_rgw)
    init = backup_site.govern("backup", "repo", "init", "vault", env=ceph_rgw.credentials)
    assert init.code == 0, init.stdout + init.stderr
    s3 = _s3(ceph_rgw)

    def objects() -> set[str]:
        return {o["Key"] for o in s3.list_objects_v2(Bucket=bucket).get("Contents", [])}

    before = objects()
    for configuration, problem in (
        ({"ObjectLockEnabled": "Enabled"}, "default retention must be COMPLIANCE (is unset)"),
        (
            {
                "ObjectLockEnabled": "Enabled",
                "Rule": {"DefaultRetention": {"Mode": "COMPLIANCE", "Days": 1}},
            },
            f"Object Lock keeps versions 1 days, less than the {CONTROLLED_DAYS} days",
        ),
    ):
        s3.put_object_lock_configuration(
            Bucket=bucket,
            ObjectLockConfiguration=configuration,  # type: ignore[arg-type]
        )
        run = backup_site.govern("backup", "run", "--class", "controlled", env=ceph_rgw.credentials)
        assert run.code == 1, run.stdout + run.stderr
        assert problem in run.stdout, run.stdout
        assert objects() == before
