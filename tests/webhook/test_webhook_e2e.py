"""End to end: images pushed to a real registry, signed with `govern image sign`, admitted or
denied by a real `govern webhook serve` over HTTPS."""

from __future__ import annotations

import json
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from govern.audit import open_log
from tests.approvals.through_cli import (
    first_within,
    granted_privileged,
    postgres_store,
    revoked,
)
from tests.conftest import Govern, Site
from tests.services.process import free_port
from tests.services.registry import Registry
from tests.services.webhook import Webhook, https_session
from tests.webhook.conftest import admission_review, container, pod

KEY_ENV = {"GOVERN_KEY_PASSWORD": "correct horse"}
pytestmark = pytest.mark.slow


@dataclass
class SignedSite:
    site: Site
    registry: Registry
    prefix: str  # "127.0.0.1:PORT/<unique>"
    key: Path  # trusted
    other_key: Path  # not trusted
    stalled: StalledRegistry  # a registry that accepts connections and never answers
    govern: Govern

    def push(
        self, name: str, tag: str = "v1", *, signed: bool = True, key: Path | None = None
    ) -> str:
        """Push a fresh image as PREFIX/NAME:TAG, sign it (with KEY), return its digest."""
        digest = self.registry.push_image(f"{self.prefix.split('/', 1)[1]}/{name}", tag)
        if signed:
            reference = f"{self.prefix}/{name}:{tag}"
            made = self.govern(
                "--config", self.site.config, "image", "sign", reference,
                "--key", key or self.key, env=KEY_ENV,
            )  # fmt: skip
            assert made.code == 0, made.stderr
        return digest

    def audit(self, response: dict[str, Any]) -> dict[str, Any]:
        index = int(response["auditAnnotations"]["audit"])
        with open_log(self.site.root / "examples/site/var/audit", create=False) as log:
            ((_, entry),) = list(log.entries(index, index + 1))
        payload: dict[str, Any] = entry.payload
        return payload


