"""Evidence bundles: one verifies offline; a changed byte, a missing proof, a checkpoint under
another key each fail it; a hostile archive is refused before anything in it is used."""

from __future__ import annotations

import base64
import io
import json
import zipfile
from pathlib import Path

import pytest

from tests.audit.services import MotoServer
from tests.conftest import Govern
from tests.report.reporting import DAY, UNTIL, ReportSite


@pytest.fixture
def bundle(report_site: ReportSite, tmp_path: Path) -> Path:
    assert report_site.run("approval", "import").code == 0
    report_site.decide("alice", "use", "dataset:radar-returns", "partition:itar")
    report_site.decide("chen", "export", "dataset:chip-layouts", "endpoint:partner-de")
    report_site.decide("dmitri", "use", "dataset:chip-layouts", "partition:gpu")
    report_site.checkpoint()
    path = tmp_path / "evidence.zip"
    result = report_site.report(tmp_path / "out", "--bundle", path)
    assert result.code == 0, result.stderr
    return path


def _members(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def _rewrite(path: Path, members: dict[str, bytes], target: Path | None = None) -> Path:
    target = target or path.with_name("changed.zip")
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return target


def _vkey(report_site: ReportSite) -> str:
    return report_site.key.verifier.vkey


def test_a_bundle_verifies_offline_with_the_site_key(
    bundle: Path, report_site: ReportSite, govern: Govern
) -> None:
    result = govern("audit", "verify-bundle", bundle, "--trusted-key", _vkey(report_site), "--json")
    assert result.code == 0, result.stdout
    checked = json.loads(result.stdout)
    assert checked["ok"] and not checked["keys_from_bundle"]
    members = _members(bundle)
    entries = [n for n in members if "/entries/" in n]
    assert checked["entries_checked"] == len(entries) >= 3
    for name in entries:
        assert f"{name.replace('/entries/', '/proofs/')}.json" in members
    assert {"README.md", "bundle.json", "keys/trusted-keys", "report/report.json",
            "report/report.html", "report/assessment-results.json"} <= set(members)  # fmt: skip
    assert _vkey(report_site) in members["keys/trusted-keys"].decode()
    # Without a key of one's own, the bundle's keys are used and shown for comparison.
    shown = govern("audit", "verify-bundle", bundle)
    assert shown.code == 0 and _vkey(report_site) in shown.stdout and "compare" in shown.stdout


def test_a_changed_byte_in_any_cited_entry_fails_it(
    bundle: Path, report_site: ReportSite, govern: Govern
) -> None:
    members = _members(bundle)
    for name in [n for n in members if "/entries/" in n]:
        changed = dict(members)
        data = bytearray(changed[name])
        data[len(data) // 2] ^= 0x01
        changed[name] = bytes(data)
        path = _rewrite(bundle, changed)
        result = govern("audit", "verify-bundle", path, "--trusted-key", _vkey(report_site))
        assert result.code == 1, (name, result.stdout)
        assert f"FAIL {name}: inclusion proof" in result.stdout, result.stdout


def test_a_missing_proof_fails_it(bundle: Path, report_site: ReportSite, govern: Govern) -> None:
    members = _members(bundle)
    proof = next(n for n in members if "/proofs/" in n)
    del members[proof]
    result = govern("audit", "verify-bundle", _rewrite(bundle, members),
                    "--trusted-key", _vkey(report_site))  # fmt: skip
    assert result.code == 1
    assert f"no inclusion proof ({proof})" in result.stdout


def test_a_checkpoint_under_another_key_fails_it(
    bundle: Path, report_site: ReportSite, govern: Govern
) -> None:
    from govern.audit.checkpoint import parse_checkpoint_body
    from govern.audit.note import generate_signing_key

    members = _members(bundle)
    forger = generate_signing_key("rc.example.edu/audit")
    body = members["logs/0/checkpoint"].decode().split("\n\n", 1)[0] + "\n"
    members["logs/0/checkpoint"] = parse_checkpoint_body(body).sign(forger).encode()
    forged = _rewrite(bundle, members)
    result = govern("audit", "verify-bundle", forged, "--trusted-key", _vkey(report_site))
    assert result.code == 1
    assert "logs/0/checkpoint: not signed by any trusted log key" in result.stdout
    # Nor does the site's key verify the original under a forger's key given instead.
    other = govern("audit", "verify-bundle", bundle, "--trusted-key", forger.verifier.vkey)
    assert other.code == 1 and "not signed by any trusted log key" in other.stdout


def test_a_report_citing_another_entry_or_edited_fails_it(
    bundle: Path, report_site: ReportSite, govern: Govern
) -> None:
    members = _members(bundle)
    report = json.loads(members["report/report.json"])
    item = next(s for s in report["sections"] if s["id"] == "controlled-access")["items"][0]
    item["entries"][0]["leaf_hash"] = "00" * 32
    members["report/report.json"] = json.dumps(report).encode()
    result = govern("audit", "verify-bundle", _rewrite(bundle, members),
                    "--trusted-key", _vkey(report_site))  # fmt: skip
    assert result.code == 1
    assert "report/report.json: its SHA-256 is not the one bundle.json gives" in result.stdout
    assert "but the entry in the bundle hashes to" in result.stdout


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("../../etc/cron.d/evil", "is no part of an evidence bundle"),
        ("/etc/passwd", "is no part of an evidence bundle"),
        ("logs/0/entries/../../x", "is no part of an evidence bundle"),
        ("report/a/b/c/d", "is no part of an evidence bundle"),
    ],
)
def test_members_outside_the_layout_are_refused(
    bundle: Path, govern: Govern, name: str, message: str, tmp_path: Path
) -> None:
    members = _members(bundle)
    members[name] = b"x"
    result = govern("audit", "verify-bundle", _rewrite(bundle, members))
    assert result.code == 2
    assert message in result.stderr
    assert not (tmp_path / "etc").exists()


