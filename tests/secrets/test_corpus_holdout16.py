"""Scanner accuracy on the sixteenth holdout corpus (tests/secrets/corpus_holdout16): home and
project folders of a sixteenth GPU/HPC centre, Puffin, with people and work unlike those of the
other corpora (dendrochronology of Lapland pines, historical climate from Royal Navy logbooks,
psycholinguistics with eye-tracking, PEM fuel-cell CFD, acoustic monitoring of pollinators,
urban heat islands, microplastics transport in the Gulf, protein binder design with diffusion
models, and the centre's research data management, GPU container image and security operations
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT16,
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

# First measured blind: precision 0.971, recall 0.912 (182 secrets); floors from after the fixes.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 182
KINDS = 131


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout16", source=CORPUS_HOLDOUT16)


def test_precision_and_recall_on_the_sixteenth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("sixteenth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: NCAR GDEX, Prolific, xeno-canto, USGS
# M2M, ESM Forge, SimScale, GreyNoise, TheHive and Cortex, Fleet, DMPonline, CKAN's secrets).
_SHAPES = {
    # Dendrochronology: OpenTopography keys are 32 hex digits, NEON tokens JWTs, Zotero keys 24
    # letters and digits.
    "opentopography-api-key": HEX[32],
    "neon-api-token": JWT,
    "zotero-api-key": ALNUM[24],
    "github-token": r"(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})",
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "earthengine-refresh-token": r"1//0[A-Za-z0-9_-]{99}",
    "google-refresh-token": r"1//0[A-Za-z0-9_-]{99}",
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "coorecorder-license-key": r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}",
    # Ship logs: CDS personal access tokens are UUIDs, Kaggle keys 32 hex digits, NOAA CDO
    # tokens 32 letters.
    "cds-api-key": UUID4,
    "anthropic-key": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "kaggle-api-key": HEX[32],
    "noaa-cdo-token": r"[A-Za-z]{32}",
    # Eye-tracking: Pavlovia is a GitLab (personal access tokens "glpat-"); REDCap tokens are 32
    # upper-case hex digits; OSF tokens 70 letters and digits.
    "pavlovia-token": r"glpat-[A-Za-z0-9_-]{20}",
    "redcap-api-token": r"[0-9A-F]{32}",
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "express-session-secret": HEX[64],
    "recaptcha-secret-key": r"6L[A-Za-z0-9_-]{38}",
    "tobii-pro-lab-license-key": r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}",
    "osf-personal-access-token": r"[A-Za-z0-9]{70}",
    # Fuel-cell CFD: Rescale API tokens are 40 hex digits.
    "rescale-api-token": HEX[40],
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    # Pollinators: Particle access tokens and Label Studio legacy tokens are 40 hex digits;
    # balena API keys 32 letters and digits; Freesound keys 40.
    "particle-access-token": HEX[40],
    "balena-api-key": ALNUM[32],
    "label-studio-token": HEX[40],
    "freesound-api-key": ALNUM[40],
    "wandb-api-key": HEX[40],
    "telegram-bot-token": r"[0-9]{9,10}:AA[A-Za-z0-9_-]{33}",
    "azure-storage-key": r"[A-Za-z0-9+/]{86}==",
    "azure-sas-signature": r"(?:[A-Za-z0-9]|%2B|%2F)+%3D",
    # Urban heat: PurpleAir keys are upper-case UUIDs; Netatmo tokens the user's id, "|", a
    # secret; Weather Underground (The Weather Company) keys 32 hex digits.
    "purpleair-api-key": r"[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}",
    "netatmo-token": r"[0-9a-f]{24}\|[0-9a-f]{32}",
    "wunderground-api-key": HEX[32],
    "tomorrow-io-api-key": ALNUM[32],
    "mapbox-secret-token": r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
    "earthdata-user-token": JWT,
    # Microplastics: Supabase service_role keys are JWTs, secret keys "sb_secret_", access
    # tokens "sbp_"; Neon passwords "npg_"; Roboflow keys 20 letters and digits.
    "onc-api-token": UUID4,
    "roboflow-api-key": ALNUM[20],
    "supabase-service-role-key": JWT,
    "supabase-secret-key": r"sb_secret_[A-Za-z0-9_-]{31}",
    "supabase-access-token": r"sbp_[0-9a-f]{40}",
    "neon-postgres-password": r"npg_[A-Za-z0-9]{12}",
    # Binder design: Benchling keys "sk_"; Modal token ids "ak-" and secrets "as-".
    "nvidia-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "benchling-api-key": r"sk_[A-Za-z0-9]{30}",
    "slack-token": r"xoxb-[0-9]{12}-[0-9]{13}-[A-Za-z0-9]{24}",
    "modal-token-id": r"ak-[A-Za-z0-9]{22}",
    "modal-token-secret": r"as-[A-Za-z0-9]{22}",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    # Research data: Dataverse API tokens and ORCID client secrets are UUIDs; Figshare personal
    # tokens 128 hex digits; iRODS negotiation and control plane keys exactly 32 bytes; CKAN API
    # tokens JWTs; InvenioRDM personal tokens 60 letters and digits.
    "dataverse-api-token": UUID4,
    "figshare-personal-token": r"[0-9a-f]{128}",
    "orcid-client-secret": UUID4,
    "ckan-api-token": JWT,
    "invenio-personal-token": ALNUM[60],
    "irods-negotiation-key": ALNUM[32],
    "irods-control-plane-key": ALNUM[32],
    # Images: Sylabs library tokens are JWTs; cosign keys encrypted PEM; Quay robot tokens 64
    # upper-case letters and digits; Docker Hub tokens "dckr_pat_".
    "sylabs-library-token": JWT,
    "cosign-private-key": _PEM.format("ENCRYPTED SIGSTORE PRIVATE KEY"),
    "quay-robot-token": r"[A-Z0-9]{64}",
    "dockerhub-token": r"dckr_pat_[A-Za-z0-9_-]{27}",
    "pgp-private-key": _PEM.format("PGP PRIVATE KEY BLOCK"),
    # Security operations: VirusTotal and OTX keys are 64 hex digits, AbuseIPDB's 80, abuse.ch
    # auth keys 48; Wazuh agent keys 64 hex digits; Splunk HEC tokens GUIDs; MISP auth keys 40
    # letters and digits; Graylog's password_secret 96.
    "virustotal-api-key": HEX[64],
    "otx-api-key": HEX[64],
    "abuseipdb-api-key": r"[0-9a-f]{80}",
    "abusech-auth-key": HEX[48],
    "shodan-api-key": ALNUM[32],
    "wazuh-agent-key": HEX[64],
    "splunk-hec-token": UUID4,
    "misp-auth-key": ALNUM[40],
    "crowdstrike-client-secret": ALNUM[40],
    "graylog-password-secret": r"[A-Za-z0-9]{96}",
    "vault-token": r"hvs\.[A-Za-z0-9]{24}",
    "tls-private-key": _PEM.format("EC PRIVATE KEY"),
}

# Files in JSON and YAML whose names do not say so.
_JSON = ("home/elahtinen/.config/earthengine/credentials",)
_YAML = ("home/fmarsh/.cdsapirc", "home/adiop/.config/fleetctl/config")


def test_sixteenth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(
        corpus.root,
        _JSON,
        tagged_loader("!vault"),
        yaml_by_path=_YAML,
        xml_suffixes=(".xml", ".qgs", ".pvsc"),
    )
    assert not shape_faults(corpus, CORPUS_HOLDOUT16, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_sixteenth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
