"""Audit log benchmark: serialising a decision entry against the rfc8785 reference encoder,
durable appends with group commit against a bare fsync'd append loop on the same disk,
whole-log verification against hashlib SHA-256 over the same bytes (the tree and checkpoints in
one thread and in two, and the whole `govern audit verify`, which also checks the published
tiles and entry bundles), and inclusion proofs in a log of 1,000,000 entries. Verification is
timed by wall clock and by CPU (user + system, a forked or child process included), with the
load average beside it: the machine may be shared. With --earlier CHECKOUT, the govern of
another checkout verifies the same log too (its verify_log in a process of its own), so a
change is measured against its baseline in one run.

With --only verify, the log is built and verified and nothing else is measured.

usage: python -m bench.bench_audit [--dir DIR] [--entries N] [--earlier CHECKOUT] [--only verify]"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import timeit
from collections.abc import Callable
from pathlib import Path

import rfc8785

from govern.audit import Entry, open_log
from govern.audit.checkpoint import Trust
from govern.audit.merkle import leaf_hash, verify_inclusion
from govern.audit.note import SigningKey, generate_signing_key
from govern.audit.verify import verify_log

ORIGIN = "bench.example/audit"
SUBMITTERS = 16
GROUP_ENTRIES = 40_000
BARE_SECONDS = 3.0
# What the Slurm decision daemon logs for every request.
DECISION_PAYLOAD = {
    "request": {
        "user": "alice",
        "action": "use",
        "resource": "dataset:radar-returns",
        "destination": "partition:gpu",
    },
    "decision": "deny",
    "policies": ["itar-us-enclave-only"],
    "approvals": [],
    "errors": [],
    "catalog": "8668de2c3e53494c",
}


def _decision(n: int) -> Entry:
    return Entry(
        "decision",
        "govern-serve",
        f"job:{n}",
        {"user": f"user{n % 500}", "action": "use", "allowed": n % 7 != 0, "policy": "p-itar"},
    )


def per_call(function: Callable[[], object], number: int = 5000) -> float:
    """Seconds per call, the best of several runs (the machine is shared)."""
    return min(timeit.repeat(function, number=number, repeat=7)) / number


def _decision_entry() -> Entry:
    return Entry("decision", "govern-slurm", "dataset:radar-returns", DECISION_PAYLOAD)


def serialising() -> list[tuple[str, str]]:
    """Serialising one decision entry, against the rfc8785 reference on the same value."""
    entry = _decision_entry()
    ours = per_call(entry.to_bytes)
    reference = per_call(lambda: rfc8785.dumps(entry.to_json()))
    built = per_call(lambda: _decision_entry().to_bytes())
    return [
        ("Entry(decision).to_bytes()", f"{ours * 1e6:,.1f} us"),
        ("rfc8785.dumps, same value", f"{reference * 1e6:,.1f} us"),
        ("  ratio to rfc8785", f"{ours / reference:.2f}x"),
        ("Entry(decision) built and serialised", f"{built * 1e6:,.1f} us"),
    ]


def bare_fsync_loop(path: Path) -> float:
    """Entries/s for write + fsync of each entry, the simplest durable log there is."""
    record = _decision(0).to_bytes() + b"\n"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    count, start = 0, time.perf_counter()
    try:
        while time.perf_counter() - start < BARE_SECONDS:
            os.write(fd, record)
            os.fsync(fd)
            count += 1
    finally:
        os.close(fd)
    return count / (time.perf_counter() - start)


def group_commit(directory: Path) -> float:
    """Entries/s, submitted by many threads, each waiting until its entry is durable."""
    per_thread = GROUP_ENTRIES // SUBMITTERS
    with open_log(directory) as log, log.writer() as writer:

        def submit(offset: int) -> None:
            futures = [writer.submit_entry(_decision(offset + n)) for n in range(per_thread)]
            for future in futures:
                future.result()

        threads = [
            threading.Thread(target=submit, args=(t * per_thread,)) for t in range(SUBMITTERS)
        ]
        start = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        return per_thread * SUBMITTERS / (time.perf_counter() - start)


def synchronous(directory: Path, count: int = 500) -> float:
    with open_log(directory) as log:
        start = time.perf_counter()
        for n in range(count):
            log.append_entry(_decision(n))
        return count / (time.perf_counter() - start)


def build(directory: Path, size: int) -> None:
    """A large log, quickly: canonical records differing only in a number."""
    template = _decision(0).to_bytes().replace(b'"job:0"', b'"job:%d"')
    batch = 50_000
    with open_log(directory) as log:
        for first in range(0, size, batch):
            log.append_records([template % n for n in range(first, min(first + batch, size))])


def hashlib_rate(path: Path) -> float:
    """Bytes/s of hashlib SHA-256 reading PATH, the best of three."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        digest = hashlib.sha256()
        with path.open("rb") as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
        best = min(best, time.perf_counter() - start)
    return path.stat().st_size / best


def _cpu() -> float:
    """CPU seconds of this process and of the children it has waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


# verify_log in a process of its own, for another checkout: argv[1] the log, argv[2] the key.
_VERIFY_LOG = f"""
import sys
from govern.audit import open_log
from govern.audit.checkpoint import Trust
from govern.audit.verify import verify_log
with open_log(sys.argv[1], create=False) as log:
    assert verify_log(log, Trust({ORIGIN!r}, (sys.argv[2],))).ok
"""


def timed_process(command: list[str], checkout: Path | None) -> tuple[float, float]:
    """Wall and CPU seconds of COMMAND, run with CHECKOUT's govern when given."""
    env = None if checkout is None else {**os.environ, "PYTHONPATH": str(checkout)}
    cpu, start = _cpu(), time.perf_counter()
    proc = subprocess.run(
        command, capture_output=True, text=True, check=False, cwd=checkout, env=env
    )
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{command[2:5]} failed: {proc.stdout[-500:]}{proc.stderr[-500:]}")
    return elapsed, _cpu() - cpu


