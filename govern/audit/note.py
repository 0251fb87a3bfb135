"""C2SP signed notes with Ed25519 keys, and C2SP tlog-cosignature/v1 witness cosignatures.

Keys travel as text: a verifier key (vkey) is `name+keyid+base64(type || public key)`, a signing
key is `PRIVATE+KEY+name+keyid+base64(0x01 || seed)`; the key ID is the first four bytes of
SHA-256(name || 0x0A || type || public key).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import struct
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from govern.errors import AuditError

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

ED25519 = 0x01
COSIGNATURE_V1 = 0x04
SIGNATURE_PREFIX = "\u2014 "  # an em dash and a space open every signature line
MAX_SIGNATURES = 100
_KEY_ID_TEXT = re.compile(r"[0-9a-f]{8}")
_TIMESTAMP = struct.Struct(">Q")


class NoteError(AuditError):
    """A signed note or key is malformed, or a signature on it does not verify."""


class SignatureKind(Enum):
    NOTE = "ed25519"  # signs the note text itself
    COSIGNATURE = "cosignature/v1"  # signs "cosignature/v1\ntime T\n" + the note text


def key_id(name: str, algorithm: int, public_key: bytes) -> bytes:
    return hashlib.sha256(name.encode() + b"\n" + bytes([algorithm]) + public_key).digest()[:4]


def valid_key_name(name: str) -> bool:
    return bool(name) and "+" not in name and not any(c.isspace() for c in name)


def _strict_b64decode(text: str) -> bytes:
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise NoteError("not base64") from None


@dataclass(frozen=True)
class VerifierKey:
    name: str
    algorithm: int
    public_key: bytes

    @property
    def key_id(self) -> bytes:
        return key_id(self.name, self.algorithm, self.public_key)

    @property
    def label(self) -> str:
        return f"{self.name}+{self.key_id.hex()}"

    @property
    def vkey(self) -> str:
        encoded = base64.b64encode(bytes([self.algorithm]) + self.public_key).decode()
        return f"{self.label}+{encoded}"


def parse_vkey(text: str) -> VerifierKey:
    """A verifier key; raises NoteError for anything but a well-formed Ed25519 or cosigner key."""
    parts = text.split("+", 2)
    if len(parts) != 3:
        raise NoteError(f"invalid verifier key {text!r}: expected NAME+KEYID+KEY")
    name, id_text, key_text = parts
    try:
        raw = _strict_b64decode(key_text)
    except NoteError:
        raise NoteError(f"invalid verifier key {text!r}: key is not base64") from None
    if not valid_key_name(name) or not _KEY_ID_TEXT.fullmatch(id_text):
        raise NoteError(f"invalid verifier key {text!r}: bad name or key ID")
    if len(raw) != 33 or raw[0] not in (ED25519, COSIGNATURE_V1):
        raise NoteError(f"invalid verifier key {text!r}: not an Ed25519 key")
    key = VerifierKey(name, raw[0], raw[1:])
    if key.key_id.hex() != id_text:
        raise NoteError(f"invalid verifier key {text!r}: key ID does not match the key")
    return key


@dataclass(frozen=True)
class SigningKey:
    name: str
    seed: bytes

    def _private(self) -> Ed25519PrivateKey:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        return Ed25519PrivateKey.from_private_bytes(self.seed)

    @property
    def verifier(self) -> VerifierKey:
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        public = self._private().public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
        return VerifierKey(self.name, ED25519, public)

    @property
    def skey(self) -> str:
        encoded = base64.b64encode(bytes([ED25519]) + self.seed).decode()
        return f"PRIVATE+KEY+{self.verifier.label}+{encoded}"

    def sign(self, text: str) -> str:
        """The signature line (with its newline) for a note text."""
        _check_text(text)
        signature = self._private().sign(text.encode())
        encoded = base64.b64encode(self.verifier.key_id + signature).decode()
        return f"{SIGNATURE_PREFIX}{self.name} {encoded}\n"

    @property
    def cosigner(self) -> VerifierKey:
        """This key as a witness's: the same public key, as a C2SP cosignature/v1 key."""
        return VerifierKey(self.name, COSIGNATURE_V1, self.verifier.public_key)

    def cosign(self, text: str, timestamp: int) -> str:
        """A C2SP cosignature/v1 signature line (with its newline) over a checkpoint's text."""
        _check_text(text)
        signature = self._private().sign(cosignature_message(text, timestamp))
        raw = self.cosigner.key_id + _TIMESTAMP.pack(timestamp) + signature
        return f"{SIGNATURE_PREFIX}{self.name} {base64.b64encode(raw).decode()}\n"


def generate_signing_key(name: str) -> SigningKey:
    import os

    if not valid_key_name(name):
        raise NoteError(f"invalid key name {name!r}: it needs no spaces and no '+'")
    return SigningKey(name, os.urandom(32))


def parse_skey(text: str) -> SigningKey:
    parts = text.strip().split("+", 4)
    if len(parts) != 5 or parts[:2] != ["PRIVATE", "KEY"]:
        raise NoteError("not a signing key: expected PRIVATE+KEY+NAME+KEYID+KEY")
    name, id_text, key_text = parts[2:]
    raw = _strict_b64decode(key_text)
    if not valid_key_name(name) or len(raw) != 33 or raw[0] != ED25519:
        raise NoteError("not an Ed25519 signing key")
    key = SigningKey(name, raw[1:])
    if key.verifier.key_id.hex() != id_text:
        raise NoteError("signing key: key ID does not match the key")
    return key


