"""Finding signatures in a real registry: cosign's tag scheme and OCI referrers (through the
referrers tag scheme, since docker-registry 2.8 has no referrers API), and routing each kind to
its verification."""

from __future__ import annotations

import hashlib
import json
import uuid
from pathlib import Path

import pytest
import requests

from govern.images._internal.registry import RegistryClient
from govern.images.keyless import KeylessIdentity
from govern.images.reference import ImageReference
from govern.images.signatures import MAX_SIGNATURES, SigstoreBundle, find_signatures
from govern.images.trust import TrustPolicy, TrustRule
from govern.images.verify import ImageVerdict, ImageVerifier
from tests.conformance import VECTORS
from tests.services.registry import Registry

CONFORMANCE = VECTORS / "sigstore-conformance/test/assets/bundle-verify"
BUNDLE_TYPE = "application/vnd.dev.sigstore.bundle.v0.3+json"
OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json"
OCI_INDEX = "application/vnd.oci.image.index.v1+json"
EMPTY = "application/vnd.oci.empty.v1+json"
pytestmark = pytest.mark.slow


def _descriptor(media_type: str, data: bytes) -> dict[str, object]:
    return {
        "mediaType": media_type,
        "digest": "sha256:" + hashlib.sha256(data).hexdigest(),
        "size": len(data),
    }


def attach_bundle(
    client: RegistryClient, ref: ImageReference, subject: str, bundle: bytes, *, layers: int = 1
) -> None:
    """Attach BUNDLE to the image SUBJECT as an OCI referrer (in LAYERS layers), listed in the
    referrers tag."""
    for blob in (b"{}", bundle):
        client.push_blob(ref.registry, ref.repository, blob)
    image = client.get_manifest(ref.registry, ref.repository, subject)
    assert image is not None
    artifact = json.dumps(
        {
            "schemaVersion": 2,
            "mediaType": OCI_MANIFEST,
            "artifactType": BUNDLE_TYPE,
            "config": _descriptor(EMPTY, b"{}"),
            "layers": [_descriptor(BUNDLE_TYPE, bundle)] * layers,
            "subject": _descriptor(image.media_type, image.body),
        }
    ).encode()
    artifact_digest = client.push_manifest(
        ref.registry,
        ref.repository,
        "sha256:" + hashlib.sha256(artifact).hexdigest(),
        artifact,
        OCI_MANIFEST,
    )
    index = json.dumps(
        {
            "schemaVersion": 2,
            "mediaType": OCI_INDEX,
            "manifests": [{**_descriptor(OCI_MANIFEST, artifact), "artifactType": BUNDLE_TYPE}],
        }
    ).encode()
    assert artifact_digest.startswith("sha256:")
    client.push_manifest(ref.registry, ref.repository, subject.replace(":", "-"), index, OCI_INDEX)


def keyless_rule(*, match_repository: bool) -> TrustRule:
    identity = KeylessIdentity(
        issuer="https://token.actions.githubusercontent.com",
        subject="https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/"
        ".github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main",
    )
    return TrustRule(
        name="ci",
        patterns=("**",),
        key_files=(),
        keyless=(identity,),
        trusted_root_file=None,
        require_rekor=False,
        match_repository=match_repository,
        privileged=False,
    )


# A genuine Sigstore bundle, but over other bytes than any test image's manifest.
MESSAGE_BUNDLE = CONFORMANCE / "happy-path-v0.3" / "bundle.sigstore.json"


def fresh_image(registry: Registry) -> tuple[ImageReference, str]:
    """A new image in a repository of its own, tagged v1, and its digest."""
    repository = f"r{uuid.uuid4().hex[:8]}/app"
    digest = registry.push_image(repository, "v1")
    return ImageReference.parse(f"{registry.host}/{repository}:v1"), digest


