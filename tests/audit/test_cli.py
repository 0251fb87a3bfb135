"""`govern audit ...` as users run it: keys, rotation, proofs, filters, witnesses, bad input."""

from __future__ import annotations

import base64
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from govern.audit.note import COSIGNATURE_V1, VerifierKey, cosignature_message
from tests.audit import rfc9162
from tests.audit.conftest import AuditSite

Govern = Callable[..., Any]


def _append(govern: Govern, site: AuditSite, kind: str, subject: str, **payload: Any) -> int:
    result = govern(
        "--config", site.config, "audit", "append", "--kind", kind, "--actor", "tester",
        "--subject", subject, "--payload", json.dumps(payload), "--json",
    )  # fmt: skip
    assert result.code == 0, result.stderr
    return int(json.loads(result.stdout)["index"])


def _checkpoint(govern: Govern, site: AuditSite) -> dict[str, Any]:
    result = govern("--config", site.config, "audit", "checkpoint", "--json")
    assert result.code == 0, result.stderr
    return dict(json.loads(result.stdout))


def test_keygen_writes_a_private_key_once(tmp_path: Path, govern: Govern) -> None:
    config = tmp_path / "govern.toml"
    config.write_text(
        '[site]\ncountry = "US"\n[audit]\norigin = "rc.example.edu/audit"\n'
        'signing_key = "keys/new.key"\n'
    )
    result = govern("--config", config, "audit", "keygen", "--json")
    assert result.code == 0, result.stderr
    written = json.loads(result.stdout)
    key_file = tmp_path / "keys" / "new.key"
    assert key_file.stat().st_mode & 0o777 == 0o600
    assert key_file.read_text().startswith("PRIVATE+KEY+rc.example.edu/audit+")
    assert written["vkey"].startswith("rc.example.edu/audit+")
    before = key_file.read_text()
    again = govern("--config", config, "audit", "keygen")
    assert again.code == 2
    assert "already exists: keys are never overwritten" in again.stderr
    assert key_file.read_text() == before


def test_rotation_keeps_old_checkpoints_verifiable(audit_site: AuditSite, govern: Govern) -> None:
    _append(govern, audit_site, "decision", "job:1")
    _checkpoint(govern, audit_site)
    old_vkey = audit_site.key.verifier.vkey
    (audit_site.root / "keys" / "audit.key").rename(audit_site.root / "keys" / "retired.key")
    rotated = govern("--config", audit_site.config, "audit", "keygen", "--json")
    new_vkey = json.loads(rotated.stdout)["vkey"]
    assert new_vkey != old_vkey
    audit_site.write_config(trusted=(new_vkey, old_vkey))
    _append(govern, audit_site, "decision", "job:2")
    _checkpoint(govern, audit_site)
    result = govern("--config", audit_site.config, "audit", "verify", "--json")
    assert result.code == 0, result.stdout
    assert json.loads(result.stdout)["checkpoints_checked"] == 3
    # Forgetting the retired key makes the checkpoints it signed unverifiable.
    audit_site.write_config(trusted=(new_vkey,))
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 1
    assert f"FAIL checkpoints/{1:020d}: does not verify" in result.stdout


def _signed_head(note: str) -> tuple[int, bytes]:
    """The size and root hash a checkpoint note states (C2SP tlog-checkpoint body lines)."""
    _origin, size, root = note.split("\n")[:3]
    return int(size), base64.b64decode(root)


def _records(site: AuditSite) -> list[bytes]:
    """The log's entries as stored, read straight from log.jsonl."""
    return (site.log_dir / "log.jsonl").read_bytes().splitlines()


def test_prove_prints_a_proof_anyone_can_check(audit_site: AuditSite, govern: Govern) -> None:
    """The proof is checked by the independent RFC 9162 verifier in rfc9162.py, against the root
    in the signed checkpoint, and is the very path the RFC's definition gives."""
    for n in range(11):
        _append(govern, audit_site, "backup", f"repo:{n}", n=n)
    checkpoint = _checkpoint(govern, audit_site)
    size, root = _signed_head(checkpoint["checkpoint"])
    records = _records(audit_site)
    assert (size, root) == (11, rfc9162.root(records))
    for index in (0, 6, 10):
        result = govern("--config", audit_site.config, "audit", "prove", "--index", index, "--json")
        assert result.code == 0, result.stderr
        proof = json.loads(result.stdout)
        assert proof["tree_size"] == 11
        assert proof["checkpoint"] == checkpoint["checkpoint"]
        assert json.loads(proof["entry"])["subject"] == f"repo:{index}"
        leaf = rfc9162.leaf(proof["entry"].encode())
        assert base64.b64decode(proof["leaf_hash"]) == leaf
        path = [base64.b64decode(p) for p in proof["proof"]]
        assert path == rfc9162.inclusion_path(index, records)
        assert rfc9162.inclusion_ok(index, 11, leaf, path, root)
    outside = govern("--config", audit_site.config, "audit", "prove", "--index", "11")
    assert outside.code == 2
    assert "there is no entry 11: the log's entries are numbered 0 to 10" in outside.stderr


