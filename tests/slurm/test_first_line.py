"""A connection is answered from the transport's callbacks while each chunk is one whole line
whose answer is ready, and handed to the streams' handler the first time it is not: however a
client splits, joins, delays or mixes its lines, every line gets exactly one answer, in order,
and nothing is decided twice (one audit entry a line)."""

from __future__ import annotations

import json
import socket
import time

from tests.services.daemon import Daemon

PING = b'{"op": "ping"}\n'


def _job(user: str, *lines: str) -> bytes:
    directives = [[2 + n, text] for n, text in enumerate(lines)]
    message = {"op": "job", "user": user, "partition": "gpu", "directives": directives}
    return json.dumps(message).encode() + b"\n"


ALLOWED_JOB = _job("alice", "#GOVERN use dataset:era5")
IMAGE_JOB = _job("alice", "#GOVERN image registry.example/none:1")  # decided off the loop
CHECK = (
    b'{"op": "check", "user": "alice", "action": "use", "resource": "dataset:era5", '
    b'"destination": "partition:gpu"}\n'
)


def _connect(daemon: Daemon) -> socket.socket:
    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client.settimeout(10)
    client.connect(str(daemon.socket_path))
    return client


def _answers(client: socket.socket, count: int) -> list[dict[str, object]]:
    data = b""
    while data.count(b"\n") < count:
        chunk = client.recv(65536)
        assert chunk, f"connection closed with {count} answers expected: {data!r}"
        data += chunk
    assert data.count(b"\n") == count, "more answers than lines"
    return [json.loads(line) for line in data.splitlines()]


def _receipts(answers: list[dict[str, object]]) -> list[int]:
    return [int(str(answer["receipt"])) for answer in answers if "receipt" in answer]


def test_lines_one_at_a_time_on_one_connection_are_each_answered(daemon: Daemon) -> None:
    client = _connect(daemon)
    answers = []
    for _ in range(5):
        client.sendall(ALLOWED_JOB)
        answers += _answers(client, 1)
    assert [a["decision"] for a in answers] == ["allow"] * 5
    receipts = _receipts(answers)
    assert len(set(receipts)) == 5 and receipts == sorted(receipts)


def test_a_line_sent_in_pieces_is_answered_once(daemon: Daemon) -> None:
    client = _connect(daemon)
    for cut in (1, len(ALLOWED_JOB) // 2, len(ALLOWED_JOB) - 1):
        client.sendall(ALLOWED_JOB[:cut])
        time.sleep(0.05)  # the daemon reads the first piece alone
        client.sendall(ALLOWED_JOB[cut:])
        (answer,) = _answers(client, 1)
        assert answer["decision"] == "allow"


def test_lines_sent_together_are_answered_in_order(daemon: Daemon) -> None:
    client = _connect(daemon)
    client.sendall(ALLOWED_JOB + PING + b"not json\n" + CHECK + ALLOWED_JOB)
    answers = _answers(client, 5)
    assert [a.get("decision") for a in answers] == ["allow", None, "deny", "allow", "allow"]
    assert answers[1]["ok"] is True
    receipts = _receipts(answers)
    assert len(receipts) == 4 and receipts == sorted(set(receipts))


def test_an_answer_that_must_wait_keeps_its_place_before_later_ones(daemon: Daemon) -> None:
    """The first line's answer is decided in a job thread: the lines after it, answerable at
    once, still wait their turn behind it."""
    client = _connect(daemon)
    client.sendall(IMAGE_JOB)
    client.sendall(ALLOWED_JOB)
    client.sendall(PING)
    denied, allowed, ping = _answers(client, 3)
    assert denied["decision"] == "deny" and "image" in str(denied["message"])
    assert allowed["decision"] == "allow" and ping["ok"] is True
    assert len(set(_receipts([denied, allowed]))) == 2  # logged in the order decided


def test_blank_lines_ask_nothing(daemon: Daemon) -> None:
    client = _connect(daemon)
    client.sendall(b"\n")
    client.sendall(b"  \r\n")
    client.sendall(PING)
    (ping,) = _answers(client, 1)
    assert ping["ok"] is True


def test_a_client_that_ends_its_side_first_still_gets_its_answer(daemon: Daemon) -> None:
    for line in (ALLOWED_JOB, IMAGE_JOB, ALLOWED_JOB[:10]):
        client = _connect(daemon)
        client.sendall(line)
        client.shutdown(socket.SHUT_WR)
        data = b""
        while chunk := client.recv(65536):
            data += chunk
        if line.endswith(b"\n"):
            assert json.loads(data)["decision"] in ("allow", "deny")
        else:  # a line cut short is still read and refused, never allowed
            assert json.loads(data)["decision"] == "deny"


def test_an_oversized_first_line_is_refused_and_ends_the_connection(daemon: Daemon) -> None:
    client = _connect(daemon)
    big = b'{"op": "check", "user": "' + b"a" * (2 << 20) + b'"}\n'
    try:
        client.sendall(big + PING)
        (refused,) = _answers(client, 1)
    except (BrokenPipeError, ConnectionResetError):
        return  # hung up mid-request: no answer is no allow
    assert refused["decision"] == "deny" and "longer than" in str(refused["message"])
    assert client.recv(65536) == b"", "nothing after a refused oversized line is read"
