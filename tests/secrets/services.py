"""A real OpenBao dev server for the secrets tests: on a free loopback port, stopped by PID."""

from __future__ import annotations

import json
import os
import subprocess
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from tests.services.process import REPO, free_port, stop, wait_until

ROOT_TOKEN = "root"


def install_openbao() -> str:
    """The bao binary, installed by scripts/services/openbao when missing."""
    proc = subprocess.run(
        [REPO / "scripts" / "services" / "openbao"], capture_output=True, check=False
    )
    if proc.returncode != 0:
        raise RuntimeError(f"scripts/services/openbao failed: {proc.stderr.decode()[-500:]}")
    return proc.stdout.decode().strip()


@dataclass
class Bao:
    binary: str
    process: subprocess.Popen[bytes]
    address: str
    log: Path

    def cli(
        self, *args: str, token: str = ROOT_TOKEN, stdin: str | None = None, output: str = "table"
    ) -> str:
        """`bao ARGS` against this server; returns stdout, raises with stderr on failure."""
        env = {**os.environ, "BAO_ADDR": self.address, "BAO_TOKEN": token, "BAO_FORMAT": output}
        proc = subprocess.run(
            [self.binary, *args],
            input=stdin.encode() if stdin is not None else None,
            capture_output=True,
            env=env,
            timeout=60,
            check=False,
        )
        if proc.returncode != 0:
            raise RuntimeError(f"bao {' '.join(args)}: {proc.stderr.decode()}")
        return proc.stdout.decode()

    def json(self, *args: str, token: str = ROOT_TOKEN, stdin: str | None = None) -> dict:  # type: ignore[type-arg]
        return json.loads(self.cli(*args, token=token, stdin=stdin, output="json"))  # type: ignore[no-any-return]

    def stop(self) -> None:
        stop(self.process)


def start_bao(workdir: Path) -> Bao:
    binary = install_openbao()
    port = free_port()
    address = f"http://127.0.0.1:{port}"
    log = workdir / f"bao-{port}.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [
                binary,
                "server",
                "-dev",
                f"-dev-root-token-id={ROOT_TOKEN}",
                f"-dev-listen-address=127.0.0.1:{port}",
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "HOME": str(workdir)},
        )

    def healthy() -> bool:
        if process.poll() is not None:
            raise RuntimeError(f"bao server exited with {process.returncode}: {log.read_text()}")
        try:
            with urllib.request.urlopen(f"{address}/v1/sys/health", timeout=1) as answer:
                return bool(json.load(answer).get("initialized"))
        except (urllib.error.URLError, ConnectionError):
            return False

    try:
        wait_until(healthy, 30, "bao server")
    except TimeoutError:
        stop(process)
        raise
    return Bao(binary, process, address, log)
