"""Scanner accuracy on the twenty-fifth holdout corpus (tests/secrets/corpus_holdout25): home and
project folders of a twenty-fifth GPU/HPC centre, Knot, with people and work unlike those of the
other corpora (calibration of a liquid-scintillator neutrino detector, OCR of historical
newspapers, swarm robotics with Crazyflies, pavement distress from dashcam video, metal-organic
frameworks for direct air capture, near-Earth asteroid light curves and spins, pharmacovigilance
signals in FAERS, galaxy morphology with Zooniverse volunteers, and the centre's storage,
scheduler accounting and allocations, and user-support administrators), written blind from
each tool's documentation and never against the rules. A label counts as found when the scanner
reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT25,
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

# First measured blind: precision 0.971, recall 0.933 (179 secrets). The floors are from after
# the fixes made with its misses in view (precision 0.983, recall 0.994), rounded down.
PRECISION_FLOOR = 0.98
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 180
KINDS = 125


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout25", source=CORPUS_HOLDOUT25)


def test_precision_and_recall_on_the_twenty_fifth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("twenty-fifth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: Trove, Europeana, the Internet
# Archive's login cookie, Socrata secret tokens, ANTARES, the RSC Compounds API, DrugBank,
# SciServer, ESA Datalabs, Panoptes client secrets, the ACCESS AMIE key, Statuspage, Zammad,
# HyperKitty's archiver key).
_SHAPES = {
    # Neutrino calibration: Rucio tokens are account-identity-appid-32 hex digits; InfluxDB v2
    # tokens URL-safe base64 of 64 bytes.
    "rucio-auth-token": r"[a-z0-9_]+-[a-z0-9_]+-[a-z0-9_]+-[0-9a-f]{32}",
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "mattermost-webhook": r"[a-z0-9]{26}",
    # Newspaper OCR: Internet Archive S3 keys are 16 letters and digits, Zotero keys 24,
    # eScriptorium tokens Django REST framework tokens (40 hex digits); DeepL Free keys end ":fx".
    "internet-archive-s3-access-key": ALNUM[16],
    "internet-archive-s3-secret-key": ALNUM[16],
    "zotero-api-key": ALNUM[24],
    "escriptorium-api-token": HEX[40],
    "azure-document-intelligence-key": HEX[32],
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "impresso-api-token": JWT,
    "deepl-api-key": UUID4 + r":fx",
    "github-token": r"(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})",
    "wandb-api-key": HEX[40],
    # Swarm robotics: balena API keys are 32 letters and digits, Particle tokens 40 hex digits;
    # Husarnet join codes the base server's address, "/", 22 letters and digits.
    "balena-api-key": ALNUM[32],
    "balena-session-token": JWT,
    "husarnet-join-code": r"fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/[A-Za-z0-9]{22}",
    "particle-access-token": HEX[40],
    "sros2-private-key": _PEM.format("EC PRIVATE KEY"),
    # Pavement distress: Maps URL signing secrets are URL-safe base64 of 20 bytes; HERE API keys
    # 43 URL-safe characters; TomTom keys 32 letters and digits.
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "google-maps-url-signing-secret": r"[A-Za-z0-9_-]{27}=",
    "here-api-key": r"[A-Za-z0-9_-]{43}",
    "tomtom-api-key": ALNUM[32],
    "recaptcha-secret": r"6L[A-Za-z0-9_-]{38}",
    "express-session-secret": HEX[64],
    "mapillary-access-token": r"MLY\|[0-9]{16}\|[0-9a-f]{32}",
    "label-studio-token": HEX[40],
    "roboflow-api-key": ALNUM[20],
    "minio-secret-key": ALNUM[40],
    "kubernetes-secret-data": r"[A-Za-z0-9+/]{20,}={0,2}",
    # MOF screening: Materials Project keys are 32 letters and digits; CCDC activation keys six
    # groups of six.
    "materials-project-api-key": ALNUM[32],
    "ccdc-activation-key": r"[A-Z0-9]{6}(?:-[A-Z0-9]{6}){5}",
    "anthropic-key": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    # Asteroids: ATLAS and LCO tokens are Django REST framework tokens; astrometry.net keys 16
    # lower-case letters.
    "atlas-forcedphot-token": HEX[40],
    "lco-api-token": HEX[40],
    "astrometry-net-api-key": r"[a-z]{16}",
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    "slack-token": r"xoxb-[0-9]{12}-[0-9]{13}-[A-Za-z0-9]{24}",
    # Pharmacovigilance: api.data.gov (openFDA) keys are 40 letters and digits, UMLS keys UUIDs,
    # REDCap tokens 32 upper-case hex digits, APIM subscription keys 32 hex digits.
    "openfda-api-key": ALNUM[40],
    "umls-api-key": UUID4,
    "posit-connect-api-key": ALNUM[32],
    "snowflake-private-key": _PEM.format("PRIVATE KEY"),
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "redcap-api-token": r"[0-9A-F]{32}",
    "vigibase-subscription-key": HEX[32],
    "sas-encoded-password": r"\{SAS002\}[0-9A-F]{40}",
    # Galaxy morphology: Kaggle keys and MAST tokens are 32 hex digits.
    "kaggle-api-key": HEX[32],
    "mast-api-token": HEX[32],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    # Storage: StorageGRID S3 keys have AWS's shapes.
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    "storagegrid-s3-access-key": S3_KEY_ID,
    "storagegrid-s3-secret-key": B64_40,
    # Accounting: Slurm JWTs; the auth/jwt key and munge key are base64 of random bytes; ORCID
    # client secrets are UUIDs; Atlassian tokens "ATATT3xFfGF0" with a checksum.
    "slurm-jwt": JWT,
    "slurm-jwt-key": r"[A-Za-z0-9+/]{43}=",
    "munge-key": r"[A-Za-z0-9+/]{171}=",
    "orcid-client-secret": UUID4,
    "atlassian-api-token": r"ATATT3xFfGF0[A-Za-z0-9_-]+=[0-9A-F]{8}",
    # Support: Read the Docs tokens are DRF tokens, Matomo token_auth 32 hex digits, hCaptcha
    # secrets "0x" and 40 hex digits, Microsoft app passwords 16 letters.
    "readthedocs-api-token": HEX[40],
    "matomo-token-auth": HEX[32],
    "hcaptcha-secret-key": r"0x[0-9a-f]{40}",
    "microsoft-app-password": r"[a-z]{16}",
    "bookstack-token-secret": ALNUM[32],
    "tsig-key": r"[A-Za-z0-9+/]{43}=",
    "flask-secret-key": HEX[64],
    "teams-webhook": (r"[0-9a-f-]{36}@[0-9a-f-]{36}/IncomingWebhook/[0-9a-f]{32}/[0-9a-f-]{36}"),
    # Ids issued with their secrets, labelled beside them (tests/secrets/LABELS.md, rule 2).
    "bookstack-token-id": r"[A-Za-z0-9]{32}",
}

# Files in JSON or YAML whose names do not say so.
_JSON = ("home/trivera/.particle/particle.config.json",)
_YAML = ("home/skeane/.panoptes/config.yml",)


def test_twenty_fifth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(
        corpus.root, _JSON, tagged_loader("!vault"), yaml_by_path=_YAML, xml_suffixes=(".xml",)
    )
    assert not shape_faults(corpus, CORPUS_HOLDOUT25, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_twenty_fifth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