def test_consistency_from_an_old_checkpoint(
    audit_site: AuditSite, govern: Govern, tmp_path: Path
) -> None:
    """Checked by the independent verifier against the roots both signed checkpoints state."""
    for n in range(5):
        _append(govern, audit_site, "drill", f"plan:{n}")
    old = _checkpoint(govern, audit_site)
    kept = tmp_path / "kept-checkpoint"
    kept.write_text(old["checkpoint"])
    for n in range(8):
        _append(govern, audit_site, "drill", f"plan:{n + 5}")
    new = _checkpoint(govern, audit_site)
    old_size, old_root = _signed_head(old["checkpoint"])
    new_size, new_root = _signed_head(new["checkpoint"])
    result = govern("--config", audit_site.config, "audit", "consistency", kept, "--json")
    assert result.code == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["old_size"], answer["new_size"]) == (old_size, new_size) == (5, 13)
    path = [base64.b64decode(p) for p in answer["proof"]]
    assert path == rfc9162.consistency_path(5, _records(audit_site))
    assert rfc9162.consistency_ok(5, 13, path, old_root, new_root)
    kept.write_text(old["checkpoint"].replace("\n5\n", "\n6\n"))
    forged = govern("--config", audit_site.config, "audit", "consistency", kept)
    assert forged.code == 2
    assert "invalid signature" in forged.stderr


def test_show_and_tail_filter_entries(audit_site: AuditSite, govern: Govern) -> None:
    _append(govern, audit_site, "decision", "job:1")
    _append(govern, audit_site, "backup", "repo:main")
    _append(govern, audit_site, "decision", "job:2")
    _append(govern, audit_site, "decision", "job:1")

    def shown(*options: str) -> list[int]:
        result = govern("--config", audit_site.config, "audit", *options, "--json")
        assert result.code == 0, result.stderr
        return [json.loads(line)["index"] for line in result.stdout.splitlines()]

    assert shown("show") == [0, 1, 2, 3]
    assert shown("show", "--kind", "decision") == [0, 2, 3]
    assert shown("show", "--subject", "job:1") == [0, 3]
    assert shown("show", "--since", "2000-01-01") == [0, 1, 2, 3]
    assert shown("show", "--since", "2999-01-01T00:00:00Z") == []
    assert shown("tail", "-n", "2", "--kind", "decision") == [2, 3]
    text = govern("--config", audit_site.config, "audit", "tail", "-n", "1")
    assert text.stdout.startswith("3 ") and " decision tester job:1 " in text.stdout
    bad = govern("--config", audit_site.config, "audit", "show", "--since", "last week")
    assert bad.code == 2 and "not an ISO 8601 time" in bad.stderr


def test_bad_input_is_refused_and_nothing_is_logged(audit_site: AuditSite, govern: Govern) -> None:
    base = ("--config", audit_site.config, "audit", "append", "--kind", "k", "--actor", "a")
    cases = [
        (("--subject", "s", "--payload", "{not json"), "--payload is not JSON"),
        (("--subject", "s", "--payload", "[1]"), "must be a JSON object"),
        (("--subject", "s", "--payload", '{"password": "x"}'), "looks secret"),
        (("--subject", "", "--payload", "{}"), "subject must be a non-empty string"),
    ]
    for options, message in cases:
        result = govern(*base, *options)
        assert result.code == 2 and message in result.stderr, result.stderr
    assert (
        not (audit_site.log_dir / "log.index").exists()
        or (audit_site.log_dir / "log.index").stat().st_size == 0
    )


def test_verify_needs_trusted_keys(audit_site: AuditSite, govern: Govern) -> None:
    _append(govern, audit_site, "k", "s")
    audit_site.config.write_text(
        audit_site.config.read_text().replace(
            f'trusted_keys = ["{audit_site.key.verifier.vkey}"]', "trusted_keys = []"
        )
    )
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 2
    assert "no trusted log keys" in result.stderr
    broken = govern("--config", audit_site.config, "audit", "verify", "--trusted-key", "nope+1+x")
    assert broken.code == 2 and "invalid verifier key" in broken.stderr


def test_checkpoint_without_a_key_says_how_to_make_one(
    audit_site: AuditSite, govern: Govern
) -> None:
    (audit_site.root / "keys" / "audit.key").unlink()
    result = govern("--config", audit_site.config, "audit", "checkpoint")
    assert result.code == 2
    assert "run `govern audit keygen`" in result.stderr


def _cosign(
    note: str, witness: Ed25519PrivateKey, name: str, timestamp: int, claimed: int | None = None
) -> str:
    """Add a cosignature/v1 line made at `timestamp` and stating `claimed` (default: the same)."""
    public = witness.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    key = VerifierKey(name, COSIGNATURE_V1, public)
    text = note.split("\n\n", 1)[0] + "\n"
    signature = witness.sign(cosignature_message(text, timestamp))
    stated = timestamp if claimed is None else claimed
    raw = key.key_id + stated.to_bytes(8, "big") + signature
    return note + f"— {name} {base64.b64encode(raw).decode()}\n"


def test_witness_cosignatures_are_checked(audit_site: AuditSite, govern: Govern) -> None:
    _append(govern, audit_site, "k", "s")
    note = _checkpoint(govern, audit_site)["checkpoint"]
    witness = Ed25519PrivateKey.generate()
    public = witness.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    vkey = VerifierKey("witness.example.org", COSIGNATURE_V1, public).vkey
    audit_site.write_config(f"witness_keys = [{json.dumps(vkey)}]\n")
    latest = audit_site.log_dir / "checkpoint"
    latest.write_text(_cosign(note, witness, "witness.example.org", 1764460800))
    result = govern("--config", audit_site.config, "audit", "verify", "--json")
    assert result.code == 0, result.stdout
    assert json.loads(result.stdout)["witnesses"] == ["witness.example.org"]
    # A cosignature from an unknown witness is ignored; a bad one from a trusted witness is not.
    stranger = _cosign(note, Ed25519PrivateKey.generate(), "witness.example.org", 1764460800)
    latest.write_text(stranger)
    result = govern("--config", audit_site.config, "audit", "verify", "--json")
    assert result.code == 0 and json.loads(result.stdout)["witnesses"] == []
    latest.write_text(_cosign(note, witness, "witness.example.org", 1764460800, 1764460801))
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 1
    assert "FAIL checkpoint: does not verify: invalid signature for key witness.example.org" in (
        result.stdout
    )


def test_an_auditor_verifies_a_copy_of_the_log(
    audit_site: AuditSite, govern: Govern, tmp_path: Path
) -> None:
    for n in range(3):
        _append(govern, audit_site, "approval", f"export:{n}")
    _checkpoint(govern, audit_site)
    copy = tmp_path / "evidence"
    shutil.copytree(audit_site.log_dir, copy)
    (audit_site.log_dir / "log.jsonl").write_bytes(b"")  # the original is gone; the copy is not
    vkey = audit_site.key.verifier.vkey
    result = govern(
        "--config", audit_site.config, "audit", "verify", "--log", copy, "--trusted-key", vkey,
    )  # fmt: skip
    assert result.code == 0, result.stdout
    assert result.stdout.startswith("ok: 3 entries")
    assert govern("--config", audit_site.config, "audit", "verify").code == 1


def test_a_bad_trusted_key_in_the_config_is_refused(audit_site: AuditSite, govern: Govern) -> None:
    audit_site.write_config(trusted=("rc.example.edu/audit+00000000+AAAA",))
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 2
    assert "audit.trusted_keys" in result.stderr and "invalid verifier key" in result.stderr


def test_proofs_are_refused_when_the_log_is_shorter_than_its_checkpoint(
    audit_site: AuditSite, govern: Govern
) -> None:
    for n in range(4):
        _append(govern, audit_site, "k", f"s{n}")
    _checkpoint(govern, audit_site)
    for name in ("log.jsonl", "log.index", "log.hashes"):
        (audit_site.log_dir / name).write_bytes(b"")
    result = govern("--config", audit_site.config, "audit", "prove", "--index", "1")
    assert result.code == 2
    assert "the log has 0 entries but the checkpoint covers 4" in result.stderr


def test_bad_anchor_settings_are_refused(audit_site: AuditSite, govern: Govern) -> None:
    audit_site.write_config('[audit.anchor]\nbucket = "b"\nretention_days = 0\n')
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 2
    assert "audit.anchor.retention_days" in result.stderr
    audit_site.write_config('[audit.anchor]\nbucket = "b"\nlock = "governance"\n')
    result = govern("--config", audit_site.config, "audit", "verify")
    assert result.code == 2
    assert "audit.anchor.lock: unknown field" in result.stderr
