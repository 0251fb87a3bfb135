"""A slowloris client, as its own process: TLS connections that send a request one byte at a time.

python -m tests.services.slowloris PORT CA_FILE --sources 127.0.0.2,127.0.0.3 --per-source 64
    --every 5 --for 20

Opens PER_SOURCE connections from each loopback SOURCE address, completes each TLS handshake,
then sends one byte of a request on every open connection each EVERY seconds, for at most FOR
seconds or until the server has closed them all. Prints "ready" once every connection was tried,
then one JSON line: how many were opened, how many the server refused, and after how many seconds
the server closed each opened one (null: still open at the end)."""

from __future__ import annotations

import argparse
import json
import selectors
import socket
import ssl
import time

REQUEST = (
    b"POST /validate HTTP/1.1\r\nHost: webhook\r\nContent-Type: application/json\r\n"
    b"Content-Length: 100000\r\n\r\n" + b"{" * 100000
)


def open_connections(
    port: int, ca: str, sources: list[str], per_source: int
) -> tuple[dict[ssl.SSLSocket, float], int]:
    """The connections opened (with when) and how many the server refused."""
    context = ssl.create_default_context(cafile=ca)
    opened: dict[ssl.SSLSocket, float] = {}
    refused = 0
    for source in sources:
        for _ in range(per_source):
            try:
                raw = socket.create_connection(
                    ("127.0.0.1", port), timeout=10, source_address=(source, 0)
                )
                connection = context.wrap_socket(raw, server_hostname="127.0.0.1")
                connection.sendall(REQUEST[:1])
                # Non-blocking from here: a TLS 1.3 session ticket makes a connection readable
                # without a byte of data, and a blocking read would stall the trickle.
                connection.setblocking(False)
            except OSError:
                refused += 1
                continue
            opened[connection] = time.monotonic()
    return opened, refused


def closed_by_server(connection: ssl.SSLSocket) -> bool:
    """Reads what CONNECTION has (an answer such as a 408 is read past): True at its end."""
    try:
        return not connection.recv(65536)
    except (ssl.SSLWantReadError, ssl.SSLWantWriteError, BlockingIOError):
        return False  # no data yet: a session ticket, or part of a record
    except OSError:
        return True


def still_sending(connection: ssl.SSLSocket, byte: bytes) -> bool:
    try:
        connection.send(byte)
    except (ssl.SSLWantReadError, ssl.SSLWantWriteError, BlockingIOError):
        pass
    except OSError:
        return False
    return True


def trickle(
    opened: dict[ssl.SSLSocket, float], every: float, seconds: float
) -> dict[ssl.SSLSocket, float]:
    """Seconds after which the server closed each connection of OPENED it closed."""
    closed_after: dict[ssl.SSLSocket, float] = {}
    watching = selectors.DefaultSelector()
    for connection in opened:
        watching.register(connection, selectors.EVENT_READ)

    def closed(connection: ssl.SSLSocket) -> None:
        closed_after[connection] = time.monotonic() - opened[connection]
        watching.unregister(connection)

    sent = 1
    ends = time.monotonic() + seconds
    next_byte = time.monotonic() + every
    while len(closed_after) < len(opened) and time.monotonic() < ends:
        for key, _ in watching.select(max(0.0, min(next_byte, ends) - time.monotonic())):
            assert isinstance(key.fileobj, ssl.SSLSocket)
            if closed_by_server(key.fileobj):
                closed(key.fileobj)
        if time.monotonic() >= next_byte:
            for connection in opened:
                if connection not in closed_after and not still_sending(
                    connection, REQUEST[sent : sent + 1]
                ):
                    closed(connection)
            sent += 1
            next_byte += every
    return closed_after


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("ca")
    parser.add_argument("--sources", required=True)
    parser.add_argument("--per-source", type=int, required=True)
    parser.add_argument("--every", type=float, required=True)
    parser.add_argument("--for", dest="seconds", type=float, required=True)
    arguments = parser.parse_args()
    opened, refused = open_connections(
        arguments.port, arguments.ca, arguments.sources.split(","), arguments.per_source
    )
    print("ready", flush=True)
    closed_after = trickle(opened, arguments.every, arguments.seconds)
    report = {
        "opened": len(opened),
        "refused": refused,
        "closed_after": [closed_after.get(connection) for connection in opened],
    }
    print(json.dumps(report), flush=True)
    for connection in opened:
        connection.close()


if __name__ == "__main__":
    main()
