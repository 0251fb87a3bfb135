"""Every privilege the Pod Security Standards' baseline forbids is admitted only for an image
trusted for privileged use, in a namespace approved for privileged workloads: in every container
list, and in every kind that carries a pod template."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from govern.webhook.admission import POD_SPEC_PATHS, AdmissionJudge, Judgement, parse_review
from tests.webhook.conftest import RulesTrust, admission_review, approved

OPERATOR = "registry.example.edu/operators/driver:1.0"  # trusted for privileged use
SIGNED = "registry.example.edu/research/app:1.0"  # trusted, not for privileged use
APPROVED = "gpu-operator"

# (id, the settings, what is asked): settings of a securityContext a pod and a container share.
COMMON_PRIVILEGES: list[tuple[str, dict[str, Any], str]] = [
    ("seccomp-unconfined", {"seccompProfile": {"type": "Unconfined"}}, "seccompProfile Unconfined"),
    ("apparmor-unconfined", {"appArmorProfile": {"type": "Unconfined"}},
     "appArmorProfile Unconfined"),
    ("selinux-user", {"seLinuxOptions": {"user": "system_u"}}, "SELinux user system_u"),
    ("selinux-role", {"seLinuxOptions": {"role": "system_r"}}, "SELinux role system_r"),
    ("selinux-type", {"seLinuxOptions": {"type": "spc_t"}}, "SELinux type spc_t"),
]  # fmt: skip
SHARED = [(name, {"securityContext": context}, asked) for name, context, asked in COMMON_PRIVILEGES]

# (id, the container's fields and the pod's annotations, what is asked)
CONTAINER_PRIVILEGES: list[tuple[str, dict[str, Any], str]] = [
    *SHARED,
    ("hostPort", {"ports": [{"containerPort": 80, "hostPort": 8080}]}, "hostPort 8080"),
    ("procMount-unmasked", {"securityContext": {"procMount": "Unmasked"}}, "procMount Unmasked"),
    ("probe-host",
     {"livenessProbe": {"httpGet": {"host": "169.254.169.254", "path": "/", "port": 80}}},
     "livenessProbe httpGet host 169.254.169.254"),
    ("lifecycle-host",
     {"lifecycle": {"preStop": {"tcpSocket": {"host": "10.0.0.1", "port": 22}}}},
     "preStop tcpSocket host 10.0.0.1"),
    ("apparmor-annotation",
     {"annotations": {"container.apparmor.security.beta.kubernetes.io/c": "unconfined"}},
     "AppArmor profile unconfined"),
    ("seccomp-annotation",
     {"annotations": {"container.seccomp.security.alpha.kubernetes.io/c": "unconfined"}},
     "seccomp profile unconfined"),
]  # fmt: skip

# (id, the pod's securityContext and annotations, what is asked)
POD_PRIVILEGES: list[tuple[str, dict[str, Any], str]] = [
    *SHARED,
    ("unsafe-sysctl",
     {"securityContext": {"sysctls": [{"name": "kernel.msgmax", "value": "65536"}]}},
     "sysctl kernel.msgmax"),
    ("sysctl-with-slashes",
     {"securityContext": {"sysctls": [{"name": "net/ipv4/tcp_syncookies", "value": "1"}]}},
     "sysctl net/ipv4/tcp_syncookies"),
    ("seccomp-annotation",
     {"annotations": {"seccomp.security.alpha.kubernetes.io/pod": "unconfined"}},
     "seccomp profile unconfined"),
]  # fmt: skip

# What the baseline allows: none of it is a privilege.
CONFINED_CONTAINER = {
    "ports": [{"containerPort": 80}, {"containerPort": 81, "hostPort": 0}],
    "readinessProbe": {"httpGet": {"path": "/healthz", "port": 80, "host": ""}},
    "lifecycle": {"postStart": {"tcpSocket": {"port": 80}}},
    "securityContext": {
        "seccompProfile": {"type": "RuntimeDefault"},
        "appArmorProfile": {"type": "Localhost", "localhostProfile": "k8s-nginx"},
        "seLinuxOptions": {"type": "container_init_t", "level": "s0:c123,c456"},
        "procMount": "Default",
    },
}
CONFINED_POD = {
    "securityContext": {
        "seccompProfile": {"type": "Localhost", "localhostProfile": "profiles/audit.json"},
        "appArmorProfile": {"type": "RuntimeDefault"},
        "seLinuxOptions": {"type": "container_t", "level": "s0"},
        "sysctls": [
            {"name": "net.ipv4.ip_local_port_range", "value": "1024 65535"},
            {"name": "kernel.shm_rmid_forced", "value": "1"},
        ],
    },
    "annotations": {
        "container.apparmor.security.beta.kubernetes.io/c": "runtime/default",
        "container.seccomp.security.alpha.kubernetes.io/c": "localhost/profile.json",
        "seccomp.security.alpha.kubernetes.io/pod": "runtime/default",
    },
}

LISTS = [("containers", "container"), ("initContainers", "initContainer"),
         ("ephemeralContainers", "ephemeralContainer")]  # fmt: skip
KINDS = sorted(POD_SPEC_PATHS)


@pytest.fixture(scope="module")
def judge() -> Iterator[AdmissionJudge]:
    trust = RulesTrust(
        trusted=lambda reference: reference.startswith("registry.example.edu/"),
        privileged_prefixes=("registry.example.edu/operators/",),
        namespaces=(APPROVED,),
    )
    judge = AdmissionJudge(
        trust,
        max_seconds=5.0,
        approvals=approved("registry.example.edu/operators/**", namespace=APPROVED),
    )
    yield judge
    judge.close()


def workload(kind: tuple[str, str], spec: dict[str, Any], annotations: dict[str, str]) -> Any:
    """An object of KIND whose pods run SPEC, with ANNOTATIONS on the pod (template)."""
    metadata = {"name": "x", "annotations": annotations}
    document: dict[str, Any] = {"apiVersion": "v1", "kind": kind[1]}
    path = POD_SPEC_PATHS[kind]
    node = document
    for key in path[:-1]:
        node = node.setdefault(key, {})
    node["metadata"] = metadata
    node[path[-1]] = spec
    return document


def judged(
    judge: AdmissionJudge, kind: tuple[str, str], namespace: str, spec: dict[str, Any],
    annotations: dict[str, str],
) -> Judgement:  # fmt: skip
    group, name = kind
    review = admission_review(
        workload(kind, spec, annotations), kind=(group, "v1", name), namespace=namespace
    )
    return judge.judge(parse_review(json.dumps(review).encode()).request)


def one_container(listed: str, image: str, settings: dict[str, Any]) -> dict[str, Any]:
    container = {"name": "c", "image": image, **settings}
    spec: dict[str, Any] = {listed: [container]}
    if listed != "containers":
        spec["containers"] = [{"name": "main", "image": image}]
    return spec


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind[1])
@pytest.mark.parametrize(("listed", "label"), LISTS, ids=[entry[0] for entry in LISTS])
@pytest.mark.parametrize(
    ("settings", "asked"),
    [entry[1:] for entry in CONTAINER_PRIVILEGES],
    ids=[entry[0] for entry in CONTAINER_PRIVILEGES],
)
def test_a_container_privilege_needs_a_privileged_image_and_an_approved_namespace(
    judge: AdmissionJudge,
    kind: tuple[str, str],
    listed: str,
    label: str,
    settings: dict[str, Any],
    asked: str,
) -> None:
    annotations = settings.get("annotations", {})
    fields = {k: v for k, v in settings.items() if k != "annotations"}
    privileged = one_container(listed, OPERATOR, fields)
    assert judged(judge, kind, APPROVED, privileged, annotations).allowed
    elsewhere = judged(judge, kind, "research", privileged, annotations)
    assert elsewhere.problems == (
        f'{label} "c": {asked} not allowed: namespace "research" is not approved for '
        "privileged workloads",
    )
    ordinary = judged(judge, kind, APPROVED, one_container(listed, SIGNED, fields), annotations)
    assert ordinary.problems == (
        f'{label} "c": {asked} not allowed: image {SIGNED} is not trusted for privileged use',
    )


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind[1])
@pytest.mark.parametrize(
    ("settings", "asked"),
    [entry[1:] for entry in POD_PRIVILEGES],
    ids=[entry[0] for entry in POD_PRIVILEGES],
)
def test_a_pod_privilege_needs_every_image_privileged_and_an_approved_namespace(
    judge: AdmissionJudge, kind: tuple[str, str], settings: dict[str, Any], asked: str
) -> None:
    annotations = settings.get("annotations", {})
    context = settings.get("securityContext")
    spec: dict[str, Any] = {
        "initContainers": [{"name": "setup", "image": OPERATOR}],
        "containers": [{"name": "c", "image": OPERATOR}],
        "ephemeralContainers": [{"name": "debug", "image": OPERATOR}],
    }
    if context is not None:
        spec["securityContext"] = context
    assert judged(judge, kind, APPROVED, spec, annotations).allowed
    elsewhere = judged(judge, kind, "research", spec, annotations)
    assert elsewhere.problems == (
        f'pod: {asked} not allowed: namespace "research" is not approved for privileged workloads',
    )
    for listed in ("initContainers", "containers", "ephemeralContainers"):
        one_ordinary = json.loads(json.dumps(spec))
        one_ordinary[listed][0]["image"] = SIGNED
        result = judged(judge, kind, APPROVED, one_ordinary, annotations)
        assert result.problems == (
            f"pod: {asked} not allowed: image {SIGNED} is not trusted for privileged use",
        )


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind[1])
def test_what_the_baseline_allows_needs_no_privilege(
    judge: AdmissionJudge, kind: tuple[str, str]
) -> None:
    container = {"name": "c", "image": SIGNED, **CONFINED_CONTAINER}
    spec = {
        "containers": [container],
        "initContainers": [{**container, "name": "setup"}],
        "securityContext": CONFINED_POD["securityContext"],
    }
    annotations = CONFINED_POD["annotations"]
    assert isinstance(annotations, dict)
    assert judged(judge, kind, "research", spec, annotations).allowed


def pod_document(spec: dict[str, Any], annotations: dict[str, str]) -> dict[str, Any]:
    return workload(("", "Pod"), spec, annotations)


def test_a_pod_update_that_adds_a_privilege_is_judged(judge: AdmissionJudge) -> None:
    """The API server refuses such updates; were one to come, it is judged as a creation."""
    spec = {"containers": [{"name": "c", "image": SIGNED}]}
    old = pod_document(spec, {})
    unconfined = pod_document(
        spec, {"container.apparmor.security.beta.kubernetes.io/c": "unconfined"}
    )
    review = admission_review(unconfined, operation="UPDATE", old=old, namespace="research")
    result = judge.judge(parse_review(json.dumps(review).encode()).request)
    assert result.problems == (
        'container "c": AppArmor profile unconfined not allowed: image '
        f'{SIGNED} is not trusted for privileged use; namespace "research" is not approved for '
        "privileged workloads",
    )
    sysctl = json.loads(json.dumps(spec))
    sysctl["securityContext"] = {"sysctls": [{"name": "kernel.msgmax", "value": "1"}]}
    review = admission_review(
        pod_document(sysctl, {}), operation="UPDATE", old=old, namespace="research"
    )
    result = judge.judge(parse_review(json.dumps(review).encode()).request)
    assert result.problems[0].startswith("pod: sysctl kernel.msgmax not allowed")
    # Relabelling a Pod that held the privilege from its creation judges nothing again.
    relabelled = pod_document(sysctl, {"team": "x"})
    review = admission_review(
        relabelled, operation="UPDATE", old=pod_document(sysctl, {}), namespace="research"
    )
    assert judge.judge(parse_review(json.dumps(review).encode()).request).allowed
