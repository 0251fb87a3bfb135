"""A secret given as a parameter expansion's default, `${NAME:-VALUE}` or `${NAME:=VALUE}`
(POSIX shells, Compose files): the value a script or a service runs with when nothing else sets
NAME. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2026)
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(30)) + "q7"
TOKEN_UUID = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "svc", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        ("deploy.sh", 'curl -H "Authorization: token ${GITEA_TOKEN:-{v}}" $URL\n', KEY),
        ("deploy.sh", ': "${OPENAI_API_KEY:={v}}"\n', KEY),
        ("deploy.sh", ": ${SLURMRESTD_TOKEN={v}}\n", KEY),
        ("start.sh", 'api_token="${ZENODO_API_TOKEN:-{v}}"\n', TOKEN_UUID),
        (
            "compose.yaml",
            "services:\n  grafana:\n    environment:\n"
            "      GF_SECURITY_ADMIN_PASSWORD: ${GRAFANA_ADMIN_PASSWORD:-{v}}\n",
            KEY,
        ),
    ],
)
def test_a_secret_as_a_parameters_default_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert _values(rules, file_name, text.replace("{v}", value)) == [value]


@pytest.mark.parametrize(
    "text",
    [
        'TOKEN="${API_TOKEN:-}"\n',
        'TOKEN="${API_TOKEN:-$FALLBACK_TOKEN}"\n',
        'TOKEN="${API_TOKEN:-${VAULT_TOKEN}}"\n',
        'PASSWORD="${DB_PASSWORD:-changeme}"\n',
        'PASSWORD="${DB_PASSWORD:-postgres}"\n',
        'KEY_FILE="${API_KEY_FILE:-/run/secrets/api_key}"\n',
        'echo "${API_TOKEN:?API_TOKEN must be set}"\n',
        'TOKEN_ID="${HCLOUD_TOKEN_ID:-12}"\n',
        "# ${SECRET_KEY:-your-secret-key-here}\n",
    ],
)
def test_empty_variable_placeholder_and_reference_defaults_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _values(rules, "deploy.sh", text) == []


def test_hostile_expansions_take_linear_time(rules: RuleSet) -> None:
    text = "${API_TOKEN:-" * 100_000 + "\n" + ("${API_TOKEN:-" + "a" * 600) * 2_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "deploy.sh", part), text)
    assert linear, times
