"""Prometheus metrics of the decision daemon, served on a loopback HTTP endpoint."""

from __future__ import annotations

import ipaddress

from prometheus_client import CollectorRegistry, Counter, Histogram, start_http_server

from govern.errors import ConfigError

_LATENCY_BUCKETS = (0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 1.0)


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
