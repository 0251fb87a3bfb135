"""The admission webhook's verification threads, shared fairly between the reviews waiting."""

from __future__ import annotations

import threading
from collections import Counter, deque
from collections.abc import Callable
from concurrent.futures import Future
from typing import Generic, TypeVar

Verdict = TypeVar("Verdict")

_Job = tuple["Future[Verdict]", Callable[[str], Verdict], str]


class VerifierPool(Generic[Verdict]):
    """Daemon worker threads: a verification stuck on a slow registry never holds up the exit of
    the process (its review has been denied already), as a ThreadPoolExecutor's would.

    Reviews take turns for the next free worker, and no review holds more than a quarter of them:
    one review naming many images on a stalled registry cannot leave none for the others."""

    def __init__(self, workers: int) -> None:
        self._share = max(1, workers // 4)
        self._ready = threading.Condition()
        self._waiting: dict[object, deque[_Job[Verdict]]] = {}  # per review, in turn order
        self._running: Counter[object] = Counter()
        self._closed = False
        self._threads = [
            threading.Thread(target=self._run, name="govern-verify", daemon=True)
            for _ in range(workers)
        ]
        for thread in self._threads:
            thread.start()

    def submit(
        self, review: object, verify: Callable[[str], Verdict], reference: str
    ) -> Future[Verdict]:
        future: Future[Verdict] = Future()
        with self._ready:
            self._waiting.setdefault(review, deque()).append((future, verify, reference))
            self._ready.notify()
        return future

    def _next(self) -> tuple[object, _Job[Verdict]] | None:
        """The next job of the first review in turn under its share; it goes to the back."""
        for review in list(self._waiting):
            if self._running[review] < self._share:
                jobs = self._waiting.pop(review)
                job = jobs.popleft()
                if jobs:
                    self._waiting[review] = jobs
                self._running[review] += 1
                return review, job
        return None

    def _run(self) -> None:
        while True:
            with self._ready:
                while (picked := self._next()) is None and not self._closed:
                    self._ready.wait()
            if picked is None:
                return
            review, (future, verify, reference) = picked
            try:
                if future.set_running_or_notify_cancel():  # else answered without it
                    try:
                        future.set_result(verify(reference))
                    except BaseException as exc:
                        future.set_exception(exc)
            finally:
                with self._ready:
                    self._running[review] -= 1
                    if not self._running[review]:
                        del self._running[review]
                    self._ready.notify_all()

    def close(self) -> None:
        with self._ready:
            self._closed = True
            self._ready.notify_all()
