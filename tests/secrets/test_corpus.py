"""Scanner accuracy on the labelled corpus: precision and recall, by file, line and kind."""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from pathlib import Path

from govern.secrets.matching import find_matches
from govern.secrets.rules import load_rules
from govern.secrets.scan import ScanOptions, scan_paths
from tests.secrets.labelled import (
    CORPUS,
    CORPUS_HOLDOUT,
    CORPUS_HPC,
    Corpus,
    Label,
    render_corpus,
)

# Every false positive is a regression: reports are read by people who stop reading noise.
PRECISION_FLOOR = 1.0
RECALL_FLOOR = 0.95
# Within one rule or one kind nothing may go unreported: the global floor alone would let a
# whole rule with a few labels detect nothing.
RULE_RECALL_FLOOR = 1.0
KIND_RECALL_FLOOR = 1.0


def _misses(labelled: dict[str, set[Label]], found: set[Label], floor: float) -> list[str]:
    """Each group (rule or kind) whose recall is below FLOOR, with the labels it missed."""
    return [
        f"{group}: {len(labels & found)} of {len(labels)} found, missed {sorted(labels - found)}"
        for group, labels in sorted(labelled.items())
        if len(labels & found) < floor * len(labels)
    ]


def _scan(corpus: Corpus) -> tuple[set[Label], set[tuple[Label, str]]]:
    """What the scanner reports on CORPUS: (file, line, kind), and each with its rule."""
    result = scan_paths([corpus.root], load_rules(), ScanOptions(jobs=1))
    by_rule = {
        ((str(Path(f.path).relative_to(corpus.root)), f.line, f.kind), f.rule)
        for f in result.findings
    }
    return {label for label, _ in by_rule}, by_rule


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


def test_every_rule_detects_every_secret_labelled_for_it(tmp_path: Path) -> None:
    corpus = render_corpus(tmp_path / "corpus")
    _, found_by_rule = _scan(corpus)
    labelled: dict[str, set[Label]] = defaultdict(set)
    for label, rule in corpus.rules.items():
        labelled[rule].add(label)
    # A label counts for its rule only when that rule is the one reporting it.
    found = {label for label, rule in found_by_rule if corpus.rules.get(label) == rule}
    misses = _misses(labelled, found, RULE_RECALL_FLOOR)
    assert not misses, "rules below the floor: " + "; ".join(misses)


def test_every_kind_detects_every_secret_labelled_with_it(tmp_path: Path) -> None:
    corpus = render_corpus(tmp_path / "corpus")
    found, _ = _scan(corpus)
    labelled: dict[str, set[Label]] = defaultdict(set)
    for label in corpus.labels:
        labelled[label[2]].add(label)
    misses = _misses(labelled, found, KIND_RECALL_FLOOR)
    assert not misses, "kinds below the floor: " + "; ".join(misses)


def test_every_rule_and_kind_is_labelled_and_every_lookalike_file_is_clean(
    tmp_path: Path,
) -> None:
    corpus = render_corpus(tmp_path / "corpus")
    result = scan_paths([corpus.root], load_rules(), ScanOptions(jobs=1))
    kinds = {kind for _, _, kind in corpus.labels}
    assert kinds == {rule.kind for rule in load_rules().rules}
    assert set(corpus.rules.values()) == {rule.id for rule in load_rules().rules}
    # Files that only hold look-alikes: examples, placeholders, references, hashes, UUIDs.
    clean = {
        "home/alice/.aws/config",
        "home/alice/.ssh/id_ed25519.pub",
        "home/alice/.ssh/known_hosts",
        "home/bob/cfd/fluent.sbatch",
        "home/dave/.condarc",
        "home/dave/.config/rclone/rclone.conf",
        "home/dave/.config/wireguard/publickey",
        "home/dave/.kaggle/kaggle.json",
        "home/dave/.my.cnf",
        "home/dave/.pgpass",
        "home/dave/.Renviron",
        "home/dave/.s3cfg",
        "home/dave/.wgetrc",
        "home/dave/backup/README.md",
        "home/carol/.ssh/authorized_keys",
        "home/erin/.gnupg/private-keys-v1.d/1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E.key",
        "projects/climate/SHA256SUMS",
        "projects/climate/docs/cluster-howto.md",
        "projects/climate/git-log.txt",
        "projects/climate/infra/main.tf",
        "projects/climate/jobs/postprocess.sbatch",
        "projects/climate/poetry.lock",
        "projects/ops/ldap/README.md",
        "projects/ops/network/rancid/router.db",
        "projects/ops/storage/beegfs/beegfs-client.conf",
        "projects/ops/storage/beegfs/templates/conn.auth",
        "projects/vision/app.env",
        "projects/vision/checksums.sha256",
        "projects/vision/docs/README.md",
        "projects/vision/deploy/tls/public.key",
        "projects/vision/deploy/tls/pubkey.token",
        "projects/vision/docs/oauth-client.example.json",
        "projects/vision/package-lock.json",
        "projects/vision/train_llm.py",
    }
    reported = {str(Path(f.path).relative_to(corpus.root)) for f in result.findings}
    assert not clean & reported


def test_a_rule_finds_on_its_keywords_lines_what_it_finds_in_the_whole_file(
    tmp_path: Path,
) -> None:
    # Keyword rules are searched on the lines around their keywords only: every match their
    # patterns make in the corpora must hold a keyword there (or the rule says whole_file).
    rules = load_rules()
    whole = dataclasses.replace(
        rules, rules=tuple(dataclasses.replace(r, whole_file=True) for r in rules.rules)
    )
    for source in (CORPUS, CORPUS_HPC, CORPUS_HOLDOUT):
        corpus = render_corpus(tmp_path / source.name, source=source)
        for path in sorted(p for p in corpus.root.rglob("*") if p.is_file()):
            text = path.read_bytes().decode("latin-1")
            parts = tuple(str(path).split("/"))
            on_lines = [(m.rule.id, m.start, m.end) for m in find_matches(text, parts, rules)]
            in_file = [(m.rule.id, m.start, m.end) for m in find_matches(text, parts, whole)]
            assert on_lines == in_file, path
