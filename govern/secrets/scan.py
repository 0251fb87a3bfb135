"""Finding credentials in files: reading each file safely, the tree walk and the parallel file
scan; what one file's text holds is govern/secrets/matching.py's to say."""

from __future__ import annotations

import concurrent.futures
import hashlib
import itertools
import multiprocessing
import os
import re
import stat
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from govern.secrets.matching import find_matches
from govern.secrets.pinned import read_up_to
from govern.secrets.rules import SEVERITIES, RuleSet, Severity
from govern.secrets.walk import CHANGED_DURING_SCAN, Item, open_listed_folder, walk

_BINARY_PROBE = 8192
# Batches start small and double up to the largest: a small tree's few files are shared out
# among the workers, where one batch would leave all but one idle, and a large tree's batches
# are large enough that handing them over costs little.
_FIRST_BATCH = 16
_LARGEST_BATCH = 256
# Fingerprints go into baselines and reports, so they carry only 16 bits of the secret: enough
# to tell a rotated secret from the reviewed one (all but 1 in 65,536 times), too few to confirm
# a guessed password against.
_SECRET_TAG_HEX = 4

READABLE_BY_OTHERS = "readable by group or others"
IN_SHARED_DIRECTORY = "in a shared directory"


@dataclass(frozen=True)
class Finding:
    """What a report says about a secret: where, what and how exposed; never the value."""

    path: str
    line: int
    column: int
    rule: str
    kind: str
    description: str
    severity: Severity
    reasons: tuple[str, ...]
    secret_length: int
    fingerprint: str


@dataclass(frozen=True)
class ScanOptions:
    max_file_bytes: int = 1_048_576
    shared_dirs: tuple[Path, ...] = ()
    jobs: int = field(default_factory=lambda: os.cpu_count() or 1)


@dataclass
class ScanResult:
    findings: list[Finding] = field(default_factory=list)
    files_scanned: int = 0
    bytes_scanned: int = 0
    skipped: Counter[str] = field(default_factory=Counter)

    def add(self, other: ScanResult) -> None:
        self.findings.extend(other.findings)
        self.files_scanned += other.files_scanned
        self.bytes_scanned += other.bytes_scanned
        self.skipped.update(other.skipped)


def fingerprint(rule_id: str, path: str, value: str) -> str:
    """Where (rule and file, not line: edits above a secret keep it reviewed) and a short tag
    of the secret itself. PATH is hashed as the bytes of the file's name, which need not be
    UTF-8 (a name's other bytes come to it as surrogates)."""
    place = f"govern-secrets\0{rule_id}\0{path}".encode("utf-8", "surrogateescape")
    tag = hashlib.sha256(place + f"\0{value}".encode()).hexdigest()[:_SECRET_TAG_HEX]
    return f"{hashlib.sha256(place).hexdigest()[:24]}-{tag}"


def shown_path(path: str) -> str:
    """PATH as a report and the audit log show it: each byte of a name that is not UTF-8, and
    each control character (a user's choice: a line break, a terminal's escape sequence that
    would move the cursor over other findings on root's screen), written as `\\xNN`, which
    every output writes as plain text, where the bytes themselves would stop the scan's report
    or its entry, or act on the terminal it is read in."""
    shown = os.fsencode(path).decode("utf-8", "backslashreplace")
    return _CONTROL.sub(lambda control: f"\\x{ord(control[0]):02x}", shown)


# C0 and C1 control characters and DEL.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def _severity(base: Severity, mode: int, shared: bool) -> tuple[Severity, tuple[str, ...]]:
    reasons = []
    if mode & 0o044:
        reasons.append(f"{READABLE_BY_OTHERS} (mode {stat.S_IMODE(mode):04o})")
    if shared:
        reasons.append(IN_SHARED_DIRECTORY)
    level = min(SEVERITIES.index(base) + len(reasons), len(SEVERITIES) - 1)
    return SEVERITIES[level], tuple(reasons)


