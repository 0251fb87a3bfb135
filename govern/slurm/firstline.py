"""A connection as job_submit.lua makes one (a line, its answer, the end), answered from the
transport's own callbacks.

asyncio's streams give each connection a reader, a writer and a task, and its first line two more
turns of the event loop before it is read: on an idle daemon that is about a tenth of a
millisecond of a lone job's round trip. So a connection starts as this protocol. While each
chunk it receives is exactly one whole line whose answer can leave at once (a small job whose
entry its submitter appended), the answer is written from data_received. The first time that is
not so (a line in pieces or several at once, an answer that must wait for its entry or its images,
a client slow to read), the connection is handed to the streams' handler as it stands: the bytes
not yet read, and the answer already decided but not yet sent, go with it, so nothing is decided
twice and answers keep their order.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from typing import Any, cast

# What a connection's queue holds for one request: its answer (or the job deciding it) and when
# its line was read.
Queued = tuple[Any, float]
Streams = Callable[
    [asyncio.StreamReader, asyncio.StreamWriter, Queued | None], Coroutine[Any, Any, None]
]


class FirstLine(asyncio.Protocol):
    def __init__(
        self,
        at_once: Callable[[bytes, float], bytes | Queued],
        streams: Streams,
        limit: int,
    ) -> None:
        """AT_ONCE answers a line: its answer's bytes if they may leave now, else what the
        streams' handler must wait for. STREAMS takes the connection over. LIMIT: the longest
        request line (the streams' handler refuses longer ones)."""
        self._at_once = at_once
        self._streams = streams
        self._limit = limit
        self._transport: asyncio.Transport | None = None
        # A transport pauses its protocol once, when its write buffer first runs over, and
        # tells only the protocol it has then: the streams' one must hear of it too.
        self._paused = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = cast(asyncio.Transport, transport)  # uvloop's is one, not a subclass

    def data_received(self, data: bytes) -> None:
        transport = self._transport
        assert transport is not None
        if len(data) >= self._limit or data.find(b"\n") != len(data) - 1:
            self._hand_over(transport, data, None)
            return
        if not data.strip():
            return  # a blank line asks nothing
        answered = self._at_once(data, time.perf_counter())
        if isinstance(answered, bytes):
            transport.write(answered)
            if transport.get_write_buffer_size():  # a client slow to read: the streams wait
                self._hand_over(transport, b"", None)
            return
        self._hand_over(transport, b"", answered)

    def eof_received(self) -> bool:
        return False  # every answer was written: close

    def pause_writing(self) -> None:
        self._paused = True

    def resume_writing(self) -> None:
        self._paused = False

    def _hand_over(self, transport: asyncio.Transport, unread: bytes, first: Queued | None) -> None:
        """Give the connection to the streams' handler, with the bytes UNREAD and the answer
        FIRST still to send."""
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=self._limit, loop=loop)
        protocol = asyncio.StreamReaderProtocol(
            reader, lambda r, w: self._streams(r, w, first), loop=loop
        )
        transport.set_protocol(protocol)
        protocol.connection_made(transport)
        if self._paused:  # its writer's drain waits until the transport resumes it
            protocol.pause_writing()
        if unread:
            protocol.data_received(unread)
