"""A secret's name assigned another variable in code (`SMTP_PASSWORD = SMTP_USER`, as for
Postmark's SMTP, whose server token is both user and password): the other variable's literal is
the secret. Values are generated here; the look-alikes are aliases of secrets' own names, of
constants and of variables assigned no literal, and the same lines outside code."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"alias-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


SERVER_TOKEN = str(uuid.UUID(int=random.Random("alias-uuid").getrandbits(128), version=4))
SHARED = _r(24, seed=1)


def test_a_password_set_from_the_user_variable_is_that_literal(rules: RuleSet) -> None:
    text = (
        'SMTP_SERVER = "smtp.mail.example.org"\n'
        f'SMTP_LOGIN = "{SERVER_TOKEN}"\n'
        "SMTP_PASSWORD = SMTP_LOGIN  # the server token is both\n"
    )
    assert _found(rules, "opt/portal/settings.py", text) == [(2, SERVER_TOKEN)]
    r_code = f'relay_user = "{SHARED}"\nrelay_password = relay_user\n'
    assert _found(rules, "opt/portal/mail.R", r_code) == [(1, SHARED)]


def test_aliases_with_nothing_new_to_find_are_not_reported(rules: RuleSet) -> None:
    text = (
        f'DEFAULT_DB_PASSWORD = "{SHARED}"\n'
        "DB_PASSWORD = DEFAULT_DB_PASSWORD\n"  # found under its own name
        "CACHE_PASSWORD = None\n"
        "QUEUE_PASSWORD = queue_password_from_vault\n"
        'MAIL_USER = "reports"\n'
        "MAIL_PASSWORD = MAIL_USER\n"  # a word, not a secret
    )
    assert _found(rules, "opt/portal/settings.py", text) == [(1, SHARED)]
    # In a shell or an env file the bare word is the value itself.
    env = f'SMTP_LOGIN="{SERVER_TOKEN}"\nSMTP_PASSWORD=SMTP_LOGIN\n'
    assert (2, SERVER_TOKEN) not in _found(rules, "opt/portal/.env", env)


def test_many_aliases_take_linear_time(rules: RuleSet) -> None:
    text = 'X_USER = "a"\n' * 30_000 + "X_PASSWORD = X_USER\n" * 30_000
    linear, times = text_grows_linearly(lambda part: _found(rules, "opt/flood.py", part), text)
    assert linear, times
