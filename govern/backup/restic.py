"""restic's command lines and its JSON output. Builders and parsers only: no decisions here."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from govern.backup.repository import Repository
from govern.errors import BackupError

# restic exits 3 when a backup completed but some source files could not be read.
EXIT_INCOMPLETE = 3


@dataclass(frozen=True)
class Restic:
    """restic bound to one repository."""

    binary: str
    repository: Repository

    def command(self, *args: str) -> list[str]:
        location = ["-r", self.repository.location]
        return [self.binary, *location, *self.repository.password.restic_flags(), *args]

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run a short restic command and return its output; a failure raises BackupError."""
        try:
            proc = subprocess.run(
                self.command(*args),
                capture_output=True,
                text=True,
                check=False,
                stdin=subprocess.DEVNULL,
            )
        except FileNotFoundError:
            raise BackupError(
                f"restic not found ({self.binary!r}): install it (apt-get install restic) "
                "or set [backup] restic"
            ) from None
        if check and proc.returncode != 0:
            raise BackupError(describe_failure(self.repository, args[0], proc.stderr))
        return proc

    def start(
        self,
        *args: str,
        stdout: int,
        pass_fds: tuple[int, ...] = (),
        env: Mapping[str, str] | None = None,
    ) -> tuple[subprocess.Popen[str], list[str], threading.Thread]:
        """Start a long restic command (with ENV added to govern's environment); its stderr is
        collected by a thread (join it after waiting) so that restic never blocks on a full
        pipe."""
        try:
            proc = subprocess.Popen(
                self.command(*args),
                stdin=subprocess.DEVNULL,
                stdout=stdout,
                stderr=subprocess.PIPE,
                text=True,
                pass_fds=pass_fds,
                env={**os.environ, **env} if env else None,
            )
        except FileNotFoundError:
            raise BackupError(
                f"restic not found ({self.binary!r}): apt-get install restic"
            ) from None
        stderr: list[str] = []
        drain = threading.Thread(target=lambda: stderr.extend(proc.stderr or ()), daemon=True)
        drain.start()
        return proc, stderr, drain


# -- command lines ------------------------------------------------------------------------------


def tag(name: str, value: str) -> str:
    return f"{name}={value}"


@dataclass(frozen=True)
class SnapshotTime:
    """A snapshot's time, chosen by govern and given to `restic backup --time`, so that the
    audit entry can record it without asking restic again.

    restic reads the argument in its local zone (so it runs with TZ=UTC, see BACKUP_ENV),
    keeps the nanoseconds, and lists the time in RFC 3339 with trailing zeros dropped."""

    ns: int  # since the epoch

    @classmethod
    def now(cls) -> SnapshotTime:
        return cls(time.time_ns())

    def _split(self) -> tuple[str, int]:
        seconds, fraction = divmod(self.ns, 1_000_000_000)
        return dt.datetime.fromtimestamp(seconds, dt.UTC).strftime("%Y-%m-%dT%H:%M:%S"), fraction

    @property
    def argument(self) -> str:
        whole, fraction = self._split()
        return f"{whole.replace('T', ' ')}.{fraction:09d}"

    @property
    def listed(self) -> str:
        """As `restic snapshots --json` prints it."""
        whole, fraction = self._split()
        return f"{whole}{f'.{fraction:09d}'.rstrip('0') if fraction else ''}Z"


# restic takes the --time of SnapshotTime.argument in this zone.
BACKUP_ENV = {"TZ": "UTC"}


def backup_args(
    sources: Iterable[str],
    tags: Iterable[str],
    exclude: Iterable[str],
    host: str,
    when: SnapshotTime,
) -> list[str]:
    args = ["backup", "--json", "--host", host, "--time", when.argument]
    for value in tags:
        args += ["--tag", value]
    for pattern in exclude:
        args += ["--exclude", pattern]
    return [*args, "--", *sources]


def forget_plan_args(keep_flags: Iterable[str], class_tag: str) -> list[str]:
    """What the keep rules would forget, as JSON, forgetting nothing."""
    return [
        "forget", "--json", "--dry-run", "--tag", class_tag, "--group-by", "host,tags",
        *keep_flags,
    ]  # fmt: skip


def forget_ids_args(snapshot_ids: Iterable[str]) -> list[str]:
    # -q: prune's text report is of no use to govern.
    return ["forget", "-q", "--prune", "--", *snapshot_ids]


def check_args(part: int, of: int) -> list[str]:
    return ["check", "--read-data-subset", f"{part}/{of}"]


def snapshots_args(*, tags: Iterable[str] = (), ids: Iterable[str] = ()) -> list[str]:
    args = ["snapshots", "--json"]
    for value in tags:
        args += ["--tag", value]
    return [*args, *ids]


