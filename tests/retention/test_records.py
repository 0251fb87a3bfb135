"""Records outlive their minimum: `govern audit anchor` refuses a configuration whose anchors
would expire first, and the report reads the anchor bucket's own lock from a real RGW."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import pytest

from tests.audit.conftest import AuditSite
from tests.conftest import Govern, Site
from tests.services.ceph import CephRGW

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client


def _anchor_config(bucket: str, days: int, endpoint: str = "http://127.0.0.1:9") -> str:
    # Port 9 (discard) answers nothing: a refusal must come before any S3 call.
    return (
        f'[audit.anchor]\nbucket = "{bucket}"\nendpoint_url = "{endpoint}"\n'
        f"retention_days = {days}\n"
    )


def test_anchor_refuses_a_lock_shorter_than_the_export_record_minimum(
    audit_site: AuditSite, govern: Govern
) -> None:
    audit_site.write_config(_anchor_config("anchors", 365))
    result = govern("--config", audit_site.config, "audit", "anchor")
    assert result.code == 2
    assert result.stderr.count("\n") == 1
    assert "retention_days is 365 days, shorter than the 1827 days of" in result.stderr
    assert "ear99 records 5y (EAR 15 CFR 762.6)" in result.stderr
    assert "anchors would expire before the records they protect may" in result.stderr


def test_a_site_that_keeps_cui_records_longer_needs_longer_anchors(
    audit_site: AuditSite, govern: Govern
) -> None:
    audit_site.write_config(_anchor_config("anchors", 1827))
    (audit_site.root / "policies").mkdir()
    (audit_site.root / "policies" / "retention.toml").write_text(
        '[classification.cui]\nrecords = "6y"\n'
    )
    result = govern("--config", audit_site.config, "audit", "anchor")
    assert result.code == 2
    assert "1827 days, shorter than the 2192 days of cui records 6y" in result.stderr


def _s3(rgw: CephRGW) -> S3Client:
    import boto3

    return boto3.client(
        "s3",
        endpoint_url=rgw.endpoint,
        region_name="us-east-1",
        aws_access_key_id=rgw.access_key,
        aws_secret_access_key=rgw.secret_key,
    )


def _locked_bucket(rgw: CephRGW, days: int) -> str:
    bucket = f"anchors-{uuid.uuid4().hex[:8]}"
    s3 = _s3(rgw)
    s3.create_bucket(Bucket=bucket, ObjectLockEnabledForBucket=True)
    s3.put_object_lock_configuration(
        Bucket=bucket,
        ObjectLockConfiguration={
            "ObjectLockEnabled": "Enabled",
            "Rule": {"DefaultRetention": {"Mode": "COMPLIANCE", "Days": days}},
        },
    )
    return bucket


@pytest.mark.slow
def test_the_report_reads_the_anchor_buckets_own_lock(
    site: Site, govern: Govern, ceph_rgw: CephRGW
) -> None:
    import json

    short = _locked_bucket(ceph_rgw, 30)
    site.append("examples/site/govern.toml", "\n" + _anchor_config(short, 2557, ceph_rgw.endpoint))
    result = govern(
        "--config", site.config, "retention", "report", "--json", env=ceph_rgw.credentials
    )
    assert result.code == 1, result.stderr
    [finding] = json.loads(result.stdout)["records"]
    assert (finding["bucket"], finding["configured_days"], finding["bucket_days"]) == (
        short,
        2557,
        30,
    )
    assert finding["minimum_days"] == 2192  # the demo site keeps CUI records six years
    assert (
        f"bucket {short} locks for 30 days by default, shorter than the 2192 days"
        in (finding["problem"])
    )

    long = _locked_bucket(ceph_rgw, 2557)
    config = site.config.read_text().replace(short, long)
    site.config.write_text(config)
    result = govern(
        "--config", site.config, "retention", "report", "--json", env=ceph_rgw.credentials
    )
    assert result.code == 0, result.stdout + result.stderr
    assert json.loads(result.stdout)["records"] == []

    # A bucket that cannot be read is a breach, never a pass.
    site.config.write_text(config.replace(long, "no-such-bucket"))
    result = govern(
        "--config", site.config, "retention", "report", "--json", env=ceph_rgw.credentials
    )
    assert result.code == 1
    [finding] = json.loads(result.stdout)["records"]
    assert finding["bucket_days"] is None and "does not exist" in finding["problem"]
