"""containers/image's cosign simple-signing fixtures, judged by govern's signature check.

Each fixture is an image manifest and cosign signatures of it; the expected outcomes are those
of upstream's policy tests (see the vectors' MANIFEST.md)."""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
from pathlib import Path

import pytest

from govern.errors import ImageError
from govern.images.cosign import SIMPLE_SIGNING_MEDIA_TYPE
from govern.images.keyless import KeylessIdentity
from govern.images.reference import ImageReference
from govern.images.signatures import SimpleSigning
from govern.images.trust import TrustRule
from govern.images.verify import check_simple_signing
from tests.conformance import VECTORS as CONFORMANCE_VECTORS

VECTORS = CONFORMANCE_VECTORS / "containers-image"
FIXTURES = VECTORS / "signature" / "fixtures"
SIGNED_REPOSITORY = "192.168.64.2:5000/cosign-signed-single-sample"


@pytest.fixture(scope="module", autouse=True)
def vectors_present() -> None:
    assert FIXTURES.is_dir(), f"conformance vectors missing: {FIXTURES}"


def read_signature(path: Path) -> SimpleSigning | None:
    """A containers/image signature file; None when it holds no cosign signature."""
    raw = path.read_bytes()
    prefix = b"\x00sigstore-json\n"
    assert raw.startswith(prefix), path
    document = json.loads(raw[len(prefix) :])
    annotations = document.get("annotations", {})
    if document["mimeType"] != SIMPLE_SIGNING_MEDIA_TYPE:
        return None
    signature = annotations.get("dev.cosignproject.cosign/signature")
    if signature is None:
        return None
    return SimpleSigning(
        payload=base64.b64decode(document["payload"]),
        signature=signature,
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


def accepted(directory: str, reference: str, rule: TrustRule) -> bool:
    """Upstream's rule: the image is accepted when at least one signature is."""
    folder = FIXTURES / directory
    manifest = folder / "manifest.json"
    if not manifest.exists():
        return False
    digest = "sha256:" + hashlib.sha256(manifest.read_bytes()).hexdigest()
    ref = ImageReference.parse(reference)
    for path in sorted(folder.glob("signature-*")):
        found = read_signature(path)
        if found is None:
            continue
        try:
            check_simple_signing(found, rule, ref, digest)
        except ImageError:
            continue
        return True
    return False


@pytest.mark.parametrize(
    "keys", [("cosign.pub",), ("cosign.pub", "cosign2.pub"), ("cosign2.pub", "cosign.pub")]
)
def test_valid_signature_is_accepted_under_its_key(keys: tuple[str, ...]) -> None:
    assert accepted("dir-img-cosign-valid", SIGNED_REPOSITORY, key_rule(*keys))


def test_valid_signature_under_another_key_is_refused() -> None:
    assert not accepted("dir-img-cosign-valid", SIGNED_REPOSITORY, key_rule("cosign2.pub"))


def test_signature_for_another_repository_is_refused() -> None:
    assert not accepted(
        "dir-img-cosign-valid", "testing/manifest:notlatest", key_rule("cosign.pub")
    )


def test_a_site_that_mirrors_images_may_accept_the_signature_elsewhere() -> None:
    rule = key_rule("cosign.pub", match_repository=False)
    assert accepted("dir-img-cosign-valid", "mirror.example/any/name:notlatest", rule)


def test_signature_made_with_a_tag_is_accepted_for_its_repository() -> None:
    rule = key_rule("cosign.pub")
    assert accepted("dir-img-cosign-valid-with-tag", "192.168.64.2:5000/skopeo-signed:tag", rule)


def test_two_valid_signatures_are_accepted() -> None:
    assert accepted("dir-img-cosign-valid-2", SIGNED_REPOSITORY, key_rule("cosign.pub"))


def test_one_valid_signature_among_unknown_ones_is_enough() -> None:
    assert accepted("dir-img-cosign-mixed", SIGNED_REPOSITORY, key_rule("cosign.pub"))
    mixed = FIXTURES / "dir-img-cosign-mixed"
    digest = "sha256:" + hashlib.sha256((mixed / "manifest.json").read_bytes()).hexdigest()
    unknown = read_signature(mixed / "signature-1")
    assert unknown is not None
    with pytest.raises(ImageError, match="does not verify under any key"):
        check_simple_signing(
            unknown,
            key_rule("cosign.pub", "cosign2.pub"),
            ImageReference.parse(SIGNED_REPOSITORY),
            digest,
        )


def test_signature_from_an_unknown_key_is_refused() -> None:
    found = read_signature(FIXTURES / "unknown-cosign-key.signature")
    assert found is not None
    manifest = FIXTURES / "dir-img-cosign-valid" / "manifest.json"
    digest = "sha256:" + hashlib.sha256(manifest.read_bytes()).hexdigest()
    ref = ImageReference.parse(SIGNED_REPOSITORY)
    with pytest.raises(ImageError):
        check_simple_signing(found, key_rule("cosign.pub", "cosign2.pub"), ref, digest)


def test_modified_manifest_is_refused() -> None:
    assert not accepted(
        "dir-img-cosign-modified-manifest", SIGNED_REPOSITORY, key_rule("cosign.pub")
    )
    folder = FIXTURES / "dir-img-cosign-modified-manifest"
    found = read_signature(folder / "signature-1")
    assert found is not None
    digest = "sha256:" + hashlib.sha256((folder / "manifest.json").read_bytes()).hexdigest()
    with pytest.raises(ImageError, match="not this image's digest"):
        check_simple_signing(
            found, key_rule("cosign.pub"), ImageReference.parse(SIGNED_REPOSITORY), digest
        )


@pytest.mark.parametrize(
    "directory",
    [
        "dir-img-cosign-manifest-digest-error",
        "dir-img-cosign-no-manifest",
        "dir-img-cosign-other-attachment",
    ],
)
def test_unusable_fixtures_are_refused(directory: str) -> None:
    assert not accepted(directory, SIGNED_REPOSITORY, key_rule("cosign.pub", "cosign2.pub"))


def test_key_signature_with_rekor_entry_verifies_under_its_key() -> None:
    reference = "192.168.64.2:5000/cosign-signed/key-1"
    assert accepted("dir-img-cosign-key-rekor-valid", reference, key_rule("cosign2.pub"))
    assert not accepted("dir-img-cosign-key-rekor-valid", reference, key_rule("cosign.pub"))


def test_keyless_signature_is_refused_by_a_rule_that_trusts_only_keys() -> None:
    folder = FIXTURES / "dir-img-cosign-fulcio-rekor-valid"
    found = read_signature(folder / "signature-1")
    assert found is not None and found.certificate is not None
    digest = "sha256:" + hashlib.sha256((folder / "manifest.json").read_bytes()).hexdigest()
    ref = ImageReference.parse("192.168.64.2:5000/cosign-signed/fulcio-rekor-1")
    with pytest.raises(ImageError, match="trusts only keys"):
        check_simple_signing(found, key_rule("cosign.pub"), ref, digest)


def _fixture(directory: str) -> tuple[SimpleSigning, str]:
    folder = FIXTURES / directory
    found = read_signature(folder / "signature-1")
    assert found is not None
    return found, "sha256:" + hashlib.sha256((folder / "manifest.json").read_bytes()).hexdigest()


def test_a_rule_requiring_rekor_accepts_a_logged_key_signature_and_refuses_an_unlogged_one() -> (
    None
):
    found, digest = _fixture("dir-img-cosign-key-rekor-valid")
    ref = ImageReference.parse("192.168.64.2:5000/cosign-signed/key-1")
    rule = dataclasses.replace(key_rule("cosign2.pub"), require_rekor=True)
    assert check_simple_signing(found, rule, ref, digest).startswith("key cosign2.pub")
    with pytest.raises(ImageError, match="requires a Rekor entry"):
        check_simple_signing(dataclasses.replace(found, rekor_bundle=None), rule, ref, digest)
    unlogged, unlogged_digest = _fixture("dir-img-cosign-valid")
    with pytest.raises(ImageError, match="requires a Rekor entry"):
        check_simple_signing(
            unlogged,
            dataclasses.replace(key_rule("cosign.pub"), require_rekor=True),
            ImageReference.parse(SIGNED_REPOSITORY),
            unlogged_digest,
        )


@pytest.mark.parametrize(
    ("subject", "trusted"), [("mitr@redhat.com", True), ("someone@redhat.com", False)]
)
def test_keyless_cosign_signature_is_judged_by_identity(subject: str, trusted: bool) -> None:
    found, digest = _fixture("dir-img-cosign-fulcio-rekor-valid")
    ref = ImageReference.parse("192.168.64.2:5000/cosign-signed/fulcio-rekor-1")
    rule = dataclasses.replace(
        key_rule(), keyless=(KeylessIdentity("https://github.com/login/oauth", subject=subject),)
    )
    if trusted:
        signer = check_simple_signing(found, rule, ref, digest)
        assert signer == "keyless mitr@redhat.com (issuer https://github.com/login/oauth)"
    else:
        with pytest.raises(ImageError, match="keyless signature does not verify"):
            check_simple_signing(found, rule, ref, digest)
