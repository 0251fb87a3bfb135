"""A hidden file's name is a token cache's only under a token's name (`token = ".httr-oauth"`):
under a password's, ".summer2024" is a password. Two values numbered alike are a list's items
only in a MATLAB cell, and only when more than a year's digits differ: htpasswd's user and
password numbered alike are a login, and {'cryo2023', 'cryo2024'} a weak password changed
yearly. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _word(size: int = 8) -> str:
    return "".join(secrets.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(size))


def _digits(size: int) -> str:
    return "".join(secrets.choice("123456789") for _ in range(size))


@pytest.mark.parametrize("name", ["DB_PASSWORD", "password"])
def test_a_dotted_password_is_found(rules: RuleSet, name: str) -> None:
    for value in (f".{_word()}{_digits(4)}", f".{_word()}-{_word()}{_digits(2)}"):
        assert found(rules, "app/settings.py", f'{name} = "{value}"\n') == [(1, value)]


def test_a_token_cache_file_under_a_tokens_name_is_not_reported(rules: RuleSet) -> None:
    assert found(rules, "R/auth.R", f'token = ".{_word()}-{_word()}"\n') == []


def test_htpasswd_users_and_passwords_numbered_alike_are_found(rules: RuleSet) -> None:
    user, password = f"op{_digits(4)}", f"op{_digits(4)}"
    while password == user:
        password = f"op{_digits(4)}"
    line = f"htpasswd -b /etc/nginx/.htpasswd {user} {password}\n"
    assert found(rules, ".bash_history", line) == [(1, password)]


def test_a_matlab_cell_of_a_year_swapped_password_is_found(rules: RuleSet) -> None:
    stem = _word(4)
    text = f"creds = {{'{stem}2023', '{stem}2024'}};\n"
    assert found(rules, "matlab/fetch.m", text) == [(1, f"{stem}2024")]
