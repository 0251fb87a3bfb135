"""The image verifier in the test process, against a real registry: the verdict and its parts,
what a verdict is cached by and for exactly how long, how long a tag's resolution is trusted, and
the bound on what a refusal reports. (`govern image verify` runs it in a process of its own.)"""

from __future__ import annotations

import base64
import json
import socket
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.serialization import Encoding

from govern.config import load_config
from govern.errors import ImageError, RegistryError
from govern.images._internal.registry import RegistryClient
from govern.images.cosign import (
    PrivateKey,
    key_id,
    load_public_key,
    public_pem,
    sign_payload,
    simple_signing_payload,
)
from govern.images.keyless import KeylessIdentity
from govern.images.keys import generate_key_pair, load_private_key
from govern.images.reference import ImageReference
from govern.images.sign import sign_image
from govern.images.signatures import SimpleSigning
from govern.images.trust import TrustRule, load_trust_policy
from govern.images.verify import (
    MAX_REASONS,
    ImageVerdict,
    ImageVerifier,
    check_simple_signing,
    registry_client,
)
from tests.conftest import Site
from tests.images.conftest import TOKEN_USER
from tests.images.private_sigstore import PrivateSigstore, hashedrekord, rekor_bundle
from tests.images.test_image_cli import configure
from tests.services.registry import Registry, start_registry

pytestmark = pytest.mark.slow

# The verifier's defaults: verdicts live 300 s, tag resolutions 30 s.
VERDICT_SECONDS = 300.0
TAG_SECONDS = 30.0


class Clock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Registered:
    registry: Registry
    client: RegistryClient
    folder: Path
    prefix: str  # "127.0.0.1:PORT/<unique>"

    def push(self, name: str, tag: str = "v1") -> tuple[str, str]:
        """A fresh image pushed as PREFIX/NAME:TAG: (its reference, its digest)."""
        repository = f"{self.prefix.split('/', 1)[1]}/{name}"
        return f"{self.prefix}/{name}:{tag}", self.registry.push_image(repository, tag)

    keys: dict[str, PrivateKey]

    def sign(self, reference: str, key: str = "site") -> None:
        sign_image(self.client, reference, self.keys[key])

    def verifier(self, clock: Clock | None = None) -> ImageVerifier:
        policy = load_trust_policy(self.folder / "images.toml")
        policy.load_material()
        if clock is None:
            return ImageVerifier(policy, self.client)
        return ImageVerifier(policy, self.client, clock=clock)

    def signer(self, key: str = "site") -> str:
        return f"key {key}.pub ({key_id(load_public_key(self.folder / f'{key}.pub'))})"


@pytest.fixture(scope="module")
def key_pairs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, PrivateKey]]:
    """site.key and other.key (and their .pub) in a folder, and the private keys read back."""
    folder = tmp_path_factory.mktemp("keys")
    for name in ("site", "other"):
        generate_key_pair(folder / name, b"")
    return folder, {
        name: load_private_key(folder / f"{name}.key", b"") for name in ("site", "other")
    }


@pytest.fixture
def registered(
    registry: Registry, tmp_path: Path, key_pairs: tuple[Path, dict[str, PrivateKey]]
) -> Iterator[Registered]:
    """Images under REGISTRY/<unique>/ trusted when signed by site.key ('operator' ones may run
    privileged); other.key is trusted by no rule."""
    folder, keys = key_pairs
    for name in ("site.pub", "other.pub"):
        (tmp_path / name).write_bytes((folder / name).read_bytes())
    prefix = f"{registry.host}/v{uuid.uuid4().hex[:8]}"
    (tmp_path / "images.toml").write_text(
        f"""
[privileged]
namespaces = ["gpu-operator"]
partitions = ["admin"]

[[rule]]
name = "operator"
match = ["{prefix}/operator"]
keys = ["site.pub"]
privileged = true

[[rule]]
name = "apps"
match = ["{prefix}/**"]
keys = ["site.pub"]
"""
    )
    with RegistryClient(insecure=[registry.host]) as client:
        yield Registered(registry, client, tmp_path, prefix, keys)


