"""A real OCI registry (Debian's docker-registry, distribution 2.8) on loopback for tests, with
images built by umoci and pushed by skopeo, and optionally a token server in front of it."""

from __future__ import annotations

import base64
import datetime
import ipaddress
import json
import shutil
import subprocess
import threading
import time
import uuid
from collections.abc import Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
from cryptography.x509.oid import NameOID

from tests.services.process import free_port, port_open, stop, wait_until

SERVICE = "govern-test-registry"
ISSUER = "govern-test-token-server"
TOKEN_SECONDS = 300


def self_signed(directory: Path, name: str) -> tuple[Path, Path]:
    """A P-256 key and a self-signed certificate for 127.0.0.1 (cert.pem, key.pem) in DIRECTORY."""
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    directory.mkdir(parents=True, exist_ok=True)
    cert_path, key_path = directory / f"{name}.crt", directory / f"{name}.key"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class TokenServer:
    """Docker's token protocol: basic credentials from USERS get the scopes they ask for,
    anonymous callers a token that grants nothing, a wrong password 401. Counts its requests."""

    def __init__(self, directory: Path, users: Mapping[str, str]) -> None:
        self.users = dict(users)
        self.cert_path, key_path = self_signed(directory, "token-signer")
        certificate = x509.load_pem_x509_certificate(self.cert_path.read_bytes())
        self._x5c = base64.b64encode(certificate.public_bytes(serialization.Encoding.DER)).decode()
        key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
        assert isinstance(key, ec.EllipticCurvePrivateKey)
        self._key = key
        self.requests = 0
        self.port = free_port()
        self.realm = f"http://127.0.0.1:{self.port}/token"
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), self._handler())
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def issue(self, subject: str, access: list[dict[str, object]]) -> str:
        now = int(time.time())
        header = {"typ": "JWT", "alg": "ES256", "x5c": [self._x5c]}
        claims = {
            "iss": ISSUER,
            "sub": subject,
            "aud": SERVICE,
            "iat": now,
            "nbf": now - 10,
            "exp": now + TOKEN_SECONDS,
            "jti": uuid.uuid4().hex,
            "access": access,
        }
        signing_input = (
            _b64url(json.dumps(header).encode()) + "." + _b64url(json.dumps(claims).encode())
        )
        r, s = decode_dss_signature(
            self._key.sign(signing_input.encode(), ec.ECDSA(hashes.SHA256()))
        )
        signature = r.to_bytes(32, "big") + s.to_bytes(32, "big")
        return signing_input + "." + _b64url(signature)

    def _user(self, authorization: str | None) -> str | None:
        """The user named by valid basic credentials, "" for none given; None when wrong."""
        if not authorization:
            return ""
        scheme, _, encoded = authorization.partition(" ")
        if scheme.lower() != "basic":
            return None
        try:
            username, _, password = base64.b64decode(encoded).decode().partition(":")
        except ValueError:
            return None
        return username if self.users.get(username) == password and username else None

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server.requests += 1
                query = parse_qs(urlsplit(self.path).query)
                user = server._user(self.headers.get("Authorization"))
                if user is None or query.get("service") != [SERVICE]:
                    self.send_response(401)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                access: list[dict[str, object]] = []
                for scope in query.get("scope", []) if user else []:
                    kind, _, rest = scope.partition(":")
                    name, _, actions = rest.rpartition(":")
                    access.append({"type": kind, "name": name, "actions": actions.split(",")})
                token = server.issue(user or "anonymous", access)
                body = json.dumps({"token": token, "expires_in": TOKEN_SECONDS}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:
                pass

        return Handler


class Registry:
    """A running docker-registry on 127.0.0.1:<free port>, filesystem storage in a tmp dir."""

    def __init__(
        self,
        tmp: Path,
        *,
        token_server: TokenServer | None,
        users: Mapping[str, str],
        tls: bool,
    ) -> None:
        self.tmp = tmp
        self.port = free_port()
        self.host = f"127.0.0.1:{self.port}"
        self.token_server = token_server
        self.users = dict(users)
        self.ca_file: Path | None = None
        http: dict[str, object] = {"addr": self.host, "secret": uuid.uuid4().hex}
        if tls:
            certificate, key = self_signed(tmp / "tls", "registry")
            http["tls"] = {"certificate": str(certificate), "key": str(key)}
            self.ca_file = certificate
        config: dict[str, object] = {
            "version": 0.1,
            "log": {"level": "info", "accesslog": {"disabled": True}},
            # Deletion on, so tests can take an image away as a registry's owner would.
            "storage": {
                "filesystem": {"rootdirectory": str(tmp / "storage")},
                "delete": {"enabled": True},
            },
            "http": http,
        }
        if token_server is not None:
            config["auth"] = {
                "token": {
                    "realm": token_server.realm,
                    "service": SERVICE,
                    "issuer": ISSUER,
                    "rootcertbundle": str(token_server.cert_path),
                }
            }
        # JSON is YAML: no YAML writer needed for the registry's configuration.
        config_path = tmp / "config.yml"
        config_path.write_text(json.dumps(config))
        self.log = tmp / "registry.log"
        with self.log.open("ab") as log:
            self.process: subprocess.Popen[bytes] | None = subprocess.Popen(
                ["docker-registry", "serve", str(config_path)], stdout=log, stderr=log
            )
        try:
            wait_until(lambda: self._alive() and port_open(self.port), 30, "docker-registry")
        except TimeoutError:
            self.stop()
            raise RuntimeError(f"docker-registry did not start:\n{self.log.read_text()}") from None
        self._layout: Path | None = None

    def _alive(self) -> bool:
        if self.process is None or self.process.poll() is not None:
            raise RuntimeError(f"docker-registry exited:\n{self.log.read_text()}")
        return True

    def push_image(
        self, repository: str, tag: str, *, files: dict[str, bytes] | None = None
    ) -> str:
        """Build a tiny OCI image (one layer with FILES, or with one unique file so each call
        gives a new digest), push it as REPOSITORY:TAG, and return its manifest digest."""
        layout = self._base_layout()
        content = self.tmp / "content" / uuid.uuid4().hex
        content.mkdir(parents=True)
        for name, data in (files or {"unique": uuid.uuid4().bytes}).items():
            path = content / name.lstrip("/")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        local_tag = uuid.uuid4().hex
        _run(
            "umoci", "insert", "--rootless", "--image", f"{layout}:base", "--tag", local_tag,
            str(content), "/",
        )  # fmt: skip
        shutil.rmtree(content)
        digest_file = self.tmp / f"{local_tag}.digest"
        command = [
            "skopeo", "--insecure-policy", "copy", "--quiet", "--dest-tls-verify=false",
            "--digestfile", str(digest_file),
        ]  # fmt: skip
        if self.token_server is not None:
            username, password = next(iter(self.users.items()))
            command.append(f"--dest-creds={username}:{password}")
        _run(*command, f"oci:{layout}:{local_tag}", f"docker://{self.host}/{repository}:{tag}")
        digest = digest_file.read_text().strip()
        digest_file.unlink()
        return digest

    def copy_manifest(
        self, repository: str, tag: str, target_repository: str, target_tag: str
    ) -> None:
        """Copy REPOSITORY:TAG's manifest and its blobs, byte for byte, to
        TARGET_REPOSITORY:TARGET_TAG, as mirrors do (the digest stays the same)."""
        from govern.images._internal.registry import RegistryClient

        assert self.token_server is None, "copies are made on registries without token auth"
        with RegistryClient(insecure=[self.host]) as client:
            manifest = client.get_manifest(self.host, repository, tag)
            assert manifest is not None, f"{repository}:{tag} is not in the registry"
            for blob in [manifest.json()["config"], *manifest.json()["layers"]]:
                data = client.get_blob(self.host, repository, blob["digest"])
                client.push_blob(self.host, target_repository, data)
            client.push_manifest(
                self.host, target_repository, target_tag, manifest.body, manifest.media_type
            )

    def _base_layout(self) -> Path:
        """An empty OCI image layout, built once; each push adds a layer on top of it."""
        if self._layout is None:
            layout = self.tmp / "layout"
            _run("umoci", "init", "--layout", str(layout))
            _run("umoci", "new", "--image", f"{layout}:base")
            self._layout = layout
        return self._layout

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)
            self.process = None
        if self.token_server is not None:
            self.token_server.stop()
            self.token_server = None


def _run(*command: str) -> None:
    result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")


def start_registry(
    tmp: Path,
    *,
    token_auth: bool = False,
    users: dict[str, str] | None = None,
    tls: bool = False,
) -> Registry:
    """A registry on loopback; with TOKEN_AUTH, behind a token server that knows USERS
    (default: one user 'alice' with password 'wonderland'); with TLS, on https with a
    self-signed certificate (Registry.ca_file)."""
    users = users if users is not None else {"alice": "wonderland"}
    tmp.mkdir(parents=True, exist_ok=True)
    token_server = TokenServer(tmp / "token", users) if token_auth else None
    try:
        return Registry(tmp, token_server=token_server, users=users, tls=tls)
    except BaseException:
        if token_server is not None:
            token_server.stop()
        raise
