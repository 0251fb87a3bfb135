"""Logins a tool's documentation prints as its default, written where a secret would be: a
USER:PASSWORD pair whose password is its user's name, PostgreSQL's `postgres`; and demo logins
whose password is the user's name and a password word (htpasswd -b preview previewpass). Values
are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(16)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + "!%*+") for _ in range(13)) + "4"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, int, str]]:
    parts = ("projects", "lab", *file_name.split("/"))
    return [(m.rule.id, m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A user name with its default password, the same word: nothing to report.
        ("airflow.cfg", "[database]\nsql_alchemy_conn = mysql://airflow:airflow@db:3306/airflow\n"),
        ("docker-compose.yml", "  AMQP_URL: amqp://rabbit_user:rabbit_user@broker:5672/\n"),
        ("run.sh", "curl -u guest:guest http://localhost:15672/api/queues\n"),
        ("run.sh", "curl --user 'monitor':'monitor' https://grafana.lab.example/api/health\n"),
        ("jobs/.env", "DB_PASSWORD=postgres\n"),
    ],
)
def test_a_documented_default_login_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        # A password that merely starts or ends like its user's name is one.
        (
            "airflow.cfg",
            "[database]\nsql_alchemy_conn = mysql://airflow:{pw}@db/airflow\n",
            PASSWORD,
        ),
        ("notes.sh", "curl -u airflow:airflow{pw} https://x.lab.example/\n", "airflow" + PASSWORD),
        ("notes.sh", "curl -u x{pw}:{pw} https://x.lab.example/\n", PASSWORD),
        ("run.sh", "curl -u builder:'{pw}' https://ci.lab.example/api\n", PASSWORD),
    ],
)
def test_a_password_unlike_its_user_is_still_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    found = _found(rules, file_name, text.format(pw=PASSWORD))
    assert [v for _, _, v in found] == [value]


USER = "".join(_RNG.choice(string.ascii_lowercase) for _ in range(7))
SHORT = "".join(_RNG.choice(string.ascii_letters) for _ in range(5)) + "7"


@pytest.mark.parametrize(
    "line",
    [
        "htpasswd -nbB {u} '{p}'",
        "htpasswd -b -c /srv/www/.htpasswd {u} {p}",
        "mosquitto_passwd -b /etc/mosquitto/passwd {u} {p}",
        "curl -u {u}:{p} https://preview.lab.example/",
    ],
)
@pytest.mark.parametrize("word", ["{u}pass", "{u}_pw", "{u}password", "{u}.passwd"])
def test_a_password_of_its_user_and_a_password_word_is_not_reported(
    rules: RuleSet, line: str, word: str
) -> None:
    demo = line.format(u=USER, p=word.format(u=USER))
    # The next login's password, given the same way, is still found.
    text = demo + "\n" + line.format(u=USER, p=PASSWORD) + "\n"
    assert [(n, v) for _, n, v in _found(rules, "history.sh", text)] == [(2, PASSWORD)]


@pytest.mark.parametrize(
    ("line", "value"),
    [
        # A short real password, and passwords that only start with the user's name.
        (f"htpasswd -nbB {USER} '{SHORT}'", SHORT),
        (f"htpasswd -b /srv/www/.htpasswd {USER} {USER}pass{SHORT}", f"{USER}pass{SHORT}"),
        (f"htpasswd -nbB {USER} {USER}{SHORT}", f"{USER}{SHORT}"),
        (f"htpasswd -nbB {USER} pass{USER}{SHORT}", f"pass{USER}{SHORT}"),
        (f"curl -u {USER}:{USER}pass{SHORT} https://x.lab.example/", f"{USER}pass{SHORT}"),
    ],
)
def test_a_password_built_otherwise_is_still_found(rules: RuleSet, line: str, value: str) -> None:
    # Beside the demo logins of the same user: its name alone, its name and "pass".
    text = f"htpasswd -nb {USER} {USER}\nhtpasswd -nbB {USER} {USER}pass\n{line}\n"
    assert [(n, v) for _, n, v in _found(rules, "history.sh", text)] == [(3, value)]


def test_hostile_pairs_take_linear_time(rules: RuleSet) -> None:
    text = "curl -u " + "a:" * 200_000 + "\n" + ("postgres://u:u@h/db " * 20_000)
    linear, times = text_grows_linearly(lambda part: _found(rules, "run.sh", part), text)
    assert linear, times
