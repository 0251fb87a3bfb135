"""Hex of a digest's length under a name that only may be a secret's (`key`, `keyValue`) is the
key where its record names the symmetric cipher it is for (a key manager's export, a note on
tape encryption), and stays a digest where none is named. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(5519)
KEY_256 = "".join(_DRAW.choices("0123456789abcdef", k=64))
KEY_128 = "".join(_DRAW.choices("0123456789abcdef", k=32))


@pytest.mark.parametrize(
    ("path", "text", "value", "line"),
    [
        # A key manager's export: the record's algorithm two lines above its key.
        (
            "archive/ekm_export.txt",
            "alias     : POOL-000017\nalgorithm : AES-256\ncreated   : 2026-03-14\n"
            "keyValue  : {v}\n",
            KEY_256,
            4,
        ),
        # A note's label names the cipher in its remark; the key alone on the next line.
        (
            "backup/tape.md",
            "Key file content (AES-256, hex, made with `stenc -g 256`):\n{v}\n",
            KEY_256,
            2,
        ),
        ("vault/unlock.txt", "key (aes128): {v}\n", KEY_128, 1),
    ],
)
def test_hex_whose_record_names_its_cipher_is_the_key(
    rules: RuleSet, path: str, text: str, value: str, line: int
) -> None:
    assert found(rules, path, text.format(v=value)) == [(line, value)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # No cipher named: hex under a bare key may be any digest.
        ("archive/ekm_export.txt", "alias     : POOL-000017\nkeyValue  : {v}\n"),
        # The cipher is named in another record, past a blank line.
        ("archive/ekm_export.txt", "algorithm : AES-256\n\nalias : X\nkeyValue : {v}\n"),
        # The value's line names a digest: the export's checksum, beside the cipher.
        ("archive/ekm_export.txt", "algorithm : AES-256\nkey sha256 : {v}\n"),
    ],
)
def test_hex_with_no_cipher_named_stays_a_digest(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text.format(v=KEY_256)) == []