def verify_cli(directory: Path, trusted: str, checkout: Path | None) -> tuple[float, float]:
    """Wall and CPU seconds of `govern audit verify` on the log in DIRECTORY."""
    config = directory.parent / "govern.toml"
    config.write_text(
        f'[site]\ncountry = "US"\n\n[audit]\ndir = "{directory}"\norigin = "{ORIGIN}"\n'
        f"trusted_keys = [{json.dumps(trusted)}]\n"
    )
    command = [sys.executable, "-m", "govern", "--config", str(config), "audit", "verify"]
    return timed_process(command, checkout)


def verification(big: Path, key: SigningKey, earlier: Path | None) -> list[tuple[str, str]]:
    """verify_log in one thread and in two, and the whole `govern audit verify`, each against
    hashlib over the same bytes; the same by EARLIER's govern when given."""
    trust = Trust(ORIGIN, (key.verifier.vkey,))
    size_bytes = (big / "log.jsonl").stat().st_size
    sha_rate = hashlib_rate(big / "log.jsonl")
    rows = [("hashlib sha256, same bytes", f"{sha_rate / 1e6:,.1f} MB/s")]
    with open_log(big) as log:
        for label, threads in (("one thread", 1), ("two threads", 2)):
            cpu, start = _cpu(), time.perf_counter()
            report = verify_log(log, trust, threads=threads)
            elapsed, cpu = time.perf_counter() - start, _cpu() - cpu
            assert report.ok, report.problems
            rate = size_bytes / elapsed
            rows += [
                (
                    f"verify_log (tree, checkpoints), {label}",
                    f"{elapsed:.2f} s ({cpu:.2f} s CPU), {rate / 1e6:,.1f} MB/s",
                ),
                ("  ratio to hashlib (budget >= 0.25)", f"{rate / sha_rate:.3f}x"),
            ]
    runs = [("", verify_cli(big, key.verifier.vkey, None))]
    if earlier is not None:
        command = [sys.executable, "-c", _VERIFY_LOG, str(big), key.verifier.vkey]
        for checkout in (None, earlier):
            where = f" at {checkout}" if checkout else ""
            label = f"verify_log{where}, a process of its own (start-up included)"
            runs.append((label, timed_process(command, checkout)))
        runs.append(
            (f"govern audit verify at {earlier}", verify_cli(big, key.verifier.vkey, earlier))
        )
    for label, (elapsed, cpu) in runs:
        rows += [
            (
                label or "govern audit verify (and published bundles)",
                f"{elapsed:.2f} s ({cpu:.2f} s CPU), {size_bytes / elapsed / 1e6:,.1f} MB/s",
            ),
            ("  ratio to hashlib", f"{size_bytes / elapsed / sha_rate:.3f}x"),
        ]
    return rows


def appending(root: Path) -> list[tuple[str, str]]:
    rows = serialising()
    bare = bare_fsync_loop(root / "bare.log")
    grouped = group_commit(root / "group")
    single = synchronous(root / "sync")
    rows += [
        ("bare write+fsync loop", f"{bare:,.0f} entries/s"),
        (f"group commit, {SUBMITTERS} submitters", f"{grouped:,.0f} entries/s"),
        ("  ratio to bare loop (budget >= 0.5)", f"{grouped / bare:.2f}x"),
        ("synchronous append()", f"{single:,.0f} entries/s, {1e6 / single:,.0f} us each"),
    ]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, help="where to write (default: a temporary folder)")
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--earlier", type=Path, help="another checkout of govern to compare with")
    parser.add_argument("--only", choices=["verify"], help="measure only the log's verification")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="bench-audit-", dir=args.dir))
    load_before = os.getloadavg()
    try:
        rows = [] if args.only else appending(root)

        big = root / "big"
        start = time.perf_counter()
        build(big, args.entries)
        rows.append((f"build {args.entries:,} entries", f"{time.perf_counter() - start:.1f} s"))
        key = generate_signing_key(ORIGIN)
        with open_log(big) as log:
            start = time.perf_counter()
            log.checkpoint(key)
            rows.append(("first checkpoint (tiles)", f"{time.perf_counter() - start:.2f} s"))
            trust = Trust(ORIGIN, (key.verifier.vkey,))
            report = verify_log(log, trust)
            assert report.ok, report.problems
        rows += verification(big, key, args.earlier)
        with open_log(big) as log:
            rng = random.Random(1)
            indices = [rng.randrange(args.entries) for _ in range(2000)]
            root_hash = report.root
            start = time.perf_counter()
            proofs = [log.inclusion_proof(i, args.entries) for i in indices]
            proving = (time.perf_counter() - start) / len(indices)
            records = [log.entry_bytes(i, i + 1)[0] for i in indices]
            start = time.perf_counter()
            for index, record, proof in zip(indices, records, proofs, strict=True):
                verify_inclusion(index, args.entries, leaf_hash(record), proof, root_hash)
            checking = (time.perf_counter() - start) / len(indices)
            rows += [
                (f"inclusion proof at {args.entries:,}", f"{proving * 1e6:,.0f} us"),
                ("  verifying it", f"{checking * 1e6:,.0f} us"),
            ]
        load_after = os.getloadavg()
        rows.append(
            (
                "load average (1, 5, 15 min)",
                f"before {', '.join(f'{x:.2f}' for x in load_before)}; "
                f"after {', '.join(f'{x:.2f}' for x in load_after)}; {os.cpu_count()} cores",
            )
        )
        width = max(len(name) for name, _ in rows)
        for name, value in rows:
            print(f"{name:<{width}}  {value}")
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
