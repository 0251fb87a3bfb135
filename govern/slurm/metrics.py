"""Prometheus metrics of the decision daemon, served on a loopback HTTP endpoint."""

from __future__ import annotations

import ipaddress
import threading
import time
from bisect import bisect_left
from collections import Counter as Tally
from collections.abc import Callable, Iterable, Iterator
from itertools import accumulate
from typing import TYPE_CHECKING, Any

from prometheus_client import CollectorRegistry, Counter, Gauge, start_http_server
from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector

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


class _ThreadTally:
    """What one thread counted; only that thread writes it."""

    __slots__ = ("buckets", "decisions", "policies", "seconds")

    def __init__(self) -> None:
        self.decisions: dict[str, int] = {}
        self.policies: dict[tuple[str, str], int] = {}
        self.buckets = [0] * (len(_LATENCY_BUCKETS) + 1)  # the last one past every bound
        self.seconds = 0.0


class DecisionTallies(Collector):
    """Decisions, the policies in them, and the time to each durable answer, counted in plain
    integers by each thread for itself and summed when scraped. prometheus_client's counters
    and histograms take a lock on every count, several times a decision (2.5-2.7 us of CPU
    against 0.9-1.0 us here). A thread's own tally needs no lock: only it writes there, and a
    scrape reads copies (each made in one step under the interpreter lock)."""

    def __init__(self) -> None:
        self._mine = threading.local()
        self._tallies: list[_ThreadTally] = []  # every counting thread's, kept after it ends
        self._joining = threading.Lock()

    def _tally(self) -> _ThreadTally:
        try:
            tally: _ThreadTally = self._mine.tally
        except AttributeError:
            tally = self._mine.tally = _ThreadTally()
            with self._joining:
                self._tallies.append(tally)
        return tally

    def count(self, outcome: str, policies: Iterable[str]) -> None:
        tally = self._tally()
        decisions, hits = tally.decisions, tally.policies
        decisions[outcome] = decisions.get(outcome, 0) + 1
        for policy in policies:
            key = (policy, outcome)
            hits[key] = hits.get(key, 0) + 1

    def observe(self, seconds: float) -> None:
        tally = self._tally()
        tally.buckets[bisect_left(_LATENCY_BUCKETS, seconds)] += 1  # each bound is "<="
        tally.seconds += seconds

    def collect(self) -> Iterator[Metric]:
        with self._joining:
            tallies = list(self._tallies)
        decisions: Tally[str] = Tally()
        hits: Tally[tuple[str, str]] = Tally()
        buckets = [0] * (len(_LATENCY_BUCKETS) + 1)
        seconds = 0.0
        for tally in tallies:
            decisions.update(tally.decisions.copy())
            hits.update(tally.policies.copy())
            for position, count in enumerate(tally.buckets.copy()):
                buckets[position] += count
            seconds += tally.seconds
        outcomes = CounterMetricFamily(
            "govern_decisions", "Decisions made, by outcome", labels=["outcome"]
        )
        for outcome, count in sorted(decisions.items()):
            outcomes.add_metric([outcome], count)
        policies = CounterMetricFamily(
            "govern_policy_decisions",
            "Decisions each policy took part in, by outcome",
            labels=["policy", "outcome"],
        )
        for (policy, outcome), count in sorted(hits.items()):
            policies.add_metric([policy, outcome], count)
        bounds = [*map(str, _LATENCY_BUCKETS), "+Inf"]
        cumulative = list(accumulate(buckets))
        latency = HistogramMetricFamily(
            "govern_decision_seconds",
            "Time from request to durable answer",
            buckets=list(zip(bounds, cumulative, strict=True)),
            sum_value=seconds,
        )
        return iter((outcomes, policies, latency))


class DaemonMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.tallies = DecisionTallies()
        self.registry.register(self.tallies)
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

    def count_decision(self, outcome: str, policies: Iterable[str]) -> None:
        """One decision of OUTCOME and each policy that took part in it."""
        self.tallies.count(outcome, policies)

    def observe_latency(self, seconds: float) -> None:
        """The time from a request to its durable answer."""
        self.tallies.observe(seconds)

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
