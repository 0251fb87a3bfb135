"""Scanner accuracy on the thirteenth holdout corpus (tests/secrets/corpus_holdout13): home and
project folders of a thirteenth GPU/HPC centre, Shearwater, with people and work unlike those of
the other corpora (fly connectomics, space situational awareness and debris conjunctions, DeFi
liquidity and sandwich attacks, machine translation for Wolof and Pulaar, shipping emissions
from AIS, pterosaur micro-CT, sorghum field phenomics, narratives on Telegram and its
neighbours, and the centre's datacentre facilities, package mirrors and instrument-PC
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT13,
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

# First measured blind: precision 0.987, recall 0.865 (178 secrets); floors from after the
# fixes.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.98
# The corpus as written: a change to it changes these on purpose.
SECRETS = 178
KINDS = 119


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout13", source=CORPUS_HOLDOUT13)


def test_precision_and_recall_on_the_thirteenth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("thirteenth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: Spire, webKnossos, Datalastic, John
# Deere, FieldView, ZENTRA, Jamf, MorphoSource, TikTok, Box client secrets).
_SHAPES = {
    # Connectomics: neuPrint tokens are JWTs; DANDI and BossDB tokens 40 hex digits (Django REST
    # framework tokens), CAVE tokens 32.
    "neuprint-token": JWT,
    "dandi-api-key": HEX[40],
    "cave-token": HEX[32],
    "bossdb-token": HEX[40],
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    # Space situational awareness: SatNOGS tokens are DRF tokens; api.nasa.gov keys 40 letters
    # and digits.
    "n2yo-api-key": r"[A-Z0-9]{6}-[A-Z0-9]{6}-[A-Z0-9]{6}-[A-Z0-9]{4}",
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "nasa-api-key": ALNUM[40],
    "satnogs-db-token": HEX[40],
    "satnogs-network-token": HEX[40],
    # DeFi: Etherscan keys are 34 upper-case letters and digits, Infura keys 32 hex digits,
    # Alchemy keys 32 characters, account keys 32 bytes of hex.
    "etherscan-api-key": r"[A-Z0-9]{34}",
    "ethereum-private-key": r"0x[0-9a-f]{64}",
    "bip39-mnemonic": r"(?:[a-z]+ ){11}[a-z]+",
    "infura-api-key": HEX[32],
    "alchemy-api-key": ALNUM[32],
    "thegraph-api-key": HEX[32],
    "dune-api-key": ALNUM[32],
    "binance-api-key": ALNUM[64],
    "binance-api-secret": ALNUM[64],
    "kraken-private-key": r"[A-Za-z0-9+/]{86}==",
    "coingecko-api-key": r"CG-[A-Za-z0-9]{25}",
    "coinbase-cdp-private-key": _PEM.format("PRIVATE KEY"),
    # Machine translation: DeepL Free keys end ":fx"; Weblate user keys start "wlu_".
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "deepl-api-key": UUID4 + r"(?::fx)?",
    "prodigy-license-key": r"[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}",
    "weblate-api-key": r"wlu_[A-Za-z0-9]{40}",
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "azure-translator-key": HEX[32],
    "openai-key": r"sk-proj-[A-Za-z0-9_-]{40}T3BlbkFJ[A-Za-z0-9_-]{40}",
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    # Shipping: Global Fishing Watch and MotherDuck tokens are JWTs; Confluent Cloud keys 16
    # upper-case letters and digits, their secrets 64 base64 characters.
    "global-fishing-watch-token": JWT,
    "marinetraffic-api-key": HEX[40],
    "confluent-api-key": r"[A-Z0-9]{16}",
    "confluent-api-secret": r"[A-Za-z0-9+/]{64}",
    "motherduck-token": JWT,
    # Micro-CT: OSF personal access tokens are 70 letters and digits, Zenodo's 60.
    "osf-personal-access-token": r"[A-Za-z0-9]{70}",
    "zenodo-token": ALNUM[60],
    "box-jwt-private-key": _PEM.format("ENCRYPTED PRIVATE KEY"),
    "dropbox-access-token": r"sl\.[A-Za-z0-9_-]+",
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Phenomics: OpenWeather (Agro API) app ids are 32 hex digits.
    "agromonitoring-api-key": HEX[32],
    # Narratives: Telegram api_hash values are 32 hex digits; Mastodon tokens
    # secrets.token_urlsafe(32); Reddit secrets 27 URL-safe characters.
    "telegram-api-hash": HEX[32],
    "telethon-session-string": r"1[A-Za-z0-9_-]+={0,2}",
    "bluesky-app-password": r"[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}",
    "mastodon-access-token": r"[A-Za-z0-9_-]{43}",
    "mastodon-client-secret": r"[A-Za-z0-9_-]{43}",
    "reddit-client-secret": r"[A-Za-z0-9_-]{27}",
    "together-api-key": r"tgp_v1_[A-Za-z0-9_-]{43}",
    # Facilities: Twilio auth tokens and PagerDuty routing keys are 32 hex digits.
    "twilio-auth-token": HEX[32],
    "pagerduty-routing-key": HEX[32],
    # Mirrors: JFrog reference tokens are base64 of "reftkn:01:…", API keys "AKCp"; the
    # Artifactory master key is `openssl rand -hex 32`, the join key `openssl rand -hex 16`.
    "jfrog-reference-token": r"cmVmd[A-Za-z0-9]{59}",
    "artifactory-api-key": r"AKCp[A-Za-z0-9]{69}",
    "conda-channel-token": r"[a-z]{2}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "crates-io-token": r"cio[A-Za-z0-9]{32}",
    "github-token": r"ghp_[A-Za-z0-9]{36}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "pypi-token": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]+",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    "jfrog-master-key": HEX[64],
    "jfrog-join-key": HEX[32],
    "metabase-encryption-key": r"[A-Za-z0-9+/]{64}",
    # Workstations: BitLocker recovery passwords are eight groups of six digits; NuGet API keys
    # (Chocolatey) are GUIDs; Entra client secrets have "Q~" at the fifth character.
    "teamviewer-api-token": r"[0-9]{8}-[A-Za-z0-9]{20}",
    "bitlocker-recovery-key": r"[0-9]{6}(?:-[0-9]{6}){7}",
    "azure-client-secret": r"[A-Za-z0-9]{3}[0-9]Q~[A-Za-z0-9_~.-]{34}",
    "chocolatey-api-key": UUID4,
    "munki-basic-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
}

# Files in JSON whose names do not say so.
_JSON = ("home/sbenavides/.foundry/keystores/sepolia-deployer",)


def test_thirteenth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(
        corpus.root, _JSON, tagged_loader("!vault"), xml_suffixes=(".xml", ".plist")
    )
    assert not shape_faults(corpus, CORPUS_HOLDOUT13, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_thirteenth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
