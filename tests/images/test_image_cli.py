"""`govern image keygen|sign|verify` against a real registry: signatures govern pushes verify, and
every way an image can fail to be trusted is refused with its reason."""

from __future__ import annotations

import base64
import json
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

from govern.config import load_config
from govern.images._internal.registry import RegistryClient
from govern.images.cosign import SIGNATURE_ANNOTATION, public_pem, simple_signing_payload
from govern.images.reference import ImageReference
from govern.images.sign import attach_signature
from govern.images.signatures import signature_tag
from govern.images.verify import ImageVerifier
from tests.conftest import Govern, Result, Site
from tests.services.registry import Registry

KEY_ENV = {"GOVERN_KEY_PASSWORD": "correct horse"}
pytestmark = pytest.mark.slow


def configure(site: Site, registry_host: str, rules: str, *, timeout: float = 5.0) -> None:
    """Point the site's image settings at REGISTRY_HOST and replace its trust policy by RULES."""
    config = site.config.read_text()
    start = config.index("[images]")
    end = config.index("\n[", start + 1)
    section = f'[images]\ninsecure_registries = ["{registry_host}"]\ntimeout_seconds = {timeout}\n'
    site.config.write_text(config[:start] + section + config[end:])
    (site.policies / "images.toml").write_text(rules)


@pytest.fixture
def signing(site: Site, govern: Govern, registry: Registry) -> Iterator[tuple[Path, Path, str]]:
    """A site whose trust policy covers REGISTRY/<unique>/** with a fresh key pair; yields the
    private key, an unrelated second private key and the repository prefix."""
    prefix = f"t{uuid.uuid4().hex[:8]}"
    for name in ("site", "other"):
        made = govern("image", "keygen", site.policies / name, env=KEY_ENV)
        assert made.code == 0, made.stderr
    configure(
        site,
        registry.host,
        f"""
[privileged]
namespaces = ["gpu-operator"]

[[rule]]
name = "operator"
match = ["{registry.host}/{prefix}/operator/*"]
keys = ["site.pub"]
privileged = true

[[rule]]
name = "research"
match = ["{registry.host}/{prefix}/**"]
keys = ["site.pub"]
""",
    )
    yield site.policies / "site.key", site.policies / "other.key", f"{registry.host}/{prefix}"


def sign(
    govern: Govern,
    site: Site,
    reference: str,
    key: Path,
    *,
    as_json: bool = False,
    env: dict[str, str] = KEY_ENV,
) -> Result:
    return govern(
        "--config", site.config, "image", "sign", reference, "--key", key,
        *(["--json"] if as_json else []), env=env,
    )  # fmt: skip


def verify(
    govern: Govern, site: Site, *references: str
) -> tuple[int, list[dict[str, object]], str]:
    result = govern("--config", site.config, "image", "verify", "--json", *references)
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    return result.code, lines, result.stderr


