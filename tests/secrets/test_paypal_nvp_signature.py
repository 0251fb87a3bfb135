"""PayPal's classic NVP API takes the merchant's API signature as the request's SIGNATURE field,
beside USER and PWD: "A" and 55 letters, digits, dots and dashes. A request's own computed
signature, of another shape, or the field's name in a sentence, is not one. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(1956)
SIGNATURE = "A" + "".join(
    _RNG.choice(string.ascii_letters + string.digits + "-.") for _ in range(55)
)


@pytest.mark.parametrize(
    "text",
    [
        "curl -s https://api-3t.paypal.com/nvp -d USER=shop_api1.example.edu -d SIGNATURE={s}\n",
        'curl -s https://api-3t.paypal.com/nvp -d "METHOD=GetBalance&SIGNATURE={s}&VERSION=204"\n',
    ],
)
def test_an_nvp_requests_signature_is_found(rules: RuleSet, text: str) -> None:
    assert found(rules, "billing/refund.sh", text.format(s=SIGNATURE)) == [(1, SIGNATURE)]


@pytest.mark.parametrize(
    "text",
    [
        # An HMAC a webhook sends is hex, and a field spelt otherwise is another API's.
        "curl -s https://hooks.example.edu/in -d SIGNATURE=" + "7f3c9a2e41d84b6a" * 4 + "\n",
        "curl -s https://api.example.edu/x -d x_signature={s}\n",
    ],
)
def test_other_signatures_are_not_reported(rules: RuleSet, text: str) -> None:
    assert SIGNATURE not in [
        value for _, value in found(rules, "billing/refund.sh", text.format(s=SIGNATURE))
    ]