def test_a_signed_image_is_trusted_by_tag_and_by_digest_and_names_its_signer(
    registered: Registered,
) -> None:
    reference, digest = registered.push("app")
    registered.sign(reference)
    name = reference.removesuffix(":v1")
    verifier = registered.verifier()

    verdict = verifier.verify(reference)
    signer = registered.signer()
    assert verdict == ImageVerdict(reference, digest, True, False, "apps", signer, ())
    assert verdict.explanation() == f"image {reference} ({digest}) trusted by rule apps: {signer}"
    assert verdict.to_json() == {
        "reference": reference,
        "digest": digest,
        "trusted": True,
        "privileged": False,
        "rule": "apps",
        "signer": signer,
        "reasons": [],
        "cached": False,
    }
    pinned = f"{name}@{digest}"
    assert registered.verifier().verify(pinned) == ImageVerdict(
        pinned, digest, True, False, "apps", signer, ()
    )


def test_only_a_privileged_rule_makes_a_trusted_image_privileged(registered: Registered) -> None:
    operator, _ = registered.push("operator")
    app, _ = registered.push("app")
    for reference in (operator, app):
        registered.sign(reference)
    verifier = registered.verifier()
    assert (verifier.verify(operator).rule, verifier.verify(operator).privileged) == (
        "operator",
        True,
    )
    assert (verifier.verify(app).rule, verifier.verify(app).privileged) == ("apps", False)
    assert verifier.privileged_namespace("gpu-operator")
    assert not verifier.privileged_namespace("default")
    assert verifier.privileged_partition("admin")
    assert not verifier.privileged_partition("gpu-operator")


def test_an_unsigned_image_is_refused_saying_no_signature_was_found(
    registered: Registered,
) -> None:
    reference, digest = registered.push("app")
    verdict = registered.verifier().verify(reference)
    reason = f"no signature found for {digest} in {reference.removesuffix(':v1')}"
    assert verdict == ImageVerdict(reference, digest, False, False, None, None, (reason,))
    assert verdict.explanation() == f"image {reference}: {reason}"
    assert verdict.to_json()["reasons"] == [reason]
    assert verdict.to_json()["trusted"] is False


def test_an_image_no_rule_covers_is_refused_without_asking_a_registry(
    registered: Registered,
) -> None:
    # registry.invalid cannot be reached: any question to it would be another refusal.
    verifier = registered.verifier()
    verdict = verifier.verify("registry.invalid/team/app:v1")
    assert verdict == ImageVerdict(
        "registry.invalid/team/app:v1",
        None,
        False,
        False,
        None,
        None,
        ("no trust rule in images.toml covers registry.invalid/team/app",),
    )
    pinned = "registry.invalid/team/app@sha256:" + "a" * 64
    assert verifier.verify(pinned).digest == "sha256:" + "a" * 64


def test_a_signature_by_an_untrusted_key_is_refused_saying_why(registered: Registered) -> None:
    reference, digest = registered.push("app")
    registered.sign(reference, "other")
    name = reference.removesuffix(":v1")
    verdict = registered.verifier().verify(reference)
    reasons = (
        "no signature is trusted by rule apps",
        f"cosign key signature at {name}:{digest.replace(':', '-')}.sig layer 0: "
        "it does not verify under any key of rule apps",
    )
    assert verdict == ImageVerdict(reference, digest, False, False, None, None, reasons)
    assert verdict.explanation() == f"image {reference}: {reasons[0]}; {reasons[1]}"


def test_a_flood_of_bad_signatures_is_reported_within_a_bound(registered: Registered) -> None:
    reference, _ = registered.push("app")
    for _ in range(MAX_REASONS + 2):
        registered.sign(reference, "other")
    verdict = registered.verifier().verify(reference)
    assert not verdict.trusted
    assert len(verdict.reasons) == MAX_REASONS == 8
    assert verdict.reasons[0] == "no signature is trusted by rule apps"
    assert verdict.reasons[-1].endswith(
        f"layer {MAX_REASONS - 2}: it does not verify under any key of rule apps"
    )


def test_a_verdict_is_cached_for_exactly_its_lifetime(registered: Registered) -> None:
    reference, digest = registered.push("app")
    registered.sign(reference)
    pinned = f"{reference.removesuffix(':v1')}@{digest}"
    clock = Clock()
    verifier = registered.verifier(clock)
    first = verifier.verify(reference)
    assert first.trusted and not first.cached

    # The digest reference shares the verdict (same repository, digest and rule), and the
    # cached verdict names the reference asked about.
    clock.now += VERDICT_SECONDS - 0.001
    again = verifier.verify(pinned)
    assert again == ImageVerdict(pinned, digest, True, False, "apps", first.signer, (), True)
    assert again.to_json()["cached"] is True

    clock.now += 0.001
    assert not verifier.verify(pinned).cached


