"""A Jira or Confluence Data Center personal access token is base64 of its 12-digit id, a colon
and 20 random bytes (44 characters, no padding): read by that decoded structure, it is found
wherever it stands in a file that mentions the product, bare on a note's line too. A SHA-256
digest in base64, base64 of other bytes of the same length, and base64 of an id and a colon
with too few bytes after it are not reported. Values are made here."""

from __future__ import annotations

import base64
import hashlib
import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(71010)


def _pat(rng: random.Random) -> str:
    token_id = "".join(rng.choices(string.digits, k=12)).encode()
    return base64.b64encode(token_id + b":" + rng.randbytes(20)).decode()


PAT = _pat(_RNG)


def _note(value: str) -> str:
    return (
        "3. Jira: the HPC-xxxx tickets are linked by customfield_10231.\n"
        "   lmeza's, for the sync script (made 2025-10-01):\n"
        f"   {value}\n"
    )


def test_a_data_center_personal_access_token_is_found_bare(rules: RuleSet) -> None:
    assert found(rules, "notes/migration.md", _note(PAT)) == [(3, PAT)]
    script = (
        'curl -s -H "Accept: application/json" \\\n'
        f"  -H 'Authorization: Bearer {PAT}' https://confluence.example.org/rest/api/space\n"
    )
    assert [value for _, value in found(rules, "bin/spaces.sh", script)] == [PAT]


@pytest.mark.parametrize(
    "value",
    [
        # A dump's SHA-256 digest in base64 (43 characters and its padding).
        base64.b64encode(hashlib.sha256(_RNG.randbytes(64)).digest()).decode(),
        # 33 random bytes in base64: no id and colon in them.
        "Q" + base64.b64encode(_RNG.randbytes(33)).decode()[1:],
        # An id and a colon before 19 bytes: 32 bytes, so padded, no token's length.
        base64.b64encode(b"123456789012:" + _RNG.randbytes(19)).decode(),
    ],
)
def test_look_alikes_of_its_length_are_not_found(rules: RuleSet, value: str) -> None:
    assert found(rules, "notes/migration.md", _note(value)) == []
