"""A Slurm job in-process: what is read from the plugin's message, what each part of a job is
checked for, the message a refused job gets and what its audit entry records."""

from __future__ import annotations

import os
import pwd
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from govern.config import ServeSection
from govern.errors import RequestError
from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.request import Decision, Request
from govern.slurm.directives import Declarations
from govern.slurm.jobs import (
    ClearPrivileged,
    ImageResult,
    JobRequest,
    NoImageTrustPolicy,
    clearing,
    decide_job,
)
from govern.timeutil import parse_instant
from tests.approvals.granted import privileged_index
from tests.conftest import DEMO_CONFIG

ENGINE = Engine(compile_site(DEMO_CONFIG), resident=True)
SIGNED = "registry.example.edu/lab/train@sha256:" + "a" * 64
UNSIGNED = "registry.example.edu/lab/eval@sha256:" + "b" * 64
# What the demo site's policies say when they deny.
ITAR_ENCLAVE = (
    "itar-us-enclave-only: ITAR data may only go to destinations flagged itar_enclave in the US"
)
ITAR_PERSONS = (
    "itar-us-persons-trained: ITAR data is only for US persons whose export-control training is "
    "current"
)
MEMBERS = (
    "project-members-only: only members of the owning project may use, export or publish "
    "non-public data"
)
CUI_ENCLAVE = "cui-enclave-only: CUI may only go to destinations in a CUI enclave"
CUI_TRAINING = "cui-training-current: CUI is only for people whose CUI training is current"


def refusal(call: Callable[[], object]) -> str:
    with pytest.raises(RequestError) as refused:
        call()
    return str(refused.value)


def job(**fields: Any) -> JobRequest:
    return JobRequest.from_json({"user": "alice", "partition": "gpu", **fields})


def declaring(*directives: str, **fields: Any) -> JobRequest:
    return job(directives=[[n, text] for n, text in enumerate(directives, start=2)], **fields)


def lab_cleared(project: str) -> ClearPrivileged:
    """The lab's images cleared to run privileged on the gpu and cui partitions, for PROJECT."""
    index = privileged_index(
        "registry.example.edu/lab/*", where=("partition:gpu", "partition:cui"), project=project
    )
    return clearing(index, ENGINE)


LAB_CLEARED = lab_cleared("climate")  # alice's project


@dataclass
class Gate:
    """An image trust policy by table: which images may run, which may run privileged, and on
    which partitions privileged containers are allowed."""

    trusted: frozenset[str] = frozenset()
    privileged: frozenset[str] = frozenset()
    privileged_partitions: frozenset[str] = frozenset()
    asked: list[str] = field(default_factory=list)

    def check(self, reference: str) -> ImageResult:
        self.asked.append(reference)
        allowed = reference in self.trusted
        message = f"image {reference}: " + ("signed" if allowed else "no valid signature")
        record = {"reference": reference, "trusted": allowed}
        return ImageResult(reference, allowed, reference in self.privileged, message, record)

    def privileged_partition(self, partition: str) -> bool:
        return partition in self.privileged_partitions


# ---- reading the job from the plugin's message ----


def test_a_job_read_from_the_plugin_keeps_every_field() -> None:
    read = JobRequest.from_json(
        {
            "event": "modify",
            "user": "alice",
            "partition": "gpu,cui",
            "directives": [[2, "#GOVERN use dataset:era5"], [3, f"#GOVERN image {SIGNED}"]],
            "container": "/scratch/alice/bundle",
            "account": "radar",
            "gres": "gpu:2",
            "tres_per_job": "cpu=4",
            "licenses": "matlab:1",
            "job_id": 41,
            "receipt": 7,
            "het_job_offset": 0,
            "batch_script": True,
        }
    )
    assert read == JobRequest(
        event="modify",
        user="alice",
        partitions=("gpu", "cui"),
        declarations=Declarations(("dataset:era5",), (SIGNED,), ()),
        container="/scratch/alice/bundle",
        account="radar",
        gres="gpu:2",
        tres_per_job="cpu=4",
        licenses="matlab:1",
        job_id=41,
        receipt=7,
        het_job_offset=0,
        batch_script=True,
    )


