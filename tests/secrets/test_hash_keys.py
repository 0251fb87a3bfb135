"""A hash key is the key that signs (gorilla/securecookie's hashKey, the HMAC key of its
cookies, beside blockKey), not a digest: a random value under it is a secret; so is a cookie
key's (the key session cookies are signed or encrypted with). Look-alikes: a table's hash key
(DynamoDB's, Terraform's `hash_key`: an attribute's name), a digest under a name that says hash
alone, a cookie's name, and placeholders."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

SIGNING = "3c9f1e7a5b2d8c4e6f0a1b3d5e7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f"
CIPHER = "Rk7Vq2Lm9XwT4zNp8HbC3sGd6JfY1aQe"


def test_a_random_value_under_a_hash_keys_name_is_found(rules: RuleSet) -> None:
    conf = (
        f'session:\n  cookie_hash_key: {SIGNING}\n  cookieBlockKey: "{CIPHER}"\n  max_age: 86400\n'
    )
    assert found(rules, "deploy/gateway.yaml", conf) == [(2, SIGNING), (3, CIPHER)]


def test_table_keys_digests_and_placeholders_are_not_reported(rules: RuleSet) -> None:
    terraform = (
        'resource "aws_dynamodb_table" "state_lock" {\n'
        '  name     = "tf-state-lock"\n  hash_key = "LockID"\n  range_key = "Version"\n}\n'
    )
    assert values(rules, "infra/main.tf", terraform) == []
    yaml = (
        f"artifact_hash: {SIGNING}\n"
        "hashKey: user_id\n"
        "hash_key: <generate with securecookie.GenerateRandomKey(64)>\n"
    )
    assert values(rules, "svc/config.yaml", yaml) == []


def test_hostile_hash_key_names_take_linear_time(rules: RuleSet) -> None:
    text = "hash_key" * 100_000 + "\n" + ("hashkey = " + "a" * 64 + "\n") * 8_000
    linear, times = text_grows_linearly(lambda part: values(rules, "svc/huge.conf", part), text)
    assert linear, times


def test_a_cookie_keys_hex_is_found(rules: RuleSet) -> None:
    # A cookie key signs or encrypts session cookies: hex of a digest's length under it is the
    # key, as under a hash key's name.
    conf = f'pool:\n  max_per_user: 1\n  session_cookie_key: "{SIGNING}"\n'
    assert found(rules, "vdi/broker/config.yaml", conf) == [(3, SIGNING)]


def test_a_cookies_name_and_a_digest_beside_a_cookie_are_not_reported(rules: RuleSet) -> None:
    yaml = f"cookie_key: my_app_session\ncookie_key_name: sessionid\ncookie_sha256: {SIGNING}\n"
    assert values(rules, "svc/config.yaml", yaml) == []
