"""Scanner accuracy on the twenty-sixth holdout corpus (tests/secrets/corpus_holdout26): home and
project folders of a twenty-sixth GPU/HPC centre, Dunlin, with people and work unlike those of
the other corpora (Sentinel-1 and SMAP soil moisture retrieval, antibody and nanobody design,
triaxial rock mechanics with acoustic emission, ionospheric scintillation from GNSS receivers,
a commitment-savings field experiment paid through M-Pesa, hydrogen storage in metal-organic
frameworks, crowd density at stadium concourses, relativistic quantum chemistry of actinyl ions,
and the centre's mail and collaboration, service desk, and lecture capture and video
conferencing administrators), written blind from each tool's documentation and never against
the rules. A label counts as found when the scanner reports its file and line, whatever kind it
names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT26,
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

# First measured blind: precision 0.983, recall 0.911 (190 secrets); floors from after the
# fixes.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.98
# The corpus as written: a change to it changes these on purpose.
SECRETS = 191
KINDS = 120


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout26", source=CORPUS_HOLDOUT26)


def test_precision_and_recall_on_the_twenty_sixth_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("twenty-sixth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: the CDSE and Panopto client secrets,
# IonQ keys, the Azure Quantum key, Daraja's security credential, the postsrsd secret).
_SHAPES = {
    # Soil moisture: Earthdata user tokens are JWTs, the openEO refresh token a Keycloak JWT;
    # CDS keys are "UID:key", Planet keys "PLAK" and 32 hex digits.
    "earthdata-user-token": JWT,
    "openeo-refresh-token": JWT,
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "object-store-access-key": r"[A-Z0-9]{20}",
    "object-store-secret-key": B64_40,
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    "cds-api-key": r"[0-9]{5,7}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "planet-api-key": r"PLAK[0-9a-f]{32}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    # Antibody design: Neptune tokens are base64 of a JSON document; Benchling keys "sk_".
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "neptune-api-token": r"eyJhcGlfYWRkcmVzcyI6[A-Za-z0-9+/]+={0,2}",
    "nvidia-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "wandb-api-key": HEX[40],
    "benchling-api-key": r"sk_[A-Za-z0-9]{30}",
    "github-token": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    # Rock mechanics: InfluxDB tokens are URL-safe base64 of 64 bytes; Grafana service account
    # tokens "glsa_"; MinIO access keys 20 upper-case letters.
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "grafana-service-account-token": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
    "minio-access-key": r"[A-Z]{20}",
    "ssh-private-key": _PEM.format("OPENSSH PRIVATE KEY"),
    # GNSS: the PointPerfect dynamic keys are 32 hex digits, Slack bot tokens "xoxb-".
    "pointperfect-device-key": r"-----BEGIN (?:RSA )?PRIVATE KEY-----",
    "pointperfect-dynamic-key": HEX[32],
    "slack-token": r"xoxb-[0-9]{12}-[0-9]{13}-[A-Za-z0-9]{24}",
    # Field experiment: KoboToolbox and TextIt tokens are Django REST tokens (40 hex digits);
    # Daraja consumer keys 48 and secrets 64 letters and digits; Twilio auth tokens 32 hex.
    "kobotoolbox-token": HEX[40],
    "worldbank-microdata-key": HEX[32],
    "daraja-consumer-key": r"[A-Za-z0-9]{48}",
    "daraja-consumer-secret": ALNUM[64],
    "twilio-auth-token": HEX[32],
    "rapidpro-api-token": HEX[40],
    # MOFs: Materials Project keys are 32 letters and digits, Zenodo tokens 60; CSD activation
    # keys six groups of six.
    "materials-project-api-key": ALNUM[32],
    "ccdc-activation-key": r"[A-Z0-9]{6}(?:-[A-Z0-9]{6}){5}",
    "mattermost-webhook": r"[a-z0-9]{26}",
    "zenodo-token": ALNUM[60],
    "pypi-token": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]+",
    # Crowds: Mapillary tokens "MLY|app id|32 hex digits"; Ultralytics HUB keys 42 characters.
    "ultralytics-api-key": r"[A-Za-z0-9]{42}",
    "mapillary-access-token": r"MLY\|[0-9]+\|[0-9a-f]{32}",
    "wireguard-private-key": r"[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=",
    "comet-api-key": ALNUM[25],
    "npm-token": r"npm_[A-Za-z0-9]{36}",
    # Actinides: IBM Cloud API keys are 44 URL-safe characters, legacy IBM Quantum tokens 128
    # hex digits; Molpro tokens name the licensee, date and password.
    "ibm-cloud-api-key": r"[A-Za-z0-9_-]{44}",
    "ibm-quantum-token": r"[0-9a-f]{128}",
    "molpro-licence-token": r"id=[a-z]+,date=:[0-9/]+,version=:[0-9]+,password=:[A-Za-z0-9&]{32}",
    # Mail and collaboration: SendGrid keys "SG.", Mattermost tokens and salts lower-case
    # letters and digits, Nextcloud's secret 48 base64 characters, coturn and the Talk
    # signalling server's secrets `openssl rand -hex`.
    "sendgrid-key": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "dkim-private-key": _PEM.format("RSA PRIVATE KEY"),
    "mattermost-access-token": r"[a-z0-9]{26}",
    "mattermost-at-rest-encrypt-key": r"[a-z0-9]{32}",
    "mattermost-public-link-salt": r"[a-z0-9]{32}",
    "gitlab-oauth-secret": r"gloas-[0-9a-f]{64}",
    "nextcloud-instance-secret": r"[A-Za-z0-9+/]{48}",
    "nextcloud-passwordsalt": r"[A-Za-z0-9]{30}",
    "nextcloud-app-password": r"[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){4}",
    "coturn-static-auth-secret": HEX[64],
    "signaling-hashkey": HEX[64],
    "signaling-blockkey": HEX[32],
    "signaling-internal-secret": HEX[64],
    "signaling-backend-secret": HEX[64],
    # Service desk: Atlassian API tokens "ATATT", Jira Data Center tokens 44 base64
    # characters, RT tokens "user-id-hex", Opsgenie keys UUIDs, Vault tokens "hvs.".
    "atlassian-api-token": r"ATATT3xFfGF0[A-Za-z0-9_-]+=[0-9A-F]{8}",
    "jira-personal-access-token": r"[A-Za-z0-9+/]{44}",
    "jira-automation-webhook-secret": HEX[40],
    "rt-auth-token": r"[0-9]+-[0-9]+-[0-9a-f]{32}",
    "zammad-access-token": r"[A-Za-z0-9_-]{64}",
    "opsgenie-api-key": UUID4,
    "freshservice-api-key": ALNUM[20],
    "vault-token": r"hvs\.[A-Za-z0-9]{24}",
    # Lecture capture: BBB secrets are 40 hex digits, Rails' secret_key_base 128, Kaltura
    # admin secrets 32; YouTube stream keys five groups of four.
    "bigbluebutton-shared-secret": HEX[40],
    "rails-secret-key-base": r"[0-9a-f]{128}",
    "keycloak-client-secret": ALNUM[32],
    "kaltura-admin-secret": HEX[32],
    "zoom-client-secret": ALNUM[32],
    "youtube-stream-key": r"[a-z0-9]{4}(?:-[a-z0-9]{4}){4}",
    "tls-private-key": _PEM.format("EC PRIVATE KEY"),
    # A Healthchecks.io ping URL ends in its check's UUID (relabelled to LABELS.md).
    "healthchecks-ping-url": UUID4,
}

# Files in JSON or YAML whose names do not say so.
_JSON = ("projects/savings-rct/R/renv.lock",)
_YAML = ("home/nhaddou/.cdsapirc",)


def test_twenty_sixth_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault"), yaml_by_path=_YAML)
    assert not shape_faults(corpus, CORPUS_HOLDOUT26, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_twenty_sixth_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