def test_a_cached_verdict_never_answers_for_the_same_digest_in_another_repository(
    registered: Registered,
) -> None:
    signed, digest = registered.push("app")
    registered.sign(signed)
    prefix = registered.prefix.split("/", 1)[1]
    registered.registry.copy_manifest(f"{prefix}/app", "v1", f"{prefix}/copy", "v1")
    copy = f"{registered.prefix}/copy:v1"
    verifier = registered.verifier()
    assert verifier.verify(signed).trusted

    verdict = verifier.verify(copy)
    assert (verdict.trusted, verdict.cached, verdict.digest) == (False, False, digest)
    assert verdict.reasons == (f"no signature found for {digest} in {copy.removesuffix(':v1')}",)


def test_a_tag_is_resolved_again_once_its_resolution_expires(registered: Registered) -> None:
    reference, signed_digest = registered.push("app")
    registered.sign(reference)
    clock = Clock()
    verifier = registered.verifier(clock)
    assert verifier.verify(reference).trusted

    _, moved_to = registered.push("app")  # the tag now names an unsigned image
    clock.now += TAG_SECONDS - 0.001
    remembered = verifier.verify(reference)
    assert (remembered.digest, remembered.trusted, remembered.cached) == (signed_digest, True, True)

    clock.now += 0.001
    moved = verifier.verify(reference)
    assert (moved.digest, moved.trusted, moved.cached) == (moved_to, False, False)


def test_the_site_verifier_uses_the_configured_registry_settings_and_cache(
    site: Site, registered: Registered
) -> None:
    reference, signed = registered.push("app")
    registered.sign(reference)
    configure(site, registered.registry.host, (registered.folder / "images.toml").read_text())
    for name in ("site.pub", "other.pub"):
        (site.policies / name).write_bytes((registered.folder / name).read_bytes())
    settings = "[images]\ncache_seconds = 0\ntag_cache_seconds = 0\n"
    site.config.write_text(site.config.read_text().replace("[images]\n", settings))
    config = load_config(site.config)

    verifier = ImageVerifier.from_config(config)
    assert verifier.verify(reference).trusted
    assert not verifier.verify(reference).cached  # cache_seconds = 0: judged each time
    _, moved_to = registered.push("app")  # tag_cache_seconds = 0: the tag is resolved each time
    assert verifier.verify(reference).digest == moved_to

    # A trust policy given instead of the configured one, and a registry client reused.
    trying = site.policies / "trying.toml"
    trying.write_text(
        f'[[rule]]\nname = "trying"\nmatch = ["{registered.prefix}/**"]\nkeys = ["other.pub"]\n'
    )
    tried = ImageVerifier.from_config(config, trying, registered.client)
    assert tried.client is registered.client
    verdict = tried.verify(f"{reference.removesuffix(':v1')}@{signed}")
    assert not verdict.trusted
    assert verdict.reasons[0] == "no signature is trusted by rule trying"


def test_one_trusted_signature_among_untrusted_ones_is_enough(registered: Registered) -> None:
    reference, digest = registered.push("app")
    registered.sign(reference, "other")
    registered.sign(reference, "other")
    registered.sign(reference)
    verdict = registered.verifier().verify(reference)
    assert verdict == ImageVerdict(reference, digest, True, False, "apps", registered.signer(), ())


DIGEST = "sha256:" + "ab" * 32
SOMEWHERE = ImageReference.parse(f"registry.example/team/app@{DIGEST}")


def key_rule(folder: Path, *, match_repository: bool = True, root: Path | None = None) -> TrustRule:
    return TrustRule(
        name="apps",
        patterns=("**",),
        key_files=(folder / "site.pub",),
        keyless=(),
        trusted_root_file=root,
        require_rekor=root is not None,
        match_repository=match_repository,
        privileged=False,
    )


def test_a_signature_made_for_a_reference_that_does_not_parse_names_no_repository(
    key_pairs: tuple[Path, dict[str, PrivateKey]],
) -> None:
    folder, keys = key_pairs
    payload = simple_signing_payload("Not A Reference", DIGEST)
    signature = base64.b64encode(sign_payload(keys["site"], payload)).decode()
    found = SimpleSigning(payload, signature, None, None, None, "layer")
    with pytest.raises(
        ImageError, match=r"^it was made for Not A Reference, not registry\.example/"
    ):
        check_simple_signing(found, key_rule(folder), SOMEWHERE, DIGEST)
    # A site that does not match repositories goes by the key and digest alone.
    accepted = check_simple_signing(
        found, key_rule(folder, match_repository=False), SOMEWHERE, DIGEST
    )
    assert accepted.startswith("key site.pub (sha256:")


