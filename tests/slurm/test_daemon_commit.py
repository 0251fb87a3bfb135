"""Answers and the audit log's commit: an answer leaves only once its entry is durable, the
writer thread sends a lone one itself, and a commit that fails denies everyone waiting on it."""

from __future__ import annotations

import errno
import json
import logging
import os
import signal
import socket
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

import govern.audit.log as audit_log
from govern.audit import open_log
from govern.audit.writer import Durable
from govern.errors import AuditError
from govern.policy.live import LiveEngine
from govern.slurm import early
from govern.slurm.early import EarlyAnswer
from govern.slurm.server import DecisionServer, DecisionService, answer_line
from tests.conftest import Site

ALLOWED = {
    "op": "check",
    "user": "alice",
    "action": "use",
    "resource": "dataset:radar-returns",
    "destination": "partition:itar",
}
REAL_FDATASYNC = os.fdatasync


def _line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode() + b"\n"


def _connect(path: Path) -> socket.socket:
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.settimeout(10)
    connection.connect(str(path))
    return connection


def _answers(connection: socket.socket, count: int) -> list[dict[str, Any]]:
    stream = connection.makefile("rb")
    return [json.loads(stream.readline()) for _ in range(count)]


def _serve(site: Site, tmp_path: Path, client: Callable[[Path], Any]) -> Any:
    """Run the daemon in this thread (it answers SIGTERM) while CLIENT talks to it from another;
    CLIENT's result, or what it raised."""
    path = tmp_path / "decide.sock"
    log = open_log(site.root / "examples" / "site" / "var" / "audit")
    server = DecisionServer(
        path, lambda: DecisionService(LiveEngine(site.config), log.writer(lock_timeout=0.3))
    )
    ready = threading.Event()
    outcome: dict[str, Any] = {}

    def talk() -> None:
        try:
            if ready.wait(30):
                outcome["result"] = client(path)
        except BaseException as exc:
            outcome["error"] = exc
        finally:
            os.kill(os.getpid(), signal.SIGTERM)

    talking = threading.Thread(target=talk)
    talking.start()
    try:
        server.serve(mode=0o600, group=None, ready=ready.set)
    finally:
        talking.join(30)
        log.close()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["result"]


@pytest.fixture
def failing_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """While set, every fdatasync of the audit log fails as on a full disk."""
    full = threading.Event()

    def fdatasync(fd: int) -> None:
        if full.is_set():
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        REAL_FDATASYNC(fd)

    monkeypatch.setattr(audit_log.os, "fdatasync", fdatasync)
    yield full


