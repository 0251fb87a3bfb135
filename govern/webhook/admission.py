"""Judging one AdmissionReview: the images a workload runs and the host privileges it asks for.

Kinds judged: Pod and every kind that carries a pod template (see POD_SPEC_PATHS). In each pod
spec every container, initContainer and ephemeralContainer image, and every image volume, must
be trusted by the image trust policy (signed by a trusted signer, resolved to a digest). Host
privileges - every setting the Pod Security Standards' baseline forbids (govern.webhook.podspec)
- are allowed only when the image is trusted for privileged use, the namespace is one of the
trust policy's privileged namespaces (the site's ceiling), and an approval of kind privileged
clears the image for that namespace (govern approval). A privilege of the pod (hostNetwork, a
hostPath volume, an unsafe sysctl, ...) reaches every container, so every image must qualify.

allowPrivilegeEscalation is not judged: it only controls no_new_privs, Kubernetes defaults it to
true, and the privileges it would let a process gain are the ones judged above.

On UPDATE of a Pod only what an update can change is judged: a changed image (against the
privileges its container and the pod hold) and a newly added ephemeral container. The API server
refuses any other change to a Pod's spec before it asks a validating webhook, so the rest was
judged when the Pod was created; a privilege the old Pod did not hold (an annotation added, say)
is judged all the same. Workload kinds are judged in full on UPDATE: their pod template is
mutable. DELETE and CONNECT are allowed."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from concurrent.futures import wait as wait_for
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import Field, ValidationError

from govern.errors import RequestError
from govern.validation import describe_validation_error
from govern.webhook.podspec import ImageUse, PodPrivileges, Wire, pod_at
from govern.webhook.pool import VerifierPool

if TYPE_CHECKING:
    from govern.approvals.index import ApprovalIndex

# Where each kind keeps its pod spec, by (API group, kind).
POD_SPEC_PATHS: dict[tuple[str, str], tuple[str, ...]] = {
    ("", "Pod"): ("spec",),
    ("", "PodTemplate"): ("template", "spec"),
    ("", "ReplicationController"): ("spec", "template", "spec"),
    ("apps", "Deployment"): ("spec", "template", "spec"),
    ("apps", "StatefulSet"): ("spec", "template", "spec"),
    ("apps", "DaemonSet"): ("spec", "template", "spec"),
    ("apps", "ReplicaSet"): ("spec", "template", "spec"),
    ("batch", "Job"): ("spec", "template", "spec"),
    ("batch", "CronJob"): ("spec", "jobTemplate", "spec", "template", "spec"),
}
API_VERSIONS = ("admission.k8s.io/v1", "admission.k8s.io/v1beta1")
JUDGED_OPERATIONS = ("CREATE", "UPDATE")
ALLOWED_OPERATIONS = ("DELETE", "CONNECT")
# The key under which the response names the verdict's audit entry; the API server prefixes it
# with the webhook's name (e.g. "images.govern.io/audit").
AUDIT_ANNOTATION = "audit"


class ImageVerdictLike(Protocol):
    """What the admission logic reads from an image verdict (govern.images.verify.ImageVerdict);
    the image is named by the reference in the pod spec."""

    @property
    def digest(self) -> str | None: ...
    @property
    def trusted(self) -> bool: ...
    @property
    def privileged(self) -> bool: ...
    @property
    def rule(self) -> str | None: ...
    @property
    def signer(self) -> str | None: ...
    @property
    def reasons(self) -> tuple[str, ...]: ...
    @property
    def cached(self) -> bool: ...


class ImageTrust(Protocol):
    """The trust decisions admission needs (govern.images.verify.ImageVerifier provides them)."""

    def verify(self, reference: str) -> ImageVerdictLike: ...

    def privileged_namespace(self, namespace: str) -> bool: ...


@dataclass(frozen=True)
class Unverified:
    """The verdict on an image whose verification did not finish or failed: never trusted."""

    reasons: tuple[str, ...]
    digest: str | None = None
    trusted: bool = False
    privileged: bool = False
    rule: str | None = None
    signer: str | None = None
    cached: bool = False


# The wire format. Kubernetes adds fields over time: unknown ones are ignored.


class GroupVersionKind(Wire):
    group: str = ""
    version: str = ""
    kind: str = ""


class UserInfo(Wire):
    username: str = ""
    groups: tuple[str, ...] | None = None


class AdmissionRequest(Wire):
    uid: str = Field(min_length=1)
    kind: GroupVersionKind | None = None
    name: str = ""
    namespace: str = ""
    operation: str
    sub_resource: str = ""
    user_info: UserInfo = UserInfo()
    object_: dict[str, Any] | None = Field(default=None, alias="object")
    old_object: dict[str, Any] | None = None
    dry_run: bool | None = None


class AdmissionReview(Wire):
    api_version: Literal["admission.k8s.io/v1", "admission.k8s.io/v1beta1"]
    kind: Literal["AdmissionReview"]
    request: AdmissionRequest


def parse_review(body: bytes) -> AdmissionReview:
    """The AdmissionReview in BODY; RequestError (one line) when it is not one."""
    try:
        document = json.loads(body)
    except (ValueError, RecursionError):
        raise RequestError("request body is not JSON: send an AdmissionReview") from None
    if not isinstance(document, dict):
        raise RequestError("request body is not a JSON object: send an AdmissionReview")
    try:
        return AdmissionReview.model_validate(document)
    except ValidationError as exc:
        raise RequestError(describe_validation_error("AdmissionReview", exc)) from None


# The verdict.


@dataclass(frozen=True)
class Judgement:
    """The verdict on one review, before the mode (enforce or warn) is applied."""

    problems: tuple[str, ...]
    judged: bool  # False: the kind or operation is not one the webhook judges
    note: str = ""  # why it was not judged
    images: tuple[dict[str, Any], ...] = ()  # what each image's verification found, for audit
    privileged_approvals: tuple[str, ...] = ()  # the approvals that cleared privileged images

    @property
    def allowed(self) -> bool:
        return not self.problems


@dataclass
class _Target:
    kind: str  # "group/version/Kind", for messages and the audit log
    key: tuple[str, str]


def _target(request: AdmissionRequest) -> _Target:
    """The kind under review: request.kind, else the object's own apiVersion and kind."""
    if request.kind is not None and request.kind.kind:
        gvk = request.kind
        group, version, kind = gvk.group, gvk.version, gvk.kind
    else:
        obj = request.object_ or {}
        api_version = str(obj.get("apiVersion", ""))
        group, _, version = api_version.rpartition("/")
        kind = str(obj.get("kind", ""))
    shown = "/".join(part for part in (group, version, kind) if part)
    return _Target(shown, (group, kind))