def test_a_job_without_optional_fields_is_a_submission_of_nothing() -> None:
    assert job() == JobRequest(
        event="submit", user="alice", partitions=("gpu",), declarations=Declarations()
    )
    assert job(directives=None, container="", account="", batch_script=False) == job()


def test_an_unknown_event_is_refused() -> None:
    assert refusal(lambda: job(event="cancel")) == (
        "unknown job event 'cancel' (expected submit or modify)"
    )


def test_the_owner_is_found_by_uid_when_the_plugin_sends_no_name() -> None:
    me = pwd.getpwuid(os.getuid()).pw_name
    assert JobRequest.from_json({"uid": os.getuid(), "partition": "gpu"}).user == me
    # A name sent with the uid is the one judged.
    assert JobRequest.from_json({"user": "alice", "uid": 0, "partition": "gpu"}).user == "alice"


def test_an_owner_unknown_to_nss_is_refused() -> None:
    unknown = 2**31 - 7
    with pytest.raises(KeyError):
        pwd.getpwuid(unknown)
    assert refusal(lambda: JobRequest.from_json({"uid": unknown, "partition": "gpu"})) == (
        f"job owner uid {unknown} is unknown to NSS"
    )


@pytest.mark.parametrize(
    "owner",
    [{}, {"user": ""}, {"user": 1000}, {"uid": True}, {"uid": "1000"}, {"user": None, "uid": None}],
)
def test_a_job_without_a_user_name_is_refused(owner: dict[str, Any]) -> None:
    assert refusal(lambda: JobRequest.from_json({"partition": "gpu", **owner})) == (
        "job has no user name"
    )


@pytest.mark.parametrize("partition", [None, "", 3])
def test_a_job_without_a_partition_is_refused(partition: object) -> None:
    assert refusal(lambda: job(partition=partition)) == (
        "job has no partition and the cluster has no default partition"
    )


def test_partitions_are_read_from_the_list_without_blanks() -> None:
    assert job(partition=" gpu , ,cui,").partitions == ("gpu", "cui")
    assert refusal(lambda: job(partition=" , ,")) == "partition list ' , ,' names no partition"


@pytest.mark.parametrize(
    "directives",
    [
        "#GOVERN use dataset:era5",
        [[2]],
        [[2, "#GOVERN use dataset:era5", 3]],
        [["2", "#GOVERN use dataset:era5"]],
        [[2, ["#GOVERN use dataset:era5"]]],
        [(2, "#GOVERN use dataset:era5")],
        [[2, "#GOVERN use dataset:era5"], "#GOVERN use model:llm"],
    ],
)
def test_directives_other_than_numbered_lines_are_refused(directives: object) -> None:
    assert refusal(lambda: job(directives=directives)) == (
        "directives must be a list of [line number, text] pairs"
    )


def test_a_malformed_directive_refuses_the_job_naming_its_line() -> None:
    assert refusal(lambda: job(directives=[[12, "#GOVERN use era5"]])) == (
        "script line 12: 'era5' is not a resource (write dataset:ID or model:ID)"
    )


def test_the_site_limits_bound_the_directives_read() -> None:
    limits = ServeSection(max_resources_per_job=1)
    message = {"user": "alice", "partition": "gpu", "directives": [[4, "#GOVERN use model:a"]]}
    assert JobRequest.from_json(message, limits).declarations.resources == ("model:a",)
    message["directives"] = [[4, "#GOVERN use model:a model:b"]]
    assert refusal(lambda: JobRequest.from_json(message, limits)) == (
        "script line 4: more than 1 distinct resources declared, "
        "the limit of [serve] max_resources_per_job"
    )


@pytest.mark.parametrize("name", ["container", "account", "gres", "tres_per_job", "licenses"])
def test_a_text_field_that_is_not_a_string_is_refused(name: str) -> None:
    assert refusal(lambda: job(**{name: 5})) == f"job field {name!r} must be a string"


@pytest.mark.parametrize("name", ["job_id", "receipt", "het_job_offset"])
@pytest.mark.parametrize("value", ["41", 4.0, True])
def test_a_number_field_that_is_not_a_whole_number_is_refused(name: str, value: object) -> None:
    assert refusal(lambda: job(**{name: value})) == f"job field {name!r} must be a whole number"


