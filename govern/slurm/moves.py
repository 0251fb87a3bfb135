"""A job moved to another partition is checked against everything it declared at submission.

The plugin runs before slurmctld numbers a job, so no submission entry can name its job id.
What a job declared is found again through what slurmctld keeps with the job itself: its
batch script, which nothing can change after submission, and its submission receipt in
AdminComment, which an operator (or a site tool) may overwrite. A move whose declarations
cannot be found is refused."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from govern.errors import AuditError, RequestError
from govern.slurm.directives import Declarations
from govern.slurm.jobs import JobRequest

JOB_KIND = "slurm.job"

ReadReceipt = Callable[[int], dict[str, Any] | None]


def _names(recorded: dict[str, Any], field: str, receipt: int) -> tuple[str, ...] | None:
    """The names a receipt lists under FIELD; None when the entry holds only their digest (a
    job that declared too much to list within the entry limit)."""
    value = recorded.get(field, [])
    if isinstance(value, list) and all(isinstance(name, str) for name in value):
        return tuple(value)
    if isinstance(value, dict) and "sha256" in value:
        return None
    raise RequestError(f"receipt {receipt}: field {field!r} is not a list of names")


def receipt_declarations(job: JobRequest, read_receipt: ReadReceipt) -> Declarations | None:
    """What the job's receipt says it declared at submission; None when the job has no receipt
    or its receipt does not list them. A receipt that is not a submission decision of the job's
    owner is refused: it was copied from another job."""
    if job.receipt is None:
        return None
    try:
        entry = read_receipt(job.receipt)
    except (OSError, ValueError, AuditError) as exc:
        raise RequestError(f"receipt {job.receipt} cannot be read: {exc}") from None
    payload = (entry or {}).get("payload")
    submitted = payload.get("job") if isinstance(payload, dict) else None
    if (
        not entry
        or entry.get("kind") != JOB_KIND
        or not isinstance(submitted, dict)
        or submitted.get("user") != job.user
        or submitted.get("event") != "submit"
    ):
        raise RequestError(f"receipt {job.receipt} is not a job submission decision for {job.user}")
    resources, images, privileged = (
        _names(submitted, field, job.receipt)
        for field in ("resources", "images", "privileged_images")
    )
    if resources is None or images is None or privileged is None:
        return None
    return Declarations(resources, images, privileged)


def _union(first: tuple[str, ...], second: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys((*first, *second)))


def with_submitted_declarations(job: JobRequest, read_receipt: ReadReceipt) -> JobRequest:
    """JOB (a modify) declaring what its script declares plus what its receipt records.

    A component of a heterogeneous job after the first has no script of its own (the first
    component's #GOVERN lines apply to it): its receipt is its only record. Any other job
    without a receipt is judged by its script; one with neither is refused."""
    recorded = receipt_declarations(job, read_receipt)
    name = f"job {job.job_id}" if job.job_id is not None else "the job"
    if recorded is None:
        if job.het_job_offset:
            raise RequestError(
                f"{name} is component {job.het_job_offset} of a heterogeneous job and its "
                "submission receipt (AdminComment govern:audit:N) is gone or incomplete, so what "
                "it declared cannot be found: it may not change partition"
            )
        if not job.batch_script:
            raise RequestError(
                f"{name} has no batch script and its submission receipt (AdminComment "
                "govern:audit:N) is gone or incomplete, so what it declared cannot be found: "
                "it may not change partition"
            )
        return job
    own = job.declarations
    declared = Declarations(
        _union(own.resources, recorded.resources),
        _union(own.images, recorded.images),
        _union(own.privileged_images, recorded.privileged_images),
    )
    return dataclasses.replace(job, declarations=declared)
