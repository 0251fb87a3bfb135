"""IBM Storage Protect's (TSM's) administrative commands take a node's or an administrator's
password as the word after its name (REGISTER NODE node_name password, UPDATE ADMIN admin_name
password), in dsmadmc's macros and sessions; parameters given by name (`domain=STANDARD`) are
not that word. The backup-archive client's `dsmc set password OLD NEW [NODE]` gives both; its
`-type=` form (another server's HOST USER PASSWORD) is not that command. Values are made here."""

from __future__ import annotations

import random
import secrets
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1810)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(13)) + "-4k"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "text",
    [
        "register admin backupops {v} contact='Backup team'\n",
        "update node DB2-PROD01 {v} passexp=90\n",
        "register node vmhost07 {v} domain=VMWARE userid=none\n",
        "/* rotate the proxy node */\nupdate admin svc_report {v}\n",
    ],
)
def test_a_password_after_the_name_is_found(rules: RuleSet, text: str) -> None:
    assert PASSWORD in _values(rules, "tsm/setup.mac", text.format(v=PASSWORD))


@pytest.mark.parametrize(
    "text",
    [
        "update node DB2-PROD01 domain=STANDARD\n",
        "update node DB2-PROD01 passexp=0 maxnummp=4\n",
        "register node vmhost07 $NODE_PW domain=VMWARE\n",
        "register admin backupops <password>\n",
        "register node NODENAME PASSWORD\n",
        "Before you register node names, ask for a domain; update admin contacts yearly.\n",
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "tsm/setup.mac", text) == []


def _password() -> str:
    # A leading `-` would make it an option to the tool as to the scanner.
    return "k" + secrets.token_urlsafe(12) + "-4k"


def test_the_client_set_password_gives_the_old_and_the_new(rules: RuleSet) -> None:
    old, new = _password(), _password()
    text = (
        f"dsmc set password {old} {new}\n"
        f'dsmc set password "$OLD_NODE_PW" {new}\n'
        f"/opt/tivoli/tsm/client/ba/bin/dsmc set password {old} {new} proxynode01\n"
    )
    found = [(m.line, m.value) for m in find_matches(text, ("home", "kim", ".bash_history"), rules)]
    assert found == [(1, old), (1, new), (2, new), (3, old), (3, new)]
    for text in (
        'dsmc set password "$OLD_NODE_PW" "$NEW_NODE_PW"\n',
        "dsmc set password\n",
        "dsmc set password OLDPASSWORD NEWPASSWORD\n",
        # With -type it stores another server's login, HOST USER PASSWORD: not OLD NEW.
        "dsmc set password -type=vm vcenter.example.org administrator@vsphere.local $VC_PW\n",
        "dsmc set password -type=filer filer01.example.org ndmpadmin $FILER_PW\n",
    ):
        assert _values(rules, ".bash_history", text) == [], text


def test_a_quoted_password_with_an_equals_sign_stays_positional(rules: RuleSet) -> None:
    password = "Q7_=" + PASSWORD
    text = f"mc alias set lab https://s3.lab.example ops '{password}'\n"
    assert password in _values(rules, ".bash_history", text)


def test_hostile_register_lines_take_linear_time(rules: RuleSet) -> None:
    text = "register node " * 40_000 + "\n" + ("update admin a=b " * 30_000) + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "tsm/setup.mac", part), text)
    assert linear, times


def test_the_type_form_gives_another_servers_password_last(rules: RuleSet) -> None:
    password = _password()
    text = (
        f"dsmc set password -type=vm vcenter.example.org administrator@vsphere.local {password}\n"
        f"dsmc set password -type=filer filer01.example.org ndmpadmin {password}\n"
    )
    found = [(m.line, m.value) for m in find_matches(text, ("home", "kim", ".bash_history"), rules)]
    assert found == [(1, password), (2, password)]
    for text in (
        # Its host and user are no password; nor is a variable or the manual's placeholder.
        "dsmc set password -type=vm vcenter.example.org administrator@vsphere.local\n",
        "dsmc set password -type=vm vcenter.example.org administrator $VC_PW\n",
        "dsmc set password -type=vm HOST USER PASSWORD\n",
        # Without -type it is OLD NEW: only the synopsis of that form reads it.
        'dsmc set password "$OLD" "$NEW" vcenter.example.org\n',
    ):
        assert _values(rules, ".bash_history", text) == [], text


def test_a_type_in_a_comment_makes_no_other_form(rules: RuleSet) -> None:
    old, new = _password(), _password()
    text = f"dsmc set password {old} {new}  # -type=vm next time\n"
    assert _values(rules, ".bash_history", text) == [old, new]
    # The comment's words are no arguments either.
    text = f'dsmc set password "$OLD_PW"  # then {new}\n'
    assert _values(rules, ".bash_history", text) == []
