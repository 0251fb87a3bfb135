"""Compiling a site in a process of its own, so a long-running one keeps answering meanwhile.

Compiling holds the interpreter lock for long stretches (validation inside pydantic and Cedar):
done in the daemon, every decision would wait on it. The child writes the compiled site to its
stdout in marshal form (the cache's own format; only govern reads it), or one line of error.
"""

from __future__ import annotations

import marshal
import subprocess
import sys
from pathlib import Path

from govern.errors import GovernError
from govern.policy.bundle import CompiledSite

_TIMEOUT_SECONDS = 600.0


def compile_in_child(config_path: Path) -> CompiledSite:
    """The site compiled by a child process; any failure is a GovernError that says why."""
    try:
        done = subprocess.run(
            [sys.executable, "-m", "govern.policy.child", str(config_path)],
            capture_output=True,
            timeout=_TIMEOUT_SECONDS,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise GovernError(f"{config_path}: compiling in a child process failed: {exc}") from None
    if done.returncode != 0:
        lines = done.stderr.decode(errors="replace").strip().splitlines() or ["no message"]
        raise GovernError(lines[-1].removeprefix("govern: "))
    try:
        plain = marshal.loads(done.stdout)
        return CompiledSite.from_plain(plain)
    except (ValueError, EOFError, TypeError) as exc:
        raise GovernError(f"{config_path}: the compiled site came back unreadable: {exc}") from None


def _main(config_path: str) -> int:
    from govern.policy.bundle import compile_site

    try:
        site = compile_site(Path(config_path))
    except GovernError as exc:
        sys.stderr.write(f"govern: {exc}\n")
        return 1
    except Exception as exc:  # a mistake nobody foresaw is reported, never a half site
        sys.stderr.write(
            f"govern: {config_path}: the site does not load: {type(exc).__name__}: {exc}\n"
        )
        return 1
    sys.stdout.buffer.write(marshal.dumps(site.to_plain()))
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1]))
