"""A remark that a value only identifies something (an app, a device), after the value or
between its name and it, or that it is not secret: a client's or a user's id, beside the
secret that signs. A key that identifies and is secret, a remark about an earlier thing, and
a remark of a secret manager's, leave the value reported. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.identifierremarks import said_not_secret
from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAW = random.Random(55102)
KEY = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=30))
HEX = "".join(_DRAW.choices("0123456789abcdef", k=32))


def test_a_value_remarked_to_only_identify_is_not_reported(rules: RuleSet) -> None:
    notes = (
        f"- Quillo app key `{HEX}` only identifies the client; the signing secret is in Vault.\n"
        f"- Relay device token (not secret, names the sensor): `{KEY}`.\n"
        f"- Tern API key `{KEY[::-1]}` identifies the project only.\n"
    )
    assert values(rules, "telemetry/NOTES.md", notes) == []


def test_keys_that_identify_and_are_secret_stay_reported(rules: RuleSet) -> None:
    notes = (
        f"- Quillo API key (identifies your account, keep it private): `{KEY}`\n"
        f"- Tern API key `{HEX}` identifies and authorizes the project.\n"
    )
    assert values(rules, "telemetry/NOTES.md", notes) == [KEY, HEX]


def test_not_secret_must_end_its_phrase() -> None:
    assert said_not_secret(" (not secret, names the sensor): ")
    assert said_not_secret(" which just identifies the app: ")
    assert not said_not_secret(" (not secret manager's copy): ")
    assert not said_not_secret(" (identifies the tenant): ")


def test_a_value_remarked_as_the_app_token_that_identifies_the_app_is_not_reported(
    rules: RuleSet,
) -> None:
    code = (
        "client = OpenData(\n"
        '    "data.health.example.gov",\n'
        f'    "{KEY}",  # app token: identifies the app, sent in the clear\n'
        ")\n"
    )
    assert values(rules, "scripts/publish.py", code) == []
    # The remark of another kind of value, or that names no app, leaves it reported.
    for remark in ("session token: identifies the user", "app token: identifies your account"):
        code = f'client = OpenData("data.health.example.gov", "{KEY}")  # {remark}\n'
        assert values(rules, "scripts/publish.py", code) == [KEY], remark
