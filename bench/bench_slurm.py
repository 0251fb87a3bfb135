"""The Slurm path: decision latency in the daemon, daemon throughput, and sbatch overhead.

(1) p50/p99 of one decision inside the daemon (parse the line, decide, queue the audit entry)
    against a bare cedarpy is_authorized with pre-parsed handles on the same requests,
    on the generated site of bench.sitegen (5,000 users, 2,000 datasets, ...);
(2) decisions per second through the Unix socket, every one logged with group commit,
    from several pipelining client processes;
(3) median sbatch wall time on one real Slurm cluster with job_submit.lua and the daemon,
    against the same cluster with JobSubmitPlugins unset, measured in alternating rounds.
Run: python -m bench.bench_slurm  (as root: it starts munge, slurmctld and slurmd)
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

import cedarpy

from bench.sitegen import generate_site
from govern.audit import open_log
from govern.policy.bundle import compile_site
from govern.policy.live import LiveEngine
from govern.policy.request import ACTIONS
from govern.slurm.server import DecisionService
from tests.services.daemon import Daemon
from tests.services.slurm import SlurmCluster

REQUESTS = 5000
CLIENTS = 4
PER_CLIENT = 5000
WINDOW = 200
SBATCH_ROUNDS = 4
SBATCH_PER_ROUND = 25


def _requests(site_entities: dict[str, str], count: int) -> list[dict[str, str]]:
    rng = random.Random(3)
    users = [k[6:] for k in site_entities if k.startswith("User::")]
    resources = [
        k.replace("Dataset::", "dataset:").replace("Model::", "model:")
        for k in site_entities
        if k.startswith(("Dataset::", "Model::"))
    ]
    destinations = [k[13:] for k in site_entities if k.startswith("Destination::")]
    return [
        {
            "user": rng.choice(users),
            "action": rng.choice(ACTIONS),
            "resource": rng.choice(resources),
            "destination": rng.choice(destinations),
        }
        for _ in range(count)
    ]


def _percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return ordered[len(ordered) // 2], ordered[int(len(ordered) * 0.99)]


def decision_latency(config: Path, tmp: Path) -> None:
    site = compile_site(config)
    requests = _requests(site.entities, REQUESTS)
    lines = [json.dumps({"op": "check", **r}).encode() for r in requests]
    now = int(time.time())
    cedar = [
        {
            "principal": {"type": "User", "id": r["user"]},
            "action": {"type": "Action", "id": r["action"]},
            "resource": {
                "type": r["resource"].split(":")[0].capitalize(),
                "id": r["resource"].split(":", 1)[1],
            },
            "context": {
                "now": now,
                "destination": {"__entity": {"type": "Destination", "id": r["destination"]}},
                "approval": {"person": False, "destination": False},
            },
        }
        for r in requests
    ]
    schema = cedarpy.Schema.from_str(site.schema)
    policies = cedarpy.PolicySet.from_str(site.policies)
    entities = cedarpy.Entities.from_json_str(site.entities_json())

    log = open_log(tmp / "audit-latency")
    writer = log.writer()
    service = DecisionService(LiveEngine(config), writer)
    bare: list[float] = []
    daemon: list[float] = []
    for _ in range(3):  # alternate so drift hits both alike
        for request in cedar:
            start = time.perf_counter()
            cedarpy.is_authorized(request, policies, entities, schema)
            bare.append(time.perf_counter() - start)
        for line in lines:
            start = time.perf_counter()
            service.answer(line)
            daemon.append(time.perf_counter() - start)
    writer.close()
    log.close()
    b50, b99 = _percentiles(bare)
    d50, d99 = _percentiles(daemon)
    print("(1) one decision inside the daemon (incl. queuing its audit entry)")
    print(f"    bare cedarpy       p50 {b50 * 1e6:7.1f} us   p99 {b99 * 1e6:7.1f} us")
    print(f"    govern daemon      p50 {d50 * 1e6:7.1f} us   p99 {d99 * 1e6:7.1f} us")
    print(f"    ratio              p50 {d50 / b50:7.2f}      p99 {d99 / b99:7.2f}      budget <= 2")


def _client(path: str, lines: list[bytes], results: multiprocessing.Queue[int]) -> None:
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.connect(path)
    stream = connection.makefile("rwb")
    answered = 0
    for first in range(0, len(lines), WINDOW):
        window = lines[first : first + WINDOW]
        stream.write(b"".join(line + b"\n" for line in window))
        stream.flush()
        for _ in window:
            answer = stream.readline()
            answered += b'"receipt"' in answer
    results.put(answered)


def throughput(config: Path, tmp: Path) -> None:
    site = compile_site(config)
    lines = [
        json.dumps({"op": "check", **r}).encode() for r in _requests(site.entities, PER_CLIENT)
    ]
    print(
        f"(2) throughput through the socket, {CLIENTS} pipelining clients, every decision "
        "logged durably (group commit)"
    )
    for _ in range(2):
        daemon = Daemon(config, tmp / "bench.sock", tmp / "serve.log")
        daemon.start()
        try:
            results: multiprocessing.Queue[int] = multiprocessing.Queue()
            clients = [
                multiprocessing.Process(
                    target=_client, args=(str(daemon.socket_path), lines, results)
                )
                for _ in range(CLIENTS)
            ]
            start = time.perf_counter()
            for client in clients:
                client.start()
            answered = sum(results.get() for _ in clients)
            elapsed = time.perf_counter() - start
            for client in clients:
                client.join()
        finally:
            daemon.stop()
        print(
            f"    {answered} decisions with receipts in {elapsed:.2f} s = "
            f"{answered / elapsed:,.0f} decisions/s   budget >= 5,000/s"
        )


SBATCH_SITE = """
[[project]]
id = "p"
groups = ["root"]

