"""Fixtures for the admission webhook: a trust policy given as plain rules, the real verifier
over images pushed to a real registry and signed there, AdmissionReviews, a private CA's
certificate, and `govern webhook serve` as a real process."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from govern.approvals.index import ApprovalIndex
from govern.approvals.model import State
from govern.images._internal.registry import RegistryClient
from govern.images.keys import generate_key_pair, load_private_key
from govern.images.sign import sign_image
from govern.images.trust import load_trust_policy
from govern.images.verify import ImageVerdict, ImageVerifier
from govern.webhook.admission import ImageTrust, ImageVerdictLike
from tests.approvals.granted import privileged_index
from tests.services.registry import Registry
from tests.services.webhook import Tls, Webhook, make_certificate


@dataclass
class RulesTrust:
    """The trust decision injected into the admission logic: plain rules instead of signatures.

    TRUSTED decides which references are trusted (all of them by default); images starting with
    one of PRIVILEGED_PREFIXES are trusted for privileged use; NAMESPACES are approved for
    privileged workloads. While HELD is given and not set, every verification waits for it."""

    trusted: Callable[[str], bool] = lambda reference: True
    privileged_prefixes: tuple[str, ...] = ()
    namespaces: tuple[str, ...] = ()
    held: threading.Event | None = None
    asked: list[str] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def verify(self, reference: str) -> ImageVerdict:
        with self._lock:
            self.asked.append(reference)
        if self.held is not None:
            self.held.wait()
        if not self.trusted(reference):
            return ImageVerdict(reference, None, False, False, None, None, ("no rule trusts it",))
        privileged = reference.startswith(self.privileged_prefixes)
        return ImageVerdict(
            reference, "sha256:" + "ab" * 32, True, privileged, "test", "tester", ()
        )

    def privileged_namespace(self, namespace: str) -> bool:
        return namespace in self.namespaces


def approved(
    *patterns: str, namespace: str = "gpu-operator", state: State = State.GRANTED
) -> Callable[[], ApprovalIndex]:
    """Approvals clearing images matching PATTERNS to run privileged in NAMESPACE."""
    index = privileged_index(*patterns, where=(f"namespace:{namespace}",), state=state)
    return lambda: index


@dataclass
class Asked:
    """TRUST, with every reference it was asked about recorded in ASKED."""

    trust: ImageTrust
    asked: list[str] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def verify(self, reference: str) -> ImageVerdictLike:
        with self._lock:
            self.asked.append(reference)
        return self.trust.verify(reference)

    def privileged_namespace(self, namespace: str) -> bool:
        return self.trust.privileged_namespace(namespace)


@dataclass(frozen=True)
class PushedImages:
    """Images in a real registry under one trust policy: SIGNED by the trusted key under an
    ordinary rule, UNSIGNED under the same rule, STRANGER signed by a key no rule trusts,
    OPERATOR and UPGRADE signed under a rule for privileged use; privileged workloads are
    approved in the gpu-operator namespace. DIGESTS: what each reference resolves to."""

    registry: Registry
    policy: Path
    signed: str
    unsigned: str
    stranger: str
    operator: str
    upgrade: str
    digests: dict[str, str]

    def verifier(self) -> tuple[ImageVerifier, RegistryClient]:
        """A new verifier (with empty caches) and the registry client it uses."""
        client = RegistryClient(insecure=[self.registry.host])
        policy = load_trust_policy(self.policy)
        policy.load_material()
        return ImageVerifier(policy, client), client


@pytest.fixture(scope="session")
def pushed_images(registry: Registry, tmp_path_factory: pytest.TempPathFactory) -> PushedImages:
    folder = tmp_path_factory.mktemp("admission-policy")
    site_key = generate_key_pair(folder / "site", b"")
    other_key = generate_key_pair(folder / "other", b"")
    path = f"a{uuid.uuid4().hex[:8]}"
    prefix = f"{registry.host}/{path}"
    policy = folder / "images.toml"
    policy.write_text(
        f"""
[privileged]
namespaces = ["gpu-operator"]

[[rule]]
name = "operators"
match = ["{prefix}/operators/*"]
keys = ["site.pub"]
privileged = true

[[rule]]
name = "research"
match = ["{prefix}/**"]
keys = ["site.pub"]
"""
    )
    images = {
        "signed": ("research/app", "1.0", site_key.private_path),
        "unsigned": ("research/nginx", "latest", None),
        "stranger": ("research/tool", "2.1", other_key.private_path),
        "operator": ("operators/driver", "550", site_key.private_path),
        "upgrade": ("operators/driver", "550-r2", site_key.private_path),
    }
    references: dict[str, str] = {}
    digests: dict[str, str] = {}
    with RegistryClient(insecure=[registry.host]) as client:
        for role, (repository, tag, key) in images.items():
            reference = f"{prefix}/{repository}:{tag}"
            digests[reference] = registry.push_image(f"{path}/{repository}", tag)
            if key is not None:
                sign_image(client, reference, load_private_key(key, b""))
            references[role] = reference
    return PushedImages(registry, policy, digests=digests, **references)


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
