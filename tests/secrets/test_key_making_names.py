"""Names of keys that encrypt, or that other keys are made from, say secret whatever word
qualifies them: a symmetric key (symmKey), a key's key, a state's or a cache's encryption key,
and a key base with the words before it saying which derived keys it makes (even `encrypted`).
A public encryption key, a state's key or a cache's key stay something else. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(7301)
_MIXED = string.ascii_letters + string.digits
# A password of letters in groups between marks, as password generators make them.
PASSWORD = "-".join("".join(_RNG.choice(string.ascii_letters) for _ in range(4)) for _ in range(3))
PASSWORD = PASSWORD[:2] + "%" + PASSWORD[3:]
RANDOM = "".join(_RNG.choice(_MIXED) for _ in range(30)) + "x9"
HEX128 = "".join(_RNG.choice("0123456789abcdef") for _ in range(128))


@pytest.mark.parametrize(
    ("path", "text", "secret"),
    [
        ("etc/relay/relay.conf", "[cluster]\nreplicaSymmKey = {p}\n", PASSWORD),
        ("etc/relay/relay.conf", "[crypto]\nsymmetric_key = {p}\n", PASSWORD),
        ("srv/tiles/config.xml", "<config>\n  <tileKeyKey>{p}</tileKeyKey>\n</config>\n", PASSWORD),
        ("srv/idp/proxy.yaml", 'SESSION_STATE: x\nSTATE_ENCRYPTION_KEY: "{r}"\n', RANDOM),
        ("srv/idp/proxy.yaml", 'cache_hmac_key: "{r}"\n', RANDOM),
        ("srv/app/secrets.json", '{{"rails": {{"cable_key_base": "{h}"}}}}\n', HEX128),
        (
            "srv/app/secrets.json",
            '{{"rails": {{"encrypted_settings_key_base": "{h}"}}}}\n',
            HEX128,
        ),
    ],
)
def test_a_key_that_encrypts_or_makes_keys_is_a_secret(
    rules: RuleSet, path: str, text: str, secret: str
) -> None:
    found = values(rules, path, text.format(p=PASSWORD, r=RANDOM, h=HEX128))
    assert secret in found


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A public key is public, whatever it encrypts.
        ("srv/idp/proxy.yaml", 'public_encryption_key: "{r}"\n'),
        # A state's or a cache's key names an entry, not a key that encrypts.
        ("srv/idp/proxy.yaml", 'state_key: "{r}"\ncache_key: "{r}"\n'),
        # A digest under a digest's name stays one.
        ("srv/app/secrets.json", '{{"settings_hash": "{h}"}}\n'),
    ],
)
def test_keys_of_other_kinds_are_left_alone(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text.format(r=RANDOM, h=HEX128)) == []
