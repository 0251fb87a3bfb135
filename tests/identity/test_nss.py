"""NSS identity against the machine's real passwd and group databases (users made for the test)."""

from __future__ import annotations

import math
import os
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.request import Request
from tests.conftest import REPO, Govern, check_args
from tests.identity.sites import Clock
from tests.services.daemon import Client, Daemon
from tests.services.process import wait_until


def _run(*command: str) -> None:
    subprocess.run(command, check=True, capture_output=True)


@pytest.fixture
def nss_accounts() -> Iterator[dict[str, str]]:
    assert os.geteuid() == 0, "these tests create real users and groups: run them as root"
    tag = uuid.uuid4().hex[:6]
    names = {"group": f"gvt{tag}-proj", "member": f"gvt{tag}-m", "outsider": f"gvt{tag}-o"}
    _run("groupadd", names["group"])
    _run("useradd", "--no-create-home", "--groups", names["group"], names["member"])
    _run("useradd", "--no-create-home", names["outsider"])
    try:
        yield names
    finally:
        for user in (names["member"], names["outsider"]):
            subprocess.run(["userdel", user], check=False, capture_output=True)
        subprocess.run(["groupdel", names["group"]], check=False, capture_output=True)


@pytest.fixture
def nss_site(tmp_path: Path, nss_accounts: dict[str, str]) -> Path:
    (tmp_path / "catalog").mkdir()
    (tmp_path / "catalog" / "site.toml").write_text(f"""
[[project]]
id = "proj"
groups = ["{nss_accounts["group"]}"]

[[dataset]]
id = "runs"
project = "proj"
classification = "internal"
protection = "authoritative"

[[destination]]
kind = "partition"
name = "gpu"
country = "US"
""")
    (tmp_path / "attributes.toml").write_text(f'["{nss_accounts["member"]}"]\nus_person = true\n')
    config = tmp_path / "govern.toml"
    config.write_text(f"""
[site]
country = "US"

[identity]
source = "nss"
attributes = "attributes.toml"
refresh_seconds = 1

[policy]
dir = "{REPO / "policies"}"

[audit]
dir = "audit"
""")
    return config


def _use(user: str) -> tuple[str, ...]:
    return check_args(user, "use", "dataset:runs", "partition:gpu")


def test_membership_comes_from_nss_groups(
    nss_site: Path, nss_accounts: dict[str, str], govern: Govern
) -> None:
    member = govern("--config", nss_site, *_use(nss_accounts["member"]))
    assert member.code == 0, member.stdout + member.stderr
    outsider = govern("--config", nss_site, *_use(nss_accounts["outsider"]))
    assert outsider.code == 1
    assert "project-members-only" in outsider.stdout
    nobody = govern("--config", nss_site, *_use("gvt-no-such-user"))
    assert nobody.code == 2
    assert "unknown user 'gvt-no-such-user'" in nobody.stdout


def test_group_changes_reach_decisions(
    nss_site: Path, nss_accounts: dict[str, str], govern: Govern
) -> None:
    clock = Clock()
    resident = Engine(compile_site(nss_site), resident=True, clock=clock)
    outsider = Request(nss_accounts["outsider"], "use", "dataset:runs", "partition:gpu")
    assert not resident.decide(outsider).allowed

    _run("usermod", "--append", "--groups", nss_accounts["group"], nss_accounts["outsider"])
    assert govern("--config", nss_site, *_use(nss_accounts["outsider"])).code == 0

    clock.now = math.nextafter(resident.site.refresh_seconds, 0.0)
    resident.refresh_identity_if_due()
    assert not resident.decide(outsider).allowed, "not due yet: the last listing holds"
    clock.now = resident.site.refresh_seconds
    resident.refresh_identity_if_due()
    assert resident.decide(outsider).allowed


def test_a_running_daemon_sees_group_changes(
    nss_site: Path, nss_accounts: dict[str, str], tmp_path: Path
) -> None:
    daemon = Daemon(nss_site, tmp_path / "s.sock", tmp_path / "serve.log")
    daemon.start()
    try:
        client = Client(daemon.socket_path)
        request = {
            "op": "check",
            "user": nss_accounts["outsider"],
            "action": "use",
            "resource": "dataset:runs",
            "destination": "partition:gpu",
        }
        assert client.ask(request)["decision"] == "deny"
        _run("usermod", "--append", "--groups", nss_accounts["group"], nss_accounts["outsider"])
        wait_until(
            lambda: client.ask(request)["decision"] == "allow", 15, "the daemon to re-read NSS"
        )
    finally:
        daemon.stop()
