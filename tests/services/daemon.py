"""`govern serve` as its own process, for tests and benchmarks."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from tests.services.process import stop, wait_until


class Daemon:
    """`govern serve` as its own process."""

    def __init__(self, config: Path, socket_path: Path, log: Path) -> None:
        self.config = config
        self.socket_path = socket_path
        self.log = log
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