def sign_note(text: str, key: SigningKey) -> str:
    return text + "\n" + key.sign(text)


def _check_text(text: str) -> None:
    if not text.endswith("\n") or any(c < " " and c != "\n" for c in text):
        raise NoteError("malformed note")


@dataclass(frozen=True)
class Signature:
    name: str
    key_id: bytes
    kind: SignatureKind | None  # None while unverified
    timestamp: int | None = None  # cosignatures carry the time they were made

    @property
    def label(self) -> str:
        return f"{self.name}+{self.key_id.hex()}"


@dataclass(frozen=True)
class OpenedNote:
    text: str
    verified: tuple[Signature, ...]
    unverified: tuple[Signature, ...]


class KeyRing:
    """The keys a reader trusts, looked up by (name, key ID) as signature lines name them."""

    def __init__(self, keys: Iterable[tuple[VerifierKey, SignatureKind]]) -> None:
        self._keys: dict[tuple[str, bytes], list[tuple[VerifierKey, SignatureKind]]] = {}
        for key, kind in keys:
            algorithm = ED25519 if kind is SignatureKind.NOTE else COSIGNATURE_V1
            if kind is SignatureKind.NOTE and key.algorithm != ED25519:
                raise NoteError(f"{key.label} is a cosigner key and cannot sign notes")
            lookup = (key.name, key_id(key.name, algorithm, key.public_key))
            self._keys.setdefault(lookup, []).append((key, kind))

    def lookup(self, name: str, id_bytes: bytes) -> tuple[VerifierKey, SignatureKind] | None:
        found = self._keys.get((name, id_bytes), [])
        if len(found) > 1:
            raise NoteError(f"ambiguous key {name}+{id_bytes.hex()}")
        return found[0] if found else None


def witness_ring_entries(key: VerifierKey) -> list[tuple[VerifierKey, SignatureKind]]:
    """A witness may cosign (cosignature/v1); an Ed25519 witness key may also sign notes."""
    if key.algorithm == COSIGNATURE_V1:
        return [(key, SignatureKind.COSIGNATURE)]
    return [(key, SignatureKind.NOTE), (key, SignatureKind.COSIGNATURE)]


def cosignature_message(text: str, timestamp: int) -> bytes:
    return f"cosignature/v1\ntime {timestamp}\n{text}".encode()


def cosignature_timestamp(signature: bytes) -> int:
    """The time inside a cosignature/v1 signature (without its 4-byte key ID)."""
    if len(signature) != _TIMESTAMP.size + 64:
        raise NoteError("not a cosignature/v1 signature: wrong length")
    return int(_TIMESTAMP.unpack(signature[: _TIMESTAMP.size])[0])


def _verify_ed25519(public_key: bytes, signature: bytes, message: bytes) -> bool:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    if len(signature) != 64:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public_key).verify(signature, message)
    except InvalidSignature:
        return False
    return True


def _verify_one(
    key: VerifierKey, kind: SignatureKind, text: str, signature: bytes
) -> tuple[bool, int | None]:
    """Whether the signature holds, and the time a cosignature carries."""
    if kind is SignatureKind.NOTE:
        return _verify_ed25519(key.public_key, signature, text.encode()), None
    try:
        timestamp = cosignature_timestamp(signature)
    except NoteError:
        return False, None
    message = cosignature_message(text, timestamp)
    return _verify_ed25519(key.public_key, signature[_TIMESTAMP.size :], message), timestamp


def open_note(note: str | bytes, keys: KeyRing) -> OpenedNote:
    """Parse a signed note and verify every signature from a known key; unknown ones are kept
    aside. Raises NoteError if the note is malformed, any known key's signature is bad, or no
    signature verifies."""
    if isinstance(note, bytes):
        try:
            note = note.decode()
        except UnicodeDecodeError:
            raise NoteError("malformed note") from None
    if any(c < " " and c != "\n" for c in note):
        raise NoteError("malformed note")
    split = note.rfind("\n\n")
    if split < 0:
        raise NoteError("malformed note")
    text, block = note[: split + 1], note[split + 2 :]
    if not block.endswith("\n"):
        raise NoteError("malformed note")
    lines = block[:-1].split("\n")
    if len(lines) > MAX_SIGNATURES:
        raise NoteError("malformed note")
    verified: list[Signature] = []
    unverified: list[Signature] = []
    seen: set[tuple[str, bytes]] = set()
    for line in lines:
        if not line.startswith(SIGNATURE_PREFIX):
            raise NoteError("malformed note")
        name, _, encoded = line[len(SIGNATURE_PREFIX) :].partition(" ")
        try:
            raw = _strict_b64decode(encoded)
        except NoteError:
            raise NoteError("malformed note") from None
        if not valid_key_name(name) or len(raw) < 5:
            raise NoteError("malformed note")
        id_bytes, signature = raw[:4], raw[4:]
        found = keys.lookup(name, id_bytes)
        if found is None:
            unverified.append(Signature(name, id_bytes, None))
            continue
        if (name, id_bytes) in seen:
            continue
        seen.add((name, id_bytes))
        key, kind = found
        valid, timestamp = _verify_one(key, kind, text, signature)
        if not valid:
            raise NoteError(f"invalid signature for key {name}+{id_bytes.hex()}")
        verified.append(Signature(name, id_bytes, kind, timestamp))
    if not verified:
        raise NoteError("note has no verifiable signatures")
    return OpenedNote(text, tuple(verified), tuple(unverified))
