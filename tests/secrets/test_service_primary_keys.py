"""A service's primary (or secondary) key by name: Azure API Management's subscriptions and
Azure's accounts each have two keys, primary and secondary, and clients name them so
(OCP_APIM_PRIMARY_KEY, COSMOS_PRIMARY_KEY, set_primary_comtrade_key("KEY")); a database's
primary key (primary_key, primaryKey) is no secret. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.names import Strength
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4471)
KEY = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "ines", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("name", "strength"),
    [
        ("primary_key", Strength.NONE),
        ("primaryKey", Strength.NONE),
        ("PRIMARY_KEY", Strength.NONE),
        ("NREL_PRIMARY_KEY", Strength.WEAK),
        ("apimPrimaryKey", Strength.WEAK),
        ("set_primary_tariff_key", Strength.WEAK),
    ],
)
def test_primary_names_a_database_key_only_first(
    rules: RuleSet, name: str, strength: Strength
) -> None:
    assert rules.names.strength(name) is strength


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (".Renviron", "TARIFFS_PRIMARY_KEY={k}\n"),
        ("fetch.py", 'APIM_PRIMARY_KEY = "{k}"\n'),
        ("pull.R", 'set_primary_tariff_key("{k}")\n'),
        ("config.json", '{{"apimPrimaryKey": "{k}"}}\n'),
    ],
)
def test_a_services_primary_key_is_found(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text.format(k=KEY)) == [KEY]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("models.py", 'id = Column(String, primary_key=True)\nPRIMARY_KEY = "sample_id"\n'),
        ("schema.R", 'tbl <- set_primary_key(tbl, "sample_id")\n'),
        ("table.json", '{"primaryKey": "accession", "foreignKeys": []}\n'),
        (".Renviron", "TARIFFS_PRIMARY_KEY=\nTARIFFS_PRIMARY_KEY=<your primary key>\n"),
    ],
)
def test_a_database_primary_key_is_no_secret(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text) == []


def test_huge_primary_key_lines_take_linear_time(rules: RuleSet) -> None:
    # Each name is looked at once, as any key's name is (about as long as X_TARIFF_KEY=...).
    text = ("X_PRIMARY_KEY=" * 5000 + "\n") * 10
    linear, times = text_grows_linearly(lambda part: _values(rules, ".Renviron", part), text)
    assert linear, times


def test_a_primary_key_beside_its_secondary_twin_is_a_services_key(rules: RuleSet) -> None:
    # `az ... keys list` output: Azure issues a service's keys in pairs, listed side by side.
    second = KEY[::-1]
    listing = f'{{\n  "primaryKey": "{KEY}",\n  "secondaryKey": "{second}"\n}}\n'
    assert _values(rules, "azure/keys.json", listing) == [KEY, second]
    yaml = f"keys:\n  primary_key: {KEY}\n  secondary_key: {second}\n"
    assert _values(rules, "maps.yaml", yaml) == [KEY, second]
    # A schema's primaryKey, its twin elsewhere or none, stays a column's name.
    schema = f'{{\n  "primaryKey": "{KEY}",\n  "indexes": {{"secondaryKey": "x"}}\n}}\n'
    assert _values(rules, "schema.json", schema) == []
    assert _values(rules, "schema.json", '{\n  "primaryKey": "sample_id"\n}\n') == []
