"""A list under a plural name (`keys:`, `"api_tokens": [...]`): each item is one of what the name
says, judged as a value under the singular (a key, an API token), where the plural alone names a
collection. A section named for encryption (JupyterHub's CryptKeeper) makes its keys encryption
keys. Values are made here."""

from __future__ import annotations

import string
import time

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.draws import Draws
from tests.secrets.found import found, values

_DRAWS = Draws(__name__)
CRYPT_KEY = _DRAWS.token_hex(32)
API_TOKEN = "".join(_DRAWS.choice(string.ascii_letters) for _ in range(22)) + "4q"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "hub/values.yaml",
            f"singleuser:\n  auth_state:\n    CryptKeeper:\n      keys:\n        - {CRYPT_KEY}\n",
        ),
        ("hub/values.yaml", f'hub:\n  CryptKeeper:\n    keys: ["{CRYPT_KEY}"]\n'),
        ("hub/hub.json", f'{{"CryptKeeper": {{"keys": ["{CRYPT_KEY}"]}}}}\n'),
    ],
)
def test_an_encryption_key_listed_under_keys_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == [CRYPT_KEY]


def test_a_token_listed_under_a_plural_token_name_is_found(rules: RuleSet) -> None:
    text = f"relay:\n  api_tokens:\n    - '{API_TOKEN}'\n  region: eu-west\n"
    assert found(rules, "relay/config.yml", text) == [(3, API_TOKEN)]


@pytest.mark.parametrize(
    "text",
    [
        # A list of key names and file names, compose's list of the secrets a service mounts,
        # the hex of a digest under a list of keys that names no secret's section.
        "cache:\n  keys:\n    - build-deps\n    - pip-wheels\n",
        "ssh:\n  keys:\n    - id_ed25519\n    - id_rsa\n",
        "services:\n  db:\n    secrets:\n      - pg_admin_password\n",
        f"artifacts:\n  keys:\n    - {CRYPT_KEY}\n",
        # A plural name's value that is no list is judged as before (a count).
        "limits:\n  tokens: 4096\n",
    ],
)
def test_names_lists_and_digests_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "ci/values.yaml", text) == []


def test_listed_near_misses_cost_no_more_than_the_same_values_under_their_names(
    rules: RuleSet,
) -> None:
    # Each listed value is judged as a value written under its singular name is, no more: a
    # list of them costs what the same values under `- key:` already do.
    listed = "crypt:\n  keys:\n" + "    - build-deps-cache-key\n" * 8_000
    named = "crypt:\n" + "  - key: build-deps-cache-key\n" * 8_000
    start = time.process_time()
    assert found(rules, "big/values.yaml", named) == []
    named_time = time.process_time() - start
    start = time.process_time()
    assert found(rules, "big/values.yaml", listed) == []
    assert time.process_time() - start < 2 * named_time + 0.1
