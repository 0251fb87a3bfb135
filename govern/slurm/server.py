"""`govern serve`: the resident decision daemon on a Unix socket.

Protocol: one JSON object per line in, one per line out, any number per connection.
  {"op": "check", "user": ..., "action": ..., "resource": ..., "destination": ...}
  {"op": "job", "event": "submit"|"modify", "user": ..., "partition": ..., "directives": [...], ...}
  {"op": "ping"}
(Users reach the daemon on a second socket, `[serve] user_socket`: see usersocket.py.)
Every answer carries "decision" ("allow" or "deny"); anything malformed is a deny with "errors".
A decision is answered only once its audit entry is durable; the answer's "receipt" is the
entry's index in the audit log. A refused request is logged too (kind slurm.refusal), with its
size and digest rather than its text. Answers on a connection come in the order of its requests.
A job is parsed and decided in a job thread, once its images are verified, so however much one
job asks, other requests go on being answered meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import grp
import json
import logging
import os
import signal
import socket
import stat
import sys
import threading
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from json.encoder import encode_basestring_ascii as _text
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from govern.approvals.index import ApprovalIndex
from govern.audit.entry import utc_now
from govern.config import ServeSection
from govern.errors import ConfigError, GovernError, RequestError
from govern.policy.live import LiveEngine
from govern.policy.request import Decision, Request, Ruling
from govern.slurm.checkline import plain_check
from govern.slurm.directives import DEFAULT_LIMITS
from govern.slurm.early import EarlyAnswer
from govern.slurm.firstline import FirstLine, Queued
from govern.slurm.jobs import ImageResult, JobDecision, JobRequest, clearing, decide_job
from govern.slurm.kept import KeptAllow, SmallJob
from govern.slurm.moves import JOB_KIND, with_submitted_declarations
from govern.slurm.record import (
    REFUSAL_KIND,
    Refused,
    decision_record,
    fitted_record,
    submit_fitted,
)
from govern.timeutil import iso

if TYPE_CHECKING:
    from govern.approvals.live import LiveApprovals
    from govern.audit.writer import Durable, GroupCommitWriter
    from govern.slurm.images import ImageChecks
    from govern.slurm.metrics import DaemonMetrics
    from govern.slurm.usersocket import UserSocket

log = logging.getLogger("govern.serve")

# A job's policy checks are CPU work bounded by the [serve] limits, yet long next to a single
# check: they run in job threads the kernel schedules after the event loop (a higher nice
# value), and the interpreter lock changes hands every millisecond instead of every five, so
# the loop answering everyone else waits at most that long for it.
JOB_THREADS = 2
JOB_NICENESS = 10
SWITCH_INTERVAL_SECONDS = 0.001
# cedarpy lets go of the interpreter lock inside each call and takes it straight back, which
# cancels the loop's claim on it: a job thread deciding back to back held the loop off for the
# whole job (about 90 ms for 1,000 checks, pings included). Sleeping this long after each turn of
# this much work hands the lock over at a cost lost in the noise.
_TURN_SECONDS = 0.001
_HAND_OVER_SECONDS = 0.00005
# A client that sends faster than it reads its answers is made to wait once this many of its
# requests are being decided, or this many bytes of answers wait to be sent to it.
_PENDING_AT_MOST = 256
_UNSENT_AT_MOST = 1 << 20
# A connection with requests waiting has this many decided in one turn of the event loop, or as
# many as this many seconds allow, before the other connections have theirs.
_REQUESTS_PER_TURN = 16
_TURN_AT_MOST = 0.0005
# At most this many answers leave in one write.
_ANSWERS_PER_WRITE = 64
# More than the largest batch script Slurm accepts by default (max_script_size, 4 MiB).
_SKIPPED_AT_MOST = 8 << 20
# A job no bigger than this (its request line, and its policy checks) is decided on the loop.
_SMALL_JOB_BYTES = 4096
_SMALL_JOB_CHECKS = 8
# Small jobs as read, by their request line, up to this many (all dropped when full): the same
# job submitted again (a sweep of sbatch calls) is decided without being read again.
_SMALL_JOBS_KEPT = 1024


@dataclass
class Answer:
    body: dict[str, Any]
    durable: Durable | None = None
    # For the daemon's log when the answer is a deny: what was asked and what decided it,
    # written only if the line is (see DenyLog).
    about: Callable[[], str] | None = None
    # The answer's JSON already written out up to its receipt, when BODY holds only its
    # decision (see decision_head) or is all of it (a job's).
    head: bytes | None = None

    def line(self, receipt: int | None) -> bytes:
        """The answer's line, naming RECEIPT if there is one."""
        if self.head is None:
            return answer_line(self.body if receipt is None else {**self.body, "receipt": receipt})
        return self.head + (b"}\n" if receipt is None else b',"receipt":%d}\n' % receipt)


