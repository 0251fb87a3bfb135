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


# Packages whose versions an assessor follows over time (the rest stay in the versions file).
_TRACKED_PACKAGES = (
    "slurm", "nvidia", "cuda", "linux-image", "restic", "munge", "lustre", "rdma-core",
    "openmpi", "apptainer", "singularity", "slapd", "openbao",
)  # fmt: skip
_MAX_TRACKED = 64


def _bios(output: str) -> dict[str, str]:
    """Vendor, version and date of the BIOS, and the system's product, from dmidecode."""
    found: dict[str, str] = {}
    block = ""
    for line in output.splitlines():
        if line and not line[0].isspace():
            block = line.strip()
            continue
        name, _, value = line.strip().partition(": ")
        key = {
            ("BIOS Information", "Vendor"): "bios_vendor",
            ("BIOS Information", "Version"): "bios_version",
            ("BIOS Information", "Release Date"): "bios_date",
            ("System Information", "Product Name"): "system",
        }.get((block, name))
        if key and value:
            found[key] = value
    return found


def components(versions: dict[str, Any]) -> dict[str, Any]:
    """The versions a configuration snapshot's audit entry carries, so that they can be followed
    over time from the log alone: GPU driver and VBIOS per GPU, BIOS, and tracked packages."""

    def output(name: str) -> str:
        probe = versions.get(name)
        return str(probe.get("output") or "") if isinstance(probe, dict) else ""

    gpus = [
        ", ".join(part.strip() for part in line.split(","))
        for line in output("nvidia").splitlines()
        if line.strip()
    ]
    packages: dict[str, str] = {}
    for line in output("packages").splitlines():
        name, _, version = line.partition("\t")
        if name.startswith(_TRACKED_PACKAGES) and len(packages) < _MAX_TRACKED:
            packages[name] = version
    return {"gpu": gpus[:_MAX_TRACKED], "firmware": _bios(output("firmware")), "packages": packages}
