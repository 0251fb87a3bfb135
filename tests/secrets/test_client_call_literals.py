"""Literals a call is given that its shape says are secrets: a password handed to a Java API as
char[] ("PW".toCharArray()), read as the literal it converts; and a service's client given a
lone UUID (Ruby's Postmark::ApiClient.new(TOKEN), whose server token is a UUID), its key."""

from __future__ import annotations

import secrets
import string
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly


def _password() -> str:
    alphabet = string.ascii_letters + string.digits + "+/"
    return "".join(secrets.choice(alphabet) for _ in range(14)) + "7q"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("tools/Fetch.java", 'var c = new Credentials("rkowal", "{}".toCharArray());\n'),
        (
            "scripts/pull.groovy",
            'def auth = new PasswordAuthentication("rkowal", "{}".toCharArray())\n',
        ),
    ],
)
def test_a_password_given_as_char_array_is_found(rules: RuleSet, path: str, line: str) -> None:
    password = _password()
    assert values(rules, path, line.format(password)) == [password]


def test_other_char_arrays_are_left_alone(rules: RuleSet) -> None:
    text = 'char[] vowels = "aeiouAEIOU".toCharArray();\nlog(new Credentials("rkowal", pw));\n'
    assert values(rules, "tools/Fetch.java", text) == []


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("mail/notify.rb", "mailer = Postmark::ApiClient.new('{}')\n"),
        ("mail/notify.rb", 'mailer = ServerClient.new("{}")\n'),
        ("mail/notify.py", 'mailer = PostmarkClient("{}")\n'),
    ],
)
def test_a_clients_lone_uuid_is_its_key(rules: RuleSet, path: str, line: str) -> None:
    token = str(uuid.uuid4())
    assert values(rules, path, line.format(token)) == [token]


@pytest.mark.parametrize(
    ("path", "line"),
    [
        # A record's id, a bare Client's app id, a client given more than the UUID.
        ("app/jobs.rb", "job = Billing::Invoice.new('{}')\n"),
        ("app/auth.py", 'app = Client("{}")\n'),
        ("app/jobs.rb", "api = Store::ApiClient.new('{}', region: 'eu')\n"),
        ("app/jobs.rb", "api = Store::ApiClient.new(ENV['STORE_TOKEN'])\n"),
    ],
)
def test_other_uuids_given_to_constructors_are_left_alone(
    rules: RuleSet, path: str, line: str
) -> None:
    assert values(rules, path, line.format(uuid.uuid4())) == []


def test_a_megabyte_of_near_misses_is_scanned_quickly(rules: RuleSet) -> None:
    block = f"x = Some::Thing.new('{uuid.uuid4()}')\ny = \"abcdefgh\".toCharArray()\n"
    text = block * (1_000_000 // len(block))
    linear, times = text_grows_linearly(lambda part: values(rules, "app/stress.rb", part), text)
    assert linear, times
