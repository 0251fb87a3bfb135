"""Scanner accuracy on the seventy-seventh holdout corpus (tests/secrets/corpus_holdout77): home and
project folders of a seventy-seventh GPU/HPC centre, Blackcap, with people and work unlike those
of the other corpora (ocean gliders and Argo floats with Argovis, the IOOS Glider DAC, a Seaglider
basestation, NIWA tides and Windy forecasts; a marine data portal on lakeFS, JuiceFS, Typesense,
ERDDAP and THREDDS with Saildrone and Spire Maritime feeds; alloy screening with pyiron, the ICSD
and MPDS APIs; battery workflows with jobflow-remote, Balsam and commercial licence servers; te
reo Māori speech recognition with Gladia, Yandex SpeechKit, Google Speech-to-Text and doccano;
Pacific machine translation with Azure AI Translator, ModernMT, Lilt, Transifex, Lokalise,
Smartling and INCEpTION; a marine species graph on ArangoDB, Memgraph and QuestDB; and the
centre's storage-and-backup, research-database and lab-web-hosting administrators), written blind
from each tool's documentation and never against the rules. A label counts as found when the
scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT77,
    HEX,
    JWT,
    S3_KEY_ID,
    Corpus,
    label_counts,
    render_corpus,
    reports_showing_a_value,
    scan_and_score,
    shape_faults,
    tagged_loader,
    unparsable,
)

# First measured blind: precision 0.946, recall 0.932 (205 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 205
KINDS = 116


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout77", source=CORPUS_HOLDOUT77)


def test_precision_and_recall_on_the_seventy_seventh_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("seventy-seventh holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_STRAPI_SECRET = r"[A-Za-z0-9+/]{22}=="

# The shapes the services document for the values the corpus generates. Passwords have none
# (the Glider DAC, ERDDAP, Seaglider basestation, PostgreSQL, MongoDB, pyiron's database, ICSD,
# VASP portal, MedeA JobServer, doccano, RabbitMQ, INCEpTION, ArangoDB, Memgraph, QuestDB,
# CouchDB, Valkey, ScyllaDB, Barman, PgBouncer, Metabase's database, pgAdmin, vmauth, kopia,
# rustic, Duplicati, Amanda, NetBackup, the Scalar library, Tomcat, Joomla, TYPO3, Strapi,
# Directus, Umami and SMTP passwords, SSH key passphrases), nor have the secrets whose services
# document no shape: the Argovis, NIWA, Windy, Typesense, Saildrone, Spire, MPDS, Springer Nature,
# Gladia, ModernMT, Lilt, Smartling, Cohesity, NetBackup, KeyCDN, Namecheap, Gandi, Hetzner and
# deSEC keys and tokens, the ICSD session token, ArangoDB's JWT secret, lakeFS's encryption key,
# JuiceFS's metadata password, ERDDAP's flagKeyKey, vmauth's bearer token, Directus's secret and
# static token, Umami's app secret, Metabase's encryption key, an SNMP community, Kubernetes
# Secret data and the base64 kopia password file.
_SHAPES = {
    # Marine data: lakeFS makes S3-style key pairs ("AKIAJ" and 15 more, 40 base64 characters);
    # the object-store gateway's keys are S3-shaped too.
    "lakefs-access-key-id": r"AKIAJ[A-Z0-9]{15}",
    "lakefs-secret-access-key": B64_40,
    "juicefs-s3-access-key": S3_KEY_ID,
    "juicefs-s3-secret-key": B64_40,
    "object-store-access-key": S3_KEY_ID,
    "object-store-secret-key": B64_40,
    # Materials: Balsam's client token is a JWT; Materials Cloud Archive (Invenio) personal
    # tokens 60 letters and digits; OpenSSH keys.
    "balsam-access-token": JWT,
    "materialscloud-archive-token": ALNUM[60],
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Speech and language: Yandex Cloud API keys "AQVN"; Azure AI Translator keys 32 hex digits;
    # Transifex tokens "1/" and 40 hex digits; Lokalise tokens 40 hex digits; doccano's REST
    # framework tokens 40 hex digits; Hugging Face tokens "hf_"; a Google service account's
    # PKCS#8 key; Django's secret key 50 characters of its alphabet.
    "yandex-speechkit-api-key": r"AQVN[A-Za-z0-9_-]{36}",
    "azure-translator-key": HEX[32],
    "transifex-api-token": r"1/[0-9a-f]{40}",
    "lokalise-api-token": HEX[40],
    "doccano-api-token": HEX[40],
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "google-service-account-key": _PEM.format("PRIVATE KEY"),
    "django-secret-key": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    # Research databases: CouchDB's cookie secret 32 hex digits; a QuestDB ILP token is the "d"
    # of a P-256 JWK, 32 bytes of URL-safe base64.
    "couchdb-auth-secret": HEX[32],
    "questdb-ilp-token": r"[A-Za-z0-9_-]{43}",
    # Lab web hosting: TYPO3's encryptionKey 96 hex digits; Strapi's secrets base64 of 16 bytes
    # (APP_KEYS four of them); Joomla's `$secret` 16 letters and digits and its API tokens
    # base64 of "sha256:ID:HMAC"; GitHub OAuth app client secrets 40 hex digits; certbot's
    # account key an RSA JWK.
    "typo3-encryption-key": r"[0-9a-f]{96}",
    "strapi-app-keys": rf"{_STRAPI_SECRET}(?:,{_STRAPI_SECRET}){{3}}",
    "strapi-api-token-salt": _STRAPI_SECRET,
    "strapi-admin-jwt-secret": _STRAPI_SECRET,
    "strapi-transfer-token-salt": _STRAPI_SECRET,
    "strapi-jwt-secret": _STRAPI_SECRET,
    "strapi-encryption-key": _STRAPI_SECRET,
    "joomla-secret": ALNUM[16],
    "joomla-api-token": r"c2hhMjU2O[A-Za-z0-9+/]+={0,2}",
    "github-oauth-client-secret": HEX[40],
    "acme-account-key": r'\{"n": "[A-Za-z0-9_-]+", "e": "AQAB", "d": "[A-Za-z0-9_-]+"',
}

# Files in JSON whose names do not say so (kopia's repository.config).
_JSON: tuple[str, ...] = ("projects/blackcap-ops/backup/kopia/repository.config",)


def test_seventy_seventh_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"))
    assert not shape_faults(corpus, CORPUS_HOLDOUT77, (SECRETS, KINDS), _SHAPES, 56, unparsed)


@pytest.mark.slow
def test_seventy_seventh_holdout_reports_never_show_a_secret(
    govern: Govern, corpus: Corpus
) -> None:
    assert not reports_showing_a_value(govern, corpus)
