"""Scanner accuracy on the labelled corpus: precision and recall, by file, line and kind."""

from __future__ import annotations

from pathlib import Path

from govern.secrets.rules import load_rules
from govern.secrets.scan import ScanOptions, scan_paths
from tests.secrets.labelled import render_corpus

# Every false positive is a regression: reports are read by people who stop reading noise.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.95


def test_precision_and_recall_on_the_labelled_corpus(tmp_path: Path) -> None:
    corpus = render_corpus(tmp_path / "corpus")
    result = scan_paths([corpus.root], load_rules(), ScanOptions(jobs=1))

    found = {(str(Path(f.path).relative_to(corpus.root)), f.line, f.kind) for f in result.findings}
    true_positives = found & corpus.labels
    precision = len(true_positives) / len(found) if found else 0.0
    recall = len(true_positives) / len(corpus.labels)
    detail = (
        f"precision {precision:.3f}, recall {recall:.3f} over {len(corpus.labels)} secrets; "
        f"false positives {sorted(found - corpus.labels)}; missed {sorted(corpus.labels - found)}"
    )
    print(detail)
    assert len(corpus.labels) >= 50
    assert len({kind for _, _, kind in corpus.labels}) >= 10
    assert precision >= PRECISION_FLOOR, detail
    assert recall >= RECALL_FLOOR, detail


def test_every_kind_is_labelled_and_every_lookalike_file_is_clean(tmp_path: Path) -> None:
    corpus = render_corpus(tmp_path / "corpus")
    result = scan_paths([corpus.root], load_rules(), ScanOptions(jobs=1))
    kinds = {kind for _, _, kind in corpus.labels}
    assert kinds == {rule.kind for rule in load_rules().rules}
    # Files that only hold look-alikes: examples, placeholders, references, hashes, UUIDs.
    clean = {
        "home/alice/.aws/config",
        "home/alice/.ssh/id_ed25519.pub",
        "home/alice/.ssh/known_hosts",
        "projects/vision/app.env",
        "projects/vision/checksums.sha256",
        "projects/vision/docs/README.md",
        "projects/vision/package-lock.json",
    }
    reported = {str(Path(f.path).relative_to(corpus.root)) for f in result.findings}
    assert not clean & reported
