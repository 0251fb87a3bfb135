"""A thread-safe map whose entries expire, for what image verification remembers for a while:
verdicts, tag resolutions and registry tokens. Expired entries are swept out as the map grows,
so a long-running server's memory follows what is live, not everything it was ever asked."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

# Below this many entries nothing is swept: sweeping a small map saves nothing.
_SWEEP_FLOOR = 1024

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class ExpiringMap(Generic[K, V]):
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._entries: dict[K, tuple[float, V]] = {}
        self._sweep_at = _SWEEP_FLOOR

    def get(self, key: K) -> V | None:
        """KEY's value while it lives, else None."""
        with self._lock:
            entry = self._entries.get(key)
        if entry is None or entry[0] <= self._clock():
            return None
        return entry[1]

    def put(self, key: K, value: V, seconds: float) -> None:
        """Keep VALUE under KEY for SECONDS."""
        now = self._clock()
        with self._lock:
            self._entries[key] = (now + seconds, value)
            if len(self._entries) >= self._sweep_at:
                # Sweeping each time the map doubles keeps it within twice what lives, at an
                # amortised constant cost per entry.
                self._entries = {k: e for k, e in self._entries.items() if e[0] > now}
                self._sweep_at = max(2 * len(self._entries), _SWEEP_FLOOR)

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)
