"""Anchors in S3 Object Lock (COMPLIANCE), against a real S3 server (moto_server)."""

from __future__ import annotations

import itertools
import json
import shutil
from collections.abc import Callable
from typing import Any

import boto3
import pytest
from botocore.exceptions import ClientError

from govern.audit.log import CHECKPOINT_HISTORY, ENTRIES, HASHES, INDEX, stored_hash_count
from govern.errors import AuditError
from tests.audit.conftest import AuditSite
from tests.audit.services import CREDENTIALS, MotoServer

Govern = Callable[..., Any]
_buckets = itertools.count()


@pytest.fixture
def s3(moto_server: MotoServer, monkeypatch: pytest.MonkeyPatch) -> Any:
    for name, value in CREDENTIALS.items():
        monkeypatch.setenv(name, value)
    return boto3.client("s3", endpoint_url=moto_server.endpoint, region_name="us-east-1")


@pytest.fixture
def anchored_site(audit_site: AuditSite, moto_server: MotoServer) -> AuditSite:
    bucket = f"govern-anchors-{next(_buckets)}"
    audit_site.write_config(
        f'[audit.anchor]\nbucket = "{bucket}"\nendpoint_url = "{moto_server.endpoint}"\n'
        "retention_days = 1827\n"
    )
    return audit_site


def _bucket(site: AuditSite) -> str:
    return str(site.config.read_text().split('bucket = "')[1].split('"')[0])


def _grow_and_anchor(govern: Govern, site: AuditSite, count: int, *, provision: bool) -> Any:
    with site.open() as log:
        for n in range(count):
            log.append("decision", "slurmctld", f"job:{log.size()}", {"n": n})
        log.checkpoint(site.key)
    options = ["--provision"] if provision else []
    result = govern("--config", site.config, "audit", "anchor", *options, "--json", env=CREDENTIALS)
    assert result.code == 0, result.stderr
    return json.loads(result.stdout)


def _verify_anchors(govern: Govern, site: AuditSite) -> Any:
    return govern("--config", site.config, "audit", "verify", "--anchors", env=CREDENTIALS)


def test_anchor_provisions_a_locked_bucket_and_verify_checks_it(
    anchored_site: AuditSite, govern: Govern, s3: Any
) -> None:
    receipt = _grow_and_anchor(govern, anchored_site, 4, provision=True)
    assert receipt["key"] == f"govern-audit/checkpoints/{4:020d}"
    bucket = _bucket(anchored_site)
    lock = s3.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]
    assert lock["ObjectLockEnabled"] == "Enabled"
    assert lock["Rule"]["DefaultRetention"]["Mode"] == "COMPLIANCE"
    head = s3.head_object(Bucket=bucket, Key=receipt["key"], VersionId=receipt["version_id"])
    assert head["ObjectLockMode"] == "COMPLIANCE"
    _grow_and_anchor(govern, anchored_site, 3, provision=False)
    result = govern(
        "--config", anchored_site.config, "audit", "verify", "--anchors", "--json",
        env=CREDENTIALS,
    )  # fmt: skip
    assert result.code == 0, result.stdout
    assert json.loads(result.stdout)["anchors_checked"] == 2


def test_an_anchored_checkpoint_cannot_be_deleted_or_overwritten(
    anchored_site: AuditSite, govern: Govern, s3: Any
) -> None:
    receipt = _grow_and_anchor(govern, anchored_site, 2, provision=True)
    bucket, key, version = _bucket(anchored_site), receipt["key"], receipt["version_id"]
    original = s3.get_object(Bucket=bucket, Key=key, VersionId=version)["Body"].read()
    with pytest.raises(ClientError, match="AccessDenied"):
        s3.delete_object(Bucket=bucket, Key=key, VersionId=version)
    s3.put_object(Bucket=bucket, Key=key, Body=b"forged\n")
    s3.delete_object(Bucket=bucket, Key=key)  # only hides it behind a delete marker
    assert s3.get_object(Bucket=bucket, Key=key, VersionId=version)["Body"].read() == original
    result = _verify_anchors(govern, anchored_site)
    # The original still counts; the forged version is reported, not ignored.
    assert result.code == 1
    assert result.stdout.count("FAIL") == 1
    assert f"FAIL s3://{bucket}/{key}?versionId=" in result.stdout
    assert "does not verify: malformed note" in result.stdout


