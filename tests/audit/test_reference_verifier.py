"""The independent RFC 9162 verifier in rfc9162.py agrees with every transparency-dev/merkle
vector, so tests can trust it to check govern's proofs."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from tests.audit import rfc9162
from tests.audit.vectors import read_json, vectors_dir

MERKLE = vectors_dir() / "transparency-dev-merkle"


def _probes(kind: str) -> list[Path]:
    return sorted((MERKLE / "testdata" / kind).rglob("*.json"))


def _b64(value: str | None) -> bytes:
    return base64.b64decode(value or "")


def _reference_tree() -> tuple[list[bytes], list[bytes]]:
    tree = read_json(MERKLE / "transcribed" / "reference-tree-8-leaves.json")
    leaves = [bytes.fromhex(h) for h in tree["leaf_inputs_hex"]]
    roots = [bytes.fromhex(h) for h in tree["root_hashes_by_tree_size"]["roots"]]
    return leaves, roots


def test_every_probe_file_is_read(vectors: Path) -> None:
    assert len(_probes("inclusion")) == 98
    assert len(_probes("consistency")) == 98


@pytest.mark.parametrize("probe", _probes("inclusion"), ids=lambda p: str(p.relative_to(MERKLE)))
def test_inclusion_probes_get_the_expected_verdict(probe: Path) -> None:
    case = read_json(probe)
    verdict = rfc9162.inclusion_ok(
        case["leafIdx"],
        case["treeSize"],
        _b64(case["leafHash"]),
        [_b64(p) for p in case["proof"] or []],
        _b64(case["root"]),
    )
    assert verdict is not case["wantErr"], case["desc"]


@pytest.mark.parametrize("probe", _probes("consistency"), ids=lambda p: str(p.relative_to(MERKLE)))
def test_consistency_probes_get_the_expected_verdict(probe: Path) -> None:
    case = read_json(probe)
    verdict = rfc9162.consistency_ok(
        case["size1"],
        case["size2"],
        [_b64(p) for p in case["proof"] or []],
        _b64(case["root1"]),
        _b64(case["root2"]),
    )
    assert verdict is not case["wantErr"], case["desc"]


def test_leaf_and_root_hashes_match_the_rfc6962_hasher_vectors(vectors: Path) -> None:
    want = {
        v.get("input_ascii"): bytes.fromhex(v["want_hex"])
        for v in read_json(MERKLE / "transcribed" / "rfc6962-hasher.json")["vectors"]
        if v["op"] in ("hash_leaf", "empty_root")
    }
    assert rfc9162.root([]) == want[None]
    assert rfc9162.leaf(b"") == want[""]
    assert rfc9162.leaf(b"L123456") == want["L123456"]


def test_the_recursive_tree_gives_the_reference_root_for_every_size(vectors: Path) -> None:
    leaves, roots = _reference_tree()
    assert [rfc9162.root(leaves[:size]) for size in range(9)] == roots


def test_the_recursive_proofs_are_the_upstream_happy_path_proofs(vectors: Path) -> None:
    leaves, _ = _reference_tree()
    inclusions = sorted((MERKLE / "testdata" / "inclusion").glob("[0-9]/happy-path.json"))
    consistencies = sorted((MERKLE / "testdata" / "consistency").glob("[0-9]/happy-path.json"))
    assert (len(inclusions), len(consistencies)) == (5, 5)
    for probe in inclusions:
        case = read_json(probe)
        path = rfc9162.inclusion_path(case["leafIdx"], leaves[: case["treeSize"]])
        assert path == [_b64(p) for p in case["proof"] or []], probe
    for probe in consistencies:
        case = read_json(probe)
        path = rfc9162.consistency_path(case["size1"], leaves[: case["size2"]])
        assert path == [_b64(p) for p in case["proof"] or []], probe


def test_every_proof_in_the_reference_tree_verifies_and_any_flipped_bit_fails(
    vectors: Path,
) -> None:
    leaves, roots = _reference_tree()
    for size in range(1, 9):
        for index in range(size):
            path = rfc9162.inclusion_path(index, leaves[:size])
            assert rfc9162.inclusion_ok(index, size, rfc9162.leaf(leaves[index]), path, roots[size])
            wrong = rfc9162.leaf(leaves[index] + b"!")
            assert not rfc9162.inclusion_ok(index, size, wrong, path, roots[size])
            for position in range(len(path)):
                bad = [*path[:position], _flip(path[position]), *path[position + 1 :]]
                assert not rfc9162.inclusion_ok(
                    index, size, rfc9162.leaf(leaves[index]), bad, roots[size]
                )
        for old in range(1, size + 1):
            path = rfc9162.consistency_path(old, leaves[:size])
            assert rfc9162.consistency_ok(old, size, path, roots[old], roots[size])
            assert not rfc9162.consistency_ok(old, size, path, roots[old - 1], roots[size])
            for position in range(len(path)):
                bad = [*path[:position], _flip(path[position]), *path[position + 1 :]]
                assert not rfc9162.consistency_ok(old, size, bad, roots[old], roots[size])


def _flip(digest: bytes) -> bytes:
    return bytes([digest[0] ^ 1]) + digest[1:]
