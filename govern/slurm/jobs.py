"""A Slurm job as a set of policy questions: every declared resource on every partition it names."""

from __future__ import annotations

import pwd
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from govern.config import ServeSection
from govern.errors import RequestError
from govern.policy.request import Decision, Request
from govern.slurm.directives import DEFAULT_LIMITS, Declarations, parse_directives

if TYPE_CHECKING:
    from govern.approvals.index import ApprovalIndex, Cleared
    from govern.policy.engine import Engine

EVENTS = ("submit", "modify")
# The largest number a job field may hold: what every JSON reader reads exactly (RFC 7493), and
# what a canonical audit entry may hold. Slurm's own are 32-bit.
LARGEST_NUMBER = 2**53 - 1


@dataclass(frozen=True)
class ImageResult:
    """Whether one image may run (and may run privileged), why not, and what the audit entry
    records about it."""

    reference: str
    allowed: bool
    privileged: bool
    message: str
    record: dict[str, Any]


class ImageGate(Protocol):
    def check(self, reference: str) -> ImageResult: ...

    def privileged_partition(self, partition: str) -> bool: ...


class NoImageTrustPolicy:
    """A site without an image trust policy runs no container image through Slurm."""

    def check(self, reference: str) -> ImageResult:
        message = (
            f"image {reference}: this site has no image trust policy, so no image can be verified"
        )
        return ImageResult(reference, False, False, message, {"reference": reference})

    def privileged_partition(self, partition: str) -> bool:
        return False


def _user_name(uid: int) -> str:
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        raise RequestError(f"job owner uid {uid} is unknown to NSS") from None


@dataclass(frozen=True)
class JobRequest:
    event: str
    user: str
    partitions: tuple[str, ...]
    declarations: Declarations
    container: str | None = None
    account: str | None = None
    gres: str | None = None
    tres_per_job: str | None = None
    licenses: str | None = None
    job_id: int | None = None
    receipt: int | None = None
    # Which component of a heterogeneous job this is (None for an ordinary job). Only the first
    # component carries the batch script: the plugin sends its #GOVERN lines with every one.
    het_job_offset: int | None = None
    # For a modify: whether the plugin read the job's batch script (its #GOVERN lines are then in
    # the directives). A script cannot be changed after submission, so it outlives AdminComment.
    batch_script: bool = False

    @classmethod
    def from_json(cls, data: dict[str, Any], limits: ServeSection = DEFAULT_LIMITS) -> JobRequest:
        """The job as job_submit.lua sends it; malformed input, or a job larger than LIMITS
        allow, raises RequestError."""
        event = data.get("event", "submit")
        if event not in EVENTS:
            raise RequestError(f"unknown job event {event!r} (expected submit or modify)")
        user = data.get("user")
        uid = data.get("uid")
        if user is None and isinstance(uid, int) and not isinstance(uid, bool):
            user = _user_name(uid)
        if not isinstance(user, str) or not user:
            raise RequestError("job has no user name")
        partition = data.get("partition")
        if not isinstance(partition, str) or not partition:
            raise RequestError("job has no partition and the cluster has no default partition")
        partitions = tuple(p.strip() for p in partition.split(",") if p.strip())
        if not partitions:
            raise RequestError(f"partition list {partition!r} names no partition")
        raw_lines = data.get("directives") or []
        if not isinstance(raw_lines, list) or not all(
            isinstance(item, list)
            and len(item) == 2
            and isinstance(item[0], int)
            and isinstance(item[1], str)
            for item in raw_lines
        ):
            raise RequestError("directives must be a list of [line number, text] pairs")

        def text(name: str) -> str | None:
            value = data.get(name)
            if value is not None and not isinstance(value, str):
                raise RequestError(f"job field {name!r} must be a string")
            return value or None

        def number(name: str) -> int | None:
            value = data.get(name)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise RequestError(f"job field {name!r} must be a whole number")
            if value is not None and abs(value) > LARGEST_NUMBER:
                raise RequestError(f"job field {name!r} is beyond {LARGEST_NUMBER:,}")
            return value

        batch_script = data.get("batch_script", False)
        if not isinstance(batch_script, bool):
            raise RequestError("job field 'batch_script' must be true or false")
        het_job_offset = number("het_job_offset")
        if het_job_offset is not None and het_job_offset < 0:
            raise RequestError("job field 'het_job_offset' must not be negative")
        return cls(
            event=event,
            user=user,
            partitions=partitions,
            declarations=parse_directives([(n, t) for n, t in raw_lines], limits),
            container=text("container"),
            account=text("account"),
            gres=text("gres"),
            tres_per_job=text("tres_per_job"),
            licenses=text("licenses"),
            job_id=number("job_id"),
            receipt=number("receipt"),
            het_job_offset=het_job_offset,
            batch_script=batch_script,
        )

    def checks(self) -> int:
        """How many policy checks the job needs: every resource on every partition."""
        return len(self.declarations.resources) * len(self.partitions)

    def require_checks_within(self, limits: ServeSection) -> None:
        """Refuse a job whose policy checks (every resource on every partition) are more than
        LIMITS allow: each costs a policy evaluation."""
        resources, partitions = len(self.declarations.resources), len(self.partitions)
        if self.checks() > limits.max_checks_per_job:
            raise RequestError(
                f"job needs {resources * partitions} policy checks ({resources} resources on "
                f"{partitions} partitions), more than [serve] max_checks_per_job = "
                f"{limits.max_checks_per_job}"
            )

    def images(self) -> tuple[str, ...]:
        """The images to verify. `--container` is an OCI bundle path in Slurm 22.05, not an
        image reference: the image it was unpacked from is declared with `#GOVERN image`."""
        return self.declarations.images

    @property
    def audit_subject(self) -> str:
        return f"job:{self.job_id}" if self.job_id is not None else "job"

    def summary(self) -> dict[str, Any]:
        return {
            "event": self.event,
            "user": self.user,
            "partitions": list(self.partitions),
            "resources": list(self.declarations.resources),
            "images": list(self.images()),
            "privileged_images": list(self.declarations.privileged_images),
            "container": self.container,
            "het_job_offset": self.het_job_offset,
            "account": self.account,
            "gres": self.gres,
            "tres_per_job": self.tres_per_job,
            "licenses": self.licenses,
            "job_id": self.job_id,
        }


