"""Scanner accuracy on the seventy-second holdout corpus (tests/secrets/corpus_holdout72): home and
project folders of a seventy-second GPU/HPC centre, Pipit, with people and work unlike those of
the other corpora (bimanual cloth folding and warehouse picking in Isaac Sim, oral-history
transcription and Austrian dialect speech synthesis, the Habsburg chancery registers and the
Vienna 1848 broadsides, vineyard frost risk and Tyrolean rockfall, and the centre's network,
storage and HPC portal administrators), written blind from each tool's documentation and never
against the rules. A label counts as found when the scanner reports its file and line,
whatever kind it names."""

from __future__ import annotations

import pytest

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    CORPUS_HOLDOUT72,
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

# First measured blind: precision 0.958, recall 0.953 (190 secrets); floors from after the fixes.
PRECISION_FLOOR = 0.99
RECALL_FLOOR = 0.99
# The corpus as written: a change to it changes these on purpose.
SECRETS = 190
KINDS = 120


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The corpus rendered once for this file's tests, which only read it."""
    return render_corpus(tmp_path_factory.mktemp("corpus") / "holdout72", source=CORPUS_HOLDOUT72)


def test_precision_and_recall_on_the_seventy_second_holdout_corpus(corpus: Corpus) -> None:
    score = scan_and_score("seventy-second holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_B64_32_BYTES = r"[A-Za-z0-9+/]{43}="

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape: ClearML secret keys, Omniverse Nucleus
# API tokens, Europeana keys, Transkribus session ids, Speechmatics webhook tokens, UniFi API
# keys and iapp keys, Sentinel Hub and Keycloak client secrets, the NetBox secret key and token
# pepper, Synology session ids, BeeGFS and NTP keys, Sketchfab, LibreNMS and Azure Speech keys,
# SimpleSAMLphp salts, the Rails secret, Wikimedia bot passwords and Kubernetes data).
_SHAPES = {
    # Robot learning: Comet keys are 25 letters and digits; Neptune tokens base64 of a JSON
    # document opening with "api_address"; ClearML access keys 30 upper-case letters and digits;
    # NGC keys "nvapi-"; Hugging Face "hf_"; Foxglove "fox_sk_"; Docker Hub PATs "dckr_pat_".
    "comet-api-key": ALNUM[25],
    "neptune-api-token": r"eyJhcGlfYWRkcmVzcyI6[A-Za-z0-9+/]+={0,2}",
    "clearml-access-key": r"[A-Z0-9]{30}",
    "mlflow-basic-auth": r"ZmdydWJlcj[A-Za-z0-9+/]+={0,2}",
    "mlflow-flask-secret-key": HEX[64],
    "nvidia-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "registry-auth": r"[A-Za-z0-9+/]{20,}={0,2}",
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "foxglove-api-key": r"fox_sk_[A-Za-z0-9]{32}",
    "dockerhub-token": r"dckr_pat_[A-Za-z0-9_-]{27}",
    "github-token": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab-token": r"glpat-[A-Za-z0-9_-]{20}",
    "private-key": r"-----BEGIN OPENSSH PRIVATE KEY-----",
    # Speech: AssemblyAI keys are 32 hex digits, Deepgram's 40; ElevenLabs keys "sk_" and 48 hex
    # digits; Speechmatics keys 32 letters and digits; OpenAI project keys "sk-proj-"; W&B 40 hex.
    "assemblyai-api-key": HEX[32],
    "deepgram-api-key": HEX[40],
    "elevenlabs-api-key": r"sk_[0-9a-f]{48}",
    "speechmatics-api-key": ALNUM[32],
    "openai-key": r"sk-proj-[A-Za-z0-9_-]+T3BlbkFJ[A-Za-z0-9_-]+",
    "wandb-api-key": HEX[40],
    # Digital humanities: READ-COOP refresh tokens are JWTs; Zenodo tokens 60 letters and
    # digits; ORCID client secrets and access tokens UUIDs; Internet Archive S3 keys 16 letters
    # and digits.
    "transkribus-refresh-token": JWT,
    "zenodo-token": ALNUM[60],
    "orcid-client-secret": UUID4,
    "orcid-access-token": UUID4,
    "internet-archive-access-key": ALNUM[16],
    "internet-archive-secret-key": ALNUM[16],
    # Geospatial: Planet keys "PLAK" and 32 hex digits; Mapbox secret tokens "sk."; Google
    # service account keys PKCS#8 and user refresh tokens "1//0"; OpenTopography keys 32 hex.
    "planet-api-key": r"PLAK[0-9a-f]{32}",
    "mapbox-secret-token": r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
    "gcp-service-account-key": _PEM.format("PRIVATE KEY"),
    "google-refresh-token": r"1//0[A-Za-z0-9_-]+",
    "opentopography-api-key": HEX[32],
    # Networking: WireGuard private and preshared keys are base64 of 32 bytes; NetBox v1
    # tokens 40 hex digits, v2 "nbt_", a key, "." and a secret; Cisco type 7 two digits and hex;
    # Healthchecks ping URLs a check UUID; LibreNMS tokens 32 hex digits.
    "wireguard-private-key": _B64_32_BYTES,
    "wireguard-preshared-key": _B64_32_BYTES,
    "netbox-api-token": r"(?:[0-9a-f]{40}|nbt_[A-Za-z0-9]{12}\.[A-Za-z0-9]{40})",
    "cisco-type7-password": r"[0-9]{2}[0-9A-F]{4,}",
    "healthchecks-ping-url": UUID4,
    # Storage: TrueNAS API keys are the key's id, "-" and 64 letters and digits; ONTAP S3 keys
    # 20 upper-case characters and a 40-character secret; keytabs base64 of version 0x0502;
    # Zabbix API tokens 64 hex digits.
    "truenas-api-key": r"[0-9]+-[A-Za-z0-9]{64}",
    "ontap-s3-access-key": S3_KEY_ID,
    "ontap-s3-secret-key": ALNUM[40],
    "kerberos-keytab": r"BQ[IJKL][A-Za-z0-9+/]+={0,2}",
    "zabbix-api-token": HEX[64],
    # HPC portals: Slurm tokens are JWTs and the auth/jwt key base64 of 32 bytes; munge keys
    # base64 of 1024 bits; XDMoD tokens the user id, "." and 64 hex digits; Grafana service
    # account tokens "glsa_".
    "slurm-jwt": JWT,
    "slurm-jwt-key": _B64_32_BYTES,
    "munge-key": r"[A-Za-z0-9+/]{171}=",
    "xdmod-api-token": r"[0-9]+\.[0-9a-f]{64}",
    "grafana-service-account-token": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
}

# Files in JSON, TOML and YAML whose names do not say so.
_JSON = ("home/kpichler/.config/earthengine/credentials",)
_TOML = ("home/mhofer/.speechmatics/config",)
_YAML = ("projects/pipit-ops/network/oxidized/config",)


def test_seventy_second_holdout_values_have_their_documented_shapes(corpus: Corpus) -> None:
    unparsed = unparsable(
        corpus.root, _JSON, tagged_loader("!vault"), toml_by_path=_TOML, yaml_by_path=_YAML
    )
    assert not shape_faults(corpus, CORPUS_HOLDOUT72, (SECRETS, KINDS), _SHAPES, 80, unparsed)


@pytest.mark.slow
def test_seventy_second_holdout_reports_never_show_a_secret(govern: Govern, corpus: Corpus) -> None:
    assert not reports_showing_a_value(govern, corpus)
