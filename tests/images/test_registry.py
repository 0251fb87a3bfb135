"""The registry client against a real registry (docker-registry 2.8) on loopback, and against
servers that misbehave: every failure is a one-line RegistryError, never a wrong answer."""

from __future__ import annotations

import contextlib
import hashlib
import json
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import NamedTuple
from urllib.parse import parse_qs, urlsplit

import pytest

from govern.errors import ImageError, RegistryError
from govern.images._internal.registry import OCI_MANIFEST, RegistryClient
from govern.images.reference import ImageReference
from tests.images.conftest import TOKEN_USER
from tests.services.process import free_port
from tests.services.registry import Registry, start_registry

EMPTY_CONFIG = "application/vnd.oci.image.config.v1+json"
LAYER = "application/vnd.oci.image.layer.v1.tar"


def unique_repository() -> str:
    return f"test/{uuid.uuid4().hex[:12]}"


def sha256(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


@pytest.fixture
def client(registry: Registry) -> Iterator[RegistryClient]:
    with RegistryClient(insecure=[registry.host], timeout=5) as client:
        yield client


@pytest.fixture(scope="module")
def pushed(registry: Registry) -> tuple[str, str]:
    """(repository, manifest digest) of one image pushed by skopeo as tag v1."""
    repository = unique_repository()
    return repository, registry.push_image(repository, "v1")


def oci_manifest(client: RegistryClient, host: str, repository: str, layer: bytes) -> bytes:
    config = client.push_blob(host, repository, b"{}")
    layer_digest = client.push_blob(host, repository, layer)
    return json.dumps(
        {
            "schemaVersion": 2,
            "mediaType": OCI_MANIFEST,
            "config": {"mediaType": EMPTY_CONFIG, "digest": config, "size": 2},
            "layers": [{"mediaType": LAYER, "digest": layer_digest, "size": len(layer)}],
        }
    ).encode()


# -- reading ------------------------------------------------------------------------------------


def test_resolves_a_tag_to_the_digest_skopeo_pushed(
    client: RegistryClient, registry: Registry, pushed: tuple[str, str]
) -> None:
    repository, digest = pushed
    assert client.resolve(ImageReference.parse(f"{registry.host}/{repository}:v1")) == digest


def test_resolves_a_digest_reference_it_holds(
    client: RegistryClient, registry: Registry, pushed: tuple[str, str]
) -> None:
    repository, digest = pushed
    ref = ImageReference.parse(f"{registry.host}/{repository}@{digest}")
    assert client.resolve(ref) == digest


def test_fetches_a_manifest_by_tag_and_by_digest(
    client: RegistryClient, registry: Registry, pushed: tuple[str, str]
) -> None:
    repository, digest = pushed
    by_tag = client.get_manifest(registry.host, repository, "v1")
    by_digest = client.get_manifest(registry.host, repository, digest)
    assert by_tag is not None and by_digest is not None
    assert by_tag == by_digest
    assert by_tag.digest == digest == sha256(by_tag.body)
    assert by_tag.media_type == OCI_MANIFEST
    assert len(by_tag.json()["layers"]) == 1


def test_missing_manifests_are_none_and_missing_images_a_clear_error(
    client: RegistryClient, registry: Registry, pushed: tuple[str, str]
) -> None:
    repository, _ = pushed
    missing_digest = sha256(b"nothing")
    assert client.get_manifest(registry.host, repository, "no-such-tag") is None
    assert client.get_manifest(registry.host, repository, missing_digest) is None
    assert client.get_manifest(registry.host, unique_repository(), "v1") is None
    for text in (f"{repository}:no-such-tag", f"{repository}@{missing_digest}"):
        ref = ImageReference.parse(f"{registry.host}/{text}")
        with pytest.raises(RegistryError, match=f"not found in {registry.host}$"):
            client.resolve(ref)
    with pytest.raises(RegistryError, match="not found"):
        client.get_blob(registry.host, repository, missing_digest)


def test_a_blob_whose_content_does_not_match_its_digest_is_refused(
    client: RegistryClient, registry: Registry
) -> None:
    repository = unique_repository()
    layer = b"layer content " + uuid.uuid4().bytes
    digest = client.push_blob(registry.host, repository, layer)
    assert client.get_blob(registry.host, repository, digest) == layer
    # Corrupt the stored copy (same size): the registry serves it without noticing.
    hexdigest = digest.removeprefix("sha256:")
    stored = registry.tmp / "storage/docker/registry/v2/blobs/sha256" / hexdigest[:2] / hexdigest
    (stored / "data").write_bytes(bytes(b ^ 1 for b in layer))
    with pytest.raises(RegistryError, match="does not match that digest"):
        client.get_blob(registry.host, repository, digest)


def test_a_manifest_whose_content_does_not_match_its_digest_is_refused(
    client: RegistryClient, registry: Registry
) -> None:
    repository = unique_repository()
    body = oci_manifest(client, registry.host, repository, uuid.uuid4().bytes)
    digest = client.push_manifest(registry.host, repository, "v1", body, OCI_MANIFEST)
    hexdigest = digest.removeprefix("sha256:")
    stored = registry.tmp / "storage/docker/registry/v2/blobs/sha256" / hexdigest[:2] / hexdigest
    (stored / "data").write_bytes(body.replace(b'"size": 2', b'"size": 3'))
    with pytest.raises(RegistryError, match="digest"):
        client.get_manifest(registry.host, repository, digest)
    with pytest.raises(RegistryError, match="digest"):
        client.get_manifest(registry.host, repository, "v1")


def test_blobs_over_the_size_limit_are_refused(client: RegistryClient, registry: Registry) -> None:
    repository = unique_repository()
    digest = client.push_blob(registry.host, repository, b"x" * 1000 + uuid.uuid4().bytes)
    with pytest.raises(RegistryError, match="more than the 100 "):
        client.get_blob(registry.host, repository, digest, max_bytes=100)


def test_registry_2_8_has_no_referrers_api(
    client: RegistryClient, registry: Registry, pushed: tuple[str, str]
) -> None:
    repository, digest = pushed
    assert client.referrers(registry.host, repository, digest) is None


def test_malformed_names_never_reach_the_registry(
    client: RegistryClient, registry: Registry
) -> None:
    with pytest.raises(ImageError, match="tag"):
        client.get_manifest(registry.host, "hpc/app", "../../_catalog")
    with pytest.raises(ImageError, match="repository"):
        client.list_tags(registry.host, "hpc/../app")
    with pytest.raises(ImageError, match="only sha256"):
        client.get_blob(registry.host, "hpc/app", "sha512:" + "ab" * 64)


# -- writing ------------------------------------------------------------------------------------


def test_pushed_blobs_and_manifest_read_back(client: RegistryClient, registry: Registry) -> None:
    repository = unique_repository()
    layer = b"layer " + uuid.uuid4().bytes
    body = oci_manifest(client, registry.host, repository, layer)
    digest = client.push_manifest(registry.host, repository, "v1", body, OCI_MANIFEST)
    assert digest == sha256(body)
    by_tag = client.get_manifest(registry.host, repository, "v1")
    assert by_tag is not None
    assert (by_tag.digest, by_tag.media_type, by_tag.body) == (digest, OCI_MANIFEST, body)
    assert client.get_manifest(registry.host, repository, digest) == by_tag
    layer_digest = by_tag.json()["layers"][0]["digest"]
    assert client.get_blob(registry.host, repository, layer_digest) == layer
    # Pushing what is already there is harmless and gives the same digest.
    assert client.push_blob(registry.host, repository, layer) == layer_digest
    signature_tag = digest.replace(":", "-") + ".sig"
    assert client.push_manifest(registry.host, repository, signature_tag, body, OCI_MANIFEST) == (
        digest
    )
    assert client.get_manifest(registry.host, repository, signature_tag) == by_tag


def test_a_manifest_pushed_by_digest_must_have_that_digest(
    client: RegistryClient, registry: Registry
) -> None:
    repository = unique_repository()
    body = oci_manifest(client, registry.host, repository, uuid.uuid4().bytes)
    assert client.push_manifest(
        registry.host, repository, sha256(body), body, OCI_MANIFEST
    ) == sha256(body)
    with pytest.raises(RegistryError, match="not sha256:"):
        client.push_manifest(registry.host, repository, sha256(b"other"), body, OCI_MANIFEST)


def test_lists_every_tag_across_pages(client: RegistryClient, registry: Registry) -> None:
    repository = unique_repository()
    body = oci_manifest(client, registry.host, repository, uuid.uuid4().bytes)
    tags = sorted(f"t{number:02d}" for number in range(23))
    for tag in tags:
        client.push_manifest(registry.host, repository, tag, body, OCI_MANIFEST)
    # docker-registry 2.8 ignores n= and answers with one page, in no particular order.
    assert sorted(client.list_tags(registry.host, repository, page_size=5)) == tags
    assert client.list_tags(registry.host, unique_repository()) == []


# -- token authentication -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def token_pushed(token_registry: Registry) -> tuple[str, str]:
    repository = unique_repository()
    return repository, token_registry.push_image(repository, "v1")


def test_anonymous_pull_is_refused_naming_authentication(
    token_registry: Registry, token_pushed: tuple[str, str]
) -> None:
    repository, _ = token_pushed
    ref = ImageReference.parse(f"{token_registry.host}/{repository}:v1")
    with (
        RegistryClient(insecure=[token_registry.host]) as client,
        pytest.raises(RegistryError, match=r"authentication .* required .* configure credentials"),
    ):
        client.resolve(ref)


def test_configured_credentials_get_a_token_that_is_reused(
    token_registry: Registry, token_pushed: tuple[str, str]
) -> None:
    repository, digest = token_pushed
    assert token_registry.token_server is not None
    ref = ImageReference.parse(f"{token_registry.host}/{repository}:v1")
    with RegistryClient(
        insecure=[token_registry.host], credentials={token_registry.host: TOKEN_USER}
    ) as client:
        before = token_registry.token_server.requests
        assert client.resolve(ref) == digest
        manifest = client.get_manifest(token_registry.host, repository, digest)
        assert manifest is not None
        layer = manifest.json()["layers"][0]["digest"]
        client.get_blob(token_registry.host, repository, layer)
        assert client.list_tags(token_registry.host, repository) == ["v1"]
        assert token_registry.token_server.requests == before + 1
        # Pushing needs a wider scope: one more token, then reused as well.
        client.push_blob(token_registry.host, repository, uuid.uuid4().bytes)
        client.push_blob(token_registry.host, repository, uuid.uuid4().bytes)
        assert token_registry.token_server.requests == before + 2


def test_a_wrong_password_is_a_clear_error(
    token_registry: Registry, token_pushed: tuple[str, str]
) -> None:
    repository, _ = token_pushed
    ref = ImageReference.parse(f"{token_registry.host}/{repository}:v1")
    with (
        RegistryClient(
            insecure=[token_registry.host],
            credentials={token_registry.host: (TOKEN_USER[0], "not-the-password")},
        ) as client,
        pytest.raises(RegistryError, match=r"authentication to .* failed .* check the username"),
    ):
        client.resolve(ref)


def test_a_token_realm_over_http_is_refused_for_an_https_registry(tmp_path: Path) -> None:
    """Credentials are never sent in the clear because a registry's challenge asked for it."""
    server = start_registry(tmp_path, token_auth=True, tls=True)
    try:
        with (
            RegistryClient(ca_file=server.ca_file, credentials={server.host: TOKEN_USER}) as client,
            pytest.raises(RegistryError, match="not https"),
        ):
            client.list_tags(server.host, "hpc/app")
    finally:
        server.stop()


# -- transport failures -------------------------------------------------------------------------


def test_a_silent_server_times_out_within_the_timeout() -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        host = f"127.0.0.1:{listener.getsockname()[1]}"
        started = time.monotonic()
        with (
            RegistryClient(insecure=[host], timeout=0.5) as client,
            pytest.raises(RegistryError, match=f"{host} did not answer within 0.5 s"),
        ):
            client.resolve(ImageReference.parse(f"{host}/hpc/app:v1"))
        assert time.monotonic() - started < 3


def test_connection_refused_is_a_registry_error() -> None:
    host = f"127.0.0.1:{free_port()}"
    with (
        RegistryClient(insecure=[host]) as client,
        pytest.raises(RegistryError, match=f"cannot connect to {host} .*refused"),
    ):
        client.get_manifest(host, "hpc/app", "v1")


@pytest.fixture(scope="module")
def tls_registry(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Registry]:
    server = start_registry(tmp_path_factory.mktemp("tls-registry"), tls=True)
    try:
        yield server
    finally:
        server.stop()


def test_https_needs_the_registry_ca(tls_registry: Registry) -> None:
    repository = unique_repository()
    digest = tls_registry.push_image(repository, "v1")
    ref = ImageReference.parse(f"{tls_registry.host}/{repository}:v1")
    with (
        RegistryClient() as client,
        pytest.raises(RegistryError, match=f"TLS with {tls_registry.host} failed.*CA"),
    ):
        client.resolve(ref)
    with RegistryClient(ca_file=tls_registry.ca_file) as client:
        assert client.resolve(ref) == digest


# -- a registry that misbehaves -----------------------------------------------------------------

Answer = tuple[int, dict[str, str], bytes]


class Asked(NamedTuple):
    method: str
    path: str
    headers: dict[str, str]


class Misbehaving:
    """An HTTP server on loopback whose answer to every request is ANSWER(asked)."""

    def __init__(self, answer: Callable[[Asked], Answer], *, drip: float = 0.0) -> None:
        self.answer = answer
        self.drip = drip
        self.requests: list[Asked] = []
        self.connections: set[int] = set()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.host = f"127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True).start()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as registries do

            def reply(self) -> None:
                asked = Asked(self.command, self.path, dict(self.headers.items()))
                outer.requests.append(asked)
                outer.connections.add(self.client_address[1])
                status, headers, body = outer.answer(asked)
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                if "Content-Length" not in headers:
                    self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command == "HEAD":
                    return
                try:
                    size = 64 if outer.drip else max(len(body), 1)
                    for start in range(0, len(body), size):
                        self.wfile.write(body[start : start + size])
                        self.wfile.flush()
                        time.sleep(outer.drip)
                except OSError:
                    pass

            do_GET = do_HEAD = do_PUT = do_POST = reply

            def log_message(self, format: str, *args: object) -> None:
                pass

        return Handler

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@contextlib.contextmanager
def misbehaving(answer: Callable[[Asked], Answer], *, drip: float) -> Iterator[Misbehaving]:
    server = Misbehaving(answer, drip=drip)
    try:
        yield server
    finally:
        server.stop()


def fetch_with(
    answer: Callable[[Asked], Answer], action: Callable[[RegistryClient, str], object],
    *, drip: float = 0.0, timeout: float = 2.0,
) -> Misbehaving:  # fmt: skip
    with (
        misbehaving(answer, drip=drip) as server,
        RegistryClient(insecure=[server.host], timeout=timeout) as client,
    ):
        action(client, server.host)
    return server


def get_manifest(client: RegistryClient, host: str) -> object:
    return client.get_manifest(host, "hpc/app", "v1")


MANIFEST_BODY = b'{"schemaVersion": 2, "mediaType": "' + OCI_MANIFEST.encode() + b'"}'


@pytest.mark.parametrize(
    ("answer", "problem"),
    [
        ((503, {}, b"busy"), "failed with HTTP 503 .* try again later"),
        (
            (403, {"Content-Type": "application/json"},
             b'{"errors": [{"code": "DENIED", "message": "no"}]}'),
            "denied GET .*: DENIED: no: the configured credentials lack access",
        ),
        ((418, {}, b""), "answered HTTP 418"),
        (
            (200, {"Content-Type": OCI_MANIFEST, "Docker-Content-Digest": "sha256:" + "0" * 64},
             MANIFEST_BODY),
            "not the sha256:0+ it announced",
        ),
        (
            (200, {"Content-Type": OCI_MANIFEST, "Content-Length": str(5 * 1024 * 1024)}, b""),
            "more than the 4194304 allowed",
        ),
        ((302, {"Location": "ftp://127.0.0.1/x"}, b""), "from http to ftp: refusing"),
        ((200, {"Content-Type": OCI_MANIFEST}, b"{not json"), "not valid JSON"),
        ((401, {"WWW-Authenticate": 'Negotiate realm="x"'}, b""), "does not speak"),
        ((401, {"WWW-Authenticate": 'Basic realm="x"'}, b""), "configure credentials"),
        (
            (401, {"WWW-Authenticate": 'Bearer realm="ftp://127.0.0.1/token"'}, b""),
            "not https",
        ),
    ],
)  # fmt: skip
def test_misbehaving_registries_give_one_line_errors(answer: Answer, problem: str) -> None:
    def read(client: RegistryClient, host: str) -> None:
        manifest = client.get_manifest(host, "hpc/app", "v1")
        assert manifest is not None
        manifest.json()
        client.list_tags(host, "hpc/app")

    with pytest.raises(RegistryError, match=problem) as caught:
        fetch_with(lambda asked: answer, read)
    assert "\n" not in str(caught.value)


def test_a_digest_fetch_answered_with_other_content_is_refused() -> None:
    wanted = sha256(b"the real manifest")
    with pytest.raises(RegistryError, match="refusing it"):
        fetch_with(
            lambda asked: (200, {"Content-Type": OCI_MANIFEST}, MANIFEST_BODY),
            lambda client, host: client.get_manifest(host, "hpc/app", wanted),
        )


def test_a_body_sent_too_slowly_is_cut_off_near_the_timeout() -> None:
    started = time.monotonic()
    with pytest.raises(RegistryError, match=r"longer than 0\.5 s"):
        fetch_with(
            lambda asked: (200, {"Content-Type": OCI_MANIFEST}, b" " * 64 * 40),
            get_manifest,
            drip=0.05,
            timeout=0.5,
        )
    assert time.monotonic() - started < 3


def test_tag_lists_are_followed_across_pages() -> None:
    """Registries that paginate (distribution 3, Harbor, ...) send a Link to the next page."""
    tags = [f"t{number:02d}" for number in range(23)]

    def answer(request: Asked) -> Answer:
        query = parse_qs(urlsplit(request.path).query)
        size = int(query["n"][0])
        start = tags.index(query["last"][0]) + 1 if "last" in query else 0
        page = tags[start : start + size]
        headers = {"Content-Type": "application/json"}
        if start + size < len(tags):
            headers["Link"] = f'</v2/hpc/app/tags/list?n={size}&last={page[-1]}>; rel="next"'
        return 200, headers, json.dumps({"name": "hpc/app", "tags": page}).encode()

    listed: list[list[str]] = []
    server = fetch_with(
        answer, lambda client, host: listed.append(client.list_tags(host, "hpc/app", page_size=5))
    )
    assert listed == [tags]
    assert len(server.requests) == 5


def test_next_page_links_to_another_host_are_refused() -> None:
    def answer(asked: Asked) -> Answer:
        link = '<https://elsewhere.example/v2/hpc/app/tags/list?last=a>; rel="next"'
        return 200, {"Link": link}, b'{"tags": ["a"]}'

    with pytest.raises(RegistryError, match="another host"):
        fetch_with(answer, lambda client, host: client.list_tags(host, "hpc/app"))


def test_referrers_are_read_and_filtered_where_the_api_exists() -> None:
    subject = sha256(b"image")
    index = {
        "schemaVersion": 2,
        "mediaType": "application/vnd.oci.image.index.v1+json",
        "manifests": [
            {"mediaType": OCI_MANIFEST, "digest": sha256(b"a"), "size": 10,
             "artifactType": "application/vnd.dev.sigstore.bundle.v0.3+json",
             "annotations": {"k": "v"}},
            {"mediaType": OCI_MANIFEST, "digest": sha256(b"b"), "size": 11,
             "artifactType": "application/spdx+json"},
        ],
    }  # fmt: skip
    body = json.dumps(index).encode()
    headers = {"Content-Type": "application/vnd.oci.image.index.v1+json"}
    found: list[object] = []

    def read(client: RegistryClient, host: str) -> None:
        found.append(client.referrers(host, "hpc/app", subject))
        found.append(
            client.referrers(
                host, "hpc/app", subject, "application/vnd.dev.sigstore.bundle.v0.3+json"
            )
        )

    fetch_with(lambda asked: (200, headers, body), read)
    everything, bundles = found
    assert isinstance(everything, list) and isinstance(bundles, list)
    assert [d.digest for d in everything] == [sha256(b"a"), sha256(b"b")]
    assert [(d.digest, d.size, d.annotations) for d in bundles] == [(sha256(b"a"), 10, {"k": "v"})]
    # A registry that knows the API but no referrers answers 404 with an empty index.
    empty = json.dumps({"schemaVersion": 2, "manifests": []}).encode()
    found.clear()
    fetch_with(lambda asked: (404, headers, empty), read)
    assert found == [[], []]
    found.clear()
    fetch_with(lambda asked: (405, {}, b""), read)
    assert found == [None, None]


def test_one_connection_serves_many_questions() -> None:
    """The admission webhook asks per request: a new connection (and TLS handshake) for each
    would dominate its latency, so answers read to their end, 404s and HEADs included, leave
    the connection open for the next."""
    body = MANIFEST_BODY

    def answer(asked: Asked) -> Answer:
        if "missing" in asked.path:
            return 404, {"Content-Type": "application/json"}, b'{"errors": [{"code": "X"}]}'
        if "/tags/" in asked.path:
            return 200, {"Content-Type": "application/json"}, b'{"tags": ["v1"]}'
        return 200, {"Content-Type": OCI_MANIFEST, "Docker-Content-Digest": sha256(body)}, body

    def ask(client: RegistryClient, host: str) -> None:
        for _ in range(3):
            assert client.resolve(ImageReference.parse(f"{host}/hpc/app:v1")) == sha256(body)
            assert client.get_manifest(host, "hpc/app", "missing") is None
            assert client.list_tags(host, "hpc/app") == ["v1"]
            assert client.get_manifest(host, "hpc/app", "v1") is not None

    server = fetch_with(answer, ask)
    assert len(server.requests) == 12
    assert len(server.connections) == 1


def test_resolve_reads_the_manifest_when_head_gives_no_digest() -> None:
    def answer(asked: Asked) -> Answer:
        return 200, {"Content-Type": OCI_MANIFEST}, MANIFEST_BODY

    resolved: list[str] = []
    server = fetch_with(
        answer,
        lambda client, host: resolved.append(
            client.resolve(ImageReference.parse(f"{host}/hpc/app:v1"))
        ),
    )
    assert resolved == [sha256(MANIFEST_BODY)]
    assert [asked.method for asked in server.requests] == ["HEAD", "GET"]


def test_blob_redirects_are_followed_without_our_credentials() -> None:
    """S3-backed registries redirect blob downloads to signed URLs elsewhere: follow them, but
    the registry's credentials stay with the registry; the digest check guards the content."""
    blob = b"layer from the object store"
    digest = sha256(blob)

    def storage(asked: Asked) -> Answer:
        return 200, {"Content-Type": "application/octet-stream"}, blob

    with misbehaving(storage, drip=0) as store:

        def registry(asked: Asked) -> Answer:
            if "Authorization" not in asked.headers:
                return 401, {"WWW-Authenticate": 'Basic realm="registry"'}, b""
            return 307, {"Location": f"http://{store.host}/bucket/blob?signature=x"}, b""

        with (
            misbehaving(registry, drip=0) as server,
            RegistryClient(insecure=[server.host], credentials={server.host: TOKEN_USER}) as c,
        ):
            assert c.get_blob(server.host, "hpc/app", digest) == blob
            with pytest.raises(RegistryError, match="does not match that digest"):
                c.get_blob(server.host, "hpc/app", sha256(b"another blob"))
    assert server.requests[-1].headers["Authorization"].startswith("Basic ")
    assert [asked.path for asked in store.requests] == ["/bucket/blob?signature=x"] * 2
    assert all("Authorization" not in asked.headers for asked in store.requests)


def test_tokens_are_renewed_when_they_expire() -> None:
    issued: list[Asked] = []

    def answer(asked: Asked) -> Answer:
        if asked.path.startswith("/token"):
            issued.append(asked)
            token = json.dumps({"access_token": f"token-{len(issued)}", "expires_in": 5.4})
            return 200, {"Content-Type": "application/json"}, token.encode()
        if not asked.headers.get("Authorization", "").startswith("Bearer token-"):
            realm = f"http://{asked.headers['Host']}/token"
            challenge = f'Bearer realm="{realm}",service="svc",scope="repository:hpc/app:pull"'
            return 401, {"WWW-Authenticate": challenge}, b""
        return 200, {"Content-Type": "application/json"}, b'{"tags": ["v1"]}'

    def ask(client: RegistryClient, host: str) -> None:
        for _ in range(3):
            assert client.list_tags(host, "hpc/app") == ["v1"]
        assert len(issued) == 1
        time.sleep(0.5)  # the token (5.4 s) is renewed 5 s before it expires
        assert client.list_tags(host, "hpc/app") == ["v1"]
        assert len(issued) == 2

    fetch_with(answer, ask)
    query = parse_qs(urlsplit(issued[0].path).query)
    assert query == {"service": ["svc"], "scope": ["repository:hpc/app:pull"]}
    assert "Authorization" not in issued[0].headers  # no credentials configured: anonymous
