"""A real Slurm cluster whose job_submit plugin asks a real `govern serve`, with people in LDAP."""

from __future__ import annotations

import contextlib
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.images.keys import generate_key_pair
from tests.conftest import REPO, Site
from tests.services.daemon import Daemon
from tests.services.registry import Registry
from tests.services.slapd import (
    Slapd,
    base_ldif,
    ldap_identity_toml,
    named_group_ldif,
    person_ldif,
    posix_group_ldif,
)
from tests.services.slurm import SlurmCluster

USERS = ("gva-alice", "gva-bob", "gva-carol")
# Approvers, who never submit: ivan and grace for export-controlled data, hana for images.
APPROVERS = ("gva-ivan", "gva-grace", "gva-hana")

CATALOG = """
[[project]]
id = "radar"
groups = ["gva-radar", "gva-guests"]

[[dataset]]
id = "radar-returns"
project = "radar"
classification = "itar"
protection = "authoritative"

[[dataset]]
id = "chip-designs"
project = "radar"
classification = "ear"
eccn = "3E001"
protection = "authoritative"

[[project]]
id = "hpc"
groups = ["gva-hpc"]

[[dataset]]
id = "era5"
project = "radar"
classification = "public"
protection = "reproducible"

[[destination]]
kind = "partition"
name = "gpu"
country = "US"

[[destination]]
kind = "partition"
name = "itar"
country = "US"
itar_enclave = true

[[destination]]
kind = "partition"
name = "debug"
country = "US"
"""


@pytest.fixture
def daemon(site: Site, tmp_path: Path) -> Iterator[Daemon]:
    """`govern serve` on the demo site, without Slurm."""
    running = Daemon(site.config, tmp_path / "run" / "decide.sock", tmp_path / "serve.log")
    running.start()
    yield running
    running.stop()


@dataclass
class SlurmSite:
    cluster: SlurmCluster
    daemon: Daemon
    directory: Slapd
    config: Path
    audit_dir: Path
    registry: Registry
    signing_key: Path


def _ensure_local_user(name: str) -> None:
    try:
        pwd.getpwnam(name)
    except KeyError:
        subprocess.run(["useradd", "--no-create-home", name], check=True, capture_output=True)


@pytest.fixture(scope="module")
def slurm_site(registry: Registry) -> Iterator[SlurmSite]:
    # Outside pytest's private temp folder: the submitting users read slurm.conf and their
    # job scripts from here.
    root = Path(tempfile.mkdtemp(prefix="govern-slurm-"))
    root.chmod(0o755)
    # Each server is stopped even when a later step of the set-up fails.
    with contextlib.ExitStack() as cleanup:
        cleanup.callback(shutil.rmtree, root, ignore_errors=True)
        directory = Slapd(root / "slapd")
        directory.setup()
        cleanup.callback(directory.stop)
        directory.start()
        directory.add(base_ldif())
        directory.add(
            "\n".join(
                [
                    person_ldif(
                        "gva-alice",
                        7001,
                        7100,
                        us_person=True,
                        citizenships=("US",),
                        export_expires="20991231235959Z",
                    ),
                    person_ldif("gva-bob", 7002, 7100, us_person=False, citizenships=("DE",)),
                    person_ldif(
                        "gva-carol", 7003, 7100, us_person=True, export_expires="20991231235959Z"
                    ),
                    posix_group_ldif("gva-radar", 7200, ("gva-alice",)),
                    named_group_ldif("gva-guests", ("gva-bob",)),
                    posix_group_ldif("gva-hpc", 7201, ("gva-carol",)),
                    *(
                        person_ldif(name, 7010 + n, 7100, us_person=True)
                        for n, name in enumerate(APPROVERS)
                    ),
                    posix_group_ldif("export-control", 7210, ("gva-ivan", "gva-grace")),
                    posix_group_ldif("hpc-security", 7211, ("gva-hana",)),
                ]
            )
        )
        for user in USERS:
            _ensure_local_user(user)

        site = root / "site"
        (site / "catalog").mkdir(parents=True)
        (site / "catalog" / "site.toml").write_text(CATALOG)
        keys = generate_key_pair(site / "hpc", b"")
        (site / "images.toml").write_text(
            f'[privileged]\npartitions = ["gpu"]\n\n'
            f'[[rule]]\nname = "drivers"\nmatch = ["{registry.host}/hpc/driver/*"]\n'
            f'keys = ["hpc.pub"]\nprivileged = true\n\n'
            f'[[rule]]\nname = "hpc"\nmatch = ["{registry.host}/hpc/**"]\nkeys = ["hpc.pub"]\n'
        )
        config = site / "govern.toml"
        config.write_text(
            f'[site]\ncountry = "US"\n\n[policy]\ndir = "{REPO / "policies"}"\n\n'
            f'[audit]\ndir = "audit"\n\n'
            '[approvals]\npath = "approvals.db"\n\n'
            f'[images]\npolicy = "images.toml"\ninsecure_registries = ["{registry.host}"]\n\n'
            + ldap_identity_toml(directory.url)
        )
        daemon = Daemon(config, root / "run" / "decide.sock", root / "serve.log")
        daemon.start()
        cleanup.callback(daemon.stop)

        cluster = SlurmCluster(root / "slurm")
        cluster.write_config()
        cluster.install_govern(
            daemon.socket_path, "--timeout-ms", "500", "--fail-open-partition", "debug"
        )
        cleanup.callback(cluster.stop)
        cluster.start()
        yield SlurmSite(
            cluster, daemon, directory, config, site / "audit", registry, keys.private_path
        )
