"""Passwords clients take on their command lines as their manuals say: 389 Directory Server's
dsconf and dsidm bind with -w (-W prompts, -y reads a file), cupsaddsmb logs on to Samba as
-U USER%PASSWORD, and lftp as -u USER,PASSWORD after options that may quote a command list of
their own and continue on the next line. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    # A leading `-` would make it an option to the tool as to the scanner.
    return "k" + secrets.token_urlsafe(12) + "^="


@pytest.mark.parametrize(
    ("path", "command"),
    [
        (
            ".bash_history",
            "dsconf -D \"cn=Directory Manager\" -w '{p}' ldaps://ds02.example.org:636"
            " replication monitor",
        ),
        (
            "bin/users.sh",
            'dsidm -D "cn=Directory Manager" -b dc=example,dc=org \\\n'
            "    -w {p} slapd-ds02 user list",
        ),
        (".bash_history", "cupsaddsmb -H winprint01 -U 'svc-print%{p}' -a"),
        (
            "bin/upload.sh",
            'lftp -e "set ftp:ssl-allow no; mirror -R /scratch/out /updates; bye" \\\n'
            "     -u 'kim_lab,{p}' ftp.example.org",
        ),
        (".bash_history", "lftp -u 'kim_lab,{p}' ftp.example.org"),
    ],
)
def test_the_password_is_found(rules: RuleSet, path: str, command: str) -> None:
    password = _password()
    reported = found(rules, path, command.format(p=password) + "\n")
    assert [value for _, value in reported] == [password]


@pytest.mark.parametrize(
    "command",
    [
        'dsconf -D "cn=Directory Manager" -W ldaps://ds02.example.org:636 backend suffix list',
        'dsconf -D "cn=Directory Manager" -y /root/.dm.pw ldaps://ds02.example.org replication',
        'dsidm -D "cn=Directory Manager" -w "$DM_PW" slapd-ds02 user list',
        "cupsaddsmb -H winprint01 -U svc-print -a",
        'cupsaddsmb -H winprint01 -U "svc-print%$PRINT_PW" -a',
        'lftp -e "set ftp:ssl-allow no; mirror -R /a /b; bye" -u kim_lab ftp.example.org',
        "lftp -e 'open ftp.example.org; ls' -u \"kim_lab,$FTP_PW\" ftp.example.org",
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command + "\n") == []
