"""Scanner accuracy on the seventieth holdout corpus (tests/secrets/corpus_holdout70): home and
project folders of a seventieth GPU/HPC centre, Greenfinch, with people and work unlike those of
the other corpora (Irminger Sea overflow oceanography with Copernicus Marine and Argo, a
glider group's ERDDAP server, restricted FDSN seismology of the Reykjanes dyke, Raspberry Shakes
in schools, InSAR of Vatnajökull with HyP3, snow lines from Sentinel Hub, wader migration with
eBird, iNaturalist and Movebank, lichen distributions from GBIF, a Norse farmstead excavation
with tDAR, Open Context and KoboToolbox, and the centre's mail, DNS, and object storage and sync
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT70,
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

# First measured blind: precision 0.961, recall 0.930 (187 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 187
KINDS = 121


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout70", source=CORPUS_HOLDOUT70)


def test_precision_and_recall_on_the_seventieth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("seventieth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_B64_32_BYTES = r"[A-Za-z0-9+/]{43}="

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: Sentinel Hub and CDSE client secrets,
# PowerDNS and dnsdist API keys, the ERDDAP flagKeyKey and HttpGet author keys, EarthScope and
# openEO refresh tokens, the iNaturalist app secret, Mastodon's client secret, the Seafile JWT
# key, the Nextcloud salt and secret, Flask's secret key, the HyperKitty key, xeno-canto keys,
# Zotero keys, rclone's obscured passwords and Drive token, an Earthdata session cookie and the
# NOAA CDO token).
_SHAPES = {
    # Oceanography: the new CDS keys are UUIDs; Slack hooks T…/B…/…; GitLab tokens "glpat-".
    "cds-api-key": UUID4,
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Seismology: EarthScope access tokens are JWTs, EIDA tokens PGP-signed messages; Zenodo
    # tokens 60 letters and digits.
    "earthscope-access-token": JWT,
    "eida-token": _PEM.format("PGP MESSAGE"),
    "zenodo-token": ALNUM[60],
    # Raspberry Shakes: Telegram bot tokens "id:AA…"; X API keys 25 characters, their secrets
    # 50, access tokens the account id and 40, access secrets 45; Discord hooks id/token;
    # InfluxDB tokens 86 URL-safe characters and "=="; ntfy tokens "tk_"; Google app passwords
    # four groups of four; Mastodon access tokens 43 URL-safe characters.
    "telegram-bot-token": r"[0-9]{8,10}:AA[A-Za-z0-9_-]{33}",
    "x-api-key": ALNUM[25],
    "x-api-key-secret": ALNUM[50],
    "x-access-token": r"[0-9]+-[A-Za-z0-9]{40}",
    "x-access-token-secret": ALNUM[45],
    "discord-webhook": r"[0-9]{17,19}/[A-Za-z0-9_-]{68}",
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "ntfy-token": r"tk_[A-Za-z0-9]{29}",
    "google-app-password": r"[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}",
    "mastodon-access-token": r"[A-Za-z0-9_-]{43}",
    # Glaciology: Earthdata user tokens and ASF's asf-urs cookie are JWTs; Hugging Face
    # tokens "hf_".
    "earthdata-user-token": JWT,
    "asf-urs-cookie": JWT,
    "huggingface-token": r"hf_[A-Za-z]{34}",
    # Remote sensing: Sentinel Hub tokens are JWTs; USGS M2M tokens 64 characters; Planet keys
    # "PLAK"; Google refresh tokens "1//0"; service account keys PKCS#8; CDSE S3 keys S3-style.
    "sentinel-hub-access-token": JWT,
    "usgs-m2m-application-token": r"[A-Za-z0-9@!_]{64}",
    "planet-api-key": r"PLAK[0-9a-f]{32}",
    "google-refresh-token": r"1//0[A-Za-z0-9_-]{99}",
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "cdse-s3-access-key": S3_KEY_ID,
    "cdse-s3-secret-key": ALNUM[40],
    "kubernetes-secret-data": r"[A-Za-z0-9+/]{20,}={0,2}",
    # Ecology: eBird keys are 12 lower-case letters and digits; iNaturalist API tokens JWTs;
    # Pl@ntNet keys "2b10"; GitHub tokens "ghp_".
    "ebird-api-key": r"[a-z0-9]{12}",
    "inaturalist-api-token": JWT,
    "plantnet-api-key": r"2b10[A-Za-z0-9]{22}",
    "github-token": r"ghp_[A-Za-z0-9]{36}",
    # Archaeology: KoboToolbox tokens are 40 hex digits, Sketchfab's 32; Metashape licence keys
    # five groups of five; ORCID client secrets UUIDs; Arches (django-oauth-toolkit) client
    # secrets 128 letters and digits; WireGuard keys base64 of 32 bytes.
    "kobotoolbox-api-token": HEX[40],
    "sketchfab-api-token": HEX[32],
    "metashape-licence-key": r"(?:[A-Z0-9]{5}-){4}[A-Z0-9]{5}",
    "orcid-client-secret": UUID4,
    "arches-oauth-client-secret": r"[A-Za-z0-9]{128}",
    "wireguard-private-key": _B64_32_BYTES,
    # Mail: DKIM keys are RSA PEM; Roundcube's des_key 24 characters; PostSRSd secrets base64
    # of 18 bytes.
    "dkim-private-key": _PEM.format("RSA PRIVATE KEY"),
    "roundcube-des-key": r"[A-Za-z0-9!#%*+_.=-]{24}",
    "postsrsd-secret": r"[A-Za-z0-9+/]{24}",
    # DNS: TSIG, rndc, dnsdist console and ECDSA P-256 private keys are base64 of 32 bytes
    # (64 for hmac-sha512 TSIG); age secret keys "AGE-SECRET-KEY-1".
    "tsig-key": rf"(?:{_B64_32_BYTES}|[A-Za-z0-9+/]{{86}}==)",
    "rndc-key": _B64_32_BYTES,
    "dnssec-private-key": _B64_32_BYTES,
    "dnsdist-console-key": _B64_32_BYTES,
    "age-secret-key": r"AGE-SECRET-KEY-1[0-9A-Z]{58}",
    # Storage: RGW S3 keys are S3-style, Swift keys 40 base64 characters; CephX keys "AQ";
    # Nextcloud app passwords five groups of five or 72 characters; Seafile tokens 40 hex
    # digits; Django secret keys 50 characters of get_random_secret_key's alphabet.
    "ceph-rgw-access-key": S3_KEY_ID,
    "ceph-rgw-secret-key": B64_40,
    "ceph-rgw-swift-key": B64_40,
    "ceph-keyring": r"AQ[A-Za-z0-9+/]{36}==",
    "nextcloud-app-password": r"(?:(?:[A-Za-z0-9]{5}-){4}[A-Za-z0-9]{5}|[A-Za-z0-9]{72})",
    "seafile-api-token": HEX[40],
    "django-secret-key": r"[a-z0-9!@#$%^&*(_=+)-]{50}",
}

# Files in JSON whose names do not say so.
_JSON = ("home/lbellandi/.config/earthengine/credentials",)


def test_seventieth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"))
    assert not shape_faults(corpus, CORPUS_HOLDOUT70, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_seventieth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
