"""What one job may cost `govern serve`: declarations past the [serve] limits are refused naming
the setting, and while the costliest job the limits allow is decided, everyone else is answered."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from govern.config import ServeSection
from govern.errors import RequestError
from govern.slurm.directives import parse_directives
from govern.slurm.jobs import JobRequest
from tests.conftest import Site
from tests.services.daemon import Client, Daemon

# Every dataset and model of the demo catalog: each one is a real policy evaluation.
KNOWN_RESOURCES = [
    "dataset:era5",
    "dataset:climate-runs",
    "dataset:patient-scans",
    "dataset:contract-specs",
    "dataset:chip-layouts",
    "dataset:fab-telemetry",
    "dataset:radar-returns",
    "dataset:web-corpus",
    "model:llm-base",
    "model:llm-radar-ft",
    "model:llm-chip-ft",
    "model:llm-chip-ft-distilled",
]
CHECK: dict[str, object] = {
    "op": "check",
    "user": "alice",
    "action": "use",
    "resource": "dataset:radar-returns",
    "destination": "partition:gpu",
}
# Sends its one request line again and again on one connection, as slurmctld does for one job
# after another, and prints a line for every answer.
HOSTILE_CLIENT = """
import socket, sys
request = open(sys.argv[2], "rb").read()
connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
connection.connect(sys.argv[1])
stream = connection.makefile("rwb")
while True:
    stream.write(request)
    stream.flush()
    answer = stream.readline()
    print(len(answer), flush=True)
