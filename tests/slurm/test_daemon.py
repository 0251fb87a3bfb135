"""`govern serve` on its own: the protocol, the socket, reloads and metrics."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from govern.errors import RequestError
from govern.slurm.directives import parse_directives
from tests.conftest import Govern, Site
from tests.services.daemon import Client, Daemon
from tests.services.process import free_port, wait_until

ITAR_ON_GPU = {
    "op": "check",
    "user": "alice",
    "action": "use",
    "resource": "dataset:radar-returns",
    "destination": "partition:gpu",
}


def test_check_answers_with_a_durable_receipt(daemon: Daemon, site: Site) -> None:
    from govern.audit import open_log

    client = Client(daemon.socket_path)
    first = client.ask(ITAR_ON_GPU)
    second = client.ask({**ITAR_ON_GPU, "destination": "partition:itar"})
    assert first["decision"] == "deny" and second["decision"] == "allow"
    assert [p["id"] for p in first["policies"]] == ["itar-us-enclave-only"]  # type: ignore[index]
    assert second["receipt"] == first["receipt"] + 1  # type: ignore[operator]
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        ((_, entry),) = list(log.entries(second["receipt"], second["receipt"] + 1))  # type: ignore[arg-type,operator]
    assert entry.kind == "decision" and entry.payload["decision"] == "allow"


def test_a_repeated_request_still_gets_an_entry_and_a_receipt_of_its_own(
    daemon: Daemon, site: Site
) -> None:
    """The decision cache skips Cedar, never the audit log."""
    from govern.audit import open_log

    client = Client(daemon.socket_path)
    client.file.write(b"".join(json.dumps(ITAR_ON_GPU).encode() + b"\n" for _ in range(20)))
    client.file.flush()
    answers = [json.loads(client.file.readline()) for _ in range(20)]
    receipts = [answer["receipt"] for answer in answers]
    assert receipts == list(range(receipts[0], receipts[0] + 20))
    assert {answer["decision"] for answer in answers} == {"deny"}
    assert {p["id"] for answer in answers for p in answer["policies"]} == {"itar-us-enclave-only"}
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        entries = [entry for _, entry in log.entries(receipts[0], receipts[-1] + 1)]
    assert [entry.kind for entry in entries] == ["decision"] * 20
    assert {entry.payload["policies"][0] for entry in entries} == {"itar-us-enclave-only"}


def test_the_daemon_logs_what_each_deny_was_about(daemon: Daemon) -> None:
    client = Client(daemon.socket_path)
    denied = client.ask(ITAR_ON_GPU)
    refused = client.send_raw(b'{"op": "check", "user": "alice\\nINFO forged"}\n')
    assert denied["decision"] == refused["decision"] == "deny"
    lines = [line for line in daemon.log.read_text().splitlines() if " deny " in line]
    assert len(lines) == 2, lines
    assert (
        'user="alice" action="use" resource="dataset:radar-returns" '
        'destination="partition:gpu" policies=["itar-us-enclave-only"] '
        f"receipt={denied['receipt']}"
    ) in lines[0]
    assert 'user="alice\\nINFO forged"' in lines[1] and 'refused="request"' in lines[1]
    assert f"receipt={refused['receipt']}" in lines[1]


def test_a_check_as_of_another_time_is_refused(daemon: Daemon) -> None:
    # Allowed now; as of another time (when a training or approval was still valid) a logged
    # ALLOW would read as evidence that it was allowed when it was given.
    allowed_now = {**ITAR_ON_GPU, "destination": "partition:itar"}
    client = Client(daemon.socket_path)
    assert client.ask(allowed_now)["decision"] == "allow"
    answer = client.ask({**allowed_now, "at": "2026-06-01T00:00:00Z"})
    assert answer["decision"] == "deny"
    assert "decides as of now" in str(answer["errors"])


def test_garbage_is_denied_and_the_connection_goes_on(daemon: Daemon) -> None:
    client = Client(daemon.socket_path)
    for raw in (
        b"not json\n",
        b"[1,2]\n",
        b'{"op": "fly"}\n',
        b'{"op": "check"}\n',
        b'{"op": "job", "user": "alice"}\n',
        b"\xff\xfe\n",
        b"[" * 50_000 + b"\n",
    ):
        answer = client.send_raw(raw)
        assert answer["decision"] == "deny", raw[:20]
        assert answer["errors"], raw[:20]
    assert client.ask({"op": "ping"})["ok"] is True


def test_oversized_request_is_cut_off_without_harm(daemon: Daemon) -> None:
    client = Client(daemon.socket_path)
    try:
        client.sock.sendall(b'{"op": "check", "user": "' + b"a" * (2 << 20) + b'"}\n')
        answer = client.file.readline()
    except (BrokenPipeError, ConnectionResetError):
        answer = b""  # the daemon hung up mid-request: no answer is no allow
    if answer:
        assert json.loads(answer)["decision"] == "deny"
        assert b"longer than" in answer
    fresh = Client(daemon.socket_path)
    assert fresh.ask({"op": "ping"})["ok"] is True


def test_socket_is_not_open_to_others(daemon: Daemon) -> None:
    mode = stat.S_IMODE(daemon.socket_path.stat().st_mode)
    assert mode == 0o660


def test_a_second_daemon_on_the_same_socket_refuses_to_start(
    daemon: Daemon, site: Site, govern: Govern
) -> None:
    second = govern("--config", site.config, "serve", "--socket", daemon.socket_path)
    assert second.code == 2
    assert "another govern serve is answering" in second.stderr
    assert Client(daemon.socket_path).ask({"op": "ping"})["ok"] is True


def test_policy_edits_are_picked_up_and_broken_ones_are_not(daemon: Daemon, site: Site) -> None:
    client = Client(daemon.socket_path)
    era5 = {
        "op": "check",
        "user": "bob",
        "action": "use",
        "resource": "dataset:era5",
        "destination": "partition:gpu",
    }
    assert client.ask(era5)["decision"] == "allow"

    site.write(
        "policies/freeze.cedar",
        '@id("freeze")\n@reason("maintenance")\nforbid (principal, action, resource);\n',
    )
    _eventually(lambda: client.ask(era5)["decision"] == "deny")

    (site.policies / "freeze.cedar").write_text("forbid (principal, action, resource) when {")
    os.kill(daemon.process.pid, 1)  # SIGHUP as well: both paths must keep the last good set
    _eventually(lambda: "RELOAD FAILED" in daemon.log.read_text())
    assert client.ask(era5)["decision"] == "deny", "the last good policy set stays in force"

    (site.policies / "freeze.cedar").unlink()
    _eventually(lambda: client.ask(era5)["decision"] == "allow")


def test_metrics_count_decisions_by_outcome_and_policy(site: Site, tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "serve.log"
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "govern",
            "--config",
            str(site.config),
            "serve",
            "--socket",
            str(tmp_path / "s.sock"),
            "--metrics",
            f"127.0.0.1:{port}",
        ],
        stderr=log.open("wb"),
    )
    try:
        _eventually((tmp_path / "s.sock").exists)
        client = Client(tmp_path / "s.sock")
        client.ask(ITAR_ON_GPU)
        client.ask(ITAR_ON_GPU)
        client.send_raw(b"nonsense\n")
        text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read().decode()
    finally:
        process.terminate()
        process.wait(10)
    assert 'govern_decisions_total{outcome="deny"} 2.0' in text
    assert 'govern_policy_decisions_total{outcome="deny",policy="itar-us-enclave-only"} 2.0' in text
    assert 'govern_errors_total{kind="malformed"} 1.0' in text
    assert "govern_decision_seconds_count 3.0" in text


def test_metrics_refuse_a_public_address(site: Site, tmp_path: Path, govern: Govern) -> None:
    result = govern(
        "--config",
        site.config,
        "serve",
        "--socket",
        tmp_path / "s.sock",
        "--metrics",
        "0.0.0.0:9464",
    )
    assert result.code == 2
    assert "loopback only" in result.stderr


def test_directives_parse_or_name_the_bad_line() -> None:
    parsed = parse_directives(
        [
            (2, "#GOVERN use dataset:a model:b dataset:a"),
            (3, "#GOVERN image reg/app@sha256:" + "0" * 64),
            (4, "#GOVERN image reg/driver:v1 privileged"),
        ]
    )
    assert parsed.resources == ("dataset:a", "model:b")
    assert parsed.images == ("reg/app@sha256:" + "0" * 64, "reg/driver:v1")
    assert parsed.privileged_images == ("reg/driver:v1",)
    for line, message in (
        ("#GOVERN", "empty #GOVERN directive"),
        ("#GOVERN use", "names no resource"),
        ("#GOVERN use secret:x", "'secret:x' is not a resource"),
        ("#GOVERN use dataset:", "'dataset:' is not a resource"),
        ("#GOVERN image a b", "exactly one image"),
        ("#GOVERN image a privileged now", "exactly one image"),
        ("#GOVERN run fast", "unknown #GOVERN directive 'run'"),
    ):
        with pytest.raises(RequestError, match=f"script line 9: .*{message}"):
            parse_directives([(9, line)])


def _eventually(condition: object, timeout: float = 15.0) -> None:
    from tests.services.process import wait_until

    wait_until(condition, timeout, "condition")  # type: ignore[arg-type]


def test_a_flood_of_denies_is_logged_in_part_and_counted_all_in_the_audit_log(
    daemon: Daemon, site: Site
) -> None:
    from govern.audit import open_log

    client = Client(daemon.socket_path)
    flood = (json.dumps(ITAR_ON_GPU).encode() + b"\n") * 300
    client.file.write(flood)
    client.file.flush()
    receipts = [json.loads(client.file.readline())["receipt"] for _ in range(300)]
    assert len(set(receipts)) == 300
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        decisions = [e for _, e in log.entries(0, log.size()) if e.kind == "decision"]
    assert len(decisions) == 300  # every deny is on the record
    wait_until(lambda: "more denies" in daemon.log.read_text(), 5, "the count of unlogged denies")
    lines = daemon.log.read_text().splitlines()
    written = [line for line in lines if " deny " in line]
    counted = [line for line in lines if "more denies, not written here" in line]
    skipped = sum(int(line.split("INFO: ")[1].split()[0]) for line in counted)
    assert len(written) + skipped == 300
    assert len(written) < 300
