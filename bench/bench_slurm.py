"""The Slurm path: decision latency in the daemon, daemon throughput, and sbatch overhead.

(1) p50/p99 of one decision inside the daemon (parse the line, decide, queue the audit entry)
    against a bare cedarpy is_authorized with pre-parsed handles on the same requests,
    on the generated site of bench.sitegen (5,000 users, 2,000 datasets, ...): the decision
    cache off, on for requests it has seen, and on for requests it has not;
(2) decisions per second through the Unix socket, every one logged with group commit,
    from several pipelining client processes: all-distinct requests, and a stream in which each
    client cycles over a few hundred, each with the decision cache on and off, against bare
    cedarpy's calls per second in the same round;
(3) median sbatch wall time on one real Slurm cluster with job_submit.lua and the daemon,
    against the same cluster with JobSubmitPlugins unset (alternating rounds), and against the
    plugin asking a server that only appends and fdatasyncs one line before it answers, the
    floor (job by job, in the same rounds as the daemon).
Run: python -m bench.bench_slurm  (as root: it starts munge, slurmctld and slurmd);
     python -m bench.bench_slurm --only throughput  (one part; --only may be repeated)
Every figure is printed with the machine's load average.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import os
import random
import shutil
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

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
# A job stream with repeats: each client cycles over this many requests of its own. A cluster's
# submissions come from a few hundred active (user, dataset, partition) combinations at a time,
# resubmitted and arrayed: the same question asked again and again within minutes.
REPEATED = 300
ROUNDS = 2
WINDOW = 200
SBATCH_ROUNDS = 8
# Jobs per round for each kind: a round with the plugin runs this many for each server.
SBATCH_PER_ROUND = 25
SBATCH_SERVERS = ("govern", "floor", "bare answer")


def _requests(site_entities: dict[str, str], count: int, seed: int = 3) -> list[dict[str, str]]:
    rng = random.Random(seed)
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


def _cedar_requests(requests: list[dict[str, str]], now: int) -> list[dict[str, Any]]:
    """REQUESTS as bare cedarpy requests, context as the daemon builds it (no approval)."""
    return [
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


def _check_lines(requests: list[dict[str, str]]) -> list[bytes]:
    return [json.dumps({"op": "check", **r}).encode() for r in requests]


class _BareCedar:
    """cedarpy.is_authorized with pre-parsed handles on the generated site: the baseline."""

    def __init__(self, config: Path) -> None:
        site = compile_site(config)
        self.schema = cedarpy.Schema.from_str(site.schema)
        self.policies = cedarpy.PolicySet.from_str(site.policies)
        self.entities = cedarpy.Entities.from_json_str(site.entities_json())

    def timed(self, requests: list[dict[str, Any]]) -> list[float]:
        """The seconds each of REQUESTS takes."""
        times = []
        for request in requests:
            start = time.perf_counter()
            cedarpy.is_authorized(request, self.policies, self.entities, self.schema)
            times.append(time.perf_counter() - start)
        return times


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f} (5 min {five:.2f})"


def decision_latency(config: Path, tmp: Path) -> None:
    """Bare cedarpy, the daemon without its cache, the daemon asked requests it has cached, and
    the daemon with its cache asked requests it has not seen, in alternating rounds."""
    site = compile_site(config)
    now = int(time.time())
    bare = _BareCedar(config)
    seen = _requests(site.entities, REQUESTS)
    cedar = _cedar_requests(seen, now)
    log = open_log(tmp / "audit-latency")
    writer = log.writer()
    uncached = DecisionService(LiveEngine(config, cache_entries=0), writer)
    cached = DecisionService(LiveEngine(config), writer)
    for line in _check_lines(seen):  # the cached service has seen every one of them
        cached.answer(line)
    times: dict[str, list[float]] = {"bare": [], "off": [], "hits": [], "misses": []}
    for round_number in range(3):  # alternate so drift hits every kind alike
        times["bare"] += bare.timed(cedar)
        unseen = _check_lines(_requests(site.entities, REQUESTS, seed=100 + round_number))
        for kind, service, lines in (
            ("off", uncached, _check_lines(seen)),
            ("hits", cached, _check_lines(seen)),
            ("misses", cached, unseen),
        ):
            for line in lines:
                start = time.perf_counter()
                service.answer(line)
                times[kind].append(time.perf_counter() - start)
    writer.close()
    log.close()
    b50, b99 = _percentiles(times["bare"])
    print(f"(1) one decision inside the daemon (incl. queuing its audit entry); {_load()}")
    print(f"    bare cedarpy                 p50 {b50 * 1e6:7.1f} us   p99 {b99 * 1e6:7.1f} us")
    for kind, label in (
        ("off", "daemon, cache off"),
        ("misses", "daemon, cache on, unseen"),
        ("hits", "daemon, cache on, repeated"),
    ):
        d50, d99 = _percentiles(times[kind])
        print(
            f"    {label:28} p50 {d50 * 1e6:7.1f} us   p99 {d99 * 1e6:7.1f} us   "
            f"ratio p50 {d50 / b50:5.2f}  p99 {d99 / b99:5.2f}   budget p50 <= 1.5"
        )


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


def _streams(site_entities: dict[str, str], distinct: int) -> list[list[bytes]]:
    """Each client's PER_CLIENT requests: cycling over DISTINCT of its own."""
    streams = []
    for client in range(CLIENTS):
        own = _check_lines(_requests(site_entities, distinct, seed=client))
        streams.append([own[n % distinct] for n in range(PER_CLIENT)])
    return streams