def _read_regular_file(
    path: str, limit: int, folder: int | None
) -> tuple[bytes | None, int, str | None]:
    """(content, mode, reason skipped). PATH is opened by its name in FOLDER, the folder the walk
    listed it from, if given. O_NOFOLLOW: a symlink swapped in after the walk is refused, not
    followed; O_NONBLOCK: a FIFO does not hang the scan."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    try:
        if folder is None:
            fd = os.open(path, flags)
        else:
            fd = os.open(os.path.basename(path), flags, dir_fd=folder)
    except OSError:
        return None, 0, "unreadable"
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None, info.st_mode, "not a regular file"
        if info.st_size > limit:
            return None, info.st_mode, "larger than the size limit"
        return read_up_to(fd, info.st_size), info.st_mode, None
    except OSError:
        return None, 0, "unreadable"
    finally:
        os.close(fd)


def scan_file(
    path: str, shared: bool, rules: RuleSet, options: ScanOptions, folder: int | None = None
) -> ScanResult:
    """The findings in PATH; FOLDER: its folder, opened, as the walk saw it."""
    result = ScanResult()
    data, mode, skipped = _read_regular_file(path, options.max_file_bytes, folder)
    if data is None:
        result.skipped[skipped or "unreadable"] += 1
        return result
    if len(data) > options.max_file_bytes:
        result.skipped["larger than the size limit"] += 1
        return result
    parts = tuple(path.split("/"))
    if b"\0" in data[:_BINARY_PROBE] and not rules.reads_binary(parts):
        result.skipped["binary"] += 1
        return result
    result.files_scanned = 1
    result.bytes_scanned = len(data)
    # Latin-1 maps every byte to one character: offsets stay byte offsets, nothing fails to decode.
    text = data.decode("latin-1")
    for match in find_matches(text, parts, rules):
        severity, reasons = _severity(match.rule.severity, mode, shared)
        result.findings.append(
            Finding(
                path=shown_path(path),
                line=match.line,
                column=match.column,
                rule=match.rule.id,
                kind=match.rule.kind,
                description=match.rule.description,
                severity=severity,
                reasons=reasons,
                secret_length=len(match.value),
                fingerprint=fingerprint(match.rule.id, path, match.value),
            )
        )
    return result


_worker_state: tuple[RuleSet, ScanOptions] | None = None


def _init_worker(rules: RuleSet, options: ScanOptions) -> None:
    global _worker_state  # noqa: PLW0603 - one rule set per worker process, set once
    _worker_state = (rules, options)


def _scan_batch(batch: list[Item]) -> ScanResult:
    assert _worker_state is not None
    rules, options = _worker_state
    total = ScanResult()
    # Files listed from one folder come one after another: the folder is opened once for them.
    for (directory, seen), items in itertools.groupby(batch, key=lambda i: (i[0], i[2])):
        files = [(os.path.join(directory, name), shared) for _, name, _, shared in items]
        if seen is None:
            for path, shared in files:
                total.add(scan_file(path, shared, rules, options))
            continue
        folder = open_listed_folder(directory, seen)
        if folder is None:
            total.skipped[CHANGED_DURING_SCAN] += len(files)
            continue
        try:
            for path, shared in files:
                total.add(scan_file(path, shared, rules, options, folder))
        finally:
            os.close(folder)
    return total


def _batches(
    roots: Sequence[Path], options: ScanOptions, skipped: Counter[str]
) -> Iterator[list[Item]]:
    batch: list[Item] = []
    size = _FIRST_BATCH
    for root in roots:
        for item in walk(root, options.shared_dirs, skipped):
            batch.append(item)
            if len(batch) == size:
                yield batch
                batch = []
                size = min(2 * size, _LARGEST_BATCH)
    if batch:
        yield batch


def _start_workers(rules: RuleSet, options: ScanOptions) -> concurrent.futures.ProcessPoolExecutor:
    """Worker processes, forked now: before the walk starts its threads, since a process forked
    while other threads hold locks can inherit them locked. Forking lets the workers share the
    loaded rules instead of loading their own (each compiles the patterns it first needs)."""
    pool = concurrent.futures.ProcessPoolExecutor(
        max_workers=options.jobs,
        mp_context=multiprocessing.get_context("fork"),
        initializer=_init_worker,
        initargs=(rules, options),
    )
    # The first submission forks every worker (a fork pool never adds workers later).
    pool.submit(_scan_batch, []).result()
    return pool


def scan_paths(
    roots: Sequence[Path],
    rules: RuleSet,
    options: ScanOptions,
    progress: Callable[[ScanResult], None] | None = None,
) -> ScanResult:
    """Scan every file under ROOTS; batches go to worker processes while the walk goes on."""
    result = ScanResult()

    def collect(done: ScanResult) -> None:
        result.add(done)
        if progress is not None:
            progress(result)

    if options.jobs == 1:
        _init_worker(rules, options)
        for batch in _batches(roots, options, result.skipped):
            collect(_scan_batch(batch))
    else:
        pool = _start_workers(rules, options)
        try:
            pending: set[concurrent.futures.Future[ScanResult]] = set()
            for batch in _batches(roots, options, result.skipped):
                pending.add(pool.submit(_scan_batch, batch))
                for future in [f for f in pending if f.done()]:
                    pending.remove(future)
                    collect(future.result())
            for future in concurrent.futures.as_completed(pending):
                collect(future.result())
        finally:
            pool.shutdown(cancel_futures=True)
    result.findings.sort(key=lambda f: (f.path, f.line, f.column, f.rule))
    return result
