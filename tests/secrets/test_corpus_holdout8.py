"""Scanner accuracy on the eighth holdout corpus (tests/secrets/corpus_holdout8): home and project
folders of an eighth GPU/HPC centre, Gannet, with people and work unlike those of the other
corpora (radar nowcasting, empirical asset pricing, online attention experiments, endurance
sports science with wearables, sepsis research on an OMOP database, power-grid decarbonisation
models, rail delay prediction, and the centre's storage, identity and network, and automation
administrators), written blind from each tool's documentation and never against the rules. A
label counts as found when the scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from tests.conftest import Govern
from tests.secrets.labelled import (
    ALNUM,
    B64_40,
    CORPUS_HOLDOUT8,
    HEX,
    JWT,
    S3_KEY_ID,
    UUID4,
    Corpus,
    invalid_formats,
    label_counts,
    labels_without_shape,
    render_corpus,
    rendering_leftovers,
    reports_showing_a_value,
    scan_and_score,
)

# Set from the first, blind measurement of the complete corpus.
PRECISION_FLOOR = 0.0
RECALL_FLOOR = 0.0
# The corpus as written: a change to it changes these on purpose.
SECRETS = 96
KINDS = 77


def _render(tmp_path: Path) -> Corpus:
    return render_corpus(tmp_path / "holdout8", source=CORPUS_HOLDOUT8)


def test_precision_and_recall_on_the_eighth_holdout_corpus(tmp_path: Path) -> None:
    corpus = _render(tmp_path)
    score = scan_and_score("eighth holdout corpus", corpus)
    assert label_counts(corpus) == (SECRETS, KINDS)
    assert score.precision >= PRECISION_FLOOR, score.detail
    assert score.recall >= RECALL_FLOOR, score.detail


_PEM = "-----BEGIN {}-----"
_PKCS8 = _PEM.format("PRIVATE KEY")

# The shapes the services document for the values the corpus generates (passwords have none,
# nor have the secrets whose services document no shape).
_SHAPES = {
    "ecmwf-api-key": HEX[32],
    "tomorrow-io-api-key": ALNUM[32],
    "noaa-cdo-token": r"[A-Za-z]{32}",
    "huggingface-token": r"hf_[A-Za-z]{34}",
    "wandb-api-key": HEX[40],
    "ssh-private-key": _PEM.format("(?:OPENSSH|RSA) PRIVATE KEY"),
    "ngc-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "synoptic-api-token": HEX[32],
    "met-office-datahub-key": JWT,
    "windy-api-key": ALNUM[32],
    "weather-underground-api-key": HEX[32],
}


# Files whose names do not say their format.
_JSON_BY_PATH = ("home/aokafor/.ecmwfapirc",)
_YAML_BY_NAME: tuple[str, ...] = ()
_YAML_SUFFIXES = (".yaml", ".yml")


def _unparsable(root: Path) -> list[str]:
    """The rendered YAML and XML files under ROOT, and the JSON and YAML ones named without
    their suffix, that their parsers refuse; other JSON and notebooks are invalid_formats's."""
    wrong = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        relative = str(path.relative_to(root))
        try:
            if relative in _JSON_BY_PATH:
                json.loads(path.read_text())
            elif path.suffix in _YAML_SUFFIXES or path.name in _YAML_BY_NAME:
                list(yaml.safe_load_all(path.read_text()))
            elif path.suffix == ".xml":
                ET.fromstring(path.read_text())
        except (ValueError, yaml.YAMLError, ET.ParseError) as error:
            wrong.append(f"{relative}: {error}")
    return wrong


def test_eighth_holdout_values_have_their_documented_shapes(tmp_path: Path) -> None:
    corpus = _render(tmp_path)
    assert not corpus.rules, "holdout labels name kinds of their own, not rules"
    assert label_counts(corpus) == (SECRETS, KINDS)
    checked, unshaped = labels_without_shape(corpus, _SHAPES)
    assert not unshaped, unshaped
    assert checked >= 1
    assert not invalid_formats(corpus.root)
    assert not _unparsable(corpus.root)
    # No marker is left unrendered, and the templates hold no generated value.
    assert not rendering_leftovers(corpus, CORPUS_HOLDOUT8)


@pytest.mark.slow
def test_eighth_holdout_reports_never_show_a_secret(govern: Govern, tmp_path: Path) -> None:
    assert not reports_showing_a_value(govern, _render(tmp_path))
