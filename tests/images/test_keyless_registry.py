"""Keyless signatures end to end: images keyless-signed through a private Sigstore deployment
(tests/images/private_sigstore.py), pushed to a real registry, and judged by `govern image verify`
and `govern webhook serve` as real processes under a trust policy naming that deployment's root.

Each refusal swaps exactly one piece of an otherwise valid signature and asserts the reason, so a
signature accepted (or refused) for the wrong reason fails the test."""

from __future__ import annotations

import datetime as dt
import json
import re
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from govern.images._internal.registry import RegistryClient
from govern.images.reference import ImageReference
from govern.images.sign import attach_signature
from tests.conftest import Govern, Site
from tests.images.private_sigstore import (
    CertificateAuthority,
    KeylessSigned,
    Log,
    PrivateSigstore,
    SigningCertificate,
    issue_certificate,
    keyless_sign_image,
)
from tests.images.test_image_cli import configure
from tests.services.registry import Registry
from tests.services.webhook import Webhook, make_certificate
from tests.webhook.conftest import admission_review, container, pod

pytestmark = pytest.mark.slow

ISSUER = "https://oidc.private.test"
SUBJECT = "https://git.private.test/ml/train/.github/workflows/release.yml@refs/heads/main"
SIGNER = f"keyless {SUBJECT} (issuer {ISSUER})"
IDENTITY = f'issuer = "{ISSUER}"\nsubject = "{SUBJECT}"'
ROOT_FILE = "private-root.json"


@pytest.fixture(scope="module")
def deployment() -> PrivateSigstore:
    return PrivateSigstore.create()


@dataclass
class KeylessSite:
    site: Site
    registry: Registry
    deployment: PrivateSigstore
    prefix: str  # "127.0.0.1:PORT/<unique>"
    govern: Govern
    client: RegistryClient

    def trust(self, identity: str = IDENTITY, *, trusted_root: bool = True) -> None:
        """One rule over PREFIX/** trusting IDENTITY (TOML lines of a [[rule.keyless]]),
        under the private deployment's root unless TRUSTED_ROOT is off (then: production)."""
        root = f'trusted_root = "{ROOT_FILE}"\n' if trusted_root else ""
        configure(
            self.site,
            self.registry.host,
            f'[[rule]]\nname = "private"\nmatch = ["{self.prefix}/**"]\n{root}'
            f"[[rule.keyless]]\n{identity}\n",
        )

    def push(self, name: str, tag: str = "v1") -> str:
        """Push a fresh image as PREFIX/NAME:TAG; returns the reference."""
        self.registry.push_image(f"{self.prefix.split('/', 1)[1]}/{name}", tag)
        return f"{self.prefix}/{name}:{tag}"

    def sign(
        self, reference: str, signer: SigningCertificate | None = None, **tamper: Any
    ) -> KeylessSigned:
        return keyless_sign_image(
            self.client,
            reference,
            self.deployment,
            signer or self.deployment.issue(SUBJECT, ISSUER),
            **tamper,
        )

    def verify(self, reference: str) -> tuple[int, dict[str, Any]]:
        result = self.govern("--config", self.site.config, "image", "verify", "--json", reference)
        (line,) = result.stdout.splitlines()
        verdict: dict[str, Any] = json.loads(line)
        return result.code, verdict


@pytest.fixture
def keyless(
    site: Site, govern: Govern, registry: Registry, deployment: PrivateSigstore
) -> Iterator[KeylessSite]:
    deployment.write_trusted_root(site.policies / ROOT_FILE)
    with RegistryClient(insecure=[registry.host]) as client:
        signed_site = KeylessSite(
            site, registry, deployment, f"{registry.host}/k{uuid.uuid4().hex[:8]}", govern, client
        )
        signed_site.trust()
        yield signed_site


def refused_because(keyless: KeylessSite, reference: str, reason: str | re.Pattern[str]) -> None:
    """Assert REFERENCE is untrusted (exit 1) because its keyless signature failed for REASON
    (a text it contains, or a pattern it matches)."""
    code, verdict = keyless.verify(reference)
    assert code == 1, verdict
    assert verdict["trusted"] is False and verdict["signer"] is None
    reasons = " | ".join(verdict["reasons"])
    assert "cosign keyless signature at" in reasons
    if isinstance(reason, str):
        assert reason in reasons, reasons
    else:
        assert reason.search(reasons), reasons