# A job's answer, computed off the event loop.
Later = Coroutine[Any, Any, Answer]
# A connection's answers waiting to be sent, each with when its line was read (None: the end).
_Pending = asyncio.Queue[tuple[Answer | asyncio.Task[Answer], float] | None]


class DecisionService:
    """The daemon's logic without the socket: one message in, one answer out."""

    def __init__(
        self,
        engine: LiveEngine,
        audit: GroupCommitWriter,
        metrics: DaemonMetrics | None = None,
        images: ImageChecks | None = None,
        read_receipt: Callable[[int], dict[str, Any] | None] | None = None,
        on_close: Callable[[], None] | None = None,
        limits: ServeSection = DEFAULT_LIMITS,
        approvals: LiveApprovals | None = None,
    ) -> None:
        self.engine = engine
        self.approvals = approvals
        self.audit = audit
        self.metrics = metrics
        self.images = images
        self.read_receipt = read_receipt
        self.limits = limits
        self._on_close = on_close
        self._job_threads = ThreadPoolExecutor(
            JOB_THREADS, thread_name_prefix="govern-jobs", initializer=lower_priority
        )
        self._small_jobs: dict[bytes, SmallJob] = {}

    def close(self) -> None:
        """Commit every submitted audit entry, then release what the service holds."""
        self._job_threads.shutdown()
        self.audit.close()
        if self.images is not None:
            self.images.close()
        if self._on_close is not None:
            self._on_close()

    def answer(self, line: bytes) -> Answer | Later:
        """The answer, or for a job, a coroutine that decides it off the event loop."""
        small_job = self._small_jobs.get(line)
        if small_job is not None:
            try:
                return self._answer_small(small_job)
            except GovernError as exc:
                job = small_job.job
                return self.refuse("request", str(exc), Refused(job.user, job.audit_subject))
        plain = plain_check(line)
        if plain is not None:
            try:
                return self.check(plain)
            except GovernError as exc:
                return self.refuse("request", str(exc), Refused.of_line(line, plain.to_json()))
        message = json_object(line)
        if message is None:
            return self.refuse(
                "malformed", "request is not a JSON object on one line", Refused.of_line(line)
            )
        op = message.pop("op", "check")
        try:
            if op == "check":
                return self.check(Request.from_json(message))
            if op == "job":
                return self._small_job(message, line) or self._job(message, line)
            if op == "ping":
                return Answer({"ok": True, "catalog_version": self.engine.engine.site.version})
            raise RequestError(f"unknown op {op!r} (expected check, job or ping)")
        except GovernError as exc:
            return self.refuse("request", str(exc), Refused.of_line(line, message))

    def refuse(self, kind: str, message: str, refused: Refused | None) -> Answer:
        """A deny for a request that could not be decided, counted by KIND and logged as
        REFUSED describes it (None only when the audit log itself failed)."""
        if self.metrics is not None:
            self.metrics.errors.labels(kind).inc()
        body = {"decision": "deny", "message": f"govern: {message}", "errors": [message]}
        if refused is None:
            return Answer(body, about=_about(refused=kind, error=message))
        about = _about(user=refused.actor, subject=refused.subject, refused=kind, error=message)
        payload = refused.payload(kind, message, self.engine.engine.site.version)
        try:
            durable = self.audit.submit(REFUSAL_KIND, refused.actor, refused.subject, payload)
        except GovernError as exc:  # unlogged, but still a deny
            log.error("refusal not logged: %s", exc)
            return Answer(body, about=about)
        return Answer(body, durable, about)

    def _record(self, outcome: str, policies: list[str]) -> None:
        if self.metrics is not None:
            self.metrics.count_decision(outcome, policies)

    def check(self, request: Request, peer: dict[str, Any] | None = None) -> Answer:
        """Decide REQUEST and submit its entry (naming PEER, who asked on the user socket)."""
        if request.at is not None:
            # A receipt is evidence of what was allowed when it was given: a decision as of
            # another time (when a training or approval was still valid) must not earn one.
            raise RequestError(
                "the daemon decides as of now; 'at' is for `govern check --at` (advisory)"
            )
        engine = self.engine
        decision = engine.decide(request)
        policies = [p.id for p in decision.policies]
        self._record(decision.decision, policies)
        # The entry names policies by id; the catalog version pins which text they had.
        asked = request.to_json()
        approvals, errors = list(decision.approvals), list(decision.errors)
        catalog = engine.engine.site.version
        record = decision_record(
            asked, decision.decision, policies, approvals, errors, catalog, peer=peer
        )
        durable = self.audit.submit_record(record)
        about = None if decision.allowed else _about(**asked, policies=policies)
        if peer is not None:  # the user socket adds to the answer's fields
            return Answer(decision.to_json(), durable, about)
        return Answer({"decision": decision.decision}, durable, about, decision_head(decision))

    def _small_job(self, message: dict[str, Any], line: bytes) -> Answer | None:
        """The answer to a job submitted with a short script head, no images and few checks,
        decided here as a single check is (None for any other job): handing it to a job
        thread and back would cost it more than deciding it."""
        if len(line) > _SMALL_JOB_BYTES or message.get("event", "submit") != "submit":
            return None
        try:
            job = self._job_request(message)
        except GovernError as exc:
            return self.refuse("request", str(exc), Refused.of_line(line, message))
        if job.images() or job.checks() > _SMALL_JOB_CHECKS:
            return None
        # Reading a job is a function of its line and the daemon's limits, unless the owner is
        # named by uid (the name is then looked up, and users can be renamed).
        if message.get("user") is None:
            return self._decide_job(job, None)
        if len(self._small_jobs) >= _SMALL_JOBS_KEPT:
            self._small_jobs.clear()
        small_job = self._small_jobs[line] = SmallJob(job)
        return self._answer_small(small_job)

    def _answer_small(self, small_job: SmallJob) -> Answer:
        """SMALL_JOB's answer: the allow kept for it, if nothing it rests on can have changed
        since, else decided afresh (and kept, if it is an allow that may be)."""
        engine = self.engine.engine
        kept = small_job.allow
        if kept is not None and kept.holds(engine, int(time.time())):
            self._record("allow", kept.policies)
            durable = self.audit.submit_record(kept.entry_at(utc_now()))
            return Answer(dict(kept.body), durable, None, kept.head)
        result = self._job_decision(small_job.job, None)
        answer, record = self._job_answer(result)
        # Kept with the engine seen before deciding: should a reload replace it while the job
        # is decided, the kept allow never holds.
        small_job.allow = None
        if result.allowed and record is not None:
            small_job.allow = KeptAllow.of(engine, result, record, answer)
        return answer

    async def _job(self, message: dict[str, Any], line: bytes) -> Answer:
        """Parse and decide the job in a job thread, its images in the image checks' threads."""
        loop = asyncio.get_running_loop()
        job: JobRequest | None = None
        try:
            job = await loop.run_in_executor(self._job_threads, self._job_request, message)
            checked = None
            if self.images is not None and job.images():
                checked = await self.images.check(job.user, job.images())
            return await loop.run_in_executor(self._job_threads, self._decide_job, job, checked)
        except GovernError as exc:
            refused = (
                Refused.of_line(line, message)
                if job is None
                else Refused(job.user, job.audit_subject)
            )
            return self.refuse("request", str(exc), refused)

    def _job_request(self, message: dict[str, Any]) -> JobRequest:
        job = JobRequest.from_json(message, self.limits)
        if job.event == "modify":
            job = with_submitted_declarations(job, self._read_receipt)
        job.require_checks_within(self.limits)
        return job

    def _decide_job(self, job: JobRequest, checked: tuple[ImageResult, ...] | None) -> Answer:
        return self._job_answer(self._job_decision(job, checked))[0]

    def _job_decision(
        self, job: JobRequest, checked: tuple[ImageResult, ...] | None
    ) -> JobDecision:
        gate = self.images.gate if self.images is not None else None
        approvals = (
            self.approvals.current()
            if self.approvals is not None
            else ApprovalIndex.unavailable("this daemon reads no approvals")
        )
        result = decide_job(
            job,
            _taking_turns(self.engine.decide),
            gate,
            checked=checked,
            clear_privileged=clearing(approvals, self.engine.engine),
        )
        self._record_job(result)
        return result

    def _job_answer(self, result: JobDecision) -> tuple[Answer, bytes | None]:
        """RESULT's answer once its entry is submitted, and the entry's bytes when they were
        written here (a job with no image checks: its entry has a fixed shape)."""
        job = result.job
        payload = {**result.audit_payload(), "catalog": self.engine.engine.site.version}
        record = None
        if result.images:
            durable = submit_fitted(self.audit, JOB_KIND, job.user, job.audit_subject, payload)
        else:
            record = fitted_record(JOB_KIND, job.user, job.audit_subject, payload)
            durable = self.audit.submit_record(record)
        about = None
        if not result.allowed:
            deciding = sorted({p.id for d in result.decisions for p in d.policies})
            about = _about(
                user=job.user, job=job.audit_subject, policies=deciding, message=result.message
            )
        body = {"decision": "allow" if result.allowed else "deny", "message": result.message}
        # Written out while the writer thread appends the entry: once it is durable, the
        # answer only needs its receipt added before it leaves.
        return Answer(body, durable, about, answer_line(body)[: -len(b"}\n")]), record

    def _record_job(self, result: JobDecision) -> None:
        outcome = "allow" if result.allowed else "deny"
        self._record(outcome, sorted({p.id for d in result.decisions for p in d.policies}))

    def _read_receipt(self, index: int) -> dict[str, Any] | None:
        return self.read_receipt(index) if self.read_receipt is not None else None


