"""Dogtag PKI's password.conf (`internal=`, `internaldb=`, `replicationdb=`,
`hardware-TOKEN=`): the NSS token's and the internal database's passwords."""

from __future__ import annotations

import random
import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_PASSWORD = string.ascii_letters + string.digits + "!*+=.^"


def _password(seed: int) -> str:
    draw = random.Random(seed)
    return draw.choice(string.ascii_letters) + "".join(draw.choice(_PASSWORD) for _ in range(15))


def test_dogtag_password_conf(rules: RuleSet) -> None:
    token, database, replication, hsm = (_password(n) for n in range(4, 8))
    text = (
        f"internal={token}\n"
        f"internaldb={database}\n"
        f"replicationdb={replication}\n"
        f"hardware-NHSM6000={hsm}\n"
    )
    expected = [(1, token), (2, database), (3, replication), (4, hsm)]
    assert found(rules, "var/lib/pki/pki-tomcat/conf/password.conf", text, home="") == expected
    assert found(rules, "identity/freeipa/dogtag/password.conf", text) == expected
    # A reference and an empty value are not; nor a `NAME=VALUE` line of other names.
    text = "internal=${PKI_TOKEN_PASSWORD}\ninternaldb=\n"
    assert found(rules, "etc/pki/pki-tomcat/password.conf", text, home="") == []
    other = f"internal_url=https://ca.example.org\ncache={_password(8)}\n"
    assert found(rules, "etc/pki/pki-tomcat/password.conf", other, home="") == []


def test_numeric_database_passwords_and_references(rules: RuleSet) -> None:
    # pkispawn draws the database passwords as 10 or 11 digits (a timestamp's or a phone
    # number's shape); a path or a URL is a reference.
    ten = str(10**9 + secrets.randbelow(9 * 10**9))
    eleven = str(10**10 + secrets.randbelow(9 * 10**10))
    text = f"internaldb={ten}\nreplicationdb={eleven}\n"
    path = "var/lib/pki/pki-tomcat/conf/password.conf"
    assert found(rules, path, text, home="") == [(1, ten), (2, eleven)]
    text = "internaldb=/var/lib/app/db.sqlite\ninternal=ldap://localhost:389\n"
    assert found(rules, "app/password.conf", text) == []
