"""A UUID a note gives a key: alone on the line after a label that ends in a colon, or after a
label that calls the key the current or the new one, it is the key (notekeys.py); under a key's
label on one line, or under a label of no key, it stays an id. A label's words may join a range
with an en dash. Values are made here."""

from __future__ import annotations

import random
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

KEY = str(uuid.UUID(int=random.Random(4417).getrandbits(128), version=4))
ACTIVATION = "5831-2946-QTR8W2"


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("On call.\n\nAlerting integration key for the GPU alerts (the second service):\n{v}\n", 4),
        ("- Portail : clé API dans le profil.\n  Clé actuelle : {v}\n", 2),
        ("Current key: {v}\n", 1),
    ],
)
def test_a_uuid_a_note_sets_down_as_its_key_is_the_key(
    rules: RuleSet, text: str, line: int
) -> None:
    assert found(rules, "notes/keys.md", text.format(v=KEY)) == [(line, KEY)]


@pytest.mark.parametrize(
    "text",
    [
        # A key's label and its UUID on one line: as often a record's key.
        "Dataset key: {v}\n",
        # The line after a label that names no key.
        "Project for the GPU alerts (the second one):\n{v}\n",
        # A current thing that is no key.
        "Current project: {v}\n",
        # A record's key set apart under its label: an object's, a sample's, GBIF's dataset's.
        "Object key:\n{v}\n",
        "Sample key:\n{v}\n",
        "GBIF dataset key:\n{v}\n",
        "New object key: {v}\n",
    ],
)
def test_a_uuid_under_a_key_label_otherwise_stays_an_id(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/keys.md", text.format(v=KEY)) == []


def test_a_label_with_an_en_dash_range_gives_its_value(rules: RuleSet) -> None:
    text = "Activation key for the 2026\u20132027 site renewal (for the licence server):\n{v}\n"
    assert found(rules, "licences/README.md", text.format(v=ACTIVATION)) == [(2, ACTIVATION)]
    # The same label with a plain hyphen, read as before.
    plain = text.replace("\u2013", "-")
    assert found(rules, "licences/README.md", plain.format(v=ACTIVATION)) == [(2, ACTIVATION)]
