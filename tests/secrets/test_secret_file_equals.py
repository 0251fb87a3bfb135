"""A file named for a secret (an Ansible vault's password file) whose one line holds an `=`: a
generated password with an `=` in it is the file's value, where a setting's name before the `=`
(password=, DB_PASS=) makes it a file of settings, which the rules for settings read."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _password_with_equals() -> str:
    """A generated password: small letters, a capital, an `=`, then more random characters."""
    small, capitals = string.ascii_lowercase, string.ascii_uppercase
    head = secrets.choice(small) + secrets.choice(capitals) + secrets.choice(small)
    tail = "".join(secrets.choice(string.ascii_letters + string.digits + "%.#") for _ in range(12))
    return f"{head}={tail}"


@pytest.mark.parametrize("path", [".ansible/vault_password", "deploy/.vault_pass"])
def test_a_lone_password_holding_an_equals_sign_is_the_value(rules: RuleSet, path: str) -> None:
    password = _password_with_equals()
    assert values(rules, path, f"{password}\n") == [password]


def test_a_password_holding_an_equals_sign_under_its_users_name_is_the_value(
    rules: RuleSet,
) -> None:
    # OpenVPN's auth-user-pass file: the user's name on the first line, the password on the next.
    password = _password_with_equals()
    found = values(rules, "ops/openvpn/clients/instrument-pc-07.auth", f"svc-instr07\n{password}\n")
    assert found == [password]


@pytest.mark.parametrize(
    "text",
    [
        # A setting's name, in one case or capitalised; a blank around the `=`; two lines.
        "vault=Kq7rT2mW\n",
        "VAULT_PASSWORD=changeme\n",
        "Password=changeme\n",
        "abC = Kq7rT2mW\n",
        "abC=Kq7rT2mW\nmode=strict\n",
        "abC=Kq7rT2mW\ndeF=Zp4sQ9vL\n",
    ],
)
def test_settings_in_such_a_file_are_not_read_as_a_value(rules: RuleSet, text: str) -> None:
    assert values(rules, "deploy/.vault_pass", text) == []


def test_a_lone_password_with_one_character_before_its_equals_sign_is_the_value(
    rules: RuleSet,
) -> None:
    # One character is no setting's name: a generator put the `=` second.
    tail = "".join(secrets.choice(string.ascii_letters + string.digits + "!") for _ in range(14))
    password = f"{secrets.choice(string.ascii_uppercase)}={tail}"
    assert values(rules, "infra/oob/.bmc_pw", f"{password}\n") == [password]


@pytest.mark.parametrize("text", ["x=1\n", "Q=on\n", "k=Kq7rT2mW\nmode=strict\n"])
def test_one_character_settings_are_not_read_as_a_value(rules: RuleSet, text: str) -> None:
    assert values(rules, "infra/oob/.bmc_pw", text) == []