@pytest.mark.parametrize("name", ["job_id", "receipt", "het_job_offset"])
def test_a_number_beyond_what_json_carries_exactly_is_refused(name: str) -> None:
    assert getattr(job(**{name: 2**53 - 1}), name) == 2**53 - 1
    assert refusal(lambda: job(**{name: 2**53})) == (
        f"job field {name!r} is beyond 9,007,199,254,740,991"
    )


def test_a_negative_heterogeneous_job_offset_is_refused() -> None:
    assert job(het_job_offset=0).het_job_offset == 0
    assert refusal(lambda: job(het_job_offset=-1)) == (
        "job field 'het_job_offset' must not be negative"
    )


@pytest.mark.parametrize("value", [1, "true", None])
def test_batch_script_must_be_true_or_false(value: object) -> None:
    assert refusal(lambda: job(batch_script=value)) == (
        "job field 'batch_script' must be true or false"
    )


# ---- how many policy checks a job may need ----


def test_policy_checks_are_bounded_exactly_naming_the_setting() -> None:
    limits = ServeSection(max_checks_per_job=6)
    three = "#GOVERN use dataset:a dataset:b dataset:c"
    declaring(three, partition="gpu,cui").require_checks_within(limits)
    over = declaring(three, "#GOVERN use dataset:d", partition="gpu,cui")
    assert refusal(lambda: over.require_checks_within(limits)) == (
        "job needs 8 policy checks (4 resources on 2 partitions), more than "
        "[serve] max_checks_per_job = 6"
    )
    seven = declaring("#GOVERN use " + " ".join(f"model:m{n}" for n in range(7)))
    assert refusal(lambda: seven.require_checks_within(limits)).startswith(
        "job needs 7 policy checks (7 resources on 1 partitions)"
    )


# ---- the decision on a whole job ----


def test_a_job_declaring_nothing_is_allowed_and_asks_no_policy() -> None:
    asked: list[Request] = []

    def decide(request: Request) -> Decision:
        asked.append(request)
        return ENGINE.decide(request)

    nothing = job(partition="gpu,itar")
    result = decide_job(nothing, decide)
    assert (result.allowed, result.message) == (True, "govern: no governed resource declared")
    assert asked == []
    assert result.audit_payload() == {
        "job": nothing.summary(),
        "decision": "allow",
        "message": "govern: no governed resource declared",
        "image_checks": [],
        "privileged_approvals": [],
        "checks": [],
    }
    assert result.audit_payload()["job"]["partitions"] == ["gpu", "itar"]


def test_every_declared_resource_is_checked_on_every_partition_at_the_given_time() -> None:
    asked: list[Request] = []

    def decide(request: Request) -> Decision:
        asked.append(request)
        return ENGINE.decide(request)

    at = parse_instant("2030-01-01")
    result = decide_job(
        declaring("#GOVERN use dataset:era5 dataset:web-corpus", partition="gpu,cui"),
        decide,
        at=at,
    )
    assert asked == [
        Request("alice", "use", "dataset:era5", "partition:gpu", at=at),
        Request("alice", "use", "dataset:era5", "partition:cui", at=at),
        Request("alice", "use", "dataset:web-corpus", "partition:gpu", at=at),
        Request("alice", "use", "dataset:web-corpus", "partition:cui", at=at),
    ]
    assert (result.allowed, result.message) == (True, "govern: allowed")
    assert [d.request for d in result.decisions] == asked


def test_the_decision_time_is_the_one_policy_judges() -> None:
    chen = declaring("#GOVERN use dataset:chip-layouts", user="chen")
    # Chen's approval for chip-layouts was granted on 2026-01-15.
    before = decide_job(chen, ENGINE.decide, at=parse_instant("2025-06-01"))
    after = decide_job(chen, ENGINE.decide, at=parse_instant("2026-06-01"))
    assert not before.allowed
    assert before.message.startswith(
        "govern: job denied: dataset:chip-layouts on partition gpu: ear-foreign-person-approval: "
    )
    assert (after.allowed, after.message) == (True, "govern: allowed")


