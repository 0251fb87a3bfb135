"""An open-data portal's app token sent in its X-App-Token header (Socrata's: it names the
calling app to raise its throttle, in clear with every request) is public by design, as is a
setting named for Socrata's app token; the key secret of a Basic login beside it, a password
given with it, and a token in an authenticating header, are secrets. Values are drawn here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random("app-token-headers")
APP_TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=25))
KEY_SECRET = "".join(_RNG.choices(string.ascii_letters + string.digits, k=50))
KEY_ID = "".join(_RNG.choices(string.ascii_letters + string.digits, k=25))
PASSWORD = "Hq7-" + "".join(_RNG.choices(string.ascii_letters + string.digits, k=12))


def test_an_app_token_header_is_not_reported(rules: RuleSet) -> None:
    history = (
        f'curl -s -H "X-App-Token: {APP_TOKEN}" "https://data.example.gov/resource/ab12-cd34.json"\n'
        f"curl -u keyid:{KEY_SECRET} https://data.example.gov/api/views/metadata/v1/ab12-cd34\n"
    )
    assert found(rules, ".bash_history", history) == [(2, KEY_SECRET)]


def test_a_token_in_an_authenticating_header_is_reported(rules: RuleSet) -> None:
    history = f'curl -s -H "X-Auth-Token: {APP_TOKEN}" "https://api.example.org/v2/items"\n'
    assert found(rules, ".bash_history", history) == [(1, APP_TOKEN)]


def test_a_setting_named_for_socratas_app_token_is_not_reported(rules: RuleSet) -> None:
    env = (
        "SOCRATA_DOMAIN=data.health.example.org\n"
        f"SOCRATA_APP_TOKEN={APP_TOKEN}\n"
        f"SOCRATA_API_KEY_ID={KEY_ID}\n"
        f"SOCRATA_API_KEY_SECRET={KEY_SECRET}\n"
    )
    assert found(rules, "dashboard/.env", env) == [(3, KEY_ID), (4, KEY_SECRET)]
    assert found(rules, ".Renviron", f"SOCRATA_APP_TOKEN={APP_TOKEN}\n") == []


def test_a_password_given_to_rsocrata_is_reported(rules: RuleSet) -> None:
    # RSocrata's read.socrata() logs in with an email and a password beside the app token.
    script = (
        f'SOCRATA_APP_TOKEN <- "{APP_TOKEN}"\n'
        'df <- read.socrata("https://data.example.gov/resource/ab12-cd34.json",\n'
        "  app_token = SOCRATA_APP_TOKEN,\n"
        f'  email = "ops@example.org", password = "{PASSWORD}")\n'
    )
    assert found(rules, "pull.R", script) == [(4, PASSWORD)]


def test_ambient_weathers_application_key_is_not_reported_but_the_accounts_key_is(
    rules: RuleSet,
) -> None:
    # Ambient Weather's applicationKey names the developer's application, the same for every
    # user of it; the account's apiKey beside it is the secret.
    application_key, api_key = (_RNG.randbytes(32).hex() for _ in range(2))
    bashrc = f"export AMBIENT_APPLICATION_KEY={application_key}\nexport AMBIENT_API_KEY={api_key}\n"
    assert found(rules, ".bashrc", bashrc) == [(2, api_key)]
    # A key of another name that only says "application" stays a secret.
    assert found(rules, ".bashrc", f"export APPLICATION_KEY={application_key}\n") == [
        (1, application_key)
    ]
