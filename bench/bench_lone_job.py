"""A lone job's round trip through the daemon, asked as job_submit.lua asks (connect, one job
line, wait for the answer, close), jobs 6 ms apart so that the daemon is idle between them as
under sbatch. The daemon takes turns job by job with bench_slurm's floor server (one append and
fdatasync, then the answer) and, with --against CHECKOUT, with the daemon of another checkout of
govern (an older commit, say): a change's cost or saving on the sbatch path, measured in the same
minutes and without slurmctld's drift, which swings `bench_slurm --only sbatch` by tenths of a
millisecond from run to run. Printed: each server's median round trip and its distance above
the floor server's, and the load average.
Run: python -m bench.bench_lone_job [--jobs N] [--against CHECKOUT]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.bench_slurm import _answer_allow, _sbatch_site

JOBS = 300
PAUSE_SECONDS = 0.006
# The job job_submit.lua sends for bench_slurm's one-dataset site (its script's #GOVERN line).
JOB_LINE = (
    b'{"op":"job","event":"submit","user":"root","partition":"gpu","account":"p",'
    b'"directives":[[2,"#GOVERN use dataset:era5"]]}\n'
)


def _round_trip(path: Path) -> float:
    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client.settimeout(10)
    started = time.perf_counter()
    client.connect(str(path))
    client.sendall(JOB_LINE)
    answer = b""
    while not answer.endswith(b"\n"):
        chunk = client.recv(65536)
        if not chunk:
            break
        answer += chunk
    elapsed = time.perf_counter() - started
    client.close()
    if b'"allow"' not in answer:
        raise RuntimeError(f"{path.name}: not an allow: {answer[:200]!r}")
    return elapsed


def _daemon(checkout: Path, site: Path, path: Path) -> subprocess.Popen[bytes]:
    """`govern serve` of CHECKOUT on its own copy of the one-dataset site."""
    config = _sbatch_site(site)
    log = (site / "serve.log").open("wb")
    return subprocess.Popen(
        [sys.executable, "-m", "govern", "--config", str(config), "serve", "--socket", str(path)],
        cwd=checkout,
        stdout=log,
        stderr=log,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=JOBS, help="jobs for each server")
    parser.add_argument("--against", type=Path, help="another checkout whose daemon to time")
    args = parser.parse_args()
    here = Path(__file__).resolve().parents[1]
    root = Path(tempfile.mkdtemp(prefix="govern-bench-lone-"))
    servers = {"govern": root / "govern.sock", "floor": root / "floor.sock"}
    daemons = [_daemon(here, root / "site", servers["govern"])]
    if args.against is not None:
        servers["govern --against"] = root / "against.sock"
        daemons.append(
            _daemon(args.against.resolve(), root / "against", servers["govern --against"])
        )
    (root / "floor").mkdir()
    floor = multiprocessing.Process(
        target=_answer_allow,
        args=(str(servers["floor"]), str(root / "floor" / "floor.log")),
        daemon=True,
    )
    floor.start()
    try:
        deadline = time.monotonic() + 60
        while not all(path.exists() for path in servers.values()):
            if time.monotonic() > deadline or any(d.poll() is not None for d in daemons):
                sys.exit(f"a daemon did not start: see its serve.log under {root}")
            time.sleep(0.05)
        for path in servers.values():  # each server's first answer is not a lone job's
            _round_trip(path)
        times: dict[str, list[float]] = {kind: [] for kind in servers}
        for number in range(args.jobs * len(servers)):
            kind = list(servers)[number % len(servers)]
            times[kind].append(_round_trip(servers[kind]) * 1e6)
            time.sleep(PAUSE_SECONDS)
        load = os.getloadavg()[0]
    finally:
        for daemon in daemons:
            daemon.terminate()
            daemon.wait(30)
        floor.terminate()
        shutil.rmtree(root, ignore_errors=True)
    floor_median = statistics.median(times["floor"])
    print(
        f"a lone job's round trip, {args.jobs} jobs a server taking turns job by job, "
        f"{PAUSE_SECONDS * 1000:g} ms apart; load {load:.2f}"
    )
    for kind, values in times.items():
        median = statistics.median(values)
        above = median - floor_median
        print(f"    {kind:18s} median {median:7.0f} us   above the floor {above:+6.0f} us")


if __name__ == "__main__":
    main()
