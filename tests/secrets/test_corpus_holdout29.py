"""Scanner accuracy on the twenty-ninth holdout corpus (tests/secrets/corpus_holdout29): home and
project folders of a twenty-ninth GPU/HPC centre, another Godwit, with people and work unlike those
of the other corpora (coral bleaching from drone and satellite imagery, cryo-electron tomography,
endangered-language documentation archives, wind-tunnel PIV, behavioural economics with online
panels, CMIP6 climate downscaling, robot learning from demonstration, bushfire smoke exposure and
asthma, and the centre's notebook-platform, licence-server and research-data-store
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT29,
    HEX,
    JWT,
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

# After the fixes by cause made with this corpus and the two beside it in view (no longer
# blind): precision 1.000, recall 0.995, rounded down. The blind figures were precision 0.995,
# recall 0.968.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 187
KINDS = 130


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout29", source=CORPUS_HOLDOUT29)


def test_precision_and_recall_on_the_twenty_ninth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("twenty-ninth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_UUID_UPPER = r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: DroneDeploy, EMPIAR and Nabu tokens,
# the Prolific token, oTree's REST key and Qualtrics' webhook secret chosen by the lab, rclone's
# obscured passwords and token JSON, the Globus refresh token, Husarnet join codes, ngrok, Stata,
# Molpro, the iRODS scrambled password file and Garage's admin token).
_SHAPES = {
    # Reef bleaching: Planet keys "PLAK"; Sentinel Hub secrets 40 letters and digits; Roboflow
    # keys 20; WebODM and Cesium ion tokens JWTs; Label Studio tokens 40 hex digits.
    "planet-api-key": r"PLAK[0-9a-f]{32}",
    "sentinelhub-client-secret": ALNUM[40],
    "roboflow-api-key": ALNUM[20],
    "ultralytics-api-key": r"[A-Za-z0-9]{42}",
    "aws-access-key-id": r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "django-secret-key": r"[a-z0-9!@#$%^&*(=+)_-]{50}",
    "webodm-token": JWT,
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "cesium-ion-token": JWT,
    "label-studio-token": HEX[40],
    "wandb-api-key": HEX[40],
    "mapbox-secret-token": r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
    # Cryo-ET: cryoSPARC licence ids are UUIDs; Globus client secrets base64 of 32 bytes; NGC
    # keys "nvapi-".
    "cryosparc-license-id": UUID4,
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "nvidia-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    "globus-client-secret": r"[A-Za-z0-9+/]{43}[A-Za-z0-9+/=]",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    # Language archives: Zenodo tokens 60 letters and digits, Zotero keys 24; Google OAuth client
    # secrets "GOCSPX-"; Airtable tokens "pat"; Weblate "wlu_"; Drupal's hash salt 74 URL-safe.
    "zenodo-token": ALNUM[60],
    "openai-key": r"sk-proj-[A-Za-z0-9_-]+",
    "google-oauth-client-secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "zotero-api-key": ALNUM[24],
    "assemblyai-api-key": HEX[32],
    "drupal-hash-salt": r"[A-Za-z0-9_-]{74}",
    "airtable-token": r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
    "orcid-client-secret": UUID4,
    "weblate-api-key": r"wlu_[A-Za-z0-9]{40}",
    # Wind-tunnel PIV: InfluxDB tokens 88 URL-safe characters ending "=="; GitLab tokens
    # "glpat-" and runner tokens "glrt-"; Backblaze key ids 25 hex digits and keys "K00".
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "gitlab-runner-token": r"glrt-[A-Za-z0-9_-]{20}",
    "backblaze-key-id": r"[0-9a-f]{25}",
    "backblaze-key": r"K00[A-Za-z0-9]{28}",
    "tailscale-auth-key": r"tskey-auth-[A-Za-z0-9]+-[A-Za-z0-9]+",
    "grafana-service-account-token": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
    "overleaf-git-token": r"olp_[A-Za-z0-9]{36}",
    # Online panels: Qualtrics tokens 40 letters and digits; Heroku keys "HRKU-AA"; SendGrid
    # "SG."; OSF tokens 70 letters and digits.
    "qualtrics-api-token": ALNUM[40],
    "heroku-api-key": r"HRKU-AA[A-Za-z0-9_-]{58}",
    "sendgrid-key": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "osf-personal-access-token": r"[A-Za-z0-9]{70}",
    # CMIP6: Earthdata tokens JWTs; Planetary Computer keys 32 hex digits; CDS and ADS keys
    # UUIDs; GCS HMAC ids "GOOG1", their secrets 40 base64; Google refresh tokens "1//0".
    "earthdata-user-token": JWT,
    "planetary-computer-subscription-key": HEX[32],
    "x509-proxy": _PEM.format("CERTIFICATE"),
    "cds-api-key": UUID4,
    "ads-api-key": UUID4,
    "google-refresh-token": r"1//0[A-Za-z0-9_-]{99}",
    "gcs-hmac-secret": B64_40,
    "object-store-access-key": r"(?:GOOG1[A-Z0-9]{56}|[A-Z0-9]{20})",
    "object-store-secret-key": B64_40,
    "jupyterhub-api-token": r"[0-9a-f]{32}(?:[0-9a-f]{32})?",
    # Robot learning: Modal token ids "ak-" and secrets "as-"; Foxglove keys "fox_sk_".
    "modal-token-id": r"ak-[A-Za-z0-9]{22}",
    "modal-token-secret": r"as-[A-Za-z0-9]{22}",
    "foxglove-api-key": r"fox_sk_[A-Za-z0-9]{32}",
    "sros2-private-key": _PEM.format("EC PRIVATE KEY"),
    "github-token": r"(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})",
    # Smoke and asthma: PurpleAir keys upper-case UUIDs; OpenAQ keys 64 hex digits, FIRMS map
    # keys 32; REDCap tokens 32 upper-case hex digits; Twilio auth tokens 32 hex digits.
    "purpleair-api-key": _UUID_UPPER,
    "openaq-api-key": HEX[64],
    "nasa-firms-map-key": HEX[32],
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "redcap-api-token": r"[0-9A-F]{32}",
    "fitbit-access-token": JWT,
    "fitbit-client-secret": HEX[32],
    "twilio-auth-token": HEX[32],
    # Notebook platform: JupyterHub's proxy token, cookie secret and crypt key 64 hex digits;
    # Keycloak client secrets 32 letters and digits; Cloudflare tokens 40 URL-safe characters.
    "jupyterhub-proxy-secret-token": HEX[64],
    "jupyterhub-cookie-secret": HEX[64],
    "jupyterhub-crypt-key": HEX[64],
    "keycloak-client-secret": ALNUM[32],
    "cloudflare-api-token": r"[A-Za-z0-9_-]{40}",
    "cloudflare-tunnel-token": r"eyJ[A-Za-z0-9+/]+={0,2}",
    "kubernetes-service-account-token": JWT,
    "age-secret-key": r"AGE-SECRET-KEY-1[0-9A-Z]{58}",
    "sentry-auth-token": r"sntryu_[0-9a-f]{64}",
    "kubernetes-secret-password": r"[A-Za-z0-9+/]+={0,2}",
    # Licences: MATLAB file installation keys twelve groups of five digits; CCDC activation keys
    # six groups of six; Snipe-IT tokens JWTs.
    "matlab-file-installation-key": r"[0-9]{5}(?:-[0-9]{5}){11}",
    "ccdc-activation-key": r"[A-Z0-9]{6}(?:-[A-Z0-9]{6}){5}",
    "snipeit-api-token": JWT,
    # Data store: iRODS zone, negotiation and control-plane keys 32 characters; Garage key ids
    # "GK" and 24 hex digits, secrets and RPC secrets 64; Nextcloud app passwords five groups of
    # five; MinIO's KMS key name:base64.
    "irods-zone-key": ALNUM[32],
    "irods-negotiation-key": ALNUM[32],
    "irods-control-plane-key": ALNUM[32],
    "garage-access-key-id": r"GK[0-9a-f]{24}",
    "garage-secret-key": HEX[64],
    "garage-rpc-secret": HEX[64],
    "nextcloud-instance-secret": r"[A-Za-z0-9+/]{48}",
    "nextcloud-password-salt": r"[A-Za-z0-9]{30}",
    "nextcloud-app-password": r"[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){4}",
    "minio-kms-secret-key": r"[a-z0-9-]+:[A-Za-z0-9+/]{43}=",
    "globus-deployment-private-key": _PEM.format("PRIVATE KEY"),
    # A Healthchecks.io ping URL ends in its check's UUID (relabelled to LABELS.md).
    "healthchecks-ping-url": UUID4,
}

# Files in JSON whose names do not say so.
_JSON = ("home/mhaddad/.mc/config.json",)


def test_twenty_ninth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"))
    assert not shape_faults(corpus, CORPUS_HOLDOUT29, (SECRETS, KINDS), _SHAPES, 100, unparsed)


@pytest.mark.slow
def test_twenty_ninth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
