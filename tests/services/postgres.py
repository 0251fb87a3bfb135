"""A real PostgreSQL server for the tests (secrets, approvals): password logins over loopback
TCP, run as the postgres account in a folder of its own, stopped by PID."""

from __future__ import annotations

import contextlib
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.services.process import REPO, free_port, stop, wait_until

ROLE = "govern_test"


@dataclass(frozen=True)
class Postgres:
    port: int
    role: str
    password: str


def _server_programs() -> Path:
    proc = subprocess.run(
        [REPO / "scripts" / "services" / "postgresql"], capture_output=True, text=True, check=False
    )
    if proc.returncode != 0:
        raise RuntimeError(f"scripts/services/postgresql failed: {proc.stderr[-500:]}")
    return Path(proc.stdout.strip())


@contextlib.contextmanager
def running_postgres(password: str) -> Iterator[Postgres]:
    """A server whose superuser ROLE logs in over TCP with PASSWORD (SCRAM), nothing else."""
    programs = _server_programs()
    account = pwd.getpwnam("postgres")
    base = Path(tempfile.mkdtemp(prefix="g15pg-", dir="/tmp"))
    try:
        base.chmod(0o755)
        data, secret = base / "data", base / "password"
        secret.write_text(password + "\n")
        secret.chmod(0o600)
        for path in (base, secret):
            shutil.chown(path, account.pw_uid, account.pw_gid)
        subprocess.run(
            [
                programs / "initdb",
                "-D",
                data,
                "-U",
                ROLE,
                f"--pwfile={secret}",
                "--auth-local=reject",
                "--auth-host=scram-sha-256",
            ],
            capture_output=True,
            check=True,
            user=account.pw_uid,
            group=account.pw_gid,
            extra_groups=[],
        )
        port = free_port()
        log = (base / "server.log").open("wb")
        process = subprocess.Popen(
            [
                programs / "postgres",
                "-D",
                data,
                "-p",
                str(port),
                "-k",
                base,
                "-c",
                "listen_addresses=127.0.0.1",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            user=account.pw_uid,
            group=account.pw_gid,
            extra_groups=[],
        )
        try:
            ready = [programs / "pg_isready", "-h", "127.0.0.1", "-p", str(port)]
            wait_until(
                lambda: subprocess.run(ready, capture_output=True, check=False).returncode == 0,
                30,
                "postgres",
            )
            yield Postgres(port, ROLE, password)
        finally:
            stop(process)
            log.close()
    finally:
        shutil.rmtree(base, ignore_errors=True)
