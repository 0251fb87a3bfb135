"""Keyless (Sigstore) verification: cosign's keyless annotations and Rekor SETs from
containers/image, identity rules, trust roots, and sigstore-python / sigstore-go vectors."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from govern.errors import ImageError
from govern.images.keyless import (
    KeylessIdentity,
    TrustRoot,
    bundle_from_cosign_annotations,
    verify_bundle,
    verify_dsse_bundle,
    verify_key_bundle,
    verify_rekor_set,
)
from tests.conformance import VECTORS

REPO = Path(__file__).resolve().parents[2]
CONTAINERS = VECTORS / "containers-image" / "signature"
FIXTURES = CONTAINERS / "fixtures"
REKOR_TESTDATA = CONTAINERS / "internal" / "testdata"
CONFORMANCE = VECTORS / "sigstore-conformance" / "test" / "assets" / "bundle-verify"
SIGSTORE_PYTHON = VECTORS / "sigstore-python" / "test" / "assets"
SIGSTORE_GO = VECTORS / "sigstore-go"
STAGING_ROOT = (
    SIGSTORE_PYTHON
    / "staging-tuf"
    / "targets"
    / "ed6a9cf4e7c2e3297a4b5974fce0d17132f03c63512029d7aa3a402b43acab49.trusted_root.json"
)

GITHUB_OAUTH = "https://github.com/login/oauth"
GITHUB_ACTIONS = "https://token.actions.githubusercontent.com"
MITR = KeylessIdentity(GITHUB_OAUTH, "mitr@redhat.com")
FULCIO_REKOR_TIME = 1674247893
KEY_REKOR_TIME = 1674251859
REKOR_SET_TIME = 1670870899
CONFORMANCE_IDENTITY = (
    "https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/"
    ".github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main"
)
WHEEL_IDENTITY = (
    "https://github.com/trailofbits/rfc8785.py/.github/workflows/release.yml@refs/tags/v0.1.2"
)


@pytest.fixture(scope="module", autouse=True)
def vectors_present() -> None:
    for directory in (FIXTURES, REKOR_TESTDATA, CONFORMANCE, SIGSTORE_PYTHON, SIGSTORE_GO):
        assert directory.is_dir(), f"test vectors missing: {directory}"


@dataclass(frozen=True)
class CosignSignature:
    """One containers/image signature-N file: the simple-signing payload and its annotations."""

    payload: bytes
    annotations: dict[str, str]

    @property
    def signature(self) -> str:
        return self.annotations["dev.cosignproject.cosign/signature"]

    @property
    def certificate(self) -> str:
        return self.annotations["dev.sigstore.cosign/certificate"]

    @property
    def chain(self) -> str:
        return self.annotations["dev.sigstore.cosign/chain"]

    @property
    def rekor_bundle(self) -> str:
        return self.annotations["dev.sigstore.cosign/bundle"]

    def bundle(self, **replace: str | None) -> bytes:
        parts: dict[str, str | None] = {
            "signature_b64": self.signature,
            "certificate_pem": self.certificate,
            "chain_pem": self.chain,
            "rekor_bundle_json": self.rekor_bundle,
            **replace,
        }
        return bundle_from_cosign_annotations(
            self.payload,
            parts["signature_b64"] or "",
            parts["certificate_pem"] or "",
            parts["chain_pem"],
            parts["rekor_bundle_json"],
        )


def read_cosign_signature(path: Path) -> CosignSignature:
    raw = path.read_bytes()
    prefix = b"\x00sigstore-json\n"
    assert raw.startswith(prefix), path
    document = json.loads(raw[len(prefix) :])
    return CosignSignature(base64.b64decode(document["payload"]), document["annotations"])


@pytest.fixture(scope="module")
def fulcio() -> CosignSignature:
    return read_cosign_signature(FIXTURES / "dir-img-cosign-fulcio-rekor-valid" / "signature-1")


@pytest.fixture(scope="module")
def keyed() -> CosignSignature:
    return read_cosign_signature(FIXTURES / "dir-img-cosign-key-rekor-valid" / "signature-1")


@pytest.fixture(scope="module")
def production() -> TrustRoot:
    return TrustRoot.production()


def with_rekor_payload(rekor_bundle: str, **changes: object) -> str:
    document = json.loads(rekor_bundle)
    document["Payload"].update(changes)
    return json.dumps(document)


def corrupt_base64(text: str) -> str:
    raw = bytearray(base64.b64decode(text))
    raw[len(raw) // 2] ^= 0x01
    return base64.b64encode(bytes(raw)).decode()


# --- cosign keyless annotations (dir-img-cosign-fulcio-rekor-valid) ----------------------------


def test_cosign_keyless_signature_verifies(fulcio: CosignSignature, production: TrustRoot) -> None:
    other = KeylessIdentity(GITHUB_OAUTH, "someone@example.com")
    signature = verify_bundle(fulcio.bundle(), fulcio.payload, [other, MITR], production)
    assert signature.identity == MITR
    assert signature.subject == "mitr@redhat.com"
    assert signature.issuer == GITHUB_OAUTH
    assert signature.integrated_time == FULCIO_REKOR_TIME


def test_cosign_keyless_bundle_is_a_v01_bundle_with_an_inclusion_promise(
    fulcio: CosignSignature,
) -> None:
    bundle = json.loads(fulcio.bundle())
    assert bundle["mediaType"] == "application/vnd.dev.sigstore.bundle+json;version=0.1"
    entry = bundle["verificationMaterial"]["tlogEntries"][0]
    rekor = json.loads(fulcio.rekor_bundle)
    assert entry["canonicalizedBody"] == rekor["Payload"]["body"]
    assert entry["integratedTime"] == str(FULCIO_REKOR_TIME)
    assert entry["kindVersion"] == {"kind": "hashedrekord", "version": "0.0.1"}
    assert base64.b64decode(entry["logId"]["keyId"]).hex() == rekor["Payload"]["logID"]
    assert entry["inclusionPromise"]["signedEntryTimestamp"] == rekor["SignedEntryTimestamp"]
    assert "inclusionProof" not in entry


def test_cosign_keyless_without_chain_verifies_through_the_trust_roots_intermediate(
    fulcio: CosignSignature, production: TrustRoot
) -> None:
    """Chains are built to the trust root's Fulcio CAs only, and the production root holds the
    intermediate, so the chain annotation is not needed (nor trusted)."""
    signature = verify_bundle(fulcio.bundle(chain_pem=None), fulcio.payload, [MITR], production)
    assert signature.subject == "mitr@redhat.com"


@pytest.mark.parametrize(
    "identity",
    [
        KeylessIdentity(GITHUB_OAUTH, "someone@redhat.com"),
        KeylessIdentity("https://accounts.google.com", "mitr@redhat.com"),
        KeylessIdentity(GITHUB_OAUTH, subject_pattern="mitr@redhat"),
        KeylessIdentity(GITHUB_OAUTH, subject_pattern=r".*@example\.com"),
    ],
    ids=["other-email", "other-issuer", "prefix-pattern", "other-domain-pattern"],
)
def test_cosign_keyless_rejects_an_untrusted_identity(
    fulcio: CosignSignature, production: TrustRoot, identity: KeylessIdentity
) -> None:
    with pytest.raises(ImageError, match=r"^keyless signature does not verify: .*not trusted"):
        verify_bundle(fulcio.bundle(), fulcio.payload, [identity], production)


def test_cosign_keyless_rejects_no_identities(
    fulcio: CosignSignature, production: TrustRoot
) -> None:
    with pytest.raises(ImageError, match="not trusted"):
        verify_bundle(fulcio.bundle(), fulcio.payload, [], production)


@pytest.mark.parametrize(
    "identity",
    [
        KeylessIdentity(GITHUB_OAUTH, subject_pattern=r"mitr@redhat\.com"),
        KeylessIdentity(GITHUB_OAUTH, subject_pattern=r"[a-z]+@redhat\.com"),
        KeylessIdentity(GITHUB_OAUTH, subject_pattern=r"mitr@.*"),
    ],
)
def test_cosign_keyless_accepts_a_matching_pattern(
    fulcio: CosignSignature, production: TrustRoot, identity: KeylessIdentity
) -> None:
    signature = verify_bundle(fulcio.bundle(), fulcio.payload, [identity], production)
    assert signature.identity == identity
    assert signature.subject == "mitr@redhat.com"


def test_cosign_keyless_requires_the_certificate(fulcio: CosignSignature) -> None:
    with pytest.raises(ImageError, match="no certificate annotation"):
        fulcio.bundle(certificate_pem=None)


def test_cosign_keyless_rejects_a_garbage_certificate(fulcio: CosignSignature) -> None:
    with pytest.raises(ImageError, match="certificate annotation is not PEM"):
        fulcio.bundle(
            certificate_pem="-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----"
        )


def test_cosign_keyless_requires_the_rekor_bundle(fulcio: CosignSignature) -> None:
    with pytest.raises(ImageError, match="no Rekor bundle annotation"):
        fulcio.bundle(rekor_bundle_json=None)


def test_cosign_keyless_rejects_a_corrupted_set(
    fulcio: CosignSignature, production: TrustRoot
) -> None:
    rekor = json.loads(fulcio.rekor_bundle)
    rekor["SignedEntryTimestamp"] = corrupt_base64(rekor["SignedEntryTimestamp"])
    bundle = fulcio.bundle(rekor_bundle_json=json.dumps(rekor))
    with pytest.raises(ImageError, match=r"inclusion promise \(SET\) signature is invalid"):
        verify_bundle(bundle, fulcio.payload, [MITR], production)


def test_cosign_keyless_rejects_a_moved_integrated_time(
    fulcio: CosignSignature, production: TrustRoot
) -> None:
    """The time the certificate is checked at is the signed one, not one the image supplies."""
    bundle = fulcio.bundle(
        rekor_bundle_json=with_rekor_payload(
            fulcio.rekor_bundle, integratedTime=FULCIO_REKOR_TIME + 1
        )
    )
    with pytest.raises(ImageError, match="SET"):
        verify_bundle(bundle, fulcio.payload, [MITR], production)


def test_cosign_keyless_rejects_another_entrys_set(
    fulcio: CosignSignature, keyed: CosignSignature, production: TrustRoot
) -> None:
    """A genuine SET for another signature does not vouch for this one (here its time already
    falls outside the certificate's ten minutes)."""
    bundle = fulcio.bundle(rekor_bundle_json=keyed.rekor_bundle)
    with pytest.raises(ImageError, match="keyless signature does not verify"):
        verify_bundle(bundle, fulcio.payload, [MITR], production)


def test_cosign_keyless_rejects_a_changed_payload(
    fulcio: CosignSignature, production: TrustRoot
) -> None:
    bundle = fulcio.bundle()
    with pytest.raises(ImageError, match="message digest does not match"):
        verify_bundle(
            bundle, fulcio.payload.replace(b"fulcio-rekor-1", b"fulcio-rekor-2"), [MITR], production
        )


def test_cosign_keyless_rejects_another_signature(
    fulcio: CosignSignature, keyed: CosignSignature, production: TrustRoot
) -> None:
    bundle = fulcio.bundle(signature_b64=keyed.signature)
    with pytest.raises(ImageError, match="signature is invalid"):
        verify_bundle(bundle, fulcio.payload, [MITR], production)


def test_cosign_keyless_rejects_another_trust_root(fulcio: CosignSignature) -> None:
    """A private deployment's root does not vouch for public-good signatures."""
    private = TrustRoot.from_file(STAGING_ROOT)
    with pytest.raises(ImageError, match="which the trust root does not list"):
        verify_bundle(fulcio.bundle(), fulcio.payload, [MITR], private)


def test_cosign_keyless_rejects_a_certificate_swapped_for_another_fulcio_one(
    fulcio: CosignSignature, production: TrustRoot
) -> None:
    """rekor-cert is a genuine Fulcio certificate for the same person, but not the signer's."""
    other_cert = (REKOR_TESTDATA / "rekor-cert").read_text()
    bundle = fulcio.bundle(certificate_pem=other_cert)
    with pytest.raises(ImageError, match="keyless signature does not verify"):
        verify_bundle(bundle, fulcio.payload, [MITR], production)


def promise_only(bundle: dict[str, Any], **entry_changes: object) -> bytes:
    """BUNDLE without its inclusion proof (and with ENTRY_CHANGES), as cosign's annotations are."""
    entry = bundle["verificationMaterial"]["tlogEntries"][0]
    del entry["inclusionProof"]
    entry.update(entry_changes)
    return json.dumps(bundle).encode()


def test_v01_bundle_with_only_an_inclusion_promise_verifies(production: TrustRoot) -> None:
    """Bundle format v0.1 requires the promise and not the proof; the promise then carries the
    whole weight, so it must verify and bind the entry."""
    original = json.loads((CONFORMANCE / "happy-path-v0.1" / "bundle.sigstore.json").read_bytes())
    a_txt = (CONFORMANCE / "a.txt").read_bytes()
    identity = [KeylessIdentity(GITHUB_ACTIONS, CONFORMANCE_IDENTITY)]
    entry = original["verificationMaterial"]["tlogEntries"][0]
    signature = verify_bundle(promise_only(copy.deepcopy(original)), a_txt, identity, production)
    assert signature.integrated_time == int(entry["integratedTime"])

    moved = promise_only(
        copy.deepcopy(original), integratedTime=str(int(entry["integratedTime"]) + 60)
    )
    with pytest.raises(ImageError, match=r"inclusion promise \(SET\) signature is invalid"):
        verify_bundle(moved, a_txt, identity, production)
    no_promise = copy.deepcopy(original)
    del no_promise["verificationMaterial"]["tlogEntries"][0]["inclusionPromise"]
    with pytest.raises(ImageError, match="keyless signature does not verify"):
        verify_bundle(promise_only(no_promise), a_txt, identity, production)
    with pytest.raises(ImageError, match="message digest does not match"):
        verify_bundle(promise_only(copy.deepcopy(original)), a_txt + b"!", identity, production)


# --- Rekor SETs on key signatures -------------------------------------------------------------


def test_rekor_set_of_a_key_signature_verifies(
    keyed: CosignSignature, production: TrustRoot
) -> None:
    cosign2 = (FIXTURES / "cosign2.pub").read_text()
    assert (
        verify_rekor_set(keyed.rekor_bundle, keyed.payload, keyed.signature, production)
        == KEY_REKOR_TIME
    )
    assert (
        verify_rekor_set(
            keyed.rekor_bundle, keyed.payload, keyed.signature, production, signer_pem=cosign2
        )
        == KEY_REKOR_TIME
    )


def test_rekor_set_logged_for_another_key_is_rejected(
    keyed: CosignSignature, production: TrustRoot
) -> None:
    cosign = (FIXTURES / "cosign.pub").read_text()
    with pytest.raises(ImageError, match="logged for another key"):
        verify_rekor_set(
            keyed.rekor_bundle, keyed.payload, keyed.signature, production, signer_pem=cosign
        )


def test_rekor_set_corrupted_is_rejected(keyed: CosignSignature, production: TrustRoot) -> None:
    rekor = json.loads(keyed.rekor_bundle)
    rekor["SignedEntryTimestamp"] = corrupt_base64(rekor["SignedEntryTimestamp"])
    with pytest.raises(ImageError, match=r"^Rekor inclusion promise does not verify: .*invalid"):
        verify_rekor_set(json.dumps(rekor), keyed.payload, keyed.signature, production)


def test_rekor_set_for_another_payload_is_rejected(
    keyed: CosignSignature, production: TrustRoot
) -> None:
    other_payload = (REKOR_TESTDATA / "rekor-payload").read_bytes()
    with pytest.raises(ImageError, match="logged for another payload"):
        verify_rekor_set(keyed.rekor_bundle, other_payload, keyed.signature, production)


def test_rekor_set_for_another_signature_is_rejected(
    keyed: CosignSignature, fulcio: CosignSignature, production: TrustRoot
) -> None:
    with pytest.raises(ImageError, match="logged for another signature"):
        verify_rekor_set(keyed.rekor_bundle, keyed.payload, fulcio.signature, production)


@pytest.mark.parametrize(
    "rekor_bundle",
    ["", "not json", "{}", '{"SignedEntryTimestamp": "", "Payload": {}}'],
    ids=["empty", "garbage", "empty-object", "no-payload-fields"],
)
def test_rekor_set_malformed_is_rejected(
    rekor_bundle: str, keyed: CosignSignature, production: TrustRoot
) -> None:
    with pytest.raises(ImageError, match=r"^Rekor inclusion promise does not verify: "):
        verify_rekor_set(rekor_bundle, keyed.payload, keyed.signature, production)


def test_rekor_set_from_a_log_the_root_does_not_list_is_rejected(
    keyed: CosignSignature,
) -> None:
    private = TrustRoot.from_file(STAGING_ROOT)
    with pytest.raises(ImageError, match="which the trust root does not list"):
        verify_rekor_set(keyed.rekor_bundle, keyed.payload, keyed.signature, private)


def test_rekor_set_vector_returns_its_integrated_time(production: TrustRoot) -> None:
    rekor_set = (REKOR_TESTDATA / "rekor-set").read_text()
    payload = (REKOR_TESTDATA / "rekor-payload").read_bytes()
    signature = (REKOR_TESTDATA / "rekor-sig").read_text().strip()
    cert = (REKOR_TESTDATA / "rekor-cert").read_text()
    assert verify_rekor_set(rekor_set, payload, signature, production) == REKOR_SET_TIME
    assert (
        verify_rekor_set(rekor_set, payload, signature, production, signer_pem=cert)
        == REKOR_SET_TIME
    )
    with pytest.raises(ImageError, match="logged for another payload"):
        verify_rekor_set(rekor_set, payload + b"\n", signature, production)


# --- identity rules ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("subject", "subject_pattern"),
    [(None, None), ("a@example.com", "a@.*")],
    ids=["neither", "both"],
)
def test_identity_needs_exactly_one_subject_form(
    subject: str | None, subject_pattern: str | None
) -> None:
    with pytest.raises(ImageError, match="exactly one of subject and subject_pattern"):
        KeylessIdentity(GITHUB_OAUTH, subject, subject_pattern)


