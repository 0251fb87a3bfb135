"""containers/image's cosign simple-signing fixtures, judged by govern's signature check.

Each fixture is an image manifest and cosign signatures of it; the expected outcomes are those
of upstream's policy tests (see the vectors' MANIFEST.md). Every refusal is asserted with its
reason, so a signature refused by the wrong check fails the test. The two fixtures about the
registry side (an image whose manifest cannot be read, an attachment that is no signature) are
put in a real registry and judged by the verifier."""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
import uuid
from pathlib import Path

import pytest

from govern.errors import ImageError
from govern.images._internal.registry import RegistryClient
from govern.images.cosign import SIGNATURE_ANNOTATION, SIMPLE_SIGNING_MEDIA_TYPE
from govern.images.keyless import KeylessIdentity
from govern.images.reference import ImageReference
from govern.images.sign import attach_signature
from govern.images.signatures import OCI_MANIFEST, SimpleSigning, signature_tag
from govern.images.trust import TrustPolicy, TrustRule
from govern.images.verify import ImageVerdict, ImageVerifier, check_simple_signing
from tests.conformance import VECTORS as CONFORMANCE_VECTORS
from tests.services.registry import Registry

VECTORS = CONFORMANCE_VECTORS / "containers-image"
FIXTURES = VECTORS / "signature" / "fixtures"
SIGNED_REPOSITORY = "192.168.64.2:5000/cosign-signed-single-sample"
# The digest dir-img-cosign-valid/signature-1 signs (sha256 of that fixture's manifest.json).
SIGNED_DIGEST = "sha256:634a8f35b5f16dcf4aaa0822adc0b1964bb786fca12f6831de8ddc45e5986a00"
# The signer govern names for a signature that verifies under each fixture key.
BY_COSIGN = "key cosign.pub (sha256:c87a79018f346cc0)"
BY_COSIGN2 = "key cosign2.pub (sha256:5e7eb6c1e2e6db06)"
NO_KEY = "refused: it does not verify under any key of rule fixture"


@pytest.fixture(scope="module", autouse=True)
def vectors_present() -> None:
    assert FIXTURES.is_dir(), f"conformance vectors missing: {FIXTURES}"


def read_document(path: Path) -> dict[str, object]:
    """A containers/image signature file: its JSON document."""
    raw = path.read_bytes()
    prefix = b"\x00sigstore-json\n"
    assert raw.startswith(prefix), path
    document: dict[str, object] = json.loads(raw[len(prefix) :])
    return document


def read_signature(path: Path) -> SimpleSigning:
    """A containers/image signature file holding a cosign simple-signing signature."""
    document = read_document(path)
    assert document["mimeType"] == SIMPLE_SIGNING_MEDIA_TYPE, path
    annotations = document["annotations"]
    assert isinstance(annotations, dict) and isinstance(document["payload"], str)
    return SimpleSigning(
        payload=base64.b64decode(document["payload"]),
        signature=annotations["dev.cosignproject.cosign/signature"],
        certificate=annotations.get("dev.sigstore.cosign/certificate"),
        chain=annotations.get("dev.sigstore.cosign/chain"),
        rekor_bundle=annotations.get("dev.sigstore.cosign/bundle"),
        where=str(path.relative_to(FIXTURES)),
    )


def key_rule(*keys: str, match_repository: bool = True) -> TrustRule:
    return TrustRule(
        name="fixture",
        patterns=("**",),
        key_files=tuple(FIXTURES / key for key in keys),
        keyless=(),
        trusted_root_file=None,
        require_rekor=False,
        match_repository=match_repository,
        privileged=False,
    )


