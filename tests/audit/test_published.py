"""A log checked from what it publishes: tiles and entry bundles against the signed checkpoint,
from the log's folder, a copy, a web server or an S3 bucket, by a reader with only the key."""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest

from govern.audit import open_log
from tests.audit.conftest import AuditSite
from tests.audit.services import CREDENTIALS, MotoServer

Govern = Callable[..., Any]
NO_CONFIG = {"GOVERN_CONFIG": "/nonexistent/govern.toml"}


def _append(site: AuditSite, count: int, start: int = 0) -> None:
    with open_log(site.log_dir) as log:
        for n in range(start, start + count):
            log.append("test", "tester", f"job:{n}", {"n": n})


def _checkpoint(govern: Govern, site: AuditSite) -> str:
    result = govern("--config", site.config, "audit", "checkpoint", "--json")
    assert result.code == 0, result.stderr
    return str(json.loads(result.stdout)["checkpoint"])


@pytest.fixture
def checkpointed(audit_site: AuditSite, govern: Govern) -> AuditSite:
    """300 entries: a full and a partial tile at level 0 and of entries, a partial at level 1."""
    _append(audit_site, 300)
    _checkpoint(govern, audit_site)
    return audit_site


def _published_copy(site: AuditSite, target: Path) -> Path:
    target.mkdir()
    for name in ("checkpoint", "checkpoints", "tile"):
        source = site.log_dir / name
        if source.is_dir():
            shutil.copytree(source, target / name)
        else:
            shutil.copy2(source, target / name)
    return target


def _verify(govern: Govern, site: AuditSite) -> Any:
    return govern("--config", site.config, "audit", "verify")


def test_the_published_tiles_of_a_sound_log_verify(checkpointed: AuditSite, govern: Govern) -> None:
    result = _verify(govern, checkpointed)
    assert result.code == 0, result.stdout + result.stderr
    assert (checkpointed.log_dir / "tile/1/000.p/1").is_file()


@pytest.mark.parametrize(
    ("tamper", "reported"),
    [
        ("replace a hash tile", "published: tile/0/000 does not hold the tree's hashes"),
        ("flip a byte in a hash tile", "published: tile/1/000.p/1 does not hold the tree's hashes"),
        ("flip a byte in an entry bundle", "published: the 300 published entries do not hash"),
        ("break an entry in a bundle", "published: entry 7 in tile/entries/000: audit entry is"),
        ("delete a tile", "published: tile/0/001.p/44 is missing"),
        ("delete an entry bundle", "published: tile/entries/001.p/44 is missing"),
    ],
)
def test_verify_reports_every_change_to_what_the_log_publishes(
    checkpointed: AuditSite, govern: Govern, tamper: str, reported: str
) -> None:
    tiles = checkpointed.log_dir / "tile"
    if tamper == "replace a hash tile":
        (tiles / "0/000").write_bytes(bytes(256 * 32))
    elif tamper == "flip a byte in a hash tile":
        data = bytearray((tiles / "1/000.p/1").read_bytes())
        data[5] ^= 1
        (tiles / "1/000.p/1").write_bytes(bytes(data))
    elif tamper == "flip a byte in an entry bundle":
        bundle = tiles / "entries/000"
        data = bytearray(bundle.read_bytes())
        at = data.index(b'"job:7"') + 5
        data[at] ^= 2  # job:7 -> job:5: still a well-formed entry
        bundle.write_bytes(bytes(data))
    elif tamper == "break an entry in a bundle":
        bundle = tiles / "entries/000"
        data = bytearray(bundle.read_bytes())
        data[data.index(b'"job:7"')] = ord("'")  # same length, no longer JSON
        bundle.write_bytes(bytes(data))
    elif tamper == "delete a tile":
        (tiles / "0/001.p/44").unlink()
    else:
        (tiles / "entries/001.p/44").unlink()
    result = _verify(govern, checkpointed)
    assert result.code == 1
    assert not result.stdout.startswith("ok")
    assert reported in result.stdout, result.stdout


def test_a_changed_entry_that_still_parses_is_caught_by_the_root(
    checkpointed: AuditSite, govern: Govern, tmp_path: Path
) -> None:
    copy = _published_copy(checkpointed, tmp_path / "copy")
    bundle = copy / "tile/entries/000"
    data = bytearray(bundle.read_bytes())
    data[data.index(b'"job:7"') + 5] ^= 2
    bundle.write_bytes(bytes(data))
    vkey = checkpointed.key.verifier.vkey
    result = govern("audit", "verify", "--published", copy, "--trusted-key", vkey, env=NO_CONFIG)
    assert result.code == 1
    assert "published entries do not hash to the root the checkpoint signs" in result.stdout