@dataclass
class AdmissionJudge:
    """Judges reviews against TRUST; verification of one review's images runs in parallel and
    is bounded by MAX_SECONDS: an image not verified in time is not trusted."""

    trust: ImageTrust
    max_seconds: float = 3.0
    workers: int = 32
    # The approvals that clear images to run privileged (govern.approvals.live); without them
    # nothing runs privileged.
    approvals: Callable[[], ApprovalIndex] | None = None
    _pool: VerifierPool[ImageVerdictLike] = field(init=False)

    def __post_init__(self) -> None:
        self._pool = VerifierPool(self.workers)

    def close(self) -> None:
        self._pool.close()

    def judge(self, request: AdmissionRequest) -> Judgement:
        deadline = time.monotonic() + self.max_seconds
        operation = request.operation
        if operation in ALLOWED_OPERATIONS:
            return Judgement((), judged=False, note=f"{operation} is not judged")
        if operation not in JUDGED_OPERATIONS:
            return Judgement(
                (f"unknown operation {operation!r} (expected CREATE, UPDATE, DELETE or CONNECT)",),
                judged=True,
            )
        target = _target(request)
        path = POD_SPEC_PATHS.get(target.key)
        if path is None:
            return Judgement((), judged=False, note=f"kind {target.kind or '(none)'} is not judged")
        try:
            privileges = pod_at(request.object_, path)
        except ValidationError as exc:
            return Judgement((describe_validation_error(".".join(path), exc),), judged=True)
        if privileges is None:
            return Judgement((f"{target.kind} has no pod spec at {'.'.join(path)}",), judged=True)
        if operation == "UPDATE" and target.key == ("", "Pod"):
            privileges = _changed_by_pod_update(privileges, request.old_object)
        return self._judge_pod(privileges, request.namespace, deadline)

    def _judge_pod(self, pod: PodPrivileges, namespace: str, deadline: float) -> Judgement:
        problems: list[str] = []
        references = sorted({use.image for use in pod.uses if use.image})
        verdicts = self._verify_all(references, deadline)
        namespace_approved: bool | None = None
        index = self.approvals() if self.approvals is not None else None
        cleared: list[str] = []

        def privilege_problem(subject: str, asked: Iterable[str], uses: list[ImageUse]) -> None:
            nonlocal namespace_approved
            reasons = [
                f"image {use.image} is not trusted for privileged use"
                for use in uses
                if use.image and verdicts[use.image].trusted and not verdicts[use.image].privileged
            ]
            if any(not use.image or not verdicts[use.image].trusted for use in uses):
                reasons.append("privileges need a trusted image")
            if namespace_approved is None:
                namespace_approved = self.trust.privileged_namespace(namespace)
            if not namespace_approved:
                reasons.append(
                    f"namespace {json.dumps(namespace)} is not approved for privileged workloads"
                )
            elif not reasons:
                reasons += self._unapproved(uses, verdicts, namespace, index, cleared)
            if reasons:
                problems.append(f"{subject}: {', '.join(asked)} not allowed: {'; '.join(reasons)}")

        for use in pod.uses:
            if not use.image:
                problems.append(f"{use.where}: has no image")
            elif not verdicts[use.image].trusted:
                verdict = verdicts[use.image]
                why = "; ".join(verdict.reasons) or "not trusted"
                problems.append(f"{use.where}: image {use.image} is not trusted: {why}")
            if use.privileges:
                privilege_problem(use.where, use.privileges, [use])
        containers = [use for use in pod.uses if not use.slot.startswith("volume/")]
        if pod.pod:
            privilege_problem("pod", pod.pod, containers)

        def held_privileges(use: ImageUse) -> dict[str, list[str]]:
            """The host privileges it runs with, its own and the pod's; recorded only when
            there are any, so that reports can tell privileged workloads from the log."""
            held = set(use.privileges) | (set() if use.slot.startswith("volume/") else set(pod.pod))
            return {"privileges": sorted(held)} if held else {}

        images = tuple(
            {
                "where": use.where,
                "reference": use.image,
                **_verdict_record(verdicts[use.image]),
                **held_privileges(use),
            }
            for use in pod.uses
            if use.image
        )
        return Judgement(
            tuple(problems), judged=True, images=images, privileged_approvals=tuple(cleared)
        )

    @staticmethod
    def _unapproved(
        uses: list[ImageUse],
        verdicts: dict[str, ImageVerdictLike],
        namespace: str,
        index: ApprovalIndex | None,
        cleared: list[str],
    ) -> list[str]:
        """Why the trusted images of USES are not cleared to run privileged in NAMESPACE (an
        empty list: an approval clears each, and its id joins CLEARED)."""
        reasons: list[str] = []
        now = int(time.time())
        for use in uses:
            assert use.image  # untrusted and missing images were refused before
            if index is None:
                reasons.append(f"image {use.image}: privileged approvals are not read here")
                continue
            clearance = index.clear_privileged(
                use.image, verdicts[use.image].digest, f"namespace:{namespace}", now
            )
            if clearance.approval is None:
                reasons.append(clearance.why_not)
            elif clearance.approval not in cleared:
                cleared.append(clearance.approval)
        return reasons

    def _verify_all(self, references: list[str], deadline: float) -> dict[str, ImageVerdictLike]:
        review = object()
        futures: dict[str, Future[ImageVerdictLike]] = {
            reference: self._pool.submit(review, self.trust.verify, reference)
            for reference in references
        }
        wait_for(futures.values(), timeout=max(0.0, deadline - time.monotonic()))
        verdicts: dict[str, ImageVerdictLike] = {}
        for reference, future in futures.items():
            if not future.done():
                future.cancel()
                verdicts[reference] = Unverified(
                    (f"verification timed out after {self.max_seconds:g} s",)
                )
            elif (error := future.exception()) is not None:
                verdicts[reference] = Unverified((f"verification failed: {error}",))
            else:
                verdicts[reference] = future.result()
        return verdicts


