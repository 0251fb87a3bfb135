"""A real S3 server for the anchor tests: moto_server on a free loopback port, stopped by PID."""

from __future__ import annotations

import subprocess
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from tests.services.process import free_port, stop, wait_until

# moto accepts any credentials, but boto3 refuses to sign without some.
CREDENTIALS = {"AWS_ACCESS_KEY_ID": "govern-test", "AWS_SECRET_ACCESS_KEY": "govern-test"}


@dataclass
class MotoServer:
    process: subprocess.Popen[bytes]
    endpoint: str

    def stop(self) -> None:
        stop(self.process)


def _answers(endpoint: str, process: subprocess.Popen[bytes]) -> bool:
    if process.poll() is not None:
        raise RuntimeError(f"moto_server exited with {process.returncode}")
    try:
        urllib.request.urlopen(f"{endpoint}/moto-api/", timeout=1).close()
    except (urllib.error.URLError, ConnectionError):
        return False
    return True


def start_moto_server() -> MotoServer:
    executable = Path(sys.executable).with_name("moto_server")
    if not executable.exists():
        raise RuntimeError(f"{executable} is missing: install the dev extras (moto[server])")
    endpoint = f"http://127.0.0.1:{free_port()}"
    process = subprocess.Popen(
        [str(executable), "-H", "127.0.0.1", "-p", endpoint.rsplit(":", 1)[1]],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_until(lambda: _answers(endpoint, process), 30, "moto_server")
    except BaseException:
        stop(process)
        raise
    return MotoServer(process, endpoint)
