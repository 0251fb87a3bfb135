"""Reading signatures out of what a registry serves, including what a real registry would never
store (a broken or hostile one, served here from the test process): a malformed layer is skipped
or refused, never read as a signature, and what is read for one image is bounded."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from govern.errors import RegistryError
from govern.images._internal.registry import RegistryClient
from govern.images.cosign import (
    CERTIFICATE_ANNOTATION,
    CHAIN_ANNOTATION,
    REKOR_BUNDLE_ANNOTATION,
    SIGNATURE_ANNOTATION,
    SIMPLE_SIGNING_MEDIA_TYPE,
)
from govern.images.reference import ImageReference
from govern.images.signatures import (
    MAX_SIGNATURE_BYTES,
    MAX_SIGNATURES,
    OCI_INDEX,
    OCI_MANIFEST,
    SigstoreBundle,
    SimpleSigning,
    describe,
    find_signatures,
)
from tests.images.test_registry import Answer, Asked, Misbehaving

BUNDLE = "application/vnd.dev.sigstore.bundle.v0.3+json"
IMAGE = "sha256:" + hashlib.sha256(b"the image").hexdigest()
SIGNATURE_TAG = IMAGE.replace(":", "-") + ".sig"
REFERRERS_TAG = IMAGE.replace(":", "-")


def sha256(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


class Served:
    """A registry serving hpc/app from what the test puts in it; everything else is 404."""

    def __init__(self) -> None:
        self.content: dict[str, tuple[str, bytes]] = {}
        self.server = Misbehaving(self.answer)
        # Headers and body go out in two writes: without this, each answer waits on a delayed ACK.
        self.server.server.RequestHandlerClass.disable_nagle_algorithm = True
        self.ref = ImageReference.parse(f"{self.server.host}/hpc/app@{IMAGE}")

    def answer(self, asked: Asked) -> Answer:
        found = self.content.get(urlsplit(asked.path).path)
        if found is None:
            return 404, {}, b""
        media_type, body = found
        return 200, {"Content-Type": media_type}, body

    def blob(self, data: bytes) -> dict[str, object]:
        """DATA served as a blob; its descriptor (without a media type)."""
        self.content[f"/v2/hpc/app/blobs/{sha256(data)}"] = ("application/octet-stream", data)
        return {"digest": sha256(data), "size": len(data)}

    def manifest(self, reference: str, document: dict[str, object], media_type: str) -> str:
        """DOCUMENT served as the manifest REFERENCE (a tag) and under its digest."""
        body = json.dumps(document).encode()
        for name in (reference, sha256(body)):
            self.content[f"/v2/hpc/app/manifests/{name}"] = (media_type, body)
        return sha256(body)

    def signatures(self, layers: list[object]) -> None:
        """LAYERS as the cosign signature manifest of the image."""
        config = self.blob(b"{}")
        document = {"schemaVersion": 2, "mediaType": OCI_MANIFEST, "config": config}
        self.manifest(SIGNATURE_TAG, {**document, "layers": layers}, OCI_MANIFEST)

    def asked_for(self, kind: str) -> int:
        return sum(f"/{kind}/" in asked.path for asked in self.server.requests)

    def find(self) -> list[SimpleSigning | SigstoreBundle]:
        with RegistryClient(insecure=[self.server.host], timeout=5) as client:
            return find_signatures(client, self.ref, IMAGE)


@pytest.fixture
def served() -> Iterator[Served]:
    registry = Served()
    try:
        yield registry
    finally:
        registry.server.stop()


def simple_signing(served: Served, payload: bytes, annotations: object) -> dict[str, object]:
    return {
        "mediaType": SIMPLE_SIGNING_MEDIA_TYPE,
        **served.blob(payload),
        "annotations": annotations,
    }


def test_only_signed_simple_signing_layers_and_bundle_layers_are_read(served: Served) -> None:
    keyless = {
        SIGNATURE_ANNOTATION: "c2ln",
        CERTIFICATE_ANNOTATION: "CERT",
        CHAIN_ANNOTATION: "CHAIN",
        REKOR_BUNDLE_ANNOTATION: "{}",
    }
    served.signatures(
        [
            simple_signing(served, b"keyless payload", keyless),
            "not a layer",
            simple_signing(served, b"unsigned", {}),
            simple_signing(served, b"empty signature", {SIGNATURE_ANNOTATION: ""}),
            simple_signing(served, b"annotations not a table", [SIGNATURE_ANNOTATION]),
            {"mediaType": "text/plain", **served.blob(b"text"), "annotations": keyless},
            {"mediaType": BUNDLE, **served.blob(b"a bundle")},
            simple_signing(served, b"key payload", {SIGNATURE_ANNOTATION: "a2V5", "x": "y"}),
            simple_signing(
                served, b"an empty certificate", {**keyless, CERTIFICATE_ANNOTATION: ""}
            ),
        ]
    )
    where = f"{served.ref.name}:{SIGNATURE_TAG} layer"
    found = served.find()
    assert found == [
        SimpleSigning(b"keyless payload", "c2ln", "CERT", "CHAIN", "{}", f"{where} 0"),
        SigstoreBundle(b"a bundle", f"{where} 5"),
        SimpleSigning(b"key payload", "a2V5", None, None, None, f"{where} 6"),
        SimpleSigning(b"an empty certificate", "c2ln", None, "CHAIN", "{}", f"{where} 7"),
    ]
    assert [describe(f) for f in found] == [
        f"cosign keyless signature at {where} 0",
        f"Sigstore bundle at {where} 5",
        f"cosign key signature at {where} 6",
        f"cosign key signature at {where} 7",
    ]
    # Only the layers read as signatures were fetched.
    assert served.asked_for("blobs") == 4


def test_a_signature_manifest_without_a_list_of_layers_holds_no_signature(
    served: Served,
) -> None:
    served.manifest(SIGNATURE_TAG, {"schemaVersion": 2, "layers": {"0": {}}}, OCI_MANIFEST)
    assert served.find() == []


@pytest.mark.parametrize("media_type", [SIMPLE_SIGNING_MEDIA_TYPE, BUNDLE])
@pytest.mark.parametrize("digest", [None, 7])
def test_a_signature_layer_without_a_digest_is_refused(
    served: Served, media_type: str, digest: int | None
) -> None:
    layer: dict[str, object] = {"mediaType": media_type, "annotations": {SIGNATURE_ANNOTATION: "x"}}
    if digest is not None:
        layer["digest"] = digest
    served.signatures([layer])
    with pytest.raises(RegistryError, match=r"^a signature layer has no digest$"):
        served.find()


def test_the_signatures_read_from_cosign_s_tag_are_bounded(served: Served) -> None:
    served.signatures(
        [
            simple_signing(served, f"payload {i}".encode(), {SIGNATURE_ANNOTATION: "c2ln"})
            for i in range(MAX_SIGNATURES + 3)
        ]
    )
    found = served.find()
    assert len(found) == MAX_SIGNATURES == 32
    assert found[-1] == SimpleSigning(
        b"payload 31", "c2ln", None, None, None, f"{served.ref.name}:{SIGNATURE_TAG} layer 31"
    )
    assert served.asked_for("blobs") == MAX_SIGNATURES


def test_a_signature_blob_is_read_up_to_its_size_limit(served: Served) -> None:
    largest = b"x" * MAX_SIGNATURE_BYTES
    served.signatures([simple_signing(served, largest, {SIGNATURE_ANNOTATION: "c2ln"})])
    assert [f.payload for f in served.find() if isinstance(f, SimpleSigning)] == [largest]
    assert MAX_SIGNATURE_BYTES == 1024 * 1024

    served.signatures([simple_signing(served, largest + b"x", {SIGNATURE_ANNOTATION: "c2ln"})])
    with pytest.raises(RegistryError, match=f"more than the {MAX_SIGNATURE_BYTES} allowed"):
        served.find()


def referrer(
    served: Served, layers: list[dict[str, object]], *, subject: object = None
) -> dict[str, object]:
    """An artifact manifest holding LAYERS that refers to SUBJECT (by default: the image); its
    descriptor, as a referrers listing gives it."""
    document = {
        "schemaVersion": 2,
        "mediaType": OCI_MANIFEST,
        "artifactType": BUNDLE,
        "config": served.blob(b"{}"),
        "layers": layers,
        "subject": {"mediaType": OCI_MANIFEST, "digest": IMAGE, "size": 9}
        if subject is None
        else subject,
    }
    body = json.dumps(document).encode()
    digest = served.manifest(f"t{len(served.content)}", document, OCI_MANIFEST)
    return {"mediaType": OCI_MANIFEST, "digest": digest, "size": len(body), "artifactType": BUNDLE}


def listing(*descriptors: dict[str, object]) -> dict[str, object]:
    return {"schemaVersion": 2, "mediaType": OCI_INDEX, "manifests": list(descriptors)}


@pytest.mark.parametrize("through", ["referrers API", "referrers tag"])
def test_only_bundles_of_referrers_that_name_this_image_are_read(
    served: Served, through: str
) -> None:
    bundle_layer = {"mediaType": BUNDLE, **served.blob(b"bundle one")}
    good = referrer(served, [{"mediaType": "text/plain", **served.blob(b"note")}, bundle_layer])
    other_type = {**referrer(served, [bundle_layer]), "artifactType": "application/spdx+json"}
    elsewhere = referrer(
        served, [bundle_layer], subject={"mediaType": OCI_MANIFEST, "digest": sha256(b"x")}
    )
    no_subject = referrer(served, [bundle_layer], subject="the image")
    missing = {**good, "digest": sha256(b"gone")}
    second = referrer(served, [{"mediaType": BUNDLE, **served.blob(b"bundle two")}])
    index = listing(good, other_type, elsewhere, no_subject, missing, second)
    if through == "referrers API":
        served.content[f"/v2/hpc/app/referrers/{IMAGE}"] = (OCI_INDEX, json.dumps(index).encode())
    else:
        served.manifest(REFERRERS_TAG, index, OCI_INDEX)
    assert served.find() == [
        SigstoreBundle(b"bundle one", f"{served.ref.name}@{good['digest']} layer 1"),
        SigstoreBundle(b"bundle two", f"{served.ref.name}@{second['digest']} layer 0"),
    ]
    assert served.asked_for("blobs") == 2


def test_a_referrers_tag_that_is_no_index_lists_nothing(served: Served) -> None:
    bundle = referrer(served, [{"mediaType": BUNDLE, **served.blob(b"bundle")}])
    served.manifest(REFERRERS_TAG, {**listing(bundle), "mediaType": OCI_MANIFEST}, OCI_MANIFEST)
    assert served.find() == []


def test_the_referrers_read_for_one_image_are_bounded(served: Served) -> None:
    descriptors = [
        referrer(served, [{"mediaType": BUNDLE, **served.blob(f"bundle {i}".encode())}])
        for i in range(MAX_SIGNATURES + 3)
    ]
    served.manifest(REFERRERS_TAG, listing(*descriptors), OCI_INDEX)
    found = served.find()
    assert len(found) == MAX_SIGNATURES
    assert found[-1] == SigstoreBundle(
        b"bundle 31", f"{served.ref.name}@{descriptors[31]['digest']} layer 0"
    )
    # One fetch for the signature tag, one for the referrers tag, one per referrer read.
    assert served.asked_for("manifests") == 2 + MAX_SIGNATURES


def test_a_referrers_tag_that_is_a_malformed_index_is_refused_naming_it(served: Served) -> None:
    served.manifest(REFERRERS_TAG, {**listing(), "manifests": "none"}, OCI_INDEX)
    with pytest.raises(RegistryError) as refused:
        served.find()
    assert str(refused.value).startswith(
        f"referrers tag {served.ref.name}:{REFERRERS_TAG} from {served.server.host}"
    )


@pytest.mark.parametrize("where", ["cosign tag", "referrer"])
def test_a_bundle_blob_is_read_up_to_the_signature_size_limit(served: Served, where: str) -> None:
    def attach(bundle: bytes) -> None:
        layer = {"mediaType": BUNDLE, **served.blob(bundle)}
        if where == "cosign tag":
            served.signatures([layer])
        else:
            served.manifest(REFERRERS_TAG, listing(referrer(served, [layer])), OCI_INDEX)

    largest = b"x" * MAX_SIGNATURE_BYTES
    attach(largest)
    assert [f.bundle for f in served.find() if isinstance(f, SigstoreBundle)] == [largest]
    attach(largest + b"x")
    with pytest.raises(RegistryError, match=f"more than the {MAX_SIGNATURE_BYTES} allowed"):
        served.find()
