"""Scanner accuracy on the eighty-fourth holdout corpus (tests/secrets/corpus_holdout84): home and
project folders of an eighty-fourth GPU/HPC centre, Pochard, with people and work unlike those
of the other corpora (spoken-Czech speech recognition with INCEpTION, a LINDAT DSpace mirror and
Azure Speech, Universal Dependencies treebanking with Prodigy and KonText, call-centre ASR on
Gladia, AssemblyAI, OpenAI and Google Speech-to-Text, SUMO and CARLA traffic simulation with
Mapy.com, GraphHopper and NDIC DATEX II, vehicle telemetry over Mosquitto, HiveMQ, Kafka,
InfluxDB and Azure IoT Hub, driving-dataset labelling on Segments.ai and Kognic with MyGeotab
and Traccar, a library helpdesk bot on Rasa with Tolgee, Azure Translator and Phonexia,
digitisation of historical archives with Kramerius, Cantaloupe IIIF, PERO OCR, ABBYY Cloud OCR,
Archivematica, DSpace and Fedora, and the centre's virtualisation, monitoring and paging, and
build and artefact administrators), written blind from each tool's documentation and never
against the rules. A label counts as found when the scanner reports its file and line, whatever
kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT84,
    HEX,
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

# First measured blind: precision 0.957, recall 0.942 (191 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.98
RECALL_FLOOR = 0.98
# The corpus as written: a change to it changes these on purpose.
SECRETS = 191
KINDS = 127


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout84", source=CORPUS_HOLDOUT84)


def test_precision_and_recall_on_the_eighty_fourth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("eighty-fourth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_B64_32_BYTES = r"[A-Za-z0-9+/]{43}="

# The shapes the services document for the values the corpus generates. Passwords have none
# (LINDAT/DSpace, INCEpTION's database and remote API, Prodigy's basic auth and PostgreSQL,
# KonText's MySQL, PostGIS, PostgreSQL and TimescaleDB, NDIC DATEX II, MQTT and the HiveMQ
# bridge, Kafka SCRAM, Kramerius, Keycloak's admin, Cantaloupe's admin and API secrets, ABBYY's
# application password, Archivematica's MySQL and dashboard, DSpace, Fedora, MariaDB,
# OpenNebula, libvirt SASL, Nutanix Prism, XCP-ng, IPMI, SPICE, LDAP binds, Zabbix databases,
# SMTP, SNMPv3, Grafana, Prometheus basic auth, Pulp, Conan, the code-signing keystore, the GPG
# passphrase, Buildbot, Woodpecker's database, Traccar, MyGeotab, Phonexia, Harbor, RabbitMQ,
# Redis and Rasa's tracker store), nor have the secrets whose services document no shape:
# Azure Speech and Translator keys (32 hex digits in the portal, 84 characters in newer
# resources), KonText's API key and session secret, Gladia, AssemblyAI, Mapy.com, GraphHopper,
# MapTiler, Geoapify, PERO OCR, Segments.ai and Kognic keys and secrets, Keycloak client secrets,
# Packagecloud and Sonatype Central user tokens, SIGNL4 team secrets, Zenduty integration keys,
# Better Stack heartbeat tokens, an SNMP community, Grafana's secret key, the IIIF auth and VDI
# broker secrets, the Forgejo OAuth secret, Buildbot's GitHub webhook secret, Rasa's API token
# and JWT secret, the rclone-obscured password and Kubernetes Secret data.
_SHAPES = {
    # Speech and language: Hugging Face tokens "hf_"; W&B keys 40 hex digits; GitHub classic
    # tokens "ghp_", GitLab personal and deploy tokens "glpat-" and "gldt-"; Zenodo tokens 60
    # letters and digits; OpenAI project keys "sk-proj-"; a Google service account's PKCS#8 key
    # and an authorized user's "GOCSPX-" client secret and "1//0" refresh token; AWS key ids
    # "AKIA" and 40-character secrets; an OpenSSH key.
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "wandb-api-key": HEX[40],
    "github-token": r"ghp_[A-Za-z0-9]{36}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "gitlab-deploy-token": r"gldt-[A-Za-z0-9_-]{20}",
    "zenodo-token": ALNUM[60],
    "openai-key": r"sk-proj-[A-Za-z0-9_-]{40}T3BlbkFJ[A-Za-z0-9_-]{40}",
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "google-oauth-client-secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "google-refresh-token": r"1//0[A-Za-z0-9_-]{99}",
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    # Traffic and telemetry: Google API keys "AIza"; InfluxDB tokens 64 bytes of URL-safe
    # base64; Azure IoT Hub connection strings and shared access keys (32 bytes of base64);
    # Ceph and MinIO S3 keys.
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "azure-iot-device-connection-string": (
        rf"HostName=[a-z0-9-]+\.azure-devices\.net;DeviceId=[A-Za-z0-9-]+;SharedAccessKey={_B64_32_BYTES}"
    ),
    "azure-iothub-shared-access-key": _B64_32_BYTES,
    "ceph-s3-access-key": S3_KEY_ID,
    "ceph-s3-secret-key": B64_40,
    "minio-access-key": S3_KEY_ID,
    "minio-secret-key": B64_40,
    # Archives: Archivematica API keys 40 hex digits (`ApiKey user:key`); a CephX key "AQ".
    "archivematica-api-key": HEX[40],
    "archivematica-storage-api-key": HEX[40],
    "ceph-client-key": r"AQ[A-Za-z0-9+/]{36}==",
    # Dialogue: Telegram bot tokens "ID:AA…"; Tolgee project API keys "tgpak_".
    "telegram-bot-token": r"[0-9]{10}:AA[A-Za-z0-9_-]{33}",
    "tolgee-project-api-key": r"tgpak_[a-z2-7]{46}",
    # Virtualisation: Xen Orchestra tokens 43 URL-safe base64 characters.
    "xen-orchestra-token": r"[A-Za-z0-9_-]{43}",
    # Monitoring: Zabbix PSKs (`openssl rand -hex 32`) and API tokens 64 hex digits;
    # Healthchecks ping URLs carry the check's UUID.
    "zabbix-agent-psk": HEX[64],
    "zabbix-api-token": HEX[64],
    "healthchecks-ping-uuid": UUID4,
    # Builds and artefacts: Copr's login (base64 "##" letters) and 30-letter token; Cloudsmith
    # keys hex (its README's 32-digit example); npm "npm_" and PyPI "pypi-" tokens; GitHub
    # runner registration tokens "A" and 28 capitals and digits; Woodpecker's agent secret
    # (`openssl rand -hex 32`); Codecov upload tokens UUIDs; the repository's OpenPGP key.
    "copr-api-login": r"[A-Za-z0-9+/]{6}==##[a-z]{20}",
    "copr-api-token": r"[a-z]{30}",
    "cloudsmith-api-key": HEX[32],
    "npm-token": r"npm_[A-Za-z0-9]{36}",
    "pypi-token": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]+",
    "github-runner-registration-token": r"A[A-Z0-9]{28}",
    "woodpecker-agent-secret": HEX[64],
    "codecov-upload-token": UUID4,
    "repo-signing-key": _PEM.format("PGP PRIVATE KEY BLOCK"),
}

# Files in JSON whose names do not say so.
_JSON: tuple[str, ...] = ("home/tbenes/.packagecloud", "projects/dialog-cs/tolgee/.tolgeerc")
# TOML files whose names do not say so.
_TOML: tuple[str, ...] = ()


def test_eighty_fourth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"), toml_by_path=_TOML)
    assert not shape_faults(corpus, CORPUS_HOLDOUT84, (SECRETS, KINDS), _SHAPES, 60, unparsed)


@pytest.mark.slow
def test_eighty_fourth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
