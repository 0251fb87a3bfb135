"""What a hostile network client can do to `govern webhook serve`: hold connections open (a
slowloris), trickle a request, sit idle, or call without the API server's client certificate.
A real review must still be answered within the webhook's budget."""

from __future__ import annotations

import json
import select
import signal
import socket
import ssl
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import requests
import yaml

from tests.conftest import REPO, Site
from tests.services.process import stop, wait_until
from tests.services.webhook import Tls, Webhook, https_session, make_client_certificate
from tests.webhook.test_webhook_server import audit_entry, read_http, tls_socket, untrusted_pod

# What the example ValidatingWebhookConfiguration gives the webhook to answer.
BUDGET = yaml.safe_load((REPO / "examples" / "kubernetes" / "validating-webhook.yaml").read_text())[
    "webhooks"
][0]["timeoutSeconds"]


@pytest.fixture
def slowloris() -> Iterator[Callable[..., subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []

    def start(
        webhook: Webhook, sources: list[str], per_source: int, every: float, seconds: float
    ) -> subprocess.Popen[str]:
        attack = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.services.slowloris",
                str(webhook.port),
                str(webhook.tls.ca),
                "--sources",
                ",".join(sources),
                "--per-source",
                str(per_source),
                "--every",
                str(every),
                "--for",
                str(seconds),
            ],
            cwd=REPO,
            stdout=subprocess.PIPE,
            text=True,
        )
        started.append(attack)
        assert attack.stdout is not None
        assert attack.stdout.readline().strip() == "ready"
        return attack

    yield start
    for attack in started:
        stop(attack)  # type: ignore[arg-type]


def report(attack: subprocess.Popen[str]) -> dict[str, object]:
    output, _ = attack.communicate(timeout=120)
    result: dict[str, object] = json.loads(output.strip().splitlines()[-1])
    return result


def timed_review(webhook: Webhook) -> float:
    """Seconds a fresh connection took to get a verdict (a new connection, as the API server
    opens under load)."""
    started = time.monotonic()
    with https_session(webhook.tls) as session:
        answer = session.post(webhook.url, json=untrusted_pod(), timeout=60)
    assert answer.status_code == 200
    assert answer.json()["response"]["allowed"] is False
    return time.monotonic() - started


