"""Sigstore bundles and the repository they vouch for: a rule with match_repository (the
default) accepts a bundle only when it names this image's repository, as cosign's simple-signing
payload does; a copy of a signed image elsewhere is not vouched for by its bundle."""

from __future__ import annotations

from pathlib import Path

import pytest

from govern.errors import ImageError
from govern.images.keyless import KeylessIdentity
from govern.images.reference import ImageReference
from govern.images.signatures import SigstoreBundle
from govern.images.trust import TrustRule
from govern.images.verify import check_bundle
from tests.conformance import VECTORS

# cosign's own OCI image attestation (upstream verify_oci_test.go): a DSSE in-toto statement whose
# subject is ATTESTED_REPOSITORY at ATTESTED_DIGEST, signed keylessly by ATTESTER.
COSIGN_TESTDATA = VECTORS / "cosign" / "pkg" / "cosign" / "testdata"
ATTESTED_REPOSITORY = "127.0.0.1:60943/repo"
ATTESTED_DIGEST = "sha256:732112270d7e59418a8c080b134b24cabd67d250d0d0147a97ed95ba5c280aa4"
ATTESTER = KeylessIdentity("https://github.com/login/oauth", "cody@soyland.com")
MESSAGE_BUNDLE = (
    VECTORS / "sigstore-conformance/test/assets/bundle-verify/happy-path-v0.3/bundle.sigstore.json"
)


def attester_rule(*, match_repository: bool) -> TrustRule:
    return TrustRule(
        name="ci",
        patterns=("**",),
        key_files=(),
        keyless=(ATTESTER,),
        trusted_root_file=COSIGN_TESTDATA / "trusted_root_pgi.json",
        require_rekor=False,
        match_repository=match_repository,
        privileged=False,
    )


def judge(
    bundle: Path,
    repository: str,
    *,
    match_repository: bool = True,
    digest: str = ATTESTED_DIGEST,
) -> str:
    ref = ImageReference.parse(f"{repository}@{digest}")
    found = SigstoreBundle(bundle.read_bytes(), where="referrer")

    def manifest() -> bytes:
        raise AssertionError("a DSSE statement names the digest; the manifest is not needed")

    return check_bundle(
        found, attester_rule(match_repository=match_repository), ref, digest, manifest
    )


def test_an_attestation_vouches_for_the_repository_it_names() -> None:
    signer = judge(COSIGN_TESTDATA / "oci-attestation.sigstore.json", ATTESTED_REPOSITORY)
    assert signer == "keyless cody@soyland.com (issuer https://github.com/login/oauth)"


def test_an_attestation_never_vouches_for_a_copy_in_another_repository() -> None:
    with pytest.raises(ImageError) as refused:
        judge(COSIGN_TESTDATA / "oci-attestation.sigstore.json", "127.0.0.1:60943/copy")
    assert f"names this digest as '{ATTESTED_REPOSITORY}', not 127.0.0.1:60943/copy" in str(
        refused.value
    )


def test_a_mirroring_site_may_accept_the_attestation_elsewhere() -> None:
    bundle = COSIGN_TESTDATA / "oci-attestation.sigstore.json"
    assert judge(bundle, "127.0.0.1:60943/copy", match_repository=False).startswith("keyless ")


def test_a_message_signature_names_no_repository_and_needs_match_repository_off() -> None:
    with pytest.raises(ImageError, match="names no repository; rule ci accepts such signatures"):
        judge(MESSAGE_BUNDLE, ATTESTED_REPOSITORY)


def test_an_attestation_never_vouches_for_another_digest_even_where_repositories_may_differ() -> (
    None
):
    other = "sha256:" + "1" * 64
    with pytest.raises(ImageError, match=f"statement does not name {other} as a subject"):
        judge(
            COSIGN_TESTDATA / "oci-attestation.sigstore.json",
            ATTESTED_REPOSITORY,
            match_repository=False,
            digest=other,
        )
