"""`govern serve` as its own process, for tests and benchmarks."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
from pathlib import Path

from tests.services.process import stop, wait_until


class Daemon:
    """`govern serve` as its own process."""

    def __init__(self, config: Path, socket_path: Path, log: Path, *extra: str) -> None:
        self.config = config
        self.socket_path = socket_path
        self.log = log
        self.extra = extra
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "govern",
                    "--config",
                    str(self.config),
                    "serve",
                    "--socket",
                    str(self.socket_path),
                    "--reload-interval",
                    "0.2",
                    *self.extra,
                ],
                stdout=log,
                stderr=log,
            )
        wait_until(
            lambda: b"answering on" in self.log.read_bytes() and self.socket_path.exists(),
            30,
            "govern serve",
        )

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)
            self.process = None
        self.log.rename(self.log.with_suffix(".old"))

    def pause(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGCONT)


class Client:
    def __init__(self, path: Path) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(10)
        self.sock.connect(str(path))
        self.file = self.sock.makefile("rwb")

    def send_raw(self, data: bytes) -> dict[str, object]:
        self.file.write(data)
        self.file.flush()
        answer: dict[str, object] = json.loads(self.file.readline())
        return answer

    def ask(self, message: dict[str, object]) -> dict[str, object]:
        return self.send_raw(json.dumps(message).encode() + b"\n")
