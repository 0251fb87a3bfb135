"""The Slurm daemon's view of the image trust policy: the same verifier as `govern image verify`
and the admission webhook, answering per image and per partition."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from govern.slurm.jobs import ImageGate, ImageResult

if TYPE_CHECKING:
    from govern.images.live import LiveImageVerifier

# Registry calls wait on the network, not the CPU: a few threads keep several jobs' images in
# flight, and a bound keeps a flood of image jobs from starting a thread each.
CHECK_THREADS = 8


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


class ImageChecks:
    """Checks a job's images away from the event loop, so a slow registry delays only the jobs
    that name its images: each image in a worker thread, all of a job's images within DEADLINE
    seconds. An image not verified by then is refused (the check itself may go on and leave its
    verdict in the verifier's cache for the job's next submission)."""

    def __init__(self, gate: ImageGate, deadline: float, threads: int = CHECK_THREADS) -> None:
        self.gate = gate
        self.deadline = deadline
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="govern-images")

    async def check(self, references: tuple[str, ...]) -> tuple[ImageResult, ...]:
        loop = asyncio.get_running_loop()
        checks = [loop.run_in_executor(self._pool, self.gate.check, ref) for ref in references]
        _, late = await asyncio.wait(checks, timeout=self.deadline)
        for check in late:
            check.cancel()  # one still queued behind other jobs' checks never starts
        return tuple(
            self._result(ref, check) for ref, check in zip(references, checks, strict=True)
        )

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
