"""A MongoDB Atlas programmatic API key is a pair: its public key (8 small letters) is the user
name of the digest login its private key (a UUID) is the password of. Beside its private key the
public key is reported with it (LABELS.md rule 2); alone, or a placeholder, it is not. Values
are made here."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17309)
PUBLIC = "".join(_DRAW.choices(string.ascii_lowercase, k=8))
PRIVATE = str(uuid.UUID(int=_DRAW.getrandbits(128), version=4))


def _config(public: str, private: str | None) -> str:
    lines = ["[default]", '  org_id = "65f0b9e1a2c3d4e5f6a7b8c9"', f'  public_api_key = "{public}"']
    if private is not None:
        lines.append(f'  private_api_key = "{private}"')
    return "\n".join([*lines, '  service = "cloud"', ""])


def test_the_public_key_beside_its_private_key_is_reported(rules: RuleSet) -> None:
    config = _config(PUBLIC, PRIVATE)
    assert found(rules, ".config/atlascli/config.toml", config) == [(3, PUBLIC), (4, PRIVATE)]


def test_the_public_key_alone_or_a_placeholder_is_not(rules: RuleSet) -> None:
    assert found(rules, ".config/atlascli/config.toml", _config(PUBLIC, None)) == []
    config = _config("abcdefgh", PRIVATE)
    assert found(rules, ".config/atlascli/config.toml", config) == [(4, PRIVATE)]


def test_the_environments_pair_is_reported_together(rules: RuleSet) -> None:
    env = f"MONGODB_ATLAS_PUBLIC_API_KEY={PUBLIC}\nMONGODB_ATLAS_PRIVATE_API_KEY={PRIVATE}\n"
    assert found(rules, "atlas.env", env) == [(1, PUBLIC), (2, PRIVATE)]
