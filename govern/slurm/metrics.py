"""Prometheus metrics of the decision daemon, served on a loopback HTTP endpoint."""

from __future__ import annotations

import ipaddress
import threading
import time
from collections import Counter as Tally
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

from govern.approvals.model import Kind
from govern.errors import ConfigError

if TYPE_CHECKING:
    from govern.approvals.index import ApprovalIndex

_LATENCY_BUCKETS = (0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 1.0)
# "Expiring soon" is within this many days, so renewals can be asked for in time.
SOON_DAYS = 30
TRAININGS = {"cui": "cui_training_expires", "export": "export_training_expires"}
# Counting everyone's training takes a pass over the whole site: at most this often.
_TRAINING_SECONDS = 60.0


class DaemonMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.decisions = Counter(
            "govern_decisions", "Decisions made, by outcome", ["outcome"], registry=self.registry
        )
        self.policy_hits = Counter(
            "govern_policy_decisions",
            "Decisions each policy took part in, by outcome",
            ["policy", "outcome"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "govern_decision_seconds",
            "Time from request to durable answer",
            buckets=_LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.reloads = Counter(
            "govern_reloads",
            "Policy and catalog reloads, by result",
            ["result"],
            registry=self.registry,
        )
        self.errors = Counter(
            "govern_errors",
            "Requests answered with an error (always a deny), by kind",
            ["kind"],
            registry=self.registry,
        )
        # Each labelled counter once: looking a label up costs more than counting.
        self._by_outcome: dict[str, Counter] = {}
        self._by_policy: dict[tuple[str, str], Counter] = {}

    def count_decision(self, outcome: str, policies: Iterable[str]) -> None:
        """One decision of OUTCOME and each policy that took part in it."""
        counter = self._by_outcome.get(outcome)
        if counter is None:
            counter = self._by_outcome[outcome] = self.decisions.labels(outcome)
        counter.inc()
        for policy in policies:
            hits = self._by_policy.get((policy, outcome))
            if hits is None:
                hits = self._by_policy[policy, outcome] = self.policy_hits.labels(policy, outcome)
            hits.inc()

    def follow_expiry(
        self,
        approvals: Callable[[], ApprovalIndex | None],
        people: Callable[[], Iterable[dict[str, Any]]],
        clock: Callable[[], float] = time.time,
    ) -> None:
        """Gauges, read when scraped, of the approvals that count now and of those and the
        people's trainings that end within SOON_DAYS: expiry is seen before it bites."""
        active = Gauge(
            "govern_approvals_active",
            "Approvals of the workflow that count now, by kind",
            ["kind"],
            registry=self.registry,
        )
        expiring = Gauge(
            "govern_approvals_expiring_soon",
            f"Approvals that count now and end within {SOON_DAYS} days, by kind",
            ["kind"],
            registry=self.registry,
        )
        training = Gauge(
            "govern_training_expiring_soon",
            f"People whose training is current and ends within {SOON_DAYS} days, by training",
            ["training"],
            registry=self.registry,
        )

        def counted(soon: bool) -> Tally[Kind]:
            index, now = approvals(), int(clock())
            tally: Tally[Kind] = Tally()
            for kind, until, _ in index.granted(now) if index is not None else ():
                if not soon or until - now <= SOON_DAYS * 86_400:
                    tally[kind] += 1
            return tally

        for kind in Kind:
            active.labels(kind.value).set_function(_count_of(lambda: counted(False), kind))
            expiring.labels(kind.value).set_function(_count_of(lambda: counted(True), kind))
        trainings = _TrainingCount(people, clock)
        for name in TRAININGS:
            training.labels(name).set_function(_count_of(trainings.soon, name))


def _count_of(tally: Callable[[], Tally[Any]], key: Any) -> Callable[[], float]:
    return lambda: float(tally()[key])


class _TrainingCount:
    """How many people's trainings end soon, counted again at most every _TRAINING_SECONDS."""

    def __init__(self, people: Callable[[], Iterable[dict[str, Any]]], clock: Callable[[], float]):
        self._people = people
        self._clock = clock
        self._lock = threading.Lock()
        self._counted_at = -_TRAINING_SECONDS
        self._counts: Tally[str] = Tally()

    def soon(self) -> Tally[str]:
        with self._lock:
            now = self._clock()
            if now - self._counted_at >= _TRAINING_SECONDS:
                self._counts = Tally(
                    name
                    for attrs in self._people()
                    for name, field in TRAININGS.items()
                    if isinstance(attrs.get(field), int)
                    and 0 <= attrs[field] - now <= SOON_DAYS * 86_400
                )
                self._counted_at = now
            return self._counts


def loopback_address(address: str) -> tuple[str, int]:
    """HOST and PORT of a --metrics address, which must be on loopback."""
    host, _, port = address.rpartition(":")
    host = host.strip("[]") or "127.0.0.1"
    try:
        loopback = ipaddress.ip_address(host).is_loopback
        number = int(port)
    except ValueError:
        raise ConfigError(
            f"--metrics {address!r}: expected HOST:PORT, e.g. 127.0.0.1:9464"
        ) from None
    if not loopback:
        raise ConfigError(f"--metrics {address!r}: metrics are served on loopback only")
    return host, number


def serve_metrics(host: str, port: int, registry: CollectorRegistry) -> None:
    start_http_server(port, addr=host, registry=registry)
