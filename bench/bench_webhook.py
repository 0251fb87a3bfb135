"""The admission webhook: p50/p99 verdict latency over HTTPS, cached and uncached.

1,000 AdmissionReviews (a Pod running one signed image in a real local registry) are sent one
after another on a kept-alive connection, as the API server does, to a real `govern webhook
serve`: once with the verdict cache on (every review after the first answered from it) and once
with it off (every review resolves the tag, fetches the signature and verifies it). Every
verdict is audited durably before it is answered, as in production.

Baselines measured in the same run on the same machine:
  - a bare HTTPS POST round trip to a stdlib server that answers a fixed JSON document;
  - a bare manifest HEAD to the same registry (what resolving a tag costs at least);
  - a durable audit append (one fsync) to a log on the same disk.
Run: python -m bench.bench_webhook  (installs docker-registry, skopeo and umoci if missing)
"""

from __future__ import annotations

import json
import os
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import requests

from govern.audit import open_log
from tests.services.process import free_port, install
from tests.services.registry import start_registry
from tests.services.webhook import Tls, Webhook, https_session, make_certificate

REQUESTS = 1000
WARMUP = 50
KEY_ENV = {**os.environ, "GOVERN_KEY_PASSWORD": "bench"}
OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json"


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return ordered[len(ordered) // 2], ordered[int(len(ordered) * 0.99)]


def timed(call: Callable[[], object], count: int = REQUESTS) -> list[float]:
    for _ in range(WARMUP):
        call()
    samples = []
    for _ in range(count):
        start = time.perf_counter()
        call()
        samples.append(time.perf_counter() - start)
    return samples


def review(image: str) -> bytes:
    pod = {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": "bench", "namespace": "research"},
        "spec": {"containers": [{"name": "app", "image": image}]},
    }
    request = {
        "uid": str(uuid.uuid4()),
        "kind": {"group": "", "version": "v1", "kind": "Pod"},
        "resource": {"group": "", "version": "v1", "resource": "pods"},
        "namespace": "research",
        "operation": "CREATE",
        "userInfo": {"username": "bench"},
        "object": pod,
    }
    body = {"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "request": request}
    return json.dumps(body).encode()


def govern(*args: str | Path) -> None:
    command = [sys.executable, "-m", "govern", *map(str, args)]
    result = subprocess.run(command, capture_output=True, text=True, env=KEY_ENV, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {result.stderr}")


def make_site(root: Path, registry_host: str, prefix: str, *, cache: bool) -> Path:
    folder = root / ("cached" if cache else "uncached")
    folder.mkdir()
    (folder / "images.toml").write_text(
        f'[[rule]]\nname = "bench"\nmatch = ["{registry_host}/{prefix}/**"]\n'
        f'keys = ["{root / "bench.pub"}"]\n'
    )
    seconds = "" if cache else "cache_seconds = 0\ntag_cache_seconds = 0\n"
    config = folder / "govern.toml"
    config.write_text(
        f'[site]\ncountry = "US"\n[audit]\ndir = "audit"\n'
        f'[images]\npolicy = "images.toml"\ninsecure_registries = ["{registry_host}"]\n{seconds}'
    )
    return config


def bare_https(tls: Tls, body: bytes) -> list[float]:
    """Round trips to a stdlib HTTPS server that answers every POST with the same document."""
    answer = json.dumps({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
                         "response": {"uid": "x", "allowed": True}}).encode()  # fmt: skip

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers["Content-Length"]))
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, format: str, *args: object) -> None:
            pass

    port = free_port()
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(tls.cert, tls.key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        with https_session(tls) as session:
            url = f"https://127.0.0.1:{port}/validate"
            return timed(lambda: session.post(url, data=body).raise_for_status())
    finally:
        server.shutdown()
        server.server_close()


def bare_head(registry_host: str, repository: str) -> list[float]:
    with requests.Session() as session:
        session.trust_env = False
        url = f"http://{registry_host}/v2/{repository}/manifests/v1"
        headers = {"Accept": OCI_MANIFEST}
        return timed(lambda: session.head(url, headers=headers).raise_for_status())


def durable_append(folder: Path) -> list[float]:
    with open_log(folder) as log:
        payload = {"outcome": "allow", "uid": str(uuid.uuid4()), "images": []}
        return timed(lambda: log.append("webhook.admission", "bench", "Pod:research/b", payload))


def verifier_alone(config: Path, image: str) -> list[float]:
    """ImageVerifier.verify in this process, no HTTP, no audit: what the verifier costs."""
    from govern.config import load_config
    from govern.images.verify import ImageVerifier

    verifier = ImageVerifier.from_config(load_config(config))
    return timed(lambda: verifier.verify(image))


def webhook_latency(config: Path, tls: Tls, log: Path, image: str) -> tuple[list[float], int]:
    webhook = Webhook(config, tls, log)
    webhook.start()
    denied = 0

    def ask() -> None:
        nonlocal denied
        answer = webhook.post(review(image))
        answer.raise_for_status()
        denied += not answer.json()["response"]["allowed"]

    try:
        return timed(ask), denied
    finally:
        webhook.stop()


def row(name: str, samples: list[float], baseline: list[float] | None = None) -> None:
    p50, p99 = percentiles(samples)
    line = f"    {name:<42} p50 {p50 * 1000:7.2f} ms   p99 {p99 * 1000:7.2f} ms"
    if baseline is not None:
        b50, b99 = percentiles(baseline)
        line += f"   x{p50 / b50:6.1f} / x{p99 / b99:6.1f}"
    print(line)


def main() -> None:
    install("registry")
    with tempfile.TemporaryDirectory(prefix="govern-bench-webhook-") as name:
        root = Path(name)
        tls = make_certificate(root / "tls")
        registry = start_registry(root / "registry")
        try:
            prefix = "bench"
            registry.push_image(f"{prefix}/app", "v1")
            image = f"{registry.host}/{prefix}/app:v1"
            govern("image", "keygen", root / "bench")
            cached = make_site(root, registry.host, prefix, cache=True)
            uncached = make_site(root, registry.host, prefix, cache=False)
            govern("--config", cached, "image", "sign", image, "--key", root / "bench.key")

            body = review(image)
            https = bare_https(tls, body)
            head = bare_head(registry.host, f"{prefix}/app")
            append = durable_append(root / "append-log")
            verify = verifier_alone(uncached, image)
            hot, hot_denied = webhook_latency(cached, tls, root / "cached.log", image)
            cold, cold_denied = webhook_latency(uncached, tls, root / "uncached.log", image)
        finally:
            registry.stop()
    if hot_denied or cold_denied:
        sys.exit(f"signed image denied {hot_denied + cold_denied} times: the bench is broken")
    print(f"webhook verdict latency, {REQUESTS} sequential AdmissionReviews over HTTPS "
          "(keep-alive), a Pod with one signed image; ratios p50 / p99")  # fmt: skip
    print("  baselines")
    row("bare HTTPS POST round trip", https)
    row("bare registry manifest HEAD", head)
    row("durable audit append (fsync)", append)
    row("ImageVerifier.verify uncached, in-process", verify)
    print(f"  govern webhook serve{'vs bare HTTPS POST':>74}")
    row("cached verdict", hot, https)
    row("uncached (resolve + signature + verify)", cold, https)
    floor = [percentiles(s)[0] for s in (https, verify, append)]
    print(f"    uncached p50 against POST + in-process verify + append "
          f"({sum(floor) * 1000:.2f} ms): x{percentiles(cold)[0] / sum(floor):.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
