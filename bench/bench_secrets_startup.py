"""Secret-scan start-up: what every `govern secrets scan` pays before and besides its files.

(a) `govern secrets scan --json EMPTY`: an empty folder, so nothing but imports, rules and
    the keyword search's plan,
(b) `govern secrets scan --json --fail-on never CORPUS`: the labelled corpus of
    tests/secrets/corpus rendered with fresh values (about 150 files, the size of the corpora
    the scanner is compared with detect-secrets and CredSweeper on), where start-up is most of
    the time.
With --against CHECKOUT, the same with another checkout of govern (an older commit, say) in
the same rounds, alternating which goes first, so that load on the machine hits both alike.
Reported: median wall and CPU seconds of each.
Run: python -m bench.bench_secrets_startup [--rounds N] [--against CHECKOUT]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.bench_secrets import write_bytecode
from tests.secrets.labelled import render_corpus

ROUNDS = 10


def _time(command: list[str], cwd: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the process and its children) of COMMAND run in CWD (not a
    checkout: `python -m` would import its govern first). CPU is from getrusage, to the
    microsecond: os.times counts ticks of 0.01 s, a fifth of what a change here may save."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, check=False, cwd=cwd)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"{command} failed ({proc.returncode}): {proc.stderr.decode()[-300:]}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return elapsed, cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument(
        "--against", type=Path, help="another checkout of govern whose start-up to time alongside"
    )
    args = parser.parse_args()
    checkouts = {"this checkout": Path(__file__).resolve().parent.parent}
    if args.against is not None:
        checkouts["--against"] = args.against.resolve()
    for checkout in checkouts.values():
        write_bytecode(checkout)
    work = Path(tempfile.mkdtemp(prefix="bench-secrets-startup-"))
    try:
        empty = work / "empty"
        empty.mkdir()
        corpus = work / "corpus"
        render_corpus(corpus)
        folders = {"empty folder": empty, "corpus": corpus}
        commands = {
            (name, folder): [
                "env",
                # Each checkout's govern comes first on the path, its own rules with it.
                f"PYTHONPATH={checkout}",
                sys.executable,
                "-m",
                "govern",
                "secrets",
                "scan",
                "--json",
                "--fail-on",
                "never",
                str(path),
            ]
            for name, checkout in checkouts.items()
            for folder, path in folders.items()
        }
        for command in commands.values():
            _time(command, work)  # warm-up: files and modules then read from the page cache
        load_before = os.getloadavg()[0]
        walls: dict[tuple[str, str], list[float]] = {key: [] for key in commands}
        cpus: dict[tuple[str, str], list[float]] = {key: [] for key in commands}
        keys = list(commands)
        for round_number in range(args.rounds):
            for key in keys if round_number % 2 == 0 else keys[::-1]:
                wall, cpu = _time(commands[key], work)
                walls[key].append(wall)
                cpus[key].append(cpu)
        print(
            f"cores: {os.cpu_count()}, rounds: {args.rounds} (medians), "
            f"load before: {load_before:.2f}, after: {os.getloadavg()[0]:.2f}"
        )
        print(f"{'govern':<16}{'folder':<16}{'wall s':>8}{'CPU s':>8}")
        for name, folder in keys:
            wall = statistics.median(walls[name, folder])
            cpu = statistics.median(cpus[name, folder])
            print(f"{name:<16}{folder:<16}{wall:>8.3f}{cpu:>8.3f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
