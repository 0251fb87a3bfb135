"""Keyless (Sigstore) signature verification, offline, against a Sigstore trust root.

Sigstore bundles go through sigstore-python's Verifier. It cannot verify bundles signed with a
managed key: those get its log entry checks plus the signature and entry checks here. cosign's OCI
annotation format carries only a Rekor inclusion promise (SET), never an inclusion proof, and
sigstore-python refuses any log entry without a proof; those bundles get the Verifier's checks
here, with the SET as the only evidence of logging: certificate chain to the trust root's Fulcio
CAs at the integrated time, SCT, key usage, identity, SET, signature, log entry consistency.

sigstore is imported inside functions only: importing it costs ~0.4 s, which commands that never
verify a keyless signature must not pay.
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import json
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal, ParamSpec, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from govern.errors import ImageError
from govern.validation import describe_validation_error

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.types import PublicKeyTypes
    from cryptography.x509 import Certificate
    from sigstore.models import TrustedRoot
    from sigstore.verify import Verifier
    from sigstore_models.trustroot.v1 import TrustedRoot as TrustedRootDocument

_KEYLESS_FAILED = "keyless signature does not verify"
_KEY_BUNDLE_FAILED = "key-signed Sigstore bundle does not verify"
_REKOR_FAILED = "Rekor inclusion promise does not verify"
_PRODUCTION_TUF_URL = "https://tuf-repo-cdn.sigstore.dev"
_IN_TOTO_PAYLOAD_TYPE = "application/vnd.in-toto+json"
_BUNDLE_V01 = "application/vnd.dev.sigstore.bundle+json;version=0.1"
# Fulcio certificate extensions (https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md).
_OID_ISSUER_V1 = "1.3.6.1.4.1.57264.1.1"
_OID_ISSUER_V2 = "1.3.6.1.4.1.57264.1.8"
_OID_OTHERNAME_IDENTITY = "1.3.6.1.4.1.57264.1.7"


_P = ParamSpec("_P")
_R = TypeVar("_R")


class _Rejected(Exception):
    """Why a signature does not verify; the public function that failed says what it was."""


def _rejects_as(what: str) -> Callable[[Callable[_P, _R]], Callable[_P, _R]]:
    def decorate(function: Callable[_P, _R]) -> Callable[_P, _R]:
        @functools.wraps(function)
        def checked(*args: _P.args, **kwargs: _P.kwargs) -> _R:
            try:
                return function(*args, **kwargs)
            except _Rejected as exc:
                raise ImageError(f"{what}: {exc}") from None

        return checked

    return decorate


@dataclass(frozen=True)
class KeylessIdentity:
    """One signer identity the site trusts: an OIDC issuer and the certificate identity."""

    issuer: str
    subject: str | None = None
    # Matched with re.fullmatch: a pattern only accepts longer subjects if it says so (".*").
    subject_pattern: str | None = None

    def __post_init__(self) -> None:
        if not self.issuer:
            raise ImageError("keyless identity needs an OIDC issuer")
        if (self.subject is None) == (self.subject_pattern is None):
            raise ImageError(
                f"keyless identity for issuer {self.issuer}: give exactly one of "
                "subject and subject_pattern"
            )
        if self.subject_pattern is not None:
            try:
                re.compile(self.subject_pattern)
            except re.error as exc:
                raise ImageError(
                    f"keyless identity for issuer {self.issuer}: subject_pattern "
                    f"{self.subject_pattern!r} is not a regular expression: {exc}"
                ) from None

    def matches(self, issuer: str, subject: str) -> bool:
        if issuer != self.issuer:
            return False
        if self.subject is not None:
            return subject == self.subject
        assert self.subject_pattern is not None
        return re.fullmatch(self.subject_pattern, subject) is not None

    def describe(self) -> str:
        if self.subject is not None:
            return f"keyless issuer={self.issuer} subject={self.subject}"
        return f"keyless issuer={self.issuer} subject~={self.subject_pattern}"


@dataclass(frozen=True)
class KeylessSignature:
    """A verified keyless signature: the trusted identity it matched and what it proved."""

    identity: KeylessIdentity
    subject: str
    issuer: str
    integrated_time: int | None


@dataclass(frozen=True)
class KeylessAttestation:
    """A verified DSSE bundle. The payload is authentic but says nothing about an image until
    the caller checks what it names, e.g. with require_subject_sha256."""

    signature: KeylessSignature
    payload_type: str
    payload: bytes

    def _statement(self) -> _InTotoStatement:
        if self.payload_type != _IN_TOTO_PAYLOAD_TYPE:
            raise _Rejected(f"DSSE payload type {self.payload_type!r} is not in-toto")
        try:
            return _InTotoStatement.model_validate_json(self.payload)
        except ValidationError as exc:
            raise _Rejected(_describe("DSSE payload (not an in-toto statement)", exc)) from None

    @_rejects_as(_KEYLESS_FAILED)
    def subject_sha256s(self) -> frozenset[str]:
        """The sha256 digests (lowercase hex) of the in-toto statement's subjects."""
        return frozenset(
            s.digest["sha256"].lower() for s in self._statement().subject if "sha256" in s.digest
        )

    @_rejects_as(_KEYLESS_FAILED)
    def subject_names(self, digest_hex: str) -> frozenset[str]:
        """The names the in-toto statement gives its subjects with sha256 DIGEST_HEX (hex)."""
        return frozenset(
            s.name
            for s in self._statement().subject
            if s.digest.get("sha256", "").lower() == digest_hex.lower()
        )

    @_rejects_as(_KEYLESS_FAILED)
    def require_subject_sha256(self, digest_hex: str) -> None:
        """ImageError unless the statement names DIGEST_HEX (sha256, hex) as a subject."""
        if digest_hex.lower() not in self.subject_sha256s():
            raise _Rejected(f"the in-toto statement does not name sha256:{digest_hex} as a subject")