def _is_ready(item: tuple[Answer | asyncio.Task[Answer], float] | None) -> bool:
    """Whether ITEM's answer can be sent without waiting (the end of the connection is not)."""
    return item is not None and _ready_now(item[0])


def _ready_now(queued: Answer | asyncio.Task[Answer]) -> TypeGuard[Answer]:
    """Whether QUEUED is an answer that can be sent without waiting."""
    return isinstance(queued, Answer) and (queued.durable is None or queued.durable.done())


def _early_answer(
    queued: Answer | asyncio.Task[Answer],
    writer: asyncio.StreamWriter,
    observe: Callable[[], None],
) -> EarlyAnswer | None:
    """QUEUED's answer handed to its batch, to be sent the moment the batch is committed (None
    when it is ready already, or not yet decided, or the connection has bytes still to send).
    Only an allow: a deny's line on the daemon's log, which names its receipt, is written
    before the deny leaves."""
    if not isinstance(queued, Answer) or queued.durable is None or queued.durable.done():
        return None
    if queued.body.get("decision") != "allow":
        return None
    if writer.transport.is_closing() or writer.transport.get_write_buffer_size():
        return None
    try:
        return EarlyAnswer(writer.get_extra_info("socket"), queued.durable, queued.line, observe)
    except OSError as exc:  # out of descriptors, say: the loop sends it, as it does any other
        log.warning("answering from the audit writer's thread: %s", exc)
        return None


