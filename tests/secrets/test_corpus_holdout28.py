"""Scanner accuracy on the twenty-eighth holdout corpus (tests/secrets/corpus_holdout28): home and
project folders of a twenty-eighth GPU/HPC centre, Curlew, with people and work unlike those of
the other corpora (seabird GPS tracking, quantum computing experiments on cloud QPUs, Arabic
manuscript OCR and HTR, karst aquifer hydrology with field loggers, rheumatology EHR cohorts,
tokamak plasma diagnostics, cattle methane from ear-tag sensors, choral singing voice synthesis,
and the centre's scheduler and portal, identity, and GPU fleet administrators), written blind
from each tool's documentation and never against the rules. A label counts as found when the
scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT28,
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

# Govern's figures since the work on its blind misses (README, "Worked on since"), rounded down.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.98
# The corpus as written: a change to it changes these on purpose.
SECRETS = 185
KINDS = 124


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout28", source=CORPUS_HOLDOUT28)


def test_precision_and_recall_on_the_twenty_eighth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("twenty-eighth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: IonQ keys, HOBOlink and HydroVu client
# secrets, the Campbell security code, rclone's obscured password, the pseudonymisation key, the
# munge and Slurm JWT keys, the OnDemand crypto passphrase, Django's and Grafana's secret keys,
# privacyIDEA's secret key and pepper, the Redfish session token and the LDIF's base64 password).
_SHAPES = {
    # Seabirds: eBird tokens are 12 lower-case letters and digits; CDS personal access tokens
    # UUIDs; shinyapps.io tokens 32 upper-case hex digits and secrets 40 base64 characters.
    "ebird-api-key": r"[a-z0-9]{12}",
    "cds-api-key": UUID4,
    "shinyapps-token": r"[0-9A-F]{32}",
    "shinyapps-secret": B64_40,
    "github-token": r"(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})",
    # Quantum: IBM Cloud API keys are 44 URL-safe characters; Braket runs on AWS keys.
    "ibm-quantum-api-key": r"[A-Za-z0-9_-]{44}",
    "aws-access-key-id": r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "aws-session-token": r"IQoJb3JpZ2luX2VjE[A-Za-z0-9+/]+={0,2}",
    "jupyter-url-token": HEX[48],
    # Manuscripts: eScriptorium (Django REST framework) tokens are 40 hex digits; READ-COOP
    # refresh tokens JWTs; Google API keys "AIza"; Azure AI keys 32 hex digits; Zenodo tokens 60
    # letters and digits.
    "escriptorium-api-token": HEX[40],
    "transkribus-refresh-token": JWT,
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "azure-vision-key": HEX[32],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "zenodo-token": ALNUM[60],
    # Karst: ThingSpeak write keys are 16 upper-case letters and digits; OpenWeather keys 32 hex
    # digits; Particle access tokens 40.
    "thingspeak-write-key": r"[A-Z0-9]{16}",
    "openweathermap-api-key": HEX[32],
    "particle-access-token": HEX[40],
    # Rheumatology: REDCap tokens are 32 upper-case hex digits; WebAPI tokens JWTs; age
    # identities "AGE-SECRET-KEY-1"; Databricks tokens "dapi".
    "redcap-api-token": r"[0-9A-F]{32}",
    "ohdsi-webapi-token": JWT,
    "age-secret-key": r"AGE-SECRET-KEY-1[0-9A-Z]{58}",
    "databricks-token": r"dapi[0-9a-f]{32}",
    # Tokamak: Bitbucket Data Center HTTP access tokens "BBDC-"; GitLab tokens "glpat-"; MinIO
    # keys as S3's.
    "bitbucket-http-access-token": r"BBDC-[A-Za-z0-9+/]{44}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "minio-access-key": r"[A-Z0-9]{20}",
    "minio-secret-key": ALNUM[40],
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Cattle: ChirpStack tokens are JWTs; TTN keys "NNSXS."; LoRaWAN AppKeys 128-bit hex;
    # InfluxDB tokens URL-safe base64 of 64 bytes; Twilio API keys "SK"; Grafana "glsa_".
    "chirpstack-api-token": JWT,
    "ttn-api-key": r"NNSXS\.[A-Z0-9]{39}\.[A-Z0-9]{52}",
    "lorawan-app-key": r"[0-9A-F]{32}",
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "twilio-api-key": r"SK[0-9a-f]{32}",
    "twilio-api-secret": ALNUM[32],
    "grafana-service-account-token": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
    # Choir: W&B keys are 40 hex digits; ElevenLabs "sk_"; Replicate "r8_"; Comet 25 letters and
    # digits; Modal "ak-"/"as-"; Backblaze key ids 25 hex digits and keys "K00"; OpenAI "sk-proj-".
    "wandb-api-key": HEX[40],
    "elevenlabs-api-key": r"sk_[0-9a-f]{48}",
    "replicate-api-token": r"r8_[A-Za-z0-9]{37}",
    "comet-api-key": ALNUM[25],
    "azure-speech-key": HEX[32],
    "modal-token-id": r"ak-[A-Za-z0-9]{22}",
    "modal-token-secret": r"as-[A-Za-z0-9]{22}",
    "backblaze-key-id": r"[0-9a-f]{25}",
    "backblaze-key": r"K00[A-Za-z0-9]{28}",
    "discord-webhook": r"[0-9]{17,19}/[A-Za-z0-9_-]{68}",
    "openai-key": r"sk-proj-[A-Za-z0-9_-]+T3BlbkFJ[A-Za-z0-9_-]+",
    # Scheduler and portal: Slurm tokens are JWTs; Keycloak client secrets 32 letters and digits.
    "slurm-jwt": JWT,
    "oidc-client-secret": ALNUM[32],
    # Identity: Keycloak realm keys PKCS#8 in base64; keytabs start 0x0502; privacyIDEA tokens
    # JWTs; HOTP seeds 20 bytes in hex.
    "keycloak-client-secret": ALNUM[32],
    "keycloak-realm-private-key": r"MIIEvQIBADANBgkqhkiG9w0BAQEFAASC[A-Za-z0-9+/]+={0,2}",
    "kerberos-keytab": r"BQ[A-Za-z0-9+/]+={0,2}",
    "privacyidea-auth-token": JWT,
    "totp-seed": HEX[40],
    # GPU fleet: IPMI Kg keys 20 bytes in hex; NGC keys "nvapi-"; iLO licences five groups of
    # five; Supermicro product keys six groups of four hex digits; NetBox tokens 40 hex digits;
    # Artifactory API keys "AKCp"; GitLab deploy tokens "gldt-".
    "ipmi-kg-key": HEX[40],
    "ngc-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    "hpe-ilo-license-key": r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}",
    "supermicro-product-key": r"[0-9A-F]{4}(?:-[0-9A-F]{4}){5}",
    "nvidia-nls-client-token": JWT,
    "netbox-api-token": HEX[40],
    "artifactory-api-key": r"AKCp[A-Za-z0-9]{69}",
    "gitlab-deploy-token": r"gldt-[A-Za-z0-9_-]{20}",
}

# Files in JSON whose names do not say so.
_JSON = ("projects/seabird-gps/renv.lock",)


def test_twenty_eighth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"))
    assert not shape_faults(corpus, CORPUS_HOLDOUT28, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_twenty_eighth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
