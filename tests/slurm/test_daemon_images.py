"""`govern serve` with a registry that never answers: a job naming its images waits for them (and
is denied), and nothing else the daemon answers waits with it."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.config import ServeSection
from govern.images.keys import generate_key_pair
from tests.conftest import Site
from tests.services.daemon import Client, Daemon
from tests.services.process import wait_until

TIMEOUT_SECONDS = 2

PLAIN_CHECK: dict[str, object] = {
    "op": "check",
    "user": "alice",
    "action": "use",
    "resource": "dataset:radar-returns",
    "destination": "partition:gpu",
}
JOB_WITHOUT_IMAGES: dict[str, object] = {
    "op": "job",
    "user": "bob",
    "partition": "gpu",
    "directives": [[2, "#GOVERN use dataset:era5"]],
}


class SilentRegistry:
    """A loopback port that accepts connections and never says a word."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.host = f"127.0.0.1:{self.listener.getsockname()[1]}"
        self.accepted: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:  # closed
                return
            self.accepted.append(connection)

    def close(self) -> None:
        self.listener.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept(); close() would not
        self.listener.close()
        self._thread.join(5)
        for connection in self.accepted:
            connection.close()


@dataclass
class ImageDaemon:
    daemon: Daemon
    registry: SilentRegistry

    def image_job(self, name: str) -> dict[str, object]:
        return {
            "op": "job",
            "user": "alice",
            "partition": "gpu",
            "directives": [[2, f"#GOVERN image {self.registry.host}/hpc/{name}:v1"]],
        }


@pytest.fixture
def image_daemon(site: Site, tmp_path: Path) -> Iterator[ImageDaemon]:
    registry = SilentRegistry()
    demo_dir = site.config.parent
    generate_key_pair(demo_dir / "hpc", b"")
    (demo_dir / "images.toml").write_text(
        f'[[rule]]\nname = "hpc"\nmatch = ["{registry.host}/hpc/**"]\nkeys = ["hpc.pub"]\n'
    )
    demo = site.config.read_text()
    insecure = 'insecure_registries = ["127.0.0.1:5000"]\n'
    assert insecure in demo, "the demo site's [images] section changed: update this fixture"
    site.config.write_text(
        demo.replace(
            insecure,
            f'policy = "images.toml"\ninsecure_registries = ["{registry.host}"]\n'
            f"timeout_seconds = {TIMEOUT_SECONDS}\n",
        )
    )
    daemon = Daemon(site.config, tmp_path / "run" / "decide.sock", tmp_path / "serve.log")
    daemon.start()
    try:
        yield ImageDaemon(daemon, registry)
    finally:
        daemon.stop()
        registry.close()


def _send(client: Client, *messages: dict[str, object]) -> None:
    client.file.write(b"".join(json.dumps(m).encode() + b"\n" for m in messages))
    client.file.flush()


def _read(client: Client) -> dict[str, object]:
    answer: dict[str, object] = json.loads(client.file.readline())
    return answer


def _assert_denied_for_the_registry(answer: dict[str, object], registry: SilentRegistry) -> None:
    assert answer["decision"] == "deny"
    message = str(answer["message"])
    assert registry.host in message and f"within {TIMEOUT_SECONDS} s" in message, message
    assert isinstance(answer["receipt"], int)  # the deny is in the audit log


@pytest.mark.slow
def test_a_silent_registry_holds_up_only_the_job_naming_its_image(
    image_daemon: ImageDaemon,
) -> None:
    waiting = Client(image_daemon.daemon.socket_path)
    started = time.monotonic()
    _send(waiting, image_daemon.image_job("app"))
    wait_until(lambda: bool(image_daemon.registry.accepted), 10, "the image check")

    other = Client(image_daemon.daemon.socket_path)
    for message, decision in ((PLAIN_CHECK, "deny"), (JOB_WITHOUT_IMAGES, "allow")):
        asked = time.monotonic()
        answer = other.ask(message)
        assert time.monotonic() - asked < 1.0, f"{message['op']} waited for the registry"
        assert answer["decision"] == decision, answer

    _assert_denied_for_the_registry(_read(waiting), image_daemon.registry)
    assert time.monotonic() - started >= TIMEOUT_SECONDS * 0.9, "denied before the deadline"


