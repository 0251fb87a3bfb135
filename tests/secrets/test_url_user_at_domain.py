"""A URL whose user name holds an `@` of its own, unescaped (user@domain, a mail account's
address): the user information runs to the last `@` before the host, and the password follows
its first `:`. A URL with a user and no password, or a port after the host, has none. Values
are generated here."""

from __future__ import annotations

import random

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(6021)
_CHARACTERS = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789=%^*"


def _password() -> str:
    return "".join(_RNG.choice(_CHARACTERS) for _ in range(15)) + "q7"


def test_a_password_after_a_user_at_domain_is_found(rules: RuleSet) -> None:
    password = _password()
    text = f"vmware_url = 'https://automation@corp.local:{password}@vc7.dc2.internal/sdk'\n"
    assert values(rules, "tools/inventory/vsphere.py", text) == [password]


def test_a_password_after_a_mail_address_is_found(rules: RuleSet) -> None:
    password = _password()
    text = f"fetchmail imaps://alerts@lab.internal:{password}@imap.lab.internal/INBOX\n"
    assert values(rules, "notes/mail.txt", text) == [password]


def test_a_user_at_domain_with_no_password_is_no_secret(rules: RuleSet) -> None:
    text = (
        "GOVC_URL=https://automation@corp.local@vc7.dc2.internal/sdk\n"
        "git clone ssh://git@forge.lab.internal:2222/infra/hosts.git\n"
        "open https://reader@corp.local:8443/ui/ in the browser\n"
    )
    assert values(rules, "notes/vsphere.txt", text) == []


def test_near_misses_of_users_at_domains_scan_quickly(rules: RuleSet) -> None:
    line = "https://" + "a@b" * 20 + ":" + "c" * 60 + " @@ x://u@d:\n"
    text = line * (1_000_000 // len(line))
    linear, times = text_grows_linearly(lambda part: values(rules, "notes/big.log", part), text)
    assert linear, times
