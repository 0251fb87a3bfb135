"""A real unprivileged account acting against govern in a test (the hostile_user fixture)."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

# The test run's own interpreter may sit where only root can reach it.
SYSTEM_PYTHON = "/usr/bin/python3"


@dataclass(frozen=True)
class Account:
    name: str
    uid: int
    gid: int

    def python(self, script: str, *args: str | Path) -> subprocess.Popen[bytes]:
        """SCRIPT (standard library only) run by this account, as a real process of its own."""
        return subprocess.Popen(
            [SYSTEM_PYTHON, "-I", "-c", script, *map(str, args)],
            user=self.uid,
            group=self.gid,
            extra_groups=[],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )

    def run_python(self, script: str, *args: str | Path) -> str:
        process = self.python(script, *args)
        out, err = process.communicate(timeout=60)
        assert process.returncode == 0, err.decode(errors="replace")
        return out.decode()
