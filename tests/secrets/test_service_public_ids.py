"""A service's key that only names an account or an application (Vonage's api_key, Shopify's
and Eventbrite's API key, DJI's app key), a public one (Shopify's
Storefront token), a Stripe object's id, and values a vendor's documentation prints for every
reader: look-alikes, while the secret written beside each stays reported. Values are drawn."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

_ALNUM = string.ascii_letters + string.digits


def _draw(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "shop", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("public", "secret"),
    [
        ("VONAGE_API_KEY={v}", "VONAGE_API_SECRET={s}"),
        ("SHOPIFY_API_KEY={v}", "SHOPIFY_API_SECRET={s}"),
        ("SHOPIFY_STOREFRONT_TOKEN={v}", "SHOPIFY_ADMIN_TOKEN={s}"),
        ("EVENTBRITE_API_KEY={v}", "EVENTBRITE_PRIVATE_TOKEN={s}"),
        ("DJI_APP_KEY={v}", "DJI_APP_SECRET={s}"),
    ],
)
def test_a_service_id_beside_its_secret_is_not_reported(
    rules: RuleSet, public: str, secret: str
) -> None:
    value, key = _draw(32, "0123456789abcdef"), _draw(24)
    text = f"{public.format(v=value)}\n{secret.format(s=key)}\n"
    assert _values(rules, ".env", text) == [key]


def test_an_api_key_of_another_service_stays_reported(rules: RuleSet) -> None:
    # Only the services whose key names an account: a key under another service's name is one.
    value = _draw(32, "0123456789abcdef")
    assert _values(rules, ".env", f"MAILGUN_API_KEY={value}\n") == [value]


def test_stripe_object_ids_are_not_reported_but_its_secrets_are(rules: RuleSet) -> None:
    intent, session = "pi_3" + _draw(23), "cs_test_a1" + _draw(56)
    text = f'{{\n  "payment_intent": "{intent}",\n  "checkout_session": "{session}"\n}}\n'
    assert _values(rules, "fixtures/payments.json", text) == []
    # A PaymentIntent's client secret and WooCommerce's consumer secret (cs_ and 40 hex digits)
    # have other shapes.
    client_secret = f"{intent}_secret_{_draw(25)}"
    consumer = "cs_" + _draw(40, "0123456789abcdef")
    text = f'{{\n  "client_secret": "{client_secret}",\n  "consumer_secret": "{consumer}"\n}}\n'
    assert _values(rules, "config/payments.json", text) == [client_secret, consumer]


@pytest.mark.parametrize(
    ("file_name", "text", "documented"),
    [
        # MessageBird's access key as its documentation and client libraries give it.
        (".env", "MESSAGEBIRD_ACCESS_KEY={v}\n", "test_gshuPaZoeEG6ovbc8M79w0QyM"),
        # CytobankAPI's vignette.
        (
            "notes/cytobank.md",
            '* `authenticate(site="premium", username="cyril_cytometry", password="{v}")`\n',
            "cytobank_rocks!",
        ),
        # ThingsBoard's default system administrator.
        ("ansible/group_vars/tb.yml", 'thingsboard_sysadmin_password: "{v}"\n', "sysadmin"),
    ],
)
def test_a_documented_value_is_not_reported_and_a_drawn_one_is(
    rules: RuleSet, file_name: str, text: str, documented: str
) -> None:
    assert _values(rules, file_name, text.format(v=documented)) == []
    drawn = _draw(16)
    assert _values(rules, file_name, text.format(v=drawn)) == [drawn]
