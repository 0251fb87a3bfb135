"""What a configuration snapshot records beside the files: versions of what runs the cluster."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
from typing import Any

_TIMEOUT = 30

# (name, command) run only when the tool exists on this host.
_PROBES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("packages", ("dpkg-query", "-W", "-f", "${Package}\t${Version}\n")),
    ("nvidia", ("nvidia-smi", "--query-gpu=name,driver_version,vbios_version",
                "--format=csv,noheader")),
    ("infiniband_devices", ("ibv_devinfo", "-l")),
    ("infiniband_status", ("ibstat",)),
    ("firmware", ("dmidecode", "-t", "bios", "-t", "system")),
)  # fmt: skip


def _probe(command: tuple[str, ...]) -> dict[str, Any]:
    try:
        proc = subprocess.run(
            list(command), capture_output=True, text=True, timeout=_TIMEOUT, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return {"command": list(command), "error": str(exc)}
    result: dict[str, Any] = {"command": list(command), "exit": proc.returncode}
    result["output"] = proc.stdout
    if proc.returncode != 0:
        result["error"] = proc.stderr.strip()[-500:]
    return result


def system_versions() -> dict[str, Any]:
    uname = os.uname()
    found: dict[str, Any] = {
        "kernel": {"release": uname.release, "version": uname.version, "machine": uname.machine},
        "python": platform.python_version(),
        "absent": [],
    }
    for name, command in _PROBES:
        if shutil.which(command[0]) is None:
            found["absent"].append(command[0])
            continue
        found[name] = _probe(command)
    return found