def test_identity_rejects_a_bad_pattern_and_an_empty_issuer() -> None:
    with pytest.raises(ImageError, match="not a regular expression"):
        KeylessIdentity(GITHUB_OAUTH, subject_pattern="([")
    with pytest.raises(ImageError, match="needs an OIDC issuer"):
        KeylessIdentity("", "a@example.com")


def test_identity_pattern_must_match_the_whole_subject() -> None:
    prefix = KeylessIdentity(GITHUB_ACTIONS, subject_pattern="https://github.com/acme/")
    anything_below = KeylessIdentity(GITHUB_ACTIONS, subject_pattern="^https://github.com/acme/.*$")
    workflow = "https://github.com/acme/app/.github/workflows/release.yml@refs/heads/main"
    assert not prefix.matches(GITHUB_ACTIONS, workflow)
    assert anything_below.matches(GITHUB_ACTIONS, workflow)
    assert not anything_below.matches(GITHUB_ACTIONS, "https://github.com/acme-evil/x")
    assert not anything_below.matches("https://accounts.google.com", workflow)


def test_identity_describes_itself() -> None:
    assert (
        KeylessIdentity(GITHUB_ACTIONS, subject_pattern="^https://github.com/acme/.*$").describe()
        == "keyless issuer=https://token.actions.githubusercontent.com "
        "subject~=^https://github.com/acme/.*$"
    )
    assert (
        KeylessIdentity(GITHUB_OAUTH, "mitr@redhat.com").describe()
        == "keyless issuer=https://github.com/login/oauth subject=mitr@redhat.com"
    )