@dataclass(frozen=True)
class _LoadedRoot:
    document: TrustedRootDocument
    trusted_root: TrustedRoot
    verifier: Verifier


class TrustRoot:
    """A Sigstore trust root (Fulcio CAs, Rekor and CT log keys, TSAs) and its Verifier, built once
    on first use and shared by every verification against it."""

    def __init__(self, name: str, read: Callable[[], bytes]) -> None:
        self.name = name
        self._read = read
        self._lock = threading.Lock()
        self._loaded: _LoadedRoot | None = None

    @classmethod
    def production(cls) -> TrustRoot:
        """Sigstore's public-good instance, from the trusted root shipped inside sigstore-python
        (no network, no TUF cache: the result never depends on what a cache directory holds)."""
        return _production_root()

    @classmethod
    def from_file(cls, path: Path) -> TrustRoot:
        """A private deployment's trusted_root.json, read and checked now."""
        try:
            document = path.read_bytes()
        except OSError as exc:
            raise ImageError(
                f"cannot read Sigstore trusted root {path}: {exc.strerror or exc}"
            ) from None
        root = cls(str(path), lambda: document)
        root._state()
        return root

    def _state(self) -> _LoadedRoot:
        with self._lock:
            if self._loaded is None:
                self._loaded = _load_root(self.name, self._read())
            return self._loaded


def _read_production_document() -> bytes:
    from sigstore._utils import read_embedded

    return read_embedded("trusted_root.json", _PRODUCTION_TUF_URL)


@functools.cache
def _production_root() -> TrustRoot:
    return TrustRoot("Sigstore public-good production", _read_production_document)


def _load_root(name: str, document: bytes) -> _LoadedRoot:
    from sigstore._internal.trust import KeyringPurpose
    from sigstore.errors import Error as SigstoreError
    from sigstore.models import TrustedRoot
    from sigstore.verify import Verifier
    from sigstore_models.trustroot.v1 import TrustedRoot as TrustedRootDocument

    try:
        parsed = TrustedRootDocument.from_json(document)
        trusted_root = TrustedRoot(parsed)
        verifier = Verifier(trusted_root=trusted_root)
        # Fail now, not at the first image, on a root without CAs or log keys.
        trusted_root.get_fulcio_certs()
        trusted_root.ct_keyring(KeyringPurpose.VERIFY)
    except ValidationError as exc:
        raise ImageError(
            _describe(f"Sigstore trusted root {name}", exc)
            + "; fix it or point trusted_root at a valid trusted_root.json"
        ) from None
    except (SigstoreError, ValueError) as exc:
        raise ImageError(
            f"Sigstore trusted root {name} is unusable: {_one_line(exc)}; "
            "fix it or point trusted_root at a valid trusted_root.json"
        ) from None
    return _LoadedRoot(parsed, trusted_root, verifier)