def _observer(metrics: DaemonMetrics | None, started: float) -> Callable[[], None]:
    if metrics is None:
        return lambda: None
    return lambda: metrics.observe_latency(time.perf_counter() - started)


def json_object(line: bytes) -> dict[str, Any] | None:
    """LINE as a JSON object, or None when it is anything else (or no text at all)."""
    try:
        message = json.loads(line.decode("utf-8"))
        if b"\\u" in line:  # a lone surrogate is no text: it could be neither decided nor logged
            json.dumps(message, ensure_ascii=False).encode("utf-8")
    except (ValueError, RecursionError):  # UnicodeError is a ValueError
        return None
    return message if isinstance(message, dict) else None


def _taking_turns(decide: Callable[[Request], Decision]) -> Callable[[Request], Decision]:
    """DECIDE for one job thread, handing the interpreter lock to the loop after each turn."""
    turn_began = time.perf_counter()

    def decide_in_turns(request: Request) -> Decision:
        nonlocal turn_began
        decision = decide(request)
        if time.perf_counter() - turn_began > _TURN_SECONDS:
            time.sleep(_HAND_OVER_SECONDS)
            turn_began = time.perf_counter()
        return decision

    return decide_in_turns


def lower_priority() -> None:
    """Run the calling thread after the event loop whenever both want the CPU."""
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), JOB_NICENESS)
    except OSError as exc:  # jobs are still decided, only with less regard for the loop
        log.warning("cannot lower the priority of a job thread: %s", exc)


