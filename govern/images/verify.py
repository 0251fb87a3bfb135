"""Deciding whether an image may run: resolve it to a digest, find its signatures, and accept it
only when one of them verifies under the trust rule for its repository and names that digest."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from govern.errors import ImageError
from govern.images.cosign import (
    decode_signature,
    key_id,
    parse_payload,
    public_pem,
    verify_signature,
)
from govern.images.expiring import ExpiringMap
from govern.images.reference import ImageReference
from govern.images.signatures import (
    SIGNATURE_SOURCES,
    SigstoreBundle,
    SimpleSigning,
    describe,
)

if TYPE_CHECKING:
    from pathlib import Path

    from govern.config import LoadedConfig
    from govern.images._internal.registry import RegistryClient
    from govern.images.trust import TrustPolicy, TrustRule

# Reasons kept per verdict: enough to explain, bounded against a flood of bad signatures.
MAX_REASONS = 8

# Everything a verdict depends on within one trust policy: the repository (its signatures are
# looked up there and the signed docker-reference must name it), the digest and the rule.
VerdictKey = tuple[str, str, str]


@dataclass(frozen=True)
class ImageVerdict:
    reference: str
    digest: str | None
    trusted: bool
    privileged: bool
    rule: str | None
    signer: str | None
    reasons: tuple[str, ...]
    cached: bool = False

    def explanation(self) -> str:
        if self.trusted:
            return (
                f"image {self.reference} ({self.digest}) trusted by rule {self.rule}: {self.signer}"
            )
        return f"image {self.reference}: " + "; ".join(self.reasons)

    def to_json(self) -> dict[str, Any]:
        return {
            "reference": self.reference,
            "digest": self.digest,
            "trusted": self.trusted,
            "privileged": self.privileged,
            "rule": self.rule,
            "signer": self.signer,
            "reasons": list(self.reasons),
            "cached": self.cached,
        }


def _untrusted(reference: str, digest: str | None, *reasons: str) -> ImageVerdict:
    return ImageVerdict(reference, digest, False, False, None, None, reasons[:MAX_REASONS])


def _same_repository(signed_reference: str, ref: ImageReference) -> bool:
    try:
        return ImageReference.parse(signed_reference).name == ref.name
    except ImageError:
        return False


def check_simple_signing(
    found: SimpleSigning, rule: TrustRule, ref: ImageReference, digest: str
) -> str:
    """Who made FOUND, when it vouches for DIGEST under RULE; ImageError saying why not."""
    signed = parse_payload(found.payload)
    if signed.manifest_digest != digest:
        raise ImageError(f"it signs {signed.manifest_digest}, not this image's digest")
    if rule.match_repository and not _same_repository(signed.docker_reference, ref):
        raise ImageError(f"it was made for {signed.docker_reference}, not {ref.name}")
    if found.certificate is not None:
        if not rule.keyless:
            raise ImageError(f"it is keyless and rule {rule.name} trusts only keys")
        from govern.images.keyless import bundle_from_cosign_annotations, verify_bundle

        bundle = bundle_from_cosign_annotations(
            found.payload, found.signature, found.certificate, found.chain, found.rekor_bundle
        )
        keyless = verify_bundle(bundle, found.payload, rule.keyless, rule.trust_root)
        return f"keyless {keyless.subject} (issuer {keyless.issuer})"
    signature = decode_signature(found.signature)
    for path, key in zip(rule.key_files, rule.keys, strict=True):
        if not verify_signature(key, found.payload, signature):
            continue
        if rule.require_rekor:
            if found.rekor_bundle is None:
                raise ImageError(f"rule {rule.name} requires a Rekor entry and it has none")
            from govern.images.keyless import verify_rekor_set

            verify_rekor_set(
                found.rekor_bundle,
                found.payload,
                found.signature,
                rule.trust_root,
                signer_pem=public_pem(key),
            )
        return f"key {path.name} ({key_id(key)})"
    raise ImageError(f"it does not verify under any key of rule {rule.name}")


def check_bundle(
    found: SigstoreBundle,
    rule: TrustRule,
    ref: ImageReference,
    digest: str,
    manifest: Callable[[], bytes],
) -> str:
    """Who made FOUND, when it vouches for DIGEST in REF's repository under RULE (MANIFEST gives
    the manifest's bytes); ImageError saying why not."""
    if not rule.keyless:
        raise ImageError(f"it is keyless and rule {rule.name} trusts only keys")
    from govern.images.keyless import verify_bundle, verify_dsse_bundle

    try:
        is_dsse = "dsseEnvelope" in json.loads(found.bundle)
    except (ValueError, UnicodeDecodeError, TypeError):
        raise ImageError("the bundle is not JSON") from None
    if is_dsse:
        attestation = verify_dsse_bundle(found.bundle, rule.keyless, rule.trust_root)
        digest_hex = digest.removeprefix("sha256:")
        attestation.require_subject_sha256(digest_hex)
        names = attestation.subject_names(digest_hex)
        if rule.match_repository and not any(_same_repository(name, ref) for name in names):
            shown = ", ".join(sorted(repr(name) for name in names))
            raise ImageError(f"its statement names this digest as {shown}, not {ref.name}")
        keyless = attestation.signature
    else:
        # A message signature over the image manifest: the bundle's digest is compared with
        # these exact bytes, so it vouches for no other image, but it names no repository.
        if rule.match_repository:
            raise ImageError(
                f"it signs the manifest alone and names no repository; rule {rule.name} "
                "accepts such signatures only with match_repository = false"
            )
        keyless = verify_bundle(found.bundle, manifest(), rule.keyless, rule.trust_root)
    return f"keyless {keyless.subject} (issuer {keyless.issuer})"