@_rejects_as(_KEYLESS_FAILED)
def verify_bundle(
    bundle_json: bytes,
    artifact: bytes,
    identities: Sequence[KeylessIdentity],
    root: TrustRoot,
) -> KeylessSignature:
    """Verify a messageSignature Sigstore bundle over ARTIFACT (for an image: the cosign
    simple-signing payload), signed by one of IDENTITIES. ImageError on any failure."""
    from sigstore.errors import Error as SigstoreError
    from sigstore.models import Bundle

    loaded = _loaded(root)
    policy = _IdentityPolicy(identities)
    try:
        bundle = Bundle.from_json(bundle_json)
    except (SigstoreError, ValueError) as exc:
        promise_only = _promise_only_bundle(bundle_json)
        if promise_only is None:
            raise _Rejected(_one_line(exc)) from None
        integrated_time = _verify_promise_only(promise_only, artifact, policy, loaded)
        return policy.signature(integrated_time)
    try:
        loaded.verifier.verify_artifact(artifact, bundle, policy)
    except (SigstoreError, ValueError) as exc:
        raise _Rejected(_one_line(exc)) from None
    return policy.signature(bundle.log_entry._inner.integrated_time)


@_rejects_as(_KEYLESS_FAILED)
def verify_dsse_bundle(
    bundle_json: bytes, identities: Sequence[KeylessIdentity], root: TrustRoot
) -> KeylessAttestation:
    """Verify a DSSE Sigstore bundle signed by one of IDENTITIES and return its payload; the
    caller must then check what the payload names (KeylessAttestation.require_subject_sha256)."""
    from sigstore.errors import Error as SigstoreError
    from sigstore.models import Bundle

    loaded = _loaded(root)
    policy = _IdentityPolicy(identities)
    try:
        bundle = Bundle.from_json(bundle_json)
        payload_type, payload = loaded.verifier.verify_dsse(bundle, policy)
    except (SigstoreError, ValueError) as exc:
        raise _Rejected(_one_line(exc)) from None
    signature = policy.signature(bundle.log_entry._inner.integrated_time)
    return KeylessAttestation(signature, payload_type, payload)


@_rejects_as(_KEY_BUNDLE_FAILED)
def verify_key_bundle(
    bundle_json: bytes, artifact: bytes, public_key_pem: str, root: TrustRoot
) -> int | None:
    """Verify a messageSignature Sigstore bundle signed with a managed key (no certificate):
    the signature over ARTIFACT under PUBLIC_KEY_PEM, the log entry's inclusion proof, checkpoint
    and promise under the trust root's logs, every signed timestamp under its TSAs, and that the
    entry records this artifact, signature and key. Returns the integrated time, if logged with one.
    """
    from rfc3161_client import decode_timestamp_response
    from sigstore._internal.trust import KeyringPurpose
    from sigstore.errors import Error as SigstoreError
    from sigstore.models import TransparencyLogEntry
    from sigstore_models.bundle.v1 import Bundle as BundleDocument

    loaded = _loaded(root)
    spki = _spki(public_key_pem.encode())
    try:
        document = BundleDocument.from_json(bundle_json)
    except ValueError as exc:
        raise _Rejected(f"failed to load bundle: {_one_line(exc)}") from None
    material = document.verification_material
    signed = document.message_signature
    if material.public_key is None or signed is None:
        raise _Rejected("the bundle is not a key-signed message signature")
    if len(material.tlog_entries) != 1:
        raise _Rejected("expected exactly one log entry in the bundle")
    try:
        entry = TransparencyLogEntry(material.tlog_entries[0])
        entry._verify(loaded.trusted_root.rekor_keyring(KeyringPurpose.VERIFY))
        timestamps = (
            material.timestamp_verification_data.rfc3161_timestamps
            if material.timestamp_verification_data
            else []
        )
        for timestamp in timestamps:
            response = decode_timestamp_response(timestamp.signed_timestamp)
            if loaded.verifier._verify_signed_timestamp(response, signed.signature) is None:
                raise _Rejected("a signed timestamp does not verify under the TSAs")
    except (SigstoreError, ValueError) as exc:
        raise _Rejected(_one_line(exc)) from None
    logged = material.tlog_entries[0]
    if not timestamps and not (logged.inclusion_promise and logged.integrated_time):
        raise _Rejected("the bundle has neither an inclusion promise nor a timestamp")

    _verify_message_signature(
        _public_key(public_key_pem.encode()),
        signed.signature,
        artifact,
        None if signed.message_digest is None else signed.message_digest.digest,
    )
    body = _parse_hashedrekord(logged.canonicalized_body)
    _check_entry_body(body, artifact, signed.signature)
    if _spki(_b64decode(body.spec.signature.public_key.content, "Rekor entry key")) != spki:
        raise _Rejected("the Rekor entry was logged for another key")
    return logged.integrated_time or None


