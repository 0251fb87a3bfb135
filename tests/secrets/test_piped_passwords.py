"""A literal echoed or printed into a command that reads its password from standard input by an
option that says so: MyProxy's -S (--stdin_pass), OpenSSL's `-passin stdin`; also given as a
here-string. Without the option the command prompts, and what is piped is no password. Values
are made here."""

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
        # The tool by its path.
        "echo '{p}' | /usr/bin/myproxy-logon -S -s esgf-node.example.org -l kim",
        "echo '{p}' | myproxy-logon -s esgf-node.example.org -l kim -p 7512 -t 72 -S -o cred.pem",
        "printf '%s\\n' '{p}' | myproxy-logon -s esgf-node.example.org -l kim --stdin_pass",
        "echo {p} | myproxy-init -s myproxy.example.org -l kim -S",
        "printf '%s' '{p}' | openssl pkcs12 -in kim.p12 -passin stdin -nodes -out kim.pem",
        "myproxy-logon -s esgf-node.example.org -l kim -S <<< '{p}'",
        "myproxy-logon -s esgf-node.example.org -l kim --stdin_pass <<< {p}",
    ],
)
def test_a_password_piped_to_a_stdin_option_is_found(rules: RuleSet, command: str) -> None:
    password = _password()
    assert found(rules, ".bash_history", command.format(p=password) + "\n") == [(1, password)]


@pytest.mark.parametrize(
    "command",
    [
        # Without -S myproxy-logon prompts; -Sx is no -S; a variable is a reference.
        "echo '{p}' | myproxy-logon -s esgf-node.example.org -l kim -o cred.pem",
        "echo '{p}' | myproxy-logon -s esgf-node.example.org -Sx",
        'echo "$ESGF_PASSWORD" | myproxy-logon -s esgf-node.example.org -l kim -S',
        "echo '{p}' | openssl pkcs12 -in kim.p12 -passin pass:$PW -nodes",
        # Another tool's -S (sort's buffer size) reads no password.
        "echo '{p}' | sort -S 50%",
        "sort -S 50% <<< '{p}'",
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command.format(p=_password()) + "\n") == []