def judged(directory: str, reference: str, rule: TrustRule) -> list[str]:
    """What govern's check says of each signature of the fixture, in file order: the signer it
    accepts, or 'refused: ' and why. Upstream's rule: the image is accepted when one is."""
    folder = FIXTURES / directory
    digest = "sha256:" + hashlib.sha256((folder / "manifest.json").read_bytes()).hexdigest()
    ref = ImageReference.parse(reference)
    outcomes = []
    for path in sorted(folder.glob("signature-*")):
        try:
            outcomes.append(check_simple_signing(read_signature(path), rule, ref, digest))
        except ImageError as exc:
            outcomes.append(f"refused: {exc}")
    assert outcomes, f"no signature in {folder}"
    return outcomes


def test_the_signed_digest_is_that_of_the_valid_fixture_s_manifest() -> None:
    manifest = FIXTURES / "dir-img-cosign-valid" / "manifest.json"
    assert "sha256:" + hashlib.sha256(manifest.read_bytes()).hexdigest() == SIGNED_DIGEST


@pytest.mark.parametrize(
    "keys", [("cosign.pub",), ("cosign.pub", "cosign2.pub"), ("cosign2.pub", "cosign.pub")]
)
def test_valid_signature_is_accepted_under_its_key(keys: tuple[str, ...]) -> None:
    assert judged("dir-img-cosign-valid", SIGNED_REPOSITORY, key_rule(*keys)) == [BY_COSIGN]


def test_valid_signature_under_another_key_is_refused() -> None:
    assert judged("dir-img-cosign-valid", SIGNED_REPOSITORY, key_rule("cosign2.pub")) == [NO_KEY]


def test_signature_for_another_repository_is_refused() -> None:
    assert judged("dir-img-cosign-valid", "testing/manifest:notlatest", key_rule("cosign.pub")) == [
        f"refused: it was made for {SIGNED_REPOSITORY}, not docker.io/testing/manifest"
    ]


def test_a_site_that_mirrors_images_may_accept_the_signature_elsewhere() -> None:
    rule = key_rule("cosign.pub", match_repository=False)
    assert judged("dir-img-cosign-valid", "mirror.example/any/name:notlatest", rule) == [BY_COSIGN]


def test_signature_made_with_a_tag_is_accepted_for_its_repository() -> None:
    rule = key_rule("cosign.pub")
    reference = "192.168.64.2:5000/skopeo-signed:tag"
    assert judged("dir-img-cosign-valid-with-tag", reference, rule) == [BY_COSIGN]


def test_two_valid_signatures_are_accepted() -> None:
    assert judged("dir-img-cosign-valid-2", SIGNED_REPOSITORY, key_rule("cosign.pub")) == [
        BY_COSIGN,
        BY_COSIGN,
    ]


def test_one_valid_signature_among_unknown_ones_is_enough() -> None:
    rule = key_rule("cosign.pub", "cosign2.pub")
    assert judged("dir-img-cosign-mixed", SIGNED_REPOSITORY, rule) == [NO_KEY, BY_COSIGN]


def test_signature_from_an_unknown_key_is_refused() -> None:
    found = read_signature(FIXTURES / "unknown-cosign-key.signature")
    ref = ImageReference.parse(SIGNED_REPOSITORY)
    with pytest.raises(ImageError, match=r"^it does not verify under any key of rule fixture$"):
        check_simple_signing(found, key_rule("cosign.pub", "cosign2.pub"), ref, SIGNED_DIGEST)


def test_modified_manifest_is_refused() -> None:
    modified = FIXTURES / "dir-img-cosign-modified-manifest" / "manifest.json"
    digest = "sha256:" + hashlib.sha256(modified.read_bytes()).hexdigest()
    assert digest != SIGNED_DIGEST
    assert judged(
        "dir-img-cosign-modified-manifest", SIGNED_REPOSITORY, key_rule("cosign.pub")
    ) == [f"refused: it signs {SIGNED_DIGEST}, not this image's digest"]


def test_a_manifest_whose_digest_is_not_the_signed_one_is_refused() -> None:
    # Upstream: a schema-1 manifest with broken signatures, whose digest cannot be computed. Here
    # the digest is the registry's: the signature names another one.
    rule = key_rule("cosign.pub", "cosign2.pub")
    assert judged("dir-img-cosign-manifest-digest-error", SIGNED_REPOSITORY, rule) == [
        f"refused: it signs {SIGNED_DIGEST}, not this image's digest"
    ]