def _loaded(root: TrustRoot) -> _LoadedRoot:
    try:
        return root._state()
    except ImageError as exc:
        raise _Rejected(str(exc)) from None


class _IdentityPolicy:
    """A sigstore VerificationPolicy accepting a certificate whose issuer and identity match one
    of the trusted identities; it remembers which one matched."""

    def __init__(self, identities: Sequence[KeylessIdentity]) -> None:
        self._identities = tuple(identities)
        self._matched: tuple[KeylessIdentity, str, str] | None = None

    def verify(self, cert: Certificate) -> None:
        from sigstore.errors import VerificationError

        issuer = _certificate_issuer(cert)
        subjects = _certificate_identities(cert)
        for identity in self._identities:
            for subject in subjects:
                if issuer is not None and identity.matches(issuer, subject):
                    self._matched = (identity, subject, issuer)
                    return
        trusted = "; ".join(i.describe() for i in self._identities) or "(none configured)"
        raise VerificationError(
            f"certificate identity {', '.join(subjects) or '(none)'} from issuer "
            f"{issuer or '(none)'} is not trusted; trusted: {trusted}"
        )

    def signature(self, integrated_time: int | None) -> KeylessSignature:
        # Only reached after the verifier accepted the certificate through verify() above.
        if self._matched is None:
            raise _Rejected("no certificate identity was checked")
        identity, subject, issuer = self._matched
        return KeylessSignature(identity, subject, issuer, integrated_time or None)


def _certificate_issuer(cert: Certificate) -> str | None:
    from cryptography.hazmat import asn1
    from cryptography.x509 import ExtensionNotFound, ObjectIdentifier, UnrecognizedExtension

    try:
        ext = cert.extensions.get_extension_for_oid(ObjectIdentifier(_OID_ISSUER_V2)).value
        if isinstance(ext, UnrecognizedExtension):
            return asn1.decode_der(str, ext.value)
    except (ExtensionNotFound, ValueError):
        pass
    try:
        ext = cert.extensions.get_extension_for_oid(ObjectIdentifier(_OID_ISSUER_V1)).value
    except ExtensionNotFound:
        return None
    if isinstance(ext, UnrecognizedExtension):
        return ext.value.decode("utf-8", "replace")
    return None


def _certificate_identities(cert: Certificate) -> list[str]:
    from cryptography.hazmat import asn1
    from cryptography.x509 import (
        ExtensionNotFound,
        OtherName,
        RFC822Name,
        SubjectAlternativeName,
        UniformResourceIdentifier,
    )

    try:
        san = cert.extensions.get_extension_for_class(SubjectAlternativeName).value
    except ExtensionNotFound:
        return []
    found = [
        *san.get_values_for_type(RFC822Name),
        *san.get_values_for_type(UniformResourceIdentifier),
    ]
    for other in san.get_values_for_type(OtherName):
        if other.type_id.dotted_string == _OID_OTHERNAME_IDENTITY:
            try:
                found.append(asn1.decode_der(str, other.value))
            except ValueError:
                continue
    return found


# --- cosign annotations and promise-only bundles ---------------------------------------------


class _Wire(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True)


class _RekorPayload(_Wire):
    body: str
    integrated_time: int = Field(alias="integratedTime", ge=0)
    log_index: int = Field(alias="logIndex", ge=0)
    log_id: str = Field(alias="logID", pattern=r"^[0-9a-f]{64}$")


class _RekorBundle(_Wire):
    """cosign's dev.sigstore.cosign/bundle annotation: the SET and the payload it signs."""

    signed_entry_timestamp: str = Field(alias="SignedEntryTimestamp")
    payload: _RekorPayload = Field(alias="Payload")


