"""Signing an image the way cosign does: a simple-signing payload for the image's digest, signed
with a key and added as a layer to the image's `sha256-<hex>.sig` manifest."""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass
from typing import Any

from govern.images._internal.registry import RegistryClient
from govern.images.cosign import (
    SIGNATURE_ANNOTATION,
    SIMPLE_SIGNING_MEDIA_TYPE,
    PrivateKey,
    sign_payload,
    simple_signing_payload,
)
from govern.images.reference import ImageReference
from govern.images.signatures import OCI_MANIFEST, signature_tag

OCI_CONFIG = "application/vnd.oci.image.config.v1+json"


@dataclass(frozen=True)
class SignedResult:
    reference: str
    digest: str
    signature_tag: str
    signature_manifest: str
    signatures: int

    def to_json(self) -> dict[str, Any]:
        return {
            "reference": self.reference,
            "digest": self.digest,
            "signature_tag": self.signature_tag,
            "signature_manifest": self.signature_manifest,
            "signatures": self.signatures,
        }


def _descriptor(media_type: str, data: bytes) -> dict[str, Any]:
    return {
        "mediaType": media_type,
        "size": len(data),
        "digest": "sha256:" + hashlib.sha256(data).hexdigest(),
    }


def _existing_layers(client: RegistryClient, ref: ImageReference, tag: str) -> list[dict[str, Any]]:
    manifest = client.get_manifest(ref.registry, ref.repository, tag)
    if manifest is None or manifest.media_type != OCI_MANIFEST:
        return []
    layers = manifest.json().get("layers")
    return (
        [layer for layer in layers if isinstance(layer, dict)] if isinstance(layers, list) else []
    )


def attach_signature(
    client: RegistryClient,
    ref: ImageReference,
    digest: str,
    payload: bytes,
    annotations: dict[str, str],
) -> tuple[str, int]:
    """Add a simple-signing layer (PAYLOAD with ANNOTATIONS) to the signatures of DIGEST,
    keeping the earlier ones; returns the signature manifest's digest and its layer count."""
    tag = signature_tag(digest)
    layers = _existing_layers(client, ref, tag)
    client.push_blob(ref.registry, ref.repository, payload)
    layers.append({**_descriptor(SIMPLE_SIGNING_MEDIA_TYPE, payload), "annotations": annotations})
    config = json.dumps(
        {
            "architecture": "",
            "os": "",
            "config": {},
            "rootfs": {"type": "layers", "diff_ids": [layer["digest"] for layer in layers]},
        },
        separators=(",", ":"),
    ).encode()
    client.push_blob(ref.registry, ref.repository, config)
    manifest = json.dumps(
        {
            "schemaVersion": 2,
            "mediaType": OCI_MANIFEST,
            "config": _descriptor(OCI_CONFIG, config),
            "layers": layers,
        },
        separators=(",", ":"),
    ).encode()
    manifest_digest = client.push_manifest(
        ref.registry, ref.repository, tag, manifest, OCI_MANIFEST
    )
    return manifest_digest, len(layers)


def sign_image(client: RegistryClient, reference: str, key: PrivateKey) -> SignedResult:
    """Sign the image REFERENCE names (a tag is resolved to its digest first) and push the
    signature; earlier signatures of the image are kept."""
    ref = ImageReference.parse(reference)
    digest = client.resolve(ref)
    payload = simple_signing_payload(ref.name, digest)
    signature = base64.b64encode(sign_payload(key, payload)).decode()
    manifest_digest, count = attach_signature(
        client, ref, digest, payload, {SIGNATURE_ANNOTATION: signature}
    )
    tag = signature_tag(digest)
    return SignedResult(reference, digest, f"{ref.name}:{tag}", manifest_digest, count)
