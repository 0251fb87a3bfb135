"""Running real servers for tests: free loopback ports, readiness, and a clean stop."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def install(service: str) -> None:
    """Run scripts/services/SERVICE, which installs what is missing (a failure fails the test)."""
    script = REPO / "scripts" / "services" / service
    result = subprocess.run([str(script)], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{script} failed:\n{result.stdout}{result.stderr}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_until(ready: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if ready():
            return
        time.sleep(0.05)
    raise TimeoutError(f"{what} not ready after {timeout} s")


def port_open(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(0.2)
        return probe.connect_ex(("127.0.0.1", port)) == 0


def stop(process: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    """SIGTERM, then SIGKILL; reap it so no zombie is left behind."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            process.send_signal(signal.SIGCONT)  # a stopped process cannot act on SIGTERM
            process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout)


def running(pid: int) -> bool:
    """Alive and not a zombie (a killed daemon can linger as <defunct>)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def kill_pidfile(path: Path) -> None:
    with contextlib.suppress(OSError, ValueError):
        pid = int(path.read_text().strip())
        os.kill(pid, signal.SIGTERM)
        wait_until(lambda: not running(pid), 10, f"process {pid} to stop")
