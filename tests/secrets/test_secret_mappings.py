"""A secret kept as a mapping under its name: versions by id (NetBox's peppers, a list of signing
keys), in Python, Ruby or JavaScript, or a mapping of one entry. Values are generated here; the
look-alikes are a mapping of settings under a secret's name, a one-entry mapping whose key names
no secret, a mapping of variables and a mapping under a plain name. Each value of a mapping
given to a call named for a password (Buildbot's UserPasswordAuth) is a user's password; a
mapping of settings given to a call named for a token is not."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(3862)
_ALPHABET = string.ascii_letters + string.digits + "!@#%^*-_"
FIRST = "".join(_RNG.choice(_ALPHABET) for _ in range(50))
SECOND = "".join(_RNG.choice(_ALPHABET) for _ in range(50))


def test_every_version_of_a_mapping_keyed_by_ids_is_found(rules: RuleSet) -> None:
    python = (
        f'HMAC_KEY_VERSIONS = {{\n    # newest first\n    2: "{SECOND}",\n    1: "{FIRST}",\n}}\n'
    )
    assert found(rules, "svc/settings.py", python) == [(3, SECOND), (4, FIRST)]
    quoted = f"signing_secrets = {{'7': '{FIRST}', '8': '{SECOND}'}}\n"
    assert values(rules, "svc/config.py", quoted) == [FIRST, SECOND]
    ruby = f"RELAY_SECRETS = {{ 3 => '{FIRST}' }}\n"
    assert values(rules, "svc/initializer.rb", ruby) == [FIRST]
    javascript = f'const webhookSecrets = {{\n  41: "{SECOND}",\n}};\n'
    assert found(rules, "svc/keys.js", javascript) == [(2, SECOND)]


def test_the_value_of_a_one_entry_mapping_is_found(rules: RuleSet) -> None:
    text = f'SESSION_SECRETS = {{"primary": "{FIRST}"}}\n'
    assert values(rules, "svc/settings.py", text) == [FIRST]


def test_settings_other_keys_variables_and_plain_names_are_left_alone(rules: RuleSet) -> None:
    settings = f'BROKER_PASSWORD = {{"user": "svc_ingest", "host": "{FIRST}"}}\n'
    assert values(rules, "svc/settings.py", settings) == []
    assert values(rules, "svc/settings.py", f'DB_TOKEN = {{"host": "{FIRST}"}}\n') == []
    variables = "API_SECRETS = {1: os.environ['S1'], 2: read_secret('s2')}\n"
    assert values(rules, "svc/settings.py", variables) == []
    assert values(rules, "svc/settings.py", f'COLOURS = {{1: "{FIRST}"}}\n') == []


def test_every_password_of_a_mapping_given_to_a_password_call_is_found(rules: RuleSet) -> None:
    text = (
        'c["www"] = {\n    "port": 8010,\n'
        f'    "auth": util.UserPasswordAuth({{"alice": "{FIRST}", "bob": "{SECOND}"}}),\n}}\n'
    )
    assert found(rules, "buildbot/master.cfg", text) == [(3, FIRST), (3, SECOND)]


def test_a_mapping_of_settings_given_to_a_token_call_is_left_alone(rules: RuleSet) -> None:
    text = 'tok = get_token({"client_id": "buildbot-ci", "scope": "read:all"})\n'
    assert values(rules, "ci/fetch.py", text) == []
    assert values(rules, "ci/fetch.py", f'show_colours({{"red": "{FIRST}"}})\n') == []


def test_near_miss_mappings_take_linear_time(rules: RuleSet) -> None:
    near_miss = "secret_keys = {" + "1: 'ab', " * 20 + "x: y}\n"
    text = near_miss * (1_000_000 // len(near_miss))
    linear, times = text_grows_linearly(lambda part: values(rules, "svc/settings.py", part), text)
    assert linear, times
