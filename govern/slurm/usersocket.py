"""The daemon's user socket: anyone may connect (mode 0666), and the kernel says who they are.

Each connection's peer credentials (SO_PEERCRED) name the caller, and every op runs as that
account (see govern.approvals.service for the protocol). One more op decides a request:

  {"op": "check", "user": ..., "action": ..., "resource": ..., "destination": ...}
      -> {"ok": true, "decision": "allow"|"deny", ..., "receipt": N}

about the caller only, unless the caller is root, the approvals service account or in
`[serve] user_check_operators`; its entry names the peer. Anything but an allow is no allow:
a refused check answers {"ok": false, "decision": "deny", "error": ...}.

What a hostile client can hold is bounded: one line of `[serve] user_max_request_bytes`;
`user_max_connections` connections in all and `user_connections_per_account` per account; one
op at a time per connection, however many it sends (so a flood on one connection waits its turn
behind everyone else's); and `user_idle_seconds` to send a line or to read an answer, after
which the connection is closed.
Ops run in a few low-priority threads, so the Slurm socket goes on being answered meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import struct
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.approvals.actor import directory_groups
from govern.approvals.service import ApprovalService, Peer, named
from govern.errors import ApprovalError, GovernError, RequestError
from govern.policy.request import Request
from govern.slurm.server import answer_line, json_object, listen_on, lower_priority, read_line

if TYPE_CHECKING:
    from collections.abc import Callable

    from govern.config import ServeSection
    from govern.slurm.server import DecisionService

log = logging.getLogger("govern.serve")

USER_SOCKET_MODE = 0o666
# Approval steps are short and take turns on the store: a couple of threads keep it busy.
OP_THREADS = 2
_CREDENTIALS = struct.Struct("3i")  # struct ucred: pid, uid, gid


def peer_of(connection: socket.socket) -> Peer:
    data = connection.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, _CREDENTIALS.size)
    pid, uid, gid = _CREDENTIALS.unpack(data)
    return Peer(pid, uid, gid)


class UserSocket:
    """Listens at PATH; MAKE_SERVICE builds the approval service from the daemon's decision
    service (its engine's site, its audit writer) once that exists."""

    def __init__(
        self,
        path: Path,
        limits: ServeSection,
        make_service: Callable[[DecisionService], ApprovalService],
    ) -> None:
        self.path = path
        self.limits = limits
        self.make_service = make_service
        self.service: ApprovalService | None = None
        self.decisions: DecisionService | None = None
        self._listener: socket.socket | None = None
        self._server: asyncio.Server | None = None
        self._threads: ThreadPoolExecutor | None = None
        self._connected: Counter[int] = Counter()  # open connections per uid

    def listen(self) -> None:
        self._listener = listen_on(self.path, USER_SOCKET_MODE, None)

    async def start(self, decisions: DecisionService) -> None:
        assert self._listener is not None, "listen() first"
        self.decisions = decisions
        self.service = self.make_service(decisions)
        self._threads = ThreadPoolExecutor(
            OP_THREADS, thread_name_prefix="govern-approvals", initializer=lower_priority
        )
        self._server = await asyncio.start_unix_server(
            self._connection, sock=self._listener, limit=self.limits.user_max_request_bytes
        )
        log.info("answering users on %s", self.path)

    async def close(self) -> None:
        """Stop listening, then let the ops already running finish."""
        if self._server is not None:
            self._server.close()
        if self._threads is not None:
            await asyncio.to_thread(self._threads.shutdown)
        if self.service is not None:
            self.service.store.close()

    def unlink(self) -> None:
        if self._listener is not None:
            self._listener.close()
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()

    def _admit(self, peer: Peer) -> str | None:
        """Why PEER's connection is turned away (None: it is let in, and counted)."""
        if self._connected.total() >= self.limits.user_max_connections:
            return "the daemon has too many user connections open: try again shortly"
        if self._connected[peer.uid] >= self.limits.user_connections_per_account:
            return (
                f"uid {peer.uid} already has {self._connected[peer.uid]} connections open "
                "([serve] user_connections_per_account)"
            )
        self._connected[peer.uid] += 1
        return None

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = peer_of(writer.get_extra_info("socket"))
        refused = self._admit(peer)
        try:
            if refused is not None:
                await self._send(writer, {"ok": False, "error": refused})
                return
            await self._answer_each(reader, writer, peer)
        except (ConnectionError, TimeoutError):
            pass  # a client gone or too slow: nothing more is owed to it
        except Exception:  # one connection failing ends that connection, never the daemon
            log.exception("user connection of uid %d failed", peer.uid)
        finally:
            if refused is None:
                self._connected[peer.uid] -= 1
                if not self._connected[peer.uid]:
                    del self._connected[peer.uid]
            writer.close()

    async def _answer_each(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, peer: Peer
    ) -> None:
        loop = asyncio.get_running_loop()
        while True:
            line = await asyncio.wait_for(read_line(reader), self.limits.user_idle_seconds)
            if line is None:
                limit = self.limits.user_max_request_bytes
                error = f"request longer than {limit} bytes ([serve] user_max_request_bytes)"
                await self._send(writer, {"ok": False, "error": error})
                return
            if not line:
                return
            if not line.strip():
                continue
            body = await loop.run_in_executor(self._threads, self._answer, line, peer)
            await self._send(writer, body)

    def _answer(self, line: bytes, peer: Peer) -> dict[str, Any]:
        """The answer to LINE from PEER (in an op thread)."""
        assert self.service is not None  # started before the server accepts
        message = json_object(line)
        if message is not None and message.get("op") == "check":
            return self._check(message, peer)
        body = self.service.answer(message, peer)
        approvals = self.decisions.approvals if self.decisions is not None else None
        if body.get("receipt") is not None and approvals is not None:
            approvals.wake()  # a step was taken: decisions see it now, not at the next poll
        return body

    def _check(self, message: dict[str, Any], peer: Peer) -> dict[str, Any]:
        assert self.service is not None and self.decisions is not None
        try:
            request = Request.from_json({k: v for k, v in message.items() if k != "op"})
            account, privileged = self.service.caller(peer)
            if not (privileged or request.user == account or self._operates(account)):
                raise RequestError(
                    f"{account} may check requests about themselves only, not {request.user!r}"
                )
            answer = self.decisions.check(request, named(peer, account))
            receipt = answer.durable.result() if answer.durable is not None else None
        except GovernError as exc:
            return {"ok": False, "decision": "deny", "error": str(exc)}
        except Exception as exc:  # no durable record (or no decision), no allow
            log.error("user check failed: uid=%d: %s", peer.uid, exc)
            return {"ok": False, "decision": "deny", "error": f"not decided: {exc}"}
        return {"ok": True, **answer.body, "receipt": receipt}

    def _operates(self, account: str) -> bool:
        """Whether ACCOUNT may check requests about anyone."""
        assert self.decisions is not None
        operators = self.limits.user_check_operators
        if not operators:
            return False
        try:
            groups = directory_groups(self.decisions.engine.engine.site, account)
        except ApprovalError:
            return False
        return not groups.isdisjoint(operators)

    async def _send(self, writer: asyncio.StreamWriter, body: dict[str, Any]) -> None:
        writer.write(answer_line(body))
        await asyncio.wait_for(writer.drain(), self.limits.user_idle_seconds)
