"""Samba's tools take a user and a password as one word, USER%PASSWORD (samba(7)'s common
options): net(8) joining a domain, samba-tool, wbinfo's options that authenticate a user, and the
smb* clients. The password is the part after the first `%`. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1607)
PASSWORD = "".join(_RNG.choices(string.ascii_letters + string.digits, k=14)) + "-7q"


@pytest.mark.parametrize(
    "command",
    [
        "net ads join -U 'svc-join%{p}'",
        "sudo net ads join -U svc-join%{p} createcomputer=Servers/Linux",
        "net rpc join -U 'EXAMPLE\\admin%{p}'",
        "net -S dc1.example.org --user=admin%{p} rpc rights list",
        "samba-tool user list -H ldap://dc1 -U 'administrator%{p}'",
        "samba-tool dns query dc1 example.org @ ALL --username=administrator%{p}",
        "wbinfo -a 'jdoe%{p}'",
        "wbinfo --set-auth-user=svc-winbind%{p}",
        "smbcquotas //fs1/share -U 'jdoe%{p}' -L",
        "smbtree -U jdoe%{p}",
    ],
)
def test_a_samba_tools_user_password_is_found(rules: RuleSet, command: str) -> None:
    text = "kinit jdoe@EXAMPLE.ORG\n" + command.format(p=PASSWORD) + "\n"
    assert found(rules, ".bash_history", text) == [(2, PASSWORD)]


@pytest.mark.parametrize(
    "command",
    [
        # A user alone: the tool asks for the password.
        "net ads join -U 'EXAMPLE\\administrator'",
        "net ads join -U admin%",
        'net ads join -U "$JOIN_USER%$JOIN_PASS"',
        "net ads testjoin",
        # wbinfo's -U is a uid, its -a without a password asks.
        "wbinfo -U 1000",
        "wbinfo -a jdoe",
        # Another tool's -U, and `net` as a word of prose.
        "nmblookup -U 192.0.2.10 -R FILESERVER",
        "the net result -U was 5%",
    ],
)
def test_users_prompts_and_other_options_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command + "\n") == []


def test_a_huge_samba_command_takes_linear_time(rules: RuleSet) -> None:
    text = "net ads join " + "-U a%b " * 40_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, ".bash_history", part * 2), text)
    assert linear, times
