"""The Slurm daemon's view of the image trust policy: the same verifier as `govern image verify`
and the admission webhook, answering per image and per partition."""

from __future__ import annotations

import asyncio
import functools
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from govern.slurm.jobs import ImageGate, ImageResult

if TYPE_CHECKING:
    from govern.images.live import LiveImageVerifier


class TrustPolicyImages:
    def __init__(self, verifier: LiveImageVerifier) -> None:
        self.verifier = verifier

    def check(self, reference: str) -> ImageResult:
        verdict = self.verifier.verify(reference)
        return ImageResult(
            reference,
            verdict.trusted,
            verdict.trusted and verdict.privileged,
            verdict.explanation(),
            verdict.to_json(),
        )

    def privileged_partition(self, partition: str) -> bool:
        return self.verifier.privileged_partition(partition)


def _refused(reference: str, reason: str) -> ImageResult:
    message = f"image {reference}: {reason}"
    return ImageResult(reference, False, False, message, {"reference": reference, "error": reason})


@dataclass
class _JobImages:
    """One job's images: those not yet started, and where each one's result goes."""

    waiting: deque[tuple[str, asyncio.Future[ImageResult]]]


@dataclass
class _Owner:
    """The jobs of one user that have images waiting, and how many of that user's checks run."""

    jobs: deque[_JobImages] = field(default_factory=deque)
    running: int = 0


class ImageChecks:
    """Checks jobs' images away from the event loop, so a slow registry delays only the jobs
    that name its images: each image in a worker thread, all of a job's images within DEADLINE
    seconds. An image not verified by then is refused (the check itself may go on and leave its
    verdict in the verifier's cache for the job's next submission).

    The threads are shared fairly: the next free one goes to the next user in turn, and within a
    user to the next of their jobs in turn; no user holds more than half of them, since a check
    stuck on a silent registry cannot be taken back. So one job naming many images, or many jobs
    of one user, leaves the other users half the threads. All scheduling state lives on the
    event loop: no locks."""

    def __init__(self, gate: ImageGate, deadline: float, threads: int) -> None:
        self.gate = gate
        self.deadline = deadline
        self.threads = threads
        self.share = max(1, threads // 2)
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="govern-images")
        self._running = 0
        # Users with images waiting, in turn: the first is served next.
        self._turns: dict[str, _Owner] = {}
        # Users with images waiting or being checked.
        self._owners: dict[str, _Owner] = {}

    async def check(self, owner: str, references: tuple[str, ...]) -> tuple[ImageResult, ...]:
        """The verdict on each of REFERENCES, images of a job of the user OWNER."""
        if not references:
            return ()
        loop = asyncio.get_running_loop()
        results = [loop.create_future() for _ in references]
        job = _JobImages(deque(zip(references, results, strict=True)))
        user = self._owners.setdefault(owner, _Owner())
        user.jobs.append(job)
        self._turns.setdefault(owner, user)
        self._start_checks()
        _, late = await asyncio.wait(results, timeout=self.deadline)
        job.waiting.clear()  # those still queued behind other checks never start
        for result in late:
            result.cancel()
        self._forget_if_idle(owner)
        return tuple(
            self._result(ref, result) for ref, result in zip(references, results, strict=True)
        )

    def _start_checks(self) -> None:
        while self._running < self.threads:
            picked = self._next_image()
            if picked is None:
                return
            owner, reference, result = picked
            self._running += 1
            self._owners[owner].running += 1
            check = asyncio.get_running_loop().run_in_executor(
                self._pool, self.gate.check, reference
            )
            check.add_done_callback(functools.partial(self._finished, owner, result))

    def _next_image(self) -> tuple[str, str, asyncio.Future[ImageResult]] | None:
        """The next image in turn: the first user below their share with a job waiting, that
        job's next image; user and job then go to the back of their queues."""
        for owner, user in list(self._turns.items()):
            if user.running >= self.share:
                continue
            while user.jobs and not user.jobs[0].waiting:
                user.jobs.popleft()  # a job whose images all started, or whose time ran out
            if not user.jobs:
                del self._turns[owner]
                continue
            job = user.jobs.popleft()
            reference, result = job.waiting.popleft()
            if job.waiting:
                user.jobs.append(job)
            del self._turns[owner]
            if user.jobs:
                self._turns[owner] = user
            return owner, reference, result
        return None

    def _finished(
        self, owner: str, result: asyncio.Future[ImageResult], done: asyncio.Future[ImageResult]
    ) -> None:
        self._running -= 1
        self._owners[owner].running -= 1
        # A result already done was given up at the job's deadline.
        if done.cancelled():
            result.cancel()
        elif not result.done():
            error = done.exception()
            if error is None:
                result.set_result(done.result())
            else:
                result.set_exception(error)
        self._forget_if_idle(owner)
        self._start_checks()

    def _forget_if_idle(self, owner: str) -> None:
        user = self._owners.get(owner)
        if user is not None and user.running == 0 and not any(j.waiting for j in user.jobs):
            del self._owners[owner]
            self._turns.pop(owner, None)

    def _result(self, reference: str, check: asyncio.Future[ImageResult]) -> ImageResult:
        if not check.done() or check.cancelled():
            return _refused(
                reference,
                f"not verified within {self.deadline:g} s, its registry is slow or not "
                "answering: check the registry, or raise [images] timeout_seconds",
            )
        error = check.exception()
        if error is not None:  # fail closed on anything unforeseen, and say what it was
            return _refused(reference, f"verification failed: {type(error).__name__}: {error}")
        return check.result()

    def close(self) -> None:
        """Stop starting checks; those under way end by the registry timeout."""
        self._pool.shutdown(wait=False, cancel_futures=True)