class StalledRegistry:
    """A TCP server on loopback that accepts connections and never says a word; it holds every
    connection it accepted, so a test can wait until verifications are stuck on it."""

    def __init__(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", free_port()))
        self.host = f"127.0.0.1:{self._listener.getsockname()[1]}"
        self._held: list[socket.socket] = []
        self._accepted = threading.Condition()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        self._listener.settimeout(0.1)
        while not self._stop.is_set():
            try:
                connection = self._listener.accept()[0]
            except TimeoutError:
                continue
            with self._accepted:
                self._held.append(connection)
                self._accepted.notify_all()

    def wait_for_connections(self, count: int, timeout: float = 10.0) -> None:
        """Return once COUNT connections are held; fail the test after TIMEOUT seconds."""
        with self._accepted:
            if not self._accepted.wait_for(lambda: len(self._held) >= count, timeout):
                pytest.fail(f"{len(self._held)} of {count} connections reached {self.host}")

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        for connection in self._held:
            connection.close()
        self._listener.close()


@pytest.fixture
def stalled_registry() -> Iterator[StalledRegistry]:
    stalled = StalledRegistry()
    yield stalled
    stalled.close()


@pytest.fixture
def signed_site(
    site: Site, govern: Govern, registry: Registry, stalled_registry: StalledRegistry
) -> SignedSite:
    prefix = f"{registry.host}/w{uuid.uuid4().hex[:8]}"
    for name in ("site", "other"):
        made = govern("image", "keygen", site.policies / name, env=KEY_ENV)
        assert made.code == 0, made.stderr
    config = site.config.read_text()
    start = config.index("[images]")
    end = config.index("\n[", start + 1)
    section = (
        f'[images]\ninsecure_registries = ["{registry.host}", "{stalled_registry.host}"]\n'
        "timeout_seconds = 10\ntag_cache_seconds = 0\n"
    )
    site.config.write_text(config[:start] + section + config[end:])
    (site.policies / "images.toml").write_text(
        f"""
[privileged]
namespaces = ["gpu-operator"]

[[rule]]
name = "operator"
match = ["{prefix}/operator/*"]
keys = ["site.pub"]
privileged = true

[[rule]]
name = "research"
match = ["{prefix}/**", "{stalled_registry.host}/**"]
keys = ["site.pub"]
"""
    )
    return SignedSite(
        site, registry, prefix, site.policies / "site.key", site.policies / "other.key",
        stalled_registry, govern,
    )  # fmt: skip


@pytest.fixture
def webhook(signed_site: SignedSite, start_webhook: Callable[..., Webhook]) -> Webhook:
    return start_webhook(signed_site.site.config, "--max-seconds", "2")


def test_a_signed_image_is_admitted_and_its_digest_audited(
    signed_site: SignedSite, webhook: Webhook
) -> None:
    digest = signed_site.push("app")
    review = admission_review(
        pod({"containers": [container("app", f"{signed_site.prefix}/app:v1")]})
    )
    response = webhook.review(review)
    assert response["allowed"] is True, response
    (image,) = signed_site.audit(response)["images"]
    assert image["digest"] == digest and image["trusted"] is True
    assert image["rule"] == "research" and image["signer"].startswith("key site.pub")


def test_unsigned_and_wrongly_signed_images_are_denied(
    signed_site: SignedSite, webhook: Webhook
) -> None:
    signed_site.push("app")
    signed_site.push("unsigned", signed=False)
    signed_site.push("stranger", key=signed_site.other_key)
    spec = {
        "initContainers": [container("setup", f"{signed_site.prefix}/app:v1")],
        "containers": [
            container("main", f"{signed_site.prefix}/unsigned:v1"),
            container("sidecar", f"{signed_site.prefix}/stranger:v1"),
        ],
    }
    kind = ("apps", "v1", "Deployment")
    deployment = {"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "d"},
                  "spec": {"template": {"spec": spec}}}  # fmt: skip
    response = webhook.review(admission_review(deployment, kind=kind))
    assert response["allowed"] is False
    message = response["status"]["message"]
    assert f'container "main": image {signed_site.prefix}/unsigned:v1 is not trusted: ' in message
    assert "no signature found" in message
    assert (
        f'container "sidecar": image {signed_site.prefix}/stranger:v1 is not trusted: ' in message
    )
    assert "setup" not in message


def test_a_tag_moved_to_an_unsigned_image_is_denied(
    signed_site: SignedSite, webhook: Webhook
) -> None:
    signed_site.push("app", "stable")
    reference = f"{signed_site.prefix}/app:stable"
    review = admission_review(pod({"containers": [container("app", reference)]}))
    assert webhook.review(review)["allowed"] is True
    signed_site.push("app", "stable", signed=False)  # same tag, new unsigned digest
    again = webhook.review(admission_review(pod({"containers": [container("app", reference)]})))
    assert again["allowed"] is False
    assert "no signature found" in again["status"]["message"]


@pytest.mark.parametrize("store", ["sqlite", "postgresql"])
def test_privileged_containers_need_a_privileged_rule_an_approved_namespace_and_an_approval(
    signed_site: SignedSite,
    start_webhook: Callable[..., Webhook],
    store: str,
    request: pytest.FixtureRequest,
) -> None:
    site, govern = signed_site.site, signed_site.govern
    if store == "postgresql":
        settings = postgres_store(site, request.getfixturevalue("postgres"))
        site.config.write_text(
            site.config.read_text().replace("[approvals]\n", "[approvals]\n" + settings)
        )
    webhook = start_webhook(site.config, "--max-seconds", "2")
    signed_site.push("operator/driver")
    signed_site.push("app")
    driver = f"{signed_site.prefix}/operator/driver:v1"
    app = f"{signed_site.prefix}/app:v1"

    def privileged(image: str, namespace: str) -> dict[str, Any]:
        spec = {"hostPID": True, "containers": [container("c", image, privileged=True)]}
        return webhook.review(admission_review(pod(spec), namespace=namespace))

    unapproved = privileged(driver, "gpu-operator")
    assert unapproved["allowed"] is False
    assert (
        f"image {driver} has no active privileged approval for namespace:gpu-operator"
        in unapproved["status"]["message"]
    )
    approval = granted_privileged(
        govern, site, f"{signed_site.prefix}/operator/*", "namespace:gpu-operator"
    )
    allowed = first_within(lambda: privileged(driver, "gpu-operator"), lambda a: a["allowed"])
    assert signed_site.audit(allowed)["privileged_approvals"] == [approval]
    # The trust policy's namespaces stay the ceiling: no approval reaches past them.
    research = privileged(driver, "research")
    assert research["allowed"] is False
    assert 'namespace "research" is not approved' in research["status"]["message"]
    ordinary = privileged(app, "gpu-operator")
    assert ordinary["allowed"] is False
    assert f"image {app} is not trusted for privileged use" in ordinary["status"]["message"]

    revoked(govern, site, approval)
    refused = first_within(lambda: privileged(driver, "gpu-operator"), lambda a: not a["allowed"])
    assert f"approval {approval} revoked by hana" in refused["status"]["message"]
    assert "signing key rotated" in refused["status"]["message"]


def test_a_second_review_is_answered_from_the_verdict_cache(
    signed_site: SignedSite, webhook: Webhook
) -> None:
    signed_site.push("app")
    reference = f"{signed_site.prefix}/app:v1"
    answers = [
        webhook.review(admission_review(pod({"containers": [container("a", reference)]})))
        for _ in range(2)
    ]
    assert [a["allowed"] for a in answers] == [True, True]
    assert [signed_site.audit(a)["images"][0]["cached"] for a in answers] == [False, True]


@pytest.mark.parametrize("signed_first", [True, False], ids=["signed-first", "copy-first"])
def test_a_verdict_never_vouches_for_a_copy_in_another_repository(
    signed_site: SignedSite, webhook: Webhook, signed_first: bool
) -> None:
    """An unsigned copy of a signed image's digest, elsewhere under the same rule: a dry-run pod
    naming the copy is denied, and neither review's verdict decides the other's."""
    path = signed_site.prefix.split("/", 1)[1]
    digest = signed_site.push("app")
    signed_site.registry.copy_manifest(f"{path}/app", "v1", f"{path}/copy", "v1")

    def review(image: str, *, dry_run: bool) -> dict[str, Any]:
        request = admission_review(pod({"containers": [container("c", image)]}))
        request["request"]["dryRun"] = dry_run
        return webhook.review(request)

    signed = f"{signed_site.prefix}/app@{digest}"
    copy = f"{signed_site.prefix}/copy@{digest}"
    if signed_first:
        answers = {signed: review(signed, dry_run=False), copy: review(copy, dry_run=True)}
    else:
        answers = {copy: review(copy, dry_run=True), signed: review(signed, dry_run=False)}
    assert answers[signed]["allowed"] is True, answers[signed]
    assert answers[copy]["allowed"] is False, answers[copy]
    assert (
        f"no signature found for {digest} in {signed_site.prefix}/copy"
        in (answers[copy]["status"]["message"])
    )
    for answer in answers.values():
        assert signed_site.audit(answer)["images"][0]["cached"] is False


def test_a_registry_that_does_not_answer_is_a_timely_deny(
    signed_site: SignedSite, webhook: Webhook
) -> None:
    reference = f"{signed_site.stalled.host}/research/app:v1"
    started = time.monotonic()
    response = webhook.review(admission_review(pod({"containers": [container("a", reference)]})))
    elapsed = time.monotonic() - started
    assert response["allowed"] is False
    assert "verification timed out after 2 s" in response["status"]["message"]
    assert elapsed < 4
    payload = signed_site.audit(response)
    assert payload["outcome"] == "deny"


def test_a_review_naming_many_stalled_images_leaves_workers_for_the_others(
    signed_site: SignedSite, webhook: Webhook
) -> None:
    signed_site.push("app")
    signed = admission_review(pod({"containers": [container("a", f"{signed_site.prefix}/app:v1")]}))
    assert webhook.review(signed)["allowed"] is True
    many = [container(f"c{n}", f"{signed_site.stalled.host}/research/x:t{n}") for n in range(40)]
    attacker = https_session(webhook.tls)
    answered: list[int] = []
    hostile = threading.Thread(
        target=lambda: answered.append(
            attacker.post(
                webhook.url, json=admission_review(pod({"containers": many})), timeout=30
            ).status_code
        )
    )
    hostile.start()
    try:
        # Its share of the verification workers (a quarter of 32) is stuck on the stalled
        # registry; the rest of its 40 images wait for a turn.
        signed_site.stalled.wait_for_connections(32 // 4)
        for _ in range(3):
            assert webhook.review(signed)["allowed"] is True
    finally:
        hostile.join()
        attacker.close()
    assert answered == [200]


def test_a_registry_that_is_down_is_a_deny(signed_site: SignedSite, webhook: Webhook) -> None:
    down = f"127.0.0.1:{free_port()}"
    reference = f"{down}/x/app:v1"
    response = webhook.review(admission_review(pod({"containers": [container("a", reference)]})))
    assert response["allowed"] is False
    assert json.dumps(reference)[1:-1] in response["status"]["message"]


def test_a_stop_answers_the_review_in_flight_first(
    signed_site: SignedSite, webhook: Webhook
) -> None:
    reference = f"{signed_site.stalled.host}/research/app:v1"
    answers: list[dict[str, Any]] = []
    review = admission_review(pod({"containers": [container("a", reference)]}))
    asking = threading.Thread(target=lambda: answers.append(webhook.review(review)))
    asking.start()
    signed_site.stalled.wait_for_connections(1)  # the review now waits on the registry
    assert webhook.process is not None
    webhook.process.terminate()
    asking.join(10)
    assert webhook.process.wait(15) == 0
    (answer,) = answers
    assert answer["allowed"] is False
    assert "verification timed out after 2 s" in answer["status"]["message"]
    assert signed_site.audit(answer)["outcome"] == "deny"
