"""The writers' lock: a stuck holder costs appends a clear error in bounded time, never a hang."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from govern.audit import open_log
from govern.audit.log import LOCK
from govern.errors import AuditError
from tests.audit.conftest import AuditSite
from tests.conftest import Govern, Site
from tests.services.daemon import Client, Daemon


def _fill(govern: Govern, site: AuditSite) -> None:
    for n in range(3):
        result = govern(
            "--config", site.config, "audit", "append", "--kind", "decision", "--actor", "t",
            "--subject", f"job:{n}",
        )  # fmt: skip
        assert result.code == 0, result.stderr
    result = govern("--config", site.config, "audit", "checkpoint")
    assert result.code == 0, result.stderr


class LockHolder:
    """Another writer of this account that took the lock and is stuck holding it."""

    def __init__(self, folder: Path) -> None:
        code = (
            "import fcntl, os, sys\n"
            f"fd = os.open({str(folder / LOCK)!r}, os.O_RDWR)\n"
            "fcntl.flock(fd, fcntl.LOCK_EX)\n"
            "print('held', flush=True)\n"
            "sys.stdin.read()\n"
        )
        self.process = subprocess.Popen(
            [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline() == b"held\n"

    def release(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


def test_a_stuck_lock_holder_fails_appends_in_bounded_time(
    audit_site: AuditSite, govern: Govern
) -> None:
    _fill(govern, audit_site)
    holder = LockHolder(audit_site.log_dir)
    try:
        with open_log(audit_site.log_dir, lock_timeout=0.5) as log:
            started = time.monotonic()
            with pytest.raises(AuditError, match=r"stayed locked by another writer for 0\.5 s"):
                log.append("decision", "slurmctld", "job:4", {})
            waited = time.monotonic() - started
            assert 0.5 <= waited < 10  # bounded: a loaded machine adds at most seconds

            with log.writer(lock_timeout=0.3) as writer:
                durable = writer.submit("decision", "slurmctld", "job:5", {})
                with pytest.raises(AuditError, match="stayed locked by another writer"):
                    durable.result(timeout=30)

        audit_site.write_config("lock_timeout_seconds = 0.5\n")
        result = govern(
            "--config", audit_site.config, "audit", "append", "--kind", "k", "--actor", "a",
            "--subject", "s",
        )  # fmt: skip
        assert result.code == 2
        assert "stayed locked by another writer for 0.5 s: nothing was appended" in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
    finally:
        holder.release()
    with open_log(audit_site.log_dir, create=False) as log:
        assert log.size() == 3  # nothing of the refused appends got in
    with open_log(audit_site.log_dir) as log:
        assert log.append("decision", "slurmctld", "job:6", {}) == 3


def test_the_daemon_denies_with_the_reason_while_the_log_is_stuck(
    site: Site, tmp_path: Path
) -> None:
    daemon = Daemon(site.config, tmp_path / "decide.sock", tmp_path / "serve.log")
    daemon.start()
    try:
        client = Client(daemon.socket_path)
        allowed = {
            "op": "check",
            "user": "alice",
            "action": "use",
            "resource": "dataset:radar-returns",
            "destination": "partition:itar",
        }
        assert client.ask(allowed)["decision"] == "allow"  # the log now exists
        holder = LockHolder(site.root / "examples" / "site" / "var" / "audit")
        try:
            answer = client.ask(allowed)  # the client gives up after 10 s: no hang
        finally:
            holder.release()
        assert answer["decision"] == "deny"
        assert "audit log unavailable" in json.dumps(answer)
        assert "stayed locked by another writer" in json.dumps(answer)
        assert client.ask(allowed)["decision"] == "allow"
    finally:
        daemon.stop()
