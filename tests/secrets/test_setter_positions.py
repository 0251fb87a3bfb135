"""A call named for a secret given more than one argument by position, its first no random key
(keyring's set_password(SERVICE, USER, PASSWORD), an HTTP client's set_password(USER,
PASSWORD)): the first names what the secret is for and the secret is the last. A first that is
a key keeps being the secret (set_token(KEY, "token")). Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"setter-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


PASSWORD = _r(18, seed=1)
KEY = _r(40, seed=2)


def test_the_last_argument_of_a_service_and_user_setter_is_the_secret(rules: RuleSet) -> None:
    text = (
        "import keyring\n"
        f'keyring.set_password("imap.example.org", "dana", "{PASSWORD}")\n'
        f'store.setPassword("gitlab-ci", "{PASSWORD}");\n'
    )
    assert _found(rules, "bin/store.py", text) == [(2, PASSWORD), (3, PASSWORD)]


def test_a_user_or_service_given_first_is_not_the_secret(rules: RuleSet) -> None:
    text = (
        "import os, keyring\n"
        'session.credentials.set_password("x-token-auth", os.environ["BB_TOKEN"])\n'
        'keyring.set_password("archive", getpass.getuser(), entered)\n'
        'auth.set_api_key("weather-service", read_key())\n'
    )
    assert _found(rules, "bin/store.py", text) == []


def test_a_key_given_first_stays_the_secret(rules: RuleSet) -> None:
    text = f'api.set_token("{KEY}", "bearer")\nset_api_key("{KEY}", persist = TRUE)\n'
    assert _found(rules, "bin/client.R", text) == [(1, KEY), (2, KEY)]


def test_many_setters_in_a_huge_file_take_linear_time(rules: RuleSet) -> None:
    text = 'x.set_password("svc", "user", "a", "b", "c", "d", "e", f)\n' * 20_000
    linear, times = text_grows_linearly(lambda part: _found(rules, "bin/flood.py", part), text)
    assert linear, times
