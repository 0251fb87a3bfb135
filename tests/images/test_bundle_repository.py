"""Sigstore bundles and the repository they vouch for: a rule with match_repository (the
default) accepts a bundle only when it names this image's repository, as cosign's simple-signing
payload does; a copy of a signed image elsewhere is not vouched for by its bundle."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import uuid
from pathlib import Path

import pytest

from govern.errors import ImageError
from govern.images._internal.registry import RegistryClient
from govern.images.keyless import KeylessIdentity
from govern.images.reference import ImageReference
from govern.images.signatures import SigstoreBundle
from govern.images.trust import TrustPolicy, TrustRule
from govern.images.verify import ImageVerdict, ImageVerifier, check_bundle
from tests.conformance import VECTORS
from tests.images.test_signature_discovery import attach_bundle
from tests.services.registry import Registry

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


def test_a_bundle_is_refused_by_a_rule_that_trusts_only_keys() -> None:
    rule = dataclasses.replace(
        attester_rule(match_repository=True), keyless=(), key_files=(Path("site.pub"),)
    )
    found = SigstoreBundle((COSIGN_TESTDATA / "oci-attestation.sigstore.json").read_bytes(), "x")
    ref = ImageReference.parse(f"{ATTESTED_REPOSITORY}@{ATTESTED_DIGEST}")
    with pytest.raises(ImageError, match=r"^it is keyless and rule ci trusts only keys$"):
        check_bundle(found, rule, ref, ATTESTED_DIGEST, lambda: b"")


@pytest.mark.parametrize("bundle", [b"{not json", b"\xff\xfe", b""])
def test_a_bundle_that_is_not_a_json_document_is_refused(bundle: bytes) -> None:
    found = SigstoreBundle(bundle, "x")
    ref = ImageReference.parse(f"{ATTESTED_REPOSITORY}@{ATTESTED_DIGEST}")
    with pytest.raises(ImageError, match=r"^the bundle is not JSON$"):
        check_bundle(found, attester_rule(match_repository=True), ref, ATTESTED_DIGEST, bytes)


# The image cosign attested: go-containerregistry's empty image, whose manifest is rebuilt here
# byte for byte (its digest is ATTESTED_DIGEST).
EMPTY_CONFIG = (
    b'{"architecture":"","created":"0001-01-01T00:00:00Z","os":"",'
    b'"rootfs":{"type":"layers","diff_ids":null},"config":{}}'
)
DOCKER_MANIFEST = "application/vnd.docker.distribution.manifest.v2+json"


def push_attested_image(registry: Registry, client: RegistryClient) -> str:
    """The attested image pushed as <unique>/repo:v1, its attestation attached as a referrer;
    returns the tag reference."""
    ref = ImageReference.parse(f"{registry.host}/a{uuid.uuid4().hex[:8]}/repo:v1")
    config_digest = client.push_blob(ref.registry, ref.repository, EMPTY_CONFIG)
    manifest = json.dumps(
        {
            "schemaVersion": 2,
            "mediaType": DOCKER_MANIFEST,
            "config": {
                "mediaType": "application/vnd.docker.container.image.v1+json",
                "size": len(EMPTY_CONFIG),
                "digest": config_digest,
            },
            "layers": [],
        },
        separators=(",", ":"),
    ).encode()
    assert "sha256:" + hashlib.sha256(manifest).hexdigest() == ATTESTED_DIGEST
    client.push_manifest(ref.registry, ref.repository, "v1", manifest, DOCKER_MANIFEST)
    bundle = (COSIGN_TESTDATA / "oci-attestation.sigstore.json").read_bytes()
    attach_bundle(client, ref, ATTESTED_DIGEST, bundle)
    return str(ref)


@pytest.mark.slow
def test_the_verifier_finds_the_attestation_and_holds_it_to_the_repository_it_names(
    registry: Registry, tmp_path: Path
) -> None:
    with RegistryClient(insecure=[registry.host]) as client:
        reference = push_attested_image(registry, client)
        name = reference.removesuffix(":v1")

        def verifier(*, match_repository: bool) -> ImageVerifier:
            rule = attester_rule(match_repository=match_repository)
            return ImageVerifier(TrustPolicy(tmp_path / "images.toml", (rule,), (), ()), client)

        refused = verifier(match_repository=True).verify(reference)
        mirrored = verifier(match_repository=False).verify(reference)
    assert refused.reasons[0] == "no signature is trusted by rule ci"
    assert refused.reasons[1].startswith(f"Sigstore bundle at {name}@sha256:")
    assert refused.reasons[1].endswith(
        f" layer 0: its statement names this digest as '{ATTESTED_REPOSITORY}', not {name}"
    )
    assert (refused.trusted, refused.digest, len(refused.reasons)) == (False, ATTESTED_DIGEST, 2)
    signer = "keyless cody@soyland.com (issuer https://github.com/login/oauth)"
    assert mirrored == ImageVerdict(reference, ATTESTED_DIGEST, True, False, "ci", signer, ())
