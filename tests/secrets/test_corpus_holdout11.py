"""Scanner accuracy on the eleventh holdout corpus (tests/secrets/corpus_holdout11): home and
project folders of an eleventh GPU/HPC centre, Eider, with people and work unlike those of the
other corpora (glaciology and ice-flow modelling, epidemic scenario modelling, flash-flood
hydrology, 4D-STEM materials microscopy, limit-order-book market microstructure, a
citizen-science fireball camera network, caribou GPS telemetry, wheat breeding and phenomics,
and the centre's DNS and certificates, allocations and accounting, and facilities and DCIM
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT11,
    HEX,
    JWT,
    S3_KEY_ID,
    UUID4,
    Corpus,
    label_counts,
    render_corpus,
    reports_showing_a_value,
    scan_and_score,
    shape_faults,
    tagged_loader,
    unparsable,
)

# Set from the first, blind measurement of the complete corpus (the scanner as at eb72422):
# precision 0.963, recall 0.861, F1 0.909 (210 of 244 secrets; 218 lines reported, 8 of them
# look-alikes). The floors are those figures rounded down, so that they guard against
# regressions.
# No longer blind: raised to 0.99 and 0.90 once its false positives and some misses had been
# worked on, by cause; recall to 0.96 with the causes the fourteenth and fifteenth corpora shared,
# and to 0.98 once later corpora's causes had found more of its labels.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 244
KINDS = 135


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout11", source=CORPUS_HOLDOUT11)


def test_precision_and_recall_on_the_eleventh_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("eleventh holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_B64_32_BYTES = r"[A-Za-z0-9+/]{43}="

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape).
_SHAPES = {
    # Glaciology: OpenTopography keys are 32 hex digits; CDSE S3 keys are S3-shaped.
    "opentopography-api-key": HEX[32],
    "earthdata-user-token": JWT,
    "cdse-s3-access-key": S3_KEY_ID,
    "cdse-s3-secret-key": B64_40,
    "github-token": r"(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{82})",
    # A service account key file keeps its PKCS#8 key with escaped newlines.
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    # Epidemic modelling.
    "covidactnow-api-key": HEX[32],
    "posit-connect-api-key": ALNUM[32],
    "github-oauth-token": r"gho_[A-Za-z0-9]{36}",
    "slack-token": r"xoxb-[0-9]+-[0-9]+-[A-Za-z0-9]{24}",
    "slack-signing-secret": HEX[32],
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "socrata-app-token": ALNUM[25],
    # Azure shared keys (Batch and Storage accounts): base64 of 64 bytes.
    "azure-batch-account-key": r"[A-Za-z0-9+/]{86}==",
    "azure-storage-key": r"[A-Za-z0-9+/]{86}==",
    "google-oauth-client-secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "github-app-private-key": _PEM.format("RSA PRIVATE KEY"),
    # Hydrology: the Early Warning Data Store's keys are UUIDs.
    "ewds-api-key": UUID4,
    # Hydrology: Tomorrow.io keys are 32 letters and digits, Visual Crossing's 25 upper-case.
    "tomorrow-io-api-key": ALNUM[32],
    "visualcrossing-api-key": r"[A-Z0-9]{25}",
    # Microscopy: ClearML credentials, Label Studio and Zenodo tokens, Jupyter's token_hex(24).
    "clearml-access-key": r"[A-Z0-9]{20,30}",
    "clearml-secret-key": ALNUM[50],
    "label-studio-token": HEX[40],
    "zenodo-token": ALNUM[60],
    "jupyter-token": HEX[48],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    # A Docker config's "auth": base64 of "user:password".
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "ssh-private-key": _PEM.format("(?:OPENSSH|RSA) PRIVATE KEY"),
    # Market microstructure.
    "databento-api-key": r"db-[A-Za-z0-9]{29}",
    "polygon-api-key": ALNUM[32],
    "alpaca-api-key-id": r"PK[A-Z0-9]{18}",
    "alpaca-api-secret-key": ALNUM[40],
    "tiingo-api-token": HEX[40],
    "fred-api-key": HEX[32],
    "nasdaq-data-link-key": ALNUM[20],
    "alphavantage-api-key": r"[A-Z0-9]{16}",
    "polygon-flatfiles-access-key": UUID4,
    "polygon-flatfiles-secret-key": ALNUM[32],
    # Fireball network: R2 keys are 32 and 64 hex digits; Twilio API keys "SK" and 32 hex.
    "cloudflare-r2-access-key": HEX[32],
    "cloudflare-r2-secret-key": HEX[64],
    "astrometry-net-api-key": r"[a-z]{16}",
    "twilio-api-key": r"SK[0-9a-f]{32}",
    "twilio-api-secret": ALNUM[32],
    "twilio-auth-token": HEX[32],
    "pushover-app-token": r"[A-Za-z0-9]{30}",
    "discord-webhook": r"[0-9]{17,19}/[A-Za-z0-9_-]{68}",
    "recaptcha-secret-key": r"6L[A-Za-z0-9_-]{38}",
    "tailscale-auth-key": r"tskey-auth-[A-Za-z0-9]+-[A-Za-z0-9]+",
    # cloudflared's tunnel token: base64 of JSON, so it starts with "eyJ".
    "cloudflare-tunnel-token": r"eyJ[A-Za-z0-9+/]+={0,2}",
    # Caribou telemetry: EarthRanger (django-oauth-toolkit) tokens are 30 letters and digits.
    "earthranger-token": r"[A-Za-z0-9]{30}",
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    # Wheat breeding.
    "cyverse-access-token": JWT,
    # Davis WeatherLink v2 API keys and secrets: 32 lower-case letters and digits.
    "weatherlink-api-key": r"[a-z0-9]{32}",
    "weatherlink-api-secret": r"[a-z0-9]{32}",
    # DNS and certificates: Cloudflare tokens are 40 characters, the Global API Key 37 hex
    # digits; TSIG keys base64 of 32 bytes; the ACME account key a JWK with "d".
    "cloudflare-api-token": r"[A-Za-z0-9_-]{40}",
    "cloudflare-global-api-key": r"[0-9a-f]{37}",
    "tsig-key": _B64_32_BYTES,
    "acme-account-key": r'"d": "[A-Za-z0-9_-]{342}"',
    "matomo-salt": HEX[32],
    "kubernetes-secret-data": r"[A-Za-z0-9+/]{22}==",
    "turnstile-secret-key": r"0x4AAAAAAA[A-Za-z0-9_-]{25}",
    "dkim-private-key": _PEM.format("RSA PRIVATE KEY"),
    # Allocations: Django's get_random_secret_key(), DRF tokens of 40 hex digits, Stripe keys.
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    "coldfront-api-token": HEX[40],
    "keycloak-client-secret": ALNUM[32],
    "slurm-jwt": JWT,
    "stripe-secret-key": r"sk_live_[A-Za-z0-9]{24,}",
    "stripe-restricted-key": r"rk_live_[A-Za-z0-9]{24,}",
    "stripe-webhook-secret": r"whsec_[A-Za-z0-9]{32,}",
    "saml-sp-private-key": _PEM.format("PRIVATE KEY"),
    "snowflake-private-key": _PEM.format("ENCRYPTED PRIVATE KEY"),
    # Teams incoming webhooks: group@tenant/IncomingWebhook/id/owner.
    "teams-webhook": rf"{UUID4}@{UUID4}/IncomingWebhook/[0-9a-f]{{32}}/{UUID4}",
    # Facilities: NetBox tokens 40 hex digits, LibreNMS 32, Laravel's APP_KEY base64 of 32 bytes.
    "netbox-api-token": HEX[40],
    "librenms-api-token": HEX[32],
    "laravel-app-key": r"base64:" + _B64_32_BYTES,
    "grafana-service-account-token": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
}


# YAML as Ansible and R's config package read it: `!vault` tags an encrypted scalar and `!expr`
# an R expression.
_LOADER = tagged_loader("!vault", "!expr")


def test_eleventh_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, (), _LOADER)
    assert not shape_faults(corpus, CORPUS_HOLDOUT11, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_eleventh_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
