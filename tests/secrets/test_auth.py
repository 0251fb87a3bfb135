"""JWT/OIDC and Kubernetes service-account logins against OpenBao's real auth methods."""

from __future__ import annotations

import base64
import datetime
import ipaddress
import json
import ssl
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
from cryptography.x509.oid import NameOID

from tests.secrets.conftest import VaultSite
from tests.secrets.services import Bao

_SA_UID = "8d1f2c3a-0000-4000-8000-000000000001"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _es256_jwt(key: ec.EllipticCurvePrivateKey, claims: dict[str, object]) -> str:
    header = json.dumps({"alg": "ES256", "typ": "JWT"}).encode()
    signing_input = f"{_b64(header)}.{_b64(json.dumps(claims).encode())}"
    r, s = decode_dss_signature(key.sign(signing_input.encode(), ec.ECDSA(hashes.SHA256())))
    return f"{signing_input}.{_b64(r.to_bytes(32, 'big') + s.to_bytes(32, 'big'))}"


def _read_policy(bao: Bao, name: str, prefix: str) -> None:
    policy = f'path "secret/data/{prefix}/*" {{ capabilities = ["read"] }}'
    bao.cli("policy", "write", name, "-", stdin=policy)


def _enable(bao: Bao, method: str, mount: str) -> None:
    if f"{mount}/" not in bao.cli("auth", "list"):
        bao.cli("auth", "enable", f"-path={mount}", method)


@pytest.mark.slow
def test_jwt_login_with_a_locally_signed_token(vault_site: VaultSite, bao: Bao) -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    public_pem = (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    mount = f"jwt-{vault_site.prefix}"
    _enable(bao, "jwt", mount)
    bao.cli(
        "write",
        f"auth/{mount}/config",
        "-",
        stdin=json.dumps({"jwt_validation_pubkeys": [public_pem]}),
    )
    _read_policy(bao, vault_site.prefix, vault_site.prefix)
    role = {
        "role_type": "jwt",
        "user_claim": "sub",
        "bound_audiences": ["govern"],
        "token_policies": [vault_site.prefix],
        "token_ttl": "5m",
    }
    bao.cli("write", f"auth/{mount}/role/trainer", "-", stdin=json.dumps(role))
    bao.cli("kv", "put", f"secret/{vault_site.prefix}/app", "HF_TOKEN=hf-value-123456")
    now = int(time.time())
    claims = {"sub": "alice", "aud": "govern", "iat": now, "nbf": now, "exp": now + 300}
    vault_site.write("id-token", _es256_jwt(key, claims))
    vault_site.configure(
        f'method = "jwt"\nrole = "trainer"\njwt_file = "id-token"\nmount = "{mount}"'
    )

    result = vault_site.run("get", f"{vault_site.location}#HF_TOKEN")
    assert (result.code, result.stdout) == (0, "hf-value-123456\n"), result.stderr

    other_key = ec.generate_private_key(ec.SECP256R1())
    vault_site.write("id-token", _es256_jwt(other_key, claims))
    forged = vault_site.run("get", f"{vault_site.location}#HF_TOKEN")
    assert forged.code == 2
    assert "jwt login" in forged.stderr
    assert "hf-value" not in forged.stdout


class _TokenReview(BaseHTTPRequestHandler):
    """The Kubernetes API's TokenReview endpoint, answering for one service account: the part
    of a cluster the kubernetes auth method asks whether a service-account token is valid."""

    accepted_token = ""

    def do_POST(self) -> None:
        review = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        valid = review["spec"]["token"] == self.accepted_token
        status: dict[str, object] = {"authenticated": valid}
        if valid:
            status["user"] = {
                "username": "system:serviceaccount:ml:trainer",
                "uid": _SA_UID,
                "groups": ["system:serviceaccounts"],
            }
        body = json.dumps({**review, "status": status}).encode()
        self.send_response(201)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: object) -> None:
        pass


def _loopback_tls(folder: Path) -> tuple[ssl.SSLContext, str]:
    """A server context for 127.0.0.1 and the PEM of the CA that signed its certificate."""
    now = datetime.datetime.now(datetime.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "test kubernetes CA")])
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    certificate = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .sign(ca_key, hashes.SHA256())
    )
    cert_file, key_file = folder / "api.crt", folder / "api.key"
    cert_file.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert_file, key_file)
    return context, ca.public_bytes(serialization.Encoding.PEM).decode()


@pytest.fixture
def token_review(tmp_path: Path) -> Iterator[tuple[str, type[_TokenReview], str]]:
    """A loopback HTTPS TokenReview endpoint: (its URL, its handler class, its CA's PEM)."""
    handler = type("Review", (_TokenReview,), {})
    context, ca_pem = _loopback_tls(tmp_path)
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"https://127.0.0.1:{server.server_address[1]}", handler, ca_pem
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.mark.slow
def test_kubernetes_service_account_login(
    vault_site: VaultSite, bao: Bao, token_review: tuple[str, type[_TokenReview], str]
) -> None:
    api, handler, ca_pem = token_review
    key = ec.generate_private_key(ec.SECP256R1())
    now = int(time.time())
    sa_token = _es256_jwt(
        key,
        {
            "iss": "kubernetes/serviceaccount",
            "sub": "system:serviceaccount:ml:trainer",
            "kubernetes.io/serviceaccount/namespace": "ml",
            "kubernetes.io/serviceaccount/service-account.name": "trainer",
            "kubernetes.io/serviceaccount/service-account.uid": _SA_UID,
            "iat": now,
        },
    )
    handler.accepted_token = sa_token
    mount = f"k8s-{vault_site.prefix}"
    _enable(bao, "kubernetes", mount)
    bao.cli(
        "write",
        f"auth/{mount}/config",
        f"kubernetes_host={api}",
        f"kubernetes_ca_cert={ca_pem}",
        "disable_local_ca_jwt=true",
    )
    _read_policy(bao, vault_site.prefix, vault_site.prefix)
    bao.cli(
        "write",
        f"auth/{mount}/role/trainer",
        "bound_service_account_names=trainer",
        "bound_service_account_namespaces=ml",
        f"token_policies={vault_site.prefix}",
        "token_ttl=5m",
    )
    bao.cli("kv", "put", f"secret/{vault_site.prefix}/app", "WANDB_API_KEY=w-value-1234567")
    vault_site.write("sa-token", sa_token)
    vault_site.configure(
        f'method = "kubernetes"\nrole = "trainer"\ntoken_file = "sa-token"\nmount = "{mount}"'
    )

    result = vault_site.run("get", f"{vault_site.location}#WANDB_API_KEY")
    assert (result.code, result.stdout) == (0, "w-value-1234567\n"), result.stderr

    handler.accepted_token = "revoked"
    refused = vault_site.run("get", f"{vault_site.location}#WANDB_API_KEY")
    assert refused.code == 2
    assert "kubernetes login" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
