"""sigstore-conformance's bundle verification cases, judged by govern.images.keyless.

A case directory whose name ends in `_fail` must fail; every other case must pass. The case's
files give the artifact, identity, issuer, managed key and trust root (see the vectors'
MANIFEST.md). Cases that sigstore-python 4.5.1 cannot verify are strict xfails, so they are
noticed when a sigstore-python upgrade makes them pass."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.errors import ImageError
from govern.images.keyless import (
    KeylessIdentity,
    TrustRoot,
    verify_bundle,
    verify_dsse_bundle,
    verify_key_bundle,
)
from tests.conformance import VECTORS

CASES_DIR = VECTORS / "sigstore-conformance" / "test" / "assets" / "bundle-verify"
CASE_COUNT = 70
DEFAULT_IDENTITY = (
    "https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/"
    ".github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main"
)
DEFAULT_ISSUER = "https://token.actions.githubusercontent.com"

# Pass cases sigstore-python 4.5.1 fails on (upstream's CI marks them xfail for it as well).
UNSUPPORTED = {
    "intoto-with-custom-trust-root": (
        "sigstore-python 4.5.1 does not verify intoto/0.0.2 log entries "
        "('Integrated time only supported for dsse/hashedrekord 0.0.1 types')"
    ),
    "trust-root-tsa-validity-end-inclusive": (
        "sigstore-python 4.5.1 treats the end of a TSA's validity period as exclusive; "
        "the trusted root's time ranges are closed intervals"
    ),
}


def case_names() -> list[str]:
    # Collected even when the vectors are missing, so that test_vectors_present reports it.
    if not CASES_DIR.is_dir():
        return []
    return sorted(p.name for p in CASES_DIR.iterdir() if p.is_dir())


@dataclass(frozen=True)
class Outcome:
    passed: bool
    detail: str


def run_case(case: Path) -> Outcome:
    """Verify one case the way a site would: its trust root, its identity or managed key."""
    artifact_path = case / "artifact" if (case / "artifact").exists() else CASES_DIR / "a.txt"
    artifact = artifact_path.read_bytes()
    raw = (case / "bundle.sigstore.json").read_bytes()
    try:
        root = (
            TrustRoot.from_file(case / "trusted_root.json")
            if (case / "trusted_root.json").exists()
            else TrustRoot.production()
        )
        if (case / "key.pub").exists():
            verify_key_bundle(raw, artifact, (case / "key.pub").read_text(), root)
            return Outcome(True, "verified with key.pub")
        identity = KeylessIdentity(
            issuer=read_optional(case / "issuer", DEFAULT_ISSUER),
            subject=read_optional(case / "identity", DEFAULT_IDENTITY),
        )
        if is_dsse(raw):
            attestation = verify_dsse_bundle(raw, [identity], root)
            attestation.require_subject_sha256(hashlib.sha256(artifact).hexdigest())
        else:
            verify_bundle(raw, artifact, [identity], root)
    except ImageError as exc:
        return Outcome(False, str(exc))
    return Outcome(True, "verified")


def read_optional(path: Path, default: str) -> str:
    return path.read_text().strip() if path.exists() else default


def is_dsse(raw: bytes) -> bool:
    try:
        document = json.loads(raw)
    except ValueError:
        return False
    return isinstance(document, dict) and "dsseEnvelope" in document


@pytest.fixture(scope="module")
def outcomes() -> dict[str, Outcome]:
    """Every case, verified once; the per-case tests and the summary read from here."""
    return {name: run_case(CASES_DIR / name) for name in case_names()}


def test_vectors_present() -> None:
    assert CASES_DIR.is_dir(), f"sigstore-conformance vectors missing: {CASES_DIR}"
    assert len(case_names()) == CASE_COUNT


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=UNSUPPORTED[name]))
        if name in UNSUPPORTED
        else name
        for name in case_names()
    ],
)
def test_case(name: str, outcomes: dict[str, Outcome]) -> None:
    outcome = outcomes[name]
    if name.endswith("_fail"):
        assert not outcome.passed, f"{name} must fail but verified"
        assert outcome.detail, "a failure must say why"
    else:
        assert outcome.passed, f"{name} must verify: {outcome.detail}"


def test_summary(outcomes: dict[str, Outcome], capsys: pytest.CaptureFixture[str]) -> None:
    """All cases but the known sigstore-python gaps match; every _fail case fails."""
    mismatched = {name for name, o in outcomes.items() if o.passed == name.endswith("_fail")}
    fail_cases = [n for n in outcomes if n.endswith("_fail")]
    with capsys.disabled():
        print(
            f"\nsigstore-conformance: {len(outcomes) - len(mismatched)}/{len(outcomes)} cases "
            f"match ({len(fail_cases)} _fail cases, all rejected: "
            f"{all(not outcomes[n].passed for n in fail_cases)}); "
            f"mismatched: {', '.join(sorted(mismatched)) or 'none'}"
        )
    assert len(outcomes) == CASE_COUNT
    assert mismatched == set(UNSUPPORTED)
    assert all(not outcomes[n].passed for n in fail_cases)


def test_failures_name_their_reason(outcomes: dict[str, Outcome]) -> None:
    """Rejections are one clear line saying what did not verify, for the cases a user meets."""
    expected = {
        "signature-mismatch_fail": "Signature is invalid for input",
        "set-invalid-signature_fail": "SET: invalid inclusion promise",
        "wrong-material_fail": "message digest mismatch",
        "invalid-ct-key_fail": "failed to verify SCT",
        "bundle-from-wrong-instance_fail": "certificate chain",
        "dsse-invalid-sig_fail": "DSSE: invalid signature",
        "managed-key-wrong-key_fail": "unreadable key",
        "trust-root-tlog-missing-validity-start_fail": "trusted_root.json",
    }
    for name, reason in expected.items():
        detail = outcomes[name].detail
        assert reason in detail, (name, detail)
        assert "\n" not in detail
