"""An OAuth 2 client's key (ecobee's API key) kept in its token cache beside the authorization
code and refresh token: an identifier, the refresh token the secret. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(4417)
_ALNUM = string.ascii_letters + string.digits
API_KEY = "".join(_RNG.choices(_ALNUM, k=32))
REFRESH = "".join(_RNG.choices(_ALNUM, k=32))
SECRET = "".join(_RNG.choices(_ALNUM, k=40))


def _cache(**more: str) -> str:
    lines = [
        f'  "API_KEY": "{API_KEY}"',
        '  "ACCESS_TOKEN": ""',
        f'  "REFRESH_TOKEN": "{REFRESH}"',
        '  "AUTHORIZATION_CODE": ""',
        *(f'  "{name}": "{value}"' for name, value in more.items()),
    ]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def test_the_client_key_in_a_token_cache_is_not_reported(rules: RuleSet) -> None:
    assert values(rules, "config/thermostat_tokens.json", _cache()) == [REFRESH]


def test_a_key_beside_a_client_secret_or_without_a_grant_stays_reported(
    rules: RuleSet,
) -> None:
    found = values(rules, "config/thermostat_tokens.json", _cache(CLIENT_SECRET=SECRET))
    assert API_KEY in found
    no_grant = f'{{\n  "API_KEY": "{API_KEY}",\n  "REFRESH_TOKEN": "{REFRESH}"\n}}\n'
    assert API_KEY in values(rules, "config/service.json", no_grant)