@pytest.mark.slow
def test_answers_on_one_connection_keep_the_order_of_the_requests(
    image_daemon: ImageDaemon,
) -> None:
    client = Client(image_daemon.daemon.socket_path)
    _send(client, image_daemon.image_job("first"), PLAIN_CHECK, JOB_WITHOUT_IMAGES)
    image_answer, check_answer, job_answer = _read(client), _read(client), _read(client)
    _assert_denied_for_the_registry(image_answer, image_daemon.registry)
    assert [p["id"] for p in check_answer["policies"]] == ["itar-us-enclave-only"]  # type: ignore[attr-defined]
    assert job_answer["decision"] == "allow" and job_answer["message"] == "govern: allowed"
    assert client.ask({"op": "ping"})["ok"] is True


@pytest.mark.slow
def test_images_not_verified_by_the_deadline_deny_the_job(
    image_daemon: ImageDaemon, site: Site
) -> None:
    from govern.audit import open_log

    # One image more than there are checking threads: the last one cannot even start before
    # the others have used up the job's time.
    names = [f"tool{n}" for n in range(ServeSection().image_check_threads + 1)]
    job: dict[str, object] = {
        "op": "job",
        "user": "alice",
        "partition": "gpu",
        "directives": [
            [n, f"#GOVERN image {image_daemon.registry.host}/hpc/{name}:v1"]
            for n, name in enumerate(names, start=2)
        ],
    }
    answer = Client(image_daemon.daemon.socket_path).ask(job)
    _assert_denied_for_the_registry(answer, image_daemon.registry)
    late = f"{image_daemon.registry.host}/hpc/{names[-1]}:v1"
    assert f"image {late}: not verified within {TIMEOUT_SECONDS} s" in str(answer["message"])

    receipt = answer["receipt"]
    assert isinstance(receipt, int)
    with open_log(site.config.parent / "var" / "audit", create=False) as log:
        ((_, entry),) = list(log.entries(receipt, receipt + 1))
    checks = entry.payload["image_checks"]
    assert len(checks) == len(names) and not any(check.get("trusted") for check in checks)
    assert "not verified within" in checks[-1]["error"]


@pytest.mark.slow
def test_a_job_naming_many_images_leaves_checking_threads_to_other_users(
    image_daemon: ImageDaemon,
) -> None:
    host = image_daemon.registry.host
    many: dict[str, object] = {
        "op": "job",
        "user": "alice",
        "partition": "gpu",
        "directives": [
            [n, f"#GOVERN image {host}/hpc/tool{n}:v1"]
            for n in range(2, 2 + ServeSection().max_images_per_job)
        ],
    }
    hoarding = Client(image_daemon.daemon.socket_path)
    _send(hoarding, many)
    wait_until(lambda: bool(image_daemon.registry.accepted), 10, "the image checks")

    # No trust rule covers this image: its check needs no registry, only a free thread.
    elsewhere: dict[str, object] = {
        "op": "job",
        "user": "bob",
        "partition": "gpu",
        "directives": [[2, "#GOVERN image registry.example.org/tools/app:v1"]],
    }
    asked = time.monotonic()
    answer = Client(image_daemon.daemon.socket_path).ask(elsewhere)
    assert time.monotonic() - asked < TIMEOUT_SECONDS / 2, "bob's image waited for alice's"
    assert answer["decision"] == "deny"
    assert "no trust rule" in str(answer["message"]), answer

    _assert_denied_for_the_registry(_read(hoarding), image_daemon.registry)


def test_a_job_naming_more_images_than_allowed_is_refused(image_daemon: ImageDaemon) -> None:
    limit = ServeSection().max_images_per_job
    job = image_daemon.image_job("app")
    job["directives"] = [
        [n, f"#GOVERN image {image_daemon.registry.host}/hpc/tool{n}:v1"]
        for n in range(2, 3 + limit)
    ]
    answer = Client(image_daemon.daemon.socket_path).ask(job)
    assert answer["decision"] == "deny"
    assert "[serve] max_images_per_job" in str(answer["message"]), answer
    assert not image_daemon.registry.accepted, "no image of a refused job is checked"
