"""The admission logic: what it finds in each kind of workload, and what it allows."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from govern.errors import RequestError
from govern.webhook.admission import (
    POD_SPEC_PATHS,
    AdmissionJudge,
    Judgement,
    apply_mode,
    parse_review,
    review_response,
)
from govern.webhook.connections import Caller
from tests.webhook.conftest import RulesTrust, admission_review, container, pod

LOCAL = Caller("127.0.0.1", authenticated=False)

SIGNED = "registry.example.edu/research/app:1.0"
UNSIGNED = "docker.io/library/nginx:latest"


def only_signed(reference: str) -> bool:
    return reference.startswith("registry.example.edu/")


@pytest.fixture
def trust() -> RulesTrust:
    return RulesTrust(
        trusted=only_signed,
        privileged_prefixes=("registry.example.edu/operators/",),
        namespaces=("gpu-operator",),
    )


@pytest.fixture
def judge(trust: RulesTrust) -> Iterator[AdmissionJudge]:
    judge = AdmissionJudge(trust, max_seconds=2.0)
    yield judge
    judge.close()


def judged(judge: AdmissionJudge, review: dict[str, Any]) -> Judgement:
    return judge.judge(parse_review(json.dumps(review).encode()).request)


def template(spec: dict[str, Any]) -> dict[str, Any]:
    return {"metadata": {"labels": {"app": "x"}}, "spec": spec}


def workload(kind: str, spec: dict[str, Any]) -> dict[str, Any]:
    """An object of KIND whose pods run SPEC."""
    if kind == "Pod":
        return pod(spec)
    if kind == "PodTemplate":
        return {"apiVersion": "v1", "kind": kind, "template": template(spec)}
    if kind == "CronJob":
        body = {"schedule": "* * * * *", "jobTemplate": {"spec": {"template": template(spec)}}}
        return {"apiVersion": "batch/v1", "kind": kind, "spec": body}
    return {"apiVersion": "x/v1", "kind": kind, "spec": {"template": template(spec)}}


KINDS = sorted(POD_SPEC_PATHS)


@pytest.mark.parametrize(("group", "kind"), KINDS)
def test_every_kind_with_a_pod_template_is_judged(
    judge: AdmissionJudge, trust: RulesTrust, group: str, kind: str
) -> None:
    spec = {"containers": [container("app", SIGNED), container("proxy", UNSIGNED)]}
    review = admission_review(workload(kind, spec), kind=(group, "v1", kind))
    result = judged(judge, review)
    assert not result.allowed and result.judged
    assert result.problems == (
        f'container "proxy": image {UNSIGNED} is not trusted: no rule trusts it',
    )
    assert sorted(trust.asked) == sorted([SIGNED, UNSIGNED])
    clean = admission_review(
        workload(kind, {"containers": [container("app", SIGNED)]}), kind=(group, "v1", kind)
    )
    assert judged(judge, clean).allowed


@pytest.mark.parametrize("field", ["containers", "initContainers", "ephemeralContainers"])
def test_an_untrusted_image_is_denied_in_every_container_list(
    judge: AdmissionJudge, field: str
) -> None:
    spec = {"containers": [container("app", SIGNED)], field: [container("extra", UNSIGNED)]}
    if field == "containers":
        spec = {"containers": [container("app", SIGNED), container("extra", UNSIGNED)]}
    result = judged(judge, admission_review(pod(spec)))
    label = field.removesuffix("s")
    assert result.problems == (
        f'{label} "extra": image {UNSIGNED} is not trusted: no rule trusts it',
    )


def test_every_problem_is_listed_per_container(judge: AdmissionJudge) -> None:
    spec = {
        "initContainers": [container("init", "busybox")],
        "containers": [container("a", UNSIGNED), container("b", SIGNED, privileged=True)],
    }
    result = judged(judge, admission_review(pod(spec)))
    assert result.problems == (
        f'container "a": image {UNSIGNED} is not trusted: no rule trusts it',
        f'container "b": privileged container not allowed: image {SIGNED} is not trusted for '
        'privileged use; namespace "default" is not approved for privileged workloads',
        'initContainer "init": image busybox is not trusted: no rule trusts it',
    )


def test_a_reference_without_registry_or_tag_still_goes_to_the_verifier(
    judge: AdmissionJudge, trust: RulesTrust
) -> None:
    result = judged(judge, admission_review(pod({"containers": [container("a", "nginx")]})))
    assert trust.asked == ["nginx"]
    assert not result.allowed


def test_an_image_volume_is_judged_like_a_container(judge: AdmissionJudge) -> None:
    spec = {
        "containers": [container("a", SIGNED)],
        "volumes": [{"name": "weights", "image": {"reference": UNSIGNED}}],
    }
    result = judged(judge, admission_review(pod(spec)))
    assert result.problems == (
        f'image volume "weights": image {UNSIGNED} is not trusted: no rule trusts it',
    )


@pytest.mark.parametrize("image", [None, ""])
def test_a_container_without_an_image_is_denied(judge: AdmissionJudge, image: str | None) -> None:
    entry: dict[str, Any] = {"name": "a"} if image is None else {"name": "a", "image": image}
    result = judged(judge, admission_review(pod({"containers": [entry]})))
    assert result.problems == ('container "a": has no image',)


OPERATOR = "registry.example.edu/operators/driver:550"

PRIVILEGES: list[tuple[str, dict[str, Any], str]] = [
    ("privileged", {"containers": [container("d", OPERATOR, privileged=True)]},
     'container "d": privileged container'),
    ("capabilities",
     {"containers": [container("d", OPERATOR, capabilities={"add": ["SYS_ADMIN"]})]},
     'container "d": added capabilities SYS_ADMIN'),
    ("hostProcess",
     {"containers": [container("d", OPERATOR, windowsOptions={"hostProcess": True})]},
     'container "d": Windows hostProcess container'),
    ("hostPID", {"hostPID": True, "containers": [container("d", OPERATOR)]}, "pod: hostPID"),
    ("hostNetwork", {"hostNetwork": True, "containers": [container("d", OPERATOR)]},
     "pod: hostNetwork"),
    ("hostIPC", {"hostIPC": True, "containers": [container("d", OPERATOR)]}, "pod: hostIPC"),
    ("hostPath", {"containers": [container("d", OPERATOR)],
                  "volumes": [{"name": "dev", "hostPath": {"path": "/dev"}}]},
     'pod: hostPath volume "dev" (/dev)'),
]  # fmt: skip


@pytest.mark.parametrize(
    ("spec", "subject"), [p[1:] for p in PRIVILEGES], ids=[p[0] for p in PRIVILEGES]
)
def test_a_host_privilege_needs_a_privileged_image_and_an_approved_namespace(
    judge: AdmissionJudge, spec: dict[str, Any], subject: str
) -> None:
    assert judged(judge, admission_review(pod(spec), namespace="gpu-operator")).allowed
    elsewhere = judged(judge, admission_review(pod(spec), namespace="research"))
    assert elsewhere.problems == (
        f'{subject} not allowed: namespace "research" is not approved for privileged workloads',
    )
    ordinary = json.loads(json.dumps(spec).replace(OPERATOR, SIGNED))
    not_privileged = judged(judge, admission_review(pod(ordinary), namespace="gpu-operator"))
    assert not_privileged.problems == (
        f"{subject} not allowed: image {SIGNED} is not trusted for privileged use",
    )


def test_a_pod_privilege_needs_every_image_to_be_privileged(judge: AdmissionJudge) -> None:
    spec = {
        "hostNetwork": True,
        "initContainers": [container("setup", SIGNED)],
        "containers": [container("driver", OPERATOR)],
    }
    result = judged(judge, admission_review(pod(spec), namespace="gpu-operator"))
    assert result.problems == (
        f"pod: hostNetwork not allowed: image {SIGNED} is not trusted for privileged use",
    )


def test_an_untrusted_image_may_not_be_privileged_even_in_an_approved_namespace(
    judge: AdmissionJudge,
) -> None:
    spec = {"containers": [container("d", UNSIGNED, privileged=True)]}
    result = judged(judge, admission_review(pod(spec), namespace="gpu-operator"))
    assert not result.allowed
    assert result.problems[-1] == (
        'container "d": privileged container not allowed: privileges need a trusted image'
    )


def test_privileged_false_and_empty_capabilities_are_not_privileges(judge: AdmissionJudge) -> None:
    spec = {
        "hostNetwork": False,
        "containers": [
            container("a", SIGNED, privileged=False, capabilities={"add": [], "drop": ["ALL"]}),
            container("b", SIGNED, allowPrivilegeEscalation=True),
        ],
    }
    assert judged(judge, admission_review(pod(spec), namespace="research")).allowed


def test_pod_update_judges_changed_images_and_added_ephemeral_containers(
    judge: AdmissionJudge, trust: RulesTrust
) -> None:
    old = pod({"containers": [container("a", SIGNED, privileged=True)]})
    relabelled = pod({"containers": [container("a", SIGNED, privileged=True)]})
    relabelled["metadata"]["labels"] = {"tier": "web"}
    update = admission_review(relabelled, operation="UPDATE", old=old)
    assert judged(judge, update).allowed  # privileges are immutable: judged at creation
    assert trust.asked == []

    new_image = pod({"containers": [container("a", UNSIGNED, privileged=True)]})
    result = judged(judge, admission_review(new_image, operation="UPDATE", old=old))
    assert result.problems == (
        f'container "a": image {UNSIGNED} is not trusted: no rule trusts it',
        'container "a": privileged container not allowed: privileges need a trusted image; '
        'namespace "default" is not approved for privileged workloads',
    )

    debug = pod(
        {
            "containers": [container("a", SIGNED, privileged=True)],
            "ephemeralContainers": [container("debugger", SIGNED, privileged=True)],
        }
    )
    result = judged(judge, admission_review(debug, operation="UPDATE", old=old))
    assert result.problems == (
        'ephemeralContainer "debugger": privileged container not allowed: image '
        f'{SIGNED} is not trusted for privileged use; namespace "default" is not approved '
        "for privileged workloads",
    )


def test_pod_update_that_changes_a_privileged_containers_image_needs_a_privileged_image(
    judge: AdmissionJudge,
) -> None:
    spec = {"hostNetwork": True, "containers": [container("d", OPERATOR, privileged=True)]}
    old = pod(spec)
    swapped = pod(json.loads(json.dumps(spec).replace(OPERATOR, SIGNED)))
    result = judged(judge, admission_review(swapped, operation="UPDATE", old=old,
                                            namespace="gpu-operator"))  # fmt: skip
    assert result.problems == (
        f'container "d": privileged container not allowed: image {SIGNED} is not trusted for '
        "privileged use",
        f"pod: hostNetwork not allowed: image {SIGNED} is not trusted for privileged use",
    )
    upgraded = pod(json.loads(json.dumps(spec).replace(OPERATOR, OPERATOR + "-r2")))
    review = admission_review(upgraded, operation="UPDATE", old=old, namespace="gpu-operator")
    assert judged(judge, review).allowed


def test_workload_update_is_judged_in_full(judge: AdmissionJudge) -> None:
    spec = {"containers": [container("a", SIGNED, privileged=True)]}
    kind = ("apps", "v1", "Deployment")
    review = admission_review(workload("Deployment", spec), kind=kind, operation="UPDATE")
    assert not judged(judge, review).allowed


@pytest.mark.parametrize("operation", ["DELETE", "CONNECT"])
def test_delete_and_connect_are_allowed_unjudged(
    judge: AdmissionJudge, trust: RulesTrust, operation: str
) -> None:
    result = judged(judge, admission_review(pod({"containers": [container("a", UNSIGNED)]}),
                                            operation=operation))  # fmt: skip
    assert result.allowed and not result.judged and trust.asked == []
    assert result.note == f"{operation} is not judged"


def test_an_unknown_operation_is_denied(judge: AdmissionJudge) -> None:
    result = judged(judge, admission_review(pod({}), operation="PATCH"))
    assert not result.allowed
    assert "unknown operation 'PATCH'" in result.problems[0]


def test_a_kind_it_does_not_know_is_allowed_and_says_so(judge: AdmissionJudge) -> None:
    review = admission_review({"kind": "ConfigMap"}, kind=("", "v1", "ConfigMap"))
    result = judged(judge, review)
    assert result.allowed and not result.judged
    assert result.note == "kind v1/ConfigMap is not judged"
    # The same kind name in another API group is not a workload either.
    other = admission_review({"spec": {}}, kind=("example.com", "v1", "Deployment"))
    assert judged(judge, other).note == "kind example.com/v1/Deployment is not judged"


@pytest.mark.parametrize(
    ("obj", "problem"),
    [
        (None, "apps/v1/Deployment has no pod spec at spec.template.spec"),
        ({"spec": {"replicas": 2}}, "apps/v1/Deployment has no pod spec at spec.template.spec"),
        ({"spec": {"template": {"spec": "nginx"}}}, "has no pod spec at spec.template.spec"),
        (
            {"spec": {"template": {"spec": {"containers": [{"name": "a", "image": ["x"]}]}}}},
            "spec.template.spec: containers.0.image: Input should be a valid string",
        ),
        (
            {"spec": {"template": {"spec": {"hostPID": "sometimes", "containers": []}}}},
            "spec.template.spec: hostPID: Input should be a valid boolean",
        ),
    ],
)
def test_a_workload_whose_pod_spec_cannot_be_read_is_denied(
    judge: AdmissionJudge, obj: dict[str, Any] | None, problem: str
) -> None:
    result = judged(judge, admission_review(obj, kind=("apps", "v1", "Deployment")))
    assert not result.allowed and problem in result.problems[0]


def test_verification_past_the_budget_is_a_deny() -> None:
    slow = AdmissionJudge(RulesTrust(delay=1.5), max_seconds=0.3)
    try:
        spec = {"containers": [container("a", SIGNED), container("b", OPERATOR)]}
        started = time.monotonic()
        result = judged(slow, admission_review(pod(spec)))
        assert time.monotonic() - started < 1.0
    finally:
        slow.close()
    assert result.problems == (
        f'container "a": image {SIGNED} is not trusted: verification timed out after 0.3 s',
        f'container "b": image {OPERATOR} is not trusted: verification timed out after 0.3 s',
    )


class BrokenTrust(RulesTrust):
    def verify(self, reference: str) -> Any:
        raise RuntimeError("verifier bug")


def test_a_verifier_that_raises_is_a_deny() -> None:
    broken = AdmissionJudge(BrokenTrust())
    try:
        result = judged(broken, admission_review(pod({"containers": [container("a", SIGNED)]})))
    finally:
        broken.close()
    assert result.problems == (
        f'container "a": image {SIGNED} is not trusted: verification failed: verifier bug',
    )


def test_each_distinct_image_is_verified_once_per_review(
    judge: AdmissionJudge, trust: RulesTrust
) -> None:
    spec = {"containers": [container(str(n), SIGNED) for n in range(10)]}
    assert judged(judge, admission_review(pod(spec))).allowed
    assert trust.asked == [SIGNED]


def test_the_audit_record_names_every_image_and_its_verdict(judge: AdmissionJudge) -> None:
    spec = {"containers": [container("a", SIGNED), container("b", UNSIGNED)]}
    result = judged(judge, admission_review(pod(spec)))
    assert [(i["where"], i["reference"], i["trusted"], i["rule"]) for i in result.images] == [
        ('container "a"', SIGNED, True, "test"),
        ('container "b"', UNSIGNED, False, None),
    ]


def test_the_response_echoes_uid_and_api_version() -> None:
    denied = review_response("admission.k8s.io/v1", "u-1", apply_mode(("bad",), "enforce"), 7)
    assert denied == {
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "response": {
            "uid": "u-1",
            "allowed": False,
            "status": {"code": 403, "reason": "Forbidden", "message": "govern: bad"},
            "auditAnnotations": {"audit": "7"},
        },
    }
    old = review_response("admission.k8s.io/v1beta1", "u-2", apply_mode((), "enforce"), 8)
    assert old["apiVersion"] == "admission.k8s.io/v1beta1"
    assert old["response"] == {"uid": "u-2", "allowed": True, "auditAnnotations": {"audit": "8"}}


def test_warn_mode_allows_with_every_problem_as_a_warning() -> None:
    verdict = apply_mode(("one", "two"), "warn")
    assert verdict.outcome == "warn" and verdict.allowed
    response = review_response("admission.k8s.io/v1", "u", verdict, 1)["response"]
    assert response["allowed"] is True
    assert response["warnings"] == ["govern: one", "govern: two"]
    assert "status" not in response


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        (b"{not json", "request body is not JSON"),
        (b"[1, 2]", "request body is not a JSON object"),
        (b"[" * 100_000, "request body is not JSON"),
        (b'{"apiVersion": "v1", "kind": "Pod"}', "apiVersion"),
        (
            b'{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview"}',
            "request: required field is missing",
        ),
        (
            b'{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", '
            b'"request": {"operation": "CREATE"}}',
            "request.uid: required field is missing",
        ),
        (
            b'{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", '
            b'"request": {"uid": "", "operation": "CREATE"}}',
            "request.uid",
        ),
    ],
)
def test_what_is_not_an_admission_review_is_refused_with_one_line(
    body: bytes, problem: str
) -> None:
    with pytest.raises(RequestError) as raised:
        parse_review(body)
    assert problem in str(raised.value) and "\n" not in str(raised.value)


def test_unknown_fields_are_ignored(judge: AdmissionJudge) -> None:
    review = admission_review(pod({"containers": [container("a", SIGNED)], "newField": {"x": 1}}))
    review["request"]["someFutureField"] = True
    review["futureTopLevel"] = 1
    assert judged(judge, review).allowed


def service(tmp_path: Path, trust: RulesTrust, mode: str = "enforce") -> tuple[Any, Any]:
    from govern.audit import open_log
    from govern.webhook.service import WebhookService

    log = open_log(tmp_path / "audit")
    return WebhookService(AdmissionJudge(trust), log.writer(), mode), log  # type: ignore[arg-type]


def test_no_durable_audit_entry_means_deny_even_in_warn_mode(
    tmp_path: Path, trust: RulesTrust
) -> None:
    webhook, log = service(tmp_path, trust, "warn")
    webhook.audit.close()  # the log can take no more entries
    review = admission_review(pod({"containers": [container("a", SIGNED)]}))
    answer = webhook.answer(json.dumps(review).encode(), LOCAL)
    webhook.judge.close()
    log.close()
    assert answer.status == 200
    response = answer.body["response"]
    assert response["uid"] == review["request"]["uid"] and response["allowed"] is False
    assert "audit log unavailable" in response["status"]["message"]


def test_a_verdict_too_big_for_one_audit_entry_is_logged_cut_down(
    tmp_path: Path, trust: RulesTrust
) -> None:
    webhook, log = service(tmp_path, trust)
    images = [f"docker.io/team/image-{n:04d}:{'v' * 40}" for n in range(600)]
    spec = {"containers": [container(f"c{n}", image) for n, image in enumerate(images)]}
    answer = webhook.answer(json.dumps(admission_review(pod(spec))).encode(), LOCAL)
    webhook.close()
    response = answer.body["response"]
    assert response["allowed"] is False
    assert response["status"]["message"].count("is not trusted") == 600
    index = int(response["auditAnnotations"]["audit"])
    with log:
        ((_, entry),) = list(log.entries(index, index + 1))
    assert entry.payload["truncated"] is True
    assert entry.payload["problem_count"] == 600 and entry.payload["image_count"] == 600
    assert entry.payload["untrusted_images"] == images[:50]
