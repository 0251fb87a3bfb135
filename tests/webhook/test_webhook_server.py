"""`govern webhook serve` as a real process, spoken to over real HTTPS.

The demo site's trust policy covers only ghcr.io/example-university-rc/**: any other image is
untrusted without a registry being asked, which is all these tests of the server need."""

from __future__ import annotations

import json
import signal
import socket
import ssl
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import requests

from govern.audit import open_log
from tests.conftest import Govern, Site
from tests.services.process import wait_until
from tests.services.webhook import Tls, Webhook, https_session, make_certificate
from tests.webhook.conftest import admission_review, container, pod

UNTRUSTED = "docker.io/library/nginx:1.27"
MIB = 1024 * 1024


def untrusted_pod(**kwargs: Any) -> dict[str, Any]:
    return admission_review(pod({"containers": [container("web", UNTRUSTED)]}), **kwargs)


def audit_entry(site: Site, index: int) -> dict[str, Any]:
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        ((_, entry),) = list(log.entries(index, index + 1))
    return entry.to_json()


def tls_socket(webhook: Webhook) -> ssl.SSLSocket:
    context = ssl.create_default_context(cafile=str(webhook.tls.ca))
    raw = socket.create_connection(("127.0.0.1", webhook.port), timeout=10)
    return context.wrap_socket(raw, server_hostname="127.0.0.1")


