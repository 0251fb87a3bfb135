"""`govern webhook serve`: the validating admission webhook over HTTPS.

POST an AdmissionReview (v1, or v1beta1) to the validate path; GET /healthz answers "ok".
Every verdict is answered only once its audit entry is durable; the response's auditAnnotations
name the entry's index. A request that is not an AdmissionReview gets HTTP 400 and the API
server applies the webhook's failurePolicy (Fail: deny). A body over MAX_BODY is denied when its
uid can be read from its first bytes, else refused with HTTP 413: it is never allowed.

How long a client may take and how many connections it may hold: govern.webhook.connections.
With a client CA, only callers presenting a certificate it issued get past the TLS handshake;
every audit entry records the caller and whether it was authenticated."""

from __future__ import annotations

import contextlib
import io
import json
import logging
import signal
import ssl
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from govern.errors import ConfigError
from govern.webhook.connections import (
    BodyBudget,
    ConnectionSlots,
    Deadline,
    DeadlineReader,
    DeadlineWriter,
    caller_of,
)
from govern.webhook.service import MAX_BODY, HttpAnswer, WebhookService, failure_status

log = logging.getLogger("govern.webhook")

# A body over MAX_BODY is read this far for its uid, then discarded up to DRAIN_LIMIT so the
# client reads the answer instead of a connection reset; beyond that the connection is closed.
UID_WINDOW = 64 * 1024
DRAIN_LIMIT = 64 * 1024 * 1024
# Bodies over LARGE_BODY (reviews are a few KB) may hold LARGE_BODIES bytes at once between them.
LARGE_BODY = 64 * 1024
LARGE_BODIES = 64 * 1024 * 1024


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body leave in separate writes: without this, Nagle's algorithm holds the body
    # back until the client's delayed ACK, 40 ms a request.
    disable_nagle_algorithm = True
    server: WebhookHTTPServer

    def setup(self) -> None:
        super().setup()
        self.caller = caller_of(self.connection, self.client_address[0])
        self.deadline = Deadline(self.server.io_seconds, self.server.idle_seconds)
        self.rfile = io.BufferedReader(DeadlineReader(self.connection, self.deadline))
        self.wfile = DeadlineWriter(self.connection, self.server.io_seconds)

    def handle_one_request(self) -> None:
        self.deadline.between_requests()
        super().handle_one_request()

    def do_GET(self) -> None:
        if self.path == "/healthz":
            self._send(200, b"ok\n", "text/plain")
        else:
            self._send_json(
                failure_status(404, "NotFound", f"no such path {self.path.split('?')[0]}")
            )

    def do_POST(self) -> None:
        with self.server.busy():  # a stop waits until the answer is sent
            self._send_json(self._answer_post())

    def _answer_post(self) -> HttpAnswer:
        length = self._content_length()
        if length is None:
            self.close_connection = True
            return failure_status(411, "LengthRequired", "send a Content-Length")
        path = self.path.split("?", 1)[0]
        try:
            if path not in self.server.paths:
                self.close_connection = True
                self._discard(length)
                return failure_status(
                    404, "NotFound", f"POST to {path}: use {self.server.paths[0]}"
                )
            if length > MAX_BODY:
                self.close_connection = True
                head = self.rfile.read(min(length, UID_WINDOW))
                self._discard(length - len(head))
                return self.server.service.oversized(head, length, self.caller)
            with self.server.large_bodies.hold(length) as granted:
                if not granted:
                    self.close_connection = True
                    self._discard(length)  # read past, not kept: so the client reads the answer
                    return failure_status(
                        503,
                        "ServiceUnavailable",
                        f"too many large reviews at once (this one is {length} bytes)",
                    )
                return self._answer_body(length)
        except TimeoutError:
            self.close_connection = True
            return failure_status(408, "Timeout", "request body not received in time")

    def _answer_body(self, length: int) -> HttpAnswer:
        body = self.rfile.read(length)
        if len(body) < length:
            self.close_connection = True  # the client went away mid-body
            return failure_status(400, "BadRequest", "request body ended early")
        with self.server.slots.answering(self.client_address):
            return self.server.service.answer(body, self.caller)

    def _content_length(self) -> int | None:
        """The body's length; None when it is not given (chunked bodies are not accepted)."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            return None
        raw = self.headers.get("Content-Length")
        try:
            length = int(raw) if raw is not None else -1
        except ValueError:
            return None
        return length if length >= 0 else None

    def _discard(self, remaining: int) -> None:
        if remaining > DRAIN_LIMIT:
            return
        while remaining > 0:
            chunk = self.rfile.read(min(remaining, 1 << 20))
            if not chunk:
                return
            remaining -= len(chunk)

    def _send_json(self, answer: HttpAnswer) -> None:
        data = json.dumps(answer.body, separators=(",", ":")).encode()
        self._send(answer.status, data, "application/json")

    def _send(self, status: int, data: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        pass  # verdicts go to the audit log; one line per request would drown the errors

    def log_message(self, format: str, *args: Any) -> None:
        # Malformed HTTP and idle keep-alive connections timing out: routine, not worth a line.
        log.debug("%s: %s", self.address_string(), format % args)


class WebhookHTTPServer(ThreadingHTTPServer):
    """HTTPS with the TLS handshake in each connection's thread, so a slow client holds up only
    itself; how many connections it holds: ConnectionSlots."""

    daemon_threads = True
    block_on_close = False
    request_queue_size = 128

    def __init__(
        self,
        address: tuple[str, int],
        tls: ssl.SSLContext,
        make_service: Callable[[], WebhookService],
        paths: tuple[str, ...],
        io_seconds: float = 10.0,
        idle_seconds: float = 30.0,
        max_connections: int = 256,
        max_client_connections: int = 64,
    ) -> None:
        """Binds ADDRESS, then builds the service (verifier, audit writer) with MAKE_SERVICE,
        so a server that cannot listen starts no threads."""
        try:
            super().__init__(address, _Handler)
        except OSError as exc:
            raise ConfigError(
                f"cannot listen on {address[0]}:{address[1]}: {exc.strerror or exc} "
                "(is another server there? choose another --listen)"
            ) from None
        self.tls = tls
        self.paths = paths
        self.io_seconds = io_seconds
        self.idle_seconds = idle_seconds
        self.slots = ConnectionSlots(max_connections, max_client_connections)
        self.large_bodies = BodyBudget(LARGE_BODIES, LARGE_BODY)
        self._refusals = _RefusalLog()
        self._busy = 0
        self._idle = threading.Condition()
        try:
            self.service = make_service()
        except BaseException:
            self.server_close()
            raise

    def process_request(self, request: Any, client_address: Any) -> None:
        refusal = self.slots.admit(client_address, request.fileno())
        if refusal is not None:
            self._refusals.note(refusal)
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except Exception:
            self.slots.release(client_address)
            raise

    def finish_request(self, request: Any, client_address: Any) -> None:
        # The slot is given back before the descriptor is closed: ConnectionSlots may shut down
        # a held descriptor, which must not yet belong to another connection.
        try:
            connection = self.tls.wrap_socket(
                request, server_side=True, do_handshake_on_connect=False
            )
        except (OSError, ssl.SSLError) as exc:
            self.slots.release(client_address)
            log.debug("TLS set-up for %s failed: %s", client_address[0], exc)
            return
        try:
            # One deadline for the whole handshake, however the client spaces its bytes.
            connection.settimeout(self.io_seconds)
            connection.do_handshake()
            _Handler(connection, client_address, self)
        except (OSError, ssl.SSLError) as exc:
            log.debug("connection from %s ended: %s", client_address[0], exc)
        finally:
            self.slots.release(client_address)
            connection.close()

    @property
    def url(self) -> str:
        """Where the webhook answers (with the port chosen when the listen port was 0)."""
        host = self.server_address[0]
        shown = host.decode() if isinstance(host, bytes) else host
        return f"https://{shown}:{self.server_address[1]}{self.paths[0]}"

    def handle_error(self, request: Any, client_address: Any) -> None:
        log.exception("error answering %s", client_address[0])

    @contextlib.contextmanager
    def busy(self) -> Any:
        """Marks a request being answered, so a stop waits for its answer."""
        with self._idle:
            self._busy += 1
        try:
            yield
        finally:
            with self._idle:
                self._busy -= 1
                self._idle.notify_all()

    def wait_idle(self, timeout: float) -> None:
        with self._idle:
            self._idle.wait_for(lambda: self._busy == 0, timeout)


def tls_context(cert: Path, key: Path, client_ca: Path | None = None) -> ssl.SSLContext:
    """A server TLS context (TLS 1.2 or later) from a PEM certificate chain and key; with
    CLIENT_CA, a client must present a certificate issued by it (by it alone: the system's
    CAs are not loaded)."""
    given = [("--cert", cert), ("--key", key)] + ([("--client-ca", client_ca)] if client_ca else [])
    for name, path in given:
        if not path.is_file():
            raise ConfigError(
                f"{name} {path}: no such file (examples/kubernetes/README.md shows how to make one)"
            )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    load_certificate(context, cert, key)
    if client_ca is not None:
        try:
            context.load_verify_locations(cafile=client_ca)
        except (OSError, ssl.SSLError) as exc:
            raise ConfigError(f"--client-ca {client_ca}: not a PEM CA certificate: {exc}") from None
        context.verify_mode = ssl.CERT_REQUIRED
    return context


class _RefusalLog:
    """Refused connections in at most one line per INTERVAL, however many there are."""

    INTERVAL = 10.0

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._count = 0
        self._logged = -self.INTERVAL

    def note(self, reason: str) -> None:
        with self._lock:
            self._count += 1
            now = time.monotonic()
            if now - self._logged < self.INTERVAL:
                return
            count, self._count, self._logged = self._count, 0, now
        log.warning("closed %d connection(s) unanswered, the last because %s", count, reason)


def load_certificate(context: ssl.SSLContext, cert: Path, key: Path) -> None:
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        raise ConfigError(
            f"cannot use TLS certificate {cert} with key {key}: {exc} "
            "(both PEM; the key must match the certificate)"
        ) from None


def parse_listen(value: str) -> tuple[str, int]:
    host, separator, port = value.rpartition(":")
    if not separator or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ConfigError(f"--listen {value!r}: expected HOST:PORT such as 127.0.0.1:8443")
    return host.strip("[]"), int(port)


def serve(
    server: WebhookHTTPServer,
    *,
    ready: Callable[[str], None],
    reload_tls: Callable[[], None],
) -> None:
    """Answer until SIGTERM or SIGINT; SIGHUP reloads the TLS certificate and key."""
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    signal.signal(signal.SIGHUP, lambda *_: reload_tls())
    worker = threading.Thread(target=server.serve_forever, name="govern-webhook-accept")
    worker.start()
    ready(server.url)
    try:
        while not stop.wait(1.0):
            pass
    finally:
        server.shutdown()
        worker.join()
        server.wait_idle(server.io_seconds)
        server.server_close()
        server.service.close()
