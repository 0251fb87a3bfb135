"""Values that are no secret though a secret's name is on them: what a log prints in a password's
place (`***`, bullets), how a password is encoded (a setting's name ending in `Encoding`), and
another tool's password option on a line that names mysql, whose own `--password` prompts.
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

PASSWORD = "".join(random.Random(41).choices(string.ascii_letters + "!%+", k=13)) + "8"


@pytest.mark.parametrize(
    "text",
    [
        "2026-01-02 03:04:05 INFO connecting to mongodb://reader:***@db1.example.org:27017/runs\n",
        "Connecting: amqp://ingest:*****@mq.example.org:5672/%2F\n",
        "dsn = redis://:\u2022\u2022\u2022\u2022\u2022\u2022@cache.example.org:6379/0\n",
    ],
)
def test_a_masked_password_in_a_url_is_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "logs/job_1234.out", text) == []


def test_a_password_with_stars_in_it_is_still_found(rules: RuleSet) -> None:
    text = f"url = mongodb://reader:{PASSWORD}**@db1.example.org:27017/runs\n"
    assert values(rules, "logs/job.out", text) == [f"{PASSWORD}**"]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "content/setup.xml",
            "<setup>\n<passwordEncoding>UEPSHA256</passwordEncoding>\n</setup>\n",
        ),
        ("conf/ldap_sync.py", 'password_encoding = "SSHA512"\n'),
        ("conf/client.py", 'key_encoding = "PEMPKCS8"\n'),
    ],
)
def test_how_a_password_is_encoded_is_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == []


def test_a_password_beside_its_encoding_is_found(rules: RuleSet) -> None:
    text = (
        "<setup>\n<passwordEncoding>UEPSHA256</passwordEncoding>\n"
        f"<password>{PASSWORD}</password>\n</setup>\n"
    )
    assert found(rules, "content/setup.xml", text) == [(3, PASSWORD)]


@pytest.mark.parametrize(
    "text",
    [
        "blogctl setup --db mysql --dbuser blog --dbpass '{pw}' --dbname blog\n",
        "wp-cli-wrap --engine mariadb --db-password '{pw}'\n",
    ],
)
def test_another_tools_password_option_beside_mysql_is_found(rules: RuleSet, text: str) -> None:
    assert values(rules, ".bash_history", text.format(pw=PASSWORD)) == [PASSWORD]


@pytest.mark.parametrize("text", ["mysql -h db1 --password {pw}\n", "mariadb --pass {pw}\n"])
def test_mysqls_own_password_option_still_prompts(rules: RuleSet, text: str) -> None:
    # mysql --password DB asks for the password and opens DB: the next word is no password.
    assert values(rules, ".bash_history", text.format(pw="archive2024")) == []


def test_a_long_run_of_capitals_between_stars_is_no_accounts_marker(rules: RuleSet) -> None:
    # An account's marker is a word or two (*NO-PASSWORD*, *LK*); fourteen random capitals
    # between stars are a password written so.
    assert values(rules, "ops/notes.txt", "root password: *QZXKJWPRMVTLBN*\n") == [
        "*QZXKJWPRMVTLBN*"
    ]
    assert values(rules, "ops/notes.txt", "root password: *NO-PASSWORD*\n") == []