def test_every_request_waiting_on_a_failed_commit_is_denied_and_none_hangs(
    site: Site, tmp_path: Path, failing_disk: threading.Event
) -> None:
    def client(path: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
        lone, pipelined = _connect(path), _connect(path)
        failing_disk.set()
        pipelined.sendall(_line(ALLOWED) * 20)
        lone.sendall(_line(ALLOWED))
        denied_lone, denied_pipelined = _answers(lone, 1), _answers(pipelined, 20)
        failing_disk.clear()
        lone.sendall(_line(ALLOWED))
        return denied_lone, denied_pipelined, _answers(lone, 1)[0]

    denied_lone, denied_pipelined, after = _serve(site, tmp_path, client)
    for answer in denied_lone + denied_pipelined:
        assert answer["decision"] == "deny"
        assert "receipt" not in answer
        assert "audit log unavailable" in answer["message"]
        assert "No space left on device" in answer["message"]
    assert after["decision"] == "allow" and isinstance(after["receipt"], int)


def test_a_lone_answer_names_its_own_durable_entry(site: Site, tmp_path: Path) -> None:
    def client(path: Path) -> list[dict[str, Any]]:
        answers = []
        for destination in ("partition:itar", "partition:gpu", "partition:itar"):
            connection = _connect(path)
            connection.sendall(_line({**ALLOWED, "destination": destination}))
            answers += _answers(connection, 1)
            connection.close()
        return answers

    answers = _serve(site, tmp_path, client)
    assert [answer["decision"] for answer in answers] == ["allow", "deny", "allow"]
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        entries = {index: entry for index, entry in log.entries()}
    for answer in answers:
        entry = entries[answer["receipt"]]
        assert entry.payload["decision"] == answer["decision"]
        assert entry.payload["request"]["destination"] == answer["request"]["destination"]


def test_a_client_gone_before_its_answer_holds_up_no_one(
    site: Site, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def slow_fdatasync(fd: int) -> None:
        time.sleep(0.05)  # the clients below are gone before their entries are durable
        REAL_FDATASYNC(fd)

    monkeypatch.setattr(audit_log.os, "fdatasync", slow_fdatasync)

    def client(path: Path) -> dict[str, Any]:
        for _ in range(5):
            gone = _connect(path)
            gone.sendall(_line(ALLOWED))
            gone.close()
        staying = _connect(path)
        staying.sendall(_line(ALLOWED))
        return _answers(staying, 1)[0]

    answer = _serve(site, tmp_path, client)
    assert answer["decision"] == "allow"
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        decisions = [entry for _, entry in log.entries() if entry.kind == "decision"]
    assert len(decisions) == 6  # the gone clients' decisions were logged all the same


def test_only_denies_are_written_on_the_daemons_log_as_denies(
    site: Site, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    def client(path: Path) -> list[dict[str, Any]]:
        connection = _connect(path)
        connection.sendall(
            _line({"op": "ping"}) + _line({**ALLOWED, "destination": "partition:gpu"})
        )
        return _answers(connection, 2)

    with caplog.at_level(logging.INFO, logger="govern.serve"):
        ping, denied = _serve(site, tmp_path, client)
    assert ping["ok"] is True and denied["decision"] == "deny"
    denies = [r.getMessage() for r in caplog.records if r.getMessage().startswith("deny ")]
    assert len(denies) == 1
    assert f"receipt={denied['receipt']}" in denies[0]


def _allow(receipt: int) -> bytes:
    return answer_line({"decision": "allow", "receipt": receipt})


def _open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_the_writer_thread_sends_the_answer_with_its_receipt() -> None:
    ours, theirs = socket.socketpair()
    batch: Future[int] = Future()
    descriptors = _open_descriptors()
    early = EarlyAnswer(ours, Durable(batch, 2), _allow, lambda: None)
    batch.set_result(40)
    assert early.taken_back() == b""
    assert _open_descriptors() == descriptors
    assert theirs.recv(4096) == b'{"decision":"allow","receipt":42}\n'


def test_a_failed_commit_leaves_the_answer_and_its_deny_to_the_loop() -> None:
    ours, theirs = socket.socketpair()
    theirs.setblocking(False)
    batch: Future[int] = Future()
    descriptors = _open_descriptors()
    early = EarlyAnswer(ours, Durable(batch, 0), _allow, lambda: None)
    batch.set_exception(AuditError("disk full"))
    assert early.taken_back() is None
    assert _open_descriptors() == descriptors
    with pytest.raises(BlockingIOError):
        theirs.recv(4096)  # nothing was sent


def test_a_client_not_reading_leaves_what_did_not_fit_to_the_loop() -> None:
    ours, _not_reading = socket.socketpair()
    ours.setblocking(False)
    with pytest.raises(BlockingIOError):
        while True:
            ours.send(b"x" * 65536)
    batch: Future[int] = Future()
    early = EarlyAnswer(ours, Durable(batch, 0), _allow, lambda: None)
    batch.set_result(7)
    assert early.taken_back() == b'{"decision":"allow","receipt":7}\n'


def test_an_answer_taken_back_before_the_commit_is_never_sent_twice() -> None:
    ours, theirs = socket.socketpair()
    theirs.setblocking(False)
    batch: Future[int] = Future()
    early = EarlyAnswer(ours, Durable(batch, 0), _allow, lambda: None)
    assert early.taken_back() is None  # the loop sends it itself
    batch.set_result(3)
    with pytest.raises(BlockingIOError):
        theirs.recv(4096)


def test_a_daemon_out_of_descriptors_still_answers_from_the_loop(
    site: Site, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_descriptor(fd: int) -> int:
        raise OSError(errno.EMFILE, os.strerror(errno.EMFILE))

    monkeypatch.setattr(early.os, "dup", no_descriptor)

    def client(path: Path) -> list[dict[str, Any]]:
        connection = _connect(path)
        connection.sendall(_line(ALLOWED))
        return _answers(connection, 1)

    (answer,) = _serve(site, tmp_path, client)
    assert answer["decision"] == "allow" and isinstance(answer["receipt"], int)
