"""`govern backup run` against bare `restic backup` on the same 1 GiB tree, same kind of
repository (local), measured alternately in one run.

(a) full backup into an empty repository: bare restic vs govern (plan, policy check, manifest
    with per-file SHA-256, state, metrics, audit entry);
(b) incremental backup with nothing changed, same comparison.
Both sides run `restic backup --json` with the same password file; every full round starts from
fresh repositories and, for govern, no earlier manifest; which side goes first alternates, and
dirty pages are synced before each timing. Both repositories are copies of one empty repository:
restic calibrates its key derivation (scrypt, about half a second per command) when it creates a
repository, so two repositories made apart could cost each side differently. Besides wall time
each run's CPU time (user + system, restic included) is reported, which the other work on a
shared machine disturbs less. With --earlier CHECKOUT, the govern of another checkout (say,
`git worktree add /tmp/before HEAD~3`) backs up into a copy of the site too, in turn with the
others, so a change is measured against its baseline in one run. govern's modules (of both
checkouts) are compiled to bytecode first, as an installed package has them: a checkout run with
PYTHONDONTWRITEBYTECODE would otherwise compile them on every start, some 50 ms of its fixed cost.
Run: python -m bench.bench_backup [--earlier CHECKOUT]
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
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from bench.sitegen import FILE_BYTES, SMALL_FILES, backup_site, mixed_tree

REPO = Path(__file__).resolve().parents[1]
FULL_ROUNDS = 4
INCREMENTAL_ROUNDS = 8


T = TypeVar("T")
Timing = tuple[float, float]  # wall seconds, CPU seconds (user + system of every process)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed_with_cpu(command: list[str], cwd: Path | None = None) -> Timing:
    """Wall and CPU seconds COMMAND took (in CWD, which then comes first on the module path),
    after a sync; a failing command ends the benchmark."""
    os.sync()  # the previous run's repository writes must not land in this run's time
    env = None if cwd is None else {**os.environ, "PYTHONPATH": str(cwd)}
    cpu = _children_cpu()
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True, check=False, cwd=cwd, env=env)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(
            f"{command[0]} failed ({proc.returncode}): {proc.stdout[-500:]}{proc.stderr[-500:]}"
        )
    return elapsed, _children_cpu() - cpu


def timed(command: list[str]) -> float:
    """Seconds COMMAND took, after a sync; a failing command ends the benchmark."""
    return timed_with_cpu(command)[0]


def compile_modules(checkout: Path) -> None:
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(checkout / "govern")], check=True)


def init_repository(repository: Path, password: Path) -> None:
    """An empty restic repository at REPOSITORY (whatever was there is removed)."""
    shutil.rmtree(repository, ignore_errors=True)
    subprocess.run(
        ["restic", "-r", str(repository), "--password-file", str(password), "init"],
        capture_output=True,
        check=True,
    )


def empty_repository(template: Path, repository: Path) -> None:
    """REPOSITORY as a copy of the empty repository TEMPLATE (whatever was there is removed)."""
    shutil.rmtree(repository, ignore_errors=True)
    shutil.copytree(template, repository)


def alternate(
    round_number: int,
    a: Callable[[], T],
    a_times: list[T],
    b: Callable[[], T],
    b_times: list[T],
) -> None:
    """Measure both (each returns its seconds), A first in even rounds and second in odd ones."""
    pairs = [(a, a_times), (b, b_times)]
    for measure, times in pairs if round_number % 2 == 0 else reversed(pairs):
        times.append(measure())


def in_turn(round_number: int, sides: list[tuple[Callable[[], T], list[T]]]) -> None:
    """Measure every side once, the order turned by one each round."""
    turn = round_number % len(sides)
    for measure, times in sides[turn:] + sides[:turn]:
        times.append(measure())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--earlier", type=Path, help="another checkout of govern to compare with")
    args = parser.parse_args()
    subprocess.run([REPO / "scripts" / "services" / "restic"], check=True)
    for checkout in (REPO, args.earlier):
        if checkout is not None:
            compile_modules(checkout)
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="govern-bench-backup-") as tmp:
        root = Path(tmp)
        site = backup_site(root)
        size = mixed_tree(root)
        password = site / "password"
        template = root / "empty-repo"
        init_repository(template, password)
        bare_repo = root / "bare-repo"
        earlier_site = root / "site-earlier"
        shutil.copytree(site, earlier_site)
        bare = [
            "restic", "-r", str(bare_repo), "--password-file", str(password),
            "backup", "--json", "--tag", "class=bench", str(root / "tree"),
        ]  # fmt: skip

        def govern(site: Path, *args: str) -> list[str]:
            command = [sys.executable, "-m", "govern", "--config", str(site / "govern.toml")]
            return [*command, "backup", *(args or ("run", "--class", "bench"))]

        timed(govern(site, "plan"))  # compiles the site cache once
        times: dict[str, tuple[list[Timing], list[Timing]]] = {
            side: ([], []) for side in ("bare", "govern", "earlier")
        }
        commands: dict[str, Callable[[], Timing]] = {
            "bare": lambda: timed_with_cpu(bare),
            "govern": lambda: timed_with_cpu(govern(site)),
        }
        if args.earlier is not None:
            commands["earlier"] = lambda: timed_with_cpu(govern(earlier_site), args.earlier)
            timed_with_cpu(govern(earlier_site, "plan"), args.earlier)
        for round_number in range(FULL_ROUNDS):
            empty_repository(template, bare_repo)
            for each in (site, earlier_site):
                empty_repository(template, each / "var" / "repo")
                shutil.rmtree(each / "var" / "backup", ignore_errors=True)
            in_turn(round_number, [(commands[s], times[s][0]) for s in commands])
        for round_number in range(INCREMENTAL_ROUNDS):
            in_turn(round_number, [(commands[s], times[s][1]) for s in commands])

    def row(label: str, values: list[Timing], baseline: list[Timing]) -> str:
        wall = statistics.median(t[0] for t in values)
        cpu = statistics.median(t[1] for t in values)
        wall_ratio = wall / statistics.median(t[0] for t in baseline)
        cpu_ratio = cpu / statistics.median(t[1] for t in baseline)
        spread = f"{min(t[0] for t in values):.2f}-{max(t[0] for t in values):.2f}"
        return (
            f"{label:<48}{wall:>8.2f} s{wall_ratio:>8.3f}  ({spread}){cpu:>9.2f} s{cpu_ratio:>8.3f}"
        )

    print(f"tree: {size / (1 << 30):.2f} GiB in {SMALL_FILES} small and "
          f"{(size - SMALL_FILES * 4096) // FILE_BYTES} large files; local repositories; "
          f"{os.cpu_count()} cores")  # fmt: skip
    load_after = os.getloadavg()
    print(
        f"load average (1, 5, 15 min) before: {', '.join(f'{x:.2f}' for x in load_before)}; "
        f"after: {', '.join(f'{x:.2f}' for x in load_after)}"
    )
    print(f"{'path':<48}{'wall':>10}{'ratio':>8}  {'(range)':<11}{'CPU':>11}{'ratio':>8}")
    for column, name in ((0, f"full ({FULL_ROUNDS} rounds)"),
                         (1, f"unchanged ({INCREMENTAL_ROUNDS} rounds)")):  # fmt: skip
        baseline = times["bare"][column]
        print(row(f"bare restic backup, {name}", baseline, baseline))
        print(row("    govern backup run", times["govern"][column], baseline))
        if times["earlier"][column]:
            print(row(f"    govern at {args.earlier}", times["earlier"][column], baseline))
    for side in ("govern", "earlier"):
        if times[side][1]:
            fixed = statistics.median(t[0] for t in times[side][1]) - statistics.median(
                t[0] for t in times["bare"][1]
            )
            print(f"{side}'s fixed cost (unchanged, wall): {fixed:+.2f} s")
    print("budget: full govern / bare <= 1.05 (wall); fixed cost < 0.2 s")


if __name__ == "__main__":
    main()
