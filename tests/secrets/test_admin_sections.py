"""Servers' own files that map users to passwords: CouchDB's [admins] section of local.ini (a
password in plain text until the server hashes it on start, then `-pbkdf2-KEY,SALT,ITERATIONS`)
and Tomcat's tomcat-users.xml (plain, or the `SALT$ITERATIONS$DIGEST` digest.sh prints). The
plain password is the secret; the stored hash opens nothing. Values are made here."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

PLAIN = "H4V.FZ*Bqp*l+IXd"
PBKDF2 = "-pbkdf2-43ecbd256a70a3a2f7de40d2374b6c3002918834,921a12f74df0c1052b3e562a23cd227f,10000"
TOMCAT_DIGEST = "b8e4f2a6c0d9713e5a2b4c6d8f0e1a3c5b7d9f2e4a6c8b0d1f3e5a7c9b2d4f6e$1$5d2a9c7e0b3f"


def test_a_couchdb_admins_plain_password_is_found_and_its_hash_is_not(rules: RuleSet) -> None:
    ini = (
        "[chttpd]\nport = 5984\n\n"
        "[admins]\n"
        "; hashed by CouchDB on first start:\n"
        f"admin = {PBKDF2}\n"
        "; added by hand, restart pending\n"
        f"ops = {PLAIN}\n"
    )
    assert found(rules, "etc/couchdb/local.ini", ini) == [(8, PLAIN)]


def test_a_tomcat_users_plain_password_is_found_and_its_digest_is_not(rules: RuleSet) -> None:
    xml = (
        "<tomcat-users>\n"
        f'  <user username="tdsadmin" password="{PLAIN}" roles="tdsConfig"/>\n'
        f'  <user username="monitor" password="{TOMCAT_DIGEST}" roles="tdsMonitor"/>\n'
        "</tomcat-users>\n"
    )
    assert found(rules, "tomcat/conf/tomcat-users.xml", xml) == [(2, PLAIN)]
