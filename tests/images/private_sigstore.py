"""A private Sigstore deployment made in memory for tests: a "Fulcio" CA (root and intermediate),
a CT log and a Rekor log known by their keys, the trusted_root.json that names them, and images
keyless-signed through them the way cosign v2 does it (a short-lived certificate with an embedded
SCT, an ephemeral key, and a Rekor inclusion promise in the signature's annotations).

Each piece can be swapped for a rogue one (another CA, another log key, another logged signature,
a certificate outside its validity), so a test can show verification refuses each of them."""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import json
import struct
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rfc8785
from cryptography import x509
from cryptography.hazmat.asn1 import encode_der
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID, ObjectIdentifier

from govern.images._internal.registry import RegistryClient
from govern.images.cosign import (
    CERTIFICATE_ANNOTATION,
    CHAIN_ANNOTATION,
    REKOR_BUNDLE_ANNOTATION,
    SIGNATURE_ANNOTATION,
    simple_signing_payload,
)
from govern.images.reference import ImageReference
from govern.images.sign import attach_signature

TRUSTED_ROOT_MEDIA_TYPE = "application/vnd.dev.sigstore.trustedroot+json;version=0.1"
# Fulcio's certificate extensions (https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md)
OID_ISSUER_LEGACY = ObjectIdentifier("1.3.6.1.4.1.57264.1.1")  # raw bytes
OID_ISSUER = ObjectIdentifier("1.3.6.1.4.1.57264.1.8")  # DER UTF8String
# RFC 6962 3.3: the SCT list a CA embeds in the certificate it issues.
OID_SCT_LIST = ObjectIdentifier("1.3.6.1.4.1.11129.2.4.2")
CERTIFICATE_LIFETIME = dt.timedelta(minutes=10)  # as Fulcio issues them


def _utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(microsecond=0)


def _timestamp(when: dt.datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M:%SZ")


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _pem(certificates: list[x509.Certificate]) -> str:
    return "".join(c.public_bytes(serialization.Encoding.PEM).decode() for c in certificates)


def _spki(key: ec.EllipticCurvePublicKey) -> bytes:
    return key.public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )


def _opaque(length_bytes: int, data: bytes) -> bytes:
    """A TLS opaque vector: big-endian length of LENGTH_BYTES bytes, then DATA."""
    return len(data).to_bytes(length_bytes, "big") + data


@dataclass(frozen=True)
class Log:
    """A transparency log (CT or Rekor) as verifiers know it: by its key; its log ID is the
    sha256 of the key's DER SubjectPublicKeyInfo."""

    key: ec.EllipticCurvePrivateKey = field(
        default_factory=lambda: ec.generate_private_key(ec.SECP256R1())
    )

    @property
    def public_der(self) -> bytes:
        return _spki(self.key.public_key())

    @property
    def log_id(self) -> bytes:
        return hashlib.sha256(self.public_der).digest()

    def sign(self, data: bytes) -> bytes:
        return self.key.sign(data, ec.ECDSA(hashes.SHA256()))

    def trusted_root_entry(self, base_url: str, valid_from: dt.datetime) -> dict[str, Any]:
        return {
            "baseUrl": base_url,
            "hashAlgorithm": "SHA2_256",
            "publicKey": {
                "rawBytes": _b64(self.public_der),
                "keyDetails": "PKIX_ECDSA_P256_SHA_256",
                "validFor": {"start": _timestamp(valid_from)},
            },
            "logId": {"keyId": _b64(self.log_id)},
        }


def _name(organization: str, common_name: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, organization),
            x509.NameAttribute(NameOID.COMMON_NAME, common_name),
        ]
    )


def _ca_certificate(
    subject: x509.Name,
    key: ec.EllipticCurvePrivateKey,
    issuer: x509.Name,
    issuer_key: ec.EllipticCurvePrivateKey,
    *,
    path_length: int,
    valid_from: dt.datetime,
) -> x509.Certificate:
    usage = x509.KeyUsage(False, False, False, False, False, True, True, False, False)
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(valid_from)
        .not_valid_after(valid_from + dt.timedelta(days=2))
        .add_extension(x509.BasicConstraints(ca=True, path_length=path_length), critical=True)
        .add_extension(usage, critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer_key.public_key()), False
        )
    )
    if path_length == 0:
        # Fulcio's intermediate is restricted to code signing, as the certificates it issues.
        builder = builder.add_extension(
            x509.ExtendedKeyUsage([ExtendedKeyUsageOID.CODE_SIGNING]), critical=False
        )
    return builder.sign(issuer_key, hashes.SHA256())