class _HashedRekordHash(_Wire):
    algorithm: Literal["sha256"]
    value: str


class _HashedRekordData(_Wire):
    hash: _HashedRekordHash


class _HashedRekordKey(_Wire):
    content: str


class _HashedRekordSignature(_Wire):
    content: str
    public_key: _HashedRekordKey = Field(alias="publicKey")


class _HashedRekordSpec(_Wire):
    data: _HashedRekordData
    signature: _HashedRekordSignature


class _HashedRekord(_Wire):
    """A Rekor hashedrekord/0.0.1 entry body."""

    api_version: Literal["0.0.1"] = Field(alias="apiVersion")
    kind: Literal["hashedrekord"]
    spec: _HashedRekordSpec


class _RawBytes(_Wire):
    raw_bytes: str = Field(alias="rawBytes")


class _CertificateChain(_Wire):
    certificates: list[_RawBytes] = Field(min_length=1)


class _LogId(_Wire):
    key_id: str = Field(alias="keyId")


class _KindVersion(_Wire):
    kind: Literal["hashedrekord"]
    version: Literal["0.0.1"]


class _InclusionPromise(_Wire):
    signed_entry_timestamp: str = Field(alias="signedEntryTimestamp")


class _PromiseOnlyEntry(_Wire):
    """A v0.1 log entry with an inclusion promise and no inclusion proof (the v0.1 format allows
    it; cosign's annotations never have more). Integers are strings, as protobuf JSON has them."""

    log_index: str = Field(alias="logIndex", pattern=r"^[0-9]{1,19}$")
    log_id: _LogId = Field(alias="logId")
    kind_version: _KindVersion = Field(alias="kindVersion")
    integrated_time: str = Field(alias="integratedTime", pattern=r"^[1-9][0-9]{0,18}$")
    inclusion_promise: _InclusionPromise = Field(alias="inclusionPromise")
    canonicalized_body: str = Field(alias="canonicalizedBody")


class _VerificationMaterial(_Wire):
    x509_certificate_chain: _CertificateChain = Field(alias="x509CertificateChain")
    tlog_entries: list[_PromiseOnlyEntry] = Field(alias="tlogEntries", min_length=1, max_length=1)


class _MessageDigest(_Wire):
    algorithm: Literal["SHA2_256"]
    digest: str


class _MessageSignature(_Wire):
    message_digest: _MessageDigest | None = Field(default=None, alias="messageDigest")
    signature: str


class _PromiseOnlyBundle(_Wire):
    media_type: Literal["application/vnd.dev.sigstore.bundle+json;version=0.1"] = Field(
        alias="mediaType"
    )
    verification_material: _VerificationMaterial = Field(alias="verificationMaterial")
    message_signature: _MessageSignature = Field(alias="messageSignature")


class _InTotoSubject(BaseModel):
    name: str = ""
    digest: dict[str, str]


class _InTotoStatement(BaseModel):
    type: Literal["https://in-toto.io/Statement/v0.1", "https://in-toto.io/Statement/v1"] = Field(
        alias="_type"
    )
    subject: list[_InTotoSubject] = Field(min_length=1)


