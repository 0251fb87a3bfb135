"""How a Slurm job maps onto policy questions: every partition of every component, moves judged
by what the job declared, and `--container` bundles."""

from __future__ import annotations

import re

import pytest

from govern.audit import open_log
from tests.slurm.conftest import SlurmSite

ITAR_JOB = "#!/bin/sh\n#GOVERN use dataset:radar-returns\ntrue\n"
PLAIN_JOB = "#!/bin/sh\ntrue\n"

pytestmark = pytest.mark.slow


def _components(site: SlurmSite, leader: str) -> list[str]:
    """The job ids of a heterogeneous job's components, in offset order."""
    listed = site.cluster.run("squeue", "-h", "-o", "%i %A").stdout.split("\n")
    ids = dict(line.split() for line in listed if line.startswith(f"{leader}+"))
    return [ids[f"{leader}+{offset}"] for offset in range(len(ids))]


def _record(site: SlurmSite, job_id: str) -> dict[str, str]:
    """One job's fields (`scontrol show job` of a heterogeneous leader lists every component)."""
    shown = site.cluster.run("scontrol", "show", "job", "-o", job_id).stdout.splitlines()
    (line,) = [line for line in shown if line.startswith(f"JobId={job_id} ")]
    return dict(re.findall(r"(\w+)=(\S*)", line))


def _receipt_payload(site: SlurmSite, job_id: str) -> dict[str, object]:
    index = int(_record(site, job_id)["AdminComment"].removeprefix("govern:audit:"))
    with open_log(site.audit_dir, create=False) as log:
        ((_, entry),) = list(log.entries(index, index + 1))
    return entry.payload


def test_a_partition_list_naming_no_partition_is_refused(slurm_site: SlurmSite) -> None:
    result = slurm_site.cluster.sbatch("gva-carol", PLAIN_JOB, "--partition=,")
    assert result.returncode == 1
    assert "partition list ',' names no partition" in result.stderr
    logged = [line for line in slurm_site.daemon.log.read_text().splitlines() if " deny " in line]
    assert 'user="gva-carol"' in logged[-1]
    assert "partition list ',' names no partition" in logged[-1]
    assert re.search(r"receipt=\d+$", logged[-1])


def test_an_empty_partition_list_does_not_fail_open(slurm_site: SlurmSite) -> None:
    slurm_site.daemon.stop()
    try:
        result = slurm_site.cluster.sbatch("gva-carol", PLAIN_JOB, "--partition=,")
    finally:
        slurm_site.daemon.start()
    assert result.returncode == 1
    assert "decision daemon unreachable" in result.stderr


def test_every_component_of_a_heterogeneous_job_is_checked(slurm_site: SlurmSite) -> None:
    cluster = slurm_site.cluster
    split = cluster.sbatch("gva-alice", ITAR_JOB, "--partition=itar", ":", "--partition=gpu")
    assert split.returncode == 1, "the second component would take ITAR data to gpu"
    assert "dataset:radar-returns on partition gpu" in split.stderr

    enclave = cluster.sbatch(
        "gva-alice", ITAR_JOB, "--hold", "--partition=itar", ":", "--partition=itar"
    )
    assert enclave.returncode == 0, enclave.stderr
    leader = enclave.stdout.strip()
    try:
        for offset, job_id in enumerate(_components(slurm_site, leader)):
            payload = _receipt_payload(slurm_site, job_id)
            job = payload["job"]
            assert isinstance(job, dict)
            assert job["resources"] == ["dataset:radar-returns"], offset
            assert job["het_job_offset"] == offset
    finally:
        cluster.run("scancel", leader)


