"""The webhook without HTTP: a request body in, an answer out, every verdict audited first."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from govern.errors import AuditError, RequestError
from govern.webhook.admission import (
    AdmissionJudge,
    Verdict,
    apply_mode,
    audit_payload,
    audit_subject,
    parse_review,
    review_response,
)
from govern.webhook.connections import Caller

if TYPE_CHECKING:
    from govern.audit.writer import GroupCommitWriter

log = logging.getLogger("govern.webhook")

# The API server itself refuses request bodies over 3 MiB.
MAX_BODY = 3 * 1024 * 1024
# The API server sends AdmissionRequest fields in declaration order: uid first.
_LEADING_UID = re.compile(rb'"request"\s*:\s*\{\s*"uid"\s*:\s*"([A-Za-z0-9._:-]{1,128})"')
_API_VERSION = re.compile(rb'"apiVersion"\s*:\s*"(admission\.k8s\.io/v1(?:beta1)?)"')
AUDIT_KIND = "webhook.admission"
Mode = Literal["enforce", "warn"]


@dataclass(frozen=True)
class HttpAnswer:
    status: int
    body: dict[str, Any]


def failure_status(code: int, reason: str, message: str) -> HttpAnswer:
    """A metav1.Status for a request that gets no admission verdict."""
    body = {
        "apiVersion": "v1",
        "kind": "Status",
        "status": "Failure",
        "code": code,
        "reason": reason,
        "message": f"govern: {message}",
    }
    return HttpAnswer(code, body)


class WebhookService:
    """The webhook without HTTP: a request body in, an answer out, every verdict audited."""

    def __init__(
        self,
        judge: AdmissionJudge,
        audit: GroupCommitWriter,
        mode: Mode,
        audit_seconds: float = 10.0,
        on_close: Callable[[], None] | None = None,
    ) -> None:
        self.judge = judge
        self.audit = audit
        self.mode: Mode = mode
        self.audit_seconds = audit_seconds
        self._on_close = on_close

    def close(self) -> None:
        """Commit every submitted audit entry, then release what the service holds."""
        self.judge.close()
        self.audit.close()
        if self._on_close is not None:
            self._on_close()

    def answer(self, body: bytes, caller: Caller) -> HttpAnswer:
        try:
            review = parse_review(body)
        except RequestError as exc:
            return failure_status(400, "BadRequest", str(exc))
        request = review.request
        judgement = self.judge.judge(request)
        verdict = apply_mode(judgement.problems, self.mode)
        payload = {
            **audit_payload(request, judgement, verdict, self.mode),
            "caller": caller.record(),
        }
        actor = request.user_info.username or "unknown"
        return self._audited(
            review.api_version, request.uid, verdict, actor, audit_subject(request), payload
        )

    def oversized(self, head: bytes, length: int, caller: Caller) -> HttpAnswer:
        """A body over MAX_BODY: denied when HEAD shows its uid, else refused."""
        problem = f"request body is {length} bytes, over the {MAX_BODY} byte limit"
        uid = _LEADING_UID.search(head)
        if uid is None:
            return failure_status(413, "RequestEntityTooLarge", problem)
        version = _API_VERSION.search(head)
        api_version = version.group(1).decode() if version else "admission.k8s.io/v1"
        verdict = Verdict("deny", (problem,))
        payload = {
            "outcome": "deny",
            "mode": self.mode,
            "uid": uid.group(1).decode(),
            "judged": False,
            "problems": [problem],
            "caller": caller.record(),
        }
        return self._audited(
            api_version, uid.group(1).decode(), verdict, "unknown", "oversized-request", payload
        )

    def _audited(
        self,
        api_version: str,
        uid: str,
        verdict: Verdict,
        actor: str,
        subject: str,
        payload: dict[str, Any],
    ) -> HttpAnswer:
        """The response once the verdict's audit entry is durable; a deny when it cannot be."""
        try:
            try:
                durable = self.audit.submit(AUDIT_KIND, actor, subject, payload)
            except AuditError:
                durable = self.audit.submit(AUDIT_KIND, actor, subject, _compact(payload))
            index = durable.result(timeout=self.audit_seconds)
        except Exception as exc:  # no durable record, no allow
            log.error("audit log append failed: %s", exc or type(exc).__name__)
            denied = Verdict("deny", (f"audit log unavailable: {exc or type(exc).__name__}",))
            return HttpAnswer(200, review_response(api_version, uid, denied, None))
        if verdict.outcome != "allow":
            log.info("%s %s: %s", verdict.outcome, subject, "; ".join(verdict.problems))
        return HttpAnswer(200, review_response(api_version, uid, verdict, index))


_KEPT_PROBLEMS = 20


def _compact(payload: dict[str, Any]) -> dict[str, Any]:
    """PAYLOAD cut to fit one audit entry: the first problems, untrusted images by name."""
    problems = payload.get("problems", [])
    images = payload.get("images", [])
    return {
        **{k: v for k, v in payload.items() if k not in ("problems", "images")},
        "problems": [p[:500] for p in problems[:_KEPT_PROBLEMS]],
        "problem_count": len(problems),
        "untrusted_images": sorted({i["reference"] for i in images if not i["trusted"]})[:50],
        "image_count": len(images),
        "truncated": True,
    }