def restore_args(snapshot_id: str, target: str, includes: Iterable[str]) -> list[str]:
    args = ["restore", snapshot_id, "--target", target]
    for path in includes:
        args += ["--include", path]
    return args


# -- output -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BackupStatus:
    percent: float
    bytes_done: int
    total_bytes: int
    files_done: int
    total_files: int


@dataclass(frozen=True)
class BackupSummary:
    snapshot_id: str
    files_new: int
    files_changed: int
    files_unmodified: int
    data_added: int
    total_bytes_processed: int
    total_files_processed: int
    duration: float


@dataclass(frozen=True)
class FileError:
    path: str
    message: str


BackupEvent = BackupStatus | BackupSummary | FileError


def parse_backup_line(line: str) -> BackupEvent | None:
    """One line of `restic backup --json`; None for lines that carry nothing govern uses."""
    try:
        data = json.loads(line)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    kind = data.get("message_type")
    if kind == "status":
        return BackupStatus(
            percent=float(data.get("percent_done", 0.0)),
            bytes_done=int(data.get("bytes_done", 0)),
            total_bytes=int(data.get("total_bytes", 0)),
            files_done=int(data.get("files_done", 0)),
            total_files=int(data.get("total_files", 0)),
        )
    if kind == "summary":
        return BackupSummary(
            snapshot_id=str(data["snapshot_id"]),
            files_new=int(data.get("files_new", 0)),
            files_changed=int(data.get("files_changed", 0)),
            files_unmodified=int(data.get("files_unmodified", 0)),
            data_added=int(data.get("data_added", 0)),
            total_bytes_processed=int(data.get("total_bytes_processed", 0)),
            total_files_processed=int(data.get("total_files_processed", 0)),
            duration=float(data.get("total_duration", 0.0)),
        )
    if kind == "error":
        error = data.get("error")
        message = error.get("message", "") if isinstance(error, dict) else str(error)
        return FileError(str(data.get("item", "")), message)
    return None


@dataclass(frozen=True)
class Snapshot:
    """One snapshot as restic lists it. Its id is the hash of what restic stored, so a snapshot
    whose time, host or tags were changed is a different snapshot."""

    id: str
    time: str
    hostname: str
    tags: tuple[str, ...]
    paths: tuple[str, ...]

    @property
    def short_id(self) -> str:
        return self.id[:8]

    def tag(self, name: str) -> str | None:
        prefix = f"{name}="
        return next((t[len(prefix) :] for t in self.tags if t.startswith(prefix)), None)


def parse_snapshots(text: str) -> list[Snapshot]:
    """`restic snapshots --json`; anything else raises BackupError."""
    try:
        data = json.loads(text)
        return [
            Snapshot(
                id=str(s["id"]),
                time=str(s["time"]),
                hostname=str(s.get("hostname", "")),
                tags=tuple(str(t) for t in s.get("tags") or ()),
                paths=tuple(str(p) for p in s.get("paths") or ()),
            )
            for s in data
        ]
    except (ValueError, TypeError, KeyError) as exc:
        raise BackupError(f"restic snapshots printed something unexpected: {exc}") from None


@dataclass(frozen=True)
class Lock:
    id: str
    hostname: str
    pid: int
    time: str
    exclusive: bool


def parse_lock(lock_id: str, data: Any) -> Lock:
    return Lock(
        id=lock_id,
        hostname=str(data.get("hostname", "")),
        pid=int(data.get("pid", 0)),
        time=str(data.get("time", "")),
        exclusive=bool(data.get("exclusive", False)),
    )


_HINTS: tuple[tuple[str, Callable[[Repository], str]], ...] = (
    (
        "wrong password",
        lambda r: f"wrong password for repository {r.name!r}: check its {r.password.describe()}",
    ),
    (
        "unable to open config file",
        lambda r: f"no restic repository at {r.location}: run `govern backup repo init {r.name}`",
    ),
    (
        "repository does not exist",
        lambda r: f"no restic repository at {r.location}: run `govern backup repo init {r.name}`",
    ),
    (
        "no space left on device",
        lambda r: f"the disk of repository {r.name!r} is full: free space at {r.location}",
    ),
    (
        "repository is already locked",
        lambda r: f"repository {r.name!r} is locked by another restic: wait for it to finish",
    ),
    (
        "connection refused",
        lambda r: f"repository {r.name!r} at {r.location} does not answer: is its server up?",
    ),
)


def describe_failure(repository: Repository, command: str, stderr: str) -> str:
    """One line that says what went wrong and what to do, from restic's stderr."""
    lowered = stderr.lower()
    for needle, hint in _HINTS:
        if needle in lowered:
            return f"restic {command}: {hint(repository)}"
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    fatal = next((line for line in reversed(lines) if line.startswith("Fatal:")), None)
    detail = fatal or (lines[-1] if lines else "no error output")
    return f"restic {command} on repository {repository.name!r} failed: {detail}"
