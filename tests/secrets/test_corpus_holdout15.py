"""Scanner accuracy on the fifteenth holdout corpus (tests/secrets/corpus_holdout15): home and
project folders of a fifteenth GPU/HPC centre, Razorbill, with people and work unlike those of
the other corpora (exoplanet transit searches on TESS, gravitational-wave parameter estimation,
ancient DNA, sleep and wearables, camera-trap ecology, tropical cyclone intensification,
tsunami inundation, football tracking data, and the centre's network and firewall, licence
server and user helpdesk administrators), written blind from each tool's documentation and
never against the rules. A label counts as found when the scanner reports its file and line,
whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT15,
    HEX,
    JWT,
    UUID4,
    Corpus,
    label_counts,
    render_corpus,
    reports_showing_a_value,
    scan_and_score,
    shape_faults,
    unparsable,
)

# First measured blind: precision 0.973, recall 0.973 (183 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 184
KINDS = 126


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout15", source=CORPUS_HOLDOUT15)


def test_precision_and_recall_on_the_fifteenth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("fifteenth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: Seqera Platform's tokens, Azure SAS
# signatures, Zammad, ActiGraph CentrePoint, Teams webhooks, rclone's obscured passwords and
# its OAuth token JSON).
_SHAPES = {
    # Exoplanets: MAST tokens are 32 hex digits, Las Cumbres Observatory's 40 (DRF tokens).
    "mast-token": HEX[32],
    "lco-api-token": HEX[40],
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "overleaf-git-token": r"olp_[A-Za-z0-9]{36}",
    "ads-api-token": ALNUM[40],
    "astrometry-net-api-key": r"[a-z0-9]{16}",
    "zotero-api-key": ALNUM[24],
    # Gravitational waves: SciTokens and IDTOKENs are JWTs; a keytab (0x0502) encodes to "BQ".
    "igwn-scitoken": JWT,
    "htcondor-idtoken": JWT,
    "kerberos-keytab": r"BQ[A-Za-z0-9+/]+={0,2}",
    "x509-user-key": _PEM.format("RSA PRIVATE KEY"),
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "wandb-api-key": HEX[40],
    "github-token": r"github_pat_[A-Za-z0-9_]+",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    "mattermost-personal-access-token": r"[a-z0-9]{26}",
    "zenodo-token": ALNUM[60],
    # Ancient DNA: BaseSpace access tokens are 32 hex digits, NCBI keys 36.
    "basespace-access-token": HEX[32],
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "ncbi-api-key": HEX[36],
    "object-store-access-key": r"[A-Z0-9]{20}",
    "object-store-secret-key": B64_40,
    "galaxy-api-key": HEX[32],
    # Sleep: REDCap tokens are 32 upper-case hex digits; Oura personal access tokens 32 upper-case
    # letters and digits; Fitbit access tokens JWTs; Withings secrets 64 hex digits.
    "redcap-api-token": r"[0-9A-F]{32}",
    "nsrr-token": r"[0-9]{4,5}-[A-Za-z0-9]{18}",
    "oura-personal-access-token": r"[A-Z0-9]{32}",
    "fitbit-client-secret": HEX[32],
    "fitbit-access-token": JWT,
    "fitbit-refresh-token": HEX[64],
    "withings-client-secret": HEX[64],
    "synapse-personal-access-token": JWT,
    "slack-token": r"xoxb-[0-9]+-[0-9]+-[A-Za-z0-9]{24}",
    # Camera traps: Label Studio tokens are DRF tokens (40 hex digits).
    "label-studio-token": HEX[40],
    "roboflow-api-key": ALNUM[20],
    "azure-storage-key": r"[A-Za-z0-9+/]{86}==",
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "ebird-api-key": r"[a-z0-9]{12}",
    # Cyclones: ECMWF keys are 32 hex digits; CDS personal access tokens UUIDs.
    "ecmwf-api-key": HEX[32],
    "cds-api-key": UUID4,
    "google-refresh-token": r"1//0[A-Za-z0-9_-]+",
    "tomorrow-io-api-key": ALNUM[32],
    "windy-api-key": ALNUM[32],
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "earthdata-user-token": JWT,
    "comet-api-key": ALNUM[25],
    "rapidapi-key": r"[0-9a-f]{10}msh[0-9a-f]+p1[0-9a-f]+jsn[0-9a-f]+",
    "planet-api-key": r"PLAK[0-9a-f]{32}",
    # Tsunami: OpenTopography keys are 32 hex digits; Mapbox secret tokens start "sk.".
    "opentopography-api-key": HEX[32],
    "dockerhub-token": r"dckr_pat_[A-Za-z0-9_-]{27}",
    "mapbox-secret-token": r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}",
    "cesium-ion-token": JWT,
    "arcgis-api-key": r"AAPK[A-Za-z0-9_-]+",
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "sentry-auth-token": r"sntryu_[0-9a-f]{64}",
    "npm-token": r"npm_[A-Za-z0-9]{36}",
    # Football: football-data.org, API-Football and Kaggle keys are 32 hex digits.
    "football-data-token": HEX[32],
    "api-football-key": HEX[32],
    "kaggle-api-key": HEX[32],
    "databricks-token": r"dapi[0-9a-f]{32}",
    "sportmonks-token": ALNUM[60],
    "tableau-pat-secret": r"[A-Za-z0-9+/]{22}==:[A-Za-z0-9]{32}",
    "openai-key": r"sk-proj-[A-Za-z0-9_-]{40}T3BlbkFJ[A-Za-z0-9_-]{40}",
    # Network: OPNsense keys and secrets are 80 base64 characters, FortiOS keys 30 letters and
    # digits, PAN-OS keys base64 starting "LUFRPT"; WireGuard and TSIG keys 32 bytes of base64.
    "opnsense-api-key": r"[A-Za-z0-9+/]{80}",
    "opnsense-api-secret": r"[A-Za-z0-9+/]{80}",
    "fortigate-api-token": r"[A-Za-z0-9]{30}",
    "panos-api-key": r"LUFRPT[A-Za-z0-9+/]+={0,2}",
    "cisco-type7-password": r"[0-9]{2}[0-9A-F]+",
    "juniper-type9-secret": r"\$9\$[A-Za-z0-9./-]+",
    "wireguard-private-key": r"[A-Za-z0-9+/]{43}=",
    "wireguard-preshared-key": r"[A-Za-z0-9+/]{43}=",
    "tsig-key": r"[A-Za-z0-9+/]{43}=",
    "vrrp-auth-pass": r"[A-Za-z0-9]{8}",
    "laravel-app-key": r"base64:[A-Za-z0-9+/]{43}=",
    # Licences: Gurobi WLS secrets and licence keys are UUIDs; MATLAB File Installation Keys
    # twelve groups of five digits; NVIDIA client configuration tokens JWTs.
    "gurobi-wls-secret": UUID4,
    "gurobi-license-key": UUID4,
    "matlab-file-installation-key": r"[0-9]{5}(?:-[0-9]{5}){11}",
    "nvidia-nls-client-token": JWT,
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Helpdesk: osTicket keys are 32 upper-case hex digits; Mattermost tokens 26 lower-case
    # letters and digits; Postmark server tokens UUIDs; Entra secrets have "Q~" at the fifth.
    "osticket-api-key": r"[0-9A-F]{32}",
    "atlassian-api-token": r"ATATT3xFfGF0[A-Za-z0-9_=-]+",
    "mattermost-bot-token": r"[a-z0-9]{26}",
    "postmark-server-token": UUID4,
    "azure-client-secret": r"[A-Za-z0-9]{3}[0-9]Q~[A-Za-z0-9_~.-]{34}",
    "twilio-auth-token": HEX[32],
    "twilio-api-key": r"SK[0-9a-f]{32}",
    "twilio-api-key-secret": ALNUM[32],
    "telegram-bot-token": r"[0-9]{8,10}:[A-Za-z0-9_-]{35}",
    "statuspage-api-key": UUID4,
    # Ids issued with their secrets, labelled beside them (tests/secrets/LABELS.md, rule 2).
    "gurobi-wls-access-id": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
}

# Files in JSON or YAML whose names do not say so.
_JSON = (
    "home/mchou/.ecmwfapirc",
    "home/mchou/.config/earthengine/credentials",
)
_YAML = ("home/mchou/.cdsapirc",)


def test_fifteenth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, yaml_by_path=_YAML, xml_suffixes=(".xml", ".qgs"))
    assert not shape_faults(corpus, CORPUS_HOLDOUT15, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_fifteenth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