def test_keyless_signed_image_is_trusted_by_tag_and_digest(keyless: KeylessSite) -> None:
    reference = keyless.push("app")
    digest = keyless.sign(reference).digest

    human = keyless.govern("--config", keyless.site.config, "image", "verify", reference)
    assert human.code == 0, human.stdout + human.stderr
    assert human.stdout == f"TRUSTED {reference} {digest}: rule private, signed by {SIGNER}\n"
    code, verdict = keyless.verify(f"{keyless.prefix}/app@{digest}")
    assert code == 0
    assert verdict["trusted"] is True and verdict["digest"] == digest
    assert verdict["rule"] == "private" and verdict["signer"] == SIGNER


def test_a_ca_without_intermediate_and_an_e_mail_identity(keyless: KeylessSite) -> None:
    root_only = PrivateSigstore.create("root-only", intermediate=False)
    root_only.write_trusted_root(keyless.site.policies / ROOT_FILE)
    keyless.trust(f'issuer = "{ISSUER}"\nsubject = "builder@example.edu"')
    reference = keyless.push("app")
    keyless_sign_image(
        keyless.client, reference, root_only, root_only.issue("builder@example.edu", ISSUER)
    )
    code, verdict = keyless.verify(reference)
    assert code == 0, verdict
    assert verdict["signer"] == f"keyless builder@example.edu (issuer {ISSUER})"


def test_a_subject_pattern_that_matches_the_whole_identity_is_trusted(
    keyless: KeylessSite,
) -> None:
    keyless.trust(
        f'issuer = "{ISSUER}"\nsubject_pattern = "https://git\\\\.private\\\\.test/ml/.*"'
    )
    reference = keyless.push("app")
    keyless.sign(reference)
    code, verdict = keyless.verify(reference)
    assert code == 0, verdict
    assert verdict["signer"] == SIGNER


@pytest.mark.parametrize(
    ("identity", "trusted_root", "reason"),
    [
        (
            f'issuer = "{ISSUER}"\nsubject = "{SUBJECT.replace("main", "dev")}"',
            True,
            f"certificate identity {SUBJECT} from issuer {ISSUER} is not trusted",
        ),
        (
            # Matches the start of the identity only: patterns must match it whole.
            f'issuer = "{ISSUER}"\nsubject_pattern = "https://git\\\\.private\\\\.test/ml/train"',
            True,
            f"certificate identity {SUBJECT} from issuer {ISSUER} is not trusted",
        ),
        (
            f'issuer = "https://oidc.other.test"\nsubject = "{SUBJECT}"',
            True,
            f"certificate identity {SUBJECT} from issuer {ISSUER} is not trusted",
        ),
        # Without trusted_root the rule trusts Sigstore's production instance, which never
        # logged this signature.
        (IDENTITY, False, "which the trust root does not list"),
    ],
    ids=["other-subject", "prefix-pattern", "other-issuer", "production-root"],
)
def test_a_rule_that_does_not_name_the_signer_refuses_it(
    keyless: KeylessSite, identity: str, trusted_root: bool, reason: str
) -> None:
    keyless.trust(identity, trusted_root=trusted_root)
    reference = keyless.push("app")
    keyless.sign(reference)
    refused_because(keyless, reference, reason)


def _minutes_ago(minutes: int) -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(microsecond=0) - dt.timedelta(minutes=minutes)


ROGUE_LOG = Log()