"""
ANSWER_WITHIN = 0.05


def _use(*resources: str) -> list[tuple[int, str]]:
    return [(2, "#GOVERN use " + " ".join(resources))]


def test_each_declaration_limit_is_refused_naming_its_setting() -> None:
    limits = ServeSection(max_directive_bytes=100, max_resources_per_job=3, max_images_per_job=2)
    for lines, setting in (
        ([(2, "#GOVERN use " + "dataset:x" * 20)], "max_directive_bytes = 100"),
        (_use("dataset:a", "dataset:b", "model:c", "model:d"), "max_resources_per_job"),
        (
            [(n, f"#GOVERN image reg/app{n}:v1") for n in range(2, 5)],
            "max_images_per_job",
        ),
    ):
        with pytest.raises(RequestError, match=rf"\[serve\] {setting}"):
            parse_directives(lines, limits)
    # Repeats are one declaration: the limit counts what the job uses, not how often it says so.
    repeated = _use(*["dataset:a", "model:b"] * 6)
    assert parse_directives(repeated, ServeSection(max_resources_per_job=2)).resources == (
        "dataset:a",
        "model:b",
    )


def test_policy_checks_are_counted_over_every_partition() -> None:
    limits = ServeSection(max_checks_per_job=6)
    job = {"user": "alice", "partition": "gpu,itar,cui", "directives": [[2, "#GOVERN use"]]}
    within = JobRequest.from_json(
        {**job, "directives": [[2, "#GOVERN use dataset:a dataset:b"]]}, limits
    )
    within.require_checks_within(limits)
    over = JobRequest.from_json(
        {**job, "directives": [[2, "#GOVERN use dataset:a dataset:b model:c"]]}, limits
    )
    with pytest.raises(RequestError, match=r"9 policy checks .*\[serve\] max_checks_per_job = 6"):
        over.require_checks_within(limits)


def test_parsing_takes_time_linear_in_the_script() -> None:
    # 200,000 distinct resources: a pairwise search for repeats would take hours here.
    many = [f"dataset:d{n}" for n in range(200_000)]
    unlimited = ServeSection(max_directive_bytes=1 << 30, max_resources_per_job=1 << 30)
    started = time.monotonic()
    parsed = parse_directives(_use(*many), unlimited)
    assert len(parsed.resources) == len(many)
    assert time.monotonic() - started < 10


def test_the_limits_are_read_from_the_serve_section(site: Site, tmp_path: Path) -> None:
    limits = "\n[serve]\nmax_resources_per_job = 2\nmax_checks_per_job = 4\n"
    site.append("examples/site/govern.toml", limits)
    running = Daemon(site.config, tmp_path / "run" / "decide.sock", tmp_path / "serve.log")
    running.start()
    try:
        client = Client(running.socket_path)
        job: dict[str, object] = {"op": "job", "user": "bob", "partition": "gpu"}
        two = client.ask({**job, "directives": [[2, "#GOVERN use dataset:era5 model:llm-base"]]})
        assert two["decision"] == "allow", two
        three = client.ask(
            {**job, "directives": [[2, "#GOVERN use dataset:era5 model:llm-base dataset:x"]]}
        )
        assert three["decision"] == "deny"
        assert "[serve] max_resources_per_job" in str(three["message"]), three

        # A move to more partitions counts the checks of what the job declared at submission.
        moved = client.ask(
            {**job, "event": "modify", "partition": "gpu,itar,cui", "receipt": two["receipt"]}
        )
        assert moved["decision"] == "deny"
        assert "6 policy checks" in str(moved["message"]), moved
        assert "[serve] max_checks_per_job = 4" in str(moved["message"]), moved
    finally:
        running.stop()


def _check_latencies(daemon: Daemon, count: int) -> list[float]:
    client = Client(daemon.socket_path)
    latencies = []
    for _ in range(count):
        asked = time.perf_counter()
        assert client.ask(CHECK)["decision"] == "deny"
        latencies.append(time.perf_counter() - asked)
        time.sleep(0.01)
    return latencies


def _assert_answered_promptly(latencies: list[float], *, percent_within: int) -> None:
    # Each answer waits for its audit entry's fsync, which a busy disk may stretch for a while:
    # PERCENT_WITHIN of the checks within the bound, and none anywhere near the plugin's timeout
    # (500 ms), past which Slurm refuses the job.
    shown = sorted(round(latency * 1000, 1) for latency in latencies)
    bound = statistics.quantiles(latencies, n=100)[percent_within - 1]
    assert bound < ANSWER_WITHIN, f"check latencies (ms): {shown}"
    assert max(latencies) < 0.5, f"check latencies (ms): {shown}"


@pytest.mark.slow
def test_checks_are_answered_while_the_costliest_allowed_job_is_decided(
    daemon: Daemon, tmp_path: Path
) -> None:
    limits = ServeSection()
    partitions = limits.max_checks_per_job // len(KNOWN_RESOURCES)
    job = {
        "op": "job",
        "user": "alice",
        "partition": ",".join(["gpu", "itar", "cui"] * (partitions // 3)),
        "directives": [[2, "#GOVERN use " + " ".join(KNOWN_RESOURCES)]],
    }
    request = tmp_path / "job.json"
    request.write_bytes(json.dumps(job).encode() + b"\n")
    hostile = subprocess.Popen(
        [sys.executable, "-c", HOSTILE_CLIENT, str(daemon.socket_path), str(request)],
        stdout=subprocess.PIPE,
    )
    try:
        assert hostile.stdout is not None
        hostile.stdout.readline()  # the first costly job is answered: the next is under way
        latencies = _check_latencies(daemon, 60)
        answered = hostile.stdout.readline()
    finally:
        hostile.kill()
        hostile.wait()
    assert answered, "the costly jobs were decided meanwhile"
    _assert_answered_promptly(latencies, percent_within=90)


@pytest.mark.slow
def test_a_megabyte_of_declarations_is_refused_and_holds_up_no_one(daemon: Daemon) -> None:
    resources = " ".join(f"dataset:d{n}" for n in range(70_000))
    line = json.dumps(
        {
            "op": "job",
            "user": "alice",
            "partition": "gpu",
            "directives": [[2, "#GOVERN use " + resources]],
        }
    ).encode()
    assert len(line) < 1 << 20
    answers: list[bytes] = []

    def submit() -> None:
        hostile = Client(daemon.socket_path)
        hostile.sock.sendall(line + b"\n")
        answers.append(hostile.file.readline())

    submitting = threading.Thread(target=submit)
    submitting.start()
    latencies = _check_latencies(daemon, 20)
    submitting.join(5)
    assert answers, "the oversized job was not refused within 5 s"
    assert json.loads(answers[0])["decision"] == "deny"
    assert b"[serve] max_request_bytes" in answers[0]
    _assert_answered_promptly(latencies, percent_within=90)


@pytest.mark.slow
def test_a_client_sending_without_reading_holds_up_no_one(daemon: Daemon) -> None:
    requests = (json.dumps(CHECK).encode() + b"\n") * 20_000
    sent = [0]

    def flood() -> None:
        client = Client(daemon.socket_path)
        client.sock.setblocking(False)
        deadline = time.monotonic() + 8
        while sent[0] < len(requests) and time.monotonic() < deadline:
            try:
                sent[0] += client.sock.send(requests[sent[0] : sent[0] + 65536])
            except BlockingIOError:
                time.sleep(0.01)

    flooding = threading.Thread(target=flood)
    flooding.start()
    latencies = _check_latencies(daemon, 40)
    flooding.join()
    # The flood's own checks are decided on the loop, taking turns with everyone else's.
    _assert_answered_promptly(latencies, percent_within=50)
    # The daemon stopped reading once enough answers waited for the flood to read them.
    assert sent[0] < len(requests) / 2, f"{sent[0]} of {len(requests)} bytes read"
