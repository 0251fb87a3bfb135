"""Showing a run's progress: a rich bar on a terminal, plain log lines otherwise (journald)."""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Protocol

from govern.backup.restic import BackupStatus

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

_LOG_EVERY = 10.0  # seconds between plain progress lines


class Reporter(Protocol):
    def start(self, label: str) -> None: ...
    def status(self, status: BackupStatus) -> None: ...
    def finish(self, line: str) -> None: ...
    # The reason is the command's to print, once, with the result.
    def failed(self, class_name: str) -> None: ...
    def close(self) -> None: ...


def human_size(value: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if value < 1024 or unit == "TiB":
            return f"{value:.1f} {unit}" if unit != "B" else f"{int(value)} B"
        value /= 1024
    raise AssertionError("unreachable")


class LineReporter:
    """One line when an item starts and ends, and at most one every ten seconds between."""

    def __init__(self) -> None:
        self._label = ""
        self._last = 0.0

    def _write(self, text: str) -> None:
        sys.stderr.write(text + "\n")
        sys.stderr.flush()

    def start(self, label: str) -> None:
        self._label = label
        self._last = time.monotonic()
        self._write(f"{label}: started")

    def status(self, status: BackupStatus) -> None:
        now = time.monotonic()
        if now - self._last >= _LOG_EVERY:
            self._last = now
            self._write(
                f"{self._label}: {status.percent:.0%} {human_size(status.bytes_done)} of "
                f"{human_size(status.total_bytes)}, {status.files_done} files"
            )

    def finish(self, line: str) -> None:
        self._write(f"{self._label}: {line}")

    def failed(self, class_name: str) -> None:
        self._write(f"{class_name}: failed")

    def close(self) -> None:
        pass


class BarReporter:
    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            DownloadColumn,
            Progress,
            TextColumn,
            TimeRemainingColumn,
        )

        self._progress: Progress = Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            DownloadColumn(binary_units=True),
            TimeRemainingColumn(),
            console=Console(stderr=True),
        )
        self._progress.start()
        self._task: TaskID | None = None
        self._label = ""

    def start(self, label: str) -> None:
        self._label = label
        self._task = self._progress.add_task(label, total=None)

    def status(self, status: BackupStatus) -> None:
        if self._task is not None:
            self._progress.update(
                self._task, completed=status.bytes_done, total=status.total_bytes or None
            )

    def finish(self, line: str) -> None:
        if self._task is not None:
            self._progress.update(self._task, description=f"{self._label}: {line}")
            self._progress.stop_task(self._task)

    def failed(self, class_name: str) -> None:
        self._progress.console.print(f"{class_name}: failed", style="red", markup=False)

    def close(self) -> None:
        self._progress.stop()


def reporter() -> Reporter:
    return BarReporter() if sys.stderr.isatty() else LineReporter()
