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
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TREE_BYTES = 1 << 30
FILE_BYTES = 8 << 20
SMALL_FILES = 2000
FULL_ROUNDS = 4
INCREMENTAL_ROUNDS = 8
PASSWORD = "bench password"


def _site(root: Path) -> Path:
    """A one-dataset site whose dataset is the tree, protected into a local repository."""
    site = root / "site"
    (site / "catalog").mkdir(parents=True)
    (site / "identity").mkdir()
    (site / "backup").mkdir()
    (site / "catalog" / "catalog.toml").write_text(
        '[[project]]\nid = "bench"\ngroups = ["bench"]\n\n'
        '[[dataset]]\nid = "tree"\nproject = "bench"\nclassification = "internal"\n'
        'protection = "authoritative"\npaths = ["/tree"]\n\n'
        '[[destination]]\nkind = "repository"\nname = "local"\ncountry = "US"\n'
    )
    (site / "identity" / "users.toml").write_text(
        '[[user]]\nname = "svc-backup"\n\n[[group]]\nname = "backup-ops"\n'
        'members = ["svc-backup"]\n'
    )
    (site / "backup" / "rules.toml").write_text(
        '[class.bench]\ncatalog = ["internal"]\nrepository = "local"\nkeep = { last = 3 }\n'
    )
    (site / "password").write_text(PASSWORD + "\n")
    (site / "govern.toml").write_text(
        f'[site]\ncountry = "US"\nbackup_operators = ["backup-ops"]\n\n'
        f'[identity]\nsource = "file"\nfile = "identity/users.toml"\n\n'
        f'[policy]\ndir = "{REPO / "policies"}"\n\n[audit]\ndir = "var/audit"\n\n'
        f'[backup]\ndir = "backup"\nstate_dir = "var/backup"\nsource_root = "{root}"\n\n'
        '[backup.repositories.local]\nkind = "local"\ndestination = "repository:local"\n'
        'path = "var/repo"\npassword_file = "password"\n'
    )
    return site


def _tree(root: Path) -> int:
    tree = root / "tree"
    total = 0
    for index in range(SMALL_FILES):
        path = tree / "small" / f"{index % 20:02d}" / f"f{index}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        data = os.urandom(4096)
        path.write_bytes(data)
        total += len(data)
    index = 0
    while total < TREE_BYTES:
        path = tree / "large" / f"part-{index:04d}.bin"
        path.parent.mkdir(parents=True, exist_ok=True)
        data = os.urandom(min(FILE_BYTES, TREE_BYTES - total))
        path.write_bytes(data)
        total += len(data)
        index += 1
    return total


def _timed(command: list[str]) -> float:
    os.sync()  # the previous run's repository writes must not land in this run's time
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(
            f"{command[0]} failed ({proc.returncode}): {proc.stdout[-500:]}{proc.stderr[-500:]}"
        )
    return elapsed


def _init(repository: Path, password: Path) -> None:
    shutil.rmtree(repository, ignore_errors=True)
    subprocess.run(
        ["restic", "-r", str(repository), "--password-file", str(password), "init"],
        capture_output=True,
        check=True,
    )


def _alternate(
    round_number: int, a: list[str], a_times: list[float], b: list[str], b_times: list[float]
) -> None:
    """Run both, the first one first in even rounds and second in odd ones."""
    pairs = [(a, a_times), (b, b_times)]
    for command, times in pairs if round_number % 2 == 0 else reversed(pairs):
        times.append(_timed(command))


def main() -> None:
    subprocess.run([REPO / "scripts" / "services" / "restic"], check=True)
    with tempfile.TemporaryDirectory(prefix="govern-bench-backup-") as tmp:
        root = Path(tmp)
        site = _site(root)
        size = _tree(root)
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
        _timed(
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
            _init(bare_repo, password)
            _init(govern_repo, password)
            shutil.rmtree(state, ignore_errors=True)
            _alternate(round_number, bare, full_bare, govern, full_govern)

        incremental_bare: list[float] = []
        incremental_govern: list[float] = []
        for round_number in range(INCREMENTAL_ROUNDS):
            _alternate(round_number, bare, incremental_bare, govern, incremental_govern)

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
