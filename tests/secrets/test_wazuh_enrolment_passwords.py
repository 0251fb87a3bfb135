"""Wazuh's passwords on a command line: agent-auth's -P, the manager's enrolment password
(agent-auth's reference: `-P <password>`), run by its full path and under sudo; and the value
piped into wazuh-keystore under `-k password`, the indexer's password (its `-k username` is a
user's name). Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    # A leading `-` would make it an option to the tool as to the scanner.
    return "k" + secrets.token_urlsafe(12)


@pytest.mark.parametrize(
    "command",
    [
        "sudo /var/ossec/bin/agent-auth -m wazuh.example.org -P '{p}' -A login02",
        "agent-auth -m 10.0.0.5 -A node17 -P {p}",
        "echo '{p}' | /var/ossec/bin/wazuh-keystore -f indexer -k password",
        "printf '%s' '{p}' | sudo wazuh-keystore -f indexer -k password",
    ],
)
def test_an_enrolment_or_keystore_password_is_found(rules: RuleSet, command: str) -> None:
    password = _password()
    assert found(rules, ".bash_history", command.format(p=password) + "\n") == [(1, password)]


@pytest.mark.parametrize(
    "command",
    [
        'sudo /var/ossec/bin/agent-auth -m wazuh.example.org -P "$WAZUH_PASSWORD" -A login02',
        # -p is the manager's port, not a password.
        "sudo /var/ossec/bin/agent-auth -m wazuh.example.org -p 1515 -A login02",
        # The keystore's username entry holds a user's name; another key is no password.
        "echo '{p}' | /var/ossec/bin/wazuh-keystore -f indexer -k username",
        "echo '{p}' | /var/ossec/bin/wazuh-keystore -f indexer -k password_hint",
        'echo "$INDEXER_PASSWORD" | /var/ossec/bin/wazuh-keystore -f indexer -k password',
    ],
)
def test_variables_ports_and_other_entries_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command.format(p=_password()) + "\n") == []