@_rejects_as(_KEYLESS_FAILED)
def bundle_from_cosign_annotations(
    payload: bytes,
    signature_b64: str,
    certificate_pem: str,
    chain_pem: str | None,
    rekor_bundle_json: str | None,
) -> bytes:
    """A Sigstore bundle (v0.1) holding what cosign stores as OCI annotations on a keyless
    signature layer, for verify_bundle with PAYLOAD as the artifact.

    Only the leaf and intermediate certificates go in: a root in the chain annotation is never
    trusted from the signature (chains are built to the trust root's CAs only)."""
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding

    signature = _b64decode(signature_b64, "signature annotation")
    if not certificate_pem.strip():
        raise _Rejected("the signature has no certificate annotation")
    try:
        leaf = x509.load_pem_x509_certificate(certificate_pem.encode())
        chain = x509.load_pem_x509_certificates(chain_pem.encode()) if chain_pem else []
    except ValueError as exc:
        raise _Rejected(f"certificate annotation is not PEM: {exc}") from None
    if rekor_bundle_json is None:
        raise _Rejected(
            "the signature has no Rekor bundle annotation "
            "(dev.sigstore.cosign/bundle); keyless signatures need one"
        )
    rekor = _parse_rekor_bundle(rekor_bundle_json)
    kind_version = _body_kind_version(rekor.payload.body)
    intermediates = [c for c in chain if c.issuer != c.subject]
    bundle = {
        "mediaType": _BUNDLE_V01,
        "verificationMaterial": {
            "x509CertificateChain": {
                "certificates": [
                    {"rawBytes": base64.b64encode(c.public_bytes(Encoding.DER)).decode()}
                    for c in [leaf, *intermediates]
                ]
            },
            "tlogEntries": [
                {
                    "logIndex": str(rekor.payload.log_index),
                    "logId": {
                        "keyId": base64.b64encode(bytes.fromhex(rekor.payload.log_id)).decode()
                    },
                    "kindVersion": kind_version,
                    "integratedTime": str(rekor.payload.integrated_time),
                    "inclusionPromise": {"signedEntryTimestamp": rekor.signed_entry_timestamp},
                    "canonicalizedBody": rekor.payload.body,
                }
            ],
        },
        "messageSignature": {
            "messageDigest": {
                "algorithm": "SHA2_256",
                "digest": base64.b64encode(hashlib.sha256(payload).digest()).decode(),
            },
            "signature": base64.b64encode(signature).decode(),
        },
    }
    return json.dumps(bundle, separators=(",", ":")).encode()


@_rejects_as(_REKOR_FAILED)
def verify_rekor_set(
    rekor_bundle_json: str,
    payload: bytes,
    signature_b64: str,
    root: TrustRoot,
    *,
    signer_pem: str | None = None,
) -> int:
    """Check cosign's Rekor bundle annotation for a key-signed PAYLOAD: the SET verifies under
    the trust root's log key named by its logID, and the logged hashedrekord entry records
    sha256(PAYLOAD) and this signature (and SIGNER_PEM's key or certificate, when given).
    Returns the integrated time (Unix seconds)."""
    loaded = _loaded(root)
    rekor = _parse_rekor_bundle(rekor_bundle_json)
    _verify_set(
        loaded.document,
        _b64decode(rekor.signed_entry_timestamp, "SignedEntryTimestamp"),
        rekor.payload,
    )
    body = _parse_hashedrekord(_b64decode(rekor.payload.body, "Rekor entry body"))
    _check_entry_body(body, payload, _b64decode(signature_b64, "signature annotation"))
    if signer_pem is not None and _spki(
        _b64decode(body.spec.signature.public_key.content, "Rekor entry key")
    ) != _spki(signer_pem.encode()):
        raise _Rejected("the Rekor entry was logged for another key")
    return rekor.payload.integrated_time


def _parse_rekor_bundle(text: str) -> _RekorBundle:
    try:
        return _RekorBundle.model_validate_json(text)
    except ValidationError as exc:
        raise _Rejected(_describe("Rekor bundle annotation", exc)) from None


def _body_kind_version(body_b64: str) -> dict[str, str]:
    try:
        body = json.loads(_b64decode(body_b64, "Rekor entry body"))
        return {"kind": str(body["kind"]), "version": str(body["apiVersion"])}
    except (ValueError, KeyError, TypeError):
        raise _Rejected("Rekor entry body is not a Rekor entry") from None


def _promise_only_bundle(bundle_json: bytes) -> _PromiseOnlyBundle | None:
    try:
        return _PromiseOnlyBundle.model_validate_json(bundle_json)
    except ValidationError:
        return None


