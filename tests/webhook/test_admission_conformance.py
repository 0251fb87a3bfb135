"""The same allow/deny as upstream admission policies on their own fixtures.

Upstream's policy decisions are reproduced by injecting the equivalent trust decision: kubewarden
pod-privileged-policy trusts no image for privileged use; gatekeeper's privileged-containers
constraint exempts images under safeimages.com/; allowedrepos trusts openpolicyagent/ images;
imagedigests trusts images pinned by digest. Each MANIFEST.md gives the expected outcomes."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from govern.approvals.index import ApprovalIndex
from govern.webhook.admission import AdmissionJudge, apply_mode, parse_review, review_response
from tests.conformance import VECTORS
from tests.webhook.conftest import RulesTrust, admission_review, approved

KUBEWARDEN = VECTORS / "kubewarden-pod-privileged-policy" / "derived-admissionreview-v1"
SIGNATURES = VECTORS / "kubewarden-verify-image-signatures" / "derived-admissionreview-v1"
GATEKEEPER = VECTORS / "gatekeeper-library" / "library"
KUBERNETES = VECTORS / "kubernetes-api" / "testdata" / "HEAD"


def test_the_vectors_are_present() -> None:
    for folder in (KUBEWARDEN, SIGNATURES, GATEKEEPER, KUBERNETES):
        assert folder.is_dir(), f"missing test vectors: {folder}"


def run(
    trust: RulesTrust, review: dict[str, Any], approvals: Callable[[], ApprovalIndex] | None = None
) -> tuple[bool, tuple[str, ...]]:
    judge = AdmissionJudge(trust, approvals=approvals)
    try:
        result = judge.judge(parse_review(json.dumps(review).encode()).request)
    finally:
        judge.close()
    return result.allowed, result.problems


# kubewarden pod-privileged-policy, default settings: no privileged container of any list.
KUBEWARDEN_EXPECTED = {
    "privileged_container.json": False,
    "no_privileged_containers.json": True,
    "deployment_with_privileged_containers.json": False,
    "statefulset_with_privileged_container.json": False,
    "privileged_init_container.json": False,
    "privileged_ephemeral_container.json": False,
}


@pytest.mark.parametrize(("name", "allowed"), sorted(KUBEWARDEN_EXPECTED.items()))
def test_kubewarden_pod_privileged_policy(name: str, allowed: bool) -> None:
    review = json.loads((KUBEWARDEN / name).read_text())
    every_namespace = RulesTrust(namespaces=("default", ""))
    outcome, problems = run(every_namespace, review)
    assert outcome is allowed, problems
    if not allowed:
        assert all("privileged container not allowed" in p for p in problems)
        assert all("not trusted for privileged use" in p for p in problems)


def test_kubewarden_fixtures_cover_every_container_list() -> None:
    lists = {
        "privileged_init_container.json": "initContainer",
        "privileged_ephemeral_container.json": "ephemeralContainer",
    }
    for name, label in lists.items():
        _, problems = run(RulesTrust(), json.loads((KUBEWARDEN / name).read_text()))
        assert [p.split(" ", 1)[0] for p in problems] == [label]


# kubewarden verify-image-signatures: the same workload in every kind, signed or not.
@pytest.mark.parametrize(
    "path", sorted(SIGNATURES.glob("*_creation_*signed.json")), ids=lambda p: p.stem
)
def test_kubewarden_signature_fixtures_in_every_workload_kind(path: Path) -> None:
    review = json.loads(path.read_text())
    trust = RulesTrust(trusted=lambda reference: reference.endswith(":signed"))
    allowed, problems = run(trust, review)
    assert trust.asked, "no image was found"
    assert allowed is path.stem.endswith("_signed"), problems
    if not allowed:
        assert problems == (
            'container "test-verify-image-signatures": image '
            "ghcr.io/kubewarden/test-verify-image-signatures:unsigned is not trusted: "
            "no rule trusts it",
        )


def test_kubewarden_init_container_fixture_judges_both_images() -> None:
    review = json.loads((SIGNATURES / "pod_creation_with_init_container.json").read_text())
    trust = RulesTrust()
    assert run(trust, review)[0]
    assert sorted(trust.asked) == ["init", "nginx"]


# gatekeeper-library: the samples are bare Pods that gator wraps into CREATE requests.


def gatekeeper_cases(policy: str) -> Iterator[tuple[str, Path, list[dict[str, Any]]]]:
    folder = GATEKEEPER / policy
    suite = yaml.safe_load((folder / "suite.yaml").read_text())
    for test in suite["tests"]:
        for case in test["cases"]:
            yield case["name"], folder / case["object"], case["assertions"]


def gatekeeper_review(sample: Path) -> dict[str, Any]:
    document = yaml.safe_load(sample.read_text())
    if document["kind"] == "AdmissionReview":
        # update.yaml: a minimal v1beta1 review; the API server always sends a uid.
        request = document["request"]
        return {**document, "request": {"uid": "gatekeeper-update", **request}}
    return admission_review(document)


def violations(expected: object) -> Callable[[int], bool]:
    if expected is True:  # `violations: yes`
        return lambda count: count > 0
    if expected is False:
        return lambda count: count == 0
    return lambda count: count == expected


GATEKEEPER_TRUST: dict[str, Callable[[], RulesTrust]] = {
    "pod-security-policy/privileged-containers": lambda: RulesTrust(
        privileged_prefixes=("safeimages.com/",), namespaces=("default",)
    ),
    "general/allowedrepos": lambda: RulesTrust(
        trusted=lambda reference: reference.startswith("openpolicyagent/")
    ),
    "general/imagedigests": lambda: RulesTrust(trusted=lambda reference: "@sha256:" in reference),
}
GATEKEEPER_CASES = [
    (policy, name, sample, assertions)
    for policy in GATEKEEPER_TRUST
    for name, sample, assertions in gatekeeper_cases(policy)
]


@pytest.mark.parametrize(
    ("policy", "name", "sample", "assertions"),
    GATEKEEPER_CASES,
    ids=[f"{case[0].rsplit('/', 1)[1]}-{case[1]}" for case in GATEKEEPER_CASES],
)
def test_gatekeeper_library(
    policy: str, name: str, sample: Path, assertions: list[dict[str, Any]]
) -> None:
    # Where the library exempts images, an approval clears them for the namespace.
    exempt = approved("safeimages.com/**", namespace="default")
    _, problems = run(GATEKEEPER_TRUST[policy](), gatekeeper_review(sample), exempt)
    for assertion in assertions:
        pattern = assertion.get("message")
        found = [p for p in problems if pattern is None or re.search(pattern, p)]
        assert violations(assertion["violations"])(len(found)), (assertion, problems)


# kubernetes-api: every field of the types populated.


@pytest.mark.parametrize(
    "name", ["admission.k8s.io.v1.AdmissionReview.json", "admission.k8s.io.v1.AdmissionReview.yaml"]
)
def test_an_admission_review_with_every_field_parses(name: str) -> None:
    text = (KUBERNETES / name).read_text()
    document = json.loads(text) if name.endswith(".json") else yaml.safe_load(text)
    review = parse_review(json.dumps(document).encode())
    assert review.request.uid == "uidValue"
    assert review.request.user_info.username == "usernameValue"
    allowed, problems = run(RulesTrust(), document)
    # Its operation is a placeholder, not a verb: never allowed.
    assert not allowed and "unknown operation 'operationValue'" in problems[0]
    verdict = apply_mode(problems, "enforce")
    response = review_response(review.api_version, review.request.uid, verdict, 0)
    assert response["response"]["uid"] == "uidValue" and response["response"]["allowed"] is False


HANDLERS = ("livenessProbe", "readinessProbe", "startupProbe", "postStart", "preStop")


def test_a_pod_with_every_field_yields_every_image_and_privilege() -> None:
    pod = json.loads((KUBERNETES / "core.v1.Pod.json").read_text())
    review = admission_review(pod, namespace="namespaceValue")
    trust = RulesTrust()
    allowed, problems = run(trust, review)
    assert not allowed
    assert sorted(set(trust.asked)) == ["imageValue", "referenceValue"]
    assert [p.split(":")[0] for p in problems] == [
        'container "nameValue"',
        'initContainer "nameValue"',
        'ephemeralContainer "nameValue"',
        "pod",
    ]
    for problem in problems[:3]:
        assert problem.split(": ", 1)[1].startswith(
            "privileged container, Windows hostProcess container, seccompProfile typeValue, "
            "appArmorProfile typeValue, SELinux user userValue, SELinux role roleValue, "
            "SELinux type typeValue, added capabilities addValue, procMount procMountValue, "
            "hostPort 2, "
            + ", ".join(
                f"{handler} {action} host hostValue"
                for handler in HANDLERS
                for action in ("httpGet", "tcpSocket")
            )
            + " not allowed:"
        )
    assert problems[3].startswith(
        "pod: hostPID, hostNetwork, hostIPC, Windows hostProcess pod, seccompProfile typeValue, "
        "appArmorProfile typeValue, SELinux user userValue, SELinux role roleValue, "
        'SELinux type typeValue, sysctl nameValue, hostPath volume "nameValue" (pathValue) '
        "not allowed:"
    )
    # With the rule and the namespace allowing it, each privilege still needs an approval, and
    # "imageValue" is no image reference (uppercase) that any approval could clear.
    ceiling = RulesTrust(privileged_prefixes=("imageValue",), namespaces=("namespaceValue",))
    allowed, problems = run(
        ceiling, review, approved("docker.io/library/*", namespace="namespaceValue")
    )
    assert not allowed and len(problems) == 4
    for problem in problems:
        assert "has no active privileged approval for namespace:namespaceValue" in problem
        assert "must be lowercase" in problem