async def read_line(reader: asyncio.StreamReader) -> bytes | None:
    """The next line (b"" at the end), or None for one longer than the reader's limit. The rest
    of an over-long line is read and dropped, up to _SKIPPED_AT_MOST bytes, so that its sender
    reads the refusal instead of finding the connection closed while it is still sending."""
    try:
        return await reader.readuntil(b"\n")
    except asyncio.IncompleteReadError as end:
        return end.partial
    except asyncio.LimitOverrunError as overrun:
        too_long = overrun.consumed
    skipped = 0
    while skipped < _SKIPPED_AT_MOST:
        skipped += len(await reader.read(too_long))
        try:
            await reader.readuntil(b"\n")
            break
        except asyncio.IncompleteReadError:
            break
        except asyncio.LimitOverrunError as overrun:
            too_long = overrun.consumed
    return None


def _about(**values: Any) -> Callable[[], str]:
    """KEY=VALUE pairs for a log line, each value as JSON (what a client sent cannot forge a
    line or a field), written out only when the line is."""
    return lambda: " ".join(f"{key}={json.dumps(value)}" for key, value in values.items())


class DenyLog:
    """Every deny on the daemon's log, up to PER_SECOND lines a second; past that, how many more
    there were, once the second is over. Each is in the audit log anyway: a flood of denies must
    not cost every answer a line of its own."""

    PER_SECOND = 50

    def __init__(self) -> None:
        self._window = -1.0
        self._written = 0
        self._skipped = 0

    def deny(self, answer: Answer) -> None:
        now = time.monotonic()
        if now - self._window >= 1.0:
            self._flush()
            self._window, self._written = now, 0
        if self._written >= self.PER_SECOND:
            if not self._skipped:
                asyncio.get_running_loop().call_later(1.0, self._flush)
            self._skipped += 1
            return
        self._written += 1
        about = answer.about() if answer.about is not None else ""
        log.info("deny %s receipt=%s", about, answer.body.get("receipt"))

    def _flush(self) -> None:
        if self._skipped:
            log.info("%d more denies, not written here: each is in the audit log", self._skipped)
            self._skipped = 0


