"""Which connection gives up its slot when the webhook is full, with real sockets."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from govern.webhook.connections import ConnectionSlots


@pytest.fixture
def pairs() -> Iterator[list[tuple[socket.socket, socket.socket]]]:
    made: list[tuple[socket.socket, socket.socket]] = []
    yield made
    for server_side, client_side in made:
        server_side.close()
        client_side.close()


def connect(
    slots: ConnectionSlots, pairs: list[tuple[socket.socket, socket.socket]], key: tuple[str, int]
) -> tuple[str | None, socket.socket]:
    """Admits a new connection KEY; the refusal (None: admitted) and the client's end."""
    server_side, client_side = socket.socketpair()
    pairs.append((server_side, client_side))
    client_side.settimeout(5)
    return slots.admit(key, server_side.fileno()), client_side


def shut(client_side: socket.socket) -> bool:
    """Whether the server's end of CLIENT_SIDE's connection was shut down."""
    client_side.setblocking(False)
    try:
        return client_side.recv(1) == b""
    except BlockingIOError:
        return False


def test_over_its_share_an_address_gives_up_its_oldest_waiting_connection(
    pairs: list[tuple[socket.socket, socket.socket]],
) -> None:
    slots = ConnectionSlots(total=10, per_address=2)
    _, answering = connect(slots, pairs, ("10.0.0.9", 1))
    _, oldest = connect(slots, pairs, ("10.0.0.9", 2))
    with slots.answering(("10.0.0.9", 1)):
        refusal, newest = connect(slots, pairs, ("10.0.0.9", 3))
        assert refusal is None
        assert shut(oldest) and not shut(answering) and not shut(newest)
        refusal, _ = connect(slots, pairs, ("10.0.0.9", 4))  # 1 answers, 3 waits
        assert refusal is None and shut(newest)
    _, other = connect(slots, pairs, ("10.0.0.7", 1))  # another address is not touched
    assert not shut(other) and not shut(answering)


def test_when_full_the_address_holding_most_gives_up_a_waiting_connection(
    pairs: list[tuple[socket.socket, socket.socket]],
) -> None:
    slots = ConnectionSlots(total=3, per_address=3)
    _, hoarder_a = connect(slots, pairs, ("10.0.0.2", 1))
    _, hoarder_b = connect(slots, pairs, ("10.0.0.2", 2))
    _, api_server = connect(slots, pairs, ("10.0.0.1", 1))
    refusal, _ = connect(slots, pairs, ("10.0.0.1", 2))
    assert refusal is None
    assert shut(hoarder_a) and not shut(hoarder_b) and not shut(api_server)


def test_a_connection_is_refused_only_when_every_candidate_is_answering(
    pairs: list[tuple[socket.socket, socket.socket]],
) -> None:
    slots = ConnectionSlots(total=1, per_address=1)
    connect(slots, pairs, ("10.0.0.1", 1))
    with slots.answering(("10.0.0.1", 1)):
        assert connect(slots, pairs, ("10.0.0.2", 1))[0] is not None
        assert connect(slots, pairs, ("10.0.0.1", 2))[0] is not None
    slots.release(("10.0.0.1", 1))
    assert connect(slots, pairs, ("10.0.0.2", 1))[0] is None
