"""Report benchmark: `govern report` (every format and an evidence bundle) over a log of
1,000,000 entries spread over a month, against a bare pass of json.loads over the same lines;
each in a process of its own, timed, with its peak resident memory.

The log is the demo site's, made quickly from templates of the entries the daemon and the
backups write (decisions allowed and denied, controlled and not, with and without approvals;
Slurm jobs; a nightly backup run), differing in their times and subjects.

usage: python -m bench.bench_report [--dir DIR] [--entries N]"""

from __future__ import annotations

import argparse
import calendar
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from govern.audit import Entry, open_log
from govern.audit.note import generate_signing_key

REPO = Path(__file__).resolve().parents[1]
ORIGIN = "rc.example.edu/audit"
MONTH = "2026-11"
_TIME = "2026-11-01T00:00:00.000000Z"
_START = calendar.timegm((2026, 11, 1, 0, 0, 0))
_KEY = generate_signing_key(ORIGIN)


def _decision(user: str, action: str, resource: str, destination: str, allowed: bool,
              policies: list[str], approvals: list[str]) -> Entry:  # fmt: skip
    request = {"user": user, "action": action, "resource": resource, "destination": destination}
    payload = {"request": request, "decision": "allow" if allowed else "deny",
               "policies": policies, "approvals": approvals, "errors": [],
               "catalog": "eb9004ad82cfabf4"}  # fmt: skip
    return Entry("decision", user, resource, payload, time=_TIME)


def _job() -> Entry:
    check = {"resource": "dataset:radar-returns", "destination": "partition:itar",
             "decision": "allow", "policies": ["baseline"], "approvals": [],
             "errors": []}  # fmt: skip
    job = {"event": "submit", "user": "alice", "partitions": ["itar"],
           "resources": ["dataset:radar-returns"], "images": [], "privileged_images": [],
           "container": None, "het_job_offset": None, "account": None, "gres": None,
           "tres_per_job": None, "licenses": None, "job_id": 1}  # fmt: skip
    payload = {"job": job, "decision": "allow", "message": "govern: allowed",
               "image_checks": [], "checks": [check], "catalog": "eb9004ad82cfabf4"}  # fmt: skip
    return Entry("slurm.job", "alice", "job:1", payload, time=_TIME)


# (template, share of the entries out of 100)
_MIX = (
    (_decision("alice", "use", "dataset:era5", "partition:gpu", True, ["baseline"], []), 55),
    (_decision("alice", "use", "dataset:radar-returns", "partition:itar", True, ["baseline"],
               []), 10),
    (_decision("dmitri", "use", "dataset:chip-layouts", "partition:gpu", False,
               ["ear-foreign-person-approval"], []), 20),
    (_decision("chen", "export", "dataset:chip-layouts", "endpoint:partner-de", True,
               ["baseline"], ["APR-2026-001", "APR-2026-002"]), 5),
    (_job(), 10),
)  # fmt: skip


def _templates() -> list[bytes]:
    """One template per hundredth of the entries: %s takes the time."""
    out: list[bytes] = []
    for entry, share in _MIX:
        out += [entry.to_bytes().replace(_TIME.encode(), b"%s")] * share
    return out


def build(directory: Path, size: int) -> None:
    templates = _templates()
    backup = Entry("backup.run", "root", "class:datasets", {"class": "datasets",
                   "repository": "local", "duration_seconds": 60.0, "host": "backup1"},
                   time=_TIME).to_bytes().replace(_TIME.encode(), b"%s")  # fmt: skip
    seconds = 30 * 86_400
    per_day = max(1, size // 30)
    batch = 50_000
    with open_log(directory) as log:
        for first in range(0, size, batch):
            records = []
            for n in range(first, min(first + batch, size)):
                at = n * seconds // size
                stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(_START + at))
                stamped = f"{stamp}.{n % 1_000_000:06d}Z".encode()
                template = backup if n % per_day == 0 else templates[n % len(templates)]
                records.append(template % stamped)
            log.append_records(records)
        log.checkpoint(_KEY)


def _site(root: Path, log: Path) -> Path:
    for part in ("policies", "audit", "backup"):
        shutil.copytree(REPO / part, root / part)
    shutil.copytree(REPO / "examples" / "site", root / "examples" / "site",
                    ignore=shutil.ignore_patterns("var"))  # fmt: skip
    var = root / "examples" / "site" / "var"
    var.mkdir()
    (var / "audit-vkey").write_text(_KEY.verifier.vkey + "\n")
    config = root / "examples" / "site" / "govern.toml"
    text = config.read_text().replace('dir = "var/audit"', f'dir = "{log}"')
    config.write_text(text)
    return config


# Each measured process reports its own peak (VmHWM belongs to the program it runs: a forked
# child's getrusage would count this process's pages too).
_PEAK = """
import atexit, sys
def peak():
    with open("/proc/self/status") as status:
        line = next(l for l in status if l.startswith("VmHWM:"))
    sys.stderr.write(f"PEAK {int(line.split()[1])}\\n")
atexit.register(peak)
"""


def _run(program: str, args: list[str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of PROGRAM (Python source) with ARGS, in a new process."""
    start = time.perf_counter()
    command = [sys.executable, "-c", _PEAK + program, *args]
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          check=False)  # fmt: skip
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{args[:3]} failed with {done.returncode}: {done.stderr[-2000:]}")
    peak = next(line for line in done.stderr.splitlines() if line.startswith("PEAK "))
    return elapsed, int(peak.split()[1]) / 1024


_BARE = """
import json
with open(sys.argv[1], "rb") as lines:
    for line in lines:
        json.loads(line)
"""
_GOVERN = """
sys.argv[0] = "govern"
from govern.cli.main import run
run()
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, help="where to write (default: a temporary folder)")
    parser.add_argument("--entries", type=int, default=1_000_000)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="bench-report-", dir=args.dir))
    try:
        log = root / "audit"
        start = time.perf_counter()
        build(log, args.entries)
        built = time.perf_counter() - start
        config = _site(root / "site", log)
        out = root / "out"
        report = ["--config", str(config), "report",
                  "--from", f"{MONTH}-01", "--to", f"{MONTH}-30", "--out", str(out),
                  "--bundle", str(root / "evidence.zip"), "--json"]  # fmt: skip
        bare_seconds, bare_rss = _run(_BARE, [str(log / "log.jsonl")])
        report_seconds, report_rss = _run(_GOVERN, report)
        size = (log / "log.jsonl").stat().st_size
        rows = [
            (f"build and checkpoint {args.entries:,} entries", f"{built:.1f} s"),
            ("log.jsonl", f"{size / 1e6:,.0f} MB"),
            ("bare json.loads over every line", f"{bare_seconds:.2f} s, peak {bare_rss:,.0f} MB"),
            (
                "govern report, all formats + bundle",
                f"{report_seconds:.2f} s, peak {report_rss:,.0f} MB",
            ),
            ("  ratio to json.loads", f"{report_seconds / bare_seconds:.2f}x"),
            ("  budget", "<= 60 s, <= 500 MB"),
            ("load average (1, 5, 15 min)", " ".join(f"{x:.2f}" for x in os.getloadavg())),
        ]
        width = max(len(name) for name, _ in rows)
        for name, value in rows:
            print(f"{name:<{width}}  {value}")
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
