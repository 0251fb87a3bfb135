"""A secret given as the first item of a list under a secret's name (LibreNMS's
`$config['snmp']['community'] = ['…'];`, a YAML flow list, a list of API tokens in code), and a
class named by its module's path under such a name (Django's PASSWORD_HASHERS), which is code,
not a secret. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

SECRET = "Wd4nX8qTz2Rk"
TOKEN = "b7Rk2QzX9mWp4LvT8sNc3JhY"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "ana", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        (
            "observium/config.php",
            f"<?php\n$config['snmp']['community'] = [\"{SECRET}\"];\n",
            SECRET,
        ),
        ("collector/site.yaml", f"snmp:\n  community: [ '{SECRET}' ]\n", SECRET),
        ("svc/settings.py", f'SIGNING_SECRETS = ["{TOKEN}", "{TOKEN[::-1]}"]\n', TOKEN),
    ],
)
def test_the_first_listed_value_under_a_secret_name_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert value in [v for _, v in _found(rules, file_name, text)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Classes by their modules' paths, words, defaults, references, structures.
        (
            "svc/settings.py",
            'PASSWORD_HASHERS = ["django.contrib.auth.hashers.ScryptPasswordHasher"]\n',
        ),
        (
            "svc/shiro.py",
            'credential_matcher = "org.apache.shiro.authc.credential.Sha256CredentialsMatcher"\n',
        ),
        ("svc/settings.py", 'TOKEN_TYPES = ["bearer", "mac"]\n'),
        ("collector/site.yaml", "snmp:\n  community: ['public']\n"),
        ("collector/site.yaml", 'auth:\n  passwords: [ "${SNMP_PASSWORD}" ]\n'),
        ("svc/settings.py", 'AUTH_PASSWORD_VALIDATORS = [{"NAME": "x"}]\n'),
        ("svc/settings.py", "SECRET_KEYS = []\n"),
    ],
)
def test_code_words_and_references_in_lists_are_left_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_hostile_lists_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "a.py", part), "token = [" * 100_000 + "\n"
    )
    assert linear, times
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "a.yaml", part), "password: [ '" * 60_000 + "\n"
    )
    assert linear, times
