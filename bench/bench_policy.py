"""Decision latency on a generated site of 5,000 users, 2,000 datasets, 200 models, 200 projects
and 50 destinations.

(a) bare cedarpy is_authorized with pre-parsed Schema/PolicySet/Entities handles,
(b) govern's in-process decision (resident engine) on the same requests and entities,
(c) a cold `govern check` process (compiled-site cache warm), against a bare `python -c pass`;
(d) a cold `govern check` answered by `govern serve` on its user socket, enforced and logged, as
    the govern command (the script beside the interpreter) and as `python -m govern`, runs
    alternating with `python -c pass`; wall and CPU time, and the 1-minute load.
govern's modules are compiled to bytecode first, as an installed package has them (a checkout
run with PYTHONDONTWRITEBYTECODE would otherwise compile them on every cold start).
Rounds of (a) and (b) alternate so drift hits both alike.
Run: python -m bench.bench_policy; (d) alone: python -m bench.bench_policy --daemon-check
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import cedarpy

from bench.sitegen import generate_site
from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.request import ACTIONS, Request

REQUESTS = 2000
ROUNDS = 7
COLD_RUNS = 30


def _cedar_request(request: Request, now: int) -> dict[str, object]:
    kind, _, ident = request.resource.partition(":")
    return {
        "principal": {"type": "User", "id": request.user},
        "action": {"type": "Action", "id": request.action},
        "resource": {"type": kind.capitalize(), "id": ident},
        "context": {
            "now": now,
            "destination": {"__entity": {"type": "Destination", "id": request.destination}},
            "approval": {"person": False, "destination": False},
        },
    }


def _per_call_us(fn: object, items: list[object]) -> float:
    start = time.perf_counter()
    for item in items:
        fn(item)  # type: ignore[operator]
    return (time.perf_counter() - start) / len(items) * 1e6


def _median_ms(command: list[str], env: dict[str, str]) -> float:
    times = []
    for _ in range(COLD_RUNS):
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True, check=False)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


@dataclass(frozen=True)
class _ColdRuns:
    medians: dict[str, tuple[float, float]]  # each command's wall and CPU milliseconds
    load: tuple[float, float]  # the 1-minute load before and after


def _alternating_medians(
    commands: dict[str, list[str]], env: dict[str, str]
) -> dict[str, tuple[float, float]]:
    """Each command's median wall and CPU milliseconds over COLD_RUNS rounds, each round
    running every command once, so that the machine's load weighs on all of them alike."""
    wall: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(COLD_RUNS):
        for name, command in commands.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(command, env=env, capture_output=True, check=False)
            wall[name].append((time.perf_counter() - start) * 1000)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            used = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            cpu[name].append(used * 1000)
    return {name: (statistics.median(wall[name]), statistics.median(cpu[name])) for name in wall}


def _compile_govern() -> None:
    package = Path(__file__).resolve().parents[1] / "govern"
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)], check=True)


