"""The admission logic: what it finds in each kind of workload, and what it allows.

The key decisions are taken twice: once with the trust decision given as plain rules (fast, and
free to shape any verdict), once with the real verifier over images pushed to a real registry and
signed there - the tag resolved to its digest, the signature checked, the rule for privileged use
and the approved namespaces read from a trust policy file."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

from govern.audit.entry import Entry
from govern.errors import RequestError
from govern.images._internal.registry import RegistryClient
from govern.webhook.admission import (
    POD_SPEC_PATHS,
    AdmissionJudge,
    Judgement,
    Verdict,
    apply_mode,
    parse_review,
    review_response,
)
from govern.webhook.connections import Caller
from tests.webhook.conftest import (
    Asked,
    PushedImages,
    RulesTrust,
    admission_review,
    approved,
    container,
    pod,
)

LOCAL = Caller("127.0.0.1", authenticated=False)

SIGNED = "registry.example.edu/research/app:1.0"
UNSIGNED = "docker.io/library/nginx:latest"
OPERATOR = "registry.example.edu/operators/driver:550"
FAKE_DIGEST = "sha256:" + "ab" * 32
# The GPU operator's images may run privileged in its namespace: an approval says so.
OPERATORS_APPROVED = approved("registry.example.edu/operators/*")


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
    judge = AdmissionJudge(trust, max_seconds=2.0, approvals=OPERATORS_APPROVED)
    yield judge
    judge.close()


def judged(judge: AdmissionJudge, review: dict[str, Any]) -> Judgement:
    return judge.judge(parse_review(json.dumps(review).encode()).request)


@dataclass(frozen=True)
class Trust:
    """A judge and the images it knows: SIGNED is trusted, not for privileged use; UNSIGNED and
    STRANGER (signed by an unknown key) are not trusted; OPERATOR and UPGRADE are trusted for
    privileged use; the gpu-operator namespace is approved for privileged workloads. REASONS:
    why each untrusted image is not; DIGESTS: what each verdict names as the image's digest;
    RULES: the rule that trusts each trusted image."""

    judge: AdmissionJudge
    asked: list[str]
    signed: str
    unsigned: str
    stranger: str
    operator: str
    upgrade: str
    reasons: dict[str, str]
    digests: dict[str, str | None]
    rules: dict[str, str]
    client: RegistryClient | None = None

    def close(self) -> None:
        self.judge.close()
        if self.client is not None:
            self.client.close()


def rules_trust() -> Trust:
    stranger = "registry.example.org/research/tool:2.1"
    asked = Asked(
        RulesTrust(
            trusted=only_signed,
            privileged_prefixes=("registry.example.edu/operators/",),
            namespaces=("gpu-operator",),
        )
    )
    upgrade = OPERATOR + "-r2"
    trusted = (SIGNED, OPERATOR, upgrade)
    reasons = dict.fromkeys((UNSIGNED, stranger, "busybox"), "no rule trusts it")
    return Trust(
        AdmissionJudge(asked, max_seconds=5.0, approvals=OPERATORS_APPROVED),
        asked.asked,
        SIGNED,
        UNSIGNED,
        stranger,
        OPERATOR,
        upgrade,
        reasons,
        {**dict.fromkeys(trusted, FAKE_DIGEST), UNSIGNED: None},
        dict.fromkeys(trusted, "test"),
    )


def registry_trust(images: PushedImages) -> Trust:
    verifier, client = images.verifier()
    asked = Asked(verifier)
    unsigned_name = images.unsigned.rsplit(":", 1)[0]
    stranger_name = images.stranger.rsplit(":", 1)[0]
    signature_tag = images.digests[images.stranger].replace(":", "-") + ".sig"
    reasons = {
        images.unsigned: (
            f"no signature found for {images.digests[images.unsigned]} in {unsigned_name}"
        ),
        images.stranger: (
            "no signature is trusted by rule research; cosign key signature at "
            f"{stranger_name}:{signature_tag} layer 0: it does not verify under any key of "
            "rule research"
        ),
        "busybox": "no trust rule in images.toml covers docker.io/library/busybox",
    }
    rules = {images.signed: "research", images.operator: "operators", images.upgrade: "operators"}
    operators = images.operator.rsplit("/", 1)[0] + "/*"
    return Trust(
        AdmissionJudge(asked, max_seconds=5.0, approvals=approved(operators)),
        asked.asked,
        images.signed,
        images.unsigned,
        images.stranger,
        images.operator,
        images.upgrade,
        reasons,
        {reference: images.digests[reference] for reference in (*rules, images.unsigned)},
        rules,
        client,
    )


@pytest.fixture(params=["rules", "registry"])
def trusted(request: pytest.FixtureRequest) -> Iterator[Trust]:
    """The key decisions, under plain rules and under the real verifier and registry."""
    if request.param == "rules":
        trust = rules_trust()
    else:
        trust = registry_trust(request.getfixturevalue("pushed_images"))
    yield trust
    trust.close()


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
def test_every_kind_with_a_pod_template_is_judged(trusted: Trust, group: str, kind: str) -> None:
    t = trusted
    spec = {"containers": [container("app", t.signed), container("proxy", t.unsigned)]}
    review = admission_review(workload(kind, spec), kind=(group, "v1", kind))
    result = judged(t.judge, review)
    assert not result.allowed and result.judged
    assert result.problems == (
        f'container "proxy": image {t.unsigned} is not trusted: {t.reasons[t.unsigned]}',
    )
    assert sorted(t.asked) == sorted([t.signed, t.unsigned])
    clean = admission_review(
        workload(kind, {"containers": [container("app", t.signed)]}), kind=(group, "v1", kind)
    )
    assert judged(t.judge, clean).allowed


@pytest.mark.parametrize("field", ["containers", "initContainers", "ephemeralContainers"])
def test_an_untrusted_image_is_denied_in_every_container_list(trusted: Trust, field: str) -> None:
    t = trusted
    spec = {"containers": [container("app", t.signed)], field: [container("extra", t.unsigned)]}
    if field == "containers":
        spec = {"containers": [container("app", t.signed), container("extra", t.unsigned)]}
    result = judged(t.judge, admission_review(pod(spec)))
    label = field.removesuffix("s")
    assert result.problems == (
        f'{label} "extra": image {t.unsigned} is not trusted: {t.reasons[t.unsigned]}',
    )


def test_a_trusted_signed_image_is_admitted_and_an_image_signed_by_a_stranger_is_not(
    trusted: Trust,
) -> None:
    t = trusted
    alone = judged(t.judge, admission_review(pod({"containers": [container("a", t.signed)]})))
    assert alone.allowed and alone.problems == ()
    spec = {"containers": [container("a", t.signed), container("b", t.stranger)]}
    result = judged(t.judge, admission_review(pod(spec)))
    assert result.problems == (
        f'container "b": image {t.stranger} is not trusted: {t.reasons[t.stranger]}',
    )


def test_every_problem_is_listed_per_container(trusted: Trust) -> None:
    t = trusted
    spec = {
        "initContainers": [container("init", "busybox")],
        "containers": [container("a", t.unsigned), container("b", t.signed, privileged=True)],
    }
    result = judged(t.judge, admission_review(pod(spec)))
    assert result.problems == (
        f'container "a": image {t.unsigned} is not trusted: {t.reasons[t.unsigned]}',
        f'container "b": privileged container not allowed: image {t.signed} is not trusted for '
        'privileged use; namespace "default" is not approved for privileged workloads',
        f'initContainer "init": image busybox is not trusted: {t.reasons["busybox"]}',
    )


def test_a_reference_without_registry_or_tag_still_goes_to_the_verifier(
    judge: AdmissionJudge, trust: RulesTrust
) -> None:
    result = judged(judge, admission_review(pod({"containers": [container("a", "nginx")]})))
    assert trust.asked == ["nginx"]
    assert not result.allowed


def test_an_image_volume_is_judged_like_a_container(trusted: Trust) -> None:
    t = trusted
    spec = {
        "containers": [container("a", t.signed)],
        "volumes": [{"name": "weights", "image": {"reference": t.unsigned}}],
    }
    result = judged(t.judge, admission_review(pod(spec)))
    assert result.problems == (
        f'image volume "weights": image {t.unsigned} is not trusted: {t.reasons[t.unsigned]}',
    )
    signed = {**spec, "volumes": [{"name": "weights", "image": {"reference": t.signed}}]}
    assert judged(t.judge, admission_review(pod(signed))).allowed


@pytest.mark.parametrize("image", [None, ""])
def test_a_container_without_an_image_is_denied(judge: AdmissionJudge, image: str | None) -> None:
    entry: dict[str, Any] = {"name": "a"} if image is None else {"name": "a", "image": image}
    result = judged(judge, admission_review(pod({"containers": [entry]})))
    assert result.problems == ('container "a": has no image',)


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


def running(spec: dict[str, Any], t: Trust) -> dict[str, Any]:
    """SPEC with the images of the plain rules replaced by T's."""
    text = json.dumps(spec)
    for image, replacement in ((OPERATOR, t.operator), (SIGNED, t.signed)):
        text = text.replace(json.dumps(image), json.dumps(replacement))
    result: dict[str, Any] = json.loads(text)
    return result


