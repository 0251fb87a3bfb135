"""Scanner accuracy on the eightieth holdout corpus (tests/secrets/corpus_holdout80): home and
project folders of an eightieth GPU/HPC centre, Smew, with people and work unlike those of the
other corpora (snow hydrology on NVE's HydAPI and the Copernicus Land service key, sea-ice drift
with RockBLOCK and Cloudloop ice buoys, FMI ice charts and CSC Allas, Nordic electricity markets
on ENTSO-E, Fingrid and Nord Pool, district-heating telemetry over OPC UA and MQTT, building
energy simulation with Pollination, cloud quantum computing on Azure Quantum, Amazon Braket,
Quandela, Pasqal and PennyLane, quantum chemistry under a FlexNet licence server, flood
forecasting on the Early Warning Data Store, and the centre's networking, observability and
database administrators), written blind from each tool's documentation and never against the
rules. A label counts as found when the scanner reports its file and line, whatever kind it
names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT80,
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

# First measured blind: precision 0.983, recall 0.894 (198 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 197
KINDS = 120


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout80", source=CORPUS_HOLDOUT80)


def test_precision_and_recall_on_the_eightieth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("eightieth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_B64_32_BYTES = r"[A-Za-z0-9+/]{43}="

# The shapes the services document for the values the corpus generates. Passwords have none
# (database, PgBouncer, Pgpool-II, ProxySQL, Orchestrator, mydumper, OPC UA, MQTT, SFTP, SMB,
# RockBLOCK, FMI WMS, OSI SAF, Copernicus Marine, Nord Pool, Pasqal, ProjectQ, VASP, ORCA,
# lmadmin, QCArchive, Earthdata, OpenStack, VyOS, BGP, IPsec, RADIUS, TACACS+, switch, SNMP,
# Sensu, Loki, Mimir, SMTP and blackbox passwords), nor have the secrets whose services
# document no shape: NVE HydAPI keys, Squadcast webhook tokens, incident.io alert-source
# tokens, the Pgpool-II watchdog key, an rclone-obscured password, and base64 Kubernetes
# Secret data.
_SHAPES = {
    # Hydrology and sea ice: the CLMS service key's private key is PKCS#8 (escaped in JSON);
    # Allas (OpenStack EC2) credentials are 32 hex digits each; Cloudloop tokens 32 letters and
    # digits; GitLab tokens "glpat-" and "gldt-"; GitHub tokens "ghp_" and "github_pat_".
    "clms-service-key-private-key": _PEM.format("PRIVATE KEY"),
    "allas-s3-access-key": HEX[32],
    "allas-s3-secret-key": HEX[32],
    "cloudloop-api-token": ALNUM[32],
    "gitlab-personal-token": r"glpat-[A-Za-z0-9_-]{20}",
    "gitlab-deploy-token": r"gldt-[A-Za-z0-9_-]{20}",
    "github-token": r"ghp_[A-Za-z0-9]{36}",
    "github-fine-grained-token": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    # Energy: ENTSO-E security tokens are UUIDs; Fingrid keys (API Management subscription
    # keys) and Weatherbit keys 32 hex digits; Visual Crossing keys 25 capitals and digits;
    # Pollination keys 64 letters and digits.
    "entsoe-security-token": UUID4,
    "fingrid-api-key": HEX[32],
    "weatherbit-api-key": HEX[32],
    "visual-crossing-key": r"[A-Z0-9]{25}",
    "pollination-api-key": ALNUM[64],
    "opcua-client-private-key": _PEM.format("RSA PRIVATE KEY"),
    # Quantum: Azure Quantum connection strings name the subscription, resource group,
    # workspace, access key and endpoint; IBM Cloud API keys 44 URL-safe characters; AWS key
    # ids "AKIA"; Quandela tokens and Azure Quantum access keys 64 letters and digits.
    "azure-quantum-connection-string": (
        r"SubscriptionId=[0-9a-f-]{36};ResourceGroupName=[^;]+;WorkspaceName=[^;]+;"
        r"ApiKey=[A-Za-z0-9]+;QuantumEndpoint=https://[a-z]+\.quantum\.azure\.com/;"
    ),
    "azure-quantum-access-key": ALNUM[64],
    "ibm-quantum-api-key": r"[A-Za-z0-9_-]{44}",
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "quandela-cloud-token": ALNUM[64],
    "jupyter-url-token": HEX[48],
    # Flood forecasting: EWDS keys UUIDs, ECMWF Web API keys 32 hex digits, W&B keys 40;
    # Hugging Face tokens "hf_"; Sentry DSN keys 32 hex digits; Django secret keys 50 of
    # get_random_secret_key's alphabet.
    "ewds-api-key": UUID4,
    "ecmwf-webapi-key": HEX[32],
    "wandb-api-key": HEX[40],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    # Networking: WireGuard keys, WireGuard preshared keys and HMAC (TSIG, OMAPI) keys are 32
    # bytes of base64; Cisco type 7 two digits and hex; phpIPAM app codes 32 letters and
    # digits; OpenSSH keys.
    "wireguard-private-key": _B64_32_BYTES,
    "wireguard-preshared-key": _B64_32_BYTES,
    "dhcpd-omapi-key": _B64_32_BYTES,
    "dhcpd-ddns-tsig-key": _B64_32_BYTES,
    "cisco-type7-password": r"[0-9]{2}[0-9A-F]{16,26}",
    "phpipam-app-code": ALNUM[32],
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Observability: Honeycomb ingest keys "hc[x]ik_" and 58 characters; sensuctl access and
    # refresh tokens HS256 JWTs; Sensu API keys and Zenduty integration keys UUIDs; Netdata
    # claim tokens 135 URL-safe characters; the collector's Basic credentials base64 of
    # "otel-smew:…"; Zabbix PSKs and API tokens 64 hex digits; Better Stack tokens 24 letters
    # and digits; Thanos's S3 keys S3-shaped.
    "honeycomb-ingest-key": r"hc[a-z]ik_[a-z0-9]{58}",
    "honeycomb-configuration-key": ALNUM[32],
    "sensu-access-token": JWT,
    "sensu-refresh-token": JWT,
    "sensu-api-key": UUID4,
    "zenduty-integration-key": UUID4,
    "netdata-claim-token": r"[A-Za-z0-9_-]{135}",
    "otel-basic-auth": r"b3RlbC1zbWV3O[A-Za-z0-9+/]+={0,2}",
    "zabbix-psk": HEX[64],
    "zabbix-api-token": HEX[64],
    "betterstack-source-token": ALNUM[24],
    "betterstack-prometheus-webhook": ALNUM[24],
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "thanos-s3-access-key": S3_KEY_ID,
    "thanos-s3-secret-key": B64_40,
    # Databases: WAL-G's libsodium key 64 hex digits (WALG_LIBSODIUM_KEY_TRANSFORM=hex), its
    # S3 keys S3-shaped; the Pgpool-II AES key 32 letters and digits.
    "walg-libsodium-key": HEX[64],
    "walg-s3-access-key": S3_KEY_ID,
    "walg-s3-secret-key": B64_40,
    "pgpool-aes-key": ALNUM[32],
}

# Files in JSON whose names do not say so (sensuctl's cluster and profile files).
_JSON: tuple[str, ...] = (
    "home/hmattila/.config/sensu/sensuctl/cluster",
    "home/hmattila/.config/sensu/sensuctl/profile",
)
# YAML files whose names do not say so (the EWDS client's rc file).
_YAML = ("home/jrantala/.cdsapirc",)


def test_eightieth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"), yaml_by_path=_YAML)
    assert not shape_faults(corpus, CORPUS_HOLDOUT80, (SECRETS, KINDS), _SHAPES, 99, unparsed)


@pytest.mark.slow
def test_eightieth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