def test_a_bucket_without_object_lock_is_refused(
    anchored_site: AuditSite, govern: Govern, s3: Any
) -> None:
    with anchored_site.open() as log:
        log.append("k", "a", "s", {})
        log.checkpoint(anchored_site.key)
    missing = govern("--config", anchored_site.config, "audit", "anchor", env=CREDENTIALS)
    assert missing.code == 2
    assert "does not exist: create it with `govern audit anchor --provision`" in missing.stderr
    s3.create_bucket(Bucket=_bucket(anchored_site))
    plain = govern("--config", anchored_site.config, "audit", "anchor", env=CREDENTIALS)
    assert plain.code == 2
    assert "has no Object Lock" in plain.stderr
    assert s3.list_objects_v2(Bucket=_bucket(anchored_site)).get("KeyCount", 0) == 0


def _roll_back(site: AuditSite, size: int) -> None:
    """What an intruder holding the signing key does: cut the log, re-sign, erase the history."""
    with site.open() as log:
        end = log.entry_end(size - 1)
    for name, length in (
        (ENTRIES, end),
        (INDEX, size * 8),
        (HASHES, stored_hash_count(size) * 32),
    ):
        with (site.log_dir / name).open("r+b") as handle:
            handle.truncate(length)
    shutil.rmtree(site.log_dir / CHECKPOINT_HISTORY)
    # govern refuses to sign a tree that does not extend its last checkpoint, or to write to
    # derived files shorter than it made durable: erase those records too.
    (site.log_dir / "checkpoint").unlink()
    (site.log_dir / "log.synced").unlink()
    with site.open() as log:
        log.checkpoint(site.key)


def test_a_log_rolled_back_behind_an_anchor_is_caught_only_by_the_anchor(
    anchored_site: AuditSite, govern: Govern
) -> None:
    _grow_and_anchor(govern, anchored_site, 10, provision=True)
    _grow_and_anchor(govern, anchored_site, 5, provision=False)
    _roll_back(anchored_site, 8)
    local = govern("--config", anchored_site.config, "audit", "verify")
    assert local.code == 0, local.stdout  # the local evidence was rewritten consistently
    result = _verify_anchors(govern, anchored_site)
    assert result.code == 1
    bucket = _bucket(anchored_site)
    first = result.stdout.splitlines()[0]
    assert first.startswith(f"FAIL s3://{bucket}/govern-audit/checkpoints/{10:020d}?versionId=")
    assert first.endswith("entry 8: it covers 10 entries but the log has only 8: the log was "
                          "truncated or rolled back")  # fmt: skip


def test_history_rewritten_with_the_key_is_caught_by_the_anchor(
    anchored_site: AuditSite, govern: Govern, tmp_path: Any
) -> None:
    _grow_and_anchor(govern, anchored_site, 6, provision=True)
    with anchored_site.open() as log:
        lines = log.entry_bytes(0, 6)
    from govern.audit import open_log

    lines[2] = lines[2].replace(b"job:2", b"job:9")
    with open_log(tmp_path / "forged") as forged:
        forged.append_records(lines)
    for name in (ENTRIES, INDEX, HASHES):
        shutil.copy(tmp_path / "forged" / name, anchored_site.log_dir / name)
    shutil.rmtree(anchored_site.log_dir / CHECKPOINT_HISTORY)
    with anchored_site.open() as log, pytest.raises(AuditError, match="no longer gives the root"):
        log.checkpoint(anchored_site.key)  # govern will not sign over what it signed before
    (anchored_site.log_dir / "checkpoint").unlink()
    shutil.rmtree(anchored_site.log_dir / "tile")  # the published entries would give it away
    with anchored_site.open() as log:
        log.checkpoint(anchored_site.key)
    assert govern("--config", anchored_site.config, "audit", "verify").code == 0
    result = _verify_anchors(govern, anchored_site)
    assert result.code == 1
    assert "its root does not match entries 0..5: history was rewritten" in result.stdout
