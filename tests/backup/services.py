"""A restic REST server in append-only mode: rclone on a free loopback port, stopped by PID."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

from tests.services.process import free_port, install, port_open, stop, wait_until


@dataclass
class RestServer:
    process: subprocess.Popen[bytes]
    port: int

    @property
    def url(self) -> str:
        """The server in restic's form."""
        return f"rest:http://127.0.0.1:{self.port}/"

    def stop(self) -> None:
        stop(self.process)


def _answers(port: int, process: subprocess.Popen[bytes]) -> bool:
    if process.poll() is not None:
        raise RuntimeError(f"rclone serve restic exited with {process.returncode}")
    return port_open(port)


def start_rest_server(storage: Path) -> RestServer:
    install("rclone")
    port = free_port()
    process = subprocess.Popen(
        ["rclone", "serve", "restic", "--append-only", "--addr", f"127.0.0.1:{port}",
         str(storage)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        wait_until(lambda: _answers(port, process), 30, "rclone serve restic")
    except BaseException:
        stop(process)
        raise
    return RestServer(process, port)
