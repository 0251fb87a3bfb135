"""Anchors on a real S3 implementation that enforces Object Lock as AWS does (Ceph's RADOS
gateway). moto lets anyone shorten a COMPLIANCE retention; here an anchored checkpoint can be
neither deleted nor have its retention shortened, so `verify --anchors` still has it after an
intruder holding the S3 keys and the signing key has rewritten the log."""

from __future__ import annotations

import datetime as dt
import itertools
import json
from typing import TYPE_CHECKING, Any

import pytest
from botocore.exceptions import ClientError

from tests.audit.conftest import AuditSite
from tests.audit.test_anchor import Govern, _roll_back
from tests.services.ceph import CephRGW

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

pytestmark = pytest.mark.slow
_buckets = itertools.count()


@pytest.fixture
def s3(ceph_rgw: CephRGW) -> S3Client:
    import boto3

    return boto3.client(
        "s3",
        endpoint_url=ceph_rgw.endpoint,
        region_name="us-east-1",
        aws_access_key_id=ceph_rgw.access_key,
        aws_secret_access_key=ceph_rgw.secret_key,
    )


@pytest.fixture
def rgw_site(audit_site: AuditSite, ceph_rgw: CephRGW) -> AuditSite:
    bucket = f"govern-anchors-rgw-{next(_buckets)}"
    audit_site.write_config(
        f'[audit.anchor]\nbucket = "{bucket}"\nendpoint_url = "{ceph_rgw.endpoint}"\n'
        "retention_days = 1827\n"
    )
    return audit_site


def _bucket(site: AuditSite) -> str:
    return site.config.read_text().split('bucket = "')[1].split('"')[0]


def _anchor(govern: Govern, site: AuditSite, rgw: CephRGW, count: int, *, provision: bool) -> Any:
    with site.open() as log:
        for n in range(count):
            log.append("decision", "slurmctld", f"job:{log.size()}", {"n": n})
        log.checkpoint(site.key)
    options = ["--provision"] if provision else []
    result = govern(
        "--config", site.config, "audit", "anchor", *options, "--json", env=rgw.credentials
    )
    assert result.code == 0, result.stderr
    return json.loads(result.stdout)


def _denied(error: pytest.ExceptionInfo[ClientError]) -> None:
    assert error.value.response["Error"]["Code"] == "AccessDenied", error.value.response


def test_an_anchored_checkpoint_cannot_be_deleted_shortened_or_replaced(
    rgw_site: AuditSite, govern: Govern, ceph_rgw: CephRGW, s3: S3Client
) -> None:
    receipt = _anchor(govern, rgw_site, ceph_rgw, 3, provision=True)
    bucket, key, version = _bucket(rgw_site), receipt["key"], receipt["version_id"]
    lock = s3.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]
    assert lock["Rule"]["DefaultRetention"] == {"Mode": "COMPLIANCE", "Days": 1827}
    retention = s3.get_object_retention(Bucket=bucket, Key=key, VersionId=version)["Retention"]
    assert retention["Mode"] == "COMPLIANCE"
    until = retention["RetainUntilDate"]
    assert until >= dt.datetime.now(dt.UTC) + dt.timedelta(days=1826)
    assert dt.datetime.fromisoformat(receipt["retain_until"]) == until
    original = s3.get_object(Bucket=bucket, Key=key, VersionId=version)["Body"].read()

    for bypass in (False, True):
        with pytest.raises(ClientError) as shorten:
            s3.put_object_retention(
                Bucket=bucket,
                Key=key,
                VersionId=version,
                Retention={"Mode": "COMPLIANCE", "RetainUntilDate": until - dt.timedelta(hours=1)},
                BypassGovernanceRetention=bypass,
            )
        _denied(shorten)
        with pytest.raises(ClientError) as delete:
            s3.delete_object(
                Bucket=bucket, Key=key, VersionId=version, BypassGovernanceRetention=bypass
            )
        _denied(delete)
    # Taking the default retention away only concerns objects written later.
    s3.put_object_lock_configuration(
        Bucket=bucket, ObjectLockConfiguration={"ObjectLockEnabled": "Enabled"}
    )
    with pytest.raises(ClientError) as delete:
        s3.delete_object(Bucket=bucket, Key=key, VersionId=version)
    _denied(delete)
    assert s3.get_object_retention(Bucket=bucket, Key=key, VersionId=version)["Retention"] == (
        retention
    )

    s3.put_object(Bucket=bucket, Key=key, Body=b"forged\n")
    s3.delete_object(Bucket=bucket, Key=key)  # only a delete marker
    assert s3.get_object(Bucket=bucket, Key=key, VersionId=version)["Body"].read() == original
    result = govern(
        "--config", rgw_site.config, "audit", "verify", "--anchors", env=ceph_rgw.credentials
    )
    assert result.code == 1  # the original still counts; the forged version is reported
    assert result.stdout.count("FAIL") == 1
    assert "does not verify: malformed note" in result.stdout


