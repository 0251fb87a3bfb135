"""An answer the audit writer's thread sends itself, the moment its entry is durable.

A lone request (a job from job_submit.lua, on a connection of its own) would otherwise wait,
after its fdatasync, for the writer thread to wake the event loop and for the loop to send it:
a thread hand-off on every sbatch. When nothing else is waiting to be sent on its connection,
the loop hands the answer to the batch instead: the writer thread sends the answer line right
after the commit, and the loop, once it hears of the commit, sends only what did not leave.
A batch that failed sends nothing here: the loop answers with its deny as before.

The connection's socket is duplicated while the answer waits, so the descriptor the writer
thread sends on cannot be closed and given to another client meanwhile; a lock makes sure that
exactly one of the two threads sends each answer.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from concurrent.futures import Future

    from govern.audit.writer import Durable

log = logging.getLogger("govern.serve")

_SEND_FLAGS = socket.MSG_DONTWAIT | socket.MSG_NOSIGNAL


class EarlyAnswer:
    """An answer, LINE given its receipt, sent on CONNECTION once DURABLE's batch is committed;
    OBSERVE is called just before it leaves (its latency, counted before a client can see it)."""

    def __init__(
        self,
        connection: Any,
        durable: Durable,
        line: Callable[[int], bytes],
        observe: Callable[[], None],
    ) -> None:
        self._lock = threading.Lock()
        self._offset = durable.offset
        self._line = line
        self._observe = observe
        self._left = b""
        duplicate = os.dup(connection.fileno())
        try:
            # Named in full, so that making it asks the kernel nothing more.
            self._socket: socket.socket | None = socket.socket(
                connection.family, connection.type, connection.proto, duplicate
            )
        except OSError:
            os.close(duplicate)
            raise
        durable.batch.add_done_callback(self._committed)

    def _committed(self, batch: Future[int]) -> None:
        """In the writer thread, right after the commit."""
        with self._lock:
            connection = self._socket
            if connection is None or batch.exception() is not None:
                return
            try:
                line = self._line(batch.result() + self._offset)
                self._observe()
            except Exception:  # the loop still holds the answer and sends it
                log.exception("an answer could not be sent on commit")
                return
            self._socket = None
            try:
                sent = connection.send(line, _SEND_FLAGS)
            except OSError:  # a full buffer, or a client gone: the loop tries, and finds out
                sent = 0
            finally:
                connection.close()
            self._left = line[sent:]

    def taken_back(self) -> bytes | None:
        """Once the batch is done, in the loop: what is left to send of the answer, or None when
        the writer thread sent none of it (the batch failed), which leaves the whole answer, and
        its latency, to the loop."""
        with self._lock:
            if self._socket is None:
                return self._left
            self._socket.close()
            self._socket = None
            return None
