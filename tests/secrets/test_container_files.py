"""A setting named for a configuration file inside a container of secrets (a Kubernetes Secret's
`stringData`, whose every setting is otherwise a secret): its value is that file's text, judged
by its own settings' names. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

PASSWORD = "Mv4#kq9TzX2w"
TOKEN = "pL7wQ2nX9vR4tK8mZ3cB6hJ1"


def _secret(string_data: str) -> str:
    return (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-config\ntype: Opaque\n"
        "stringData:\n" + string_data
    )


def _found(rules: RuleSet, text: str) -> list[tuple[int, str]]:
    parts = ("home", "ola", "deploy", "secret.yaml")
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "string_data",
    [
        "  exporter.ini: |\n    [main]\n    interval=30\n",
        "  logging.properties: |\n    handlers=console\n",
        '  settings.json: |\n    {"region": "eu-north-1"}\n',
        "  agent.yml: |\n    listen: 0.0.0.0:9100\n",
    ],
)
def test_a_configuration_file_s_settings_are_no_secret_by_where_they_sit(
    rules: RuleSet, string_data: str
) -> None:
    assert _found(rules, _secret(string_data)) == []


def test_secrets_inside_a_file_and_beside_it_are_still_found(rules: RuleSet) -> None:
    text = _secret(f'  agent.conf: |\n    password = "{PASSWORD}"\n  session-token: "{TOKEN}"\n')
    assert sorted(v for _, v in _found(rules, text)) == sorted([PASSWORD, TOKEN])


# Grafana's provisioned data sources: every field of secureJsonData is stored encrypted because
# it is a secret (a custom header's value, a basic-auth password, a client key), whatever its
# name; jsonData beside it holds the settings.
_DATASOURCES = """apiVersion: 1
datasources:
  - name: Inventory
    type: marcusolsson-json-datasource
    url: https://inventory.example.org/api
    jsonData:
      httpHeaderName1: X-Inventory-Key
      httpHeaderValue2: application/json
    secureJsonData:
      httpHeaderValue1: {value}
      tlsCACert: |
        -----BEGIN CERTIFICATE-----
        MIIBszCCAVmgAwIBAgIUJ3v
        -----END CERTIFICATE-----
      password: $__env{{INVENTORY_DB_PASSWORD}}
"""


def test_each_grafana_secure_json_data_field_is_a_secret(rules: RuleSet) -> None:
    text = _DATASOURCES.format(value=TOKEN)
    parts = ("home", "ola", "grafana", "provisioning", "datasources", "inventory.yaml")
    assert [(m.line, m.value) for m in find_matches(text, parts, rules)] == [(10, TOKEN)]