@pytest.mark.parametrize(
    ("spec", "subject"), [p[1:] for p in PRIVILEGES], ids=[p[0] for p in PRIVILEGES]
)
def test_a_host_privilege_needs_a_privileged_image_and_an_approved_namespace(
    trusted: Trust, spec: dict[str, Any], subject: str
) -> None:
    t = trusted
    spec = running(spec, t)
    assert judged(t.judge, admission_review(pod(spec), namespace="gpu-operator")).allowed
    elsewhere = judged(t.judge, admission_review(pod(spec), namespace="research"))
    assert elsewhere.problems == (
        f'{subject} not allowed: namespace "research" is not approved for privileged workloads',
    )
    ordinary = json.loads(json.dumps(spec).replace(t.operator, t.signed))
    not_privileged = judged(t.judge, admission_review(pod(ordinary), namespace="gpu-operator"))
    assert not_privileged.problems == (
        f"{subject} not allowed: image {t.signed} is not trusted for privileged use",
    )


def test_a_pod_privilege_needs_every_image_to_be_privileged(trusted: Trust) -> None:
    t = trusted
    spec = {
        "hostNetwork": True,
        "initContainers": [container("setup", t.signed)],
        "containers": [container("driver", t.operator)],
    }
    result = judged(t.judge, admission_review(pod(spec), namespace="gpu-operator"))
    assert result.problems == (
        f"pod: hostNetwork not allowed: image {t.signed} is not trusted for privileged use",
    )


