"""Signed notes, checkpoints and cosignatures against golang/mod, C2SP and
transparency-dev/formats: each verifies or is rejected exactly as its manifest says."""

from __future__ import annotations

import base64
import hashlib
import itertools
import re
from pathlib import Path
from typing import Any

import pytest

from govern.audit.checkpoint import Checkpoint, Trust, open_checkpoint, parse_checkpoint_body
from govern.audit.note import (
    KeyRing,
    NoteError,
    SignatureKind,
    cosignature_message,
    cosignature_timestamp,
    open_note,
    parse_skey,
    parse_vkey,
    sign_note,
    witness_ring_entries,
)
from tests.audit.vectors import read_json

SUMDB_ORIGIN = "go.sum database tree"


@pytest.fixture(scope="module")
def sumdb(vectors: Path) -> Any:
    return read_json(vectors / "golang-mod-sumdb" / "transcribed" / "signed-note-vectors.json")


@pytest.fixture(scope="module")
def tree_notes(vectors: Path) -> Any:
    return read_json(vectors / "golang-mod-sumdb" / "transcribed" / "tlog-tree-note-vectors.json")


@pytest.fixture(scope="module")
def c2sp(vectors: Path) -> Any:
    return read_json(vectors / "c2sp" / "transcribed" / "spec-examples.json")


@pytest.fixture(scope="module")
def formats(vectors: Path) -> dict[str, Any]:
    folder = vectors / "transparency-dev-formats" / "transcribed"
    return {p.stem: read_json(p) for p in folder.glob("*.json")}


def ring(*vkeys: str) -> KeyRing:
    return KeyRing([(parse_vkey(v), SignatureKind.NOTE) for v in vkeys])


# -- golang.org/x/mod/sumdb/note ------------------------------------------------------------


def test_signing_with_the_test_key_reproduces_the_note(sumdb: Any) -> None:
    key = parse_skey(sumdb["test_signer_private_key_PeterNeumann"])
    assert key.verifier.vkey == sumdb["verifier_keys"]["PeterNeumann"]
    assert sign_note(sumdb["text"], key) == sumdb["cases"][0]["expected_signed_note"]


def test_open_verifies_trusted_keys_and_sets_the_others_aside(sumdb: Any) -> None:
    peter, enoch = sumdb["verifier_keys"]["PeterNeumann"], sumdb["verifier_keys"]["EnochRoot"]
    both_signed = sumdb["cases"][1]["note"]
    opened = open_note(both_signed, ring(peter))
    assert opened.text == sumdb["text"]
    assert [s.name for s in opened.verified] == ["PeterNeumann"]
    assert [s.name for s in opened.unverified] == ["EnochRoot"]
    assert [s.name for s in open_note(both_signed, ring(peter, enoch)).verified] == [
        "PeterNeumann",
        "EnochRoot",
    ]
    with pytest.raises(NoteError, match="note has no verifiable signatures"):
        open_note(both_signed, ring())


@pytest.mark.parametrize("case_index", [3, 4, 5, 6])
def test_rejected_notes(sumdb: Any, case_index: int) -> None:
    case = sumdb["cases"][case_index]
    note = case.get("note") or sumdb["text"] + "\n" + sumdb["peter_signature_line"] * 101
    trusted = [sumdb["verifier_keys"][name] for name in case.get("trusted", ["PeterNeumann"])]
    expected = case.get("error", "note has no verifiable signatures")
    with pytest.raises(NoteError, match=re.escape(expected)):
        open_note(note, ring(*trusted))


def test_malformed_notes(sumdb: Any) -> None:
    cases = sumdb["malformed_notes_expect_error_malformed_note"]
    assert len(cases) == 7
    for case in cases:
        note = case.get("note") or base64.b64decode(case["note_b64"])
        with pytest.raises(NoteError, match="malformed note"):
            open_note(note, ring(sumdb["verifier_keys"]["PeterNeumann"]))


def test_verifier_keys(sumdb: Any) -> None:
    outcomes = [c for c in sumdb["verifier_key_cases"] if "vkey" in c]
    for case in outcomes:
        if case["expect"] == "valid":
            parse_vkey(case["vkey"])
        else:
            with pytest.raises(NoteError):
                parse_vkey(case["vkey"])


