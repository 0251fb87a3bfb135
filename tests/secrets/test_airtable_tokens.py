"""Airtable personal access tokens ("pat", the token's 14-character id, a dot and 64 hex
digits: Airtable's developer guide, "Personal access tokens") are reported by their shape
wherever they are written, whether or not the id holds a digit; a shape cut short or a
placeholder is not. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(7305)
# An id of letters only (one time in twelve): nothing but the shape says it is random.
TOKEN_ID = "".join(_RNG.choices(string.ascii_letters, k=14))
TOKEN = f"pat{TOKEN_ID}." + "".join(_RNG.choices("0123456789abcdef", k=64))


def test_an_airtable_token_is_reported_wherever_it_is(rules: RuleSet) -> None:
    call = f'from pyairtable import Api\napi = Api("{TOKEN}")\n'
    assert values(rules, "bench/airtable_inventory.py", call) == [TOKEN]
    note = f"Airtable token for the inventory base: {TOKEN}\n"
    assert values(rules, "notes/inventory.md", note) == [TOKEN]


def test_a_placeholder_or_a_shorter_value_is_not_reported(rules: RuleSet) -> None:
    text = (
        "AIRTABLE_TOKEN=patXXXXXXXXXXXXXX.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n"
        f"# base id appR8k2Lq5ZtW3nYb, table tblReagents, record {TOKEN[:17]}\n"
    )
    assert values(rules, "inventory/.env.example", text) == []