def registry_client(config: LoadedConfig) -> RegistryClient:
    """A registry client with the site's [images] transport settings and credentials."""
    from govern.images._internal.registry import RegistryClient
    from govern.images.credentials import load_registry_credentials

    return RegistryClient(
        insecure=config.images.insecure_registries,
        timeout=config.images.timeout_seconds,
        ca_file=config.images_ca_file,
        credentials=load_registry_credentials(config.registry_credentials_file),
    )


class ImageVerifier:
    """Verdicts for image references under one trust policy. Thread-safe; verdicts are cached by
    repository, digest and rule for `cache_seconds`, and tag resolutions for
    `tag_cache_seconds`."""

    def __init__(
        self,
        policy: TrustPolicy,
        client: RegistryClient,
        *,
        cache_seconds: float = 300.0,
        tag_cache_seconds: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.policy = policy
        self.client = client
        self.cache_seconds = cache_seconds
        self.tag_cache_seconds = tag_cache_seconds
        self._verdicts: ExpiringMap[VerdictKey, ImageVerdict] = ExpiringMap(clock)
        self._tags: ExpiringMap[str, str] = ExpiringMap(clock)

    @classmethod
    def from_config(
        cls,
        config: LoadedConfig,
        policy_path: Path | None = None,
        client: RegistryClient | None = None,
    ) -> ImageVerifier:
        """The site's verifier; POLICY_PATH replaces the configured trust policy (to try a
        change before it is deployed); CLIENT reuses a registry client and its connections."""
        from govern.images.trust import load_trust_policy

        policy = load_trust_policy(policy_path or config.images_policy)
        policy.load_material()
        return cls(
            policy,
            client or registry_client(config),
            cache_seconds=config.images.cache_seconds,
            tag_cache_seconds=config.images.tag_cache_seconds,
        )

    def privileged_namespace(self, namespace: str) -> bool:
        return namespace in self.policy.privileged_namespaces

    def privileged_partition(self, partition: str) -> bool:
        return partition in self.policy.privileged_partitions

    def verify(self, reference: str) -> ImageVerdict:
        """Never raises: anything that stops verification (a bad reference, an unreachable or
        slow registry, a malformed signature) is an untrusted verdict that says why."""
        try:
            return self._verify(reference)
        except ImageError as exc:
            return _untrusted(reference, None, str(exc))
        except Exception as exc:  # fail closed on anything unforeseen, and say what it was
            return _untrusted(reference, None, f"verification failed: {type(exc).__name__}: {exc}")

    def _resolve(self, ref: ImageReference) -> str:
        if ref.digest is not None:
            return ref.digest
        cached = self._tags.get(str(ref))
        if cached is not None:
            return cached
        digest = self.client.resolve(ref)
        self._tags.put(str(ref), digest, self.tag_cache_seconds)
        return digest

    def _verify(self, reference: str) -> ImageVerdict:
        ref = ImageReference.parse(reference)
        rule = self.policy.rule_for(ref.name)
        if rule is None:
            return _untrusted(
                reference, ref.digest, f"no trust rule in {self.policy.path.name} covers {ref.name}"
            )
        digest = self._resolve(ref)
        key = (ref.name, digest, rule.name)
        cached = self._verdicts.get(key)
        if cached is not None:
            return replace(cached, reference=reference, cached=True)
        verdict = self._judge(reference, ref, digest, rule)
        self._verdicts.put(key, verdict, self.cache_seconds)
        return verdict

    def _judge(
        self, reference: str, ref: ImageReference, digest: str, rule: TrustRule
    ) -> ImageVerdict:
        if ref.digest is not None:
            self.client.resolve(ref)  # the digest must exist in this repository
        manifest_bytes: list[bytes] = []

        def manifest() -> bytes:
            if not manifest_bytes:
                fetched = self.client.get_manifest(ref.registry, ref.repository, digest)
                if fetched is None:
                    raise ImageError(f"manifest {digest} is gone from {ref.name}")
                manifest_bytes.append(fetched.body)
            return manifest_bytes[0]

        reasons: list[str] = []
        for source in SIGNATURE_SOURCES:
            for signature in source(self.client, ref, digest):
                try:
                    if isinstance(signature, SimpleSigning):
                        signer = check_simple_signing(signature, rule, ref, digest)
                    else:
                        signer = check_bundle(signature, rule, ref, digest, manifest)
                except ImageError as exc:
                    reasons.append(f"{describe(signature)}: {exc}")
                    continue
                return ImageVerdict(reference, digest, True, rule.privileged, rule.name, signer, ())
        if not reasons:
            return _untrusted(reference, digest, f"no signature found for {digest} in {ref.name}")
        return _untrusted(
            reference, digest, f"no signature is trusted by rule {rule.name}", *reasons
        )
