"""Flow control across the hand-over from FirstLine to the streams' handler. A transport pauses
its protocol once, when its write buffer first goes over the high-water mark, and tells only the
protocol it has at that moment: an answer bigger than that mark, written by FirstLine to a client
that reads nothing, pauses FirstLine, and the streams' protocol that takes over must be paused
too, or its writer's drain would never wait and a client that reads nothing could make the
daemon decide, log and hold answers without bound."""

from __future__ import annotations

import asyncio
import fcntl
import socket
import struct
import termios
import time

import pytest

from govern.slurm.firstline import FirstLine, Queued
from tests.services.daemon import Daemon

PING = b'{"op": "ping"}\n'
_HIGH_WATER = 64 * 1024  # uvloop's (and asyncio's) default


class _PausingTransport:
    """A transport whose peer reads nothing, with the flow control of uvloop's and asyncio's:
    the protocol in place when the buffer first goes over the high-water mark is paused, once."""

    def __init__(self) -> None:
        self.buffered = b""
        self.protocol: asyncio.BaseProtocol | None = None
        self.paused = False

    def write(self, data: bytes) -> None:
        self.buffered += data
        if len(self.buffered) > _HIGH_WATER and not self.paused:
            self.paused = True
            assert self.protocol is not None
            self.protocol.pause_writing()

    def get_write_buffer_size(self) -> int:
        return len(self.buffered)

    def set_protocol(self, protocol: asyncio.BaseProtocol) -> None:
        self.protocol = protocol

    def get_extra_info(self, name: str, default: object = None) -> object:
        return default

    def is_closing(self) -> bool:
        return False

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass


def test_a_connection_paused_before_the_hand_over_stays_paused_after_it() -> None:
    """FirstLine writes an answer over the high-water mark to a client that reads nothing: the
    transport pauses FirstLine and the connection goes to the streams. Their writer's drain must
    wait for the client (the streams' flow control, _UNSENT_AT_MOST, rests on it), as it would
    not if the StreamReaderProtocol put in FirstLine's place were never paused."""
    drained: list[bool] = []

    async def streams(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, first: Queued | None
    ) -> None:
        try:
            await asyncio.wait_for(writer.drain(), 0.2)
            drained.append(True)
        except TimeoutError:
            drained.append(False)

    async def run() -> None:
        transport = _PausingTransport()
        big = b"x" * (_HIGH_WATER + 1) + b"\n"
        protocol = FirstLine(lambda line, started: big, streams, limit=1024)
        transport.protocol = protocol
        protocol.connection_made(transport)  # type: ignore[arg-type]
        protocol.data_received(PING)
        assert transport.paused and transport.protocol is not protocol, "handed over, paused"
        await asyncio.sleep(0.5)

    asyncio.run(run())
    assert drained == [False], "drain returned with 64 KiB unsent to a client that reads nothing"


def test_a_client_slow_to_read_is_handed_to_the_streams_that_wait_for_it() -> None:
    """An answer that did not leave at once makes the connection wait for its reader (the
    streams' drain) before anything more is read: a client that sends without reading cannot
    pile up answers in the daemon."""
    handed: list[tuple[bytes, Queued | None]] = []

    async def streams(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, first: Queued | None
    ) -> None:
        handed.append((bytes(reader._buffer), first))  # type: ignore[attr-defined]

    async def run() -> None:
        transport = _PausingTransport()
        protocol = FirstLine(lambda line, started: b"answer\n", streams, limit=1024)
        transport.protocol = protocol
        protocol.connection_made(transport)  # type: ignore[arg-type]
        protocol.data_received(PING)
        assert transport.protocol is not protocol, "handed over once an answer stayed unsent"
        assert transport.buffered == b"answer\n"
        assert isinstance(transport.protocol, asyncio.Protocol)
        transport.protocol.data_received(PING)  # what comes next goes to the streams
        await asyncio.sleep(0)

    asyncio.run(run())
    assert handed == [(PING, None)]


