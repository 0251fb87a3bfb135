"""The example systemd unit for `govern serve` lets the documented socket group reach the socket,
and no one else: its runtime folder is made as systemd makes it, the daemon started with the
unit's own options, and real unprivileged processes connect."""

from __future__ import annotations

import contextlib
import pwd
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO, Site
from tests.services.daemon import Daemon

UNIT = REPO / "examples" / "slurm" / "govern-serve.service"
SLURM_GROUP = "g11w-slurm"
SLURM_USER = "g11w-slurmuser"
OUTSIDER = "g11w-outsider"


def unit_settings() -> dict[str, str]:
    """KEY=VALUE lines of the unit, continuation lines joined."""
    joined = UNIT.read_text().replace("\\\n", " ")
    settings: dict[str, str] = {}
    for line in joined.splitlines():
        key, separator, value = line.partition("=")
        if separator and not line.startswith(("#", "[")):
            settings[key.strip()] = value.strip()
    return settings


def option(arguments: list[str], name: str) -> str:
    return arguments[arguments.index(name) + 1]


@dataclass(frozen=True)
class Accounts:
    slurm_user: str
    outsider: str
    group: str


@pytest.fixture
def accounts() -> Iterator[Accounts]:
    def run(*command: str) -> None:
        subprocess.run(command, check=True, capture_output=True)

    run("groupadd", SLURM_GROUP)
    try:
        run("useradd", "--no-create-home", "--gid", SLURM_GROUP, SLURM_USER)
        run("useradd", "--no-create-home", OUTSIDER)
        yield Accounts(SLURM_USER, OUTSIDER, SLURM_GROUP)
    finally:
        for user in (SLURM_USER, OUTSIDER):
            subprocess.run(["userdel", user], capture_output=True, check=False)
        subprocess.run(["groupdel", SLURM_GROUP], capture_output=True, check=False)


def connect_as(user: str, socket_path: Path) -> subprocess.CompletedProcess[str]:
    """Connect to SOCKET_PATH from a process of USER (its own uid, groups)."""
    script = "import socket, sys; socket.socket(socket.AF_UNIX).connect(sys.argv[1])"
    return subprocess.run(
        ["/usr/bin/python3", "-c", script, str(socket_path)],
        user=user,
        group=pwd.getpwnam(user).pw_gid,
        extra_groups=[],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )


def test_the_socket_group_reaches_the_socket_and_no_one_else(
    site: Site, accounts: Accounts
) -> None:
    settings = unit_settings()
    arguments = shlex.split(settings["ExecStart"])
    socket_path = Path(option(arguments, "--socket"))
    assert option(arguments, "--socket-group") == "slurm"  # the group the README documents
    assert socket_path.parent == Path("/run") / settings["RuntimeDirectory"]
    # systemd makes RuntimeDirectory owned by the unit's User and Group: root, as none is set.
    assert "User" not in settings and "Group" not in settings
    mode = int(settings.get("RuntimeDirectoryMode", "0755"), 8)
    with contextlib.ExitStack() as cleanup:
        run = Path(tempfile.mkdtemp(prefix="g11w-run-"))
        cleanup.callback(shutil.rmtree, run, ignore_errors=True)
        run.chmod(0o755)  # as /run is
        runtime = run / settings["RuntimeDirectory"]
        runtime.mkdir()
        runtime.chmod(mode)
        daemon = Daemon(
            site.config,
            runtime / socket_path.name,
            run / "serve.log",
            "--socket-group",
            accounts.group,
        )
        cleanup.callback(daemon.stop)
        daemon.start()

        member = connect_as(accounts.slurm_user, daemon.socket_path)
        assert member.returncode == 0, member.stderr
        outsider = connect_as(accounts.outsider, daemon.socket_path)
        assert outsider.returncode != 0
        assert "PermissionError" in outsider.stderr
