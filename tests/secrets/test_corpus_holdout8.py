"""Scanner accuracy on the eighth holdout corpus (tests/secrets/corpus_holdout8): home and project
folders of an eighth GPU/HPC centre, Gannet, with people and work unlike those of the other
corpora (radar nowcasting, empirical asset pricing, online attention experiments, endurance
sports science with wearables, sepsis research on an OMOP database, power-grid decarbonisation
models, rail delay prediction, and the centre's storage, identity and network, and automation
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT8,
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

# Set from the first, blind measurement of the complete corpus (main 8530878): precision 0.994,
# recall 0.900, F1 0.945 (180 of 200 secrets; 181 lines reported, 1 of them a look-alike). The
# floors are those figures rounded down, so that they guard against regressions.
PRECISION_FLOOR = 0.99
# No longer blind: raised to 0.99 (198 of 200) once its misses had been worked on, by cause.
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 202
KINDS = 146


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout8", source=CORPUS_HOLDOUT8)


def test_precision_and_recall_on_the_eighth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("eighth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_PKCS8 = _PEM.format("PRIVATE KEY")

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape).
_SHAPES = {
    # Weather: ECMWF, Synoptic and Weather Underground keys are hex; NOAA CDO tokens are letters.
    "ecmwf-api-key": HEX[32],
    "tomorrow-io-api-key": ALNUM[32],
    "noaa-cdo-token": r"[A-Za-z]{32}",
    "synoptic-api-token": HEX[32],
    "met-office-datahub-key": JWT,
    "windy-api-key": ALNUM[32],
    "weather-underground-api-key": HEX[32],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "jupyter-url-token": HEX[48],
    "wandb-api-key": HEX[40],
    "ngc-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    # ssh-keygen's own format, PEM RSA (`-m PEM`) or an ECDSA key in SEC1 PEM.
    "ssh-private-key": _PEM.format("(?:OPENSSH|RSA|EC) PRIVATE KEY"),
    # Finance: FRED keys are 32 lower-case letters and digits, Alpha Vantage's 16 upper-case.
    "fred-api-key": r"[a-z0-9]{32}",
    "alpha-vantage-api-key": r"[A-Z0-9]{16}",
    "nasdaq-data-link-api-key": r"[A-Za-z0-9_-]{20}",
    "tiingo-api-token": HEX[40],
    "polygon-api-key": ALNUM[32],
    "refinitiv-app-key": HEX[40],
    # SAS PROC PWENCODE, method SAS002.
    "sas-encoded-password": r"\{SAS002\}[0-9A-F]{40}",
    # Online experiments.
    "pavlovia-access-token": r"glpat-[A-Za-z0-9_-]{20}",
    "jatos-api-token": r"jap_[A-Za-z0-9]{37}",
    "firebase-service-account-key": _PKCS8,
    "firebase-ci-token": r"1//0[A-Za-z0-9_-]{99}",
    "anthropic-api-key": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    # Wearables.
    "strava-client-secret": HEX[40],
    "strava-access-token": HEX[40],
    "strava-refresh-token": HEX[40],
    "fitbit-access-token": JWT,
    "fitbit-client-secret": HEX[32],
    "fitbit-refresh-token": HEX[64],
    "polar-client-secret": UUID4,
    "polar-access-token": HEX[32],
    "garmin-user-access-token": UUID4,
    "oura-personal-access-token": r"[A-Z0-9]{32}",
    # Clinical research.
    "umls-api-key": UUID4,
    "bioportal-api-key": UUID4,
    "openfda-api-key": ALNUM[40],
    "ohdsi-webapi-token": r"eyJhbGciOiJIUzUxMiJ9\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}",
    "smart-backend-private-key": _PKCS8,
    "keycloak-client-secret": ALNUM[32],
    # Energy systems.
    "gurobi-wls-access-id": UUID4,
    "gurobi-wls-secret": UUID4,
    "entsoe-security-token": UUID4,
    "eia-api-key": ALNUM[40],
    "renewables-ninja-token": HEX[40],
    "solcast-api-key": ALNUM[32],
    "octopus-energy-api-key": r"sk_live_[A-Za-z0-9]{24}",
    # Transport.
    "tfl-app-key": HEX[32],
    "transit-511-api-key": UUID4,
    "swiftly-api-key": HEX[32],
    "darwin-ldb-token": UUID4,
    "here-api-key": r"[A-Za-z0-9_-]{43}",
    "tomtom-api-key": ALNUM[32],
    "google-maps-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "comet-api-key": ALNUM[25],
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    # Storage and backup.
    "ceph-rgw-access-key": S3_KEY_ID,
    "ceph-rgw-secret-key": ALNUM[40],
    # A CephX key: base64 of type, time, length and 16 bytes, 40 characters ending "==".
    "ceph-client-key": r"AQ[A-Za-z0-9+/]{36}==",
    # Identity, security and network.
    "okta-api-token": r"00[A-Za-z0-9_-]{40}",
    "keycloak-access-token": JWT,
    "keycloak-refresh-token": JWT,
    "cloudflare-api-token": r"[A-Za-z0-9_-]{40}",
    "acme-account-key": _PEM.format("EC PRIVATE KEY"),
    "tls-private-key": _PKCS8,
    "juniper-type9-secret": r"\$9\$[A-Za-z0-9./-]+",
    "cisco-type7-password": r"[0-9]{2}(?:[0-9A-F]{2})+",
    "arista-type7-key": r"[0-9]{2}(?:[0-9A-F]{2})+",
    # `openssl rand -base64 48`, as Vaultwarden's documentation makes its admin token.
    "vaultwarden-admin-token": r"[A-Za-z0-9+/]{64}",
    # Automation and services.
    "rundeck-api-token": ALNUM[32],
    "jenkins-api-token": r"11[0-9a-f]{32}",
    "jenkins-initial-admin-password": HEX[32],
    "healthchecks-api-key": ALNUM[32],
    "slurm-jwt": JWT,
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "gotify-app-token": r"A[A-Za-z0-9._-]{14}",
    "pagerduty-routing-key": HEX[32],
    # Semaphore's keys: `head -c32 /dev/urandom | base64`.
    "semaphore-cookie-hash": r"[A-Za-z0-9+/]{43}=",
    "semaphore-cookie-encryption": r"[A-Za-z0-9+/]{43}=",
    "semaphore-access-key-encryption": r"[A-Za-z0-9+/]{43}=",
    # Ids issued with their secrets, labelled beside them (tests/secrets/LABELS.md, rule 2).
    "garmin-consumer-key": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    # A Healthchecks.io ping URL ends in its check's UUID (relabelled to LABELS.md).
    "healthchecks-ping-url": UUID4,
}


# Files whose names do not say their format: the ECMWF rc file, kcadm's, Kopia's and the
# Firebase CLI's configurations are JSON.
_JSON_BY_PATH = (
    "home/aokafor/.ecmwfapirc",
    "home/earslan/.keycloak/kcadm.config",
    "projects/attention-lab/firebase/.firebaserc",
    "projects/gannet-ops/storage/kopia/repository.config",
)
# YAML as Ansible reads it, where `!vault` tags an encrypted scalar.
_LOADER = tagged_loader("!vault")


def test_eighth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON_BY_PATH, _LOADER)
    assert not shape_faults(corpus, CORPUS_HOLDOUT8, (SECRETS, KINDS), _SHAPES, 120, unparsed)


@pytest.mark.slow
def test_eighth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