def test_a_resource_denied_on_one_partition_denies_the_job_naming_each_denial() -> None:
    result = decide_job(
        declaring(
            "#GOVERN use dataset:era5 dataset:contract-specs", user="hank", partition="gpu,cui"
        ),
        ENGINE.decide,
    )
    assert not result.allowed
    assert result.message == (
        "govern: job denied: "
        f"dataset:contract-specs on partition gpu: {CUI_ENCLAVE}; {CUI_TRAINING}; "
        f"dataset:contract-specs on partition cui: {CUI_TRAINING}"
    )
    assert [d.allowed for d in result.decisions] == [True, True, False, False]


def test_an_unknown_user_is_denied_with_the_engines_reason() -> None:
    result = decide_job(declaring("#GOVERN use dataset:era5", user="mallory"), ENGINE.decide)
    assert (result.allowed, result.message) == (
        False,
        "govern: job denied: dataset:era5 on partition gpu: unknown user 'mallory'",
    )


def test_without_an_image_trust_policy_no_image_runs() -> None:
    result = decide_job(declaring(f"#GOVERN image {SIGNED}"), ENGINE.decide)
    assert not result.allowed
    assert result.message == (
        f"govern: job denied: image {SIGNED}: this site has no image trust policy, so no image "
        "can be verified"
    )
    assert result.images == (
        ImageResult(
            SIGNED,
            False,
            False,
            f"image {SIGNED}: this site has no image trust policy, so no image can be verified",
            {"reference": SIGNED},
        ),
    )
    assert not NoImageTrustPolicy().privileged_partition("gpu")


def test_every_declared_image_is_checked_and_an_untrusted_one_denies() -> None:
    gate = Gate(trusted=frozenset({SIGNED}))
    both = declaring(f"#GOVERN image {SIGNED}", f"#GOVERN image {UNSIGNED}")
    result = decide_job(both, ENGINE.decide, gate)
    assert gate.asked == [SIGNED, UNSIGNED]
    assert (result.allowed, result.message) == (
        False,
        f"govern: job denied: image {UNSIGNED}: no valid signature",
    )
    trusted = decide_job(declaring(f"#GOVERN image {SIGNED}"), ENGINE.decide, gate)
    assert (trusted.allowed, trusted.message) == (True, "govern: allowed")
    assert trusted.audit_payload()["image_checks"] == [{"reference": SIGNED, "trusted": True}]


def test_image_results_found_beforehand_are_used_instead_of_checking_again() -> None:
    gate = Gate(trusted=frozenset({SIGNED, UNSIGNED}))
    found = (ImageResult(UNSIGNED, False, False, f"image {UNSIGNED}: revoked", {}),)
    result = decide_job(declaring(f"#GOVERN image {UNSIGNED}"), ENGINE.decide, gate, checked=found)
    assert gate.asked == []
    assert (result.allowed, result.message) == (
        False,
        f"govern: job denied: image {UNSIGNED}: revoked",
    )
    assert result.images == found


def test_a_container_bundle_runs_only_with_the_image_it_was_unpacked_from_declared() -> None:
    gate = Gate(trusted=frozenset({SIGNED}))
    bare = decide_job(job(container="/scratch/alice/bundle"), ENGINE.decide, gate)
    assert (bare.allowed, bare.message) == (
        False,
        "govern: job denied: --container /scratch/alice/bundle is an OCI bundle, which cannot "
        "be verified: declare the image it was unpacked from with '#GOVERN image REF' in the "
        "batch script",
    )
    declared = decide_job(
        declaring(f"#GOVERN image {SIGNED}", container="/scratch/alice/bundle"),
        ENGINE.decide,
        gate,
    )
    assert (declared.allowed, declared.message) == (True, "govern: allowed")


