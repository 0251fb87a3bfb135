"""S3 repositories: provisioning buckets with versioning and Object Lock, and verifying them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from govern.backup.repository import Repository
from govern.errors import BackupError

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client


def client(repository: Repository) -> S3Client:
    import boto3

    return boto3.client("s3", endpoint_url=repository.endpoint_url, region_name=repository.region)


def lock_days(rule: dict[str, object]) -> int:
    """The default retention in days of an Object Lock rule ({"DefaultRetention": ...})."""
    retention = rule.get("DefaultRetention")
    if not isinstance(retention, dict):
        return 0
    days = retention.get("Days")
    years = retention.get("Years")
    if isinstance(days, int):
        return days
    return int(years) * 365 if isinstance(years, int) else 0


def object_lock_problem(repository: Repository, retention_days: int) -> str | None:
    """None when the bucket has versioning and COMPLIANCE Object Lock of at least RETENTION_DAYS."""
    from botocore.exceptions import BotoCoreError, ClientError

    where = f"S3 repository {repository.name!r} (bucket {repository.bucket})"
    assert repository.bucket is not None
    s3 = client(repository)
    try:
        versioning = s3.get_bucket_versioning(Bucket=repository.bucket).get("Status")
        lock = s3.get_object_lock_configuration(Bucket=repository.bucket)["ObjectLockConfiguration"]
    except ClientError as exc:
        code = exc.response.get("Error", {}).get("Code", "")
        return f"{where}: Object Lock is not verified on ({code}): run `govern backup repo init`"
    except BotoCoreError as exc:
        return f"{where}: cannot verify Object Lock: {exc}"
    if versioning != "Enabled":
        return f"{where}: versioning is not enabled: run `govern backup repo init`"
    if lock.get("ObjectLockEnabled") != "Enabled":
        return f"{where}: Object Lock is not enabled: the bucket must be created with it"
    rule = dict(lock.get("Rule", {}))
    retention = rule.get("DefaultRetention")
    mode = retention.get("Mode") if isinstance(retention, dict) else None
    if mode != "COMPLIANCE":
        return f"{where}: default retention must be COMPLIANCE (is {mode or 'unset'})"
    days = lock_days(rule)
    if days < retention_days:
        return (
            f"{where}: Object Lock keeps versions {days} days, less than the "
            f"{retention_days} days its classes retain"
        )
    return None


def provision_bucket(repository: Repository, retention_days: int) -> list[str]:
    """Create the bucket with Object Lock (COMPLIANCE, RETENTION_DAYS) and versioning; say what
    was done. Safe to re-run: an existing bucket is only checked and its retention raised."""
    from botocore.exceptions import BotoCoreError, ClientError

    assert repository.bucket is not None
    s3 = client(repository)
    done: list[str] = []
    existing: set[str] = set()
    try:
        existing = {b["Name"] for b in s3.list_buckets().get("Buckets", [])}
        if repository.bucket not in existing:
            s3.create_bucket(Bucket=repository.bucket, ObjectLockEnabledForBucket=True)
            done.append(f"created bucket {repository.bucket} with Object Lock")
        s3.put_bucket_versioning(
            Bucket=repository.bucket, VersioningConfiguration={"Status": "Enabled"}
        )
        problem = object_lock_problem(repository, retention_days)
        if problem is not None:
            s3.put_object_lock_configuration(
                Bucket=repository.bucket,
                ObjectLockConfiguration={
                    "ObjectLockEnabled": "Enabled",
                    "Rule": {"DefaultRetention": {"Mode": "COMPLIANCE", "Days": retention_days}},
                },
            )
            done.append(f"set COMPLIANCE retention of {retention_days} days")
    except ClientError as exc:
        error = exc.response.get("Error", {})
        if error.get("Code") == "InvalidBucketState" and repository.bucket in existing:
            # AWS enables Object Lock on an existing versioned bucket; Ceph RGW, MinIO and
            # AWS before 2023 only when the bucket is created.
            raise BackupError(
                f"bucket {repository.bucket} was created without Object Lock and this S3 service "
                f"cannot enable it afterwards ({error.get('Message')}): name a new bucket in "
                f"[backup.repositories.{repository.name}] and run `govern backup repo init` again"
            ) from None
        raise BackupError(
            f"cannot provision bucket {repository.bucket}: {error.get('Code')}: "
            f"{error.get('Message')}"
        ) from None
    except BotoCoreError as exc:
        raise BackupError(f"cannot reach S3 at {repository.endpoint_url}: {exc}") from None
    problem = object_lock_problem(repository, retention_days)
    if problem is not None:
        raise BackupError(problem)
    return done
