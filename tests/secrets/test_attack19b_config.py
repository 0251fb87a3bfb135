"""What an attack on the Zabbix, Dogtag, BeeGFS, Borg, keytab, Commvault, PowerScale, OnCall,
login-line and bare Authorization changes found: hidden secrets, and look-alikes reported."""

from __future__ import annotations

import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _password() -> str:
    """A password that starts with a letter (never `-`) and holds no word."""
    return "Q" + secrets.token_urlsafe(12).replace("-", "x").replace("_", "y")


def test_quoted_yaml_flow_collections_are_still_read(rules: RuleSet) -> None:
    # Tools write a flow mapping or list quoted to keep it one string; only a quoted Zabbix
    # macro ('{$NAME}') is a string.
    one, two, three, four = _password(), _password(), _password(), _password()
    text = (
        f'db: "{{user: alice, password: {one}}}"\n'
        f"creds: '[alice, {two}]'\n"
        f'passwords: "[{three}, {four}]"\n'
        "dsn: '{$DB.PASSWORD}'\n"
    )
    assert values(rules, "app/config.yaml", text) == [one, two, three, four]
