"""A note's label of words ending in key ("staging key", "W&B team key") names a service's key:
40 small hex digits or 256 bits of hex under it are the key, as under an environment variable
named for one, unless the label or its line names a digest. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(8821)
KEY_40 = "".join(_DRAW.choices("0123456789abcdef", k=40))
KEY_64 = "".join(_DRAW.choices("0123456789abcdef", k=64))


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("- W&B team key for the lab robot PC (not my personal one): {v}\n", 1),
        ("Staging first: `dandi upload -i dandi-staging`, staging key\n{v} (mine).\n", 2),
    ],
)
def test_hex_under_a_notes_key_label_is_the_key(rules: RuleSet, text: str, line: int) -> None:
    assert found(rules, "notes/keys.txt", text.format(v=KEY_40)) == [(line, KEY_40)]


@pytest.mark.parametrize(
    "text",
    [
        # A key's label that names a SHA-1: a signing key's fingerprint, a commit.
        "- release signing key: {v}\n",
        # A digest named on the line.
        "- backup key: {v} (sha1 of the archive)\n",
        # One word, not a note's label of words: a bare key may name anything.
        "key: {v}\n",
        # The digest named in a remark on the line above, the label wrapped from it.
        "Fingerprint (sha256 of the binary key):\n`{v}`.\n",
        "Key check value of 2025q4 (SHA-256 of the key file, fine to share):\n`{v}`.\n",
    ],
)
def test_hex_under_a_digests_label_stays_a_digest(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/keys.txt", text.format(v=KEY_40)) == []
    assert found(rules, "notes/keys.txt", text.format(v=KEY_64)) == []