# --- trust roots ------------------------------------------------------------------------------


def test_production_root_is_built_once() -> None:
    assert TrustRoot.production() is TrustRoot.production()


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b'{"mediaType": "application/vnd.dev.sigstore.trustedroot+json;version=0.1"}',
    ],
    ids=["empty", "truncated", "no-keys"],
)
def test_corrupted_trust_root_file_is_rejected(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "trusted_root.json"
    path.write_bytes(content)
    with pytest.raises(ImageError, match=r"^Sigstore trusted root .*trusted_root\.json") as info:
        TrustRoot.from_file(path)
    assert "\n" not in str(info.value)


def test_truncated_copy_of_a_real_trust_root_is_rejected(tmp_path: Path) -> None:
    real = (CONFORMANCE / "rekor2-happy-path" / "trusted_root.json").read_bytes()
    path = tmp_path / "trusted_root.json"
    path.write_bytes(real[: len(real) // 2])
    with pytest.raises(ImageError, match=r"not valid JSON.*fix it or point trusted_root") as info:
        TrustRoot.from_file(path)
    assert len(str(info.value)) < 400


def test_trust_root_with_an_unknown_media_type_is_rejected() -> None:
    with pytest.raises(ImageError, match="Sigstore trusted root"):
        TrustRoot.from_file(SIGSTORE_PYTHON / "trusted_root" / "trustedroot.badtype.json")


def test_missing_trust_root_file_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(ImageError, match="cannot read Sigstore trusted root"):
        TrustRoot.from_file(tmp_path / "absent.json")


def test_private_trust_root_file_verifies_its_bundles() -> None:
    case = CONFORMANCE / "rekor2-happy-path"
    root = TrustRoot.from_file(case / "trusted_root.json")
    identity = KeylessIdentity(GITHUB_ACTIONS, CONFORMANCE_IDENTITY)
    signature = verify_bundle(
        (case / "bundle.sigstore.json").read_bytes(),
        (CONFORMANCE / "a.txt").read_bytes(),
        [identity],
        root,
    )
    # Rekor v2 entries carry no integrated time; their time comes from a TSA.
    assert signature.integrated_time is None
    with pytest.raises(ImageError, match="keyless signature does not verify"):
        verify_bundle(
            (case / "bundle.sigstore.json").read_bytes(),
            (CONFORMANCE / "a.txt").read_bytes(),
            [identity],
            TrustRoot.production(),
        )


def test_sigstore_go_public_good_root_file_verifies_a_production_bundle() -> None:
    root = TrustRoot.from_file(SIGSTORE_GO / "pkg/testing/data/trusted-roots/public-good.json")
    signature = verify_bundle(
        (CONFORMANCE / "happy-path-v0.3" / "bundle.sigstore.json").read_bytes(),
        (CONFORMANCE / "a.txt").read_bytes(),
        [KeylessIdentity(GITHUB_ACTIONS, CONFORMANCE_IDENTITY)],
        root,
    )
    assert signature.integrated_time is not None


def test_importing_keyless_does_not_import_sigstore() -> None:
    code = (
        "import sys\n"
        "from govern.images.keyless import TrustRoot, KeylessIdentity\n"
        "TrustRoot.production()\n"
        "KeylessIdentity('https://issuer', subject_pattern='.*')\n"
        "loaded = {m.split('.')[0] for m in sys.modules}\n"
        "print(sorted(loaded & {'sigstore', 'sigstore_models'}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert result.stdout.strip() == "[]"


# --- DSSE bundles -----------------------------------------------------------------------------


def test_dsse_bundle_returns_the_statement_for_the_caller_to_check() -> None:
    bundle = (CONFORMANCE / "happy-path-intoto-in-dsse-v3" / "bundle.sigstore.json").read_bytes()
    identity = KeylessIdentity(GITHUB_ACTIONS, CONFORMANCE_IDENTITY)
    attestation = verify_dsse_bundle(bundle, [identity], TrustRoot.production())
    assert attestation.payload_type == "application/vnd.in-toto+json"
    a_txt = hashlib.sha256((CONFORMANCE / "a.txt").read_bytes()).hexdigest()
    assert a_txt in attestation.subject_sha256s()
    attestation.require_subject_sha256(a_txt)
    with pytest.raises(ImageError, match="does not name sha256:"):
        attestation.require_subject_sha256("0" * 64)


def test_dsse_and_message_bundles_are_not_interchangeable() -> None:
    identity = [KeylessIdentity(GITHUB_ACTIONS, CONFORMANCE_IDENTITY)]
    a_txt = (CONFORMANCE / "a.txt").read_bytes()
    dsse = (CONFORMANCE / "happy-path-intoto-in-dsse-v3" / "bundle.sigstore.json").read_bytes()
    message = (CONFORMANCE / "happy-path-v0.3" / "bundle.sigstore.json").read_bytes()
    with pytest.raises(ImageError, match="keyless signature does not verify"):
        verify_bundle(dsse, a_txt, identity, TrustRoot.production())
    with pytest.raises(ImageError, match="keyless signature does not verify"):
        verify_dsse_bundle(message, identity, TrustRoot.production())


# --- managed-key bundles ----------------------------------------------------------------------


def test_key_bundle_rejects_another_artifact_and_another_key(production: TrustRoot) -> None:
    case = CONFORMANCE / "managed-key-happy-path"
    bundle = (case / "bundle.sigstore.json").read_bytes()
    a_txt = (CONFORMANCE / "a.txt").read_bytes()
    assert verify_key_bundle(bundle, a_txt, (case / "key.pub").read_text(), production)
    with pytest.raises(ImageError, match=r"^key-signed Sigstore bundle does not verify: "):
        verify_key_bundle(bundle, a_txt + b"!", (case / "key.pub").read_text(), production)
    with pytest.raises(ImageError, match="signature is invalid"):
        verify_key_bundle(bundle, a_txt, (FIXTURES / "cosign.pub").read_text(), production)


def test_key_bundle_rejects_a_keyless_bundle(production: TrustRoot) -> None:
    bundle = (CONFORMANCE / "happy-path-v0.3" / "bundle.sigstore.json").read_bytes()
    with pytest.raises(ImageError, match="not a key-signed message signature"):
        verify_key_bundle(
            bundle,
            (CONFORMANCE / "a.txt").read_bytes(),
            (FIXTURES / "cosign.pub").read_text(),
            production,
        )


# --- sigstore-python vectors ------------------------------------------------------------------


def test_sigstore_python_production_wheel_bundle(production: TrustRoot) -> None:
    bundle = (SIGSTORE_PYTHON / "bundle_v3_github.whl.sigstore").read_bytes()
    wheel = (SIGSTORE_PYTHON / "bundle_v3_github.whl").read_bytes()
    exact = KeylessIdentity(GITHUB_ACTIONS, WHEEL_IDENTITY)
    repository = KeylessIdentity(
        GITHUB_ACTIONS, subject_pattern=r"https://github\.com/trailofbits/rfc8785\.py/.*"
    )
    assert verify_bundle(bundle, wheel, [exact], production).subject == WHEEL_IDENTITY
    assert verify_bundle(bundle, wheel, [repository], production).identity == repository
    with pytest.raises(ImageError, match="not trusted"):
        verify_bundle(
            bundle,
            wheel,
            [KeylessIdentity(GITHUB_ACTIONS, subject_pattern=r"https://github\.com/acme/.*")],
            production,
        )


def test_sigstore_python_staging_bundle_needs_the_staging_root(production: TrustRoot) -> None:
    bundle = (SIGSTORE_PYTHON / "bundle_v3.txt.sigstore").read_bytes()
    artifact = (SIGSTORE_PYTHON / "bundle_v3.txt").read_bytes()
    identity = [KeylessIdentity(GITHUB_OAUTH, "william@yossarian.net")]
    staging = TrustRoot.from_file(STAGING_ROOT)
    assert verify_bundle(bundle, artifact, identity, staging).subject == "william@yossarian.net"
    with pytest.raises(ImageError, match="certificate chain"):
        verify_bundle(bundle, artifact, identity, production)
    with pytest.raises(ImageError, match="message digest mismatch"):
        verify_bundle(bundle, (SIGSTORE_PYTHON / "bundle.txt").read_bytes(), identity, staging)


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("bundle_cve_2022_36056.txt", "inconsistent with other materials"),
        ("bundle_no_cert_v1.txt", "non-empty certificate chain"),
        ("bundle_no_log_entry.txt", "exactly one log entry"),
        ("bundle_invalid_version.txt", "failed to load bundle"),
    ],
)
def test_sigstore_python_invalid_bundles_are_rejected(name: str, reason: str) -> None:
    bundle = (SIGSTORE_PYTHON / f"{name}.sigstore").read_bytes()
    artifact = (SIGSTORE_PYTHON / name).read_bytes()
    identity = [KeylessIdentity(GITHUB_OAUTH, "william@yossarian.net")]
    with pytest.raises(ImageError, match=reason):
        verify_bundle(bundle, artifact, identity, TrustRoot.from_file(STAGING_ROOT))