def test_every_substring_and_mutation_of_a_vkey_is_rejected(sumdb: Any) -> None:
    vkey = sumdb["verifier_keys"]["PeterNeumann"]
    for start, end in itertools.combinations(range(len(vkey) + 1), 2):
        if (start, end) != (0, len(vkey)):
            with pytest.raises(NoteError):
                parse_vkey(vkey[start:end])
    for position in range(len(vkey)):
        mutated = vkey[:position] + chr(ord(vkey[position]) + 1) + vkey[position + 1 :]
        with pytest.raises(NoteError):
            parse_vkey(mutated)


def test_key_ring_lookup(sumdb: Any) -> None:
    peter, enoch = sumdb["verifier_keys"]["PeterNeumann"], sumdb["verifier_keys"]["EnochRoot"]
    keys = ring(peter, enoch)
    found = keys.lookup("PeterNeumann", bytes.fromhex("c74f20a3"))
    assert found is not None and found[0].vkey == peter
    assert keys.lookup("PeterNeumann", bytes.fromhex("c74f20a4")) is None
    assert keys.lookup("PeterNeuman", bytes.fromhex("c74f20a3")) is None
    with pytest.raises(NoteError, match="ambiguous key EnochRoot\\+af0cfe78"):
        ring(peter, enoch, enoch).lookup("EnochRoot", bytes.fromhex("af0cfe78"))


def test_tree_notes(tree_notes: Any) -> None:
    formatted = tree_notes["format_tree"]
    root = hashlib.sha256(b"\x00hello world").digest()
    body = Checkpoint(SUMDB_ORIGIN, formatted["tree_size"], root).body()
    assert body == formatted["expected_text"]
    for text in tree_notes["parse_tree_good_trailing_junk_ignored"]:
        parsed = parse_checkpoint_body(text)
        assert (parsed.origin, parsed.size, parsed.root) == (SUMDB_ORIGIN, 123456789012, root)
    for text in tree_notes["parse_tree_bad"]:
        with pytest.raises(NoteError):
            parsed = parse_checkpoint_body(text)
            if parsed.origin != SUMDB_ORIGIN:
                raise NoteError("wrong origin")


# -- C2SP spec examples ---------------------------------------------------------------------


def test_c2sp_signed_note_example_verifies(c2sp: Any) -> None:
    example = c2sp["signed_note_example"]
    opened = open_note(example["signed_note"], ring(example["vkey"]))
    assert opened.text == "This is an example message.\n"


def test_c2sp_note_without_a_published_key_is_rejected(c2sp: Any) -> None:
    note = c2sp["signed_note_intro_example"]["signed_note"]
    with pytest.raises(NoteError, match="no verifiable signatures"):
        open_note(note, ring(c2sp["signed_note_example"]["vkey"]))


def test_c2sp_checkpoint_and_cosignature_examples_parse(c2sp: Any) -> None:
    example = c2sp["tlog_checkpoint_example"]
    body = example["signed_note"].split("\n\n")[0] + "\n"
    checkpoint = parse_checkpoint_body(body)
    assert checkpoint.origin == example["origin"]
    assert checkpoint.size == example["size"]
    assert base64.b64encode(checkpoint.root).decode() == example["root_hash_b64"]
    assert checkpoint.body() == body

    cosigned = c2sp["tlog_cosignature_example"]["signed_note"]
    witness_line = cosigned.rstrip("\n").split("\n")[-1]
    raw = base64.b64decode(witness_line.split(" ")[-1])
    assert raw[:4].hex() == "8d66cf3f"
    assert cosignature_timestamp(raw[4:]) == 1679315147
    expected_message = c2sp["cosignature_v1_signed_message_example"]["message"]
    assert cosignature_message(body, 1679315147).decode() == expected_message
    with pytest.raises(NoteError, match="no verifiable signatures"):
        open_note(cosigned, ring())


# -- transparency-dev/formats ---------------------------------------------------------------


def test_real_sum_golang_org_checkpoint(formats: dict[str, Any]) -> None:
    real = formats["sumdb-checkpoint-and-witness-sigs"]
    trust = Trust(SUMDB_ORIGIN, (real["log_verifier_key"],))
    verified = open_checkpoint(real["signed_note"], trust)
    fields = real["checkpoint_fields"]
    assert verified.checkpoint.size == fields["size"] == 6476701
    assert base64.b64encode(verified.checkpoint.root).decode() == fields["root_hash_b64"]
    wrong_origin = Trust(real["cases"][1]["expected_origin"], trust.log_keys)
    with pytest.raises(NoteError, match="not 'Go rocks"):
        open_checkpoint(real["signed_note"], wrong_origin)


