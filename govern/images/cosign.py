"""Cosign simple signing: the signed payload, its keys, and signatures made and checked with them.

A cosign signature signs a small JSON document (the "simple signing" payload) that names the
image's repository and manifest digest; the signature travels as a base64 annotation on the
OCI layer that carries the payload."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature, UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa

from govern.errors import ImageError

SIMPLE_SIGNING_MEDIA_TYPE = "application/vnd.dev.cosign.simplesigning.v1+json"
SIGNATURE_TYPE = "cosign container image signature"
SIGNATURE_ANNOTATION = "dev.cosignproject.cosign/signature"
CERTIFICATE_ANNOTATION = "dev.sigstore.cosign/certificate"
CHAIN_ANNOTATION = "dev.sigstore.cosign/chain"
REKOR_BUNDLE_ANNOTATION = "dev.sigstore.cosign/bundle"

PublicKey = ec.EllipticCurvePublicKey | rsa.RSAPublicKey | ed25519.Ed25519PublicKey
PrivateKey = ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey

# The hash cosign signs with for each curve. Older cosign and containers/image hash with SHA-256
# whatever the curve, so a signature over either hash is one made under the key.
_CURVE_HASHES: dict[str, type[hashes.HashAlgorithm]] = {
    "secp256r1": hashes.SHA256,
    "secp384r1": hashes.SHA384,
    "secp521r1": hashes.SHA512,
}
_LEGACY_ECDSA_HASH: type[hashes.HashAlgorithm] = hashes.SHA256


@dataclass(frozen=True)
class SignedImage:
    """What a simple-signing payload vouches for."""

    docker_reference: str
    manifest_digest: str
    optional: dict[str, Any]


def simple_signing_payload(repository: str, digest: str) -> bytes:
    """The payload cosign signs for an image; `repository` is 'registry/repository'."""
    document = {
        "critical": {
            "identity": {"docker-reference": repository},
            "image": {"docker-manifest-digest": digest},
            "type": SIGNATURE_TYPE,
        },
        "optional": None,
    }
    return json.dumps(document, separators=(",", ":")).encode()


def parse_payload(payload: bytes) -> SignedImage:
    """The image a payload names. Anything but a cosign image-signature payload is an ImageError."""
    try:
        document = json.loads(payload)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ImageError("signed payload is not JSON") from None
    critical = document.get("critical") if isinstance(document, dict) else None
    if not isinstance(critical, dict):
        raise ImageError("signed payload has no 'critical' section")
    if critical.get("type") != SIGNATURE_TYPE:
        raise ImageError(f"signed payload is not a {SIGNATURE_TYPE!r}")
    identity = critical.get("identity")
    image = critical.get("image")
    reference = identity.get("docker-reference") if isinstance(identity, dict) else None
    digest = image.get("docker-manifest-digest") if isinstance(image, dict) else None
    if not isinstance(reference, str) or not isinstance(digest, str) or not digest:
        raise ImageError("signed payload does not name an image reference and manifest digest")
    optional = document.get("optional")
    return SignedImage(reference, digest, optional if isinstance(optional, dict) else {})


def _public_key_from(loaded: object, where: str) -> PublicKey:
    if isinstance(loaded, ec.EllipticCurvePublicKey):
        if loaded.curve.name not in _CURVE_HASHES:
            raise ImageError(f"{where}: unsupported elliptic curve {loaded.curve.name}")
        return loaded
    if isinstance(loaded, rsa.RSAPublicKey | ed25519.Ed25519PublicKey):
        return loaded
    raise ImageError(f"{where}: not an ECDSA, RSA or Ed25519 public key")


def parse_public_key(pem: bytes, where: str = "public key") -> PublicKey:
    try:
        loaded = serialization.load_pem_public_key(pem)
    except (ValueError, UnsupportedAlgorithm):
        raise ImageError(
            f"{where}: not a PEM public key (expected '-----BEGIN PUBLIC KEY-----')"
        ) from None
    return _public_key_from(loaded, where)


def load_public_key(path: Path) -> PublicKey:
    try:
        pem = path.read_bytes()
    except OSError as exc:
        raise ImageError(f"{path}: cannot read public key: {exc.strerror}") from None
    return parse_public_key(pem, str(path))


def public_pem(key: PublicKey) -> str:
    return key.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()


def key_id(key: PublicKey) -> str:
    """A short stable name for a key: sha256 of its DER SubjectPublicKeyInfo, first 16 hex."""
    der = key.public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    return "sha256:" + hashlib.sha256(der).hexdigest()[:16]


def decode_signature(signature_b64: str) -> bytes:
    try:
        return base64.b64decode(signature_b64, validate=True)
    except (binascii.Error, ValueError):
        raise ImageError("signature annotation is not base64") from None


def verify_signature(key: PublicKey, payload: bytes, signature: bytes) -> bool:
    """True when SIGNATURE over PAYLOAD verifies under KEY, with a hash cosign or containers/image
    signs with for the key."""
    if isinstance(key, ec.EllipticCurvePublicKey):
        algorithms = dict.fromkeys((_CURVE_HASHES[key.curve.name], _LEGACY_ECDSA_HASH))
        return any(
            _holds(partial(key.verify, signature, payload, ec.ECDSA(algorithm())))
            for algorithm in algorithms
        )
    if isinstance(key, rsa.RSAPublicKey):
        return _holds(partial(key.verify, signature, payload, padding.PKCS1v15(), hashes.SHA256()))
    return _holds(partial(key.verify, signature, payload))


def _holds(check: Callable[[], None]) -> bool:
    try:
        check()
    except InvalidSignature:
        return False
    return True


def sign_payload(key: PrivateKey, payload: bytes) -> bytes:
    if isinstance(key, ec.EllipticCurvePrivateKey):
        return key.sign(payload, ec.ECDSA(_CURVE_HASHES[key.curve.name]()))
    if isinstance(key, rsa.RSAPrivateKey):
        return key.sign(payload, padding.PKCS1v15(), hashes.SHA256())
    return key.sign(payload)
