"""A value under the name of a key id issued with a secret (access_key) is a user's name, not a
secret, where a secret is set beside it in the same section and the value is not drawn at random:
a registry endpoint's basic credential (`access_key` the registry user, `access_secret` its
token). Values are generated here; an access key alone, or one drawn at random, stays found."""

from __future__ import annotations

import itertools
import json
import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import grows_linearly


def _random(size: int, seed: str) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(size))


TOKEN = _random(36, "registry-token")


def _endpoint(access_key: str, secret: str | None = TOKEN) -> str:
    credential = {"type": "basic", "access_key": access_key}
    if secret is not None:
        credential["access_secret"] = secret
    return json.dumps({"name": "upstream", "credential": credential}, indent=2) + "\n"


def test_a_user_name_beside_its_secret_is_not_reported(rules: RuleSet) -> None:
    assert values(rules, "registry/endpoint.json", _endpoint("labmirrorbot")) == [TOKEN]


def test_a_random_access_key_beside_its_secret_is_still_found(rules: RuleSet) -> None:
    access_key = _random(20, "access-key").upper()
    found = values(rules, "registry/endpoint.json", _endpoint(access_key))
    assert found == [access_key, TOKEN]


def test_an_access_key_alone_is_still_a_secret(rules: RuleSet) -> None:
    access_key = "qwmzvtkrplxnbhdsfjgc"
    assert values(rules, "registry/endpoint.json", _endpoint(access_key, None)) == [access_key]


def test_many_access_keys_with_no_secret_beside_them_take_linear_time(rules: RuleSet) -> None:
    # Thousands of sections, each a word-like access_key and no secret: whether each has a
    # secret beside it is answered from the file's sections once, not by reading every field
    # again for each key.
    suffixes = ["".join(t) for t in itertools.product(string.ascii_lowercase, repeat=3)][:3000]

    def scan(n: int) -> None:
        endpoints = [
            {"credential": {"type": "basic", "access_key": f"sanderlinghpc{s}", "note": "x"}}
            for s in suffixes[:n]
        ]
        text = json.dumps({"endpoints": endpoints})
        found = values(rules, "registry/endpoints.json", text)
        assert len(found) == n

    linear, times = grows_linearly(scan, len(suffixes))
    assert linear, times
