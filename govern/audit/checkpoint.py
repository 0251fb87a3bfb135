"""C2SP tlog-checkpoint: the signed statement 'this log has SIZE entries and this root hash'."""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

from govern.audit.note import (
    KeyRing,
    NoteError,
    Signature,
    SignatureKind,
    SigningKey,
    open_note,
    parse_vkey,
    sign_note,
    witness_ring_entries,
)

_SIZE = re.compile(r"0|[1-9][0-9]*")
_MAX_SIZE = 2**64 - 1


@dataclass(frozen=True)
class Checkpoint:
    origin: str
    size: int
    root: bytes
    extensions: str = ""  # any lines after the root hash, kept verbatim

    def body(self) -> str:
        root = base64.b64encode(self.root).decode()
        return f"{self.origin}\n{self.size}\n{root}\n{self.extensions}"

    def sign(self, key: SigningKey) -> str:
        return sign_note(self.body(), key)


def parse_checkpoint_body(text: str, *, hash_size: int | None = 32) -> Checkpoint:
    """The checkpoint a note's text states; raises NoteError for anything else."""
    lines = text.split("\n", 3)
    if len(lines) < 4:
        raise NoteError("not a checkpoint: it needs origin, size and root hash lines")
    origin, size_text, root_text, extensions = lines
    if not origin:
        raise NoteError("not a checkpoint: empty origin line")
    if not _SIZE.fullmatch(size_text) or int(size_text) > _MAX_SIZE:
        raise NoteError(f"not a checkpoint: bad tree size {size_text!r}")
    try:
        root = base64.b64decode(root_text, validate=True)
    except (binascii.Error, ValueError):
        raise NoteError("not a checkpoint: root hash is not base64") from None
    if not root or (hash_size is not None and len(root) != hash_size):
        raise NoteError(f"not a checkpoint: root hash is not {hash_size} bytes")
    return Checkpoint(origin, int(size_text), root, extensions)


def stated_checkpoint(note: bytes) -> Checkpoint:
    """The checkpoint a signed note states, its signatures unverified (to read its size or
    origin before, or without, checking it); raises NoteError for anything else."""
    try:
        text = note.decode()
    except UnicodeDecodeError as exc:
        raise NoteError(str(exc)) from None
    return parse_checkpoint_body(text.split("\n\n", 1)[0] + "\n")


@dataclass(frozen=True)
class SignedCheckpoint:
    checkpoint: Checkpoint
    note: str


@dataclass(frozen=True)
class Trust:
    """What a verifier trusts: the log's origin, its keys (current and retired), its witnesses."""

    origin: str
    log_keys: tuple[str, ...]
    witness_keys: tuple[str, ...] = ()

    def ring(self) -> KeyRing:
        entries = [(parse_vkey(k), SignatureKind.NOTE) for k in self.log_keys]
        for text in self.witness_keys:
            entries.extend(witness_ring_entries(parse_vkey(text)))
        return KeyRing(entries)


@dataclass(frozen=True)
class VerifiedCheckpoint:
    checkpoint: Checkpoint
    signed_by: tuple[Signature, ...]
    witnessed_by: tuple[Signature, ...]
    note: str


def open_checkpoint(note: str | bytes, trust: Trust) -> VerifiedCheckpoint:
    """Verify a signed checkpoint: a trusted log key must have signed it for the expected origin.
    Witness signatures from trusted witnesses are checked and reported; others are ignored."""
    if not trust.log_keys:
        raise NoteError("no trusted log keys: list the log's verifier keys in [audit] trusted_keys")
    try:
        opened = open_note(note, trust.ring())
    except NoteError as exc:
        if str(exc) == "note has no verifiable signatures":
            raise NoteError("not signed by any trusted log key") from None
        raise
    log_labels = {parse_vkey(k).label for k in trust.log_keys}
    signed_by = tuple(s for s in opened.verified if s.label in log_labels)
    witnessed_by = tuple(s for s in opened.verified if s.label not in log_labels)
    if not signed_by:
        raise NoteError("not signed by any trusted log key")
    checkpoint = parse_checkpoint_body(opened.text)
    if checkpoint.origin != trust.origin:
        raise NoteError(
            f"checkpoint is for log {checkpoint.origin!r}, not {trust.origin!r}: "
            "check [audit] origin"
        )
    text = note.decode() if isinstance(note, bytes) else note
    return VerifiedCheckpoint(checkpoint, signed_by, witnessed_by, text)