@dataclass(frozen=True)
class CertificateAuthority:
    """A "Fulcio": a root and (optionally) an intermediate that issues signing certificates."""

    name: str
    root: x509.Certificate
    intermediate: x509.Certificate | None
    issuing_key: ec.EllipticCurvePrivateKey

    @classmethod
    def create(
        cls, name: str, *, intermediate: bool = True, valid_from: dt.datetime | None = None
    ) -> CertificateAuthority:
        start = valid_from or _utc_now() - dt.timedelta(days=1)
        root_key = ec.generate_private_key(ec.SECP256R1())
        root_name = _name(name, f"{name} root")
        root = _ca_certificate(
            root_name, root_key, root_name, root_key, path_length=1, valid_from=start
        )
        if not intermediate:
            return cls(name, root, None, root_key)
        issuing_key = ec.generate_private_key(ec.SECP256R1())
        issuing = _ca_certificate(
            _name(name, f"{name} intermediate"),
            issuing_key,
            root_name,
            root_key,
            path_length=0,
            valid_from=start,
        )
        return cls(name, root, issuing, issuing_key)

    @property
    def issuer(self) -> x509.Certificate:
        return self.intermediate or self.root

    @property
    def chain(self) -> list[x509.Certificate]:
        """Issuing certificate first, root last, as Sigstore lists them."""
        return [self.intermediate, self.root] if self.intermediate else [self.root]

    def trusted_root_entry(
        self, valid_from: dt.datetime, valid_until: dt.datetime | None = None
    ) -> dict[str, Any]:
        validity = {"start": _timestamp(valid_from)}
        if valid_until is not None:
            validity["end"] = _timestamp(valid_until)
        return {
            "subject": {"organization": self.name, "commonName": f"{self.name} root"},
            "uri": f"https://{self.name}.fulcio.test",
            "certChain": {
                "certificates": [
                    {"rawBytes": _b64(c.public_bytes(serialization.Encoding.DER))}
                    for c in self.chain
                ]
            },
            "validFor": validity,
        }


@dataclass(frozen=True)
class SigningCertificate:
    """What Fulcio hands a signer: a certificate for an ephemeral key, and its chain."""

    certificate: x509.Certificate
    key: ec.EllipticCurvePrivateKey
    chain: list[x509.Certificate]

    @property
    def pem(self) -> str:
        return _pem([self.certificate])

    def sign(self, payload: bytes) -> bytes:
        return self.key.sign(payload, ec.ECDSA(hashes.SHA256()))


def _sct(ct_log: Log, issuer_key: ec.EllipticCurvePublicKey, precertificate_tbs: bytes) -> bytes:
    """An RFC 6962 v1 SCT (section 3.2) for a precertificate entry, serialized for the SCT list."""
    timestamp = int(time.time() * 1000)
    extensions = b""
    issuer_key_hash = hashlib.sha256(_spki(issuer_key)).digest()
    signed = (
        struct.pack("!BBQH", 0, 0, timestamp, 1)  # v1, certificate_timestamp, time, precert_entry
        + issuer_key_hash
        + _opaque(3, precertificate_tbs)
        + _opaque(2, extensions)
    )
    signature = ct_log.sign(signed)
    # version, log id, timestamp, extensions, then digitally-signed: sha256(4), ecdsa(3), signature
    return (
        struct.pack("!B", 0)
        + ct_log.log_id
        + struct.pack("!Q", timestamp)
        + _opaque(2, extensions)
        + struct.pack("!BB", 4, 3)
        + _opaque(2, signature)
    )


def issue_certificate(
    ca: CertificateAuthority,
    ct_log: Log,
    subject: str,
    issuer: str,
    *,
    not_before: dt.datetime | None = None,
) -> SigningCertificate:
    """A Fulcio-style signing certificate from CA for SUBJECT (an e-mail, or a URI when it has
    '://') as vouched for by the OIDC ISSUER, with an SCT from CT_LOG embedded."""
    key = ec.generate_private_key(ec.SECP256R1())
    start = not_before or _utc_now() - dt.timedelta(seconds=30)
    name: x509.GeneralName = (
        x509.UniformResourceIdentifier(subject) if "://" in subject else x509.RFC822Name(subject)
    )
    builder = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([]))
        .issuer_name(ca.issuer.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(start + CERTIFICATE_LIFETIME)
        # The subject is empty, so the SAN carries the identity and is critical (RFC 5280).
        .add_extension(x509.SubjectAlternativeName([name]), critical=True)
        .add_extension(
            x509.KeyUsage(True, False, False, False, False, False, False, False, False),
            critical=True,
        )
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.CODE_SIGNING]), critical=False)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca.issuing_key.public_key()),
            False,
        )
        .add_extension(x509.UnrecognizedExtension(OID_ISSUER_LEGACY, issuer.encode()), False)
        .add_extension(x509.UnrecognizedExtension(OID_ISSUER, encode_der(issuer)), False)
    )
    # The CT log signs the precertificate: this certificate's TBS without the SCT list, which goes
    # last, so the TBS of the certificate signed without it is exactly the precertificate TBS.
    precertificate = builder.sign(ca.issuing_key, hashes.SHA256())
    sct = _sct(ct_log, ca.issuing_key.public_key(), precertificate.tbs_certificate_bytes)
    sct_list = encode_der(_opaque(2, _opaque(2, sct)))  # an OCTET STRING around the TLS list
    certificate = builder.add_extension(
        x509.UnrecognizedExtension(OID_SCT_LIST, sct_list), critical=False
    ).sign(ca.issuing_key, hashes.SHA256())
    assert certificate.tbs_precertificate_bytes == precertificate.tbs_certificate_bytes
    return SigningCertificate(certificate, key, ca.chain)


