"""Secrets in servers' directive-per-line configuration files: Squid's cache manager and
upstream-proxy logins, Sympa's database password and cookie secret. Values are generated here;
the look-alikes are the same directives holding the tools' own keywords, placeholders or
nothing secret."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"directive-{size}-{seed}")
    return "aZ7" + "".join(rng.choice(_ALNUM + "!%^*.") for _ in range(size - 3))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


CACHEMGR = _r(14, seed=1)
PEER = _r(18, seed=2)
DBPASS = _r(16, seed=3)
COOKIE = _r(24, seed=4)


def test_squid_cachemgr_and_peer_logins_are_found(rules: RuleSet) -> None:
    text = (
        "http_port 8080\n"
        f"cache_peer sibling.example.net sibling 3128 3130 proxy-only login=mirror:{PEER}\n"
        f"  cachemgr_passwd {CACHEMGR} menu info\n"
    )
    assert _found(rules, "etc/squid/squid.conf", text) == [(2, PEER), (3, CACHEMGR)]
    # Distributions ship numbered copies and conf.d fragments.
    assert _found(rules, "etc/squid-frontend.conf", text) == [(2, PEER), (3, CACHEMGR)]


def test_squid_keywords_and_forwarded_logins_are_not_passwords(rules: RuleSet) -> None:
    text = (
        "cachemgr_passwd none menu\n"
        "cachemgr_passwd disable all\n"
        "cache_peer a.example.net parent 3128 0 login=PASSTHRU\n"
        "cache_peer b.example.net parent 3128 0 login=PROXYPASS\n"
        "cache_peer c.example.net parent 3128 0 login=NEGOTIATE\n"
        "# cachemgr_passwd is set in the vault\n"
    )
    assert _found(rules, "etc/squid/squid.conf", text) == []


def test_sympa_db_password_and_cookie_are_found(rules: RuleSet) -> None:
    text = f"db_type Oracle\ndb_user lists\ndb_passwd   {DBPASS}\ncookie\t{COOKIE}\n"
    assert _found(rules, "etc/sympa/sympa.conf", text) == [(3, DBPASS), (4, COOKIE)]


def test_sympa_other_parameters_are_not_secrets(rules: RuleSet) -> None:
    text = (
        "db_user sympa\n"
        "cookie_domain lists.example.org\n"
        "cookie_expire 0\n"
        "db_passwd\n"
        "# cookie 123456789 is the shipped example\n"
    )
    assert _found(rules, "etc/sympa/sympa.conf", text) == []


def test_huge_squid_line_is_linear(rules: RuleSet) -> None:
    line = "cache_peer " + "h parent 3128 0 " * 40_000 + "\n"
    text = line * 5 + "cachemgr_passwd " + "x" * 200_000 + "\n"
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "etc/squid/squid.conf", part), text
    )
    assert linear, times
