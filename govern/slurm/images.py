"""The Slurm daemon's view of the image trust policy: the same verifier as `govern image verify`
and the admission webhook, answering per image and per partition."""

from __future__ import annotations

from typing import TYPE_CHECKING

from govern.slurm.jobs import ImageResult

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
