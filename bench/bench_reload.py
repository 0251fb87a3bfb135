"""Decisions while the daemon reloads: latency through the socket with and without reloads.

The daemon runs on the generated site of bench.sitegen (5,000 users, 2,000 datasets, ...). One
client asks one check at a time, as job_submit.lua does, for a fixed time: first with the site
left alone, then while a catalog file is rewritten (content changed each time) as soon as the
previous reload has landed, so the daemon compiles and swaps without pause. Reports p50, p99
and the slowest answer of each phase, the reloads completed, and every request refused or left
unanswered (the budget for both is zero).
Run: python -m bench.bench_reload
"""

from __future__ import annotations

import json
import os
import socket
import tempfile
import threading
import time
from pathlib import Path

from bench.bench_slurm import _percentiles, _requests
from bench.sitegen import generate_site
from govern.policy.bundle import compile_site
from tests.services.daemon import Daemon

SECONDS_PER_PHASE = 20.0
RELOADED = b"reloaded policies and catalog"


def _ask_for(path: Path, lines: list[bytes], seconds: float) -> tuple[list[float], int, int]:
    """Latencies of answered checks, and how many were refused or never answered."""
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.settimeout(10)
    connection.connect(str(path))
    stream = connection.makefile("rwb")
    latencies: list[float] = []
    refused = unanswered = 0
    stop_at = time.monotonic() + seconds
    index = 0
    while time.monotonic() < stop_at:
        line = lines[index % len(lines)]
        index += 1
        start = time.perf_counter()
        stream.write(line + b"\n")
        stream.flush()
        try:
            answer = json.loads(stream.readline())
        except (TimeoutError, ValueError):
            unanswered += 1
            break
        latencies.append(time.perf_counter() - start)
        refused += bool(answer.get("errors")) or "receipt" not in answer
    connection.close()
    return latencies, refused, unanswered


def _keep_reloading(daemon: Daemon, catalog: Path, stop: threading.Event) -> None:
    original = catalog.read_text()
    edit = 0
    while not stop.is_set():
        edit += 1
        catalog.write_text(original + f"\n# edit {edit}\n")
        while not stop.is_set() and daemon.log.read_bytes().count(RELOADED) < edit:
            time.sleep(0.02)
    catalog.write_text(original)


def _report(label: str, latencies: list[float], refused: int, unanswered: int) -> None:
    p50, p99 = _percentiles(latencies)
    print(
        f"    {label:16} {len(latencies):6} answers  p50 {p50 * 1e3:6.2f} ms  "
        f"p99 {p99 * 1e3:6.2f} ms  slowest {max(latencies) * 1e3:7.1f} ms  "
        f"refused {refused}  unanswered {unanswered}"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        config = generate_site(tmp / "site")
        site = compile_site(config)
        lines = [json.dumps({"op": "check", **r}).encode() for r in _requests(site.entities, 2000)]
        catalog = sorted((config.parent / "catalog").glob("*.toml"))[0]
        daemon = Daemon(config, tmp / "decide.sock", tmp / "serve.log")
        daemon.start()
        try:
            print(f"load average before: {os.getloadavg()[0]:.2f} (2-core machine is quiet < 0.5)")
            print("decisions through the socket, one at a time, on the 5,000-user site")
            _report("no reloads", *_ask_for(daemon.socket_path, lines, SECONDS_PER_PHASE))
            stop = threading.Event()
            reloader = threading.Thread(target=_keep_reloading, args=(daemon, catalog, stop))
            reloader.start()
            began = daemon.log.read_bytes().count(RELOADED)
            try:
                during = _ask_for(daemon.socket_path, lines, SECONDS_PER_PHASE)
            finally:
                stop.set()
                reloader.join()
            _report("reloading", *during)
            reloads = daemon.log.read_bytes().count(RELOADED) - began
            print(f"    reloads completed while asking: {reloads}")
        finally:
            daemon.stop()


if __name__ == "__main__":
    main()