def test_real_checkpoint_with_every_subset_of_witness_signatures(
    formats: dict[str, Any],
) -> None:
    real = formats["sumdb-checkpoint-and-witness-sigs"]
    lines, witnesses = (
        real["extra_signature_lines_over_same_text"],
        real["extra_witness_verifier_keys"],
    )
    trust = Trust(SUMDB_ORIGIN, (real["log_verifier_key"],), tuple(witnesses))
    for count in range(len(lines) + 1):
        for subset in itertools.combinations(lines, count):
            note = real["signed_note"] + "".join(line + "\n" for line in subset)
            verified = open_checkpoint(note, trust)
            assert [s.name for s in verified.witnessed_by] == [
                line.split(" ")[1] for line in subset
            ]
    # The same signature bytes under names nobody trusts are ignored, not failures.
    impostors = [line.replace("— witness", f"— random{n}") for n, line in enumerate(lines[2:] * 2)]
    note = real["signed_note"] + "".join(line + "\n" for line in impostors)
    assert open_checkpoint(note, trust).witnessed_by == ()


def test_parse_checkpoint_matrix_with_the_test_keypairs(formats: dict[str, Any]) -> None:
    pairs = formats["sumdb-checkpoint-and-witness-sigs"]["test_keypairs_no_fixed_signatures"]
    body = "TestParseCheckpoint\n42\nYWJjZGVm\n"
    origin = "TestParseCheckpoint"

    def signed_by(*names: str) -> str:
        return body + "\n" + "".join(parse_skey(pairs[f"{n}SK"]).sign(body) for n in names)

    def check(note: str, expected_origin: str = origin) -> None:
        trust = Trust(expected_origin, (pairs["logVK"],), (pairs["known1VK"], pairs["known2VK"]))
        opened = open_checkpoint(note, trust)
        assert opened.checkpoint.size == 42

    with pytest.raises(NoteError):
        check(body)
    # A six-byte root is not a SHA-256 tree head, which is all this log accepts.
    with pytest.raises(NoteError, match="not 32 bytes"):
        check(signed_by("log"))
    assert parse_checkpoint_body(body, hash_size=None).root == b"abcdef"
    sha_body = Checkpoint(origin, 42, hashlib.sha256(b"abcdef").digest()).body()

    def signed_sha(*names: str) -> str:
        return sha_body + "\n" + "".join(parse_skey(pairs[f"{n}SK"]).sign(sha_body) for n in names)

    check(signed_sha("log"))
    check(signed_sha("log", "known1", "unknown"))
    with pytest.raises(NoteError, match="not signed by any trusted log key"):
        check(signed_sha("known1", "known2"))
    with pytest.raises(NoteError, match="not 'Wrong"):
        check(signed_sha("log"), "Wrong")
    not_a_checkpoint = "This is not a checkpoint\n"
    note = not_a_checkpoint + "\n" + parse_skey(pairs["logSK"]).sign(not_a_checkpoint)
    with pytest.raises(NoteError, match="not a checkpoint"):
        check(note)


def test_checkpoint_bodies(formats: dict[str, Any]) -> None:
    vectors = formats["checkpoint-body-parse"]
    for case in vectors["marshal"]:
        checkpoint = Checkpoint(case["origin"], case["size"], case["hash_ascii"].encode())
        assert checkpoint.body() == case["want"]
    for case in vectors["unmarshal"]:
        if case.get("expect") == "error":
            with pytest.raises(NoteError):
                parse_checkpoint_body(case["m"], hash_size=None)
            continue
        parsed = parse_checkpoint_body(case["m"], hash_size=None)
        assert (parsed.origin, parsed.size, parsed.extensions) == (
            case["origin"],
            case["size"],
            case["rest"],
        )
        if "hash_ascii" in case:
            assert parsed.root == case["hash_ascii"].encode()


def test_cosignature_vectors(formats: dict[str, Any]) -> None:
    vectors = formats["cosignature-v1-vectors"]
    good, wrong_type = vectors["timestamp_extraction"]
    assert cosignature_timestamp(base64.b64decode(good["sig_b64"])[4:]) == 1727964367
    with pytest.raises(NoteError, match="wrong length"):
        cosignature_timestamp(base64.b64decode(wrong_type["sig_b64"])[4:])
    for case in vectors["vkeys"]:
        if case["expect"].startswith("valid"):
            assert witness_ring_entries(parse_vkey(case["vkey"]))
        else:
            with pytest.raises(NoteError):
                parse_vkey(case["vkey"])