def test_a_bundle_attached_as_referrer_is_found_and_checked_against_this_image(
    registry: Registry, tmp_path: Path
) -> None:
    ref, digest = fresh_image(registry)
    bundle = MESSAGE_BUNDLE.read_bytes()
    with RegistryClient(insecure=[registry.host]) as client:
        attach_bundle(client, ref, digest, bundle)
        found = find_signatures(client, ref, digest)
        assert [type(f) for f in found] == [SigstoreBundle]
        assert isinstance(found[0], SigstoreBundle) and found[0].bundle == bundle

        # A message signature names no repository: only a rule without match_repository
        # goes on to check it against this image's manifest.
        rule = keyless_rule(match_repository=False)
        policy = TrustPolicy(tmp_path / "images.toml", (rule,), (), ())
        verdict = ImageVerifier(policy, client).verify(str(ref))
    assert not verdict.trusted
    assert verdict.digest == digest
    assert verdict.reasons[0] == "no signature is trusted by rule ci"
    assert verdict.reasons[1].startswith(f"Sigstore bundle at {ref.name}@sha256:")
    # Checked against this image's manifest, which is not the artifact the bundle signs.
    assert verdict.reasons[1].endswith(
        " layer 0: keyless signature does not verify: Bundle message digest mismatch"
    )


def test_referrers_of_another_image_are_ignored(registry: Registry) -> None:
    ref, digest = fresh_image(registry)
    other = registry.push_image(ref.repository, "v2")
    bundle = MESSAGE_BUNDLE.read_bytes()
    with RegistryClient(insecure=[registry.host]) as client:
        attach_bundle(client, ref, other, bundle)
        # The other image's listing, copied under this image's referrers tag: its subject differs.
        listing = client.get_manifest(ref.registry, ref.repository, other.replace(":", "-"))
        assert listing is not None
        client.push_manifest(
            ref.registry, ref.repository, digest.replace(":", "-"), listing.body, OCI_INDEX
        )
        assert find_signatures(client, ref, digest) == []
        assert len(find_signatures(client, ref, other)) == 1


def test_a_referrer_with_very_many_bundles_costs_a_bounded_number_of_fetches(
    registry: Registry,
) -> None:
    ref, digest = fresh_image(registry)
    bundle = MESSAGE_BUNDLE.read_bytes()
    with RegistryClient(insecure=[registry.host]) as client:
        attach_bundle(client, ref, digest, bundle, layers=10 * MAX_SIGNATURES)
        assert len(find_signatures(client, ref, digest)) == MAX_SIGNATURES


def test_an_unforeseen_error_while_verifying_is_an_untrusted_verdict_that_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    policy = TrustPolicy(tmp_path / "images.toml", (keyless_rule(match_repository=False),), (), ())
    with RegistryClient() as client:

        def broken(*_: object) -> str:
            raise RuntimeError("registry client blew up")

        monkeypatch.setattr(client, "resolve", broken)
        verdict = ImageVerifier(policy, client).verify("registry.example/team/app:v1")
    assert verdict == ImageVerdict(
        "registry.example/team/app:v1",
        None,
        False,
        False,
        None,
        None,
        ("verification failed: RuntimeError: registry client blew up",),
    )


def test_a_manifest_deleted_while_its_tag_is_remembered_is_refused_saying_so(
    registry: Registry, tmp_path: Path
) -> None:
    ref, digest = fresh_image(registry)
    rule = keyless_rule(match_repository=False)
    policy = TrustPolicy(tmp_path / "images.toml", (rule,), (), ())
    with RegistryClient(insecure=[registry.host]) as client:
        attach_bundle(client, ref, digest, MESSAGE_BUNDLE.read_bytes())
        verifier = ImageVerifier(policy, client, cache_seconds=0)
        assert not verifier.verify(str(ref)).trusted  # the tag's digest is remembered for 30 s
        deleted = requests.delete(
            f"http://{registry.host}/v2/{ref.repository}/manifests/{digest}", timeout=5
        )
        assert deleted.status_code == 202, deleted.text
        verdict = verifier.verify(str(ref))
    assert verdict.digest == digest
    assert verdict.reasons[0] == "no signature is trusted by rule ci"
    assert verdict.reasons[1].endswith(f" layer 0: manifest {digest} is gone from {ref.name}")
