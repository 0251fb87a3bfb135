"""A sentence that says how a secret is written ("a NATS password base64-encoded in Kubernetes
`data:`") gives the encoding's word after the secret's, no value; a password after the same
words is still one. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAW = random.Random(6610)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=14)) + "7"


@pytest.mark.parametrize("encoding", ["base64-encoded", "hex-encoded", "Base64-decoded"])
def test_an_encodings_word_after_a_password_is_no_value(rules: RuleSet, encoding: str) -> None:
    text = f"It holds a MinIO root password and a NATS password {encoding} in Kubernetes data.\n"
    assert values(rules, "README.md", text) == []


def test_a_password_after_the_same_words_is_found(rules: RuleSet) -> None:
    # A drawn password with an encoding's word in it is no encoding's name.
    drawn = f"base64-{PASSWORD}"
    text = f"the NATS password {drawn} in the Secret is the old one's\n"
    assert values(rules, "README.md", text) == [drawn]
