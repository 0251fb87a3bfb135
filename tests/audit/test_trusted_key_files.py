"""Verifier keys handed out as files: `[audit] trusted_key_files` and `govern audit vkey`."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from govern.audit.note import generate_signing_key
from tests.audit.conftest import ORIGIN, AuditSite

Govern = Callable[..., Any]


def _site_trusting_files(site: AuditSite, *files: str) -> None:
    """The site's configuration with no inline trusted key, only these key files."""
    listed = ", ".join(json.dumps(name) for name in files)
    site.config.write_text(
        '[site]\ncountry = "US"\n\n[audit]\ndir = "var/audit"\n'
        f'origin = "{ORIGIN}"\nsigning_key = "keys/audit.key"\n'
        f"trusted_key_files = [{listed}]\n"
    )


def _log_with_a_checkpoint(govern: Govern, site: AuditSite) -> None:
    appended = govern(
        "--config", site.config, "audit", "append", "--kind", "demo.note", "--actor", "tester",
        "--subject", "site", "--payload", "{}",
    )  # fmt: skip
    assert appended.code == 0, appended.stderr
    signed = govern("--config", site.config, "audit", "checkpoint")
    assert signed.code == 0, signed.stderr


def test_vkey_prints_the_verifier_key_of_the_signing_key(
    audit_site: AuditSite, govern: Govern
) -> None:
    result = govern("--config", audit_site.config, "audit", "vkey", "--json")
    assert result.code == 0, result.stderr
    assert json.loads(result.stdout)["vkey"] == audit_site.key.verifier.vkey
    plain = govern("--config", audit_site.config, "audit", "vkey")
    assert plain.stdout.strip() == audit_site.key.verifier.vkey


def test_a_log_verifies_against_the_key_written_to_a_trusted_key_file(
    audit_site: AuditSite, govern: Govern
) -> None:
    vkey = govern("--config", audit_site.config, "audit", "vkey").stdout.strip()
    (audit_site.root / "var").mkdir(exist_ok=True)
    (audit_site.root / "var" / "audit-vkey").write_text(f"# the log's own key\n\n{vkey}\n")
    _site_trusting_files(audit_site, "var/audit-vkey")
    _log_with_a_checkpoint(govern, audit_site)

    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code == 0, verified.stderr
    assert verified.stdout.startswith("ok: 1 entries")
    proved = govern("--config", audit_site.config, "audit", "prove", "--index", "0")
    assert proved.code == 0, proved.stderr


def test_a_key_file_naming_another_key_does_not_vouch_for_the_log(
    audit_site: AuditSite, govern: Govern
) -> None:
    stranger = generate_signing_key(ORIGIN).verifier.vkey
    (audit_site.root / "stranger.vkey").write_text(stranger + "\n")
    _site_trusting_files(audit_site, "stranger.vkey")
    _log_with_a_checkpoint(govern, audit_site)

    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code != 0
    assert not verified.stdout.startswith("ok")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "trusted key file .*missing.vkey does not exist: write the log's verifier key"),
        (b"not a key\n", r"missing.vkey: .*"),
        (b"\xff\xfe\n", "cannot read trusted key file .*missing.vkey: it is not UTF-8 text"),
    ],
    ids=["absent", "malformed", "not-utf8"],
)
def test_an_unusable_trusted_key_file_is_a_clear_error_never_an_ok(
    audit_site: AuditSite, govern: Govern, content: bytes | None, message: str
) -> None:
    if content is not None:
        (audit_site.root / "missing.vkey").write_bytes(content)
    _site_trusting_files(audit_site, "missing.vkey")
    _log_with_a_checkpoint(govern, audit_site)

    verified = govern("--config", audit_site.config, "audit", "verify")
    assert verified.code == 2
    assert "Traceback" not in verified.stderr
    assert verified.stderr.count("\n") == 1
    assert re.search(message, verified.stderr), verified.stderr


def test_the_demo_site_trusts_the_key_file_its_demo_writes() -> None:
    from govern.config import load_config

    config = load_config(Path(__file__).resolve().parents[2] / "examples/site/govern.toml")
    assert config.audit_trusted_key_files == (config.path.parent / "var" / "audit-vkey",)


def test_prove_says_whether_an_entry_is_missing_or_only_not_yet_checkpointed(
    audit_site: AuditSite, govern: Govern
) -> None:
    _log_with_a_checkpoint(govern, audit_site)
    appended = govern(
        "--config", audit_site.config, "audit", "append", "--kind", "demo.note", "--actor", "t",
        "--subject", "site", "--payload", "{}",
    )  # fmt: skip
    assert appended.code == 0, appended.stderr
    newer = govern("--config", audit_site.config, "audit", "prove", "--index", "1")
    assert newer.code == 2
    assert "entry 1 is newer than the latest checkpoint (1 entries): run `govern audit " in (
        newer.stderr
    )
    past = govern("--config", audit_site.config, "audit", "prove", "--index", "999")
    assert past.code == 2
    assert "there is no entry 999: the log's entries are numbered 0 to 1" in past.stderr
    negative = govern("--config", audit_site.config, "audit", "prove", "--index", "-1")
    assert negative.code == 2
    assert "there is no entry -1" in negative.stderr


def test_commands_without_a_trusted_key_option_never_suggest_one(
    audit_site: AuditSite, govern: Govern
) -> None:
    _site_trusting_files(audit_site)
    for command in (("prove", "--index", "0"), ("verify",)):
        result = govern("--config", audit_site.config, "audit", *command)
        assert result.code == 2
        assert "no trusted log keys" in result.stderr
        assert ("--trusted-key" in result.stderr) == (command == ("verify",))


def test_a_signing_key_that_is_not_text_is_a_clear_error(
    audit_site: AuditSite, govern: Govern
) -> None:
    (audit_site.root / "keys" / "audit.key").write_bytes(b"PRIVATE+KEY+\xff\xfe\n")
    for command in (("vkey",), ("checkpoint",)):
        result = govern("--config", audit_site.config, "audit", *command)
        assert result.code == 2
        assert "Traceback" not in result.stderr
        assert "is not a signing key: it is not UTF-8 text" in result.stderr


def test_a_checkpoint_that_is_a_folder_is_a_clear_error(
    audit_site: AuditSite, govern: Govern
) -> None:
    _log_with_a_checkpoint(govern, audit_site)
    checkpoint = audit_site.log_dir / "checkpoint"
    checkpoint.unlink()
    checkpoint.mkdir()
    result = govern("--config", audit_site.config, "audit", "prove", "--index", "0")
    assert result.code == 2
    assert "Traceback" not in result.stderr
    assert "cannot read the checkpoint" in result.stderr and "Is a directory" in result.stderr
