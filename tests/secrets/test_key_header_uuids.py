"""A UUID sent in an HTTP extension header named for a key (`{"x-gladia-key": UUID}`) is that
service's key: every request carries it, where a record's id goes in the path or the query. The
look-alikes are a UUID under a header of another kind, under a key a reference word qualifies,
and under a mapping's bare `key`. Values are generated here."""

from __future__ import annotations

import random
import uuid

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

KEY = str(uuid.UUID(int=random.Random("key-header").getrandbits(128), version=4))


def _values(rules: RuleSet, text: str) -> list[str]:
    return [m.value for m in find_matches(text, ("home", "kim", "batch.py"), rules)]


@pytest.mark.parametrize("header", ["x-gladia-key", "X-API-Key", "X-Argokey"])
def test_a_uuid_in_a_key_header_is_found(rules: RuleSet, header: str) -> None:
    text = f'HEADERS = {{"{header}": "{KEY}"}}\nrequests.post(URL, headers=HEADERS)\n'
    assert _values(rules, text) == [KEY]


@pytest.mark.parametrize(
    "entry",
    [
        f'"X-Request-ID": "{KEY}"',
        f'"X-Request-Key": "{KEY}"',
        f'"X-Idempotency-Key": "{KEY}"',
        f'"key": "{KEY}"',
    ],
)
def test_a_uuid_under_another_header_or_key_is_not_reported(rules: RuleSet, entry: str) -> None:
    text = f"HEADERS = {{{entry}}}\nrequests.post(URL, headers=HEADERS)\n"
    assert _values(rules, text) == []
