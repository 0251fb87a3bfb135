"""Scanner accuracy on the HPC corpus (tests/secrets/corpus_hpc): home and project folders of an
HPC site, written from the credential formats' documentation rather than from the rules (the rules
have since been extended until every secret in it is found: it now guards against regressions,
and corpus_holdout measures what no rule was written against). A label counts as found when the
scanner reports its file and line, whatever kind it names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from govern.secrets.rules import load_rules
from govern.secrets.scan import ScanOptions, scan_paths
from tests.secrets.labelled import CORPUS_HPC, render_corpus, score_by_line

PRECISION_FLOOR = 0.98
RECALL_FLOOR = 0.95


def test_precision_and_recall_on_the_hpc_corpus(tmp_path: Path) -> None:
    corpus = render_corpus(tmp_path / "hpc", source=CORPUS_HPC)
    result = scan_paths([corpus.root], load_rules(), ScanOptions(jobs=1))
    score = score_by_line("HPC corpus", corpus, result.findings)
    labelled = {(path, line): kind for path, line, kind in corpus.labels}
    detail = score.detail
    print(detail)
    # Real secrets are never printed: reports carry fingerprints, not values.
    assert not any(value in detail for value in corpus.values)
    assert len(labelled) >= 100
    assert len(set(labelled.values())) >= 35
    assert score.precision >= PRECISION_FLOOR, detail
    assert score.recall >= RECALL_FLOOR, detail


# The shapes the services document for the values the HPC corpus generates.
_SHAPES = {
    # In Bot API URLs the token follows "bot": https://api.telegram.org/bot<token>/sendMessage
    "telegram-bot-token": r"(?<![0-9])[0-9]{8,10}:[A-Za-z0-9_-]{35}",
    "discord-webhook": r"[0-9]{17,20}/[A-Za-z0-9_-]{68}",
    "ngc-api-key": r"nvapi-[A-Za-z0-9_-]{64}",
    "vault-token": r"hvs\.[A-Za-z0-9]{24}",
    "jupyter-token": r"[0-9a-f]{48}",
    "wandb-api-key": r"[0-9a-f]{40}",
    "kaggle-api-key": r"[0-9a-f]{32}",
    "ncbi-api-key": r"[0-9a-f]{36}",
    "cds-api-key": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "sendgrid-key": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "rclone-password": r"[A-Za-z0-9_-]{38,54}",
}


def test_hpc_corpus_values_have_their_documented_shapes(tmp_path: Path) -> None:
    corpus = render_corpus(tmp_path / "hpc", source=CORPUS_HPC)
    assert not corpus.rules, "HPC labels name kinds of their own, not rules"
    lines = {
        label: (corpus.root / label[0]).read_text().split("\n")[label[1] - 1]
        for label in corpus.labels
    }
    checked = 0
    for (path, line, kind), text in sorted(lines.items()):
        shape = _SHAPES.get(kind)
        if shape is None:
            continue
        checked += 1
        assert re.search(rf"(?:(?<=bot)|(?<![A-Za-z0-9_.-])){shape}(?![A-Za-z0-9_-])", text), (
            f"{path}:{line}: no {kind} of the documented shape"
        )
    assert checked >= 25
    # No marker is left unrendered, and the templates hold no generated value.
    rendered = "\n".join(p.read_text() for p in corpus.root.rglob("*") if p.is_file())
    assert "{{" not in rendered.replace("{{ mast_token }}", "")
    templates = "\n".join(p.read_text() for p in CORPUS_HPC.rglob("*") if p.is_file())
    assert not any(value in templates for value in corpus.values)


def test_two_markers_on_one_line_are_refused(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    (source / ".bashrc").write_text("export A={{wandb}} B={{wandb}}\n")
    with pytest.raises(ValueError, match="one marker a line"):
        render_corpus(tmp_path / "out", source=source)
