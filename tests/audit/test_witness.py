"""A witness cosigns only checkpoints that extend what it saw; verify counts cosignatures."""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from govern.audit import open_log
from tests.audit.conftest import AuditSite

Govern = Callable[..., Any]
NO_CONFIG = {"GOVERN_CONFIG": "/nonexistent/govern.toml"}


def _grow(site: AuditSite, govern: Govern, count: int, start: int) -> None:
    with open_log(site.log_dir) as log:
        for n in range(start, start + count):
            log.append("test", "tester", f"job:{n}", {"n": n})
    result = govern("--config", site.config, "audit", "checkpoint")
    assert result.code == 0, result.stderr


def _publish(site: AuditSite, govern: Govern, folder: Path) -> None:
    result = govern("--config", site.config, "audit", "publish", "--to", folder)
    assert result.code == 0, result.stderr


@pytest.fixture
def witness(tmp_path: Path, govern: Govern) -> tuple[Path, str]:
    key = tmp_path / "witness" / "witness.key"
    made = govern("audit", "witness-keygen", "--name", "witness.example.org", "--out", key,
                  "--json", env=NO_CONFIG)  # fmt: skip
    assert made.code == 0, made.stderr
    assert key.stat().st_mode & 0o777 == 0o600
    return key, str(json.loads(made.stdout)["vkey"])


def _cosign(govern: Govern, site: AuditSite, folder: Path, witness_key: Path, *more: str) -> Any:
    return govern(
        "audit", "cosign", folder, "--key", witness_key, "--state", witness_key.parent / "state",
        "--trusted-key", site.key.verifier.vkey, *more, env=NO_CONFIG,
    )  # fmt: skip


def _independently_verified(note: str, vkey: str) -> int:
    """Check a cosignature/v1 line with the C2SP rules alone; return its timestamp."""
    name, _, encoded = vkey.split("+", 2)
    raw_key = base64.b64decode(encoded)
    assert raw_key[0] == 0x04, "a witness's verifier key is a cosignature/v1 key"
    text, signatures = note.split("\n\n", 1)
    (line,) = [s for s in signatures.splitlines() if s.startswith(f"\u2014 {name} ")]
    signature = base64.b64decode(line.split(" ")[2])
    key_id = hashlib.sha256(name.encode() + b"\n" + raw_key).digest()[:4]
    assert signature[:4] == key_id
    timestamp = int.from_bytes(signature[4:12], "big")
    message = f"cosignature/v1\ntime {timestamp}\n{text}\n".encode()
    Ed25519PublicKey.from_public_bytes(raw_key[1:]).verify(signature[12:], message)
    return timestamp


def test_a_witness_cosigns_a_sound_log_and_verify_counts_it(
    audit_site: AuditSite, govern: Govern, tmp_path: Path, witness: tuple[Path, str]
) -> None:
    key, vkey = witness
    _grow(audit_site, govern, 300, 0)
    published = tmp_path / "published"
    _publish(audit_site, govern, published)
    verify = ("audit", "verify", "--published", published,
              "--trusted-key", audit_site.key.verifier.vkey, "--witness-key", vkey)  # fmt: skip

    unwitnessed = govern(*verify, "--min-witnesses", "1", env=NO_CONFIG)
    assert unwitnessed.code == 1
    assert "cosigned by 0 trusted witness(es), 1 required" in unwitnessed.stdout

    cosigned = _cosign(govern, audit_site, published, key, "--write", "--json")
    assert cosigned.code == 0, cosigned.stderr
    answer = json.loads(cosigned.stdout)
    assert (answer["size"], answer["previous_size"], answer["written"]) == (300, None, True)
    assert _independently_verified(answer["checkpoint"], vkey) > 1_700_000_000

    witnessed = govern(*verify, "--min-witnesses", "1", "--json", env=NO_CONFIG)
    assert witnessed.code == 0, witnessed.stdout
    assert json.loads(witnessed.stdout)["witnesses"] == ["witness.example.org"]


def test_a_witness_follows_a_growing_log_and_refuses_a_rewritten_or_rolled_back_one(
    audit_site: AuditSite, govern: Govern, tmp_path: Path, witness: tuple[Path, str]
) -> None:
    key, _ = witness
    _grow(audit_site, govern, 20, 0)
    published = tmp_path / "published"
    _publish(audit_site, govern, published)
    assert _cosign(govern, audit_site, published, key).code == 0
    older = tmp_path / "older"
    shutil.copytree(published, older)

    _grow(audit_site, govern, 10, 20)
    _publish(audit_site, govern, published)
    grown = _cosign(govern, audit_site, published, key, "--json")
    assert grown.code == 0, grown.stderr
    assert (json.loads(grown.stdout)["size"], json.loads(grown.stdout)["previous_size"]) == (30, 20)
    state = sorted((key.parent / "state").iterdir())
    remembered = [p.read_bytes() for p in state]

    rolled_back = _cosign(govern, audit_site, older, key)
    assert rolled_back.code == 2
    assert "not cosigned" in rolled_back.stderr and "rolled back" in rolled_back.stderr

    # Another log under the same key and name, longer than what the witness saw.
    forked = AuditSite(tmp_path / "fork", audit_site.key)
    (forked.root / "keys").mkdir(parents=True)
    (forked.root / "keys" / "audit.key").write_text(audit_site.key.skey + "\n")
    forked.write_config()
    _grow(forked, govern, 40, 100)
    fork_published = tmp_path / "fork-published"
    _publish(forked, govern, fork_published)
    rewritten = _cosign(govern, audit_site, fork_published, key)
    assert rewritten.code == 2
    assert "the log was rewritten" in rewritten.stderr
    assert [p.read_bytes() for p in sorted((key.parent / "state").iterdir())] == remembered


def test_local_verify_requires_the_configured_cosignatures(
    audit_site: AuditSite, govern: Govern, witness: tuple[Path, str]
) -> None:
    _, vkey = witness
    _grow(audit_site, govern, 3, 0)
    audit_site.write_config(f'witness_keys = ["{vkey}"]\nmin_witnesses = 1\n')
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 1
    assert "cosigned by 0 trusted witness(es), 1 required" in result.stdout


def test_more_witnesses_required_than_listed_is_a_configuration_error(
    audit_site: AuditSite, govern: Govern
) -> None:
    audit_site.write_config("min_witnesses = 2\n")
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 2
    assert "min_witnesses is 2 but witness_keys lists 0" in result.stderr
