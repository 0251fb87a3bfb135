"""kill -9 at random moments while several processes append, some of them followed by what a
power loss does to the files: the log always opens and verifies, and every acknowledged entry is
there at the index it was acknowledged with."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from govern.audit import open_log
from govern.audit.checkpoint import Trust
from govern.audit.log import ENTRIES, HASHES, INDEX, SYNCED, stored_hash_count
from govern.audit.note import SigningKey
from govern.audit.verify import verify_log

APPENDER = Path(__file__).with_name("appender.py")
TRIALS = 200
POWER_LOSS_EVERY = 4
WRITERS = (("sync", "a"), ("group", "b"), ("sync", "c"))


def _collect(child: subprocess.Popen[str], lines: list[str], started: threading.Event) -> None:
    assert child.stdout is not None
    for line in child.stdout:
        lines.append(line)
        started.set()


def _burst(directory: Path, trial: int, rng: random.Random) -> dict[str, int]:
    """Start the writers, kill them all with SIGKILL a random moment into their burst, and
    return what they acknowledged before dying."""
    children, readers, outputs = [], [], []
    started = threading.Event()
    for mode, name in WRITERS:
        child = subprocess.Popen(
            [sys.executable, str(APPENDER), str(directory), f"{name}{trial}", mode],
            stdout=subprocess.PIPE,
            text=True,
        )
        lines: list[str] = []
        reader = threading.Thread(target=_collect, args=(child, lines, started))
        reader.start()
        children.append(child)
        readers.append(reader)
        outputs.append(lines)
    assert started.wait(timeout=30), "no writer acknowledged anything"
    time.sleep(rng.uniform(0, 0.06))
    for child in children:
        os.kill(child.pid, signal.SIGKILL)
    for child, reader in zip(children, readers, strict=True):
        child.wait()
        reader.join()
    acknowledged: dict[str, int] = {}
    for lines in outputs:
        for line in lines:
            if line.endswith("\n"):  # a line cut by the kill was never fully reported
                index, tag = line.split()
                acknowledged[tag] = int(index)
    return acknowledged


def _lose_power(directory: Path, rng: random.Random) -> int:
    """Do to the files what a power loss may do to writes not yet fsync'd: log.synced is from
    an earlier boot, the derived files lose a random tail or have a page read back as zeros,
    and log.jsonl loses a page of the (unacknowledged) batch at its end. Returns the size whose
    derived records were durable."""
    durable = int((directory / SYNCED).read_text().split()[1])
    (directory / SYNCED).write_text(f"earlier-boot {durable}\n")
    for name, durable_length in ((INDEX, durable * 8), (HASHES, stored_hash_count(durable) * 32)):
        with (directory / name).open("r+b") as handle:
            length = handle.seek(0, os.SEEK_END)
            kept = rng.randint(durable_length, length)
            handle.truncate(kept)
            if kept > durable_length and rng.random() < 0.5:
                hole = rng.randrange(durable_length, kept)
                handle.seek(hole)
                handle.write(b"\x00" * min(4096, kept - hole))
    with (directory / ENTRIES).open("ab") as handle:
        handle.write(b"\x00" * rng.randint(1, 5000) + b'ject":"lost"}\n{"actor":"')
    return durable


@pytest.mark.slow
def test_kill_9_during_bursts_loses_no_acknowledged_entry(
    tmp_path: Path, key: SigningKey, trust: Trust
) -> None:
    directory = tmp_path / "audit"
    rng = random.Random(20261129)
    acknowledged: dict[str, int] = {}
    torn = rebuilt = 0
    for trial in range(TRIALS):
        recent = _burst(directory, trial, rng)
        acknowledged.update(recent)
        power_loss = trial % POWER_LOSS_EVERY == POWER_LOSS_EVERY - 1
        durable = _lose_power(directory, rng) if power_loss else len(acknowledged)
        with open_log(directory, create=False) as log:
            tail = log.tail()
            torn += not power_loss and log.raw_length(ENTRIES) > tail.entries_end
            assert tail.size >= durable
            seen = dict(log.entries(min(recent.values(), default=tail.size)))
            for tag, index in recent.items():
                assert index >= tail.size or seen[index].subject == tag, (trial, tag, index)
        with open_log(directory) as log:
            log.checkpoint(key)
            report = verify_log(log, trust)
            seen = dict(log.entries(min(recent.values(), default=0)))
        assert report.ok, (trial, [str(p) for p in report.problems])
        assert report.size >= len(acknowledged)
        rebuilt += power_loss and report.size > tail.size
        for tag, index in recent.items():
            assert seen[index].subject == tag, (trial, tag, index)
    with open_log(directory, create=False) as log:
        subjects = {index: entry.subject for index, entry in log.entries()}
    missing = [tag for tag, index in acknowledged.items() if subjects.get(index) != tag]
    assert not missing
    assert len(acknowledged) > TRIALS
    assert torn, "no kill landed mid-append: the recovery path was not exercised"
    assert rebuilt, "no power loss hid acknowledged entries: the rebuild was not exercised"