def _verdict_record(verdict: ImageVerdictLike) -> dict[str, Any]:
    return {
        "digest": verdict.digest,
        "trusted": verdict.trusted,
        "privileged": verdict.privileged,
        "rule": verdict.rule,
        "signer": verdict.signer,
        "reasons": list(verdict.reasons),
        "cached": verdict.cached,
    }


def _changed_by_pod_update(pod: PodPrivileges, old_object: dict[str, Any] | None) -> PodPrivileges:
    """What an UPDATE of a Pod can change: a container's image, and the ephemeral containers it
    adds. A changed image must qualify for the privileges its container and the pod hold. A
    privilege the old Pod did not hold (the API server refuses such updates) is judged as at
    creation: nothing about it was judged before."""
    try:
        old = pod_at(old_object, ("spec",))
    except ValidationError:
        old = None
    if old is None:
        # The API server always sends the old object. Without it nothing can be compared:
        # every image is judged, the privileges (immutable on a Pod) are not.
        return PodPrivileges(tuple(ImageUse(u.where, u.slot, u.image) for u in pod.uses), ())
    if not set(pod.pod) <= set(old.pod):
        return pod  # a new privilege of the pod reaches every container
    old_uses = {use.slot: use for use in old.uses}
    changed = tuple(
        use
        for use in pod.uses
        if use.slot not in old_uses
        or old_uses[use.slot].image != use.image
        or not set(use.privileges) <= set(old_uses[use.slot].privileges)
    )
    return PodPrivileges(changed, pod.pod if changed else ())


