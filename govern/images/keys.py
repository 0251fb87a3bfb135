"""Signing keys on disk, in cosign's format.

`cosign generate-key-pair` writes the private key as PKCS#8 DER sealed with NaCl secretbox under a
scrypt-derived key, inside a PEM block; govern reads and writes the same format so that keys move
freely between the two tools. Plain PEM private keys (PKCS#8, optionally password-encrypted, or
SEC1 EC keys) are read too."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa

from govern.errors import ImageError
from govern.images.cosign import PrivateKey, public_pem

_COSIGN_PEM_TYPES = ("ENCRYPTED SIGSTORE PRIVATE KEY", "ENCRYPTED COSIGN PRIVATE KEY")
_WRITE_PEM_TYPE = "ENCRYPTED SIGSTORE PRIVATE KEY"
# cosign's own parameters; a key written here is read by cosign and the other way round.
_SCRYPT_N, _SCRYPT_R, _SCRYPT_P = 65536, 8, 1
_SCRYPT_MAXMEM = 256 * 1024 * 1024
PASSWORD_VARIABLES = ("GOVERN_KEY_PASSWORD", "COSIGN_PASSWORD")


@dataclass(frozen=True)
class KeyPair:
    private_path: Path
    public_path: Path


def password_from_environment() -> bytes | None:
    for name in PASSWORD_VARIABLES:
        value = os.environ.get(name)
        if value is not None:
            return value.encode()
    return None


def _pem_block(text: str) -> tuple[str, bytes] | None:
    lines = [line.strip() for line in text.strip().splitlines()]
    if len(lines) < 3 or not lines[0].startswith("-----BEGIN ") or not lines[0].endswith("-----"):
        return None
    kind = lines[0][len("-----BEGIN ") : -len("-----")]
    if lines[-1] != f"-----END {kind}-----":
        return None
    try:
        return kind, base64.b64decode("".join(lines[1:-1]), validate=True)
    except (binascii.Error, ValueError):
        return None


def _scrypt(password: bytes, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(password, salt=salt, n=n, r=r, p=p, dklen=32, maxmem=_SCRYPT_MAXMEM)


def _open_cosign_key(body: bytes, password: bytes, where: str) -> bytes:
    import nacl.exceptions
    import nacl.secret

    try:
        sealed = json.loads(body)
        kdf, cipher = sealed["kdf"], sealed["cipher"]
        if kdf["name"] != "scrypt" or cipher["name"] != "nacl/secretbox":
            raise ImageError(f"{where}: unsupported cosign key encryption {kdf['name']}")
        params = kdf["params"]
        key = _scrypt(
            password, base64.b64decode(kdf["salt"]), params["N"], params["r"], params["p"]
        )
        nonce = base64.b64decode(cipher["nonce"])
        ciphertext = base64.b64decode(sealed["ciphertext"])
    except (ValueError, KeyError, TypeError, binascii.Error):
        raise ImageError(f"{where}: not a readable cosign private key") from None
    try:
        return nacl.secret.SecretBox(key).decrypt(ciphertext, nonce)
    except (nacl.exceptions.CryptoError, ValueError):
        raise ImageError(
            f"{where}: wrong password for this key (set GOVERN_KEY_PASSWORD or COSIGN_PASSWORD)"
        ) from None


def _checked(key: object, where: str) -> PrivateKey:
    if isinstance(key, ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey):
        return key
    raise ImageError(f"{where}: not an ECDSA, RSA or Ed25519 private key")


def load_private_key(path: Path, password: bytes | None) -> PrivateKey:
    """A signing key from a cosign key file or a PEM private key. A missing password for an
    encrypted key is the empty password, as with cosign."""
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not text"
        raise ImageError(f"{path}: cannot read private key: {reason}") from None
    block = _pem_block(text)
    if block is None:
        raise ImageError(f"{path}: not a PEM private key")
    kind, body = block
    if kind in _COSIGN_PEM_TYPES:
        der = _open_cosign_key(body, password or b"", str(path))
        try:
            return _checked(serialization.load_der_private_key(der, None), str(path))
        except (ValueError, UnsupportedAlgorithm):
            raise ImageError(f"{path}: the sealed key is not a PKCS#8 private key") from None
    try:
        loaded = serialization.load_pem_private_key(
            text.encode(), password if kind == "ENCRYPTED PRIVATE KEY" else None
        )
    except TypeError:
        raise ImageError(f"{path}: the key is encrypted: set GOVERN_KEY_PASSWORD") from None
    except (ValueError, UnsupportedAlgorithm):
        raise ImageError(f"{path}: not a usable private key (or a wrong password)") from None
    return _checked(loaded, str(path))


def seal_cosign_key(key: PrivateKey, password: bytes) -> str:
    """KEY as cosign writes it: PKCS#8 sealed under scrypt(PASSWORD), in a PEM block."""
    import nacl.secret

    der = key.private_bytes(
        serialization.Encoding.DER,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    salt = secrets.token_bytes(32)
    nonce = secrets.token_bytes(nacl.secret.SecretBox.NONCE_SIZE)
    box = nacl.secret.SecretBox(_scrypt(password, salt, _SCRYPT_N, _SCRYPT_R, _SCRYPT_P))
    sealed = {
        "kdf": {
            "name": "scrypt",
            "params": {"N": _SCRYPT_N, "r": _SCRYPT_R, "p": _SCRYPT_P},
            "salt": base64.b64encode(salt).decode(),
        },
        "cipher": {"name": "nacl/secretbox", "nonce": base64.b64encode(nonce).decode()},
        "ciphertext": base64.b64encode(box.encrypt(der, nonce).ciphertext).decode(),
    }
    encoded = base64.b64encode(json.dumps(sealed).encode()).decode()
    lines = [encoded[i : i + 64] for i in range(0, len(encoded), 64)]
    return (
        "\n".join(
            [f"-----BEGIN {_WRITE_PEM_TYPE}-----", *lines, f"-----END {_WRITE_PEM_TYPE}-----"]
        )
        + "\n"
    )


def generate_key_pair(prefix: Path, password: bytes) -> KeyPair:
    """PREFIX.key (sealed, mode 0600) and PREFIX.pub, an ECDSA P-256 pair like cosign's. Never
    overwrites an existing file."""
    private_path = prefix.with_name(prefix.name + ".key")
    public_path = prefix.with_name(prefix.name + ".pub")
    for path in (private_path, public_path):
        if path.exists():
            raise ImageError(f"{path} already exists; remove it or choose another prefix")
    key = ec.generate_private_key(ec.SECP256R1())
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL
    try:
        descriptor = os.open(private_path, flags, 0o600)
        with os.fdopen(descriptor, "w") as handle:
            handle.write(seal_cosign_key(key, password))
        descriptor = os.open(public_path, flags, 0o644)
        with os.fdopen(descriptor, "w") as handle:
            handle.write(public_pem(key.public_key()))
    except OSError as exc:
        raise ImageError(f"cannot write key pair at {prefix}: {exc.strerror}") from None
    return KeyPair(private_path, public_path)