def test_a_member_that_unpacks_huge_is_refused_without_unpacking_it(
    bundle: Path, govern: Govern
) -> None:
    members = _members(bundle)
    # 64 MiB of zeros in place of one proof: they compress to about 64 KiB.
    target = bundle.with_name("huge.zip")
    proof = next(n for n in members if "/proofs/" in n)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            if name == proof:
                with archive.open(name, "w") as member:
                    block = b"\0" * (1 << 20)
                    for _ in range(64):
                        member.write(block)
            else:
                archive.writestr(name, data)
    result = govern("audit", "verify-bundle", target)
    assert result.code == 2
    assert f"{proof} is {64 << 20} bytes, over" in result.stderr


@pytest.mark.filterwarnings("ignore:Duplicate name:UserWarning")
def test_malformed_documents_and_archives_are_errors(bundle: Path, govern: Govern) -> None:
    members = _members(bundle)
    for name, data, message in [
        ("bundle.json", b'{"format": ', "bundle.json is not JSON"),
        ("bundle.json", b'{"format": "govern-evidence-bundle/1"}', "bundle.json"),
        ("bundle.json", b"[" * 100_000 + b"]" * 100_000, "bundle.json is not JSON"),
    ]:
        changed = {**members, name: data}
        result = govern("audit", "verify-bundle", _rewrite(bundle, changed))
        assert result.code == 2, (name, result.stdout)
        assert message in result.stderr
    proof = next(n for n in members if "/proofs/" in n)
    result = govern("audit", "verify-bundle", _rewrite(bundle, {**members, proof: b"{{{"}))
    assert result.code == 1 and f"{proof} is not JSON" in result.stdout
    not_zip = bundle.with_name("plain.zip")
    not_zip.write_bytes(b"PK\x03\x04 this is not a zip")
    assert "is not a zip archive" in govern("audit", "verify-bundle", not_zip).stderr
    twice = bundle.with_name("twice.zip")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
        archive.writestr("README.md", b"second copy")
    twice.write_bytes(buffer.getvalue())
    duplicate = govern("audit", "verify-bundle", twice)
    assert duplicate.code == 2 and "is in the archive twice" in duplicate.stderr
    link = bundle.with_name("link.zip")
    with zipfile.ZipFile(link, "w") as archive:
        for name, data in members.items():
            info = zipfile.ZipInfo(name)
            if name == "README.md":
                info.external_attr = 0o120777 << 16  # a symlink
            archive.writestr(info, data)
    symlink = govern("audit", "verify-bundle", link)
    assert symlink.code == 2 and "is not a plain file" in symlink.stderr


def test_a_bundle_proves_the_checkpoint_consistent_with_the_latest_anchored_one(
    report_site: ReportSite, moto_s3: MotoServer, govern: Govern, tmp_path: Path
) -> None:
    from tests.audit.services import CREDENTIALS

    report_site.site.append(
        "examples/site/govern.toml",
        f'\n[audit.anchor]\nbucket = "report-anchors"\nendpoint_url = "{moto_s3.endpoint}"\n',
    )
    report_site.decide("alice", "use", "dataset:radar-returns", "partition:itar")
    report_site.decide("alice", "use", "dataset:era5", "partition:gpu")
    report_site.decide("alice", "use", "dataset:era5", "partition:gpu")
    report_site.checkpoint()
    anchored = report_site.govern("--config", report_site.config, "audit", "anchor",
                                  "--provision", env=CREDENTIALS)  # fmt: skip
    assert anchored.code == 0, anchored.stderr
    report_site.decide("chen", "export", "dataset:chip-layouts", "endpoint:partner-de")
    report_site.checkpoint()
    path = tmp_path / "evidence.zip"
    made = report_site.govern(
        "--config", report_site.config, "report", "--from", DAY, "--to", UNTIL,
        "--out", tmp_path / "out", "--bundle", path, "--anchors", "--json", env=CREDENTIALS,
    )  # fmt: skip
    assert made.code == 0, made.stderr
    members = _members(path)
    assert json.loads(members["logs/0/consistency.json"])["old_size"] == 3
    assert json.loads(members["logs/0/consistency.json"])["new_size"] == 4
    result = govern("audit", "verify-bundle", path, "--trusted-key", _vkey(report_site), "--json")
    assert result.code == 0, result.stdout
    assert json.loads(result.stdout)["logs"][0]["anchored_size"] == 3
    assert "no-anchor" not in {
        f["code"]
        for s in json.loads(members["report/report.json"])["sections"]
        for f in s["findings"]
        if f["count"]
    }
    # A consistency proof that does not hold, or none at all, fails it.
    proof = json.loads(members["logs/0/consistency.json"])
    proof["proof"][0] = base64.b64encode(b"\x00" * 32).decode()
    broken = govern("audit", "verify-bundle", _rewrite(path, {**members,
                    "logs/0/consistency.json": json.dumps(proof).encode()}))  # fmt: skip
    assert broken.code == 1 and "logs/0/consistency.json: consistency proof" in broken.stdout
    without = {k: v for k, v in members.items() if k != "logs/0/consistency.json"}
    missing = govern("audit", "verify-bundle", _rewrite(path, without))
    assert missing.code == 1 and "no consistency proof to the anchored checkpoint" in missing.stdout