def _check(resource_tail: str) -> bytes:
    return (
        b'{"op":"check","user":"alice","action":"use","resource":"dataset:era5'
        + resource_tail.encode()
        + b'","destination":"partition:gpu"}\n'
    )


# About 20 KB asked, about 120 KB answered: each "\u00e9" is two bytes in the request and six,
# twice over, in the answer (its audit entry keeps it in UTF-8, under the entry limit).
_BIG = _check("\u00e9" * 10000)


def _connect(daemon: Daemon) -> socket.socket:
    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client.settimeout(10)
    client.connect(str(daemon.socket_path))
    return client


def _unread(client: socket.socket) -> int:
    """How many answer bytes wait in CLIENT's receive queue, once the daemon stops writing."""
    last = -1
    while True:
        time.sleep(0.05)
        (now,) = struct.unpack("i", fcntl.ioctl(client.fileno(), termios.FIONREAD, b"\0" * 4))
        if now == last:
            return int(now)
        last = now


def _send_alone(client: socket.socket, line: bytes) -> None:
    """LINE sent once the audit writer has been idle a while, so that its entry is appended
    at once and its answer is ready in data_received (GroupCommitWriter's alone_after)."""
    time.sleep(0.05)
    client.sendall(line)


def _answer_size(daemon: Daemon, line: bytes) -> int:
    with _connect(daemon) as client:
        _send_alone(client, line)
        data = b""
        while not data.endswith(b"\n"):
            data += client.recv(1 << 20)
        return len(data)


def _pause_first_line(daemon: Daemon) -> socket.socket | None:
    """A connection whose FirstLine was paused: big answers written one at a time (each line
    alone in its chunk, so each is answered from data_received) until the socket's buffer is
    full, the last one whole, and one more big answer that the kernel takes none of (all of it,
    over the high-water mark, left in the transport's buffer)."""
    big = _answer_size(daemon, _BIG)
    # Where the kernel stops taking a big answer part way (at a boundary of its buffers).
    with _connect(daemon) as probe:
        whole, unread = 0, 0
        while True:
            _send_alone(probe, _BIG)
            now = _unread(probe)
            if now - unread < big:
                taken = now - unread
                break
            whole, unread = whole + 1, now
    # Answers grow by 12 bytes an "\u00e9" and 2 an "x": one just short of TAKEN is taken whole
    # and leaves the buffer full.
    one = _answer_size(daemon, _check("\u00e9"))
    per_e = _answer_size(daemon, _check("\u00e9" * 2)) - one
    per_x = _answer_size(daemon, _check("\u00e9x")) - one
    for short in range(2, 64, 2):
        count, rest = divmod(taken - short - one, per_e)
        filler = _check("\u00e9" * (1 + count) + "x" * (rest // per_x))
        client = _connect(daemon)
        for _ in range(whole):
            _send_alone(client, _BIG)
            _unread(client)
        _send_alone(client, filler)
        before = _unread(client)
        _send_alone(client, _BIG)
        if _unread(client) == before:  # none of it taken: all of it in the daemon's buffer
            return client
        client.close()
    return None


@pytest.mark.slow
def test_a_client_that_never_reads_cannot_make_the_daemon_hold_answers_without_bound(
    daemon: Daemon,
) -> None:
    """Once FirstLine was paused and handed the connection over, a client that sends line after
    line and reads nothing is stopped as on the streams alone: they stop reading once its unread
    answers pass the high-water mark, or at the latest once _PENDING_AT_MOST (256) answers wait
    to be sent (without the pause carried over: every one of 600 lines of 20 KB read, decided,
    logged and its answer held, 72 MB)."""
    client = _pause_first_line(daemon)
    assert client is not None, "could not fill the socket's buffer to the byte on this kernel"
    assert daemon.process is not None
    client.settimeout(5)
    sent = 0
    try:
        for _ in range(600):
            client.sendall(_BIG)
            sent += 1
    except TimeoutError:
        pass
    rss = 0
    with open(f"/proc/{daemon.process.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) // 1024
    client.close()
    assert sent < 300, f"the daemon read {sent} lines from a client that read nothing ({rss} MiB)"
