"""Services whose API key is a UUID, under names that say that service's key: the Humanitarian
Data Exchange's `hdx_key` (hdx-python-api's ~/.hdx_configuration.yaml, and its older ~/.hdxkey,
the key alone) and the US Bureau of Economic Analysis's `UserID` (BEA_USERID). Under a plain
key or id a UUID stays a record's id. Values are made here."""

from __future__ import annotations

import random
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_RNG = random.Random(8206)
KEY = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))
RECORD = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (".hdx_configuration.yaml", 'hdx_site: prod\nuser_agent: lab\nhdx_key: "{key}"\n'),
        (".bashrc", "module load julia\nexport BEA_USERID={key}\n"),
        ("fetch_bea.jl", 'using HTTP\nuserid = get(ENV, "BEA_USERID", "{key}")\n'),
        ("bea.py", 'import os\nBEA_USERID = os.environ.get("BEA_USERID", "{key}")\n'),
    ],
)
def test_a_uuid_under_a_name_that_says_the_services_key_is_found(
    rules: RuleSet, path: str, text: str
) -> None:
    line = text.count("\n", 0, text.index("{key}")) + 1
    assert found(rules, path, text.format(key=KEY)) == [(line, KEY)]


def test_the_hdx_key_file_is_found(rules: RuleSet) -> None:
    assert found(rules, ".hdxkey", f"{KEY}\n") == [(1, KEY)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A dataset's, a table's or a user's id beside the key's name is a record's.
        (".hdx_configuration.yaml", 'hdx_site: prod\ndataset_id: "{rec}"\n'),
        (".hdx_configuration.yaml", 'hdx_site: prod\nkey: "{rec}"\n'),
        (".bashrc", "export BEA_TABLE_ID={rec}\nexport USERID={rec}\n"),
        # The documentation's placeholder and a reference.
        (".bashrc", "export BEA_USERID=Your-36Character-Key\n"),
        ("fetch_bea.jl", 'userid = get(ENV, "BEA_USERID", "")\n'),
        (".hdx_configuration.yaml", 'hdx_key: "{{{{ vault_hdx_key }}}}"\n'),
    ],
)
def test_a_record_id_or_a_placeholder_is_left_alone(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text.format(rec=RECORD)) == []
