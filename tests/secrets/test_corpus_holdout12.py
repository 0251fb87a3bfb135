"""Scanner accuracy on the twelfth holdout corpus (tests/secrets/corpus_holdout12): home and
project folders of a twelfth GPU/HPC centre, Fulmar, with people and work unlike those of the
other corpora (volcanic gas and infrasound monitoring, coral-reef benthic imagery, lattice QCD,
music information retrieval on chorales, DIA plasma proteomics, sign-language video
recognition, cryo-EM of ribosomes, quantum chemistry for catalysis, and the centre's backup and
tape archive, identity and MFA, and user communications administrators), written blind from
each tool's documentation and never against the rules. A label counts as found when the
scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT12,
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
    unparsable,
)

# First measured blind: precision 0.982, recall 0.896 (241 secrets); floors from after the
# fixes.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.97
# The corpus as written: a change to it changes these on purpose.
SECRETS = 240
KINDS = 142


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout12", source=CORPUS_HOLDOUT12)


def test_precision_and_recall_on_the_twelfth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("twelfth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_B64_32_BYTES = r"[A-Za-z0-9+/]{43}="

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape).
_SHAPES = {
    # Volcanic gas: InfluxDB tokens are base64url of 64 bytes; Particle tokens 40 hex digits;
    # the Atmosphere Data Store's keys are UUIDs.
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "particle-access-token": HEX[40],
    "ads-api-key": UUID4,
    "telegram-bot-token": r"[0-9]{8,10}:AA[A-Za-z0-9_-]{33}",
    "openweathermap-api-key": HEX[32],
    "ntfy-token": r"tk_[A-Za-z0-9]{29}",
    # Reef imagery: Kaggle keys are 32 hex digits, Roboflow's 20 letters and digits, B2
    # application key ids 25 hex digits and keys "K" and more; GCS HMAC ids "GOOG1E".
    "kaggle-api-key": HEX[32],
    "roboflow-api-key": ALNUM[20],
    "backblaze-key-id": r"[0-9a-f]{25}",
    "backblaze-key": r"K00[A-Za-z0-9]{28}",
    "wandb-api-key": HEX[40],
    "gcs-hmac-access-key": r"GOOG1E[A-Z0-9]{55}",
    "gcs-hmac-secret": B64_40,
    "labelbox-api-key": JWT,
    "mapbox-secret-token": r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
    "recaptcha-secret": r"6L[A-Za-z0-9_-]{38}",
    "tator-api-token": HEX[40],
    # Lattice QCD.
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "globus-client-secret": r"[A-Za-z0-9+/]{44}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "gitlab-feed-token": r"glft-[A-Za-z0-9_-]{20}",
    "github-token": r"github_pat_[A-Za-z0-9_]{82}",
    "codecov-upload-token": UUID4,
    "spack-signing-key": _PEM.format("PGP PRIVATE KEY BLOCK"),
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    "sylabs-access-token": JWT,
    # Music information retrieval.
    "spotify-client-secret": HEX[32],
    "spotify-access-token": r"BQ[A-Za-z0-9_-]{100,}",
    "spotify-refresh-token": r"AQ[A-Za-z0-9_-]{100,}",
    "discogs-token": ALNUM[40],
    "lastfm-api-key": HEX[32],
    "lastfm-shared-secret": HEX[32],
    "genius-access-token": r"[A-Za-z0-9_-]{64}",
    "freesound-api-key": ALNUM[40],
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "apple-musickit-private-key": _PEM.format("PRIVATE KEY"),
    "setlistfm-api-key": UUID4,
    # Proteomics: Seqera tokens are base64 of JSON; NCBI keys 36 hex digits.
    "seqera-token": r"eyJ[A-Za-z0-9+/]+={0,2}",
    "dockerhub-token": r"dckr_pat_[A-Za-z0-9_-]{27}",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    "ncbi-api-key": HEX[36],
    "quay-robot-token": r"[A-Z0-9]{64}",
    # Sign-language video.
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "vimeo-access-token": HEX[32],
    "azure-sas-token": r"[A-Za-z0-9%]{43,}",
    "comet-api-key": ALNUM[25],
    "google-oauth-client-secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "jupyter-url-token": HEX[48],
    "jupyter-token": HEX[48],
    "anthropic-key": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "assemblyai-api-key": HEX[32],
    "qualtrics-api-token": ALNUM[40],
    # Cryo-EM: the CryoSPARC licence id is a UUID; Ceph RGW keys are S3-shaped.
    "cryosparc-license-id": UUID4,
    "ceph-rgw-access-key": S3_KEY_ID,
    "ceph-rgw-secret-key": ALNUM[40],
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "gitlab-deploy-token": r"gldt-[A-Za-z0-9_-]{20}",
    "nextcloud-app-password": r"[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){4}",
    # Quantum chemistry: Materials Project keys are 32 characters, IBM Quantum tokens 128 hex.
    "materials-project-api-key": ALNUM[32],
    "ibm-quantum-token": r"[0-9a-f]{128}",
    "nomad-access-token": JWT,
    # Backup: age keys, Vault tokens, healthchecks.io ping UUIDs, PagerDuty routing keys.
    "age-secret-key": r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
    "vault-token": r"hvs\.[A-Za-z0-9_-]{24,}",
    "healthchecks-ping-url": UUID4,
    "pagerduty-routing-key": HEX[32],
    "minio-kms-secret-key": _B64_32_BYTES,
    # Identity: Duo keys, a keytab (base64 of a file starting 0x05 0x02), a TOTP seed.
    "duo-integration-key": r"DI[A-Z0-9]{18}",
    "duo-secret-key": ALNUM[40],
    "kerberos-keytab": r"BQ[I-L][A-Za-z0-9+/]+={0,2}",
    "shibboleth-persistentid-salt": r"[A-Za-z0-9+/]{64}",
    "privacyidea-secret-key": ALNUM[64],
    "vault-approle-secret-id": UUID4,
    "totp-seed": r"[A-Z2-7]{26}",
    # privacyIDEA takes a HOTP seed as hex (`otpkey`); 20 bytes for SHA-1.
    "hotp-seed": HEX[40],
    # Communications.
    "zulip-api-key": ALNUM[32],
    "discourse-api-key": HEX[64],
    "opsgenie-api-key": UUID4,
    "postmark-server-token": UUID4,
    "doppler-cli-token": r"dp\.ct\.[A-Za-z0-9]{40}",
    "linear-api-key": r"lin_api_[A-Za-z0-9]{40}",
    # Doppler service tokens, and one base64-encoded in a Kubernetes Secret ("dp.st." is
    # "ZHAuc3Qu" in base64).
    "doppler-service-token": (
        r"(?:dp\.st\.[a-z0-9_-]+\.[A-Za-z0-9]{40}|ZHAuc3Qu[A-Za-z0-9+/]+={0,2})"
    ),
    "maxmind-license-key": r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk",
    "brevo-api-key": r"xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}",
    "sendgrid-key": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    # Mailman-web: DRF tokens are 40 hex digits; Keycloak client secrets 32 characters.
    "django-rest-token": HEX[40],
    "keycloak-client-secret": ALNUM[32],
    "matrix-access-token": r"syt_[A-Za-z0-9_]+",
}

# Files in JSON or YAML whose names do not say so.
_JSON = (
    "home/cbenedetti/.config/spotipy/.cache",
    "home/mchou/.qiskit/qiskit-ibm.json",
)
_YAML = ("home/taguilar/.adsapirc", "home/olindgren/.apptainer/remote.yaml")
_TOML = ("home/taguilar/.config/influxdb2/configs",)


def test_twelfth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, yaml_by_path=_YAML, toml_by_path=_TOML)
    assert not shape_faults(corpus, CORPUS_HOLDOUT12, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_twelfth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
