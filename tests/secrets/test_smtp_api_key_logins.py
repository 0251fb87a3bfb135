"""An SMTP relay that logs in with an API key pair (Mailjet's: the API key as the user name, its
secret key as the password, 32 hex digits each) has the key reported with its secret, as a key
id is: a person's user name, or a key beside a password of another shape, is left alone. Values
are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def test_an_api_key_as_an_smtp_user_beside_its_secret_key_is_reported(rules: RuleSet) -> None:
    key, secret = secrets.token_hex(16), secrets.token_hex(16)
    env = (
        "MAIL_DRIVER=smtp\n"
        "MAIL_HOST=in-v3.mailjet.com\n"
        f"MAIL_USERNAME={key}\n"
        f"MAIL_PASSWORD={secret}\n"
    )
    assert found(rules, "status/.env", env) == [(3, key), (4, secret)]


@pytest.mark.parametrize(
    "user",
    [
        # A mailbox's address, and hex of another length (a digest named a user by mistake).
        "status@example.org",
        secrets.token_hex(20),
    ],
)
def test_other_smtp_users_beside_a_password_are_left_alone(rules: RuleSet, user: str) -> None:
    secret = secrets.token_hex(16)
    env = f"MAIL_USERNAME={user}\nMAIL_PASSWORD={secret}\n"
    assert found(rules, "status/.env", env) == [(2, secret)]


def _lookups(public: str, secret: str) -> str:
    return (
        f'api_key = os.environ.get("MJ_APIKEY_PUBLIC", "{public}")\n'
        f'api_secret = os.environ.get("MJ_APIKEY_PRIVATE", "{secret}")\n'
    )


def test_the_api_key_read_as_a_default_beside_its_secret_key_is_reported(rules: RuleSet) -> None:
    # Mailjet's clients read the pair from MJ_APIKEY_PUBLIC and MJ_APIKEY_PRIVATE: the public
    # one, a default where it is read, is issued with the secret and reported with it.
    key, secret = secrets.token_hex(16), secrets.token_hex(16)
    assert found(rules, "mail/digest.py", _lookups(key, secret)) == [(1, key), (2, secret)]


def test_a_default_of_another_shape_beside_the_secret_key_is_left_alone(rules: RuleSet) -> None:
    secret = secrets.token_hex(16)
    text = _lookups("ops-mailer", secret)
    assert found(rules, "mail/digest.py", text) == [(2, secret)]