_ANSWER_ENCODER = json.JSONEncoder(separators=(",", ":"))


def answer_line(body: dict[str, Any]) -> bytes:
    return _ANSWER_ENCODER.encode(body).encode() + b"\n"


# The policies part of answers, by the rulings they name: a cached decision names the same
# rulings (the very same tuple) again and again, and their reasons are most of an answer's
# text. Kept by the tuple's identity, the tuple held with it so that no other takes its id.
_POLICIES_JSON: dict[int, tuple[tuple[Ruling, ...], str]] = {}
_POLICIES_KEPT = 4096


def decision_head(decision: Decision) -> bytes:
    """`answer_line(decision.to_json())` up to its closing brace, written from its parts: what
    a receipt is added to. For a decision as of now, as the daemon's all are (its request has
    no "at")."""
    rulings = decision.policies
    kept = _POLICIES_JSON.get(id(rulings))
    if kept is not None and kept[0] is rulings:
        policies = kept[1]
    else:
        if len(_POLICIES_JSON) >= _POLICIES_KEPT:
            _POLICIES_JSON.clear()
        policies = _ANSWER_ENCODER.encode([{"id": p.id, "reason": p.reason} for p in rulings])
        _POLICIES_JSON[id(rulings)] = (rulings, policies)
    request = decision.request
    return (
        f'{{"decision":"{decision.decision}","request":{{"user":{_text(request.user)},'
        f'"action":{_text(request.action)},"resource":{_text(request.resource)},'
        f'"destination":{_text(request.destination)}}},"decided_at":"{_iso(decision.at)}",'
        f'"policies":{policies},"errors":{_texts(decision.errors)},'
        f'"approvals":{_texts(decision.approvals)},"notes":{_texts(decision.notes)}'
    ).encode()


def _texts(values: tuple[str, ...]) -> str:
    return "[" + ",".join(map(_text, values)) + "]" if values else "[]"


@functools.lru_cache(maxsize=4)
def _iso(seconds: int) -> str:
    return iso(seconds)


def _claim_socket(path: Path) -> None:
    if path.exists() or path.is_symlink():
        if not stat.S_ISSOCK(path.lstat().st_mode):
            raise ConfigError(f"{path} exists and is not a socket: choose another path")
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            probe.connect(str(path))
        except OSError:
            path.unlink()  # left behind by a daemon that is gone
        else:
            raise ConfigError(f"another govern serve is answering on {path}")
        finally:
            probe.close()
    path.parent.mkdir(parents=True, exist_ok=True)


def listen_on(path: Path, mode: int, group: str | None) -> socket.socket:
    """A listening socket at PATH with MODE, connectable by GROUP's members (None: the
    daemon's own group)."""
    _claim_socket(path)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    # Created with MODE: never more connectable, not even for an instant, and no chmod that a
    # link put in the socket's place would redirect.
    old_umask = os.umask(0o777 & ~mode)
    try:
        listener.bind(str(path))
    finally:
        os.umask(old_umask)
    if group is not None:
        try:
            gid = grp.getgrnam(group).gr_gid
        except KeyError:
            listener.close()
            path.unlink()
            raise ConfigError(f"--socket-group {group!r}: no such group") from None
        os.chown(path, -1, gid, follow_symlinks=False)
    listener.listen(1024)
    return listener


