"""A Lua program by another name: dnsdist's configuration file, dnsdist.conf, is Lua, so the
calls in it that take a secret are read as a Lua source's are (its console's key,
setKey("KEY"); a password hashed for its web server, hashPassword("PW")). Values are made
here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

CONSOLE_KEY = "q3VnR0pXb2tMd1N5ZkJ4Tm1QaGNkRzRrV2E5Zl8yZHM="
PASSWORD = "Tr4!mQw9@zXk"


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (f'setKey("{CONSOLE_KEY}")', CONSOLE_KEY),
        (f"setKey('{CONSOLE_KEY}')", CONSOLE_KEY),
        (
            f'setWebserverConfig({{password=hashPassword("{PASSWORD}"), acl="10.0.0.0/8"}})',
            PASSWORD,
        ),
    ],
)
def test_a_secret_given_to_a_call_in_dnsdist_conf_is_found(
    rules: RuleSet, line: str, value: str
) -> None:
    text = 'setLocal("192.0.2.53:53")\n' + line + "\n"
    assert found(rules, "etc/dnsdist/dnsdist.conf", text) == [(2, value)]


def test_calls_with_no_secret_in_dnsdist_conf_are_not_reported(rules: RuleSet) -> None:
    text = (
        'newServer({address="192.0.2.10", name="resolver-a", pool="abuse"})\n'
        'controlSocket("127.0.0.1:5199")\n'
        'setKey(os.getenv("DNSDIST_CONSOLE_KEY"))\n'
        'addAction(QNameRule("example.org."), PoolAction("abuse"))\n'
        'webserver("192.0.2.53:8083")\n'
        'setWebserverConfig({password="$scrypt$ln=10,p=1,r=8$dGVzdHNhbHQ=$aGFzaGVkdmFsdWVoYXNoZWQ="})\n'
    )
    assert found(rules, "etc/dnsdist/dnsdist.conf", text) == []


def test_another_conf_file_is_not_read_as_lua(rules: RuleSet) -> None:
    # Only the file its tool documents as Lua: another .conf's text is no program's.
    assert found(rules, "etc/other/daemon.conf", f'setKey("{CONSOLE_KEY}")\n') == []