def _verify_promise_only(
    bundle: _PromiseOnlyBundle, artifact: bytes, policy: _IdentityPolicy, loaded: _LoadedRoot
) -> int:
    """The checks of sigstore-python's Verifier.verify_artifact for an entry whose only
    evidence of logging is its inclusion promise."""
    from cryptography import x509

    entry = bundle.verification_material.tlog_entries[0]
    material = bundle.verification_material.x509_certificate_chain.certificates[0]
    try:
        cert = x509.load_der_x509_certificate(_b64decode(material.raw_bytes, "certificate"))
    except ValueError as exc:
        raise _Rejected(f"signing certificate is malformed: {exc}") from None
    body_bytes = _b64decode(entry.canonicalized_body, "canonicalizedBody")
    try:
        promise = _RekorPayload(
            body=base64.b64encode(body_bytes).decode(),
            integrated_time=int(entry.integrated_time),
            log_index=int(entry.log_index),
            log_id=_b64decode(entry.log_id.key_id, "logId").hex(),
        )
    except ValidationError as exc:
        raise _Rejected(_describe("log entry", exc)) from None
    _verify_set(
        loaded.document,
        _b64decode(entry.inclusion_promise.signed_entry_timestamp, "signedEntryTimestamp"),
        promise,
    )
    _verify_certificate_at(cert, promise.integrated_time, policy, loaded)
    signature = _b64decode(bundle.message_signature.signature, "signature")
    declared = bundle.message_signature.message_digest
    _verify_message_signature(
        cert.public_key(),
        signature,
        artifact,
        None if declared is None else _b64decode(declared.digest, "messageDigest"),
    )
    body = _parse_hashedrekord(body_bytes)
    _check_entry_body(body, artifact, signature)
    logged = _b64decode(body.spec.signature.public_key.content, "Rekor entry key")
    try:
        logged_cert = x509.load_pem_x509_certificate(logged)
    except ValueError:
        raise _Rejected("the Rekor entry does not record a certificate") from None
    if logged_cert != cert:
        raise _Rejected("the Rekor entry records another signing certificate")
    return promise.integrated_time


def _verify_certificate_at(
    cert: Certificate, integrated_time: int, policy: _IdentityPolicy, loaded: _LoadedRoot
) -> None:
    """Chain to the trust root's Fulcio CAs and SCT, code signing, identity, all at the time the
    log vouches for."""
    from sigstore._internal.sct import verify_sct
    from sigstore._internal.timestamp import TimestampSource, TimestampVerificationResult
    from sigstore._internal.trust import KeyringPurpose
    from sigstore.errors import Error as SigstoreError

    signed_at = datetime.fromtimestamp(integrated_time, tz=UTC)
    try:
        chain = loaded.verifier._verify_chain_at_time(
            cert,
            TimestampVerificationResult(
                source=TimestampSource.TRANSPARENCY_SERVICE, time=signed_at
            ),
        )
        verify_sct(cert, chain, loaded.trusted_root.ct_keyring(KeyringPurpose.VERIFY))
        _check_code_signing(cert)
        policy.verify(cert)
    except (SigstoreError, ValueError) as exc:
        raise _Rejected(_one_line(exc)) from None
    if not cert.not_valid_before_utc <= signed_at <= cert.not_valid_after_utc:
        raise _Rejected(
            f"the certificate was not valid at the integrated time {signed_at:%Y-%m-%dT%H:%M:%SZ}"
        )
    _check_ca_valid_at(loaded.document, chain[-1] if chain else cert, signed_at)


def _check_ca_valid_at(document: TrustedRootDocument, anchor: Certificate, at: datetime) -> None:
    """A trust root may retire a CA (validFor, inclusive): its chains only vouch for signatures
    logged while it was valid, however long its certificates' own validity runs."""
    from cryptography.hazmat.primitives.serialization import Encoding

    der = anchor.public_bytes(Encoding.DER)
    for authority in document.certificate_authorities:
        validity = authority.valid_for
        if any(c.raw_bytes == der for c in authority.cert_chain.certificates) and (
            validity.start <= at and (validity.end is None or at <= validity.end)
        ):
            return
    raise _Rejected(
        f"the trust root's Fulcio CA was not valid at the integrated time {at:%Y-%m-%dT%H:%M:%SZ}"
    )


def _verify_message_signature(
    key: PublicKeyTypes, signature: bytes, artifact: bytes, declared_digest: bytes | None
) -> None:
    """ECDSA over sha256(ARTIFACT), as hashedrekord entries record it."""
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives.asymmetric.utils import Prehashed

    digest = hashlib.sha256(artifact).digest()
    if declared_digest is not None and declared_digest != digest:
        raise _Rejected("bundle message digest does not match the artifact")
    if not isinstance(key, ec.EllipticCurvePublicKey):
        raise _Rejected("only ECDSA signing keys are supported")
    try:
        key.verify(signature, digest, ec.ECDSA(Prehashed(hashes.SHA256())))
    except InvalidSignature:
        raise _Rejected("signature is invalid for the artifact") from None


