"""Anchors: copies of checkpoints in an S3 bucket under Object Lock in COMPLIANCE mode, which
nobody (the log's own operators and signing key included) can delete or shorten before the
retention ends. A later log that does not extend every anchored checkpoint has been rewritten."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from govern.errors import AuditError

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

    from govern.config import AnchorSection, LoadedConfig

COMPLIANCE: Final = "COMPLIANCE"


@dataclass(frozen=True)
class Receipt:
    key: str
    version_id: str
    retain_until: dt.datetime

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "version_id": self.version_id,
            "retain_until": self.retain_until.isoformat(),
        }


def _error_code(exc: Exception) -> str:
    response = getattr(exc, "response", None) or {}
    return str(response.get("Error", {}).get("Code", ""))


class AnchorStore:
    def __init__(self, settings: AnchorSection) -> None:
        import boto3
        from botocore.config import Config

        self.settings = settings
        # A self-hosted endpoint (Ceph RGW, MinIO) seldom has a wildcard DNS name per bucket.
        style: Literal["path", "auto"] = "path" if settings.endpoint_url else "auto"
        self._client: S3Client = boto3.client(
            "s3",
            endpoint_url=settings.endpoint_url,
            region_name=settings.region,
            config=Config(s3={"addressing_style": style}, retries={"max_attempts": 3}),
        )

    def _fail(self, action: str, exc: Exception) -> AuditError:
        where = self.settings.endpoint_url or "AWS"
        return AuditError(
            f"anchor bucket {self.settings.bucket} ({where}): cannot {action}: {exc}; "
            "check [audit.anchor] and the S3 credentials"
        )

    def provision(self) -> None:
        """Create the bucket with Object Lock and a COMPLIANCE default retention."""
        from botocore.exceptions import BotoCoreError, ClientError

        bucket = self.settings.bucket
        try:
            if self.settings.region == "us-east-1":
                self._client.create_bucket(Bucket=bucket, ObjectLockEnabledForBucket=True)
            else:
                self._client.create_bucket(
                    Bucket=bucket,
                    ObjectLockEnabledForBucket=True,
                    CreateBucketConfiguration={"LocationConstraint": self.settings.region},  # type: ignore[typeddict-item]
                )
        except ClientError as exc:
            if _error_code(exc) != "BucketAlreadyOwnedByYou":
                raise self._fail("create the bucket", exc) from None
        except BotoCoreError as exc:
            raise self._fail("create the bucket", exc) from None
        self.require_object_lock()
        try:
            self._client.put_object_lock_configuration(
                Bucket=bucket,
                ObjectLockConfiguration={
                    "ObjectLockEnabled": "Enabled",
                    "Rule": {
                        "DefaultRetention": {
                            "Mode": COMPLIANCE,
                            "Days": self.settings.retention_days,
                        }
                    },
                },
            )
        except (ClientError, BotoCoreError) as exc:
            raise self._fail("set the default retention", exc) from None

    def require_object_lock(self) -> None:
        """Refuse a bucket where anchored checkpoints could be deleted."""
        from botocore.exceptions import BotoCoreError, ClientError

        bucket = self.settings.bucket
        try:
            configuration = self._client.get_object_lock_configuration(Bucket=bucket)
        except ClientError as exc:
            code = _error_code(exc)
            if code == "NoSuchBucket":
                raise AuditError(
                    f"anchor bucket {bucket} does not exist: create it with "
                    "`govern audit anchor --provision`"
                ) from None
            if code == "ObjectLockConfigurationNotFoundError":
                raise AuditError(
                    f"anchor bucket {bucket} has no Object Lock, so anchors in it could be "
                    "deleted: Object Lock can only be enabled when a bucket is created; name a "
                    "new bucket in [audit.anchor] and run `govern audit anchor --provision`"
                ) from None
            raise self._fail("read its Object Lock configuration", exc) from None
        except BotoCoreError as exc:
            raise self._fail("read its Object Lock configuration", exc) from None
        enabled = configuration.get("ObjectLockConfiguration", {}).get("ObjectLockEnabled")
        if enabled != "Enabled":
            raise AuditError(f"anchor bucket {bucket} has Object Lock switched off: refusing it")

    def default_retention_days(self) -> int:
        """How many days the bucket locks what is stored without a date of its own (0: none)."""
        from botocore.exceptions import BotoCoreError, ClientError

        from govern.backup.s3 import lock_days

        self.require_object_lock()
        try:
            answer = self._client.get_object_lock_configuration(Bucket=self.settings.bucket)
        except (ClientError, BotoCoreError) as exc:
            raise self._fail("read its Object Lock configuration", exc) from None
        rule = answer.get("ObjectLockConfiguration", {}).get("Rule", {})
        return lock_days(dict(rule))

    def put(self, size: int, note: bytes) -> Receipt:
        """Store a checkpoint under COMPLIANCE retention and confirm the lock took hold."""
        from botocore.exceptions import BotoCoreError, ClientError

        self.require_object_lock()
        key = f"{self.settings.prefix}{size:020d}"
        until = dt.datetime.now(dt.UTC) + dt.timedelta(days=self.settings.retention_days)
        try:
            put = self._client.put_object(
                Bucket=self.settings.bucket,
                Key=key,
                Body=note,
                ContentType="text/plain; charset=utf-8",
                ObjectLockMode=COMPLIANCE,
                ObjectLockRetainUntilDate=until,
            )
            # head_object, not get_object_retention: some S3 servers only report it there.
            head = self._client.head_object(
                Bucket=self.settings.bucket, Key=key, VersionId=put["VersionId"]
            )
        except (ClientError, BotoCoreError) as exc:
            raise self._fail(f"store {key}", exc) from None
        if head.get("ObjectLockMode") != COMPLIANCE or "ObjectLockRetainUntilDate" not in head:
            raise AuditError(
                f"anchor bucket {self.settings.bucket} stored {key} without COMPLIANCE retention: "
                "the server does not enforce Object Lock; use another S3 service"
            )
        return Receipt(key, put["VersionId"], head["ObjectLockRetainUntilDate"])

    def anchored(self) -> list[tuple[str, bytes]]:
        """Every version of every anchored checkpoint, as (label, signed note)."""
        from botocore.exceptions import BotoCoreError, ClientError

        found = []
        try:
            pages = self._client.get_paginator("list_object_versions").paginate(
                Bucket=self.settings.bucket, Prefix=self.settings.prefix
            )
            for page in pages:
                for version in page.get("Versions", []):
                    key, version_id = version["Key"], version["VersionId"]
                    body = self._client.get_object(
                        Bucket=self.settings.bucket, Key=key, VersionId=version_id
                    )["Body"].read()
                    label = f"s3://{self.settings.bucket}/{key}?versionId={version_id}"
                    found.append((label, body))
        except (ClientError, BotoCoreError) as exc:
            raise self._fail("list the anchored checkpoints", exc) from None
        return found


def site_anchors(config: LoadedConfig) -> AnchorStore:
    """The anchor bucket of [audit.anchor]; an error when the site has none."""
    if config.audit.anchor is None:
        raise AuditError("no anchor bucket: add an [audit.anchor] section with bucket = NAME")
    return AnchorStore(config.audit.anchor)
