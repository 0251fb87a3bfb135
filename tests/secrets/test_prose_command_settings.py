"""In notes, a secret's word followed by a command's setting (`scontrol token lifespan=3600`,
`vault token create ttl=1h`) gives no value: a word given a value is the command's argument,
not the secret; a value said after the word is still one, a drawn password's `=` (`pw
RmUR8_=AK3R2G=gL`, digits inside what would be a setting's name) included. Values are made
here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_TOKEN = "hvs8Kx2LqTz7Wv4Rn8PsQm3d"


@pytest.mark.parametrize(
    "text",
    [
        "Renew it with vault token renew increment=72h before the weekend.\n",
        "Ask for a shorter one: `oc whoami` then cluster token expiry=3600s works too.\n",
        "The API token max_age=86400 by default; ask the admins for longer.\n",
        "Run `export $(scontrol token lifespan=7200)` before submitting.\n",
        # A setting's word may end in digits.
        "Renew it with vault token renew ttl2=72h before the weekend.\n",
    ],
)
def test_a_setting_after_a_secrets_word_is_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "notes/cluster.md", text) == []


@pytest.mark.parametrize(
    "text",
    [
        f"the registry token is {_TOKEN} since Monday\n",
        f"local user ops, password {_TOKEN} (rotated each term)\n",
        # base64 padding is no setting
        f"the shared token is {_TOKEN}== for now\n",
    ],
)
def test_a_value_said_after_a_secrets_word_is_still_found(rules: RuleSet, text: str) -> None:
    found = values(rules, "notes/cluster.md", text)
    assert found and all(_TOKEN in value for value in found), found


def test_a_drawn_password_holding_equals_after_digits_is_no_setting(rules: RuleSet) -> None:
    drawn = "RmUR8_=AK3R2G=gL"
    text = f"MedeA admin: user `medea_admin`, pw {drawn}\n"
    assert values(rules, "notes/licences.md", text) == [drawn]


def test_a_line_of_settings_after_secret_words_takes_linear_time(rules: RuleSet) -> None:
    text = ("token " + "a" * 60 + "=1 ") * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "notes/huge.md", part), text)
    assert linear, times
