"""A long-running verifier follows its trust policy: a revoked key stops vouching without a
restart, and a broken edit keeps the last good policy."""

from __future__ import annotations

import logging
import os
import uuid

import pytest

from govern.config import load_config
from govern.images._internal.registry import RegistryClient
from govern.images.keys import generate_key_pair, load_private_key
from govern.images.live import LiveImageVerifier
from govern.images.sign import sign_image
from tests.conftest import Site
from tests.images.test_image_cli import configure
from tests.services.registry import Registry

pytestmark = pytest.mark.slow


def test_policy_edits_take_effect_and_broken_edits_are_refused(
    site: Site, registry: Registry, caplog: pytest.LogCaptureFixture
) -> None:
    old = generate_key_pair(site.policies / "old", b"")
    generate_key_pair(site.policies / "new", b"")
    prefix = f"{registry.host}/l{uuid.uuid4().hex[:8]}"
    registry.push_image(prefix.split("/", 1)[1] + "/app", "v1")
    reference = f"{prefix}/app:v1"
    with RegistryClient(insecure=[registry.host]) as client:
        sign_image(client, reference, load_private_key(old.private_path, b""))

    def trust(key: str) -> None:
        policy = site.policies / "images.toml"
        policy.write_text(f"[[rule]]\nname = 'r'\nmatch = ['{prefix}/**']\nkeys = ['{key}']\n")
        # A distinct mtime even on a coarse clock: the edit must be seen as a change.
        stat = policy.stat()
        os.utime(policy, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))

    trust("old.pub")
    configure(site, registry.host, (site.policies / "images.toml").read_text())
    log = logging.getLogger("test.live")
    verifier = LiveImageVerifier(load_config(site.config), log, interval=0)
    assert verifier.verify(reference).trusted

    trust("new.pub")  # the old key is revoked: its cached verdict must not survive
    revoked = verifier.verify(reference)
    assert not revoked.trusted
    assert "does not verify under any key of rule r" in " ".join(revoked.reasons)

    trust("old.pub")
    assert verifier.verify(reference).trusted
    with caplog.at_level(logging.ERROR, logger="test.live"):
        trust("absent.pub")
        assert verifier.verify(reference).trusted  # the last good policy stays in force
    assert "IMAGE POLICY RELOAD FAILED" in caplog.text
    assert "absent.pub not found" in caplog.text

    trust("new.pub")
    assert not verifier.verify(reference).trusted
    # The policy stays as it is; the key file it names is replaced in place.
    new_pub = site.policies / "new.pub"
    new_pub.write_text((site.policies / "old.pub").read_text())
    stat = new_pub.stat()
    os.utime(new_pub, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))
    assert verifier.verify(reference).trusted


def test_an_edit_landing_while_the_policy_loads_is_not_lost(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    from govern.images.verify import ImageVerifier

    policy = site.policies / "images.toml"
    original = policy.read_text()
    assert 'namespaces = ["gpu-operator"]' in original
    verifier = LiveImageVerifier(load_config(site.config), logging.getLogger("t"), interval=0)
    assert not verifier.privileged_namespace("lab")

    def save(text: str) -> None:
        policy.write_text(text)
        stat = policy.stat()  # a distinct mtime even on a coarse clock
        os.utime(policy, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))

    save(original.replace('namespaces = ["gpu-operator"]', 'namespaces = ["gpu-operator", "lab"]'))
    load = ImageVerifier.from_config

    def load_then_revert(*args: object, **kwargs: object) -> ImageVerifier:
        loaded = load(*args, **kwargs)  # type: ignore[arg-type]
        save(original)  # the operator takes "lab" back while the first edit is loading
        return loaded

    monkeypatch.setattr(ImageVerifier, "from_config", load_then_revert)
    verifier.privileged_namespace("lab")  # loads the first edit
    monkeypatch.setattr(ImageVerifier, "from_config", load)
    assert not verifier.privileged_namespace("lab"), "the edit that took 'lab' back was lost"