def read_http(connection: ssl.SSLSocket) -> tuple[int, bytes]:
    """Status and body of one HTTP response on CONNECTION."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            raise ConnectionError(f"closed after {data!r}")
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    while len(body) < length:
        body += connection.recv(65536)
    return int(head.split(b" ", 2)[1]), body


@pytest.fixture
def webhook(site: Site, start_webhook: Callable[..., Webhook]) -> Webhook:
    return start_webhook(site.config, "--io-seconds", "1")


def test_an_untrusted_image_is_denied_and_audited(webhook: Webhook, site: Site) -> None:
    review = untrusted_pod(namespace="research")
    response = webhook.review(review)
    assert response["allowed"] is False
    assert response["status"]["code"] == 403
    message = response["status"]["message"]
    assert message.startswith(f'govern: container "web": image {UNTRUSTED} is not trusted: ')
    assert "no trust rule" in message
    index = int(response["auditAnnotations"]["audit"])
    entry = audit_entry(site, index)
    assert entry["kind"] == "webhook.admission"
    assert entry["actor"] == "alice@example.edu"
    assert entry["subject"] == "Pod:research/web"
    payload = entry["payload"]
    assert payload["outcome"] == "deny" and payload["uid"] == review["request"]["uid"]
    assert payload["images"][0]["reference"] == UNTRUSTED
    assert payload["images"][0]["trusted"] is False


def test_delete_and_unknown_kinds_are_allowed_and_audited(webhook: Webhook, site: Site) -> None:
    deleted = webhook.review(untrusted_pod(operation="DELETE"))
    assert deleted["allowed"] is True
    assert audit_entry(site, int(deleted["auditAnnotations"]["audit"]))["payload"]["note"] == (
        "DELETE is not judged"
    )
    config_map = admission_review({"kind": "ConfigMap"}, kind=("", "v1", "ConfigMap"))
    answered = webhook.review(config_map)
    assert answered["allowed"] is True
    entry = audit_entry(site, int(answered["auditAnnotations"]["audit"]))
    assert entry["payload"]["judged"] is False
    assert entry["payload"]["note"] == "kind v1/ConfigMap is not judged"


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        (b"{this is not json", "request body is not JSON"),
        (b"", "request body is not JSON"),
        (json.dumps(pod({})).encode(), "AdmissionReview: apiVersion"),
        (
            json.dumps({**untrusted_pod(), "kind": "AdmissionResponse"}).encode(),
            "AdmissionReview: kind",
        ),
        (
            json.dumps(
                {**untrusted_pod(), "request": {"operation": "CREATE", "object": pod({})}}
            ).encode(),
            "request.uid: required field is missing",
        ),
    ],
    ids=["malformed", "empty", "wrong-kind", "wrong-review-kind", "missing-uid"],
)
def test_what_is_not_an_admission_review_gets_400(
    webhook: Webhook, body: bytes, problem: str
) -> None:
    answer = webhook.post(body)
    assert answer.status_code == 400
    status = answer.json()
    assert status["kind"] == "Status" and status["code"] == 400
    assert problem in status["message"]
    assert "response" not in status  # never an admission verdict, let alone an allow
    assert webhook.review(untrusted_pod())["allowed"] is False  # and the server goes on


def test_an_oversized_review_is_denied_by_uid(webhook: Webhook, site: Site) -> None:
    review = untrusted_pod()
    review["request"]["object"]["metadata"]["annotations"] = {"blob": "x" * (4 * MIB)}
    response = webhook.review(review)
    assert response["allowed"] is False
    assert "over the 3145728 byte limit" in response["status"]["message"]
    entry = audit_entry(site, int(response["auditAnnotations"]["audit"]))
    assert entry["payload"]["outcome"] == "deny"
    assert entry["payload"]["uid"] == review["request"]["uid"]


def test_an_oversized_body_without_a_uid_gets_413(webhook: Webhook) -> None:
    answer = webhook.post(b'{"padding": "' + b"x" * (4 * MIB) + b'"}')
    assert answer.status_code == 413
    assert answer.json()["reason"] == "RequestEntityTooLarge"
    assert webhook.session.get(webhook.url.replace("/validate", "/healthz")).text == "ok\n"


def test_warn_mode_never_admits_an_oversized_review(
    site: Site, start_webhook: Callable[..., Webhook]
) -> None:
    webhook = start_webhook(site.config, "--mode", "warn")
    review = untrusted_pod()
    review["request"]["object"]["metadata"]["annotations"] = {"blob": "x" * (4 * MIB)}
    assert webhook.review(review)["allowed"] is False


def test_a_slow_client_holds_up_only_itself(webhook: Webhook) -> None:
    stalled = tls_socket(webhook)
    stalled.sendall(
        b"POST /validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 5000\r\n\r\n" + json.dumps(untrusted_pod()).encode()[:100]
    )
    silent = socket.create_connection(("127.0.0.1", webhook.port))  # not even a handshake
    started = time.monotonic()
    assert webhook.review(untrusted_pod())["allowed"] is False
    assert time.monotonic() - started < 1.0
    status, body = read_http(stalled)  # --io-seconds 1
    assert status == 408 and json.loads(body)["reason"] == "Timeout"
    stalled.close()
    silent.close()


def test_a_client_that_hangs_up_mid_body_does_not_stop_the_server(webhook: Webhook) -> None:
    for _ in range(5):
        connection = tls_socket(webhook)
        connection.sendall(b"POST /validate HTTP/1.1\r\nHost: x\r\nContent-Length: 999\r\n\r\n{")
        connection.close()
    plain = socket.create_connection(("127.0.0.1", webhook.port))
    plain.sendall(b"GET /healthz HTTP/1.1\r\n\r\n")  # plain HTTP on the HTTPS port
    plain.close()
    assert webhook.review(untrusted_pod())["allowed"] is False


def test_chunked_and_unknown_paths_are_refused(webhook: Webhook) -> None:
    connection = tls_socket(webhook)
    connection.sendall(
        b"POST /validate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        b"2\r\n{}\r\n0\r\n\r\n"
    )
    status, body = read_http(connection)
    assert status == 411 and "Content-Length" in json.loads(body)["message"]
    connection.close()
    other = webhook.session.post(webhook.url.replace("/validate", "/mutate"), data=b"{}")
    assert other.status_code == 404


def test_concurrent_reviews_each_get_their_own_answer(webhook: Webhook, site: Site) -> None:
    reviews = [untrusted_pod(uid=f"uid-{n}") for n in range(64)]

    def ask(review: dict[str, Any]) -> dict[str, Any]:
        with https_session(webhook.tls) as session:
            answer = session.post(webhook.url, json=review, timeout=30)
        response: dict[str, Any] = answer.json()["response"]
        return response

    with ThreadPoolExecutor(16) as pool:
        responses = list(pool.map(ask, reviews))
    assert [r["uid"] for r in responses] == [f"uid-{n}" for n in range(64)]
    assert all(r["allowed"] is False for r in responses)
    indexes = [int(r["auditAnnotations"]["audit"]) for r in responses]
    assert len(set(indexes)) == 64
    for response, index in zip(responses, indexes, strict=True):
        assert audit_entry(site, index)["payload"]["uid"] == response["uid"]


def test_keep_alive_connections_answer_many_reviews(webhook: Webhook) -> None:
    for n in range(20):
        assert webhook.review(untrusted_pod(uid=f"k-{n}"))["uid"] == f"k-{n}"


def test_warn_mode_admits_with_warnings_and_audits_warn(
    site: Site, start_webhook: Callable[..., Webhook]
) -> None:
    webhook = start_webhook(site.config, "--mode", "warn")
    spec = {"hostNetwork": True, "containers": [container("web", UNTRUSTED)]}
    response = webhook.review(admission_review(pod(spec), namespace="research"))
    assert response["allowed"] is True
    assert response["warnings"][0].startswith(f'govern: container "web": image {UNTRUSTED}')
    assert response["warnings"][1].startswith("govern: pod: hostNetwork not allowed")
    entry = audit_entry(site, int(response["auditAnnotations"]["audit"]))
    assert entry["payload"]["outcome"] == "warn" and entry["payload"]["mode"] == "warn"


def test_the_audit_log_verifies_after_serving(webhook: Webhook, site: Site, govern: Govern) -> None:
    for n in range(10):
        webhook.review(untrusted_pod(uid=f"v-{n}"))
    webhook.stop()
    key = govern("--config", site.config, "audit", "keygen", "--json")
    assert key.code == 0, key.stderr
    vkey = json.loads(key.stdout)["vkey"]
    checkpoint = govern("--config", site.config, "audit", "checkpoint")
    assert checkpoint.code == 0, checkpoint.stderr
    verified = govern("--config", site.config, "audit", "verify", "--trusted-key", vkey)
    assert verified.code == 0, verified.stdout + verified.stderr


def test_sigterm_stops_it_cleanly_with_every_verdict_durable(
    site: Site, start_webhook: Callable[..., Webhook]
) -> None:
    webhook = start_webhook(site.config)
    indexes = [int(webhook.review(untrusted_pod())["auditAnnotations"]["audit"]) for _ in range(3)]
    assert webhook.process is not None
    webhook.process.terminate()
    assert webhook.process.wait(15) == 0
    assert [audit_entry(site, i)["kind"] for i in indexes] == ["webhook.admission"] * 3


@pytest.mark.parametrize(
    ("arguments", "problem"),
    [
        ((), "--cert and --key are required"),
        (("--cert", "missing.crt", "--key", "missing.key"), "--cert missing.crt: no such file"),
        (("--mode", "lenient"), "--mode 'lenient': expected enforce or warn"),
        (("--listen", "8443"), "--listen '8443': expected HOST:PORT"),
    ],
)
def test_serve_refuses_to_start_without_what_it_needs(
    govern: Govern, site: Site, tls: Tls, arguments: tuple[str, ...], problem: str
) -> None:
    if arguments and arguments[0] != "--cert":
        arguments = ("--cert", str(tls.cert), "--key", str(tls.key), *arguments)
    result = govern("--config", site.config, "webhook", "serve", *arguments)
    assert result.code == 2
    assert result.stderr.strip().splitlines() == [f"govern: {result.stderr.strip()[8:]}"]
    assert problem in result.stderr


def test_serve_refuses_a_key_that_is_not_the_certificates(
    govern: Govern, site: Site, tls: Tls, tmp_path: Path
) -> None:
    other = make_certificate(tmp_path / "other")
    result = govern(
        "--config", site.config, "webhook", "serve", "--cert", tls.cert, "--key", other.key
    )
    assert result.code == 2
    assert "cannot use TLS certificate" in result.stderr


def test_serve_refuses_a_port_in_use(govern: Govern, site: Site, webhook: Webhook) -> None:
    result = govern(
        "--config", site.config, "webhook", "serve", "--cert", webhook.tls.cert,
        "--key", webhook.tls.key, "--listen", f"127.0.0.1:{webhook.port}",
    )  # fmt: skip
    assert result.code == 2
    assert f"cannot listen on 127.0.0.1:{webhook.port}" in result.stderr


def test_sighup_loads_a_renewed_certificate(site: Site, tmp_path: Path) -> None:
    folder = tmp_path / "rotating"
    first = make_certificate(folder)
    old_ca = first.ca.read_bytes()
    webhook = Webhook(site.config, first, tmp_path / "rotating.log")
    webhook.start()
    try:
        assert webhook.review(untrusted_pod())["allowed"] is False
        renewed = make_certificate(folder)  # new CA, new key, same files
        assert renewed.ca.read_bytes() != old_ca
        assert webhook.process is not None
        webhook.process.send_signal(signal.SIGHUP)
        wait_until(lambda: b"reloaded TLS certificate" in webhook.log.read_bytes(), 10, "reload")
        with https_session(renewed) as session:
            assert session.get(webhook.url.replace("/validate", "/healthz")).text == "ok\n"
        (tmp_path / "old-ca.crt").write_bytes(old_ca)
        stale = https_session(renewed)
        stale.verify = str(tmp_path / "old-ca.crt")
        with stale, pytest.raises(requests.exceptions.SSLError):
            stale.get(webhook.url.replace("/validate", "/healthz"))
    finally:
        webhook.stop()


def test_extra_paths_answer_reviews(site: Site, start_webhook: Callable[..., Webhook]) -> None:
    webhook = start_webhook(site.config, "--path", "/validate", "--path", "/images")
    other = webhook.session.post(webhook.url.replace("/validate", "/images"), json=untrusted_pod())
    assert other.status_code == 200 and other.json()["response"]["allowed"] is False


def test_serve_refuses_a_broken_trust_policy(govern: Govern, site: Site, tls: Tls) -> None:
    (site.policies / "images.toml").write_text("[[rule]]\nname = 'x'\nmatch = ['a/b']\n")
    result = govern(
        "--config", site.config, "webhook", "serve", "--cert", tls.cert, "--key", tls.key,
        "--listen", "127.0.0.1:0",
    )  # fmt: skip
    assert result.code == 2
    assert "images.toml" in result.stderr and len(result.stderr.strip().splitlines()) == 1
