"""Fixtures for the admission webhook: a trust policy given as plain rules, AdmissionReviews,
a private CA's certificate, a real registry, and `govern webhook serve` as a real process."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from govern.images.verify import ImageVerdict
from tests.services.webhook import Tls, Webhook, make_certificate


@dataclass
class RulesTrust:
    """The trust decision injected into the admission logic: plain rules instead of signatures.

    TRUSTED decides which references are trusted (all of them by default); images starting with
    one of PRIVILEGED_PREFIXES are trusted for privileged use; NAMESPACES are approved for
    privileged workloads. DELAY makes every verification take that long."""

    trusted: Callable[[str], bool] = lambda reference: True
    privileged_prefixes: tuple[str, ...] = ()
    namespaces: tuple[str, ...] = ()
    delay: float = 0.0
    asked: list[str] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def verify(self, reference: str) -> ImageVerdict:
        with self._lock:
            self.asked.append(reference)
        if self.delay:
            time.sleep(self.delay)
        if not self.trusted(reference):
            return ImageVerdict(reference, None, False, False, None, None, ("no rule trusts it",))
        privileged = reference.startswith(self.privileged_prefixes)
        return ImageVerdict(
            reference, "sha256:" + "ab" * 32, True, privileged, "test", "tester", ()
        )

    def privileged_namespace(self, namespace: str) -> bool:
        return namespace in self.namespaces


def admission_review(
    obj: dict[str, Any] | None,
    *,
    kind: tuple[str, str, str] = ("", "v1", "Pod"),
    operation: str = "CREATE",
    namespace: str = "default",
    old: dict[str, Any] | None = None,
    uid: str | None = None,
) -> dict[str, Any]:
    """An AdmissionReview v1 as the API server sends it."""
    group, version, name = kind
    return {
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": uid or str(uuid.uuid4()),
            "kind": {"group": group, "version": version, "kind": name},
            "resource": {"group": group, "version": version, "resource": name.lower() + "s"},
            "name": (obj or {}).get("metadata", {}).get("name", ""),
            "namespace": namespace,
            "operation": operation,
            "userInfo": {"username": "alice@example.edu", "groups": ["system:authenticated"]},
            "object": obj,
            "oldObject": old,
            "dryRun": False,
        },
    }


def pod(spec: dict[str, Any], name: str = "web") -> dict[str, Any]:
    return {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": name}, "spec": spec}


def container(name: str, image: str, **security: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": name, "image": image}
    if security:
        entry["securityContext"] = security
    return entry


@pytest.fixture(scope="session")
def tls(tmp_path_factory: pytest.TempPathFactory) -> Tls:
    return make_certificate(tmp_path_factory.mktemp("tls"))


@pytest.fixture
def start_webhook(tmp_path: Path, tls: Tls) -> Iterator[Callable[..., Webhook]]:
    started: list[Webhook] = []

    def start(config: Path, *extra: str) -> Webhook:
        webhook = Webhook(config, tls, tmp_path / f"webhook-{len(started)}.log", *extra)
        started.append(webhook)
        webhook.start()
        return webhook

    yield start
    for webhook in started:
        webhook.stop()