def test_a_privileged_image_runs_only_if_trusted_privileged_on_partitions_that_allow_it() -> None:
    privileged = f"#GOVERN image {SIGNED} privileged"
    gate = Gate(
        trusted=frozenset({SIGNED}),
        privileged=frozenset({SIGNED}),
        privileged_partitions=frozenset({"gpu", "cui"}),
    )
    allowed = decide_job(
        declaring(privileged, partition="gpu,cui"),
        ENGINE.decide,
        gate,
        clear_privileged=LAB_CLEARED,
    )
    assert (allowed.allowed, allowed.message) == (True, "govern: allowed")
    assert len(allowed.privileged_approvals) == 2  # one for each partition
    assert allowed.audit_payload()["privileged_approvals"] == list(allowed.privileged_approvals)

    mixed = decide_job(
        declaring(privileged, partition="gpu,debug,itar"),
        ENGINE.decide,
        gate,
        clear_privileged=LAB_CLEARED,
    )
    assert (mixed.allowed, mixed.message) == (
        False,
        "govern: job denied: partition debug does not allow privileged containers; "
        "partition itar does not allow privileged containers",
    )

    not_trusted_privileged = Gate(
        trusted=frozenset({SIGNED}), privileged_partitions=frozenset({"gpu"})
    )
    refused = decide_job(
        declaring(privileged), ENGINE.decide, not_trusted_privileged, clear_privileged=LAB_CLEARED
    )
    assert (refused.allowed, refused.message) == (
        False,
        f"govern: job denied: image {SIGNED} is not trusted to run privileged",
    )


def test_a_privileged_image_needs_an_approval_for_each_partition_it_runs_on() -> None:
    privileged = f"#GOVERN image {SIGNED} privileged"
    gate = Gate(
        trusted=frozenset({SIGNED}),
        privileged=frozenset({SIGNED}),
        privileged_partitions=frozenset({"gpu", "debug"}),
    )
    unapproved = decide_job(declaring(privileged, partition="gpu"), ENGINE.decide, gate)
    assert not unapproved.allowed
    assert "privileged approvals are not read here" in unapproved.message
    half = decide_job(
        declaring(privileged, partition="gpu,debug"),
        ENGINE.decide,
        gate,
        clear_privileged=LAB_CLEARED,
    )
    assert (half.allowed, half.message) == (
        False,
        f"govern: job denied: image {SIGNED} has no active privileged approval for "
        "partition:debug (govern approval request --kind privileged)",
    )
    # An approval for another project's work clears nothing of alice's.
    others = decide_job(
        declaring(privileged, partition="gpu"),
        ENGINE.decide,
        gate,
        clear_privileged=lab_cleared("semis"),
    )
    assert not others.allowed and "has no active privileged approval" in others.message


def test_an_image_run_unprivileged_needs_no_privileged_trust_or_partition() -> None:
    gate = Gate(trusted=frozenset({SIGNED}))
    result = decide_job(declaring(f"#GOVERN image {SIGNED}"), ENGINE.decide, gate)
    assert (result.allowed, result.message) == (True, "govern: allowed")


def test_each_image_declared_privileged_is_checked_whatever_comes_before_it() -> None:
    gate = Gate(trusted=frozenset({SIGNED, UNSIGNED}), privileged_partitions=frozenset({"gpu"}))
    result = decide_job(
        declaring(f"#GOVERN image {SIGNED}", f"#GOVERN image {UNSIGNED} privileged"),
        ENGINE.decide,
        gate,
        clear_privileged=LAB_CLEARED,
    )
    assert (result.allowed, result.message) == (
        False,
        f"govern: job denied: image {UNSIGNED} is not trusted to run privileged",
    )


def test_an_untrusted_privileged_image_is_refused_once_for_its_signature() -> None:
    gate = Gate(privileged=frozenset({UNSIGNED}))
    result = decide_job(
        declaring(f"#GOVERN image {UNSIGNED} privileged", partition="gpu,debug"),
        ENGINE.decide,
        gate,
    )
    assert (result.allowed, result.message) == (
        False,
        f"govern: job denied: image {UNSIGNED}: no valid signature",
    )


def test_every_problem_of_a_job_is_named_images_first_then_resources() -> None:
    gate = Gate(privileged_partitions=frozenset({"gpu"}))
    result = decide_job(
        declaring(
            "#GOVERN use dataset:radar-returns",
            f"#GOVERN image {UNSIGNED}",
            user="alice",
            container="/b",
        ),
        ENGINE.decide,
        gate,
    )
    assert result.message == (
        f"govern: job denied: image {UNSIGNED}: no valid signature; "
        f"dataset:radar-returns on partition gpu: {ITAR_ENCLAVE}"
    )


# ---- what the audit entry records ----


