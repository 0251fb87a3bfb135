"""Scanner accuracy on the seventy-fifth holdout corpus (tests/secrets/corpus_holdout75): home and
project folders of a seventy-fifth GPU/HPC centre, Yellowhammer, with people and work unlike those
of the other corpora (precision farming with agrirouter, Leaf, John Deere and Agromonitoring, soil
and weather sensors on LoRaWAN through LoRa Basics Station and The Things Stack, grid simulation on
ERCOT, PJM, AESO, EIA and ENTSO-E data, smart-meter analytics with DLMS/COSEM, Green Button and
UtilityAPI, a digital-humanities lab on Archivematica, ArchivesSpace, Hypothesis, a Wikibase,
Islandora and Cantaloupe, Earth-observation deep learning, and the centre's CI/CD and artefact,
collaboration and mail, and data-movement administrators), written blind from each tool's
documentation and never against the rules. A label counts as found when the scanner reports its
file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT75,
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

# First measured blind: precision 0.934, recall 0.915 (200 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.98
RECALL_FLOOR = 0.98
# The corpus as written: a change to it changes these on purpose.
SECRETS = 200
KINDS = 117


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout75", source=CORPUS_HOLDOUT75)


def test_precision_and_recall_on_the_seventy_fifth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("seventy-fifth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_HEX32_UPPER = r"[0-9A-F]{32}"
_BASE58 = r"[1-9A-HJ-NP-Za-km-z]"

# The shapes the services document for the values the corpus generates. Passwords and
# passphrases have none, nor have the secrets whose services document no shape: WeatherLink,
# ZENTRA Cloud, UtilityAPI, GridStatus, AESO and Electricity Maps keys, DroneDeploy keys, the
# John Deere client secret and refresh token, NodeODM and Syn tokens, Green Button client
# secrets, Grafana, ArchivesSpace, Sympa, Mailu API and pict-rs secrets, rclone's obscured
# password, and the Buildbot webhook secret.
_SHAPES = {
    # Precision farming: agrirouter returns an encrypted PKCS#8 key and its certificate (PEM);
    # Leaf tokens are HS512 JWTs; John Deere access tokens JWTs (Okta); Agromonitoring
    # (OpenWeather) appids 32 hex digits.
    "agrirouter-onboarding-certificate": _PEM.format("ENCRYPTED PRIVATE KEY"),
    "leaf-api-token": JWT,
    "john-deere-access-token": JWT,
    "agromonitoring-api-key": HEX[32],
    # LoRaWAN: The Things Stack API keys "NNSXS." (Basics Station tc.key and cups.key carry
    # them); OTAA root keys and ABP session keys are 16 bytes in hex.
    "ttn-api-key": r"NNSXS\.[A-Z0-9]{39}\.[A-Z0-9]{52}",
    "lorawan-app-key": _HEX32_UPPER,
    "lorawan-nwk-s-key": _HEX32_UPPER,
    "lorawan-app-s-key": _HEX32_UPPER,
    # Energy markets: Azure API Management subscription keys (ERCOT, PJM) 32 hex digits, ERCOT's
    # B2C id_token a JWT; EIA keys 40 letters and digits; ENTSO-E security tokens UUIDs.
    "ercot-api-subscription-key": HEX[32],
    "pjm-dataminer-subscription-key": HEX[32],
    "ercot-id-token": JWT,
    "eia-api-key": r"[A-Za-z0-9]{40}",
    "entsoe-security-token": UUID4,
    # Smart meters: DLMS/COSEM AES-128 keys 16 bytes in hex; Green Button (ESPI) tokens UUIDs.
    "dlms-authentication-key": _HEX32_UPPER,
    "dlms-block-cipher-key": _HEX32_UPPER,
    "green-button-access-token": UUID4,
    "green-button-refresh-token": UUID4,
    # Digital humanities: Archivematica keys 40 hex digits, ArchivesSpace sessions 64; DPLA keys
    # 32; MediaWiki bot passwords 32 small letters and digits; Hypothesis tokens "6879-";
    # Matomo token_auth and salt 32 hex digits; Drupal hash salts 74 URL-safe characters;
    # Islandora's JWT key and the DKIM key RSA.
    "archivematica-api-key": HEX[40],
    "archivematica-ss-api-key": HEX[40],
    "archivesspace-session-token": HEX[64],
    "dpla-api-key": HEX[32],
    "wikibase-bot-password": r"[a-z0-9]{32}",
    "hypothesis-api-token": r"6879-[A-Za-z0-9_-]{43}",
    "matomo-token-auth": HEX[32],
    "matomo-salt": HEX[32],
    "drupal-hash-salt": r"[A-Za-z0-9_-]{74}",
    "islandora-jwt-private-key": _PEM.format("RSA PRIVATE KEY"),
    "dkim-private-key": _PEM.format("RSA PRIVATE KEY"),
    # Earth observation: S3 key pairs (the centre's RGW and SeaweedFS, CDSE); Google refresh
    # tokens "1//0"; W&B keys 40 hex digits; Hugging Face "hf_"; Jupyter tokens 48 hex digits;
    # GitHub tokens "ghp_" and "github_pat_".
    "object-store-access-key": S3_KEY_ID,
    "object-store-secret-key": B64_40,
    "cdse-s3-access-key": S3_KEY_ID,
    "cdse-s3-secret-key": B64_40,
    "google-refresh-token": r"1//0[A-Za-z0-9_-]+",
    "wandb-api-key": HEX[40],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "jupyter-url-token": HEX[48],
    "github-token": r"(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})",
    # CI/CD and artefacts: Woodpecker agent secrets and Verdaccio secrets 64 hex digits (32
    # random bytes); Forgejo runner tokens 40 hex digits, registration tokens 40 letters and
    # digits; Gitea/Forgejo OAuth secrets "gto_"; Verdaccio and Woodpecker tokens JWTs; osc's
    # passx is bz2 ("BZh91AY&SY") in base64; PyPI tokens "pypi-".
    "woodpecker-agent-secret": HEX[64],
    "verdaccio-secret": HEX[64],
    "forgejo-runner-token": HEX[40],
    "forgejo-runner-registration-token": r"[A-Za-z0-9]{40}",
    "gitea-oauth-client-secret": r"gto_[a-z2-7]{52}",
    "verdaccio-token": JWT,
    "woodpecker-personal-token": JWT,
    "osc-obfuscated-password": r"QlpoOTFBWSZTW[A-Za-z0-9+/]+={0,2}",
    "pypi-token": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]+",
    # Collaboration and mail: Mailu's SECRET_KEY 16 random characters.
    "mailu-secret-key": ALNUM[16],
    # Data movement: Storj access grants and API keys base58 opening with "1"; Globus client
    # secrets 44 base64 characters.
    "storj-access-grant": rf"1{_BASE58}{{299}}",
    "storj-api-key": rf"13Yq{_BASE58}+",
    "globus-client-secret": r"[A-Za-z0-9+/]{44}",
}

# Files in JSON whose names do not say so.
_JSON = (
    "home/rkwan/.config/earthengine/credentials",
    "projects/yellowhammer-ops/ci/aptly/.aptly.conf",
    "projects/yellowhammer-ops/ci/forgejo-runner/.runner",
    "projects/lora-soil/gateways/gw-ferme-nord/station.conf",
)
# YAML files whose names do not say so (none: every YAML file here is named .yaml or .yml).
_YAML: tuple[str, ...] = ()


def test_seventy_fifth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"), yaml_by_path=_YAML)
    assert not shape_faults(corpus, CORPUS_HOLDOUT75, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_seventy_fifth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
