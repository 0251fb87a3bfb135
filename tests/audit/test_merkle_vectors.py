"""RFC 9162 hashing and proofs against the transparency-dev/merkle vectors and the log itself."""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

import pytest

from govern.audit import AuditLog, Entry
from govern.audit.merkle import (
    EMPTY_ROOT,
    ProofError,
    consistency_proof,
    inclusion_proof,
    leaf_hash,
    node_hash,
    tree_root,
    verify_consistency,
    verify_inclusion,
)
from tests.audit.vectors import read_json, vectors_dir

MERKLE = vectors_dir() / "transparency-dev-merkle"


def _probes(kind: str) -> list[Path]:
    return sorted((MERKLE / "testdata" / kind).rglob("*.json"))


def _b64(value: str | None) -> bytes:
    return base64.b64decode(value or "")


def _outcome(check: Any) -> bool:
    """True if the check raised ProofError (the vectors' wantErr)."""
    try:
        check()
    except ProofError:
        return True
    return False


def test_probe_files_are_all_there(vectors: Path) -> None:
    assert len(_probes("inclusion")) == 98
    assert len(_probes("consistency")) == 98


@pytest.mark.parametrize("probe", _probes("inclusion"), ids=lambda p: str(p.relative_to(MERKLE)))
def test_inclusion_probe(probe: Path) -> None:
    case = read_json(probe)
    proof = [_b64(p) for p in case["proof"] or []]
    failed = _outcome(
        lambda: verify_inclusion(
            case["leafIdx"], case["treeSize"], _b64(case["leafHash"]), proof, _b64(case["root"])
        )
    )
    assert failed == case["wantErr"], case["desc"]


@pytest.mark.parametrize("probe", _probes("consistency"), ids=lambda p: str(p.relative_to(MERKLE)))
def test_consistency_probe(probe: Path) -> None:
    case = read_json(probe)
    proof = [_b64(p) for p in case["proof"] or []]
    failed = _outcome(
        lambda: verify_consistency(
            case["size1"], case["size2"], proof, _b64(case["root1"]), _b64(case["root2"])
        )
    )
    assert failed == case["wantErr"], case["desc"]


def _reference() -> tuple[list[bytes], list[bytes]]:
    tree = read_json(MERKLE / "transcribed" / "reference-tree-8-leaves.json")
    leaves = [bytes.fromhex(h) for h in tree["leaf_inputs_hex"]]
    roots = [bytes.fromhex(h) for h in tree["root_hashes_by_tree_size"]["roots"]]
    return leaves, roots


def _in_memory_subtree(leaves: list[bytes]) -> Any:
    def subtree(level: int, index: int) -> bytes:
        hashes = [leaf_hash(d) for d in leaves[index << level : (index + 1) << level]]
        while len(hashes) > 1:
            hashes = [node_hash(hashes[i], hashes[i + 1]) for i in range(0, len(hashes), 2)]
        return hashes[0]

    return subtree


def test_reference_tree_roots_for_every_size(vectors: Path) -> None:
    leaves, roots = _reference()
    assert len(roots) == 9
    assert roots[0] == EMPTY_ROOT
    for size in range(9):
        assert tree_root(size, _in_memory_subtree(leaves[:size])) == roots[size], size


def test_hasher_vectors(vectors: Path) -> None:
    hasher = read_json(MERKLE / "transcribed" / "rfc6962-hasher.json")
    text = str(hasher)
    assert leaf_hash(b"").hex() in text
    assert leaf_hash(b"L123456").hex() in text
    assert node_hash(b"N123", b"N456").hex() in text


def test_generated_proofs_match_the_upstream_proof_tables(vectors: Path) -> None:
    leaves, roots = _reference()
    subtree = _in_memory_subtree(leaves)
    happy = [p for p in _probes("inclusion") if p.name == "happy-path.json"]
    for probe in happy:
        case = read_json(probe)
        index, size = case["leafIdx"], case["treeSize"]
        if size <= 8:
            proof = inclusion_proof(index, size, _in_memory_subtree(leaves[:size]))
            assert proof == [_b64(p) for p in case["proof"] or []], probe
    for probe in (p for p in _probes("consistency") if p.name == "happy-path.json"):
        case = read_json(probe)
        old, new = case["size1"], case["size2"]
        assert consistency_proof(old, new, subtree) == [_b64(p) for p in case["proof"] or []]
        assert roots[new] == _b64(case["root2"])


def test_log_proofs_verify_for_every_index_and_size(log: AuditLog) -> None:
    """Proofs read from the stored tree verify, for all sizes up to 40."""
    roots = []
    for n in range(40):
        log.append_entry(Entry("test", "tester", f"item:{n}", {"n": n}))
        roots.append(log.root(n + 1))
    records = log.entry_bytes(0, 40)
    assert log.root(40) == tree_root(40, _in_memory_subtree(records))
    for size in range(1, 41):
        for index in range(size):
            proof = log.inclusion_proof(index, size)
            verify_inclusion(index, size, leaf_hash(records[index]), proof, roots[size - 1])
        for old in range(1, size + 1):
            proof = log.consistency_proof(old, size)
            verify_consistency(old, size, proof, roots[old - 1], roots[size - 1])


def test_a_proof_for_the_wrong_leaf_or_root_fails(log: AuditLog) -> None:
    for n in range(7):
        log.append_entry(Entry("test", "tester", f"item:{n}", {"n": n}))
    proof = log.inclusion_proof(3, 7)
    (record,) = log.entry_bytes(3, 4)
    with pytest.raises(ProofError):
        verify_inclusion(3, 7, leaf_hash(record + b" "), proof, log.root(7))
    with pytest.raises(ProofError):
        verify_inclusion(3, 7, leaf_hash(record), proof, log.root(6))
    with pytest.raises(ProofError):
        verify_consistency(3, 7, log.consistency_proof(3, 7), log.root(4), log.root(7))
    with pytest.raises(ProofError, match="not in a tree"):
        log.inclusion_proof(7, 7)
