"""A platform's command that sets a variable of an app or a fleet by NAME VALUE arguments
(`balena env add`, `netlify env:set`, `railway variables set`): under a secret's name, the
value is the secret. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(777)
VALUE = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(22)) + "8J"


def _values(rules: RuleSet, text: str) -> list[str]:
    return [m.value for m in find_matches(text, ("home", "lee", ".bash_history"), rules)]


@pytest.mark.parametrize(
    "command",
    [
        "balena env add INFLUX_TOKEN {v} --device 7f3a91c",
        "netlify env:set SENTRY_AUTH_TOKEN {v}",
        "railway variables set DATABASE_PASSWORD {v}",
        "resin env add BROKER_PASS {v} --application hives",
    ],
)
def test_a_secret_set_as_a_variable_by_name_and_value_is_found(
    rules: RuleSet, command: str
) -> None:
    assert _values(rules, command.format(v=VALUE) + "\n") == [VALUE]


@pytest.mark.parametrize(
    "command",
    [
        "balena env add INFLUX_TOKEN $INFLUX_TOKEN --device 7f3a91c",
        "balena env add LOG_LEVEL debug --fleet hives",
        "netlify env:set SENTRY_AUTH_TOKEN",
        "conda env create -f environment.yml",
        "balena env add INFLUX_TOKEN_FILE /run/secrets/influx",
    ],
)
def test_variables_non_secrets_and_other_commands_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert _values(rules, command + "\n") == []


def test_hostile_env_commands_take_linear_time(rules: RuleSet) -> None:
    text = "env add API_TOKEN " * 40_000 + "\n" + "env:set " * 60_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, part), text)
    assert linear, times


def test_a_config_key_set_verb_first_is_read_by_its_name(rules: RuleSet) -> None:
    # PaperCut's `server-command set-config NAME VALUE`: a key whose name says token.
    command = "sudo /opt/papercut/server/bin/linux-x64/server-command set-config"
    assert _values(rules, f"{command} auth.webservices.auth-token '{VALUE}'\n") == [VALUE]
    for text in (
        f"{command} auth.webservices.allowed-addresses 10.20.0.5\n",
        f"{command} print.release.mode {VALUE}\n",
        f'{command} auth.webservices.auth-token "$PAPERCUT_TOKEN"\n',
        f"{command.replace('set-config', 'get-config')} auth.webservices.auth-token\n",
    ):
        assert _values(rules, text) == [], text
