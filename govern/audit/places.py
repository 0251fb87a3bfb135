"""Where a published log lives: a folder, a web server, or an S3 bucket and prefix.

Readers answer `read(path)` for `govern audit verify --published`; writers answer `exists` and
`write` for `govern audit publish`. Every path is one the log itself publishes (`checkpoint`,
`checkpoints/<size>`, `tile/...`), never one a reader is handed by the place it reads from.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.errors import AuditError

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

# The largest file a log publishes: an entry bundle of 256 records of at most 64 KiB each.
MAX_FILE_BYTES = 256 * (2 + 65535)
_HTTP_TIMEOUT = 30.0


@dataclass(frozen=True)
class Folder:
    root: Path

    def read(self, path: str) -> bytes | None:
        try:
            with (self.root / path).open("rb") as handle:
                data = handle.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise AuditError(f"cannot read {self.root / path}: {exc.strerror}") from None
        return _bounded(data, str(self.root / path))

    def exists(self, path: str) -> bool:
        return (self.root / path).is_file()

    def write(self, path: str, data: bytes) -> None:
        from govern.replace import replacing

        target = self.root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        with replacing(target, 0o644) as handle:
            handle.write(data)

    def __str__(self) -> str:
        return str(self.root)


@dataclass(frozen=True)
class Web:
    base: str

    def read(self, path: str) -> bytes | None:
        import requests

        url = f"{self.base.rstrip('/')}/{path}"
        try:
            with requests.get(url, timeout=_HTTP_TIMEOUT, stream=True) as response:
                if response.status_code == 404:
                    return None
                if response.status_code != 200:
                    raise AuditError(f"{url}: HTTP {response.status_code}")
                data = response.raw.read(MAX_FILE_BYTES + 1, decode_content=True)
        except requests.RequestException as exc:
            raise AuditError(f"{url}: {exc}") from None
        return _bounded(data, url)

    def __str__(self) -> str:
        return self.base


class Bucket:
    """An S3 bucket and prefix; the endpoint comes from --endpoint-url or $AWS_ENDPOINT_URL."""

    def __init__(self, bucket: str, prefix: str, endpoint_url: str | None = None) -> None:
        import boto3
        from botocore.config import Config

        self._listed: set[str] | None = None
        self.bucket = bucket
        self.prefix = prefix.strip("/") + "/" if prefix.strip("/") else ""
        endpoint = endpoint_url or os.environ.get("AWS_ENDPOINT_URL")
        self._client: S3Client = boto3.client(
            "s3",
            endpoint_url=endpoint,
            config=Config(
                s3={"addressing_style": "path" if endpoint else "auto"},
                retries={"max_attempts": 3},
            ),
        )

    def _fail(self, action: str, path: str, exc: Exception) -> AuditError:
        return AuditError(f"s3://{self.bucket}/{self.prefix}{path}: cannot {action}: {exc}")

    def read(self, path: str) -> bytes | None:
        from botocore.exceptions import BotoCoreError, ClientError

        try:
            answer: Any = self._client.get_object(Bucket=self.bucket, Key=self.prefix + path)
            data: bytes = answer["Body"].read(MAX_FILE_BYTES + 1)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in ("NoSuchKey", "404"):
                return None
            raise self._fail("read", path, exc) from None
        except BotoCoreError as exc:
            raise self._fail("read", path, exc) from None
        return _bounded(data, f"s3://{self.bucket}/{self.prefix}{path}")

    def exists(self, path: str) -> bool:
        """Whether PATH is in the bucket, from one listing of the prefix made on first use."""
        from botocore.exceptions import BotoCoreError, ClientError

        if self._listed is None:
            listed: set[str] = set()
            try:
                pages = self._client.get_paginator("list_objects_v2")
                for page in pages.paginate(Bucket=self.bucket, Prefix=self.prefix):
                    listed.update(o["Key"] for o in page.get("Contents", []))
            except (BotoCoreError, ClientError) as exc:
                raise self._fail("list", "", exc) from None
            self._listed = listed
        return self.prefix + path in self._listed

    def write(self, path: str, data: bytes) -> None:
        from botocore.exceptions import BotoCoreError, ClientError

        try:
            self._client.put_object(Bucket=self.bucket, Key=self.prefix + path, Body=data)
        except (BotoCoreError, ClientError) as exc:
            raise self._fail("write", path, exc) from None

    def __str__(self) -> str:
        return f"s3://{self.bucket}/{self.prefix}"


def _bounded(data: bytes, where: str) -> bytes:
    if len(data) > MAX_FILE_BYTES:
        raise AuditError(f"{where} is larger than any file a log publishes")
    return data


def open_place(spec: str, endpoint_url: str | None = None) -> Folder | Web | Bucket:
    """`s3://BUCKET/PREFIX`, `http(s)://...`, or a folder."""
    if spec.startswith("s3://"):
        bucket, _, prefix = spec.removeprefix("s3://").partition("/")
        if not bucket:
            raise AuditError(f"{spec}: name a bucket, as in s3://BUCKET/PREFIX")
        return Bucket(bucket, prefix, endpoint_url)
    if spec.startswith(("http://", "https://")):
        return Web(spec)
    return Folder(Path(spec))


def open_destination(spec: str, endpoint_url: str | None = None) -> Folder | Bucket:
    """Where `govern audit publish` may write: `s3://BUCKET/PREFIX` or a folder."""
    place = open_place(spec, endpoint_url)
    if isinstance(place, Web):
        raise AuditError(f"{spec}: publish to an s3:// bucket or a folder, then serve it over HTTP")
    return place