def verifier(rule: TrustRule, client: RegistryClient, tmp_path: Path) -> ImageVerifier:
    return ImageVerifier(TrustPolicy(tmp_path / "images.toml", (rule,), (), ()), client)


@pytest.mark.slow
def test_a_signed_digest_the_repository_does_not_hold_is_refused(
    registry: Registry, tmp_path: Path
) -> None:
    # Upstream: the manifest cannot be read. The signature sits where cosign puts it, and would
    # verify under the rule, yet the repository holds no image of that digest.
    found = read_signature(FIXTURES / "dir-img-cosign-no-manifest" / "signature-1")
    assert not (FIXTURES / "dir-img-cosign-no-manifest" / "manifest.json").exists()
    reference = f"{registry.host}/f{uuid.uuid4().hex[:8]}/app@{SIGNED_DIGEST}"
    ref = ImageReference.parse(reference)
    rule = key_rule("cosign.pub", match_repository=False)
    assert check_simple_signing(found, rule, ref, SIGNED_DIGEST) == BY_COSIGN
    with RegistryClient(insecure=[registry.host]) as client:
        annotations = {SIGNATURE_ANNOTATION: found.signature}
        attach_signature(client, ref, SIGNED_DIGEST, found.payload, annotations)
        verdict = verifier(rule, client, tmp_path).verify(reference)
    reason = f"{reference} not found in {registry.host}"
    assert verdict == ImageVerdict(reference, None, False, False, None, None, (reason,))


def push_attachment(
    client: RegistryClient,
    ref: ImageReference,
    digest: str,
    media_type: str,
    document: dict[str, object],
) -> None:
    """Put the fixture DOCUMENT (payload and annotations) at cosign's signature tag of DIGEST as
    one layer of MEDIA_TYPE."""
    assert isinstance(document["payload"], str)
    payload = base64.b64decode(document["payload"])
    config = b"{}"
    for blob in (config, payload):
        client.push_blob(ref.registry, ref.repository, blob)
    manifest = json.dumps(
        {
            "schemaVersion": 2,
            "mediaType": OCI_MANIFEST,
            "config": {
                "mediaType": "application/vnd.oci.image.config.v1+json",
                "digest": "sha256:" + hashlib.sha256(config).hexdigest(),
                "size": len(config),
            },
            "layers": [
                {
                    "mediaType": media_type,
                    "digest": "sha256:" + hashlib.sha256(payload).hexdigest(),
                    "size": len(payload),
                    "annotations": document["annotations"],
                }
            ],
        }
    ).encode()
    client.push_manifest(
        ref.registry, ref.repository, signature_tag(digest), manifest, OCI_MANIFEST
    )


@pytest.mark.slow
def test_an_attachment_that_is_not_a_simple_signing_payload_is_no_signature(
    registry: Registry, tmp_path: Path
) -> None:
    # Upstream: a text/plain attachment with a signature annotation, "not a signature".
    document = read_document(FIXTURES / "dir-img-cosign-other-attachment" / "signature-1")
    assert document["mimeType"] == "text/plain"
    repository = f"f{uuid.uuid4().hex[:8]}/app"
    digest = registry.push_image(repository, "v1")
    reference = f"{registry.host}/{repository}:v1"
    ref = ImageReference.parse(reference)
    rule = key_rule("cosign.pub")
    with RegistryClient(insecure=[registry.host]) as client:
        push_attachment(client, ref, digest, "text/plain", document)
        verdict = verifier(rule, client, tmp_path).verify(reference)
        assert not verdict.trusted
        assert verdict.reasons == (f"no signature found for {digest} in {ref.name}",)

        # The same layer typed as a simple-signing payload is read, and refused as one.
        push_attachment(client, ref, digest, SIMPLE_SIGNING_MEDIA_TYPE, document)
        verdict = verifier(rule, client, tmp_path).verify(reference)
    assert not verdict.trusted
    assert verdict.reasons[0] == "no signature is trusted by rule fixture"
    assert verdict.reasons[1].startswith(f"cosign key signature at {ref.name}:")


