"""What one client may hold of the webhook: deadlines for its connection, a share of the slots.

A connection has `request_seconds` for its TLS handshake, then per request from the request's
first byte to its last (headers and body), and `idle_seconds` of silence between keep-alive
requests. Every read waits only for what is left of the deadline, so a client trickling a byte
at a time gains nothing by it.

A connection is waiting while in its handshake, between requests or still sending one; it is
answering once its request is in. At most `per_address` connections come from one address: a new
one over that share takes the slot of that address's oldest waiting connection. When all `total`
slots are held, a new connection takes the slot of a waiting one from the address holding the
most, oldest first. Only when every candidate is answering is a new connection closed unanswered.
So a real review, which arrives in one go, is not left out by clients holding connections without
finishing a request, not even by one sharing its address."""

from __future__ import annotations

import contextlib
import io
import socket
import ssl
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

Key = tuple[Any, ...]  # a connection's client address: (host, port, ...), unique while it lasts


@dataclass(frozen=True)
class Caller:
    """Who sent a review: the address, and the client certificate's subject when one was
    verified against --client-ca."""

    address: str
    authenticated: bool
    subject: str | None = None

    def record(self) -> dict[str, Any]:
        return {
            "address": self.address,
            "authenticated": self.authenticated,
            "subject": self.subject,
        }


def caller_of(connection: ssl.SSLSocket, address: str) -> Caller:
    """The caller on CONNECTION: authenticated when its certificate was verified (the context
    requires one whenever it has a client CA, so a certificate seen here is a verified one)."""
    certificate = connection.getpeercert()
    if not certificate:
        return Caller(address, authenticated=False)
    names: Any = certificate.get("subject", ())  # ((("commonName", "x"),), ...)
    subject = ",".join(f"{name}={value}" for rdn in names for name, value in rdn)
    return Caller(address, authenticated=True, subject=subject)


class Deadline:
    """When the current wait of one connection must end."""

    def __init__(self, request_seconds: float, idle_seconds: float) -> None:
        self.request_seconds = request_seconds
        self.idle_seconds = idle_seconds
        self._ends = 0.0
        self._in_request = False
        self.between_requests()

    def between_requests(self) -> None:
        self._in_request = False
        self._ends = time.monotonic() + self.idle_seconds

    def received(self) -> None:
        """Bytes arrived: the first of a request starts its deadline."""
        if not self._in_request:
            self._in_request = True
            self._ends = time.monotonic() + self.request_seconds

    def remaining(self) -> float:
        left = self._ends - time.monotonic()
        if left <= 0:
            raise TimeoutError(
                "request not received in time" if self._in_request else "idle connection"
            )
        return left


class DeadlineReader(io.RawIOBase):
    """The connection's incoming bytes, each read bounded by what is left of DEADLINE."""

    def __init__(self, connection: socket.socket, deadline: Deadline) -> None:
        super().__init__()
        self._connection = connection
        self._deadline = deadline

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        self._connection.settimeout(self._deadline.remaining())
        count = self._connection.recv_into(buffer)
        if count:
            self._deadline.received()
        return count


class DeadlineWriter(io.BufferedIOBase):
    """The connection's outgoing bytes: each write done within SECONDS, however slowly the
    client reads."""

    def __init__(self, connection: socket.socket, seconds: float) -> None:
        super().__init__()
        self._connection = connection
        self._seconds = seconds

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        view = memoryview(data)
        ends = time.monotonic() + self._seconds
        while view:
            left = ends - time.monotonic()
            if left <= 0:
                raise TimeoutError("client did not read the answer in time")
            self._connection.settimeout(left)
            sent = self._connection.send(view)
            view = view[sent:]
        return len(data)


@dataclass
class _Held:
    address: str
    descriptor: int
    waiting_since: float | None  # None while its request is being answered


class ConnectionSlots:
    """The connections held, by client address, and which of them may give up their slot."""

    def __init__(self, total: int, per_address: int) -> None:
        self.total = total
        self.per_address = per_address
        self._held: dict[Key, _Held] = {}
        self._lock = threading.Lock()

    def admit(self, key: Key, descriptor: int) -> str | None:
        """Takes a slot for the connection KEY on DESCRIPTOR; None when admitted, else why not."""
        address = str(key[0])
        with self._lock:
            held_by_address = Counter(held.address for held in self._held.values())
            if held_by_address[address] >= self.per_address:
                if not self._displace(held_by_address, address):
                    return f"the {self.per_address} connections from {address} are all answering"
            elif len(self._held) >= self.total and not self._displace(held_by_address):
                return f"all {self.total} connections are answering requests"
            self._held[key] = _Held(address, descriptor, time.monotonic())
            return None

    def _displace(self, held_by_address: Counter[str], address: str | None = None) -> bool:
        """Frees the slot of a waiting connection (from ADDRESS, when given); False: none."""
        waiting = [
            (key, held)
            for key, held in self._held.items()
            if held.waiting_since is not None and address in (None, held.address)
        ]
        if not waiting:
            return False
        key, held = min(
            waiting,
            key=lambda item: (-held_by_address[item[1].address], item[1].waiting_since or 0.0),
        )
        del self._held[key]
        # Under the lock: its thread releases the slot before closing the descriptor, so the
        # descriptor is still this connection's.
        _shut_down(held.descriptor)
        return True

    def release(self, key: Key) -> None:
        with self._lock:
            self._held.pop(key, None)

    @contextlib.contextmanager
    def answering(self, key: Key) -> Iterator[None]:
        """While a received request is answered its connection keeps its slot."""
        self._set_waiting(key, None)
        try:
            yield
        finally:
            self._set_waiting(key, time.monotonic())

    def _set_waiting(self, key: Key, since: float | None) -> None:
        with self._lock:
            held = self._held.get(key)
            if held is not None:
                held.waiting_since = since


def _shut_down(descriptor: int) -> None:
    """Ends the connection on DESCRIPTOR: its thread's read returns, and the thread exits."""
    with contextlib.suppress(OSError):
        borrowed = socket.socket(fileno=descriptor)
        try:
            borrowed.shutdown(socket.SHUT_RDWR)
        finally:
            borrowed.detach()


class BodyBudget:
    """The bytes of large request bodies held at once, by all connections together: a body and
    what parsing it makes take many times its size, and a few clients sending the largest bodies
    at once would otherwise exhaust memory. A body up to SMALL bytes (a review is a few KB)
    never counts against it."""

    def __init__(self, total: int, small: int) -> None:
        self.total = total
        self.small = small
        self._held = 0
        self._lock = threading.Lock()

    @contextlib.contextmanager
    def hold(self, length: int) -> Iterator[bool]:
        """True while a body of LENGTH bytes may be read and answered; False: not now."""
        counted = length > self.small
        with self._lock:
            granted = not counted or self._held + length <= self.total
            if counted and granted:
                self._held += length
        try:
            yield granted
        finally:
            if counted and granted:
                with self._lock:
                    self._held -= length