def test_an_auditor_with_only_the_key_verifies_a_copy(
    checkpointed: AuditSite, govern: Govern, tmp_path: Path
) -> None:
    copy = _published_copy(checkpointed, tmp_path / "copy")
    vkey = checkpointed.key.verifier.vkey
    result = govern(
        "audit", "verify", "--published", copy, "--trusted-key", vkey, "--json", env=NO_CONFIG
    )
    assert result.code == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert (report["ok"], report["size"], report["entries_read"]) == (True, 300, 300)
    assert report["tiles_checked"] == 3  # level 0: 000, 001.p/44; level 1: 000.p/1

    stranger = govern(
        "audit", "verify", "--published", copy, "--trusted-key",
        "rc.example.edu/audit+00000000+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        env=NO_CONFIG,
    )  # fmt: skip
    assert stranger.code != 0
    assert not stranger.stdout.startswith("ok")


@pytest.fixture
def web(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "www"
    root.mkdir()
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/log", root
    finally:
        server.shutdown()
        server.server_close()


def test_a_log_served_over_http_verifies_and_a_changed_tile_does_not(
    checkpointed: AuditSite, govern: Govern, web: tuple[str, Path]
) -> None:
    url, root = web
    _published_copy(checkpointed, root / "log")
    vkey = checkpointed.key.verifier.vkey
    verify = ("audit", "verify", "--published", url, "--trusted-key", vkey)
    ok = govern(*verify, env=NO_CONFIG)
    assert ok.code == 0, ok.stdout + ok.stderr
    assert ok.stdout.startswith(f"ok: {url}: 300 entries and 3 tiles match the checkpoint of 300")
    (root / "log/tile/0/001.p/44").write_bytes(bytes(44 * 32))
    changed = govern(*verify, env=NO_CONFIG)
    assert changed.code == 1
    assert "tile/0/001.p/44 does not hold the tree's hashes" in changed.stdout


def test_publish_to_s3_then_verify_from_the_bucket_with_an_earlier_checkpoint(
    checkpointed: AuditSite, govern: Govern, moto_server: MotoServer, tmp_path: Path
) -> None:
    s3 = boto3.client(
        "s3", endpoint_url=moto_server.endpoint, region_name="us-east-1",
        aws_access_key_id=CREDENTIALS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
    )  # fmt: skip
    s3.create_bucket(Bucket="published")
    env = {**CREDENTIALS, "AWS_ENDPOINT_URL": moto_server.endpoint}
    where = "s3://published/rc/audit"

    first = govern("--config", checkpointed.config, "audit", "publish", "--to", where, "--json",
                   env=env)  # fmt: skip
    assert first.code == 0, first.stderr
    written = json.loads(first.stdout)["written"]
    assert written[-1] == "checkpoint" and "tile/entries/000" in written
    earlier = tmp_path / "earlier-checkpoint"
    earlier.write_bytes((checkpointed.log_dir / "checkpoint").read_bytes())

    _append(checkpointed, 40, start=300)
    _checkpoint(govern, checkpointed)
    second = govern("--config", checkpointed.config, "audit", "publish", "--to", where, "--json",
                    env=env)  # fmt: skip
    assert second.code == 0, second.stderr
    again = json.loads(second.stdout)["written"]
    assert "tile/entries/000" not in again, "a full tile already published is never rewritten"
    assert "tile/entries/001.p/84" in again and again[-1] == "checkpoint"

    vkey = checkpointed.key.verifier.vkey
    verify = ("audit", "verify", "--published", where, "--trusted-key", vkey)
    result = govern(*verify, "--previous", earlier, env={**env, **NO_CONFIG})
    assert result.code == 0, result.stdout + result.stderr
    assert "consistent with the earlier checkpoint of 300" in result.stdout

    # A checkpoint of another log with the same key is no prefix of this one.
    other = AuditSite(tmp_path / "other", checkpointed.key)
    (other.root / "keys").mkdir(parents=True)
    (other.root / "keys" / "audit.key").write_text(checkpointed.key.skey + "\n")
    other.write_config()
    _append(other, 10, start=1000)
    forked = tmp_path / "forked-checkpoint"
    forked.write_text(_checkpoint(govern, other))
    rewritten = govern(*verify, "--previous", forked, env={**env, **NO_CONFIG})
    assert rewritten.code == 1
    assert "is not a prefix of the published log: the log was rewritten" in rewritten.stdout


def test_publish_refuses_a_web_server_as_a_destination(
    checkpointed: AuditSite, govern: Govern
) -> None:
    result = govern(
        "--config", checkpointed.config, "audit", "publish", "--to", "https://example.org/log"
    )
    assert result.code == 2
    assert "publish to an s3:// bucket or a folder" in result.stderr