# The answer to the API server.


@dataclass(frozen=True)
class Verdict:
    """The answer to one review, after the mode is applied."""

    outcome: Literal["allow", "deny", "warn"]
    problems: tuple[str, ...]

    @property
    def allowed(self) -> bool:
        return self.outcome != "deny"


def apply_mode(problems: tuple[str, ...], mode: Literal["enforce", "warn"]) -> Verdict:
    if not problems:
        return Verdict("allow", ())
    return Verdict("warn" if mode == "warn" else "deny", problems)


def review_response(
    api_version: str, uid: str, verdict: Verdict, audit_index: int | None
) -> dict[str, Any]:
    """The AdmissionReview answering request UID: allowed, why not, warnings in warn mode."""
    response: dict[str, Any] = {"uid": uid, "allowed": verdict.allowed}
    if verdict.outcome == "deny":
        response["status"] = {
            "code": 403,
            "reason": "Forbidden",
            "message": "govern: " + "; ".join(verdict.problems),
        }
    elif verdict.outcome == "warn":
        response["warnings"] = [f"govern: {problem}" for problem in verdict.problems]
    if audit_index is not None:
        response["auditAnnotations"] = {AUDIT_ANNOTATION: str(audit_index)}
    if api_version not in API_VERSIONS:
        api_version = API_VERSIONS[0]
    return {"apiVersion": api_version, "kind": "AdmissionReview", "response": response}


def audit_subject(request: AdmissionRequest) -> str:
    """'KIND:NAMESPACE/NAME' of the object under review (its generateName when unnamed)."""
    name = request.name
    if not name:
        metadata = (request.object_ or {}).get("metadata")
        if isinstance(metadata, dict):
            name = str(metadata.get("name") or metadata.get("generateName") or "")
    target = _target(request)
    return f"{target.key[1] or 'unknown'}:{request.namespace}/{name}"


def audit_payload(
    request: AdmissionRequest, judgement: Judgement, verdict: Verdict, mode: str
) -> dict[str, Any]:
    return {
        "outcome": verdict.outcome,
        "mode": mode,
        "uid": request.uid,
        "operation": request.operation,
        "kind": _target(request).kind,
        "namespace": request.namespace,
        "name": request.name,
        "dry_run": bool(request.dry_run),
        "judged": judgement.judged,
        "note": judgement.note,
        "problems": list(judgement.problems),
        "images": list(judgement.images),
        "privileged_approvals": list(judgement.privileged_approvals),
    }