def test_key_signature_with_rekor_entry_verifies_under_its_key() -> None:
    reference = "192.168.64.2:5000/cosign-signed/key-1"
    assert judged("dir-img-cosign-key-rekor-valid", reference, key_rule("cosign2.pub")) == [
        BY_COSIGN2
    ]
    assert judged("dir-img-cosign-key-rekor-valid", reference, key_rule("cosign.pub")) == [NO_KEY]


def _fixture(directory: str) -> tuple[SimpleSigning, str]:
    folder = FIXTURES / directory
    found = read_signature(folder / "signature-1")
    return found, "sha256:" + hashlib.sha256((folder / "manifest.json").read_bytes()).hexdigest()


def test_keyless_signature_is_refused_by_a_rule_that_trusts_only_keys() -> None:
    found, digest = _fixture("dir-img-cosign-fulcio-rekor-valid")
    assert found.certificate is not None
    ref = ImageReference.parse("192.168.64.2:5000/cosign-signed/fulcio-rekor-1")
    with pytest.raises(ImageError, match=r"^it is keyless and rule fixture trusts only keys$"):
        check_simple_signing(found, key_rule("cosign.pub"), ref, digest)


def test_a_rule_requiring_rekor_accepts_a_logged_key_signature_and_refuses_an_unlogged_one() -> (
    None
):
    found, digest = _fixture("dir-img-cosign-key-rekor-valid")
    ref = ImageReference.parse("192.168.64.2:5000/cosign-signed/key-1")
    rule = dataclasses.replace(key_rule("cosign2.pub"), require_rekor=True)
    assert check_simple_signing(found, rule, ref, digest) == BY_COSIGN2
    unlogged_only = r"^rule fixture requires a Rekor entry and it has none$"
    with pytest.raises(ImageError, match=unlogged_only):
        check_simple_signing(dataclasses.replace(found, rekor_bundle=None), rule, ref, digest)
    unlogged, unlogged_digest = _fixture("dir-img-cosign-valid")
    with pytest.raises(ImageError, match=unlogged_only):
        check_simple_signing(
            unlogged,
            dataclasses.replace(key_rule("cosign.pub"), require_rekor=True),
            ImageReference.parse(SIGNED_REPOSITORY),
            unlogged_digest,
        )


def github_identity(subject: str) -> TrustRule:
    identity = KeylessIdentity("https://github.com/login/oauth", subject=subject)
    return dataclasses.replace(key_rule(), keyless=(identity,))


def test_keyless_cosign_signature_is_trusted_for_its_identity() -> None:
    found, digest = _fixture("dir-img-cosign-fulcio-rekor-valid")
    ref = ImageReference.parse("192.168.64.2:5000/cosign-signed/fulcio-rekor-1")
    signer = check_simple_signing(found, github_identity("mitr@redhat.com"), ref, digest)
    assert signer == "keyless mitr@redhat.com (issuer https://github.com/login/oauth)"


def test_keyless_cosign_signature_is_refused_for_another_identity() -> None:
    found, digest = _fixture("dir-img-cosign-fulcio-rekor-valid")
    ref = ImageReference.parse("192.168.64.2:5000/cosign-signed/fulcio-rekor-1")
    with pytest.raises(ImageError) as refused:
        check_simple_signing(found, github_identity("someone@redhat.com"), ref, digest)
    assert str(refused.value) == (
        "keyless signature does not verify: certificate identity mitr@redhat.com from issuer "
        "https://github.com/login/oauth is not trusted; trusted: keyless "
        "issuer=https://github.com/login/oauth subject=someone@redhat.com"
    )
