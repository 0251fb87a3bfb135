"""Where an image's signatures live in a registry, and reading them out.

Two places are searched: cosign's tag scheme (`<repo>:sha256-<hex>.sig`, an OCI manifest whose
layers are simple-signing payloads with the signature in an annotation) and OCI referrers of the
image whose artifact type is a Sigstore bundle — through the referrers API, or the referrers tag
scheme (`<repo>:sha256-<hex>`, an index) on registries without that API."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from govern.errors import RegistryError
from govern.images._internal.registry import Descriptor, RegistryClient, parse_index
from govern.images.cosign import (
    CERTIFICATE_ANNOTATION,
    CHAIN_ANNOTATION,
    REKOR_BUNDLE_ANNOTATION,
    SIGNATURE_ANNOTATION,
    SIMPLE_SIGNING_MEDIA_TYPE,
)
from govern.images.reference import ImageReference

BUNDLE_MEDIA_TYPES = (
    "application/vnd.dev.sigstore.bundle.v0.3+json",
    "application/vnd.dev.sigstore.bundle+json;version=0.3",
    "application/vnd.dev.sigstore.bundle+json;version=0.2",
    "application/vnd.dev.sigstore.bundle+json;version=0.1",
)
OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json"
OCI_INDEX = "application/vnd.oci.image.index.v1+json"
# Enough for any honest image; a flood of signatures must not turn one check into many downloads.
MAX_SIGNATURES = 32
MAX_SIGNATURE_BYTES = 1024 * 1024


@dataclass(frozen=True)
class SimpleSigning:
    """One cosign simple-signing layer: the payload and what its annotations carry."""

    payload: bytes
    signature: str
    certificate: str | None
    chain: str | None
    rekor_bundle: str | None
    where: str


@dataclass(frozen=True)
class SigstoreBundle:
    bundle: bytes
    where: str


FoundSignature = SimpleSigning | SigstoreBundle


def signature_tag(digest: str) -> str:
    """cosign's tag for the signatures of DIGEST: 'sha256:abc' -> 'sha256-abc.sig'."""
    return digest.replace(":", "-") + ".sig"


def _layers(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    layers = manifest.get("layers")
    if not isinstance(layers, list):
        return []
    return [layer for layer in layers if isinstance(layer, dict)]


def _annotation(layer: dict[str, Any], name: str) -> str | None:
    annotations = layer.get("annotations")
    if not isinstance(annotations, dict):
        return None
    value = annotations.get(name)
    return value if isinstance(value, str) and value else None


def _layer_digest(layer: dict[str, Any]) -> str:
    digest = layer.get("digest")
    if not isinstance(digest, str):
        raise RegistryError("a signature layer has no digest")
    return digest


def cosign_tag_signatures(
    client: RegistryClient, ref: ImageReference, digest: str
) -> list[FoundSignature]:
    tag = signature_tag(digest)
    manifest = client.get_manifest(ref.registry, ref.repository, tag)
    if manifest is None:
        return []
    found: list[FoundSignature] = []
    for index, layer in enumerate(_layers(manifest.json())[:MAX_SIGNATURES]):
        where = f"{ref.name}:{tag} layer {index}"
        media_type = layer.get("mediaType")
        if media_type in BUNDLE_MEDIA_TYPES:
            blob = client.get_blob(
                ref.registry, ref.repository, _layer_digest(layer), MAX_SIGNATURE_BYTES
            )
            found.append(SigstoreBundle(blob, where))
            continue
        signature = _annotation(layer, SIGNATURE_ANNOTATION)
        if media_type != SIMPLE_SIGNING_MEDIA_TYPE or signature is None:
            continue
        payload = client.get_blob(
            ref.registry, ref.repository, _layer_digest(layer), MAX_SIGNATURE_BYTES
        )
        found.append(
            SimpleSigning(
                payload=payload,
                signature=signature,
                certificate=_annotation(layer, CERTIFICATE_ANNOTATION),
                chain=_annotation(layer, CHAIN_ANNOTATION),
                rekor_bundle=_annotation(layer, REKOR_BUNDLE_ANNOTATION),
                where=where,
            )
        )
    return found


def _referrer_descriptors(
    client: RegistryClient, ref: ImageReference, digest: str
) -> list[Descriptor]:
    listed = client.referrers(ref.registry, ref.repository, digest)
    if listed is not None:
        return listed
    tag = digest.replace(":", "-")
    index = client.get_manifest(ref.registry, ref.repository, tag)
    if index is None or index.media_type != OCI_INDEX:
        return []
    return parse_index(index.body, ref.registry, f"referrers tag {ref.name}:{tag}")


def referrer_bundles(
    client: RegistryClient, ref: ImageReference, digest: str
) -> list[FoundSignature]:
    found: list[FoundSignature] = []
    descriptors = [
        d
        for d in _referrer_descriptors(client, ref, digest)
        if d.artifact_type in BUNDLE_MEDIA_TYPES
    ]
    for descriptor in descriptors[:MAX_SIGNATURES]:
        manifest = client.get_manifest(ref.registry, ref.repository, descriptor.digest)
        if manifest is None:
            continue
        body = manifest.json()
        subject = body.get("subject")
        # A referrer must point back at this image; a listing that says otherwise is ignored.
        if not isinstance(subject, dict) or subject.get("digest") != digest:
            continue
        for index, layer in enumerate(_layers(body)):
            if layer.get("mediaType") not in BUNDLE_MEDIA_TYPES:
                continue
            # The bound is on the image, not per referrer: one artifact listing thousands of
            # bundle layers must not cost thousands of fetches.
            if len(found) == MAX_SIGNATURES:
                return found
            blob = client.get_blob(
                ref.registry, ref.repository, _layer_digest(layer), MAX_SIGNATURE_BYTES
            )
            found.append(SigstoreBundle(blob, f"{ref.name}@{descriptor.digest} layer {index}"))
    return found


# Where signatures are looked for, in order: a verifier stops at the first place that holds one it
# trusts, so the common case (a cosign signature) costs no referrer lookups.
SIGNATURE_SOURCES = (cosign_tag_signatures, referrer_bundles)


def find_signatures(
    client: RegistryClient, ref: ImageReference, digest: str
) -> list[FoundSignature]:
    """Every signature the registry holds for the image DIGEST in REF's repository."""
    return [found for source in SIGNATURE_SOURCES for found in source(client, ref, digest)]


def describe(found: FoundSignature) -> str:
    if isinstance(found, SigstoreBundle):
        return f"Sigstore bundle at {found.where}"
    kind = "keyless" if found.certificate else "key"
    return f"cosign {kind} signature at {found.where}"
