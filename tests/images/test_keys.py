"""Signing keys: cosign's sealed key format both ways, PEM keys, and refusals that say why."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa

from govern.errors import ImageError
from govern.images.cosign import (
    load_public_key,
    sign_payload,
    simple_signing_payload,
    verify_signature,
)
from govern.images.keys import generate_key_pair, load_private_key
from tests.conformance import VECTORS

# A key written by `cosign generate-key-pair` with an empty password (a public test key of
# conforma/cli), so govern is checked against cosign's own output, not only against itself.
COSIGN_WRITTEN_KEY = """-----BEGIN ENCRYPTED SIGSTORE PRIVATE KEY-----
eyJrZGYiOnsibmFtZSI6InNjcnlwdCIsInBhcmFtcyI6eyJOIjo2NTUzNiwiciI6
OCwicCI6MX0sInNhbHQiOiJLYU9OQzduQVJLOVgxM1FoaWFucjAwTTBGYys2Sitr
dnAxN1FuanpiVk9nPSJ9LCJjaXBoZXIiOnsibmFtZSI6Im5hY2wvc2VjcmV0Ym94
Iiwibm9uY2UiOiJVOHZqWWtqMlZOUFZGdlZFZWZ3bXZ5VGloUERrelBoaCJ9LCJj
aXBoZXJ0ZXh0IjoidWNWMnQ4TTZVNFJvb29FOXc0d3dkc3E1RDYrS2RKY245dERT
KzFwRDRGN040SVJOWEgzSTBua3h1a3NackFOUHR1emIvTkVYQ201dUp3Zjh3Qzl1
VlprbXdwNU5jRUZ6b3ZNS3JCZmNvdXdjaEkrMzkrQ0NhbVZPbzBucmRnZjhvcmpK
dXdrWDBYL1phY0RUTERGaUxyc1laMWVMMmlqMGU1MVRpZmVQNTl4WXNPK1FnM1Jv
OURRVjNQMk9ndDFDaVFHeGg1VXhUZytGc3c9PSJ9
-----END ENCRYPTED SIGSTORE PRIVATE KEY-----
"""

PAYLOAD = simple_signing_payload("127.0.0.1:5000/hpc/app", "sha256:" + "ab" * 32)


def test_a_key_written_by_cosign_is_read(tmp_path: Path) -> None:
    path = tmp_path / "cosign.key"
    path.write_text(COSIGN_WRITTEN_KEY)
    key = load_private_key(path, b"")
    assert isinstance(key, ec.EllipticCurvePrivateKey)
    assert key.curve.name == "secp256r1"
    with pytest.raises(ImageError, match="wrong password"):
        load_private_key(path, b"not the password")


def test_generated_pair_signs_and_verifies_and_is_private(tmp_path: Path) -> None:
    pair = generate_key_pair(tmp_path / "site", b"s3cret")
    assert stat.S_IMODE(os.stat(pair.private_path).st_mode) == 0o600
    assert "ENCRYPTED SIGSTORE PRIVATE KEY" in pair.private_path.read_text()
    key = load_private_key(pair.private_path, b"s3cret")
    public = load_public_key(pair.public_path)
    signature = sign_payload(key, PAYLOAD)
    assert verify_signature(public, PAYLOAD, signature)
    assert not verify_signature(public, PAYLOAD + b" ", signature)
    with pytest.raises(ImageError, match="wrong password"):
        load_private_key(pair.private_path, None)


def test_keygen_never_overwrites(tmp_path: Path) -> None:
    pair = generate_key_pair(tmp_path / "site", b"")
    before = pair.private_path.read_bytes()
    with pytest.raises(ImageError, match="already exists"):
        generate_key_pair(tmp_path / "site", b"")
    assert pair.private_path.read_bytes() == before


@pytest.mark.parametrize(
    "make",
    [
        lambda: ec.generate_private_key(ec.SECP384R1()),
        lambda: rsa.generate_private_key(public_exponent=65537, key_size=2048),
        ed25519.Ed25519PrivateKey.generate,
    ],
    ids=["ecdsa-p384", "rsa", "ed25519"],
)
def test_pem_private_keys_of_each_kind_sign_verifiably(tmp_path: Path, make: object) -> None:
    key = make()  # type: ignore[operator]
    path = tmp_path / "key.pem"
    path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.BestAvailableEncryption(b"pw"),
        )
    )
    loaded = load_private_key(path, b"pw")
    public_path = tmp_path / "key.pub"
    public_path.write_bytes(
        key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
    )
    assert verify_signature(load_public_key(public_path), PAYLOAD, sign_payload(loaded, PAYLOAD))


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "not a PEM private key"),
        ("hello", "not a PEM private key"),
        (
            "-----BEGIN ENCRYPTED SIGSTORE PRIVATE KEY-----\nbm90IGEga2V5\n"
            "-----END ENCRYPTED SIGSTORE PRIVATE KEY-----\n",
            "not a readable cosign private key",
        ),
        (
            "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
            "not a usable private key",
        ),
        (
            "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n",
            "not a usable private key",
        ),
    ],
)
def test_bad_private_keys_are_refused_with_a_reason(
    tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "bad.key"
    path.write_text(content)
    with pytest.raises(ImageError, match=message):
        load_private_key(path, b"")


def test_missing_key_file_says_so(tmp_path: Path) -> None:
    with pytest.raises(ImageError, match="cannot read private key"):
        load_private_key(tmp_path / "absent.key", None)
    with pytest.raises(ImageError, match="cannot read public key"):
        load_public_key(tmp_path / "absent.pub")


def test_a_certificate_is_not_a_public_key(tmp_path: Path) -> None:
    fixtures = VECTORS / "containers-image"
    with pytest.raises(ImageError, match="not a PEM public key"):
        load_public_key(fixtures / "signature" / "fixtures" / "fulcio_v1.crt.pem")