@pytest.mark.parametrize(
    ("forge", "reason"),
    [
        (
            # Everything else genuine (identity, SCT from the trusted CT log, SET): only the CA.
            lambda d: {"signer": d.issue(SUBJECT, ISSUER, ca=CertificateAuthority.create("rogue"))},
            "failed to build timestamp certificate chain: validation failed: candidates exhausted",
        ),
        (
            lambda d: {"signer": issue_certificate(d.fulcio, Log(), SUBJECT, ISSUER)},
            "SCT verify failed",
        ),
        (lambda d: {"rekor": ROGUE_LOG}, f"log {ROGUE_LOG.log_id.hex()}, which the trust root"),
        (
            lambda d: {"rekor": ROGUE_LOG, "log_id": d.rekor.log_id},
            "the inclusion promise (SET) signature is invalid",
        ),
        (
            lambda d: {"logged_signature": d.issue(SUBJECT, ISSUER).sign(b"another payload")},
            "the Rekor entry was logged for another signature",
        ),
        (
            # Valid from 30 to 20 minutes ago; the log saw the signature now.
            lambda d: {"signer": d.issue(SUBJECT, ISSUER, not_before=_minutes_ago(30))},
            "cert is not valid at validation time",
        ),
        (
            lambda d: {"integrated_time": int(_minutes_ago(60 * 24 * 2).timestamp())},
            re.compile("the log key [0-9a-f]{64} was not valid at the integrated time"),
        ),
    ],
    ids=[
        "certificate-from-another-ca",
        "sct-from-another-ct-log",
        "set-from-an-unlisted-log",
        "set-signed-by-another-key",
        "set-for-another-signature",
        "certificate-expired-at-integrated-time",
        "integrated-before-the-log-key-was-valid",
    ],
)
def test_a_forged_part_of_a_keyless_signature_is_refused(
    keyless: KeylessSite,
    forge: Callable[[PrivateSigstore], dict[str, Any]],
    reason: str | re.Pattern[str],
) -> None:
    reference = keyless.push("app")
    keyless.sign(reference, **forge(keyless.deployment))
    refused_because(keyless, reference, reason)


def test_an_expired_certificate_verifies_when_the_log_saw_it_within_its_validity(
    keyless: KeylessSite,
) -> None:
    """The control for certificate-expired-at-integrated-time: the same kind of certificate is
    trusted when the log vouches it was used in time, so that refusal is about time alone."""
    reference = keyless.push("app")
    expired = keyless.deployment.issue(SUBJECT, ISSUER, not_before=_minutes_ago(30))
    keyless.sign(reference, expired, integrated_time=int(_minutes_ago(25).timestamp()))
    code, verdict = keyless.verify(reference)
    assert code == 0, verdict
    assert verdict["signer"] == SIGNER


def test_a_ca_the_trust_root_retired_before_the_integrated_time_is_refused(
    keyless: KeylessSite,
) -> None:
    """A trust root says when each CA may vouch (validFor): a CA rotated out an hour ago no
    longer vouches for signatures logged now, though its certificates are still in date."""
    reference = keyless.push("app")
    keyless.sign(reference)
    assert keyless.verify(reference)[0] == 0
    keyless.deployment.write_trusted_root(
        keyless.site.policies / ROOT_FILE, fulcio_until=_minutes_ago(60)
    )
    refused_because(keyless, reference, "the trust root's Fulcio CA was not valid at the")


def test_a_keyless_signature_copied_to_another_image_is_refused(keyless: KeylessSite) -> None:
    signed_reference = keyless.push("app", "signed")
    other_reference = keyless.push("app", "other")
    signed = keyless.sign(signed_reference)
    ref = ImageReference.parse(other_reference)
    other_digest = keyless.client.resolve(ref)
    attach_signature(keyless.client, ref, other_digest, signed.payload, signed.annotations)

    assert keyless.verify(signed_reference)[0] == 0
    refused_because(keyless, other_reference, f"it signs {signed.digest}, not this image's digest")


def test_the_admission_webhook_admits_a_keyless_signed_image_and_denies_a_forged_one(
    keyless: KeylessSite, tmp_path: Path
) -> None:
    trusted = keyless.push("app")
    keyless.sign(trusted)
    forged = keyless.push("forged")
    keyless.sign(
        forged, keyless.deployment.issue(SUBJECT, ISSUER, ca=CertificateAuthority.create("rogue"))
    )

    webhook = Webhook(
        keyless.site.config, make_certificate(tmp_path / "tls"), tmp_path / "webhook.log",
        "--max-seconds", "10",
    )  # fmt: skip
    webhook.start()
    try:
        admitted = webhook.review(
            admission_review(pod({"containers": [container("app", trusted)]}))
        )
        denied = webhook.review(admission_review(pod({"containers": [container("app", forged)]})))
    finally:
        webhook.stop()
    assert admitted["allowed"] is True, admitted
    assert denied["allowed"] is False
    message = denied["status"]["message"]
    assert f"image {forged} is not trusted: " in message
    assert "failed to build timestamp certificate chain" in message
