"""A client's key beside its secret under the same name (APP_KEY and APP_SECRET, OVH's
application_key and application_secret) is the client's public identifier; beside a secret
whose name only ends so (PUSHER_APP_SECRET, another client's), the key is a secret of its own
(Laravel's APP_KEY, an application's encryption key). Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(27)
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(20))
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(32))
APP_KEY = "base64:" + "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(43))


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # python-ovh's configuration file and a Terraform provider's variables.
        ("ovh.conf", "[ovh-ca]\napplication_key={k}\napplication_secret={s}\n"),
        ("ovh.tfvars", 'ovh_application_key = "{k}"\novh_application_secret = "{s}"\n'),
        ("settings.yaml", "ovh:\n  applicationKey: {k}\n  applicationSecret: {s}\n"),
    ],
)
def test_an_application_key_beside_its_application_secret_is_its_public_id(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert values(rules, file_name, text.format(k=KEY, s=SECRET)) == [SECRET]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A framework's APP_KEY above a broadcaster's or a store's client secret.
        ("site/.env", "APP_KEY={a}\nABLY_APP_SECRET={s}\n"),
        ("site/.env", "APP_KEY={a}\n\nREVERB_APP_ID=4411\nREVERB_APP_SECRET={s}\n"),
        ("cfg.yaml", "app_key: {a}\nshop:\n  store_app_secret: {s}\n"),
    ],
)
def test_an_app_key_beside_another_clients_secret_is_still_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert values(rules, file_name, text.format(a=APP_KEY, s=SECRET)) == [APP_KEY, SECRET]


@pytest.mark.parametrize(
    "line",
    [
        # An OAuth 2 token request, logged with its form's fields (its secret left out) or
        # written as JSON: the client key names the client sending the grant.
        "POST https://open.tiktokapis.com/v2/oauth/token/ client_key={k} "
        "grant_type=client_credentials",
        '{{"client_key": "{k}", "grant_type": "client_credentials"}}',
    ],
)
def test_a_client_key_sent_with_an_oauth_grant_is_its_public_id(rules: RuleSet, line: str) -> None:
    assert values(rules, "logs/query.log", line.format(k=KEY) + "\n") == []


def test_a_client_key_sent_without_a_grant_is_still_reported(rules: RuleSet) -> None:
    line = f"POST https://api.example.org/v1/upload client_key={KEY} type=client_upload\n"
    assert values(rules, "logs/query.log", line) == [KEY]


@pytest.mark.parametrize(
    "text",
    [
        # B2's application key has no application secret: it is the secret, its id is not.
        "B2_APPLICATION_KEY_ID=0012ab34cd56ef7\n",
        "application_key=$OVH_AK\napplication_secret=${{OVH_AS}}\n",
        "application_key=your_application_key\napplication_secret=changeme\n",
    ],
)
def test_application_key_look_alikes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "ovh.conf", text) == []


def test_many_app_keys_beside_longer_secret_names_take_linear_time(rules: RuleSet) -> None:
    text = f"APP_KEY={APP_KEY}\nX_APP_SECRET={SECRET}\n" * 5_000 + "app_secret" * 50_000
    linear, times = text_grows_linearly(lambda part: values(rules, "big/.env", part), text)
    assert linear, times