def hashedrekord(payload: bytes, signature: bytes, certificate_pem: str) -> bytes:
    """The canonical body of the Rekor hashedrekord/0.0.1 entry for a signature over PAYLOAD."""
    return rfc8785.dumps(
        {
            "apiVersion": "0.0.1",
            "kind": "hashedrekord",
            "spec": {
                "data": {
                    "hash": {"algorithm": "sha256", "value": hashlib.sha256(payload).hexdigest()}
                },
                "signature": {
                    "content": _b64(signature),
                    "publicKey": {"content": _b64(certificate_pem.encode())},
                },
            },
        }
    )


def rekor_bundle(
    rekor: Log,
    body: bytes,
    *,
    integrated_time: int | None = None,
    log_index: int = 0,
    log_id: bytes | None = None,
) -> str:
    """cosign's dev.sigstore.cosign/bundle annotation: REKOR's inclusion promise (SET) for an entry
    with BODY, i.e. its signature over the RFC 8785 form of the payload. LOG_ID names the log the
    promise claims to come from (REKOR's own by default)."""
    payload: dict[str, str | int] = {
        "body": _b64(body),
        "integratedTime": integrated_time if integrated_time is not None else int(time.time()),
        "logIndex": log_index,
        "logID": (log_id or rekor.log_id).hex(),
    }
    signed_entry_timestamp = rekor.sign(rfc8785.dumps(payload))
    return json.dumps({"SignedEntryTimestamp": _b64(signed_entry_timestamp), "Payload": payload})


@dataclass(frozen=True)
class PrivateSigstore:
    """A Fulcio CA, a CT log and a Rekor log, and the trust root that names them."""

    fulcio: CertificateAuthority
    ct_log: Log
    rekor: Log
    valid_from: dt.datetime

    @classmethod
    def create(
        cls, name: str = "private-sigstore", *, intermediate: bool = True
    ) -> PrivateSigstore:
        valid_from = _utc_now() - dt.timedelta(days=1)
        return cls(
            CertificateAuthority.create(name, intermediate=intermediate, valid_from=valid_from),
            Log(),
            Log(),
            valid_from,
        )

    def trusted_root(self, *, fulcio_until: dt.datetime | None = None) -> dict[str, Any]:
        """The trust root naming this deployment; FULCIO_UNTIL retires its CA at that time."""
        return {
            "mediaType": TRUSTED_ROOT_MEDIA_TYPE,
            "tlogs": [self.rekor.trusted_root_entry("https://rekor.test", self.valid_from)],
            "certificateAuthorities": [
                self.fulcio.trusted_root_entry(self.valid_from, fulcio_until)
            ],
            "ctlogs": [self.ct_log.trusted_root_entry("https://ctlog.test", self.valid_from)],
            "timestampAuthorities": [],
        }

    def write_trusted_root(self, path: Path, *, fulcio_until: dt.datetime | None = None) -> Path:
        path.write_text(json.dumps(self.trusted_root(fulcio_until=fulcio_until), indent=2))
        return path

    def issue(
        self,
        subject: str,
        issuer: str,
        *,
        ca: CertificateAuthority | None = None,
        not_before: dt.datetime | None = None,
    ) -> SigningCertificate:
        """A signing certificate from this deployment's Fulcio (or CA), logged in its CT log."""
        return issue_certificate(
            ca or self.fulcio, self.ct_log, subject, issuer, not_before=not_before
        )


@dataclass(frozen=True)
class KeylessSigned:
    """What keyless_sign_image pushed."""

    digest: str
    payload: bytes
    annotations: dict[str, str]


def keyless_sign_image(
    client: RegistryClient,
    reference: str,
    deployment: PrivateSigstore,
    signer: SigningCertificate,
    *,
    rekor: Log | None = None,
    log_id: bytes | None = None,
    logged_signature: bytes | None = None,
    integrated_time: int | None = None,
) -> KeylessSigned:
    """Sign the image REFERENCE names as `cosign sign` does with a Fulcio certificate, logging the
    signature in DEPLOYMENT's Rekor, and add the layer to the image's `sha256-<hex>.sig` manifest.

    For refusal tests: REKOR signs the promise instead of the deployment's log (claiming LOG_ID),
    LOGGED_SIGNATURE is what the log entry records instead of the real signature, and
    INTEGRATED_TIME is when the log claims it saw the entry."""
    ref = ImageReference.parse(reference)
    digest = client.resolve(ref)
    payload = simple_signing_payload(ref.name, digest)
    signature = signer.sign(payload)
    body = hashedrekord(payload, logged_signature or signature, signer.pem)
    annotations = {
        SIGNATURE_ANNOTATION: _b64(signature),
        CERTIFICATE_ANNOTATION: signer.pem,
        CHAIN_ANNOTATION: _pem(signer.chain),
        REKOR_BUNDLE_ANNOTATION: rekor_bundle(
            rekor or deployment.rekor,
            body,
            integrated_time=integrated_time,
            log_id=log_id,
        ),
    }
    attach_signature(client, ref, digest, payload, annotations)
    return KeylessSigned(digest, payload, annotations)
