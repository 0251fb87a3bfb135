"""Restoring and checking what came back: govern against the bare tools, measured in one run.

(1) verification hashing of a 1 GiB tree (bench.sitegen's mixed tree: 8 MiB files and 2,000 small
    ones): `govern.backup.restored.verify_tree` in-process, on all cores, against one
    `sha256sum FILES` process over the same files. The page cache is warm for both (the tree is
    read once before timing and fits in memory many times over); rounds alternate, median.
(2) `govern backup restore` (policy decision, snapshots the audit log vouches for, restic restore
    into a sandbox, every file checked against the manifest, moved into place, audit entry)
    against bare `restic restore` followed by `sha256sum --quiet -c` on the same snapshot, made
    by one `govern backup run`. Each round restores into fresh targets; nothing is dropped from
    the page cache, but dirty pages are synced before each timing; sides alternate.
(3) the whole `govern drill run --json` on the demo site (examples/site with the files, rules,
    repositories, signing key and slurm.conf the drill tests use), after `govern backup run` and
    `govern audit checkpoint`: wall time and each part's share from the drill's JSON record.

Run as root from the repository: python -m bench.bench_restore
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from bench.bench_backup import alternate, init_repository, timed
from bench.sitegen import backup_site, mixed_tree
from govern.backup.restored import Expected, verify_tree

REPO = Path(__file__).resolve().parents[1]
VERIFY_ROUNDS = 8
RESTORE_ROUNDS = 6
DRILL_ROUNDS = 3
VERIFY_BUDGET = 0.8  # govern's throughput / sha256sum's, at least
RESTORE_BUDGET = 1.1  # govern's time / bare restic + sha256sum's, at most


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def _govern(config: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "govern", "--config", str(config), *args]


def _run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)
    if proc.returncode != 0:
        sys.exit(f"{' '.join(command[:6])} failed ({proc.returncode}): "
                 f"{proc.stdout[-500:]}{proc.stderr[-500:]}")  # fmt: skip
    return proc


def _files(tree: Path) -> list[str]:
    return sorted(str(p) for p in tree.rglob("*") if p.is_file() and not p.is_symlink())


def _sha256sum(files: list[str]) -> dict[str, str]:
    out = _run(["sha256sum", "--", *files]).stdout
    return {line[66:]: line[:64] for line in out.splitlines()}


def _timed_call(work: Callable[[], object]) -> float:
    os.sync()
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):.2f} s ({min(values):.2f} to {max(values):.2f})"


def _verification(tree: Path, size: int, files: list[str]) -> tuple[list[str], Expected]:
    digests = _sha256sum(files)  # also warms the page cache for both sides
    expected = {path: (os.path.getsize(path), digest) for path, digest in digests.items()}
    roots = (str(tree),)

    def govern() -> None:
        check = verify_tree(Path("/"), expected, roots)
        if not check.ok or check.files != len(files):
            sys.exit(f"verify_tree disagrees with sha256sum: {check.summary()}")

    govern()
    bare: list[float] = []
    ours: list[float] = []
    command = ["sha256sum", "--", *files]
    for round_number in range(VERIFY_ROUNDS):
        alternate(round_number, partial(_timed_call, govern), ours, partial(timed, command),
                  bare)  # fmt: skip
    ours_rate = size / 1e6 / statistics.median(ours)
    bare_rate = size / 1e6 / statistics.median(bare)
    ratio = ours_rate / bare_rate
    row = (f"| verification hashing, 1 GiB warm, {os.cpu_count()} cores | {ours_rate:,.0f} MB/s "
           f"(verify_tree, median of {VERIFY_ROUNDS}: {_spread(ours)}) | {bare_rate:,.0f} MB/s "
           f"(sha256sum: {_spread(bare)}) | {ratio:.2f} | ≥ {VERIFY_BUDGET} |")  # fmt: skip
    summary = (f"(1) verification: govern hashes at {ratio:.2f}x sha256sum's throughput "
               f"(budget ≥ {VERIFY_BUDGET}): {'within' if ratio >= VERIFY_BUDGET else 'OVER'} "
               f"budget; load {_load()}")  # fmt: skip
    return [row, summary], expected


def _restore(root: Path, site: Path, tree: Path, expected: Expected) -> list[str]:
    config = site / "govern.toml"
    password = site / "password"
    repository = site / "var" / "repo"
    init_repository(repository, password)
    _run(_govern(config, "backup", "run", "--class", "bench"))
    listed = _run(["restic", "-r", str(repository), "--password-file", str(password),
                   "snapshots", "--json"]).stdout  # fmt: skip
    snapshot = json.loads(listed)[-1]["id"]
    sums = root / "tree.sha256"
    sums.write_text("".join(f"{digest}  {os.path.relpath(path, tree)}\n"
                            for path, (_, digest) in sorted(expected.items())))  # fmt: skip
    targets = root / "restore"
    targets.mkdir()
    ours: list[float] = []
    bare: list[float] = []
    for round_number in range(RESTORE_ROUNDS):
        ours_target = targets / f"govern-{round_number}"
        bare_target = targets / f"bare-{round_number}"
        restored = bare_target / str(tree).lstrip("/")  # restic keeps absolute paths
        bare_command = ["sh", "-c", (
            f"restic -r {shlex.quote(str(repository))} --password-file "
            f"{shlex.quote(str(password))} restore {snapshot} --target "
            f"{shlex.quote(str(bare_target))} && cd {shlex.quote(str(restored))} && "
            f"exec sha256sum --quiet --strict -c {shlex.quote(str(sums))}"
        )]  # fmt: skip
        ours_command = _govern(config, "backup", "restore", "dataset:tree",
                               "--to", str(ours_target), "--snapshot", snapshot)  # fmt: skip
        alternate(round_number, partial(timed, ours_command), ours,
                  partial(timed, bare_command), bare)  # fmt: skip
        if len(_files(ours_target)) != len(expected):
            sys.exit(f"govern restored {len(_files(ours_target))} files, not {len(expected)}")
        shutil.rmtree(ours_target)
        shutil.rmtree(bare_target)
    ratio = statistics.median(ours) / statistics.median(bare)
    row = (f"| `govern backup restore` + verification, 1 GiB, {RESTORE_ROUNDS} rounds | "
           f"{_spread(ours)} | bare `restic restore` + `sha256sum -c`: {_spread(bare)} | "
           f"{ratio:.2f} | ≤ {RESTORE_BUDGET} |")  # fmt: skip
    summary = (f"(2) restore + verification: govern takes {ratio:.2f}x bare restic + sha256sum "
               f"(budget ≤ {RESTORE_BUDGET}): {'within' if ratio <= RESTORE_BUDGET else 'OVER'} "
               f"budget; load {_load()}")  # fmt: skip
    return [row, summary]


def _drill_site(root: Path) -> Path:
    """The demo site as the drill tests build it; returns its govern.toml."""
    from tests.backup.sitedata import install_rules, populate
    from tests.services.slurm import SlurmCluster, ensure_munged

    repo = root / "repo"
    site_dir = repo / "examples" / "site"
    shutil.copytree(REPO / "examples" / "site", site_dir, ignore=shutil.ignore_patterns("var"))
    shutil.copytree(REPO / "policies", repo / "policies")
    populate(site_dir)
    install_rules(repo)
    for name in ("local", "enclave"):
        init_repository(site_dir / "var" / "restic" / name,
                        site_dir / "var" / "restic" / f"{name}.password")  # fmt: skip
    cluster = SlurmCluster(root / "slurm", job_submit=False)
    ensure_munged()
    cluster.write_config()
    slurm_dir = site_dir / "var" / "root" / "etc" / "slurm"
    shutil.copyfile(cluster.conf, slurm_dir / "slurm.conf")
    shutil.copyfile(cluster.conf_dir / "gres.conf", slurm_dir / "gres.conf")
    config = site_dir / "govern.toml"
    _run(_govern(config, "audit", "keygen"))
    (site_dir / "var" / "audit-vkey").write_text(_run(_govern(config, "audit", "vkey")).stdout)
    _run(_govern(config, "audit", "checkpoint"))  # the audit log's own export carries one
    return config


def _parts(record: dict[str, Any], wall: float) -> list[tuple[str, float]]:
    items = [i for c in record["classes"] for i in c["items"]]
    parts = [
        (f"restores ({len(items)} items)", sum(i["restore_seconds"] for i in items)),
        ("verification", sum(i["verify_seconds"] for i in items)),
    ]
    for outcome in record["classes"]:
        for check in outcome["checks"]:
            parts.append((f"check {outcome['class']}/{check['check']}",
                          float(check["details"].get("seconds", 0.0))))  # fmt: skip
    inside = record["seconds"] - sum(seconds for _, seconds in parts)
    parts.append(("rest: audit-log verification, listing snapshots, recording", inside))
    parts.append(("process start and exit (wall - the record's seconds)", wall - record["seconds"]))
    return parts


def _drill(root: Path) -> list[str]:
    config = _drill_site(root)
    _run(_govern(config, "backup", "run"))
    _run(_govern(config, "audit", "checkpoint"))
    runs: list[tuple[float, dict[str, Any]]] = []
    for _ in range(DRILL_ROUNDS):
        os.sync()
        start = time.perf_counter()
        proc = _run(_govern(config, "drill", "run", "--json"))
        runs.append((time.perf_counter() - start, json.loads(proc.stdout)))
        if not runs[-1][1]["ok"]:
            sys.exit(f"the drill failed: {runs[-1][1]}")
    walls = [wall for wall, _ in runs]
    wall, record = sorted(runs, key=lambda run: run[0])[len(runs) // 2]
    lines = [f"| whole `govern drill run --json`, demo site, {DRILL_ROUNDS} runs | "
             f"{_spread(walls)} (record: {record['seconds']:.2f} s) | — | — | — |"]  # fmt: skip
    lines.append(f"drill parts, the median run ({wall:.2f} s wall):")
    for name, seconds in _parts(record, wall):
        lines.append(f"    {name:<60}{seconds:>7.2f} s {100 * seconds / wall:>5.1f} %")
    lines.append(f"(3) drill: {statistics.median(walls):.2f} s wall for the demo site "
                 f"(no budget); load {_load()}")  # fmt: skip
    return lines


def main() -> None:
    subprocess.run([REPO / "scripts" / "services" / "restic"], check=True)
    print(f"load at start {_load()}; {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory(prefix="govern-bench-restore-") as tmp:
        root = Path(tmp)
        site = backup_site(root)
        size = mixed_tree(root)
        tree = root / "tree"
        files = _files(tree)
        verification, expected = _verification(tree, size, files)
        for line in verification:
            print(line, flush=True)
        restore = _restore(root, site, tree, expected)
        for line in restore:
            print(line, flush=True)
    with tempfile.TemporaryDirectory(prefix="govern-bench-drill-") as tmp:
        drill = _drill(Path(tmp))
    print()
    print("| what (bench_restore) | govern figure | baseline figure | ratio | budget |")
    print("|---|---|---|---|---|")
    for line in (verification[0], restore[0], drill[0]):
        print(line)
    print()
    for line in (*drill[1:-1], verification[-1], restore[-1], drill[-1]):
        print(line)


if __name__ == "__main__":
    main()