def test_signed_image_verifies_by_tag_and_by_digest(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    repository = prefix.split("/", 1)[1] + "/app"
    digest = registry.push_image(repository, "v1")
    signed = sign(govern, site, f"{prefix}/app:v1", key, as_json=True)
    assert signed.code == 0, signed.stderr
    assert json.loads(signed.stdout)["digest"] == digest

    code, (by_tag, by_digest), _ = verify(
        govern, site, f"{prefix}/app:v1", f"{prefix}/app@{digest}"
    )
    assert code == 0
    for verdict in (by_tag, by_digest):
        assert verdict["trusted"] is True
        assert verdict["digest"] == digest
        assert verdict["rule"] == "research"
        assert str(verdict["signer"]).startswith("key site.pub")
        assert verdict["privileged"] is False
    human = govern("--config", site.config, "image", "verify", f"{prefix}/app:v1")
    assert human.code == 0
    assert human.stdout.startswith(
        f"TRUSTED {prefix}/app:v1 {digest}: rule research, signed by key site.pub"
    )


def test_unsigned_image_is_untrusted(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    _, _, prefix = signing
    registry.push_image(prefix.split("/", 1)[1] + "/unsigned", "v1")
    code, (verdict,), _ = verify(govern, site, f"{prefix}/unsigned:v1")
    assert code == 1
    assert verdict["trusted"] is False
    assert "no signature found" in " ".join(verdict["reasons"])  # type: ignore[arg-type]


def test_signature_by_an_untrusted_key_is_refused(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    _, other_key, prefix = signing
    registry.push_image(prefix.split("/", 1)[1] + "/app", "v1")
    signed = sign(govern, site, f"{prefix}/app:v1", other_key)
    assert signed.code == 0, signed.stderr
    code, (verdict,), _ = verify(govern, site, f"{prefix}/app:v1")
    assert code == 1
    reasons = " ".join(verdict["reasons"])  # type: ignore[arg-type]
    assert "does not verify under any key of rule research" in reasons


def test_a_second_signature_adds_to_the_first(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, other_key, prefix = signing
    registry.push_image(prefix.split("/", 1)[1] + "/app", "v1")
    for signing_key in (other_key, key):
        signed = sign(govern, site, f"{prefix}/app:v1", signing_key, as_json=True)
        assert signed.code == 0, signed.stderr
    assert json.loads(signed.stdout)["signatures"] == 2
    code, (verdict,), _ = verify(govern, site, f"{prefix}/app:v1")
    assert code == 0 and verdict["trusted"] is True


def _copy_signature(
    registry: Registry,
    source: ImageReference,
    source_digest: str,
    target: ImageReference,
    target_digest: str,
) -> None:
    """Put SOURCE's signature manifest where TARGET's signatures are looked for."""
    registry.copy_manifest(
        source.repository,
        signature_tag(source_digest),
        target.repository,
        signature_tag(target_digest),
    )


def test_a_signature_for_one_image_never_validates_another(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    path = prefix.split("/", 1)[1]
    signed_digest = registry.push_image(f"{path}/app", "good")
    other_digest = registry.push_image(f"{path}/app", "bad")
    assert sign(govern, site, f"{prefix}/app:good", key).code == 0
    ref = ImageReference.parse(f"{prefix}/app:good")
    _copy_signature(registry, ref, signed_digest, ref, other_digest)

    code, (verdict,), _ = verify(govern, site, f"{prefix}/app:bad")
    assert code == 1
    assert "not this image's digest" in " ".join(verdict["reasons"])  # type: ignore[arg-type]


def test_a_signature_made_for_another_repository_is_refused(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    path = prefix.split("/", 1)[1]
    digest = registry.push_image(f"{path}/public", "v1")
    registry.copy_manifest(f"{path}/public", "v1", f"{path}/copy", "v1")
    assert sign(govern, site, f"{prefix}/public:v1", key).code == 0
    _copy_signature(
        registry,
        ImageReference.parse(f"{prefix}/public:v1"),
        digest,
        ImageReference.parse(f"{prefix}/copy:v1"),
        digest,
    )
    code, (verdict,), _ = verify(govern, site, f"{prefix}/copy:v1")
    assert code == 1
    assert f"made for {prefix}/public, not {prefix}/copy" in " ".join(verdict["reasons"])  # type: ignore[arg-type]


def test_a_tag_moved_to_an_unsigned_image_is_refused(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    path = prefix.split("/", 1)[1]
    registry.push_image(f"{path}/app", "latest")
    assert sign(govern, site, f"{prefix}/app:latest", key).code == 0
    assert verify(govern, site, f"{prefix}/app:latest")[0] == 0
    moved = registry.push_image(f"{path}/app", "latest")
    code, (verdict,), _ = verify(govern, site, f"{prefix}/app:latest")
    assert code == 1
    assert verdict["digest"] == moved
    assert "no signature found" in " ".join(verdict["reasons"])  # type: ignore[arg-type]


def test_privileged_rule_and_uncovered_repositories(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    path = prefix.split("/", 1)[1]
    registry.push_image(f"{path}/operator/driver", "v1")
    assert sign(govern, site, f"{prefix}/operator/driver:v1", key).code == 0
    code, verdicts, _ = verify(
        govern, site, f"{prefix}/operator/driver:v1", f"{registry.host}/elsewhere/app:v1"
    )
    assert code == 1
    assert verdicts[0]["trusted"] is True and verdicts[0]["privileged"] is True
    assert verdicts[0]["rule"] == "operator"
    assert verdicts[1]["trusted"] is False
    assert "no trust rule" in " ".join(verdicts[1]["reasons"])  # type: ignore[arg-type]


def test_missing_image_and_unreachable_registry_are_untrusted(
    govern: Govern, site: Site, signing: tuple[Path, Path, str]
) -> None:
    _, _, prefix = signing
    code, (verdict,), _ = verify(govern, site, f"{prefix}/absent:v1")
    assert code == 1 and verdict["trusted"] is False
    assert "not found" in " ".join(verdict["reasons"])  # type: ignore[arg-type]

    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    configure(
        site,
        f"127.0.0.1:{port}",
        f"[[rule]]\nname = 'x'\nmatch = ['127.0.0.1:{port}/**']\nkeys = ['site.pub']\n",
    )
    code, (verdict,), _ = verify(govern, site, f"127.0.0.1:{port}/app:v1")
    assert code == 1 and verdict["trusted"] is False
    assert f"127.0.0.1:{port}" in " ".join(verdict["reasons"])  # type: ignore[arg-type]


def test_a_registry_that_never_answers_is_a_deny_within_the_timeout(
    site: Site, signing: tuple[Path, Path, str]
) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    port = listener.getsockname()[1]
    accepted: list[socket.socket] = []
    stop = threading.Event()

    def hold() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                accepted.append(listener.accept()[0])
            except TimeoutError:
                continue

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    try:
        configure(
            site,
            f"127.0.0.1:{port}",
            f"[[rule]]\nname = 'x'\nmatch = ['127.0.0.1:{port}/**']\nkeys = ['site.pub']\n",
            timeout=0.5,
        )
        verifier = ImageVerifier.from_config(load_config(site.config))
        started = time.monotonic()
        verdict = verifier.verify(f"127.0.0.1:{port}/app:v1")
        elapsed = time.monotonic() - started
    finally:
        stop.set()
        thread.join()
        for connection in accepted:
            connection.close()
        listener.close()
    assert not verdict.trusted
    assert elapsed < 3.0
    assert verdict.reasons


def test_verdicts_are_cached_until_they_expire(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    path = prefix.split("/", 1)[1]
    digest = registry.push_image(f"{path}/app", "v1")
    assert sign(govern, site, f"{prefix}/app:v1", key).code == 0
    now = [1000.0]
    base = ImageVerifier.from_config(load_config(site.config))
    verifier = ImageVerifier(
        base.policy, base.client, cache_seconds=60, tag_cache_seconds=60, clock=lambda: now[0]
    )
    reference = f"{prefix}/app@{digest}"
    first = verifier.verify(reference)
    assert first.trusted and not first.cached
    # The signature goes away: the cached verdict stands within its TTL, not after it.
    ref = ImageReference.parse(reference)
    with RegistryClient(insecure=[registry.host]) as client:
        unsigned = client.get_manifest(ref.registry, ref.repository, signature_tag(digest))
        assert unsigned is not None
        empty = json.loads(unsigned.body)
        empty["layers"] = []
        client.push_manifest(
            ref.registry,
            ref.repository,
            signature_tag(digest),
            json.dumps(empty).encode(),
            unsigned.media_type,
        )
    second = verifier.verify(reference)
    assert second.trusted and second.cached
    now[0] += 61
    third = verifier.verify(reference)
    assert not third.trusted and not third.cached


@pytest.mark.parametrize("signed_first", [True, False], ids=["signed-first", "copy-first"])
def test_a_verdict_never_vouches_for_a_copy_in_another_repository(
    govern: Govern,
    site: Site,
    registry: Registry,
    signing: tuple[Path, Path, str],
    signed_first: bool,
) -> None:
    """One `verify` shares one verdict cache: the signed image's verdict must not be reused for
    an unsigned copy of the same digest elsewhere, nor the copy's for the signed image."""
    key, _, prefix = signing
    path = prefix.split("/", 1)[1]
    digest = registry.push_image(f"{path}/app", "v1")
    registry.copy_manifest(f"{path}/app", "v1", f"{path}/copy", "v1")
    assert sign(govern, site, f"{prefix}/app:v1", key).code == 0
    signed, copy = f"{prefix}/app@{digest}", f"{prefix}/copy@{digest}"

    order = [signed, copy] if signed_first else [copy, signed]
    code, verdicts, _ = verify(govern, site, *order)
    by_reference = {verdict["reference"]: verdict for verdict in verdicts}
    assert code == 1
    assert by_reference[signed]["trusted"] is True
    assert by_reference[copy]["trusted"] is False
    assert by_reference[copy]["cached"] is False
    reasons = " ".join(by_reference[copy]["reasons"])  # type: ignore[arg-type]
    assert f"no signature found for {digest} in {prefix}/copy" in reasons


@pytest.mark.parametrize(
    ("curve", "algorithm", "trusted"),
    [
        (ec.SECP384R1(), hashes.SHA256(), True),  # containers/image and older cosign
        (ec.SECP384R1(), hashes.SHA384(), True),  # cosign today
        (ec.SECP521R1(), hashes.SHA256(), True),
        (ec.SECP521R1(), hashes.SHA512(), True),
        (ec.SECP384R1(), hashes.SHA1(), False),  # no cosign signer hashes with SHA-1
    ],
    ids=["p384-sha256", "p384-sha384", "p521-sha256", "p521-sha512", "p384-sha1"],
)
def test_ecdsa_key_signatures_are_accepted_with_each_hash_cosign_signers_use(
    govern: Govern,
    site: Site,
    registry: Registry,
    signing: tuple[Path, Path, str],
    curve: ec.EllipticCurve,
    algorithm: hashes.HashAlgorithm,
    trusted: bool,
) -> None:
    _, _, prefix = signing
    private = ec.generate_private_key(curve)
    (site.policies / "large.pub").write_text(public_pem(private.public_key()))
    configure(
        site,
        registry.host,
        f'[[rule]]\nname = "large"\nmatch = ["{prefix}/**"]\nkeys = ["large.pub"]\n',
    )
    digest = registry.push_image(prefix.split("/", 1)[1] + "/app", "v1")
    ref = ImageReference.parse(f"{prefix}/app:v1")
    payload = simple_signing_payload(ref.name, digest)
    signature = base64.b64encode(private.sign(payload, ec.ECDSA(algorithm))).decode()
    with RegistryClient(insecure=[registry.host]) as client:
        attach_signature(client, ref, digest, payload, {SIGNATURE_ANNOTATION: signature})

    code, (verdict,), _ = verify(govern, site, f"{prefix}/app:v1")
    assert verdict["trusted"] is trusted, verdict
    assert code == (0 if trusted else 1)
    if not trusted:
        reasons = " ".join(verdict["reasons"])  # type: ignore[arg-type]
        assert "does not verify under any key of rule large" in reasons


def test_a_registry_spelled_in_capitals_is_judged_by_its_own_rule(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    """Host names are case-insensitive: 'LOCALHOST:port' is the registry 'localhost:port' names,
    so the strict rule for it must decide, not a lax catch-all that happens to match the other
    spelling."""
    _, other_key, prefix = signing
    path = prefix.split("/", 1)[1]
    registry.push_image(f"{path}/secure/app", "v1")
    host = f"localhost:{registry.port}"
    configure(
        site,
        host,
        f"""
[[rule]]
name = "secure"
match = ["{host}/{path}/secure/**"]
keys = ["site.pub"]

[[rule]]
name = "anything-else"
match = ["*/**"]
keys = ["other.pub"]
""",
    )
    capitals = f"LOCALHOST:{registry.port}/{path}/secure/app:v1"
    site.config.write_text(
        site.config.read_text().replace(f'["{host}"]', f'["{host}", "{host.upper()}"]')
    )
    assert sign(govern, site, capitals, other_key).code == 0
    code, verdicts, stderr = verify(govern, site, capitals)
    assert verdicts, stderr
    (verdict,) = verdicts
    assert code == 1, verdict
    reasons = " ".join(verdict["reasons"])  # type: ignore[arg-type]
    assert "does not verify under any key of rule secure" in reasons


@pytest.mark.parametrize("reference", ["", "UPPER/Case:tag", "reg.example/app@sha256:short", "a b"])
def test_malformed_references_are_an_error_not_a_verdict(
    govern: Govern, site: Site, reference: str
) -> None:
    result = govern("--config", site.config, "image", "verify", reference)
    assert result.code == 2
    assert result.stderr.startswith("govern: ")
    assert "TRUSTED" not in result.stdout


def test_a_broken_trust_policy_is_an_error(govern: Govern, site: Site) -> None:
    (site.policies / "images.toml").write_text("[[rule]]\nname = 'x'\nmatch = ['a/b']\n")
    result = govern("--config", site.config, "image", "verify", "a/b:c")
    assert result.code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "at least one of 'keys'" in result.stderr


def test_signing_with_a_wrong_password_pushes_nothing(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    digest = registry.push_image(prefix.split("/", 1)[1] + "/app", "v1")
    result = sign(govern, site, f"{prefix}/app:v1", key, env={"GOVERN_KEY_PASSWORD": "wrong"})
    assert result.code == 2
    assert "wrong password" in result.stderr
    ref = ImageReference.parse(f"{prefix}/app:v1")
    with RegistryClient(insecure=[registry.host]) as client:
        assert client.get_manifest(ref.registry, ref.repository, signature_tag(digest)) is None


def test_registries_behind_token_auth_use_the_credentials_file(
    govern: Govern, site: Site, token_registry: Registry
) -> None:
    user, password = next(iter(token_registry.users.items()))
    assert govern("image", "keygen", site.policies / "site", env=KEY_ENV).code == 0
    repository = f"p{uuid.uuid4().hex[:8]}/app"
    token_registry.push_image(repository, "v1")
    reference = f"{token_registry.host}/{repository}:v1"
    configure(
        site,
        token_registry.host,
        f"[[rule]]\nname = 'x'\nmatch = ['{token_registry.host}/**']\nkeys = ['site.pub']\n",
    )
    anonymous = verify(govern, site, reference)
    assert anonymous[0] == 1
    assert "auth" in " ".join(anonymous[1][0]["reasons"]).lower()  # type: ignore[arg-type]

    auth = base64.b64encode(f"{user}:{password}".encode()).decode()
    credentials = site.root / "registry-auth.json"
    credentials.write_text(json.dumps({"auths": {token_registry.host: {"auth": auth}}}))
    site.config.write_text(
        site.config.read_text().replace(
            "[images]\n", f'[images]\ncredentials_file = "{credentials}"\n'
        )
    )
    signed = sign(govern, site, reference, site.policies / "site.key")
    assert signed.code == 0, signed.stderr
    code, (verdict,), _ = verify(govern, site, reference)
    assert code == 0 and verdict["trusted"] is True

    credentials.write_text(json.dumps({"auths": {token_registry.host: {"auth": "bm9jb2xvbg=="}}}))
    broken = govern("--config", site.config, "image", "verify", reference)
    assert broken.code == 2
    assert "must be base64 of 'user:password'" in broken.stderr


def test_a_trust_policy_change_can_be_tried_before_it_is_deployed(
    govern: Govern, site: Site, registry: Registry, signing: tuple[Path, Path, str]
) -> None:
    key, _, prefix = signing
    registry.push_image(prefix.split("/", 1)[1] + "/app", "v1")
    signed = sign(govern, site, f"{prefix}/app:v1", key)
    assert signed.code == 0, signed.stderr
    candidate = site.policies / "candidate.toml"
    candidate.write_text(
        f"[[rule]]\nname = 'stricter'\nmatch = ['{prefix}/**']\nkeys = ['other.pub']\n"
    )
    tried = govern(
        "--config", site.config, "image", "verify", "--json", "--policy", candidate,
        f"{prefix}/app:v1",
    )  # fmt: skip
    assert tried.code == 1
    assert "rule stricter" in tried.stdout
    assert verify(govern, site, f"{prefix}/app:v1")[0] == 0
