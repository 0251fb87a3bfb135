"""Scanner accuracy on the twenty-first holdout corpus (tests/secrets/corpus_holdout21): home and
project folders of a twenty-first GPU/HPC centre, Tern, with people and work unlike those of the
other corpora: Elif Şahin's ambient-noise tomography on a nodal seismic array, Mateusz Górski's
cosmic-ray air-shower simulations, Siobhan Doyle's dysarthric speech and intelligibility, Adjoa
Frimpong's Anopheles population genomics, Joaquín Ibarra's lightning mapping array, Liesel
Brandauer's cave climate and speleothems, Tavita Faleolo's building demand flexibility, Yerlan
Abenov's sanctions and trade rerouting, and the administrators Halvard Moe (node provisioning
and BMCs), Priscila Nunes (ticketing, mail and notifications) and Dong-hyun Lim (object
storage). Written blind from each tool's documentation and never against the rules. A label
counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT21,
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

# After the fixes made with the corpus in view (precision 0.984, recall 0.989; blind it was
# 0.959 and 0.895: see its README), rounded down.
PRECISION_FLOOR = 0.98
RECALL_FLOOR = 0.98
# The corpus as written: a change to it changes these on purpose.
SECRETS = 182
KINDS = 131


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout21", source=CORPUS_HOLDOUT21)


def test_precision_and_recall_on_the_twenty_first_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("twenty-first holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_B64_32 = r"[A-Za-z0-9+/]{43}="

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: HOBOlink, OpenSanctions, Enphase client
# secrets, Statuspage, Zammad, shinyapps.io, Node-RED's credential secret).
_SHAPES = {
    # Seismology: EIDA tokens are PGP-signed messages; EarthScope's tokens are Auth0 JWTs.
    "eida-token": _PEM.format("PGP MESSAGE"),
    "earthscope-access-token": JWT,
    "earthscope-refresh-token": r"[A-Za-z0-9_-]{64}",
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "google-oauth-client-secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "rclone-credential": r'\{"access_token":"ya29\.[A-Za-z0-9_.-]+"',
    "codecov-token": UUID4,
    # Air showers: grid keys and proxies are PEM; WLCG tokens JWTs; W&B keys 40 hex digits.
    "grid-user-key": _PEM.format("RSA PRIVATE KEY"),
    "x509-proxy": _PEM.format("CERTIFICATE"),
    "wlcg-bearer-token": JWT,
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "gitlab-deploy-token": r"gldt-[A-Za-z0-9_-]{20}",
    "wandb-api-key": HEX[40],
    "zenodo-token": ALNUM[60],
    # Speech: Azure AI Speech keys are 32 hex digits, Rev.ai tokens "02" and 60 more.
    "azure-speech-key": HEX[32],
    "speechmatics-api-key": ALNUM[32],
    "revai-access-token": r"02[A-Za-z0-9_-]{60}",
    "flask-secret-key": HEX[64],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    # Mosquito genomics: Galaxy API keys are 32 hex digits, NCBI keys 36.
    "google-refresh-token": r"1//0[A-Za-z0-9_-]+",
    "google-access-token": r"ya29\.[A-Za-z0-9_-]+",
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "galaxy-api-key": HEX[32],
    "ncbi-api-key": HEX[36],
    "object-store-access-key": S3_KEY_ID,
    "object-store-secret-key": B64_40,
    # Lightning: WireGuard keys are base64 of 32 bytes; Twilio auth tokens 32 hex digits.
    "wireguard-private-key": _B64_32,
    "wireguard-preshared-key": _B64_32,
    "earthnetworks-api-key": UUID4,
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    "twilio-auth-token": HEX[32],
    # Cave climate: Zotero keys are 24 letters and digits.
    "zotero-api-key": ALNUM[24],
    "gitlab-pipeline-trigger-token": r"glptt-[0-9a-f]{40}",
    # Buildings: SolarEdge keys are 32 upper-case letters and digits, Tibber tokens 43 URL-safe
    # characters, Enphase v4 tokens JWTs, Gurobi WLS secrets UUIDs.
    "solaredge-api-key": r"[A-Z0-9]{32}",
    "tibber-api-token": r"[A-Za-z0-9_-]{43}",
    "enphase-api-key": HEX[32],
    "enphase-access-token": JWT,
    "enphase-refresh-token": JWT,
    "ecobee-refresh-token": ALNUM[32],
    "shelly-cloud-auth-key": r"[A-Za-z0-9+/]{86}==",
    "gurobi-wls-secret": UUID4,
    # Trade: Comtrade Plus and WTO keys are Azure API Management subscription keys.
    "comtrade-subscription-key": HEX[32],
    "wto-api-key": HEX[32],
    "github-oauth-token": r"gho_[A-Za-z0-9]{36}",
    # Provisioning: IPMI Kg keys are 20 bytes of hex, iDRAC session tokens 32 hex digits,
    # Supermicro product keys six groups of four hex digits.
    "ipmi-kg-key": HEX[40],
    "redfish-session-token": HEX[32],
    "supermicro-product-key": r"[0-9A-F]{4}(?:-[0-9A-F]{4}){5}",
    # Mail and notifications.
    "sendgrid-key": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "dkim-private-key": _PEM.format("RSA PRIVATE KEY"),
    "synapse-registration-secret": ALNUM[50],
    "synapse-macaroon-key": ALNUM[50],
    "synapse-form-secret": ALNUM[50],
    "synapse-signing-key": r"[A-Za-z0-9+/]{43}",
    "matrix-appservice-token": r"[A-Za-z0-9_-]{64}",
    "rt-auth-token": r"[0-9]+-[0-9]+-[0-9a-f]{32}",
    "telegram-bot-token": r"[0-9]{9,10}:AA[A-Za-z0-9_-]{33}",
    "mattermost-webhook": r"[a-z0-9]{26}",
    "mattermost-access-token": r"[a-z0-9]{26}",
    "gotify-app-token": r"A[A-Za-z0-9._-]{14}",
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "atlassian-api-token": r"ATATT3xFfGF0[A-Za-z0-9_-]+=[0-9A-F]{8}",
    # Object storage: Garage key ids are "GK" and 24 hex digits, its secrets and RPC secret 64;
    # MinIO's KMS key a name and base64 of 32 bytes; EC2 credential secrets 32 hex digits.
    "garage-access-key-id": r"GK[0-9a-f]{24}",
    "garage-secret-key": HEX[64],
    "garage-rpc-secret": HEX[64],
    "garage-admin-token": _B64_32,
    "garage-metrics-token": _B64_32,
    "minio-kms-secret-key": r"[a-z-]+:" + _B64_32,
    "minio-service-account-secret": ALNUM[40],
    "openstack-ec2-access": HEX[32],
    "openstack-ec2-secret": HEX[32],
    "swift-secret-key": ALNUM[40],
    "wasabi-access-key": S3_KEY_ID,
    "wasabi-secret-key": B64_40,
    "vrrp-auth-pass": r"[A-Za-z0-9]{8}",
    # Ids issued with their secrets, labelled beside them (tests/secrets/LABELS.md, rule 2).
    "gurobi-wls-access-id": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "shinyapps-token": r"[0-9A-F]{32}",
}

# Files in YAML whose names do not say so.
_YAML = ("provisioning/warewulf/nodes.conf", "provisioning/warewulf/warewulf.conf")


def test_twenty_first_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, (), tagged_loader("!vault"), yaml_by_path=_YAML)
    assert not shape_faults(corpus, CORPUS_HOLDOUT21, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_twenty_first_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
