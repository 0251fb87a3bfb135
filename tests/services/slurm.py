"""A private single-node Slurm 22.05 cluster: its own config, state, ports and fake GPUs."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import warnings
from pathlib import Path

from tests.services.process import free_port, install, port_open, running, stop, wait_until

PARTITIONS = ("gpu", "itar", "debug")


class SlurmCluster:
    def __init__(self, root: Path, *, job_submit: bool = True) -> None:
        self.root = root
        self.conf_dir = root / "etc"
        self.job_submit = job_submit
        self.ctld_port, self.slurmd_port = _two_ports()
        self.host = socket.gethostname().split(".")[0]
        self.processes: list[subprocess.Popen[bytes]] = []

    @property
    def conf(self) -> Path:
        return self.conf_dir / "slurm.conf"

    @property
    def env(self) -> dict[str, str]:
        return {**os.environ, "SLURM_CONF": str(self.conf)}

    def write_config(self) -> None:
        for name in ("etc", "state", "spool", "log", "dev"):
            (self.root / name).mkdir(parents=True, exist_ok=True)
        for number in (0, 1):
            device = self.root / "dev" / f"fakegpu{number}"
            if not device.exists():
                os.mknod(device, 0o600 | 0o020000, os.makedev(195, number))
        plugins = "JobSubmitPlugins=lua\n" if self.job_submit else ""
        partitions = "\n".join(
            f"PartitionName={p} Nodes={self.host} MaxTime=INFINITE State=UP"
            + (" Default=YES" if p == "gpu" else "")
            for p in PARTITIONS
        )
        self.conf.write_text(f"""\
ClusterName=govern
SlurmctldHost={self.host}(127.0.0.1)
SlurmctldPort={self.ctld_port}
SlurmdPort={self.slurmd_port}
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MailProg=/bin/true
{plugins}StateSaveLocation={self.root}/state
SlurmdSpoolDir={self.root}/spool
SlurmctldPidFile={self.root}/slurmctld.pid
SlurmdPidFile={self.root}/slurmd.pid
SlurmctldLogFile={self.root}/log/slurmctld.log
SlurmdLogFile={self.root}/log/slurmd.log
MinJobAge=600
ReturnToService=2
GresTypes=gpu
NodeName={self.host} NodeAddr=127.0.0.1 CPUs=2 RealMemory=4000 Gres=gpu:2 State=UNKNOWN
{partitions}
""")
        (self.conf_dir / "gres.conf").write_text(
            f"NodeName={self.host} Name=gpu File={self.root}/dev/fakegpu[0-1]\n"
        )

    def install_govern(self, socket_path: Path, *options: str) -> None:
        """`govern slurm install` next to this cluster's slurm.conf, asking SOCKET_PATH."""
        subprocess.run(
            [
                sys.executable,
                "-m",
                "govern",
                "slurm",
                "install",
                "--dir",
                str(self.conf_dir),
                "--socket",
                str(socket_path),
                *options,
            ],
            check=True,
            capture_output=True,
        )

    def start(self) -> None:
        """Both daemons up and the node idle. The ports are chosen free but not held until the
        daemons bind them, so another process can take one in between: then the start is tried
        once more on new ports, and a second failure raises with what Slurm said."""
        ensure_munged()
        try:
            self._start_daemons()
        except TimeoutError as first:
            self.stop()
            warnings.warn(f"Slurm started again on new ports: {first}", stacklevel=2)
            self.ctld_port, self.slurmd_port = _two_ports()
            self._start_daemons()

    def _start_daemons(self) -> None:
        self.write_config()
        for daemon in ("slurmctld", "slurmd"):
            self.processes.append(
                subprocess.Popen(
                    [daemon, "-D", "-f", str(self.conf)],
                    env=self.env,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            )
        try:
            wait_until(lambda: port_open(self.ctld_port), 20, "slurmctld")
            wait_until(self._node_idle, 30, "the Slurm node")
        except TimeoutError as error:
            raise TimeoutError(f"{error}\n{self._diagnosis()}") from None

    def _node_idle(self) -> bool:
        if any(process.poll() is not None for process in self.processes):
            raise TimeoutError("a Slurm daemon exited")
        result = self.run("sinfo", "-h", "-o", "%t", check=False)
        return result.returncode == 0 and "idle" in result.stdout

    def _diagnosis(self) -> str:
        exits = ", ".join(
            f"{name} exit {process.poll()}"
            for name, process in zip(("slurmctld", "slurmd"), self.processes, strict=False)
        )
        node = self.run("sinfo", "-h", "-N", "-o", "%N %t %E", check=False)
        logs = "\n".join(
            f"--- {name}:\n" + "\n".join(_tail(self.root / "log" / f"{name}.log", 15))
            for name in ("slurmctld", "slurmd")
        )
        return (
            f"ports {self.ctld_port}/{self.slurmd_port}; {exits}; "
            f"sinfo: {node.stdout.strip() or node.stderr.strip()}\n{logs}"
        )

    def stop(self) -> None:
        for process in reversed(self.processes):
            stop(process)
        self.processes.clear()

    def run(
        self, *command: str, user: str | None = None, check: bool = True, timeout: float = 60
    ) -> subprocess.CompletedProcess[str]:
        argv = ["runuser", "-u", user, "--", *command] if user else list(command)
        return subprocess.run(
            argv,
            env=self.env,
            capture_output=True,
            text=True,
            check=check,
            timeout=timeout,
            cwd="/tmp",
        )

    def sbatch(self, user: str, script: str, *options: str) -> subprocess.CompletedProcess[str]:
        path = self.root / f"job-{time.monotonic_ns()}.sh"
        path.write_text(script)
        path.chmod(0o644)
        return self.run(
            "sbatch",
            "--parsable",
            "--output=/dev/null",
            *options,
            str(path),
            user=user,
            check=False,
        )

    def job(self, job_id: str) -> dict[str, str]:
        shown = self.run("scontrol", "show", "job", "-o", job_id).stdout
        return dict(re.findall(r"(\w+)=(\S*)", shown))

    def wait_for_end(self, job_id: str, timeout: float = 60) -> dict[str, str]:
        ended = ("COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL")
        wait_until(lambda: self.job(job_id).get("JobState") in ended, timeout, f"job {job_id}")
        return self.job(job_id)


def _two_ports() -> tuple[int, int]:
    ports = (free_port(), free_port())
    while ports[0] == ports[1]:
        ports = (ports[0], free_port())
    return ports


def _tail(path: Path, lines: int) -> list[str]:
    try:
        return path.read_text(errors="replace").splitlines()[-lines:]
    except OSError as error:
        return [str(error)]


def ensure_munged() -> None:
    """Slurm and munge installed, and the host's munged running (started when it is not)."""
    install("slurm")
    if not _munged_running():
        subprocess.run(["runuser", "-u", "munge", "--", "/usr/sbin/munged"], check=True)
        wait_until(_munged_running, 10, "munged")


def _munged_running() -> bool:
    pid_file = Path("/run/munge/munged.pid")
    try:
        return (
            running(int(pid_file.read_text().strip()))
            and Path("/run/munge/munge.socket.2").exists()
        )
    except (OSError, ValueError):
        return False
