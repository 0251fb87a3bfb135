"""Real jobs through sbatch: the plugin asks the daemon, the daemon asks the policy."""

from __future__ import annotations

import subprocess
import time

import pytest

from govern.audit import open_log
from tests.approvals.through_cli import first_within, granted, granted_privileged, revoked
from tests.conftest import Govern
from tests.slurm.conftest import SlurmSite

ITAR_JOB = "#!/bin/sh\n#SBATCH --job-name=radar\n#GOVERN use dataset:radar-returns\ntrue\n"
PLAIN_JOB = "#!/bin/sh\ntrue\n"

pytestmark = pytest.mark.slow


def _receipt(job: dict[str, str]) -> int:
    comment = job.get("AdminComment", "")
    assert comment.startswith("govern:audit:"), job
    return int(comment.removeprefix("govern:audit:"))


def test_allowed_job_runs_and_carries_its_receipt(slurm_site: SlurmSite) -> None:
    submitted = slurm_site.cluster.sbatch("gva-alice", ITAR_JOB, "--partition=itar", "--gres=gpu:1")
    assert submitted.returncode == 0, submitted.stderr
    job = slurm_site.cluster.wait_for_end(submitted.stdout.strip())
    assert job["JobState"] == "COMPLETED"

    index = _receipt(job)
    with open_log(slurm_site.audit_dir, create=False) as log:
        ((_, entry),) = list(log.entries(index, index + 1))
    assert entry.kind == "slurm.job"
    assert entry.actor == "gva-alice"
    assert entry.payload["decision"] == "allow"
    assert entry.payload["image_checks"] == []
    assert entry.payload["job"]["resources"] == ["dataset:radar-returns"]
    assert entry.payload["job"]["partitions"] == ["itar"]
    assert entry.payload["job"]["gres"] == "gres:gpu:1"


def test_itar_job_on_an_ordinary_partition_is_refused_with_the_reason(
    slurm_site: SlurmSite,
) -> None:
    result = slurm_site.cluster.sbatch("gva-alice", ITAR_JOB, "--partition=gpu")
    assert result.returncode == 1
    assert "dataset:radar-returns on partition gpu" in result.stderr
    assert "itar-us-enclave-only" in result.stderr


def test_default_partition_is_the_one_checked(slurm_site: SlurmSite) -> None:
    result = slurm_site.cluster.sbatch("gva-alice", ITAR_JOB)  # gpu is the default
    assert result.returncode == 1
    assert "on partition gpu" in result.stderr


def test_people_are_judged_by_their_ldap_attributes(slurm_site: SlurmSite) -> None:
    bob = slurm_site.cluster.sbatch("gva-bob", ITAR_JOB, "--partition=itar")
    assert bob.returncode == 1
    assert "itar-us-persons-trained" in bob.stderr  # a member, but not a US person
    carol = slurm_site.cluster.sbatch("gva-carol", ITAR_JOB, "--partition=itar")
    assert carol.returncode == 1
    assert "project-members-only" in carol.stderr  # cleared, but not in the project


def test_a_job_that_declares_nothing_runs(slurm_site: SlurmSite) -> None:
    submitted = slurm_site.cluster.sbatch("gva-carol", PLAIN_JOB)
    assert submitted.returncode == 0, submitted.stderr
    job = slurm_site.cluster.wait_for_end(submitted.stdout.strip())
    assert job["JobState"] == "COMPLETED"
    _receipt(job)


def test_malformed_directive_is_refused_naming_the_line(slurm_site: SlurmSite) -> None:
    script = "#!/bin/sh\n#SBATCH --job-name=x\n\n#GOVERN uses dataset:radar-returns\ntrue\n"
    result = slurm_site.cluster.sbatch("gva-alice", script, "--partition=itar")
    assert result.returncode == 1
    assert "script line 4: unknown #GOVERN directive 'uses'" in result.stderr


def test_images_no_trust_rule_covers_are_refused(slurm_site: SlurmSite) -> None:
    script = "#!/bin/sh\n#GOVERN image registry.example/app@sha256:" + "a" * 64 + "\ntrue\n"
    result = slurm_site.cluster.sbatch("gva-alice", script, "--partition=itar")
    assert result.returncode == 1
    assert "no trust rule in images.toml covers registry.example/app" in result.stderr


