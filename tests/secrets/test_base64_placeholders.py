"""A value that is base64 of a placeholder (a Kubernetes Secret's or a chart's example data,
`ZXhhbXBsZQ==` for "example"; a vendor's test secret's phrase; SAS's sas001 password, base64
behind its tag) is an example, as the placeholder written plain is: base64 of a random secret
stays one. Values are made here."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1808)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(22)) + "9x"


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


def _secret(data: str) -> str:
    return f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\ndata:\n{data}"


@pytest.mark.parametrize(
    "placeholder", ["changeme", "your-api-key-here", "<db password>", "sample-token", "REDACTED"]
)
def test_base64_of_a_placeholder_in_a_secret_is_not_reported(
    rules: RuleSet, placeholder: str
) -> None:
    text = _secret(f"  DB_PASSWORD: {_b64(placeholder)}\n")
    assert _values(rules, "k8s/app-secret.yaml", text) == []


def test_base64_of_a_placeholder_under_a_plain_name_is_not_reported(rules: RuleSet) -> None:
    text = f'smtp_password = "{_b64("replace-with-real-password")}"\n'
    assert _values(rules, "settings.toml", text) == []


@pytest.mark.parametrize("value", [PASSWORD, f"svc-ingest:{PASSWORD}"])
def test_base64_of_a_real_value_in_a_secret_is_found(rules: RuleSet, value: str) -> None:
    encoded = _b64(value)
    text = _secret(f"  DB_PASSWORD: {encoded}\n")
    assert encoded in _values(rules, "k8s/app-secret.yaml", text)


_SALT_ALPHABET = string.ascii_letters + string.digits + "./"


def _crypt_hash(scheme: str, size: int) -> str:
    return scheme + "".join(_RNG.choice(_SALT_ALPHABET) for _ in range(size))


@pytest.mark.parametrize(
    "stored",
    [
        _crypt_hash("$2b$12$", 53),
        _crypt_hash("$6$rounds=5000$", 102),
        _crypt_hash("$argon2id$v=19$m=65536,t=3,p=4$", 66),
    ],
)
def test_base64_of_a_password_hash_in_a_secret_is_not_reported(rules: RuleSet, stored: str) -> None:
    # A Secret's data holding an application's stored password hash: a hash, encoded.
    text = _secret(f"  ui.password: {_b64(stored)}\n")
    assert _values(rules, "k8s/ui-secret.yaml", text) == []
    # The password itself beside it is still found.
    text = _secret(f"  ui.password: {_b64(PASSWORD)}\n")
    assert _values(rules, "k8s/ui-secret.yaml", text) == [_b64(PASSWORD)]


def test_base64_of_a_placeholder_phrase_is_not_reported(rules: RuleSet) -> None:
    # A vendor's documented test secret, a phrase that says so, encoded.
    text = f'const TEST_SECRET = "{_b64("this_secret_is_for_testing_only")}";\n'
    assert _values(rules, "helpdesk/verify.js", text) == []
    # A passphrase of words that says nothing of a placeholder is still a secret.
    phrase = _b64("orbit_tundra_velvet_quarry_42")
    assert _values(rules, "helpdesk/verify.js", f'const SIGNING_SECRET = "{phrase}";\n') == [phrase]


def test_a_sas001_password_is_judged_by_its_base64(rules: RuleSet) -> None:
    # SAS's PWENCODE sas001 is base64 alone: ten stars are a placeholder, a password is one.
    stars = "{SAS001}" + _b64("*" * 10)
    assert _values(rules, "sas/autoexec.sas", f'/* password="{stars}" */\n') == []
    real = "{SAS001}" + _b64(PASSWORD)
    assert _values(rules, "sas/autoexec.sas", f'password="{real}";\n') == [real]


def test_hostile_base64_values_take_linear_time(rules: RuleSet) -> None:
    text = _secret("".join(f"  K{i}_TOKEN: {_b64('x' * 3000)}\n" for i in range(300)))
    text += "password = " + "QUFB" * 250_000 + "\n"
    linear, times = text_grows_linearly(
        lambda part: _values(rules, "k8s/app-secret.yaml", part), text
    )
    assert linear, times
