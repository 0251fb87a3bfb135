"""LDIF's `userPassword:: BASE64` (RFC 2849) holds the password in base64, reported unless it
decodes to a scheme-tagged hash or to bytes; a Campbell Scientific datalogger's security code
(`security_code = N`, `Security(1): N`, "security code N") is reported, a zero level, a date or
a version after the word is not."""

from __future__ import annotations

import base64
import random
import string
import time

from govern.secrets.ldif import base64_password
from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _b64(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def test_a_base64_ldif_password_is_reported_a_hash_or_bytes_is_not(rules: RuleSet) -> None:
    rng = random.Random(11)
    password = "".join(rng.choice(string.ascii_letters + "!-_") for _ in range(18))
    ldif = (
        "dn: uid=harvest,ou=robots,dc=lab,dc=test\n"
        f"userPassword:: {_b64(password)}\n"
        f"userPassword:: {_b64('{ARGON2}$argon2id$v=19$m=65536,t=2,p=1$' + password)}\n"
        f"userPassword:: {_b64(bytes(rng.randrange(128, 256) for _ in range(20)))}\n"
        f"description:: {_b64(password)}\n"
    )
    assert found(rules, "dir/robots.ldif", ldif) == [(2, _b64(password))]


def test_a_base64_distinguished_name_is_no_password(rules: RuleSet) -> None:
    # An attribute named like a secret's (secretary, pwdPolicySubentry) whose value is a DN,
    # written in base64 for its non-ASCII letters or its leading blank.
    ldif = (
        "dn: uid=kim,ou=people,dc=lab,dc=test\n"
        f"secretary:: {_b64('cn=Jürgen Weiß,ou=People,dc=lab,dc=test')}\n"
        f"pwdPolicySubentry:: {_b64(' cn=default,ou=policies,dc=lab,dc=test')}\n"
    )
    assert found(rules, "dir/people.ldif", ldif) == []


def test_a_base64_value_needs_its_own_line() -> None:
    assert base64_password("x:: Zm9vYmFyYmF6 tail\n", 1) is None
    assert base64_password("x:: Zm9vYmFyYmF6\n", 1) == (4, 16)


def test_logger_security_codes_are_reported(rules: RuleSet) -> None:
    rng = random.Random(12)
    codes = [str(rng.randrange(1, 65536)) for _ in range(3)]
    dump = (
        f"[mast]\nsecurity-code = {codes[0]}\n"
        f"Security(2): {codes[1]}\nSecurity(3): 0\n"
        f"| CR300 | 10.9.0.4 | security code {codes[2]} |\n"
    )
    assert [line for line, _ in found(rules, "wx/logger.cfg", dump)] == [2, 3, 5]


def test_security_look_alikes_are_left_alone(rules: RuleSet) -> None:
    notes = (
        "Security(1): 0\n"
        "security code 2026-03-01 review\n"
        "security code 4.2.1 ships with the OS\n"
        "security: 12 findings\n"
        "See the security code of conduct, section 3.\n"
    )
    assert found(rules, "wx/notes.md", notes) == []


def test_near_miss_security_words_take_linear_time(rules: RuleSet) -> None:
    text = "security code 1.2 Security(9): security_code = x \n" * 20_000
    started = time.process_time()
    found(rules, "wx/hostile.txt", text)
    assert time.process_time() - started < 1


def test_a_payment_cards_security_code_is_no_loggers(rules: RuleSet) -> None:
    checkout = (
        'card = {"number": "4111111111111111", "security_code": "737"}\ncard.security_code = 4321\n'
    )
    assert found(rules, "shop/test_checkout.py", checkout) == []
    form = "payment:\n  method: credit\n  security_code: 123\n"
    assert found(rules, "shop/fixtures.yaml", form) == []
