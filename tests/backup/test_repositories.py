"""S3 repositories with Object Lock (moto_server) and an append-only REST server (rclone)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
import uuid
from typing import TYPE_CHECKING

import pytest

from tests.audit.services import CREDENTIALS, MotoServer
from tests.backup.conftest import BackupSite
from tests.backup.services import RestServer

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client


def _s3(moto: MotoServer) -> S3Client:
    import boto3

    return boto3.client(
        "s3",
        endpoint_url=moto.endpoint,
        region_name="us-east-1",
        aws_access_key_id=CREDENTIALS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
    )


def _add_s3(site: BackupSite, moto: MotoServer, name: str, bucket: str) -> None:
    site.add_repository(
        name,
        f'kind = "s3"\ndestination = "repository:enclave"\nendpoint_url = "{moto.endpoint}"\n'
        f'bucket = "{bucket}"',
    )


@pytest.mark.slow
def test_repo_init_provisions_object_lock_and_an_immutable_class_uses_it(
    backup_site: BackupSite, moto: MotoServer
) -> None:
    bucket = f"vault-{uuid.uuid4().hex[:8]}"
    _add_s3(backup_site, moto, "vault", bucket)
    backup_site.protect_controlled_in("vault")

    init = backup_site.govern("backup", "repo", "init", "vault", env=CREDENTIALS)
    assert init.code == 0, init.stderr
    s3 = _s3(moto)
    lock = s3.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]
    retention = lock["Rule"]["DefaultRetention"]
    assert retention["Mode"] == "COMPLIANCE"
    assert retention["Days"] >= 24 * 31  # the class keeps 24 monthly snapshots
    assert s3.get_bucket_versioning(Bucket=bucket)["Status"] == "Enabled"
    again = backup_site.govern("backup", "repo", "init", "vault", env=CREDENTIALS)
    assert again.code == 0 and "already exists" in again.stdout

    run = backup_site.govern("backup", "run", "--class", "controlled", env=CREDENTIALS)
    assert run.code == 0, run.stdout + run.stderr
    listed = backup_site.restic(
        "vault", "snapshots", "--json", location=f"s3:{moto.endpoint}/{bucket}/restic"
    )
    tags = [s["tags"] for s in json.loads(listed.stdout)]
    assert any("resource=dataset:radar-returns" in t for t in tags)


@pytest.mark.slow
def test_an_immutable_class_refuses_a_bucket_without_object_lock(
    backup_site: BackupSite, moto: MotoServer
) -> None:
    bucket = f"plain-{uuid.uuid4().hex[:8]}"
    _s3(moto).create_bucket(Bucket=bucket)
    _add_s3(backup_site, moto, "plain", bucket)
    backup_site.protect_controlled_in("plain")

    plan = backup_site.govern("backup", "plan", "--json", env=CREDENTIALS)
    assert plan.code == 1
    problem = json.loads(plan.stdout)["classes"]["controlled"]["problems"][0]
    assert "Object Lock is not verified on" in problem
    run = backup_site.govern("backup", "run", "--class", "controlled", env=CREDENTIALS)
    assert run.code == 1
    assert "Object Lock" in run.stdout
    assert _s3(moto).list_objects_v2(Bucket=bucket).get("KeyCount", 0) == 0


@pytest.mark.slow
def test_append_only_rest_server(backup_site: BackupSite, rest_server: RestServer) -> None:
    backup_site.add_repository(
        "rest",
        f'kind = "rest"\ndestination = "repository:enclave"\nurl = "{rest_server.url}enclave/"\n'
        "append_only = true",
    )
    backup_site.protect_controlled_in("rest")
    assert backup_site.govern("backup", "repo", "init", "rest").code == 0
    for _ in range(2):  # a second run works too: restic may remove its own locks
        run = backup_site.govern("backup", "run", "--class", "controlled")
        assert run.code == 0, run.stdout + run.stderr
    forget = backup_site.govern("backup", "forget", "--class", "controlled")
    assert forget.code == 2
    assert "append-only" in forget.stderr
    # Retention of every class (the weekly timer) passes over the append-only repository.
    every = backup_site.govern("backup", "forget", "--json")
    assert every.code == 0, every.stderr
    skipped = {r["class"]: r["skipped"] for r in json.loads(every.stdout)}
    assert "append-only" in skipped["controlled"]
    assert skipped["datasets"] == ""
    # The server itself refuses deletes, whatever a client with the password tries.
    base = rest_server.url.removeprefix("rest:") + "enclave/snapshots/"
    listing = urllib.request.Request(base, headers={"Accept": "application/vnd.x.restic.rest.v2"})
    names = [entry["name"] for entry in json.loads(urllib.request.urlopen(listing).read())]
    assert len(names) == 6  # three controlled resources, two runs
    request = urllib.request.Request(base + names[0], method="DELETE")
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request)
    assert refused.value.code == 403


def test_a_rest_repository_not_known_to_be_append_only_is_not_immutable(
    backup_site: BackupSite,
) -> None:
    backup_site.add_repository(
        "rest",
        'kind = "rest"\ndestination = "repository:enclave"\nurl = "rest:http://127.0.0.1:9/"',
    )
    backup_site.protect_controlled_in("rest")
    plan = backup_site.govern("backup", "plan")
    assert plan.code == 1
    assert "declare 'rest' append_only = true only if its server refuses deletes" in plan.stdout