@pytest.mark.parametrize(
    "sources",
    [
        # One address gets its share (64) of the 256 connections: each new one takes the slot
        # of its oldest.
        pytest.param(["127.0.0.2"], id="256-from-one-address"),
        pytest.param(["127.0.0.1"], id="256-from-the-reviewers-address"),
        # Four take every connection: a review takes the slot of one waiting for its request.
        pytest.param(["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"], id="64-from-each-of-4"),
    ],
)
def test_a_review_is_answered_in_time_during_a_slowloris(
    site: Site,
    start_webhook: Callable[..., Webhook],
    slowloris: Callable[..., subprocess.Popen[str]],
    sources: list[str],
) -> None:
    webhook = start_webhook(site.config)  # the defaults: --io-seconds 10, 256 connections
    # 256 connections, each sending one byte of its request every 5 s.
    attack = slowloris(webhook, sources, 256 // len(sources), every=5, seconds=20)
    answered_in = [timed_review(webhook) for _ in range(3)]
    assert max(answered_in) < BUDGET, answered_in
    result = report(attack)
    assert (result["opened"], result["refused"]) == (256, 0)
    # No connection outlives its request deadline, however steadily it trickles.
    closed_after = result["closed_after"]
    assert isinstance(closed_after, list)
    assert all(after is not None and after < 10 + 5 for after in closed_after), closed_after


def trickle_until_closed(
    connection: socket.socket, data: bytes, every: float, limit: float
) -> float:
    """Sends DATA a byte each EVERY seconds until the server closes CONNECTION; seconds taken."""
    started = time.monotonic()
    # Non-blocking reads: a TLS 1.3 session ticket makes the connection readable without a byte
    # of data, and a blocking read would stop the trickle.
    connection.setblocking(False)
    for byte in data:
        if time.monotonic() - started > limit:
            break
        sent_at = time.monotonic()
        try:
            connection.send(bytes([byte]))
        except OSError:
            return time.monotonic() - started
        readable, _, _ = select.select([connection], [], [], every)
        if readable:
            try:
                if not connection.recv(65536):
                    return time.monotonic() - started
            except (ssl.SSLWantReadError, BlockingIOError):
                time.sleep(max(0.0, every - (time.monotonic() - sent_at)))
            except OSError:
                return time.monotonic() - started
    return float("inf")


def client_hello() -> bytes:
    context = ssl.create_default_context()
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    tls = context.wrap_bio(incoming, outgoing, server_hostname="127.0.0.1")
    with pytest.raises(ssl.SSLWantReadError):
        tls.do_handshake()
    return outgoing.read()


HEADERS = b"POST /validate HTTP/1.1\r\nHost: webhook\r\nContent-Length: 90\r\n\r\n"


@pytest.mark.parametrize("phase", ["handshake", "headers", "body"])
def test_a_trickled_request_is_cut_at_its_deadline(
    site: Site, start_webhook: Callable[..., Webhook], phase: str
) -> None:
    webhook = start_webhook(site.config, "--io-seconds", "2")
    if phase == "handshake":
        connection = socket.create_connection(("127.0.0.1", webhook.port), timeout=10)
        data = client_hello()
    else:
        connection = tls_socket(webhook)
        data = HEADERS + b"{" * 90
        if phase == "body":
            connection.sendall(HEADERS)
            data = b"{" * 90
    with connection:
        # A byte every 0.5 s: each read gets something well within 2 s, the request never ends.
        took = trickle_until_closed(connection, data, every=0.5, limit=20)
    assert took < 2 + 4


def test_an_idle_keep_alive_connection_is_closed(
    site: Site, start_webhook: Callable[..., Webhook]
) -> None:
    webhook = start_webhook(site.config, "--idle-seconds", "1")
    connection = tls_socket(webhook)
    body = json.dumps(untrusted_pod()).encode()
    request = (
        b"POST /validate HTTP/1.1\r\nHost: webhook\r\nContent-Length: "
        + str(len(body)).encode()
        + b"\r\n\r\n"
        + body
    )
    with connection:
        connection.sendall(request)
        assert read_http(connection)[0] == 200
        connection.sendall(request)  # within the idle time: answered on the same connection
        assert read_http(connection)[0] == 200
        started = time.monotonic()
        connection.settimeout(20)
        assert connection.recv(1) == b""
        assert time.monotonic() - started < 1 + 4


@pytest.fixture(scope="module")
def api_server_client(tmp_path_factory: pytest.TempPathFactory) -> Tls:
    return make_client_certificate(tmp_path_factory.mktemp("client"), "kube-apiserver")


def client_session(webhook: Webhook, client: Tls | None) -> requests.Session:
    session = https_session(webhook.tls)
    if client is not None:
        session.cert = (str(client.cert), str(client.key))
    return session


def test_with_a_client_ca_only_its_clients_are_answered(
    site: Site, start_webhook: Callable[..., Webhook], api_server_client: Tls, tmp_path: Path
) -> None:
    webhook = start_webhook(site.config, "--client-ca", str(api_server_client.ca))
    with client_session(webhook, api_server_client) as session:
        answer = session.post(webhook.url, json=untrusted_pod(), timeout=30).json()["response"]
    entry = audit_entry(site, int(answer["auditAnnotations"]["audit"]))
    assert entry["payload"]["caller"] == {
        "address": "127.0.0.1",
        "authenticated": True,
        "subject": "commonName=kube-apiserver",
    }
    stranger = make_client_certificate(tmp_path / "stranger", "kube-apiserver")
    for client in (None, stranger):
        with client_session(webhook, client) as session, pytest.raises(requests.ConnectionError):
            session.post(webhook.url, json=untrusted_pod(), timeout=30)


def test_sighup_loads_a_rotated_client_ca(
    site: Site, start_webhook: Callable[..., Webhook], tmp_path: Path
) -> None:
    folder = tmp_path / "clients"
    first = make_client_certificate(folder, "kube-apiserver")
    kept = tmp_path / "first"
    kept.mkdir()
    for path in (first.cert, first.key):
        (kept / path.name).write_bytes(path.read_bytes())
    webhook = start_webhook(site.config, "--client-ca", str(first.ca))
    with client_session(webhook, first) as session:
        assert session.get(webhook.url.replace("/validate", "/healthz"), timeout=30).ok
    rotated = make_client_certificate(folder, "kube-apiserver")  # a new CA in the same file
    assert webhook.process is not None
    webhook.process.send_signal(signal.SIGHUP)
    wait_until(lambda: b"reloaded TLS" in webhook.log.read_bytes(), 10, "reload")
    with client_session(webhook, rotated) as session:
        assert session.get(webhook.url.replace("/validate", "/healthz"), timeout=30).ok
    retired = Tls(first.ca, kept / first.cert.name, kept / first.key.name)
    with client_session(webhook, retired) as session, pytest.raises(requests.ConnectionError):
        session.get(webhook.url.replace("/validate", "/healthz"), timeout=30)


def test_without_a_client_ca_the_audit_says_the_caller_is_unauthenticated(
    site: Site, start_webhook: Callable[..., Webhook]
) -> None:
    webhook = start_webhook(site.config)
    answer = webhook.review(untrusted_pod())
    entry = audit_entry(site, int(answer["auditAnnotations"]["audit"]))
    assert entry["payload"]["caller"] == {
        "address": "127.0.0.1",
        "authenticated": False,
        "subject": None,
    }


def test_large_bodies_at_once_are_bounded_and_small_reviews_still_answered(
    site: Site, start_webhook: Callable[..., Webhook]
) -> None:
    """Bodies over 64 KiB may hold 64 MiB between them; a review is a few KB."""
    webhook = start_webhook(site.config)
    largest = 3 * 1024 * 1024  # the API server's own limit
    held = []
    for _ in range(21):  # 63 MiB announced, one byte sent
        connection = tls_socket(webhook)
        connection.sendall(
            b"POST /validate HTTP/1.1\r\nHost: x\r\nContent-Length: "
            + str(largest).encode()
            + b"\r\n\r\n{"
        )
        held.append(connection)
    try:
        padded = untrusted_pod()
        padded["request"]["object"]["metadata"]["annotations"] = {"pad": "x" * 2 * 1024 * 1024}
        refused = webhook.post(padded)
        assert refused.status_code == 503
        assert refused.json()["reason"] == "ServiceUnavailable"
        assert webhook.review(untrusted_pod())["allowed"] is False
    finally:
        for connection in held:
            connection.close()
    # Once they are gone, the large review is answered.
    assert webhook.review(padded)["allowed"] is False