def _check_command(config: Path, request: Request) -> list[str]:
    return [
        sys.executable,
        "-m",
        "govern",
        "--config",
        str(config),
        "check",
        "--user",
        request.user,
        "--action",
        request.action,
        "--resource",
        request.resource,
        "--destination",
        request.destination,
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--daemon-check", action="store_true", help="measure (d) alone: a check the daemon answers"
    )
    if parser.parse_args().daemon_check:
        with tempfile.TemporaryDirectory() as tmp:
            config = generate_site(Path(tmp) / "site")
            request = Request("u0", "use", "dataset:d0", "partition:x0")
            _compile_govern()
            env = {**os.environ, "GOVERN_CACHE_DIR": str(Path(tmp) / "cache")}
            _print_daemon_check(_through_daemon(config, Path(tmp), request, env))
        return
    with tempfile.TemporaryDirectory() as tmp:
        config = generate_site(Path(tmp) / "site")
        start = time.perf_counter()
        site = compile_site(config)
        compile_s = time.perf_counter() - start
        counts = {
            t: sum(k.startswith(f"{t}::") for k in site.entities)
            for t in ("User", "Project", "Dataset", "Model", "Destination")
        }

        rng = random.Random(1)
        users = [k[6:] for k in site.entities if k.startswith("User::")]
        resources = [
            k.replace("Dataset::", "dataset:").replace("Model::", "model:")
            for k in site.entities
            if k.startswith(("Dataset::", "Model::"))
        ]
        destinations = [k[13:] for k in site.entities if k.startswith("Destination::")]
        now = int(time.time())
        requests = [
            Request(
                rng.choice(users),
                rng.choice(ACTIONS),
                rng.choice(resources),
                rng.choice(destinations),
                at=now,
            )
            for _ in range(REQUESTS)
        ]

        schema = cedarpy.Schema.from_str(site.schema)
        policies = cedarpy.PolicySet.from_str(site.policies)
        entities = cedarpy.Entities.from_json_str(site.entities_json())
        cedar_requests = [_cedar_request(r, now) for r in requests]
        engine = Engine(site, resident=True)

        def bare(cedar_request: object) -> None:
            cedarpy.is_authorized(cedar_request, policies, entities, schema)  # type: ignore[arg-type]

        bare_us, govern_us = [], []
        for _ in range(ROUNDS):
            bare_us.append(_per_call_us(bare, cedar_requests))  # type: ignore[arg-type]
            govern_us.append(_per_call_us(engine.decide, requests))  # type: ignore[arg-type]
        allowed = sum(engine.decide(r).allowed for r in requests)

        env = {**os.environ, "GOVERN_CACHE_DIR": str(Path(tmp) / "cache")}
        _compile_govern()
        check = _check_command(config, requests[0])
        start = time.perf_counter()
        subprocess.run(check, env=env, capture_output=True, check=False)  # compiles, fills cache
        first_ms = (time.perf_counter() - start) * 1000
        cold_ms = _median_ms(check, env)
        python_ms = _median_ms([sys.executable, "-c", "pass"], env)
        daemon = _through_daemon(config, Path(tmp), requests[0], env)

    a, b = statistics.median(bare_us), statistics.median(govern_us)
    print(
        f"site: {counts}; compile {compile_s:.2f} s; {REQUESTS} requests x {ROUNDS} rounds; "
        f"{allowed} allowed"
    )
    print(f"{'path':<52}{'median':>12}{'ratio':>10}")
    print(f"{'(a) bare cedarpy is_authorized, pre-parsed handles':<52}{a:>9.1f} us{1:>10.2f}")
    print(
        f"{'(b) govern in-process decision (resident)':<52}{b:>9.1f} us{b / a:>10.2f}"
        "   budget <= 2.00"
    )
    print(
        f"{'(c) cold govern check process, cache warm':<52}{cold_ms:>9.1f} ms"
        f"{'':>10}   budget <= 150 ms"
    )
    print(f"{'    cold govern check, first run (compiles)':<52}{first_ms:>9.1f} ms")
    print(f"{'    bare python -c pass':<52}{python_ms:>9.1f} ms")
    _print_daemon_check(daemon)


def _through_daemon(config: Path, tmp: Path, request: Request, env: dict[str, str]) -> _ColdRuns:
    """A check of REQUEST answered by a daemon on the site's user socket, run as the govern
    command and as `python -m govern`, and `python -c pass`, in alternating rounds."""
    from tests.services.daemon import Daemon

    user_socket = tmp / "run" / "user.sock"
    served = config.parent / "served.toml"  # beside the site's own: the same relative paths
    served.write_text(config.read_text() + f'\n[serve]\nuser_socket = "{user_socket}"\n')
    daemon = Daemon(served, tmp / "run" / "decide.sock", tmp / "serve.log")
    daemon.start()
    try:
        module = [*_check_command(served, request), "--json"]
        commands = {"govern command": [str(Path(sys.executable).with_name("govern")), *module[3:]]}
        commands |= {"python -m govern": module, "python -c pass": [sys.executable, "-c", "pass"]}
        for command in (commands["govern command"], module):
            answer = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
            if '"enforced": true' not in answer.stdout:
                sys.exit(f"the daemon did not answer the check: {answer.stdout} {answer.stderr}")
        load_before = os.getloadavg()[0]
        medians = _alternating_medians(commands, env)
        return _ColdRuns(medians, (load_before, os.getloadavg()[0]))
    finally:
        daemon.stop()


def _print_daemon_check(runs: _ColdRuns) -> None:
    (load_before, load_after), (base_wall, base_cpu) = runs.load, runs.medians["python -c pass"]
    print(
        f"(d) cold govern check through the daemon, median of {COLD_RUNS} alternating runs, "
        f"1-minute load {load_before:.2f} -> {load_after:.2f}; budget <= 40 ms"
    )
    print(f"{'':<32}{'wall':>10}{'ratio':>8}{'CPU':>12}{'ratio':>8}")
    for name in ("govern command", "python -m govern", "python -c pass"):
        wall, cpu = runs.medians[name]
        print(
            f"    {name:<28}{wall:>7.1f} ms{wall / base_wall:>8.2f}"
            f"{cpu:>9.1f} ms{cpu / base_cpu:>8.2f}"
        )


if __name__ == "__main__":
    main()
