"""`govern webhook serve` as its own process, and the TLS material it needs, for tests and
benchmarks."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import requests

from tests.services.process import free_port, stop, wait_until


@dataclass(frozen=True)
class Tls:
    ca: Path  # what the API server's caBundle holds
    cert: Path
    key: Path


def make_certificate(folder: Path, host: str = "127.0.0.1") -> Tls:
    """A private CA and a server certificate for HOST signed by it, as an operator makes them."""
    import ipaddress

    from cryptography import x509
    from cryptography.x509.oid import ExtendedKeyUsageOID

    names = [x509.IPAddress(ipaddress.ip_address(host)), x509.DNSName("localhost")]
    return _issue(folder, "govern-webhook", "webhook", ExtendedKeyUsageOID.SERVER_AUTH, names)


def make_client_certificate(folder: Path, common_name: str = "kube-apiserver") -> Tls:
    """A private CA and a client certificate signed by it, as the API server presents to
    webhooks (its AdmissionConfiguration's kubeconfig names them)."""
    from cryptography.x509.oid import ExtendedKeyUsageOID

    return _issue(folder, common_name, "client", ExtendedKeyUsageOID.CLIENT_AUTH, [])


def _issue(folder: Path, common_name: str, stem: str, usage_oid: Any, names: list[Any]) -> Tls:
    """A new CA in FOLDER/ca.crt and a certificate for COMMON_NAME it signs, for USAGE_OID,
    in FOLDER/STEM.crt with its key in FOLDER/STEM.key."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    now = dt.datetime.now(dt.UTC)

    def named(name: str) -> x509.Name:
        return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])

    def usage(*, sign: bool, certs: bool) -> x509.KeyUsage:
        return x509.KeyUsage(sign, False, False, False, False, certs, certs, False, False)

    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = (
        x509.CertificateBuilder()
        .subject_name(named(f"{common_name}-ca"))
        .issuer_name(named(f"{common_name}-ca"))
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(usage(sign=True, certs=True), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), False)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    builder = (
        x509.CertificateBuilder()
        .subject_name(named(common_name))
        .issuer_name(ca.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(usage(sign=True, certs=False), critical=True)
        .add_extension(x509.ExtendedKeyUsage([usage_oid]), critical=False)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), False
        )
    )
    if names:
        builder = builder.add_extension(x509.SubjectAlternativeName(names), critical=False)
    certificate = builder.sign(ca_key, hashes.SHA256())
    folder.mkdir(parents=True, exist_ok=True)
    tls = Tls(folder / "ca.crt", folder / f"{stem}.crt", folder / f"{stem}.key")
    tls.ca.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    tls.cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    tls.key.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    tls.key.chmod(0o600)
    return tls


def https_session(tls: Tls) -> requests.Session:
    """A session that trusts only TLS.ca (not REQUESTS_CA_BUNDLE, which would win over it)."""
    session = requests.Session()
    session.trust_env = False
    session.verify = str(tls.ca)
    return session


class Webhook:
    """`govern webhook serve` as its own process."""

    def __init__(self, config: Path, tls: Tls, log: Path, *extra: str) -> None:
        self.config = config
        self.tls = tls
        self.log = log
        self.port = free_port()
        self.url = f"https://127.0.0.1:{self.port}/validate"
        self.extra = extra
        self.process: subprocess.Popen[bytes] | None = None
        self.session = https_session(tls)

    def start(self) -> None:
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "govern",
                    "--config",
                    str(self.config),
                    "webhook",
                    "serve",
                    "--cert",
                    str(self.tls.cert),
                    "--key",
                    str(self.tls.key),
                    "--listen",
                    f"127.0.0.1:{self.port}",
                    *self.extra,
                ],
                stdout=log,
                stderr=log,
            )
        wait_until(self._ready, 30, "govern webhook serve")

    def _ready(self) -> bool:
        assert self.process is not None
        if self.process.poll() is not None:
            raise RuntimeError(f"govern webhook serve exited:\n{self.log.read_text()}")
        return b"answering on" in self.log.read_bytes()

    def stop(self) -> None:
        self.session.close()
        if self.process is not None:
            stop(self.process)
            self.process = None

    def post(self, review: dict[str, Any] | bytes, timeout: float = 30) -> requests.Response:
        data = review if isinstance(review, bytes) else json.dumps(review).encode()
        return self.session.post(
            self.url, data=data, headers={"Content-Type": "application/json"}, timeout=timeout
        )

    def review(self, review: dict[str, Any]) -> dict[str, Any]:
        """The admission response to REVIEW (HTTP 200 expected)."""
        answer = self.post(review)
        assert answer.status_code == 200, answer.text
        body: dict[str, Any] = answer.json()
        assert body["response"]["uid"] == review["request"]["uid"]
        return body["response"]  # type: ignore[no-any-return]
