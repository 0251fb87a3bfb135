"""LDIF's `userPassword:: BASE64` (RFC 2849) holds the password in base64, reported unless it
decodes to a scheme-tagged hash or to bytes; a Campbell Scientific datalogger's security code
(`security_code = N`, `Security(1): N`, "security code N") is reported, a zero level, a date or
a version after the word is not.
A numbered level's code ("security level 1 code: N") and each number in a table's column
headed "security code" are reported too, a card's security code beside a payment's words is not."""

from __future__ import annotations

import base64
import random
import string

from govern.secrets.ldif import base64_password
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


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
    linear, times = text_grows_linearly(lambda part: found(rules, "wx/hostile.txt", part), text)
    assert linear, times


def test_a_payment_cards_security_code_is_no_loggers(rules: RuleSet) -> None:
    checkout = (
        'card = {"number": "4111111111111111", "security_code": "737"}\ncard.security_code = 4321\n'
    )
    assert found(rules, "shop/test_checkout.py", checkout) == []
    form = "payment:\n  method: credit\n  security_code: 123\n"
    assert found(rules, "shop/fixtures.yaml", form) == []


def test_a_numbered_security_levels_code_is_reported(rules: RuleSet) -> None:
    rng = random.Random(13)
    code = str(rng.randrange(1, 65536))
    sheet = f"Logger at the weir\n  security level 2 code: {code}\n  security level 3 code: 0\n"
    assert found(rules, "weir/cr300.txt", sheet) == [(2, code)]
    assert found(rules, "weir/notes.txt", "security level 4 code: 812\n") == []


def test_a_security_code_column_gives_each_rows_number(rules: RuleSet) -> None:
    rng = random.Random(14)
    codes = [str(rng.randrange(1, 65536)) for _ in range(2)]
    table = (
        "| site | serial no. | Security Code | modem |\n"
        "|:-----|-----:|:---:|---|\n"
        f"| weir | 4410 | {codes[0]} | LTE |\n"
        "| gauge | 4411 | not set | LTE |\n"
        "| fen | 4412 | see weir | radio |\n"
        f"| bog | 4413 | `{codes[1]}` | radio |\n"
        "| lake | 4414 | 0 | radio |\n"
    )
    assert found(rules, "sites/loggers.md", table) == [(3, codes[0]), (6, codes[1])]


def test_security_columns_that_are_no_loggers_code_are_left_alone(rules: RuleSet) -> None:
    # A card's security code in a payment form's documented test cards; a column of a
    # security review (its header more than the code's name); a row that is no table's.
    cards = (
        "| Card number | Expiry | Security code |\n"
        "| --- | --- | --- |\n"
        "| 4000 0566 5566 5556 | 12/34 | 123 |\n"
    )
    assert found(rules, "docs/payments.md", cards) == []
    review = "| module | security code review |\n| --- | --- |\n| auth | 2024 |\n"
    assert found(rules, "docs/review.md", review) == []
    assert found(rules, "docs/rows.md", "| security code |\n| 4410 |\n") == []


def test_near_miss_security_columns_take_linear_time(rules: RuleSet) -> None:
    header = "| security code | security |" + " security code |" * 30 + "\n" + "| --- " * 32 + "|\n"
    rows = "| none | security 1 |" + " 123456 |" * 30 + "\n"
    text = (header + rows * 20) * 250  # about 1 MB of tables headed by the name

    def scan(part: str) -> None:
        assert found(rules, "wx/hostile.md", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