def test_a_log_rolled_back_behind_an_anchor_on_rgw_is_caught(
    rgw_site: AuditSite, govern: Govern, ceph_rgw: CephRGW
) -> None:
    _anchor(govern, rgw_site, ceph_rgw, 10, provision=True)
    second = _anchor(govern, rgw_site, ceph_rgw, 5, provision=False)
    checked = govern(
        "--config", rgw_site.config, "audit", "verify", "--anchors", "--json",
        env=ceph_rgw.credentials,
    )  # fmt: skip
    assert checked.code == 0, checked.stdout
    assert json.loads(checked.stdout)["anchors_checked"] == 2
    assert second["key"].endswith(f"{15:020d}")

    _roll_back(rgw_site, 8)
    assert govern("--config", rgw_site.config, "audit", "verify").code == 0
    result = govern(
        "--config", rgw_site.config, "audit", "verify", "--anchors", env=ceph_rgw.credentials
    )
    assert result.code == 1
    assert "it covers 10 entries but the log has only 8" in result.stdout


def test_a_log_published_to_a_locked_bucket_verifies_and_its_tiles_outlive_any_delete(
    audit_site: AuditSite, govern: Govern, ceph_rgw: CephRGW, s3: S3Client
) -> None:
    bucket = f"govern-published-rgw-{next(_buckets)}"
    s3.create_bucket(Bucket=bucket, ObjectLockEnabledForBucket=True)
    s3.put_object_lock_configuration(
        Bucket=bucket,
        ObjectLockConfiguration={
            "ObjectLockEnabled": "Enabled",
            "Rule": {"DefaultRetention": {"Mode": "COMPLIANCE", "Days": 1}},
        },
    )
    env = {**ceph_rgw.credentials, "AWS_ENDPOINT_URL": ceph_rgw.endpoint}
    where = f"s3://{bucket}/rc/audit"
    with audit_site.open() as log:
        for n in range(300):
            log.append("decision", "slurmctld", f"job:{n}", {"n": n})
        log.checkpoint(audit_site.key)
    published = govern("--config", audit_site.config, "audit", "publish", "--to", where, env=env)
    assert published.code == 0, published.stderr

    tile = "rc/audit/tile/entries/000"
    (version,) = [
        v["VersionId"] for v in s3.list_object_versions(Bucket=bucket, Prefix=tile)["Versions"]
    ]
    with pytest.raises(ClientError) as refused:
        s3.delete_object(Bucket=bucket, Key=tile, VersionId=version)
    _denied(refused)
    s3.put_object(Bucket=bucket, Key=tile, Body=b"rewritten")  # a new version on top

    verify = ("audit", "verify", "--published", where, "--trusted-key",
              audit_site.key.verifier.vkey)  # fmt: skip
    tampered = govern(*verify, env={**env, "GOVERN_CONFIG": "/nonexistent"})
    assert tampered.code == 1
    assert tampered.stdout.startswith("FAIL tile/entries/000 ")
    # The version publish wrote is still there, whole, for whoever restores it.
    kept = s3.get_object(Bucket=bucket, Key=tile, VersionId=version)["Body"].read()
    assert kept == (audit_site.log_dir / "tile/entries/000").read_bytes()