def _check_code_signing(cert: Certificate) -> None:
    from cryptography.x509 import ExtendedKeyUsage, ExtensionNotFound, KeyUsage
    from cryptography.x509.oid import ExtendedKeyUsageOID
    from sigstore.errors import VerificationError

    try:
        usage = cert.extensions.get_extension_for_class(KeyUsage).value
        extended = cert.extensions.get_extension_for_class(ExtendedKeyUsage).value
    except ExtensionNotFound as exc:
        raise VerificationError(f"signing certificate lacks {exc.oid.dotted_string}") from None
    if not usage.digital_signature:
        raise VerificationError("Key usage is not of type `digital signature`")
    if ExtendedKeyUsageOID.CODE_SIGNING not in extended:
        raise VerificationError("Extended usage does not contain `code signing`")


def _verify_set(document: TrustedRootDocument, signature: bytes, promise: _RekorPayload) -> None:
    """The SET is the log's signature over the RFC 8785 form of (body, integratedTime, logID,
    logIndex), made with the key of the log that logID names, at a time that key was valid."""
    import rfc8785
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec, ed25519
    from cryptography.hazmat.primitives.serialization import load_der_public_key

    log_id = bytes.fromhex(promise.log_id)
    logs = [log for log in document.tlogs if log.log_id.key_id == log_id]
    raw_key = logs[0].public_key.raw_bytes if logs else None
    if raw_key is None:
        raise _Rejected(
            f"the inclusion promise comes from log {promise.log_id}, "
            "which the trust root does not list"
        )
    log = logs[0]
    at = datetime.fromtimestamp(promise.integrated_time, tz=UTC)
    validity = log.public_key.valid_for
    if validity is not None and (
        at < validity.start or (validity.end is not None and at > validity.end)
    ):
        raise _Rejected(f"the log key {promise.log_id} was not valid at the integrated time")
    signed = rfc8785.dumps(promise.model_dump(by_alias=True))
    key = load_der_public_key(raw_key)
    try:
        if isinstance(key, ec.EllipticCurvePublicKey):
            key.verify(signature, signed, ec.ECDSA(hashes.SHA256()))
        elif isinstance(key, ed25519.Ed25519PublicKey):
            key.verify(signature, signed)
        else:
            raise _Rejected(f"the log key {promise.log_id} is neither ECDSA nor Ed25519")
    except InvalidSignature:
        raise _Rejected("the inclusion promise (SET) signature is invalid") from None


def _parse_hashedrekord(body: bytes) -> _HashedRekord:
    try:
        return _HashedRekord.model_validate_json(body)
    except ValidationError as exc:
        raise _Rejected(_describe("Rekor entry (hashedrekord/0.0.1 expected)", exc)) from None


def _check_entry_body(body: _HashedRekord, artifact: bytes, signature: bytes) -> None:
    if body.spec.data.hash.value.lower() != hashlib.sha256(artifact).hexdigest():
        raise _Rejected("the Rekor entry was logged for another payload")
    if _b64decode(body.spec.signature.content, "Rekor entry signature") != signature:
        raise _Rejected("the Rekor entry was logged for another signature")


def _spki(pem: bytes) -> bytes:
    """The SubjectPublicKeyInfo of a PEM public key or certificate."""
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    return _public_key(pem).public_bytes(Encoding.DER, PublicFormat.SubjectPublicKeyInfo)


def _public_key(pem: bytes) -> PublicKeyTypes:
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import load_pem_public_key

    try:
        if b"CERTIFICATE" in pem:
            return x509.load_pem_x509_certificate(pem).public_key()
        return load_pem_public_key(pem)
    except ValueError as exc:
        raise _Rejected(f"unreadable key or certificate: {_one_line(exc)}") from None


def _b64decode(text: str, what: str) -> bytes:
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise _Rejected(f"{what} is not base64") from None


def _describe(where: str, exc: ValidationError) -> str:
    """One short line; a document that is not JSON is not quoted back whole."""
    first = exc.errors(include_url=False)[0]
    if first["type"] == "json_invalid":
        return f"{where}: not valid JSON ({first['msg']})"
    return _shorten(describe_validation_error(where, exc))


def _shorten(text: str) -> str:
    return text if len(text) <= 300 else text[:297] + "..."


def _one_line(exc: Exception) -> str:
    return _shorten(" ".join(str(exc).split()) or type(exc).__name__)