def test_only_signed_images_run(slurm_site: SlurmSite) -> None:
    from govern.images._internal.registry import RegistryClient
    from govern.images.keys import load_private_key
    from govern.images.sign import sign_image

    registry = slurm_site.registry
    registry.push_image("hpc/signed", "v1")
    registry.push_image("hpc/unsigned", "v1")
    with RegistryClient(insecure=[registry.host]) as client:
        sign_image(
            client, f"{registry.host}/hpc/signed:v1", load_private_key(slurm_site.signing_key, b"")
        )

    signed = slurm_site.cluster.sbatch(
        "gva-carol", f"#!/bin/sh\n#GOVERN image {registry.host}/hpc/signed:v1\ntrue\n"
    )
    assert signed.returncode == 0, signed.stderr
    job = slurm_site.cluster.wait_for_end(signed.stdout.strip())
    assert job["JobState"] == "COMPLETED"
    index = _receipt(job)
    with open_log(slurm_site.audit_dir, create=False) as log:
        ((_, entry),) = list(log.entries(index, index + 1))
    assert entry.payload["job"]["images"] == [f"{registry.host}/hpc/signed:v1"]
    assert entry.payload["decision"] == "allow"
    (checked,) = entry.payload["image_checks"]
    assert checked["trusted"] is True and checked["rule"] == "hpc"
    assert checked["digest"].startswith("sha256:") and checked["signer"].startswith("key hpc.pub")
    (checked,) = entry.payload["image_checks"]
    assert checked["trusted"] is True and checked["rule"] == "hpc"
    assert checked["digest"].startswith("sha256:") and checked["signer"].startswith("key hpc.pub")

    unsigned = slurm_site.cluster.sbatch(
        "gva-carol", f"#!/bin/sh\n#GOVERN image {registry.host}/hpc/unsigned:v1\ntrue\n"
    )
    assert unsigned.returncode == 1
    assert f"image {registry.host}/hpc/unsigned:v1: no signature found" in unsigned.stderr


def test_moving_a_job_to_another_partition_is_checked_again(slurm_site: SlurmSite) -> None:
    cluster = slurm_site.cluster
    declared = cluster.sbatch("gva-alice", ITAR_JOB, "--partition=itar", "--hold")
    plain = cluster.sbatch("gva-alice", PLAIN_JOB, "--partition=itar", "--hold")
    assert declared.returncode == 0 and plain.returncode == 0, declared.stderr + plain.stderr
    declared_id, plain_id = declared.stdout.strip(), plain.stdout.strip()
    try:
        moved = cluster.run(
            "scontrol",
            "update",
            f"jobid={declared_id}",
            "partition=gpu",
            user="gva-alice",
            check=False,
        )
        assert moved.returncode != 0, "ITAR data may not follow the job to partition gpu"
        assert "denied" in moved.stderr.lower()
        assert cluster.job(declared_id)["Partition"] == "itar"

        allowed = cluster.run(
            "scontrol",
            "update",
            f"jobid={plain_id}",
            "partition=gpu",
            user="gva-alice",
            check=False,
        )
        assert allowed.returncode == 0, slurm_site.daemon.log.read_text()
        assert cluster.job(plain_id)["Partition"] == "gpu"
    finally:
        cluster.run("scancel", declared_id, plain_id)


def test_daemon_down_denies_quickly_except_where_the_site_fails_open(
    slurm_site: SlurmSite,
) -> None:
    cluster, daemon = slurm_site.cluster, slurm_site.daemon
    daemon.stop()
    try:
        started = time.monotonic()
        refused = cluster.sbatch("gva-alice", ITAR_JOB, "--partition=itar")
        assert refused.returncode == 1
        assert "decision daemon unreachable" in refused.stderr
        assert time.monotonic() - started < 5

        plain = cluster.sbatch("gva-carol", PLAIN_JOB, "--partition=debug")
        assert plain.returncode == 0, "debug fails open for jobs that declare nothing"
        declared = cluster.sbatch("gva-alice", ITAR_JOB, "--partition=debug")
        assert declared.returncode == 1, "but never for a job that declares a resource"
        assert cluster.sbatch("gva-carol", PLAIN_JOB, "--partition=gpu").returncode == 1
    finally:
        daemon.start()
    assert cluster.sbatch("gva-carol", PLAIN_JOB).returncode == 0


def test_stalled_daemon_denies_within_the_timeout_and_slurm_keeps_answering(
    slurm_site: SlurmSite,
) -> None:
    cluster, daemon = slurm_site.cluster, slurm_site.daemon
    daemon.pause()
    try:
        started = time.monotonic()
        refused = cluster.sbatch("gva-carol", PLAIN_JOB, "--partition=gpu")
        elapsed = time.monotonic() - started
        assert refused.returncode == 1
        assert "no answer from the decision daemon within 0.5 s" in refused.stderr
        assert elapsed < 5
        started = time.monotonic()
        assert cluster.run("sinfo", "-h").returncode == 0
        assert time.monotonic() - started < 2
    finally:
        daemon.resume()
    assert cluster.sbatch("gva-carol", PLAIN_JOB).returncode == 0


