"""`govern slurm install`: put job_submit.lua next to slurm.conf with this site's settings."""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from govern.errors import ConfigError
from govern.replace import replacing

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


@dataclass(frozen=True)
class Installed:
    target: Path
    changed: bool
    kept: Path | None  # where a different job_submit.lua that was there now is


def install_plugin(
    directory: Path,
    socket_path: Path,
    timeout_ms: int,
    fail_open: list[str],
    *,
    force: bool = False,
) -> Installed:
    """Write DIRECTORY/job_submit.lua atomically (slurmctld reloads it when its mtime changes).
    Another job_submit.lua already there (not govern's plugin) is replaced only with FORCE, and
    then kept beside it under a name of its own: it may hold a site's own rules."""
    if not (directory / "slurm.conf").is_file():
        raise ConfigError(f"{directory}: no slurm.conf here; pass the folder that holds it")
    text = render_plugin(socket_path, timeout_ms, fail_open).encode()
    target = directory / "job_submit.lua"
    try:
        current = target.read_bytes()
    except FileNotFoundError:
        current = None
    except OSError as exc:
        raise ConfigError(f"cannot read {target}: {exc.strerror}") from None
    if current == text:
        return Installed(target, changed=False, kept=None)
    kept = None
    if current is not None and not _is_govern_plugin(current):
        if not force:
            raise ConfigError(
                f"{target} exists and is not the plugin govern would write: pass --force to "
                "replace it (the old file is kept beside it)"
            )
        kept = _keep(target, current)
    with replacing(target, 0o644) as handle:
        handle.write(text)
    return Installed(target, changed=True, kept=kept)


def _is_govern_plugin(content: bytes) -> bool:
    """Whether CONTENT is govern's plugin, of any version or settings: it opens as ours does."""
    template = files("govern.slurm").joinpath("job_submit.lua").read_bytes()
    return content.startswith(template.split(b"\n\n", 1)[0])


def _keep(target: Path, content: bytes) -> Path:
    """A copy of CONTENT beside TARGET under a new name, never over another file."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    for attempt in range(100):
        kept = target.with_name(
            f"{target.name}.before-govern.{stamp}" + (f".{attempt}" if attempt else "")
        )
        try:
            fd = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
        except FileExistsError:
            continue
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
            os.fsync(handle.fileno())
        return kept
    raise ConfigError(f"cannot find a free name to keep {target} under")
