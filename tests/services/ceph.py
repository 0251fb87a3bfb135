"""A real S3 implementation with Object Lock for tests: a private single-node Ceph cluster (one
monitor, one memstore OSD, the RADOS gateway with beast) on loopback, in a temporary folder.

Nothing is read from or written to /etc/ceph or /var/lib/ceph: every daemon and command gets the
private configuration file, whose data, run and log folders all sit under the cluster's folder.
Authentication between the daemons is off (loopback only); S3 requests are signed with the keys
of a user made by radosgw-admin. No manager daemon: neither the OSD nor RGW needs one, and its
Python modules would double the start. Every daemon runs in one process group, killed at the end.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from tests.services.process import free_port, install, wait_until

START_SECONDS = 120  # the whole start; about 12 s on a loaded 2-core machine


@dataclass
class CephRGW:
    """A running cluster; ENDPOINT is RGW's S3 endpoint, signed with ACCESS_KEY/SECRET_KEY."""

    dir: Path
    conf: Path
    endpoint: str
    access_key: str = ""
    secret_key: str = ""
    started_in: float = 0.0
    processes: list[subprocess.Popen[bytes]] = field(default_factory=list)

    @property
    def credentials(self) -> dict[str, str]:
        """The environment boto3 and restic read their S3 keys from."""
        return {"AWS_ACCESS_KEY_ID": self.access_key, "AWS_SECRET_ACCESS_KEY": self.secret_key}

    def command(self, *args: str, timeout: float = 60) -> str:
        """Run a Ceph command line tool against this cluster; its stdout, or RuntimeError."""
        result = subprocess.run(
            [args[0], "--conf", str(self.conf), *args[1:]],
            capture_output=True,
            text=True,
            check=False,
            timeout=timeout,
            env=_environment(self.conf),
        )
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(args)} failed ({result.returncode}):\n{result.stderr}")
        return result.stdout

    def spawn(self, name: str, *args: str) -> None:
        """Start a daemon in the foreground, in the cluster's process group."""
        log = (self.dir / "log" / f"{name}.out").open("ab")
        group = self.processes[0].pid if self.processes else 0
        process = subprocess.Popen(
            [args[0], "--conf", str(self.conf), "-f", *args[1:]],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            env=_environment(self.conf),
            process_group=group,
        )
        log.close()
        self.processes.append(process)

    def check_alive(self) -> None:
        """Raise, with the end of its log, when a daemon has exited."""
        for process in self.processes:
            if process.poll() is not None:
                name = Path(str(process.args[0])).name  # type: ignore[index]
                logs = sorted((self.dir / "log").glob("*"))
                tail = "".join(f"== {log.name}\n{log.read_text()[-2000:]}\n" for log in logs)
                raise RuntimeError(f"{name} exited with {process.returncode}:\n{tail}")

    def stop(self) -> None:
        """Kill the process group (the data is in memory and thrown away) and reap every daemon."""
        if not self.processes:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.processes[0].pid, signal.SIGKILL)
        for process in self.processes:
            process.wait(30)
        self.processes.clear()


def _environment(conf: Path) -> dict[str, str]:
    return {**os.environ, "CEPH_CONF": str(conf)}


def _configuration(directory: Path, fsid: str, mon_port: int, rgw_port: int) -> str:
    d = directory
    return f"""[global]
fsid = {fsid}
mon host = [v2:127.0.0.1:{mon_port}]
mon initial members = a
public addr = 127.0.0.1
ms bind msgr1 = false
ms bind ipv4 = true
ms bind ipv6 = false
auth cluster required = none
auth service required = none
auth client required = none
auth supported = none
run dir = {d}/run
admin socket = {d}/run/$name.asok
pid file = {d}/run/$name.pid
log file = {d}/log/$name.log
crash dir = {d}/crash
keyring = {d}/keyring
mon data = {d}/mon/$cluster-$id
osd data = {d}/osd/$cluster-$id
mgr data = {d}/mgr/$cluster-$id
rgw data = {d}/rgw/$cluster-$id
osd objectstore = memstore
memstore device bytes = 1073741824
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
mon data avail crit = 0
mon max pg per osd = 1000
debug ms = 0
# With authentication off and the default modes, radosgw offers the monitor no connection mode
# (get_initial_auth_request returns -13) and never starts: crc for every connection.
ms mon client mode = crc
ms client mode = crc
ms mon cluster mode = crc
ms cluster mode = crc
ms mon service mode = crc
ms service mode = crc

[client.rgw.gw]
rgw frontends = beast endpoint=127.0.0.1:{rgw_port}
rgw enable usage log = false
rgw thread pool size = 32
"""


def _rgw_answers(cluster: CephRGW) -> bool:
    cluster.check_alive()
    try:
        urllib.request.urlopen(cluster.endpoint, timeout=1).close()
    except urllib.error.HTTPError:
        return True  # an S3 error document is an answer
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False
    return True


def start_ceph_rgw(directory: Path) -> CephRGW:
    """Install Ceph if missing, then start a cluster in DIRECTORY and an S3 user on it."""
    install("ceph")
    began = time.monotonic()
    directory.mkdir(parents=True, exist_ok=True)
    for sub in ("run", "log", "crash", "mon", "osd", "mgr", "rgw"):
        (directory / sub).mkdir(exist_ok=True)
    fsid = str(uuid.uuid4())
    mon_port, rgw_port = free_port(), free_port()
    conf = directory / "ceph.conf"
    conf.write_text(_configuration(directory, fsid, mon_port, rgw_port))
    cluster = CephRGW(directory, conf, f"http://127.0.0.1:{rgw_port}")
    try:
        monmap = str(directory / "monmap")
        cluster.command(
            "monmaptool", "--create", "--fsid", fsid, "--addv", "a", f"[v2:127.0.0.1:{mon_port}]",
            monmap,
        )  # fmt: skip
        cluster.command("ceph-mon", "--mkfs", "-i", "a", "--monmap", monmap)
        cluster.spawn("mon.a", "ceph-mon", "-i", "a")
        osd_uuid = str(uuid.uuid4())
        # The uuid given to `osd create` must be the one the OSD is made with.
        osd_id = cluster.command("ceph", "osd", "create", osd_uuid).strip()
        (directory / "osd" / f"ceph-{osd_id}").mkdir()
        cluster.command("ceph-osd", "-i", osd_id, "--mkfs", "--osd-uuid", osd_uuid)
        cluster.spawn(f"osd.{osd_id}", "ceph-osd", "-i", osd_id)
        cluster.spawn("rgw.gw", "radosgw", "--name", "client.rgw.gw")
        wait_until(lambda: _rgw_answers(cluster), START_SECONDS, "Ceph RGW")
        user = f"govern-{uuid.uuid4().hex[:8]}"
        cluster.access_key, cluster.secret_key = uuid.uuid4().hex[:20].upper(), uuid.uuid4().hex
        cluster.command(
            "radosgw-admin", "user", "create", "--uid", user, "--display-name", user,
            "--access-key", cluster.access_key, "--secret", cluster.secret_key,
        )  # fmt: skip
    except BaseException:
        cluster.stop()
        raise
    cluster.started_in = time.monotonic() - began
    return cluster
