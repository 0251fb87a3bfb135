"""`govern backup run` against bare `restic backup` on the same 1 GiB tree, same kind of
repository (local), measured alternately in one run.

(a) full backup into an empty repository: bare restic vs govern (plan, policy check, manifest
    with per-file SHA-256, state, metrics, audit entry);
(b) incremental backup with nothing changed, same comparison.
Both sides run `restic backup --json` with the same password file; every full round starts from
fresh repositories and, for govern, no earlier manifest; which side goes first alternates, and
dirty pages are synced before each timing. Run: python -m bench.bench_backup
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench.sitegen import FILE_BYTES, SMALL_FILES, backup_site, mixed_tree

REPO = Path(__file__).resolve().parents[1]
FULL_ROUNDS = 4
INCREMENTAL_ROUNDS = 8


def timed(command: list[str]) -> float:
    """Seconds COMMAND took, after a sync; a failing command ends the benchmark."""
    os.sync()  # the previous run's repository writes must not land in this run's time
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(
            f"{command[0]} failed ({proc.returncode}): {proc.stdout[-500:]}{proc.stderr[-500:]}"
        )
    return elapsed


def init_repository(repository: Path, password: Path) -> None:
    """An empty restic repository at REPOSITORY (whatever was there is removed)."""
    shutil.rmtree(repository, ignore_errors=True)
    subprocess.run(
        ["restic", "-r", str(repository), "--password-file", str(password), "init"],
        capture_output=True,
        check=True,
    )


def alternate(
    round_number: int,
    a: Callable[[], float],
    a_times: list[float],
    b: Callable[[], float],
    b_times: list[float],
) -> None:
    """Measure both (each returns its seconds), A first in even rounds and second in odd ones."""
    pairs = [(a, a_times), (b, b_times)]
    for measure, times in pairs if round_number % 2 == 0 else reversed(pairs):
        times.append(measure())


def main() -> None:
    subprocess.run([REPO / "scripts" / "services" / "restic"], check=True)
    with tempfile.TemporaryDirectory(prefix="govern-bench-backup-") as tmp:
        root = Path(tmp)
        site = backup_site(root)
        size = mixed_tree(root)
        password = site / "password"
        bare_repo = root / "bare-repo"
        govern_repo = site / "var" / "repo"
        state = site / "var" / "backup"
        bare = [
            "restic", "-r", str(bare_repo), "--password-file", str(password),
            "backup", "--json", "--tag", "class=bench", str(root / "tree"),
        ]  # fmt: skip
        govern = [
            sys.executable, "-m", "govern", "--config", str(site / "govern.toml"),
            "backup", "run", "--class", "bench",
        ]  # fmt: skip
        timed(
            [
                sys.executable,
                "-m",
                "govern",
                "--config",
                str(site / "govern.toml"),
                "backup",
                "plan",
            ]
        )  # fmt: skip  (compiles the site cache once)

        full_bare: list[float] = []
        full_govern: list[float] = []
        for round_number in range(FULL_ROUNDS):
            init_repository(bare_repo, password)
            init_repository(govern_repo, password)
            shutil.rmtree(state, ignore_errors=True)
            alternate(round_number, lambda: timed(bare), full_bare, lambda: timed(govern),
                      full_govern)  # fmt: skip

        incremental_bare: list[float] = []
        incremental_govern: list[float] = []
        for round_number in range(INCREMENTAL_ROUNDS):
            alternate(round_number, lambda: timed(bare), incremental_bare,
                      lambda: timed(govern), incremental_govern)  # fmt: skip

    def row(label: str, values: list[float], baseline: list[float]) -> str:
        median = statistics.median(values)
        ratio = median / statistics.median(baseline)
        return f"{label:<48}{median:>9.2f} s{ratio:>9.3f}"

    print(f"tree: {size / (1 << 30):.2f} GiB in {SMALL_FILES} small and "
          f"{(size - SMALL_FILES * 4096) // FILE_BYTES} large files; local repositories; "
          f"{os.cpu_count()} cores")  # fmt: skip
    print(f"{'path':<48}{'median':>11}{'ratio':>9}")
    print(row(f"(a) bare restic backup, full ({FULL_ROUNDS} rounds)", full_bare, full_bare))
    print(row("    govern backup run, full", full_govern, full_bare))
    print(row(f"(b) bare restic backup, unchanged ({INCREMENTAL_ROUNDS} rounds)",
              incremental_bare, incremental_bare))  # fmt: skip
    print(row("    govern backup run, unchanged", incremental_govern, incremental_bare))
    print("budget: govern / bare <= 1.05")


if __name__ == "__main__":
    main()
