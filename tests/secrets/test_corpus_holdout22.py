"""Scanner accuracy on the twenty-second holdout corpus (tests/secrets/corpus_holdout22): home
and project folders of a twenty-second GPU/HPC centre, Plover, with people and work unlike those
of the other corpora (protein language models, fall armyworm forecasting from trap networks,
air-traffic trajectory prediction, photovoltaic fleet degradation, methane plumes from EMIT and
TROPOMI, football tracking and event data, photonic inverse design, avalanche forecasting from
snow stations, and the centre's mail and user-support, DNS and IP address management, and
remote-access administrators), written blind from each tool's documentation and never against
the rules. A label counts as found when the scanner reports its file and line, whatever kind it
names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT22,
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

# First measured blind: precision 0.995, recall 0.959 (193 secrets); floors from after the
# fixes.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.98
# The corpus as written: a change to it changes these on purpose.
SECRETS = 192
KINDS = 112


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout22", source=CORPUS_HOLDOUT22)


def test_precision_and_recall_on_the_twenty_second_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("twenty-second holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: EvolutionaryScale Forge, Tidy3D,
# OpenSky client secrets, Meteoblue, Windy, PowerDNS, Stork, Kasm, Wyscout, VNC).
_SHAPES = {
    # Protein language models: W&B keys are 40 hex digits; Modal token ids "ak-", secrets "as-".
    "wandb-api-key": HEX[40],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    "modal-token-id": r"ak-[A-Za-z0-9]{22}",
    "modal-token-secret": r"as-[A-Za-z0-9]{22}",
    "nvidia-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "anthropic-key": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    # Pest forecasting: the CDS personal access token is a UUID; KoboToolbox tokens are Django
    # REST framework tokens; Africa's Talking keys "atsk_" and 64 hex digits; ODK Central app
    # user tokens 64 characters of letters, digits, "!" and "$".
    "cds-api-key": UUID4,
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "kobotoolbox-api-token": HEX[40],
    "africastalking-api-key": r"atsk_[0-9a-f]{64}",
    "odk-app-user-token": r"[A-Za-z0-9!$]{64}",
    "planet-api-key": r"PLAK[0-9a-f]{32}",
    "twilio-auth-token": HEX[32],
    # Trajectories: AeroAPI keys are 32 letters and digits, Comet's 25; Confluent Cloud key
    # secrets 64 base64 characters.
    "flightaware-aeroapi-key": ALNUM[32],
    "comet-api-key": ALNUM[25],
    "rapidapi-key": r"[0-9a-f]{10}msh[0-9a-f]{14}p1[0-9a-f]{6}jsn[0-9a-f]{12}",
    "mapbox-secret-token": r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}",
    "confluent-api-secret": r"[A-Za-z0-9+/]{64}",
    # Photovoltaics: SolarEdge keys are 32 upper-case letters and digits, PVOutput's 40 hex
    # digits, api.data.gov (NREL) keys 40 letters and digits; Enphase keys and client secrets
    # 32 hex digits and its OAuth tokens JWTs.
    "solaredge-api-key": r"[A-Z0-9]{32}",
    "pvoutput-api-key": HEX[40],
    "nrel-api-key": ALNUM[40],
    "solcast-api-key": ALNUM[32],
    "enphase-api-key": HEX[32],
    "enphase-client-secret": HEX[32],
    "enphase-access-token": JWT,
    "enphase-refresh-token": JWT,
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "grafana-service-account-token": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
    # Methane: Earthdata, CDSE and Carbon Mapper tokens are JWTs; CDSE S3 keys are 20 and 40
    # characters; Zenodo tokens 60 letters and digits.
    "earthdata-user-token": JWT,
    "copernicus-dataspace-token": JWT,
    "carbon-mapper-token": JWT,
    "object-store-access-key": S3_KEY_ID,
    "object-store-secret-key": ALNUM[40],
    "zenodo-token": ALNUM[60],
    # Football: Kaggle keys are 32 hex digits, SportMonks tokens 60 letters and digits, Label
    # Studio tokens Django REST framework tokens, Roboflow keys 20 letters and digits.
    "kaggle-api-key": HEX[32],
    "sportmonks-api-token": ALNUM[60],
    "label-studio-token": HEX[40],
    "roboflow-api-key": ALNUM[20],
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "ngrok-authtoken": r"[A-Za-z0-9]{27}_[A-Za-z0-9]{21}",
    # Photonics: GitHub OAuth tokens "gho_", classic PATs "ghp_".
    "github-oauth-token": r"gho_[A-Za-z0-9]{36}",
    "github-token": r"ghp_[A-Za-z0-9]{36}",
    "pypi-token": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]+",
    # Avalanches: WeatherLink v2 keys and secrets are 32 lower-case letters and digits; LoRaWAN
    # AppKeys 128 bits as 32 hex digits; The Things Stack keys "NNSXS.".
    "weatherlink-api-key": r"[a-z0-9]{32}",
    "weatherlink-api-secret": r"[a-z0-9]{32}",
    "telegram-bot-token": r"[0-9]{9,10}:AA[A-Za-z0-9_-]{33}",
    "ttn-api-key": r"NNSXS\.[A-Z2-7]{39}\.[A-Z2-7]{52}",
    "lorawan-app-key": r"[0-9A-F]{32}",
    # Mail and support: BookStack token ids and secrets are 32 letters and digits; Laravel's
    # APP_KEY "base64:" and 32 bytes; HyperKitty's key secrets.token_urlsafe(32).
    "bookstack-token-id": ALNUM[32],
    "bookstack-token-secret": ALNUM[32],
    "laravel-app-key": r"base64:[A-Za-z0-9+/]{43}=",
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    "hyperkitty-api-key": r"[A-Za-z0-9_-]{43}",
    "zammad-access-token": r"[A-Za-z0-9_-]{64}",
    "dkim-private-key": _PEM.format("RSA PRIVATE KEY"),
    # DNS: TSIG and dnsdist keys are base64 of 32 bytes; Nautobot tokens 40 hex digits; age
    # identities "AGE-SECRET-KEY-1" and 58 Bech32 characters.
    "tsig-key": r"[A-Za-z0-9+/]{43}=",
    "dnsdist-console-key": r"[A-Za-z0-9+/]{43}=",
    "flask-secret-key": HEX[64],
    "nautobot-api-token": HEX[40],
    "age-secret-key": r"AGE-SECRET-KEY-1[0-9A-Z]{58}",
    # Remote access: Guacamole's JSON key is 128 bits in hex; `tctl tokens add` prints 32 hex
    # digits; GitHub OAuth app secrets are 40 hex digits.
    "guacamole-json-secret-key": HEX[32],
    "teleport-join-token": HEX[32],
    "teleport-identity-file": _PEM.format("RSA PRIVATE KEY"),
    "github-oauth-client-secret": HEX[40],
    "vault-token": r"hvs\.[A-Za-z0-9]{24}",
}

# Files in JSON or TOML whose names do not say so.
_JSON = (
    "dns-ipam/kea/kea-ctrl-agent.conf",
    "dns-ipam/kea/kea-dhcp4.conf",
    "dns-ipam/kea/kea-dhcp-ddns.conf",
)
_TOML = ("home/lvogt/.tidy3d/config", "home/skhalil/.config/influx/configs")


def test_twenty_second_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(
        corpus.root,
        _JSON,
        tagged_loader("!vault"),
        yaml_by_path=("home/tmoyo/.cdsapirc",),
        toml_by_path=_TOML,
    )
    assert not shape_faults(corpus, CORPUS_HOLDOUT22, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_twenty_second_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