def test_a_job_whose_receipt_is_overwritten_still_cannot_leave_the_enclave(
    slurm_site: SlurmSite,
) -> None:
    cluster = slurm_site.cluster
    submitted = cluster.sbatch("gva-alice", ITAR_JOB, "--partition=itar", "--hold")
    het = cluster.sbatch(
        "gva-alice", ITAR_JOB, "--hold", "--partition=itar", ":", "--partition=itar"
    )
    plain = cluster.sbatch("gva-alice", PLAIN_JOB, "--partition=itar", "--hold")
    assert submitted.returncode == het.returncode == plain.returncode == 0, (
        submitted.stderr + het.stderr
    )
    job_id, het_leader, plain_id = (
        submitted.stdout.strip(),
        het.stdout.strip(),
        plain.stdout.strip(),
    )
    second = _components(slurm_site, het_leader)[1]
    try:
        for overwritten in (job_id, second, plain_id):
            cluster.run("scontrol", "update", f"jobid={overwritten}", "admincomment=site note")

        def move(job: str, partition: str) -> tuple[int, str]:
            result = cluster.run(
                "scontrol",
                "update",
                f"jobid={job}",
                f"partition={partition}",
                user="gva-alice",
                check=False,
            )
            return result.returncode, result.stderr

        code, _ = move(job_id, "gpu")
        assert code != 0, "the batch script still declares ITAR data"
        assert cluster.job(job_id)["Partition"] == "itar"
        code, _ = move(second, "debug")
        assert code != 0, "a later component's declarations live only in its receipt"
        assert _record(slurm_site, second)["Partition"] == "itar"
        assert "cannot be found" in slurm_site.daemon.log.read_text()
        code, stderr = move(plain_id, "gpu")
        assert code == 0, stderr
        assert cluster.job(plain_id)["Partition"] == "gpu"
    finally:
        cluster.run("scancel", job_id, het_leader, plain_id)


def test_a_container_bundle_runs_only_with_the_image_it_declares(slurm_site: SlurmSite) -> None:
    from govern.images._internal.registry import RegistryClient
    from govern.images.keys import load_private_key
    from govern.images.sign import sign_image

    registry, cluster = slurm_site.registry, slurm_site.cluster
    image = f"{registry.host}/hpc/bundled:v1"
    registry.push_image("hpc/bundled", "v1")
    with RegistryClient(insecure=[registry.host]) as client:
        sign_image(client, image, load_private_key(slurm_site.signing_key, b""))

    bare = cluster.sbatch("gva-carol", PLAIN_JOB, "--container=/srv/bundles/bundled", "--hold")
    assert bare.returncode == 1
    assert "--container /srv/bundles/bundled is an OCI bundle" in bare.stderr
    assert "#GOVERN image REF" in bare.stderr

    script = f"#!/bin/sh\n#GOVERN image {image}\ntrue\n"
    declared = cluster.sbatch("gva-carol", script, "--container=/srv/bundles/bundled", "--hold")
    assert declared.returncode == 0, declared.stderr
    try:
        payload = _receipt_payload(slurm_site, declared.stdout.strip())
        job = payload["job"]
        assert isinstance(job, dict)
        assert job["images"] == [image] and job["container"] == "/srv/bundles/bundled"
    finally:
        cluster.run("scancel", declared.stdout.strip())


def test_a_job_runs_only_on_the_partition_it_was_decided_for(slurm_site: SlurmSite) -> None:
    """With no --partition, slurmctld would put a job in its reservation's partition: the plugin
    pins the partition it checked, so the job goes there or nowhere."""
    cluster = slurm_site.cluster
    reservation = "govern-elsewhere"
    cluster.run(
        "scontrol",
        "create",
        "reservation",
        f"ReservationName={reservation}",
        "Users=gva-carol",
        "PartitionName=debug",
        "StartTime=now",
        "Duration=60",
        "Nodes=ALL",
        "Flags=IGNORE_JOBS",
    )
    try:
        result = cluster.sbatch("gva-carol", PLAIN_JOB, "--hold", f"--reservation={reservation}")
        assert result.returncode == 0, result.stderr
        job_id = result.stdout.strip()
        try:
            job = _receipt_payload(slurm_site, job_id)["job"]
            assert isinstance(job, dict)
            assert _record(slurm_site, job_id)["Partition"] == "gpu"
            assert job["partitions"] == ["gpu"]
        finally:
            cluster.run("scancel", job_id)
    finally:
        cluster.run("scontrol", "delete", f"ReservationName={reservation}", check=False)