def _decisions_per_second(config: Path, tmp: Path, streams: list[list[bytes]]) -> float:
    """Decisions with receipts per second through one daemon, every client at once."""
    daemon = Daemon(config, tmp / "bench.sock", tmp / "serve.log")
    daemon.start()
    try:
        results: multiprocessing.Queue[int] = multiprocessing.Queue()
        clients = [
            multiprocessing.Process(target=_client, args=(str(daemon.socket_path), lines, results))
            for lines in streams
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
    if answered != sum(len(lines) for lines in streams):
        raise RuntimeError(f"only {answered} of the requests were answered with a receipt")
    return answered / elapsed


def throughput(config: Path, tmp: Path) -> None:
    """Two workloads, each with the daemon's cache on and off, against bare cedarpy's calls a
    second on the same requests, in alternating rounds."""
    site = compile_site(config)
    without_cache = config.with_name("govern-no-cache.toml")
    without_cache.write_text(config.read_text() + "\n[serve]\ndecision_cache_entries = 0\n")
    workloads = {"distinct": _streams(site.entities, PER_CLIENT)}
    workloads[f"repeats ({REPEATED} per client)"] = _streams(site.entities, REPEATED)
    bare = _BareCedar(config)
    cedar = _cedar_requests(_requests(site.entities, REQUESTS), int(time.time()))
    print(
        f"(2) throughput through the socket, {CLIENTS} pipelining clients x {PER_CLIENT}, every "
        "decision logged durably (group commit); ratio: against bare cedarpy calls/s, same round"
    )
    for round_number in range(ROUNDS):
        bare_rate = len(cedar) / sum(bare.timed(cedar))
        print(f"    round {round_number + 1}: bare cedarpy {bare_rate:8,.0f} calls/s   {_load()}")
        for name, streams in workloads.items():
            for label, used in (("on", config), ("off", without_cache)):
                rate = _decisions_per_second(used, tmp, streams)
                print(
                    f"      {name:22} cache {label:3} {rate:8,.0f} decisions/s   ratio "
                    f"{rate / bare_rate:5.2f}   {_load()}   budget >= 10,000/s"
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


def _answer_allow(path: str, log: str | None) -> None:
    """A server that answers every line with an allow and a receipt, deciding nothing: the
    plugin's socket round trip alone, or with LOG, after one small append and fdatasync there
    (the floor: a round trip and one durable entry). Blocking calls, one connection at a time,
    as little work between them as Python allows."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600) if log else -1
    entry = b"x" * 300 + b"\n"
    answer = b'{"decision":"allow","receipt":0}\n'
    while True:
        connection, _ = listener.accept()
        received = b"-"
        while received and not received.endswith(b"\n"):
            received = connection.recv(65536)
        if fd >= 0:
            os.write(fd, entry)
            os.fdatasync(fd)
        connection.sendall(answer)
        connection.close()


def _fdatasync_ms(folder: Path, count: int = 200) -> float:
    """The median time of one small append and fdatasync in FOLDER, as an audit entry's."""
    path = folder / "fsync-probe"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    times = []
    try:
        for _ in range(count):
            start = time.perf_counter()
            os.write(fd, b"x" * 300 + b"\n")
            os.fdatasync(fd)
            times.append(time.perf_counter() - start)
    finally:
        os.close(fd)
        path.unlink()
    return statistics.median(times) * 1000


def _sbatch_site(site: Path) -> Path:
    """A one-dataset site in SITE whose only user is root; its govern.toml."""
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
    return config


def _point(link: Path, target: Path) -> None:
    """Make LINK name TARGET, atomically: the plugin's socket path, switched between jobs."""
    temporary = link.with_suffix(".next")
    temporary.unlink(missing_ok=True)
    temporary.symlink_to(target)
    temporary.replace(link)


def sbatch_overhead(tmp: Path) -> None:
    """Rounds with the plugin unset alternate with rounds with it set, beginning and ending
    unset. Within a round with it, consecutive jobs take turns between the daemon, the floor
    server and the bare server (the plugin's socket path is a link switched between jobs), so
    the three are compared job by job in the same minutes. sbatch's own time drifts by
    milliseconds from minute to minute, so a round with the plugin is compared with the mean of
    the rounds on either side of it, and the overheads are the medians of those differences."""
    root = Path(tempfile.mkdtemp(prefix="govern-bench-slurm-"))
    root.chmod(0o755)
    site = root / "site"
    config = _sbatch_site(site)
    plugin_socket = root / "decide.sock"
    sockets = {kind: root / f"{kind.replace(' ', '-')}.sock" for kind in SBATCH_SERVERS}
    daemon = Daemon(config, sockets["govern"], root / "serve.log")
    servers = [
        multiprocessing.Process(
            target=_answer_allow,
            args=(str(sockets[kind]), str(site / "floor.log") if kind == "floor" else None),
            daemon=True,
        )
        for kind in ("floor", "bare answer")
    ]
    cluster = SlurmCluster(root / "slurm")
    script = root / "job.sh"
    script.write_text("#!/bin/sh\n#GOVERN use dataset:era5\ntrue\n")
    # Each round's median job time, by kind ("without" in the rounds with the plugin unset).
    rounds: dict[str, list[float]] = {kind: [] for kind in ("without", *SBATCH_SERVERS)}
    try:
        daemon.start()
        for server in servers:
            server.start()
        while not all(path.exists() for path in sockets.values()):
            time.sleep(0.01)
        cluster.write_config()
        cluster.install_govern(plugin_socket)
        cluster.start()
        for round_number in range(SBATCH_ROUNDS * 2 + 1):
            plugin = round_number % 2 == 1
            _set_plugin(cluster, plugin)
            kinds = SBATCH_SERVERS if plugin else ("without",)
            times: dict[str, list[float]] = {kind: [] for kind in kinds}
            for number in range(SBATCH_PER_ROUND * len(kinds)):
                kind = kinds[number % len(kinds)]
                if plugin:
                    _point(plugin_socket, sockets[kind])
                start = time.perf_counter()
                result = cluster.run(
                    "sbatch", "--hold", "--output=/dev/null", str(script), check=False
                )
                times[kind].append(time.perf_counter() - start)
                if result.returncode != 0:
                    raise RuntimeError(f"sbatch failed ({kind}): {result.stderr}")
            cluster.run("scancel", "--user=root", check=False)
            for kind, values in times.items():
                rounds[kind].append(statistics.median(values) * 1000)
        sync_ms = _fdatasync_ms(site)
    finally:
        cluster.stop()
        daemon.stop()
        for server in servers:
            server.terminate()
        shutil.rmtree(root, ignore_errors=True)
    _report_sbatch(rounds, sync_ms)


def _report_sbatch(rounds: dict[str, list[float]], sync_ms: float) -> None:
    without = rounds["without"]
    beside = [(before + after) / 2 for before, after in itertools.pairwise(without)]

    def overhead(kind: str, than: list[float] = beside) -> str:
        differences = [a - b for a, b in zip(rounds[kind], than, strict=True)]
        return (
            f"{statistics.median(differences):+.2f} ms "
            f"(rounds {min(differences):+.2f} to {max(differences):+.2f})"
        )

    print(
        f"(3) sbatch wall time: {SBATCH_ROUNDS} rounds of {SBATCH_PER_ROUND} jobs for each of "
        f"the daemon, the floor and the bare server, taking turns job by job, between "
        f"{SBATCH_ROUNDS + 1} rounds of {SBATCH_PER_ROUND} with the plugin unset; {_load()}"
    )
    print(
        f"    without job_submit: {statistics.median(without):.2f} ms "
        f"(round medians {min(without):.2f} to {max(without):.2f})"
    )
    print(f"    with govern:  overhead {overhead('govern')}   budget <= +0.75 ms")
    print(
        f"    the floor, the plugin + a server answering after one append + fdatasync: "
        f"{overhead('floor')}; govern above it, job by job: {overhead('govern', rounds['floor'])}"
    )
    print(
        f"    the plugin + a server answering at once: {overhead('bare answer')} "
        f"(one append + fdatasync alone, in a loop on the log's disk: {sync_ms:.2f} ms)"
    )


def _set_plugin(cluster: SlurmCluster, enabled: bool) -> None:
    text = cluster.conf.read_text()
    lines = [line for line in text.splitlines() if not line.startswith("JobSubmitPlugins")]
    if enabled:
        lines.insert(1, "JobSubmitPlugins=lua")
    cluster.conf.write_text("\n".join(lines) + "\n")
    cluster.run("scontrol", "reconfigure")
    time.sleep(1.0)


PARTS = ("latency", "throughput", "sbatch")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=PARTS, action="append", help="run only this part")
    parts = parser.parse_args().only or PARTS
    if "sbatch" in parts and os.geteuid() != 0:
        sys.exit("run as root: the sbatch benchmark starts munge and Slurm")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        config = generate_site(tmp / "site")
        if "latency" in parts:
            decision_latency(config, tmp)
        if "throughput" in parts:
            throughput(config, tmp)
        if "sbatch" in parts:
            sbatch_overhead(tmp)


if __name__ == "__main__":
    main()