[[dataset]]
id = "era5"
project = "p"
classification = "public"
protection = "reproducible"

[[destination]]
kind = "partition"
name = "gpu"
country = "US"
"""


def sbatch_overhead(tmp: Path) -> None:
    root = Path(tempfile.mkdtemp(prefix="govern-bench-slurm-"))
    root.chmod(0o755)
    site = root / "site"
    (site / "catalog").mkdir(parents=True)
    (site / "catalog" / "site.toml").write_text(SBATCH_SITE)
    (site / "users.toml").write_text(
        '[[user]]\nname = "root"\n[[group]]\nname = "root"\nmembers = ["root"]\n'
    )
    repo = Path(__file__).resolve().parents[1]
    config = site / "govern.toml"
    config.write_text(
        f'[site]\ncountry = "US"\n[identity]\nsource = "file"\nfile = "users.toml"\n'
        f'[policy]\ndir = "{repo / "policies"}"\n[audit]\ndir = "audit"\n'
    )
    daemon = Daemon(config, root / "decide.sock", root / "serve.log")
    daemon.start()
    cluster = SlurmCluster(root / "slurm")
    try:
        cluster.write_config()
        cluster.install_govern(daemon.socket_path)
        cluster.start()
        script = root / "job.sh"
        script.write_text("#!/bin/sh\n#GOVERN use dataset:era5\ntrue\n")
        with_plugin: list[float] = []
        without: list[float] = []
        for round_number in range(SBATCH_ROUNDS * 2):
            plugin = round_number % 2 == 0
            _set_plugin(cluster, plugin)
            times = with_plugin if plugin else without
            for _ in range(SBATCH_PER_ROUND):
                start = time.perf_counter()
                result = cluster.run(
                    "sbatch", "--hold", "--output=/dev/null", str(script), check=False
                )
                times.append(time.perf_counter() - start)
                if result.returncode != 0:
                    raise RuntimeError(f"sbatch failed: {result.stderr}")
            cluster.run("scancel", "--user=root", check=False)
    finally:
        cluster.stop()
        daemon.stop()
    a, b = statistics.median(without), statistics.median(with_plugin)
    print(f"(3) sbatch wall time, median of {len(without)} each, alternating rounds")
    print(f"    without job_submit   {a * 1000:7.2f} ms")
    print(
        f"    with govern          {b * 1000:7.2f} ms   overhead {(b - a) * 1000:+.2f} ms"
        "   budget <= +1 ms"
    )


def _set_plugin(cluster: SlurmCluster, enabled: bool) -> None:
    text = cluster.conf.read_text()
    lines = [line for line in text.splitlines() if not line.startswith("JobSubmitPlugins")]
    if enabled:
        lines.insert(1, "JobSubmitPlugins=lua")
    cluster.conf.write_text("\n".join(lines) + "\n")
    cluster.run("scontrol", "reconfigure")
    time.sleep(1.0)


def main() -> None:
    if os.geteuid() != 0:
        sys.exit("run as root: the sbatch benchmark starts munge and Slurm")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        config = generate_site(tmp / "site")
        decision_latency(config, tmp)
        throughput(config, tmp)
        sbatch_overhead(tmp)


if __name__ == "__main__":
    main()
