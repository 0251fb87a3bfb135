"""Scanner accuracy on the seventy-third holdout corpus (tests/secrets/corpus_holdout73): home and
project folders of a seventy-third GPU/HPC centre, Whinchat, with people and work unlike those of
the other corpora (Rubin DP1 transients and Gaia stellar streams, battery cathodes and alloy
screening with AiiDA, the Materials Project and Citrine, malaria surveillance on DHIS2 and
household surveys on ODK Central and KoboToolbox, histology on Cytomine and BisQue, light-sheet
microscopy of zebrafish, and the centre's backup, identity, and monitoring and paging
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    CORPUS_HOLDOUT73,
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

# First measured blind: precision 0.949, recall 0.964 (194 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.98
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 194
KINDS = 120


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout73", source=CORPUS_HOLDOUT73)


def test_precision_and_recall_on_the_seventy_third_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("seventy-third holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_B64 = r"[A-Za-z0-9+/]+={0,2}"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: Citrine API keys, the Checkmk
# automation secret, TNS bot and Lasair keys, the Veeam refresh token, Enketo's secrets, the
# BisQue session secret, OpenID Connect crypto passphrases, the munge key, rclone's obscured
# password).
_SHAPES = {
    # Astronomy: RSP tokens "gt-" key "." secret; Data Lab tokens user.uid.gid.MD5-crypt; ADS
    # tokens 40 letters and digits; MAST tokens 32 hex digits; Tomcat session ids 32 upper hex;
    # Ceph RGW keys S3-style; Zenodo tokens 60 letters and digits; Jupyter tokens 48 hex.
    "rubin-rsp-token": r"gt-[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}",
    "datalab-token": r"obreathnach\.[0-9]+\.[0-9]+\.\$1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}",
    "ads-api-token": ALNUM[40],
    "mast-api-token": HEX[32],
    "gaia-session-cookie": r"[0-9A-F]{32}",
    "butler-s3-access-key": S3_KEY_ID,
    "butler-s3-secret-key": ALNUM[40],
    "zenodo-token": ALNUM[60],
    "jupyter-token": HEX[48],
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # Materials: Materials Project keys 32 letters and digits; RabbitMQ's Erlang cookie 20
    # upper-case letters; NOMAD tokens JWTs; W&B keys 40 hex digits; GitHub fine-grained PATs.
    "materials-project-api-key": ALNUM[32],
    "erlang-cookie": r"[A-Z]{20}",
    "nomad-access-token": JWT,
    "wandb-api-key": HEX[40],
    "github-token": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    # Public health: DHIS2 PATs "d2pat_" and a checksum; ODK Central app-user and session
    # tokens 64 characters with "!" and "$"; KoboToolbox and RapidPro tokens 40 hex digits;
    # Metabase embedding keys 64 hex; Africa's Talking keys "atsk_"; Google service account
    # keys PKCS#8.
    "dhis2-personal-access-token": r"d2pat_[A-Za-z0-9]{32}[0-9]{10}",
    "odk-app-user-token": r"[A-Za-z0-9!$]{64}",
    "odk-session-token": r"[A-Za-z0-9!$]{64}",
    "kobotoolbox-api-token": HEX[40],
    "rapidpro-api-token": HEX[40],
    "metabase-embedding-secret": HEX[64],
    "africastalking-api-key": r"atsk_[0-9a-f]{64}",
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    # Bioimaging: Cytomine key pairs are UUIDs; Globus client secrets base64 of 33 bytes;
    # Hugging Face tokens "hf_"; healthchecks ping URLs carry a UUID.
    "cytomine-public-key": _UUID,
    "cytomine-private-key": _UUID,
    "globus-client-secret": r"[A-Za-z0-9+/]{44}",
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "ceph-s3-access-key": S3_KEY_ID,
    "ceph-s3-secret-key": ALNUM[40],
    "healthchecks-ping-url": _UUID,
    # Backup: PBS and PVE token secrets are UUIDs; a PBS key file's data base64 of 32 bytes;
    # Bacula's generated passwords base64 of 33 bytes; Azure account keys 86 base64 and "==";
    # stenc keys 64 hex; PBS keeps remote passwords in base64.
    "pbs-api-token": r"svc-backup@pbs!nightly-hosts:" + UUID4,
    "pbs-api-token-secret": UUID4,
    "proxmox-api-token": UUID4,
    "pbs-encryption-key": r"[A-Za-z0-9+/]{43}=",
    "pbs-remote-password": _B64,
    "bacula-director-password": r"[A-Za-z0-9+/]{44}",
    "bacula-client-password": r"[A-Za-z0-9+/]{44}",
    "bacula-storage-password": r"[A-Za-z0-9+/]{44}",
    "bacula-console-password": r"[A-Za-z0-9+/]{44}",
    "azure-storage-key": r"[A-Za-z0-9+/]{86}==",
    "lto-encryption-key": HEX[64],
    "ceph-keyring": r"AQ[A-Za-z0-9+/]{36}==",
    "veeam-access-token": JWT,
    # Identity: Keycloak client secrets 32 letters and digits, its tokens JWTs, a realm key
    # PKCS#8 DER in base64; Shibboleth's salt 48 base64; FreeIPA OTP seeds base32; keytabs
    # open "BQIAA"; Kubernetes data base64.
    "keycloak-client-secret": ALNUM[32],
    "keycloak-access-token": JWT,
    "keycloak-refresh-token": JWT,
    "keycloak-realm-private-key": r"MII[A-Za-z0-9+/]+={0,2}",
    "shibboleth-persistentid-salt": r"[A-Za-z0-9+/]{48}",
    "totp-seed": r"[A-Z2-7]{32}",
    "kerberos-keytab": r"BQIAA[A-Za-z0-9+/]+={0,2}",
    "kubernetes-secret-data": _B64,
    # Monitoring: Icinga tickets 40 hex digits and the TicketSalt 32; PagerDuty integration
    # keys 32, REST keys 20 characters, user tokens "u+"; Opsgenie keys UUIDs; Grafana service
    # account tokens "glsa_"; Slurm JWTs; Teams webhook paths.
    "icinga-pki-ticket": HEX[40],
    "icinga2-ticket-salt": HEX[32],
    "pagerduty-integration-key": HEX[32],
    "pagerduty-api-key": r"[A-Za-z0-9_+-]{20}",
    "pagerduty-user-api-token": r"u\+[A-Za-z0-9_+-]{18}",
    "opsgenie-api-key": UUID4,
    "grafana-service-account-token": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
    "slurm-jwt": JWT,
    "teams-webhook": UUID4 + "@" + UUID4 + r"/IncomingWebhook/[0-9a-f]{32}/" + UUID4,
}

# Files in JSON whose names do not say so.
_JSON = ("home/gdoyle/.keycloak/kcadm.config",)


def test_seventy_third_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"))
    assert not shape_faults(corpus, CORPUS_HOLDOUT73, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_seventy_third_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
