"""Prose that names a value as a key's id ("key id of the Telegraf key:") gives the id, issued
with a secret that is not there (LABELS.md rule 2): not reported. The key itself, named so,
is."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _base32(length: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_uppercase + "234567") for _ in range(length))


def test_a_keys_id_named_in_prose_is_not_reported(rules: RuleSet) -> None:
    key_id, key = _base32(39, 1), _base32(39, 2)
    notes = (
        "Ours are shown once; key id of the Telegraf key:\n"
        f"`{key_id}`.\n\n"
        "the Grafana key:\n"
        f"`{key}`.\n"
    )
    assert [v.strip("`.") for _, v in found(rules, "projects/x/notes/deploy.md", notes)] == [key]