def test_privileged_images_run_only_where_the_policy_allows_and_an_approval_clears_them(
    slurm_site: SlurmSite, govern: Govern
) -> None:
    from govern.images._internal.registry import RegistryClient
    from govern.images.keys import load_private_key
    from govern.images.sign import sign_image

    registry = slurm_site.registry
    driver = f"{registry.host}/hpc/driver/nvidia:v1"
    tool = f"{registry.host}/hpc/tool:v1"
    registry.push_image("hpc/driver/nvidia", "v1")
    registry.push_image("hpc/tool", "v1")
    key = load_private_key(slurm_site.signing_key, b"")
    with RegistryClient(insecure=[registry.host]) as client:
        for reference in (driver, tool):
            sign_image(client, reference, key)

    def submit(
        image: str, partition: str, user: str = "gva-carol"
    ) -> subprocess.CompletedProcess[str]:
        script = f"#!/bin/sh\n#GOVERN image {image} privileged\ntrue\n"
        return slurm_site.cluster.sbatch(user, script, f"--partition={partition}")

    unapproved = submit(driver, "gpu")
    assert unapproved.returncode == 1
    assert f"image {driver} has no active privileged approval for partition:gpu" in (
        unapproved.stderr
    )
    approval = granted_privileged(
        govern, slurm_site.config, f"{registry.host}/hpc/driver/*", "partition:gpu",
        project="hpc", by="gva-carol", approver="gva-hana",
    )  # fmt: skip
    allowed = first_within(lambda: submit(driver, "gpu"), lambda done: done.returncode == 0)
    job = slurm_site.cluster.wait_for_end(allowed.stdout.strip())
    assert job["JobState"] == "COMPLETED"
    with open_log(slurm_site.audit_dir, create=False) as log:
        ((_, entry),) = list(log.entries(_receipt(job), _receipt(job) + 1))
    assert entry.payload["privileged_approvals"] == [approval]
    # The approval is for the hpc project's work: a job of someone outside it is not cleared.
    outsider = submit(driver, "gpu", user="gva-bob")
    assert outsider.returncode == 1
    assert "has no active privileged approval for partition:gpu" in outsider.stderr
    wrong_partition = submit(driver, "itar")
    assert wrong_partition.returncode == 1
    assert "partition itar does not allow privileged containers" in wrong_partition.stderr
    ordinary = submit(tool, "gpu")
    assert ordinary.returncode == 1
    assert f"image {tool} is not trusted to run privileged" in ordinary.stderr


EAR_JOB = "#!/bin/sh\n#GOVERN use dataset:chip-designs\ntrue\n"


def test_a_job_an_approval_released_is_refused_soon_after_its_revocation_saying_so(
    slurm_site: SlurmSite, govern: Govern
) -> None:
    def submit() -> subprocess.CompletedProcess[str]:
        return slurm_site.cluster.sbatch("gva-bob", EAR_JOB, "--partition=gpu")

    before = submit()  # gva-bob is in the project, but not a US person
    assert before.returncode == 1
    assert "ear-foreign-person-approval" in before.stderr
    approval = granted(
        govern, slurm_site.config, "gva-bob", by="gva-alice",
        resource="dataset:chip-designs", approvers=("gva-ivan", "gva-grace"),
    )  # fmt: skip
    allowed = first_within(submit, lambda done: done.returncode == 0)
    job = slurm_site.cluster.wait_for_end(allowed.stdout.strip())
    with open_log(slurm_site.audit_dir, create=False) as log:
        ((_, entry),) = list(log.entries(_receipt(job), _receipt(job) + 1))
    assert entry.payload["checks"][0]["approvals"] == [approval]

    revoked(govern, slurm_site.config, approval, by="gva-ivan")
    refused = first_within(submit, lambda done: done.returncode == 1)
    assert "ear-foreign-person-approval" in refused.stderr
    assert f"approval {approval} revoked by gva-ivan" in refused.stderr
    assert "signing key rotated" in refused.stderr


@pytest.mark.parametrize(
    ("lines", "setting"),
    [(250, "[serve] max_directive_bytes"), (2_000, "[serve] max_request_bytes")],
)
def test_a_script_declaring_too_much_is_refused_naming_the_limit(
    slurm_site: SlurmSite, lines: int, setting: str
) -> None:
    declared = "".join(
        "#GOVERN use " + " ".join(f"dataset:d{line}-{n}" for n in range(10)) + "\n"
        for line in range(lines)
    )
    result = slurm_site.cluster.sbatch("gva-alice", f"#!/bin/sh\n{declared}true\n")
    assert result.returncode == 1
    assert setting in result.stderr, result.stderr
