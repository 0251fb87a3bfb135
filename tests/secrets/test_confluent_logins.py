"""Confluent Cloud's API key as a Kafka client's SASL PLAIN user name, beside its secret as the
password: the key (16 capitals and digits) is reported with the secret (64 characters). A
person's or a service's user name beside a password, or a key's shape beside a password of
another length, is not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(9092)
KEY = "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(15)) + "7"
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits + "+/") for _ in range(64))
SHORT = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(22)) + "9"

_JAAS = (
    "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
    "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required \\\n"
    "    username='{u}' \\\n    password='{p}';\n"
)
_GO = 'kgo.SASL(plain.Auth{{\n\tUser: "{u}",\n\tPass: "{p}",\n}}.AsMechanism())\n'


@pytest.mark.parametrize(
    ("path", "text"), [("etl/producer.properties", _JAAS), ("cmd/ingest.go", _GO)]
)
def test_a_confluent_key_as_the_user_beside_its_secret_is_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert sorted(values(rules, path, text.format(u=KEY, p=SECRET))) == sorted([KEY, SECRET])


@pytest.mark.parametrize(
    ("user", "password"),
    [("svc-ingest", SECRET), ("ETLLOADER", SECRET), (KEY, SHORT)],
)
def test_a_user_name_or_a_short_password_beside_it_is_not_a_key(
    rules: RuleSet, user: str, password: str
) -> None:
    for path, text in (("etl/producer.properties", _JAAS), ("cmd/ingest.go", _GO)):
        assert user not in values(rules, path, text.format(u=user, p=password))