# Whether an approval clears USER's job to run an image (its result) privileged on a partition.
ClearPrivileged = Callable[[str, ImageResult, str], "Cleared"]


def _never_cleared(_user: str, image: ImageResult, partition: str) -> Cleared:
    from govern.approvals.index import Cleared

    return Cleared(None, f"image {image.reference}: privileged approvals are not read here")


def clearing(approvals: ApprovalIndex, engine: Engine) -> ClearPrivileged:
    """What APPROVALS clear for a job: an image on a partition, for work of a project the job's
    owner belongs to as ENGINE sees them."""

    def clear(user: str, image: ImageResult, partition: str) -> Cleared:
        return approvals.clear_privileged(
            image.reference,
            image.record.get("digest"),
            f"partition:{partition}",
            int(time.time()),
            lambda project: engine.in_project(user, project),
        )

    return clear


@dataclass(frozen=True)
class JobDecision:
    job: JobRequest
    allowed: bool
    message: str
    decisions: tuple[Decision, ...] = ()
    images: tuple[ImageResult, ...] = ()
    privileged_approvals: tuple[str, ...] = ()  # the approvals that cleared privileged images

    def audit_payload(self) -> dict[str, Any]:
        return {
            "job": self.job.summary(),
            "decision": "allow" if self.allowed else "deny",
            "message": self.message,
            "image_checks": [image.record for image in self.images],
            "privileged_approvals": list(self.privileged_approvals),
            "checks": [
                {
                    "resource": d.request.resource,
                    "destination": d.request.destination,
                    "decision": d.decision,
                    "policies": [p.id for p in d.policies],
                    "approvals": list(d.approvals),
                    "errors": list(d.errors),
                }
                for d in self.decisions
            ],
        }


def decide_job(
    job: JobRequest,
    decide: Callable[[Request], Decision],
    images: ImageGate | None = None,
    *,
    at: int | None = None,
    checked: tuple[ImageResult, ...] | None = None,
    clear_privileged: ClearPrivileged = _never_cleared,
) -> JobDecision:
    """Allow only when every declared resource may be used on every partition the job names,
    every image may run, and every image declared privileged may run privileged there: its
    trust rule allows it, the partition is one where privileged containers may run at all,
    and an approval clears it (CLEAR_PRIVILEGED) for the partition and the user's project.
    CHECKED holds the job's image results when they were found beforehand (off the caller's
    thread); otherwise each image is checked here."""
    gate = images or NoImageTrustPolicy()
    if checked is None:
        checked = tuple(gate.check(image) for image in job.images())
    problems = [image.message for image in checked if not image.allowed]
    if job.container and not job.declarations.images:
        problems.append(
            f"--container {job.container} is an OCI bundle, which cannot be verified: declare the "
            "image it was unpacked from with '#GOVERN image REF' in the batch script"
        )
    cleared: list[str] = []
    for image in checked:
        if image.reference not in job.declarations.privileged_images or not image.allowed:
            continue
        if not image.privileged:
            problems.append(f"image {image.reference} is not trusted to run privileged")
        for partition in job.partitions:
            if not gate.privileged_partition(partition):
                problems.append(f"partition {partition} does not allow privileged containers")
                continue
            clearance = clear_privileged(job.user, image, partition)
            if clearance.approval is None:
                problems.append(clearance.why_not)
            elif clearance.approval not in cleared:
                cleared.append(clearance.approval)
    decisions = tuple(
        decide(Request(job.user, "use", resource, f"partition:{partition}", at=at))
        for resource in job.declarations.resources
        for partition in job.partitions
    )
    for decision in decisions:
        if not decision.allowed:
            partition = decision.request.destination.removeprefix("partition:")
            problems.append(
                f"{decision.request.resource} on partition {partition}: {decision.explanation()}"
            )
    if problems:
        message = "govern: job denied: " + "; ".join(problems)
        return JobDecision(job, False, message, decisions, checked, tuple(cleared))
    message = (
        "govern: no governed resource declared" if job.declarations.empty else "govern: allowed"
    )
    return JobDecision(job, True, message, decisions, checked, tuple(cleared))