class DecisionServer:
    """Serves one socket. MAKE_SERVICE builds the DecisionService (engine, audit writer,
    metrics) once the socket is claimed, so a daemon that cannot listen starts no threads."""

    def __init__(
        self,
        socket_path: Path,
        make_service: Callable[[], DecisionService],
        max_request_bytes: int = DEFAULT_LIMITS.max_request_bytes,
        user_socket: UserSocket | None = None,
    ) -> None:
        self.socket_path = socket_path
        self.make_service = make_service
        self.max_request_bytes = max_request_bytes
        self.user_socket = user_socket
        self.service: DecisionService
        # Jobs being decided, held here so none is lost before it is answered.
        self._deciding: set[asyncio.Task[Answer]] = set()
        self._denies = DenyLog()

    def _answer(self, line: bytes) -> Answer | asyncio.Task[Answer]:
        answer = self.service.answer(line)
        if isinstance(answer, Answer):
            return answer
        later = asyncio.create_task(answer)
        self._deciding.add(later)
        later.add_done_callback(self._deciding.discard)
        return later

    def _at_once(self, line: bytes, started: float) -> bytes | Queued:
        """LINE's answer line, if it can leave now; else what the connection must wait for."""
        answer = self._answer(line)
        if _ready_now(answer):
            return self._sent(self._settled(answer), started)
        return answer, started

    async def _connection(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        first: Queued | None = None,
    ) -> None:
        """Decide each line as it arrives; answer in order, each once its entry is durable.
        FIRST: an answer decided before the connection came here (see firstline.py), to be
        sent before any other.

        Deciding does not wait for the audit log, so a client that sends many requests on one
        connection has them decided while earlier answers wait for their group commit (or for
        their images to be verified). Until one has to wait, answers leave as soon as they are
        decided, with no task to hand them to: a lone job whose entry was appended at once
        (see GroupCommitWriter) costs the loop no more than it must."""
        pending: _Pending | None = None
        answering: asyncio.Task[None] | None = None
        turn_began, taken = time.perf_counter(), 0
        try:
            if first is not None:
                pending, answering = self._answering(writer)
                await pending.put(first)
            while answering is None or not answering.done():
                line = await read_line(reader)
                if not line and line is not None:
                    break
                started = time.perf_counter()
                answer: Answer | asyncio.Task[Answer] | None = None
                if line is None:
                    answer = self.service.refuse(
                        "oversized",
                        f"request longer than {self.max_request_bytes} bytes "
                        "([serve] max_request_bytes)",
                        Refused(size=self.max_request_bytes),
                    )
                elif line.strip():
                    answer = self._answer(line)
                    taken += 1
                if answer is None:  # a blank line
                    pass
                elif answering is None and _ready_now(answer):
                    writer.write(self._sent(self._settled(answer), started))
                    if writer.transport.get_write_buffer_size():  # a client slow to read
                        await writer.drain()
                else:
                    if pending is None:
                        pending, answering = self._answering(writer)
                    await pending.put((answer, started))
                if line is None:
                    break
                # A reader with requests already buffered would not wait here: let the other
                # connections have their turn after a few requests (one loop turn each costs
                # about as much as a cached decision).
                if taken >= _REQUESTS_PER_TURN or time.perf_counter() - turn_began > _TURN_AT_MOST:
                    await asyncio.sleep(0)
                    turn_began, taken = time.perf_counter(), 0
        except ConnectionError:
            pass
        finally:
            with contextlib.suppress(ConnectionError):
                if pending is not None and answering is not None:
                    await pending.put(None)
                    await answering
                else:
                    await writer.drain()
                writer.close()

    def _answering(self, writer: asyncio.StreamWriter) -> tuple[_Pending, asyncio.Task[None]]:
        """A connection's queue of answers to send, and the task that sends them in order."""
        pending: _Pending = asyncio.Queue(_PENDING_AT_MOST)
        return pending, asyncio.create_task(self._answer_in_order(pending, writer))

    async def _answer_in_order(
        self,
        pending: _Pending,
        writer: asyncio.StreamWriter,
    ) -> None:
        """Send each answer once its entry is durable, in order. Answers ready together (one
        group commit makes many durable at once) leave in one write."""
        metrics = self.service.metrics
        ready: list[bytes] = []
        item = await pending.get()
        while item is not None:
            queued, started = item
            early = None
            if pending.empty() and not ready:
                early = _early_answer(queued, writer, _observer(metrics, started))
            answer = await self._durable(queued)
            unsent = early.taken_back() if early is not None else None
            if unsent is None:
                unsent = self._sent(answer, started)
            if unsent:
                ready.append(unsent)
            empty = pending.empty()
            item = None if empty else pending.get_nowait()
            waiting = empty or not _is_ready(item)
            if waiting or len(ready) >= _ANSWERS_PER_WRITE:
                writer.write(b"".join(ready))
                ready.clear()
                if waiting or writer.transport.get_write_buffer_size() > _UNSENT_AT_MOST:
                    await writer.drain()
            if empty:
                item = await pending.get()

    async def _durable(self, queued: Answer | asyncio.Task[Answer]) -> Answer:
        """QUEUED's answer once its audit entry is durable; a deny when it cannot be."""
        if isinstance(queued, Answer):
            answer = queued
        else:
            try:
                answer = await queued
            except Exception as exc:  # an answer that failed is a deny, never silence
                log.error("deciding a job failed: %s", exc)
                answer = self.service.refuse("internal", f"job not decided: {exc}", Refused())
        # One group commit makes a whole batch durable: only wait (a thread wake-up) for a
        # batch not already done.
        if answer.durable is not None and not answer.durable.done():
            with contextlib.suppress(Exception):  # _settled makes a failed batch a deny
                await asyncio.wrap_future(answer.durable.batch)
        return self._settled(answer)

    def _settled(self, answer: Answer) -> Answer:
        """ANSWER, its entry's batch done, with its receipt; a deny if the batch failed."""
        if answer.durable is not None:
            try:
                answer.body["receipt"] = answer.durable.result()
            except Exception as exc:  # no durable record, no allow
                log.error("audit log append failed: %s", exc)
                return self.service.refuse("audit", f"audit log unavailable: {exc}", None)
        return answer

    def _sent(self, answer: Answer, started: float) -> bytes:
        """ANSWER's line, its latency counted (before it leaves, so that a client that has its
        answer sees it counted) and, if it is a deny, logged."""
        if answer.body.get("decision") == "deny":
            self._denies.deny(answer)
        metrics = self.service.metrics
        if metrics is not None:
            metrics.observe_latency(time.perf_counter() - started)
        return answer.line(answer.body.get("receipt"))

    def serve(self, *, mode: int, group: str | None, ready: Callable[[], None]) -> None:
        """Answer until SIGTERM or SIGINT; SIGHUP reloads policies and catalog."""
        import uvloop  # the daemon's loop alone: nothing else that imports this module needs it

        listener = listen_on(self.socket_path, mode, group)
        sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
        try:
            if self.user_socket is not None:
                self.user_socket.listen()
            with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
                runner.run(self._worker(listener, ready))
        finally:
            listener.close()
            with contextlib.suppress(FileNotFoundError):
                self.socket_path.unlink()
            if self.user_socket is not None:
                self.user_socket.unlink()

    async def _worker(self, listener: socket.socket, ready: Callable[[], None]) -> None:
        self.service = self.make_service()
        try:
            loop = asyncio.get_running_loop()
            limit = self.max_request_bytes
            server = await loop.create_unix_server(
                lambda: FirstLine(self._at_once, self._connection, limit), sock=listener
            )
            stop = asyncio.Event()
            loop.add_signal_handler(signal.SIGHUP, self.service.engine.reload)
            loop.add_signal_handler(signal.SIGTERM, stop.set)
            loop.add_signal_handler(signal.SIGINT, stop.set)
            async with server:
                if self.user_socket is not None:
                    await self.user_socket.start(self.service)
                ready()
                await stop.wait()
            if self._deciding:  # bounded by the job limits and the image deadline
                await asyncio.wait(self._deciding)
        finally:
            if self.user_socket is not None:  # its steps still write through the service's log
                await self.user_socket.close()
            self.service.close()
