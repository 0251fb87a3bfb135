"""The daemon's decision metrics: counted by each thread without a lock, exact when scraped."""

from __future__ import annotations

import threading

from prometheus_client import generate_latest

from govern.slurm.metrics import DaemonMetrics


def _scraped(metrics: DaemonMetrics) -> str:
    return generate_latest(metrics.registry).decode()


def test_counts_from_every_thread_are_summed_exactly() -> None:
    metrics = DaemonMetrics()

    def count() -> None:
        for _ in range(2000):
            metrics.count_decision("allow", ["open-data", "itar"])
            metrics.observe_latency(0.0002)

    threads = [threading.Thread(target=count) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    metrics.count_decision("deny", ["itar"])
    text = _scraped(metrics)
    assert 'govern_decisions_total{outcome="allow"} 8000.0' in text
    assert 'govern_decisions_total{outcome="deny"} 1.0' in text
    assert 'govern_policy_decisions_total{outcome="allow",policy="itar"} 8000.0' in text
    assert 'govern_policy_decisions_total{outcome="deny",policy="itar"} 1.0' in text
    assert "govern_decision_seconds_count 8000.0" in text


def test_latencies_fall_in_cumulative_buckets_bounds_included() -> None:
    metrics = DaemonMetrics()
    for seconds in (0.0001, 0.0003, 5.0):
        metrics.observe_latency(seconds)
    text = _scraped(metrics)
    assert 'govern_decision_seconds_bucket{le="0.0001"} 1.0' in text
    assert 'govern_decision_seconds_bucket{le="0.00025"} 1.0' in text
    assert 'govern_decision_seconds_bucket{le="0.0005"} 2.0' in text
    assert 'govern_decision_seconds_bucket{le="1.0"} 2.0' in text
    assert 'govern_decision_seconds_bucket{le="+Inf"} 3.0' in text
    assert "govern_decision_seconds_count 3.0" in text
    assert "govern_decision_seconds_sum 5.0004" in text


def test_nothing_counted_yet_scrapes_as_zero() -> None:
    text = _scraped(DaemonMetrics())
    assert 'govern_decision_seconds_bucket{le="+Inf"} 0.0' in text
    assert not [line for line in text.splitlines() if line.startswith("govern_decisions_total")]
