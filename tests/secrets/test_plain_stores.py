"""Passwords that stores keep in clear by their documented syntax: a {PLAIN} scheme, a map of
users to passwords, Nagios's $USERn$ macros, session cookies of well-known names; and the
digests, paths and words beside them."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

PW = "Rk4-vN8qXz2m"
SESSION = "4E7B1D9A2C6F0E3B8D5A7C1F9E2B4D6A"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    return [m.value for m in find_matches(text, ("srv", *file_name.split("/")), rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("mail/imap.passwd", f"mara:{{PLAIN}}{PW}:1201:1201::/var/vmail/mara\n"),
        ("ldap/people.ldif", f"dn: uid=ops\nuserPassword: {{CLEARTEXT}}{PW}\n"),
        (
            "pacs/config.json",
            f'{{"AuthenticationEnabled": true, "RegisteredUsers": {{"scanner01": "{PW}"}}}}\n',
        ),
        ("icinga/resource.cfg", f"$USER12$={PW}\n"),
        # A drawn password may start with a dot.
        ("icinga/resource.cfg", f"$USER12$=.{PW}\n"),
        ("notes.sh", f"wget --header 'Cookie: sessionid={SESSION}' https://lims.lab/x\n"),
        ("dl.sh", f"curl --cookie JSESSIONID={SESSION} https://repo.lab/api\n"),
    ],
)
def test_a_password_a_store_keeps_in_clear_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert [v for v in _values(rules, file_name, text) if v in (PW, f".{PW}", SESSION)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("mail/imap.passwd", "mara:{SHA512-CRYPT}$6$rNd$Zk2q:1201:1201::/var/vmail/mara\n"),
        ("mail/imap.passwd", "ivo:{SSHA}c2FsdGVkaGFzaA==:1202:1202::/var/vmail/ivo\n"),
        ("dovecot.conf", "default_pass_scheme = PLAIN\n"),
        (
            "web/users.yml",
            "basic_auth_users:\n  ops: $2y$10$abcdefghijklmnopqrstuu5mO3v9yq1y7nL0cX1m2nB\n",
        ),
        ("icinga/resource.cfg", "$USER1$=/usr/lib/nagios/plugins\n$USER3$=monitor\n"),
        ("icinga/resource.cfg", "$USER2$=../libexec\n$USER4$=.ssh/id_ed25519\n$USER5$=./bin\n"),
        ("dl.sh", "curl --cookie JSESSIONID=abc https://repo.lab/api\n"),
    ],
)
def test_digests_paths_and_words_of_those_stores_are_passed_over(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []
