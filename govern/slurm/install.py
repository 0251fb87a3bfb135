"""`govern slurm install`: put job_submit.lua next to slurm.conf with this site's settings."""

from __future__ import annotations

import json
import os
import re
import tempfile
from importlib.resources import files
from pathlib import Path

from govern.errors import ConfigError

_PARTITION = re.compile(r"^[A-Za-z0-9_.-]+$")


def render_plugin(socket_path: Path, timeout_ms: int, fail_open: list[str]) -> str:
    if not 10 <= timeout_ms <= 10_000:
        raise ConfigError(f"--timeout-ms {timeout_ms}: choose 10 to 10000 (slurmctld waits on it)")
    for partition in fail_open:
        if not _PARTITION.match(partition):
            raise ConfigError(f"--fail-open-partition {partition!r}: not a partition name")
    template = files("govern.slurm").joinpath("job_submit.lua").read_text()
    # A JSON string literal is a valid Lua string literal for these characters.
    return (
        template.replace('"@SOCKET@"', json.dumps(str(socket_path)))
        .replace("@TIMEOUT@", f"{timeout_ms / 1000:g}")
        .replace("@FAIL_OPEN@", " ".join(f'["{p}"] = true,' for p in fail_open))
    )


def install_plugin(
    directory: Path, socket_path: Path, timeout_ms: int, fail_open: list[str]
) -> Path:
    """Write DIRECTORY/job_submit.lua atomically (slurmctld reloads it when its mtime changes)."""
    if not (directory / "slurm.conf").is_file():
        raise ConfigError(f"{directory}: no slurm.conf here; pass the folder that holds it")
    text = render_plugin(socket_path, timeout_ms, fail_open)
    target = directory / "job_submit.lua"
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".job_submit.")
    try:
        with os.fdopen(fd, "w") as handle:
            handle.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