def test_a_rekor_entry_logged_for_another_key_does_not_vouch_for_the_signature(
    key_pairs: tuple[Path, dict[str, PrivateKey]], tmp_path: Path
) -> None:
    folder, keys = key_pairs
    deployment = PrivateSigstore.create()
    rule = key_rule(folder, root=deployment.write_trusted_root(tmp_path / "root.json"))
    payload = simple_signing_payload(SOMEWHERE.name, DIGEST)
    signature = sign_payload(keys["site"], payload)

    def logged_for(key: str) -> SimpleSigning:
        pem = public_pem(load_public_key(folder / f"{key}.pub"))
        bundle = rekor_bundle(deployment.rekor, hashedrekord(payload, signature, pem))
        encoded = base64.b64encode(signature).decode()
        return SimpleSigning(payload, encoded, None, None, bundle, "layer")

    assert check_simple_signing(logged_for("site"), rule, SOMEWHERE, DIGEST).startswith(
        "key site.pub (sha256:"
    )
    with pytest.raises(ImageError, match="the Rekor entry was logged for another key"):
        check_simple_signing(logged_for("other"), rule, SOMEWHERE, DIGEST)


def test_the_site_registry_client_reaches_registries_over_tls_and_behind_token_auth(
    site: Site, token_registry: Registry, tmp_path: Path
) -> None:
    tls = start_registry(tmp_path / "tls", tls=True)
    try:
        assert tls.ca_file is not None
        repository = f"c{uuid.uuid4().hex[:8]}/app"
        over_tls = tls.push_image(repository, "v1")
        behind_token = token_registry.push_image(repository, "v1")
        credentials = tmp_path / "auth.json"
        auth = base64.b64encode(":".join(TOKEN_USER).encode()).decode()
        credentials.write_text(json.dumps({"auths": {token_registry.host: {"auth": auth}}}))
        configure(site, token_registry.host, "")
        settings = f'[images]\nca_file = "{tls.ca_file}"\ncredentials_file = "{credentials}"\n'
        site.config.write_text(site.config.read_text().replace("[images]\n", settings))
        with registry_client(load_config(site.config)) as client:
            assert client.resolve(ImageReference.parse(f"{tls.host}/{repository}:v1")) == over_tls
            token_ref = ImageReference.parse(f"{token_registry.host}/{repository}:v1")
            assert client.resolve(token_ref) == behind_token
    finally:
        tls.stop()


def test_a_keyless_signature_whose_chain_annotation_is_not_pem_is_refused(tmp_path: Path) -> None:
    deployment = PrivateSigstore.create()
    signer = deployment.issue("me@example.org", "https://oidc.test")
    payload = simple_signing_payload(SOMEWHERE.name, DIGEST)
    signature = signer.sign(payload)
    logged = rekor_bundle(deployment.rekor, hashedrekord(payload, signature, signer.pem))
    rule = TrustRule(
        name="keyless",
        patterns=("**",),
        key_files=(),
        keyless=(KeylessIdentity("https://oidc.test", "me@example.org"),),
        trusted_root_file=deployment.write_trusted_root(tmp_path / "root.json"),
        require_rekor=False,
        match_repository=True,
        privileged=False,
    )

    def with_chain(chain: str) -> SimpleSigning:
        encoded = base64.b64encode(signature).decode()
        return SimpleSigning(payload, encoded, signer.pem, chain, logged, "layer")

    chain = "".join(c.public_bytes(Encoding.PEM).decode() for c in signer.chain)
    assert check_simple_signing(with_chain(chain), rule, SOMEWHERE, DIGEST) == (
        "keyless me@example.org (issuer https://oidc.test)"
    )
    with pytest.raises(ImageError, match="certificate annotation is not PEM"):
        check_simple_signing(with_chain("not a certificate"), rule, SOMEWHERE, DIGEST)


def test_the_site_registry_client_gives_up_after_the_configured_timeout(site: Site) -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        host = f"127.0.0.1:{listener.getsockname()[1]}"
        configure(site, host, "", timeout=0.5)
        with (
            registry_client(load_config(site.config)) as client,
            pytest.raises(RegistryError, match=f"{host} did not answer within 0.5 s"),
        ):
            client.resolve(ImageReference.parse(f"{host}/hpc/app:v1"))