def test_an_untrusted_image_may_not_be_privileged_even_in_an_approved_namespace(
    trusted: Trust,
) -> None:
    t = trusted
    spec = {"containers": [container("d", t.unsigned, privileged=True)]}
    result = judged(t.judge, admission_review(pod(spec), namespace="gpu-operator"))
    assert result.problems == (
        f'container "d": image {t.unsigned} is not trusted: {t.reasons[t.unsigned]}',
        'container "d": privileged container not allowed: privileges need a trusted image',
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


def test_pod_update_judges_changed_images_and_added_ephemeral_containers(trusted: Trust) -> None:
    t = trusted
    old = pod({"containers": [container("a", t.signed, privileged=True)]})
    relabelled = pod({"containers": [container("a", t.signed, privileged=True)]})
    relabelled["metadata"]["labels"] = {"tier": "web"}
    update = admission_review(relabelled, operation="UPDATE", old=old)
    assert judged(t.judge, update).allowed  # privileges are immutable: judged at creation
    assert t.asked == []

    new_image = pod({"containers": [container("a", t.unsigned, privileged=True)]})
    result = judged(t.judge, admission_review(new_image, operation="UPDATE", old=old))
    assert result.problems == (
        f'container "a": image {t.unsigned} is not trusted: {t.reasons[t.unsigned]}',
        'container "a": privileged container not allowed: privileges need a trusted image; '
        'namespace "default" is not approved for privileged workloads',
    )

    debug = pod(
        {
            "containers": [container("a", t.signed, privileged=True)],
            "ephemeralContainers": [container("debugger", t.signed, privileged=True)],
        }
    )
    result = judged(t.judge, admission_review(debug, operation="UPDATE", old=old))
    assert result.problems == (
        'ephemeralContainer "debugger": privileged container not allowed: image '
        f'{t.signed} is not trusted for privileged use; namespace "default" is not approved '
        "for privileged workloads",
    )


def test_pod_update_that_changes_a_privileged_containers_image_needs_a_privileged_image(
    trusted: Trust,
) -> None:
    t = trusted
    spec = {"hostNetwork": True, "containers": [container("d", t.operator, privileged=True)]}
    old = pod(spec)
    swapped = pod(json.loads(json.dumps(spec).replace(t.operator, t.signed)))
    result = judged(t.judge, admission_review(swapped, operation="UPDATE", old=old,
                                              namespace="gpu-operator"))  # fmt: skip
    assert result.problems == (
        f'container "d": privileged container not allowed: image {t.signed} is not trusted for '
        "privileged use",
        f"pod: hostNetwork not allowed: image {t.signed} is not trusted for privileged use",
    )
    upgraded = pod(json.loads(json.dumps(spec).replace(t.operator, t.upgrade)))
    review = admission_review(upgraded, operation="UPDATE", old=old, namespace="gpu-operator")
    assert judged(t.judge, review).allowed


@pytest.mark.parametrize(
    "old", [None, pod({"hostPID": "sometimes", "containers": []})], ids=["absent", "unreadable"]
)
def test_pod_update_without_a_readable_old_pod_judges_every_image_and_no_privilege(
    judge: AdmissionJudge, old: dict[str, Any] | None
) -> None:
    spec = {
        "hostNetwork": True,
        "containers": [container("a", SIGNED, privileged=True), container("b", UNSIGNED)],
    }
    result = judged(judge, admission_review(pod(spec), operation="UPDATE", old=old))
    assert result.problems == (
        f'container "b": image {UNSIGNED} is not trusted: no rule trusts it',
    )


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
    assert result == Judgement((), judged=False, note=f"{operation} is not judged")
    assert trust.asked == []


def test_an_unknown_operation_is_denied(judge: AdmissionJudge) -> None:
    result = judged(judge, admission_review(pod({}), operation="PATCH"))
    assert result == Judgement(
        ("unknown operation 'PATCH' (expected CREATE, UPDATE, DELETE or CONNECT)",), judged=True
    )


def test_a_kind_it_does_not_know_is_allowed_and_says_so(judge: AdmissionJudge) -> None:
    review = admission_review({"kind": "ConfigMap"}, kind=("", "v1", "ConfigMap"))
    result = judged(judge, review)
    assert result == Judgement((), judged=False, note="kind v1/ConfigMap is not judged")
    # The same kind name in another API group is not a workload either.
    other = admission_review({"spec": {}}, kind=("example.com", "v1", "Deployment"))
    assert judged(judge, other).note == "kind example.com/v1/Deployment is not judged"


NO_POD_SPEC = "apps/v1/Deployment has no pod spec at spec.template.spec"


@pytest.mark.parametrize(
    ("obj", "problem"),
    [
        (None, NO_POD_SPEC),
        ({"spec": {"replicas": 2}}, NO_POD_SPEC),
        ({"spec": {"template": {"spec": "nginx"}}}, NO_POD_SPEC),
        (
            {"spec": {"template": {"spec": {"containers": [{"name": "a", "image": ["x"]}]}}}},
            "spec.template.spec: containers.0.image: Input should be a valid string (got ['x'])",
        ),
        (
            {"spec": {"template": {"spec": {"hostPID": "sometimes", "containers": []}}}},
            "spec.template.spec: hostPID: Input should be a valid boolean, unable to interpret "
            "input (got 'sometimes')",
        ),
    ],
)
def test_a_workload_whose_pod_spec_cannot_be_read_is_denied(
    judge: AdmissionJudge, obj: dict[str, Any] | None, problem: str
) -> None:
    result = judged(judge, admission_review(obj, kind=("apps", "v1", "Deployment")))
    assert result.judged is True
    assert result.problems == (problem,)


def unverified(where: str, reference: str, reason: str) -> dict[str, Any]:
    """The audit record of an image whose verification did not finish."""
    return {
        "where": where,
        "reference": reference,
        "digest": None,
        "trusted": False,
        "privileged": False,
        "rule": None,
        "signer": None,
        "reasons": [reason],
        "cached": False,
    }


def test_verification_past_the_budget_is_a_deny() -> None:
    stalled = threading.Event()  # the registry answers only once the review is over
    slow = AdmissionJudge(
        RulesTrust(held=stalled, privileged_prefixes=(OPERATOR,), namespaces=("gpu-operator",)),
        max_seconds=0.3,
    )
    try:
        spec = {"containers": [container("a", SIGNED), container("b", OPERATOR, privileged=True)]}
        started = time.monotonic()
        result = judged(slow, admission_review(pod(spec), namespace="gpu-operator"))
        elapsed = time.monotonic() - started
    finally:
        stalled.set()
        slow.close()
    assert 0.29 <= elapsed < 1.0  # the whole budget, and no more
    timed_out = "verification timed out after 0.3 s"
    assert result.problems == (
        f'container "a": image {SIGNED} is not trusted: {timed_out}',
        f'container "b": image {OPERATOR} is not trusted: {timed_out}',
        'container "b": privileged container not allowed: privileges need a trusted image',
    )
    assert result.images == (
        unverified('container "a"', SIGNED, timed_out),
        # What a container asks of the host is recorded with its image, for reports.
        {
            **unverified('container "b"', OPERATOR, timed_out),
            "privileges": ["privileged container"],
        },
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
    failed = "verification failed: verifier bug"
    assert result.problems == (f'container "a": image {SIGNED} is not trusted: {failed}',)
    assert result.images == (unverified('container "a"', SIGNED, failed),)


class ReasonlessTrust(RulesTrust):
    def verify(self, reference: str) -> Any:
        return replace(super().verify(reference), trusted=False, reasons=())


def test_an_untrusted_verdict_without_a_reason_still_says_not_trusted() -> None:
    judge = AdmissionJudge(ReasonlessTrust())
    try:
        result = judged(judge, admission_review(pod({"containers": [container("a", SIGNED)]})))
    finally:
        judge.close()
    assert result.problems == (f'container "a": image {SIGNED} is not trusted: not trusted',)


@dataclass
class Stalling:
    """Trusts every image; one under stalled.example/ waits until RELEASE is set."""

    release: threading.Event = field(default_factory=threading.Event)
    waiting: int = 0
    _changed: threading.Condition = field(default_factory=threading.Condition)

    def verify(self, reference: str) -> Any:
        if reference.startswith("stalled.example/"):
            with self._changed:
                self.waiting += 1
                self._changed.notify_all()
            self.release.wait()
        return RulesTrust().verify(reference)

    def privileged_namespace(self, namespace: str) -> bool:
        return False

    def wait_for_waiting(self, count: int) -> None:
        with self._changed:
            assert self._changed.wait_for(lambda: self.waiting >= count, 10), self.waiting


def test_a_review_naming_many_stalled_images_leaves_workers_for_another() -> None:
    stalling = Stalling()
    judge = AdmissionJudge(stalling, max_seconds=2.0, workers=8)  # a review may hold 2
    many = [container(f"c{n}", f"stalled.example/x:{n}") for n in range(10)]
    hostile: list[Judgement] = []
    thread = threading.Thread(
        target=lambda: hostile.append(judged(judge, admission_review(pod({"containers": many}))))
    )
    thread.start()
    try:
        stalling.wait_for_waiting(2)
        other = judged(judge, admission_review(pod({"containers": [container("a", SIGNED)]})))
    finally:
        stalling.release.set()
        thread.join()
        judge.close()
    assert other.problems == ()
    assert len(hostile) == 1


def test_each_distinct_image_is_verified_once_per_review(trusted: Trust) -> None:
    t = trusted
    spec = {"containers": [container(str(n), t.signed) for n in range(10)]}
    assert judged(t.judge, admission_review(pod(spec))).allowed
    assert t.asked == [t.signed]


def test_the_audit_record_names_every_image_its_digest_and_its_verdict(trusted: Trust) -> None:
    t = trusted
    spec = {
        "containers": [container("a", t.signed), container("b", t.unsigned)],
        "volumes": [{"name": "driver", "image": {"reference": t.operator}}],
    }
    result = judged(t.judge, admission_review(pod(spec)))
    signer = result.images[0]["signer"]
    assert isinstance(signer, str) and signer
    assert list(result.images) == [
        {
            "where": 'container "a"',
            "reference": t.signed,
            "digest": t.digests[t.signed],
            "trusted": True,
            "privileged": False,
            "rule": t.rules[t.signed],
            "signer": signer,
            "reasons": [],
            "cached": False,
        },
        {
            "where": 'container "b"',
            "reference": t.unsigned,
            "digest": t.digests[t.unsigned],
            "trusted": False,
            "privileged": False,
            "rule": None,
            "signer": None,
            "reasons": [t.reasons[t.unsigned]],
            "cached": False,
        },
        {
            "where": 'image volume "driver"',
            "reference": t.operator,
            "digest": t.digests[t.operator],
            "trusted": True,
            "privileged": True,
            "rule": t.rules[t.operator],
            "signer": signer,
            "reasons": [],
            "cached": False,
        },
    ]


def test_a_tag_is_judged_by_the_digest_it_resolves_to(
    pushed_images: PushedImages,
) -> None:
    """A reference by tag and one by the digest the tag names are the same image: both admitted,
    both audited with that digest; the second is answered from the verdict cache."""
    t = registry_trust(pushed_images)
    digest = pushed_images.digests[t.signed]
    by_digest = t.signed.rsplit(":", 1)[0] + "@" + digest
    try:
        first = judged(t.judge, admission_review(pod({"containers": [container("a", t.signed)]})))
        second = judged(t.judge, admission_review(pod({"containers": [container("a", by_digest)]})))
    finally:
        t.close()
    assert first.allowed and second.allowed
    assert [
        (i["reference"], i["digest"], i["cached"]) for i in (*first.images, *second.images)
    ] == [
        (t.signed, digest, False),
        (by_digest, digest, True),
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


def test_a_deny_names_every_problem_and_an_allow_none() -> None:
    denied = review_response("admission.k8s.io/v1", "u", apply_mode(("one", "two"), "enforce"), 1)
    assert denied["response"]["status"]["message"] == "govern: one; two"
    assert apply_mode((), "enforce") == apply_mode((), "warn") == Verdict("allow", ())


NOT_JSON = "request body is not JSON: send an AdmissionReview"


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        (b"{not json", NOT_JSON),
        (b"[1, 2]", "request body is not a JSON object: send an AdmissionReview"),
        (b"[" * 100_000, NOT_JSON),
        (
            b'{"apiVersion": "v1", "kind": "Pod"}',
            "AdmissionReview: apiVersion: Input should be 'admission.k8s.io/v1' or "
            "'admission.k8s.io/v1beta1' (got 'v1') (and 2 more problems)",
        ),
        (
            b'{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview"}',
            "AdmissionReview: request: required field is missing",
        ),
        (
            b'{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", '
            b'"request": {"operation": "CREATE"}}',
            "AdmissionReview: request.uid: required field is missing",
        ),
        (
            b'{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", '
            b'"request": {"uid": "", "operation": "CREATE"}}',
            "AdmissionReview: request.uid: String should have at least 1 character (got '')",
        ),
    ],
)
def test_what_is_not_an_admission_review_is_refused_with_one_line(
    body: bytes, problem: str
) -> None:
    with pytest.raises(RequestError) as raised:
        parse_review(body)
    assert str(raised.value) == problem


def test_unknown_fields_are_ignored(judge: AdmissionJudge) -> None:
    review = admission_review(pod({"containers": [container("a", SIGNED)], "newField": {"x": 1}}))
    review["request"]["someFutureField"] = True
    review["futureTopLevel"] = 1
    assert judged(judge, review).allowed


def service(tmp_path: Path, trust: RulesTrust, mode: str = "enforce") -> tuple[Any, Any]:
    from govern.audit import open_log
    from govern.webhook.service import WebhookService

    log = open_log(tmp_path / "audit")
    judge = AdmissionJudge(trust, approvals=OPERATORS_APPROVED)
    return WebhookService(judge, log.writer(), mode), log  # type: ignore[arg-type]


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


def audited(
    tmp_path: Path, trust: RulesTrust, review: dict[str, Any], mode: str = "enforce"
) -> tuple[dict[str, Any], Entry]:
    """The response to REVIEW and the audit entry it names."""
    webhook, log = service(tmp_path, trust, mode)
    try:
        answer = webhook.answer(json.dumps(review).encode(), LOCAL)
    finally:
        webhook.close()
    response: dict[str, Any] = answer.body["response"]
    index = int(response["auditAnnotations"]["audit"])
    with log:
        ((_, entry),) = list(log.entries(index, index + 1))
    return response, entry


def test_the_audit_entry_says_who_asked_what_was_judged_and_why(
    tmp_path: Path, trust: RulesTrust
) -> None:
    spec = {"containers": [container("app", SIGNED), container("proxy", UNSIGNED)]}
    deployment = workload("Deployment", spec)
    deployment["metadata"] = {"name": "web"}
    review = admission_review(deployment, kind=("apps", "v1", "Deployment"), namespace="research")
    review["request"]["dryRun"] = True
    response, entry = audited(tmp_path, trust, review)
    problem = f'container "proxy": image {UNSIGNED} is not trusted: no rule trusts it'
    assert response["allowed"] is False
    assert (entry.kind, entry.actor, entry.subject) == (
        "webhook.admission",
        "alice@example.edu",
        "Deployment:research/web",
    )
    assert entry.payload == {
        "outcome": "deny",
        "mode": "enforce",
        "uid": review["request"]["uid"],
        "operation": "CREATE",
        "kind": "apps/v1/Deployment",
        "namespace": "research",
        "name": "web",
        "dry_run": True,
        "judged": True,
        "note": "",
        "problems": [problem],
        "images": [
            {
                "where": 'container "app"',
                "reference": SIGNED,
                "digest": FAKE_DIGEST,
                "trusted": True,
                "privileged": False,
                "rule": "test",
                "signer": "tester",
                "reasons": [],
                "cached": False,
            },
            {
                "where": 'container "proxy"',
                "reference": UNSIGNED,
                "digest": None,
                "trusted": False,
                "privileged": False,
                "rule": None,
                "signer": None,
                "reasons": ["no rule trusts it"],
                "cached": False,
            },
        ],
        "privileged_approvals": [],
        "caller": {"address": "127.0.0.1", "authenticated": False, "subject": None},
    }


def test_warn_mode_audits_the_problems_it_let_through(tmp_path: Path, trust: RulesTrust) -> None:
    review = admission_review(pod({"containers": [container("a", UNSIGNED)]}))
    del review["request"]["dryRun"]
    response, entry = audited(tmp_path, trust, review, "warn")
    problem = f'container "a": image {UNSIGNED} is not trusted: no rule trusts it'
    assert response["allowed"] is True and response["warnings"] == [f"govern: {problem}"]
    assert {key: entry.payload[key] for key in ("outcome", "mode", "dry_run", "problems")} == {
        "outcome": "warn",
        "mode": "warn",
        "dry_run": False,
        "problems": [problem],
    }


def test_a_kind_that_is_not_judged_is_audited_with_the_reason(
    tmp_path: Path, trust: RulesTrust
) -> None:
    review = admission_review({"kind": "ConfigMap"}, kind=("", "v1", "ConfigMap"))
    response, entry = audited(tmp_path, trust, review)
    assert response["allowed"] is True
    assert {key: entry.payload[key] for key in ("outcome", "judged", "note", "problems")} == {
        "outcome": "allow",
        "judged": False,
        "note": "kind v1/ConfigMap is not judged",
        "problems": [],
    }


@pytest.mark.parametrize(
    ("name", "metadata", "subject"),
    [
        ("web", {"name": "other"}, "Pod:default/web"),
        ("", {"name": "web"}, "Pod:default/web"),
        ("", {"generateName": "web-"}, "Pod:default/web-"),
        ("", {"name": "", "generateName": "web-"}, "Pod:default/web-"),
        ("", {"labels": {"app": "web"}}, "Pod:default/"),
        ("", "not an object", "Pod:default/"),
        ("", None, "Pod:default/"),
    ],
)
def test_the_audit_subject_names_the_object_or_its_generate_name(
    tmp_path: Path, trust: RulesTrust, name: str, metadata: Any, subject: str
) -> None:
    review = admission_review(pod({"containers": [container("a", SIGNED)]}))
    review["request"]["object"]["metadata"] = metadata
    review["request"]["name"] = name
    assert audited(tmp_path, trust, review)[1].subject == subject


@pytest.mark.parametrize("kind_in_request", [None, {"group": "", "version": "", "kind": ""}])
@pytest.mark.parametrize(
    ("api_version", "kind", "subject"),
    [("v1", "Pod", "Pod:default/"), ("apps/v1", "DaemonSet", "DaemonSet:default/")],
)
def test_a_review_without_a_kind_is_judged_by_the_objects_own_kind(
    tmp_path: Path,
    trust: RulesTrust,
    kind_in_request: dict[str, str] | None,
    api_version: str,
    kind: str,
    subject: str,
) -> None:
    spec = {"containers": [container("a", UNSIGNED)]}
    obj = workload(kind, spec) | {"apiVersion": api_version, "metadata": {}}
    review = admission_review(obj)
    review["request"]["kind"] = kind_in_request
    response, entry = audited(tmp_path, trust, review)
    assert response["allowed"] is False
    assert entry.subject == subject
    assert entry.payload["kind"] == f"{api_version}/{kind}"
    assert entry.payload["problems"] == [
        f'container "a": image {UNSIGNED} is not trusted: no rule trusts it'
    ]


def test_a_review_of_an_object_without_a_kind_is_not_judged(
    tmp_path: Path, trust: RulesTrust
) -> None:
    review = admission_review({"spec": {"containers": [container("a", UNSIGNED)]}})
    review["request"]["kind"] = None
    response, entry = audited(tmp_path, trust, review)
    assert response["allowed"] is True
    assert entry.subject == "unknown:default/"
    assert (entry.payload["judged"], entry.payload["note"]) == (False, "kind (none) is not judged")


@pytest.mark.parametrize(
    ("obj", "judgement"),
    [
        (None, Judgement((), judged=False, note="kind (none) is not judged")),
        ({"kind": "Pod"}, Judgement(("Pod has no pod spec at spec",), judged=True)),
        ({"apiVersion": "v1"}, Judgement((), judged=False, note="kind v1 is not judged")),
        (
            {"apiVersion": "apps/v1/extra", "kind": "Deployment", "spec": {}},
            Judgement((), judged=False, note="kind apps/v1/extra/Deployment is not judged"),
        ),
    ],
)
def test_without_a_kind_in_the_request_what_the_object_names_is_what_is_judged(
    judge: AdmissionJudge, obj: dict[str, Any] | None, judgement: Judgement
) -> None:
    review = admission_review(obj)
    review["request"]["kind"] = None
    assert judged(judge, review) == judgement


def test_an_answer_in_an_unknown_api_version_speaks_v1() -> None:
    answer = review_response("admission.k8s.io/v2", "u", apply_mode((), "enforce"), None)
    assert answer == {
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "response": {"uid": "u", "allowed": True},
    }
