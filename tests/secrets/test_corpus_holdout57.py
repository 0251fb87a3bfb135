"""Scanner accuracy on the fifty-seventh holdout corpus (tests/secrets/corpus_holdout57): home and
project folders of a fifty-seventh GPU/HPC centre, Redstart, with people and work unlike those of
the other corpora (forest ecology from airborne lidar, EEG and MEG studies of attention,
cold-chain supply optimisation, computational journalism on news frames, Weddell Sea
oceanography with Argo floats, infant gut microbiome sequencing, aurora effects rendered on a
farm, the pretraining of a Nordic language model, and the centre's backup and archive,
database, and web and CMS administrators), written blind from each tool's documentation and
never against the rules. A label counts as found when the scanner reports its file and line,
whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT57,
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

# Govern's figures after the fixes made with the corpus in view (its README's "Worked on
# since"), rounded down; blind, it scored precision 0.973 and recall 0.957.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 188
KINDS = 123


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout57", source=CORPUS_HOLDOUT57)


def test_precision_and_recall_on_the_fifty_seventh_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("fifty-seventh holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: Lantmäteriet consumer secrets,
# Factiva user keys, LexisNexis client secrets, NYT keys, CoreWeave tokens and object keys,
# Kitsu's secret key, ShotGrid script keys, SideFX client secrets, WordPress salts, the ACME
# account keys (a JWK in Certbot, DER in Traefik), Bareos passwords and Kubernetes data).
_SHAPES = {
    # Forest lidar: OpenTopography keys are 32 hex digits; Earthdata user tokens JWTs; Mapbox
    # secret tokens "sk."; Google service account keys PKCS#8.
    "opentopography-api-key": HEX[32],
    "earthdata-user-token": JWT,
    "github-token": r"(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})",
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "mapbox-secret-token": r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
    "sunet-s3-access-key": S3_KEY_ID,
    "sunet-s3-secret-key": B64_40,
    # MEG: OpenNeuro keys are JWTs; GIN tokens 40 hex digits; REDCap tokens 32 upper-case hex;
    # OSF tokens 70 letters and digits, Zenodo's 60; Pavlovia's GitLab tokens "glpat-".
    "openneuro-api-key": JWT,
    "gin-access-token": HEX[40],
    "jupyter-url-token": HEX[48],
    "osf-personal-access-token": r"[A-Za-z0-9]{70}",
    "slack-webhook": r"T[A-Z0-9]{10}/B[A-Z0-9]{11}/[A-Za-z0-9]{24}",
    "redcap-api-token": r"[0-9A-F]{32}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "zenodo-token": ALNUM[60],
    # Cold chain: Gurobi WLS and Cluster Manager access ids and secrets are UUIDs; IBM
    # Cloud API keys 44 URL-safe characters; HERE keys 43; openrouteservice keys a fixed prefix
    # and 32 hex digits.
    "gurobi-wls-access-id": UUID4,
    "gurobi-wls-secret": UUID4,
    "gurobi-cluster-api-access-id": UUID4,
    "gurobi-cluster-api-secret": UUID4,
    "ibm-cloud-api-key": r"[A-Za-z0-9_-]{44}",
    "here-api-key": r"[A-Za-z0-9_-]{43}",
    "google-api-key": r"AIza[A-Za-z0-9_-]{35}",
    "openrouteservice-api-key": r"5b3ce3597851110001cf6248[0-9a-f]{32}",
    # Journalism: Media Cloud keys are 40 hex digits, News API keys 32; Guardian keys UUIDs;
    # OpenAI project keys "sk-proj-", Anthropic "sk-ant-api03-"; Label Studio tokens 40 hex.
    "mediacloud-api-key": HEX[40],
    "guardian-api-key": UUID4,
    "openai-key": r"sk-proj-[A-Za-z0-9_-]+T3BlbkFJ[A-Za-z0-9_-]+",
    "anthropic-key": r"sk-ant-api03-[A-Za-z0-9_-]+",
    "newsapi-key": HEX[32],
    "label-studio-token": HEX[40],
    # Polar ocean: CDS keys are UUIDs, ECMWF Web API keys 32 hex digits; Mattermost hooks 26
    # lower-case letters and digits.
    "cds-api-key": UUID4,
    "ecmwf-api-key": HEX[32],
    "mattermost-webhook": r"[a-z0-9]{26}",
    "private-key": r"-----BEGIN (?:OPENSSH|RSA) PRIVATE KEY-----",
    # Microbiome: BaseSpace and Galaxy keys are 32 hex digits, NCBI keys 36; Seqera tokens
    # base64 of {"tid": …}; SciLifeLab DDS tokens JWTs.
    "basespace-access-token": HEX[32],
    "galaxy-api-key": HEX[32],
    "ncbi-api-key": HEX[36],
    "seqera-token": r"eyJ0aWQiOi[A-Za-z0-9+/]+={0,2}",
    "dds-cli-token": JWT,
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    # Rendering: ftrack keys are UUIDs; Frame.io developer tokens "fio-u-"; AWS keys.
    "ftrack-api-key": UUID4,
    "frameio-developer-token": r"fio-u-[A-Za-z0-9_-]{64}",
    "aws-access-key-id": r"AKIA[A-Z2-7]{16}",
    "aws-secret-access-key": B64_40,
    # Pretraining: Hugging Face tokens "hf_"; W&B keys 40 hex digits; Lambda Cloud keys
    # "secret_" and the key's name; Together keys "tgp_v1_".
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "wandb-api-key": HEX[40],
    "lambda-cloud-api-key": r"secret_[a-z0-9-]+_[0-9a-f]{32}\.[A-Za-z0-9]{32}",
    "together-api-key": r"tgp_v1_[A-Za-z0-9_-]+",
    # Backup: Wasabi keys are S3-style (20 upper-case letters and digits, 40-character
    # secrets); Backblaze key ids 25 hex digits and application keys "K00"; Borg key files
    # "BORG_KEY" and hex; Commvault session tokens long hex after "QSDK".
    "wasabi-access-key": S3_KEY_ID,
    "wasabi-secret-key": r"[A-Za-z0-9]{40}",
    "backblaze-key-id": r"[0-9a-f]{25}",
    "backblaze-key": r"K00[A-Za-z0-9]{28}",
    "borg-key-file": r"BORG_KEY [0-9a-f]{64}",
    "bareos-md5-password": HEX[32],
    "commvault-auth-token": r"[0-9a-f]{288}",
    # Databases: InfluxDB tokens are 86 URL-safe characters and "=="; PagerDuty integration
    # keys 32 hex digits.
    "influxdb-token": r"[A-Za-z0-9_-]{86}==",
    "pagerduty-integration-key": HEX[32],
    # Web: Cloudflare API tokens are 40 URL-safe characters; WordPress application passwords
    # six groups of four; Matomo salts 32 hex digits; a certificate key in acme.json is base64
    # of its PEM.
    "cloudflare-api-token": r"[A-Za-z0-9_-]{40}",
    "wordpress-application-password": r"(?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}",
    "matomo-salt": HEX[32],
    "tls-private-key": r"LS0tLS1CRUdJTi[A-Za-z0-9+/]+={0,2}",
    # Ids issued with their secrets, labelled beside them (tests/secrets/LABELS.md, rule 2).
    "lantmateriet-consumer-key": r"[A-Za-z0-9]{28}",
}

# Files in JSON whose names do not say so.
_JSON = (
    "home/mfigueira/.openneuro",
    "home/skearney/.ecmwfapirc",
    "private_key.json",
)


def test_fifty_seventh_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(corpus.root, _JSON, tagged_loader("!vault", "!ref"))
    assert not shape_faults(corpus, CORPUS_HOLDOUT57, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_fifty_seventh_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