def test_the_audit_entry_records_the_job_every_check_and_every_image() -> None:
    gate = Gate(
        trusted=frozenset({SIGNED}),
        privileged=frozenset({SIGNED}),
        privileged_partitions=frozenset({"gpu"}),
    )
    read = JobRequest.from_json(
        {
            "event": "modify",
            "user": "chen",
            "partition": "gpu,itar",
            "directives": [
                [2, "#GOVERN use dataset:chip-layouts dataset:radar-returns"],
                [3, f"#GOVERN image {SIGNED} privileged"],
                [4, f"#GOVERN image {UNSIGNED}"],
            ],
            "container": "/scratch/chen/bundle",
            "account": "fab",
            "gres": "gpu:1",
            "tres_per_job": "cpu=2",
            "licenses": "cadence:1",
            "job_id": 0,
            "receipt": 3,
            "het_job_offset": 1,
        }
    )
    result = decide_job(
        read,
        ENGINE.decide,
        gate,
        at=parse_instant("2030-01-01"),
        clear_privileged=lab_cleared("semis"),  # chen's project
    )
    assert read.audit_subject == "job:0"
    assert result.audit_payload() == {
        "job": {
            "event": "modify",
            "user": "chen",
            "partitions": ["gpu", "itar"],
            "resources": ["dataset:chip-layouts", "dataset:radar-returns"],
            "images": [SIGNED, UNSIGNED],
            "privileged_images": [SIGNED],
            "container": "/scratch/chen/bundle",
            "het_job_offset": 1,
            "account": "fab",
            "gres": "gpu:1",
            "tres_per_job": "cpu=2",
            "licenses": "cadence:1",
            "job_id": 0,
        },
        "decision": "deny",
        "message": result.message,
        "image_checks": [
            {"reference": SIGNED, "trusted": True},
            {"reference": UNSIGNED, "trusted": False},
        ],
        "privileged_approvals": ["APR-2026-00000000"],
        "checks": [
            {
                "resource": "dataset:chip-layouts",
                "destination": "partition:gpu",
                "decision": "allow",
                "policies": ["baseline"],
                "approvals": ["APR-2026-001"],
                "errors": [],
            },
            {
                "resource": "dataset:chip-layouts",
                "destination": "partition:itar",
                "decision": "allow",
                "policies": ["baseline"],
                "approvals": ["APR-2026-001"],
                "errors": [],
            },
            {
                "resource": "dataset:radar-returns",
                "destination": "partition:gpu",
                "decision": "deny",
                "policies": [
                    "itar-us-enclave-only",
                    "itar-us-persons-trained",
                    "project-members-only",
                ],
                "approvals": [],
                "errors": [],
            },
            {
                "resource": "dataset:radar-returns",
                "destination": "partition:itar",
                "decision": "deny",
                "policies": ["itar-us-persons-trained", "project-members-only"],
                "approvals": [],
                "errors": [],
            },
        ],
    }
    assert result.message == (
        f"govern: job denied: image {UNSIGNED}: no valid signature; "
        "partition itar does not allow privileged containers; "
        f"dataset:radar-returns on partition gpu: {ITAR_ENCLAVE}; {ITAR_PERSONS}; {MEMBERS}; "
        f"dataset:radar-returns on partition itar: {ITAR_PERSONS}; {MEMBERS}"
    )


def test_an_allowed_job_is_recorded_as_allowed_with_the_errors_of_no_check() -> None:
    result = decide_job(declaring("#GOVERN use dataset:era5"), ENGINE.decide)
    payload = result.audit_payload()
    assert (payload["decision"], payload["message"]) == ("allow", "govern: allowed")
    assert payload["image_checks"] == []
    assert payload["job"]["job_id"] is None
    assert job().audit_subject == "job"


def test_an_engine_error_is_recorded_in_the_check() -> None:
    result = decide_job(declaring("#GOVERN use dataset:era5", user="mallory"), ENGINE.decide)
    assert result.audit_payload()["checks"] == [
        {
            "resource": "dataset:era5",
            "destination": "partition:gpu",
            "decision": "deny",
            "policies": [],
            "approvals": [],
            "errors": ["unknown user 'mallory'"],
        }
    ]
