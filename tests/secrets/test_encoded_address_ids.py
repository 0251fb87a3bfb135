"""An opaque id that is base64 of an address (Webex's room, person and message ids encode
`ciscospark://us/ROOM/<uuid>`) names a thing, however random it looks: it is not reported as a
generated value. Base64 of an address with a login in it, or of random bytes, still is. Values
are made here."""

from __future__ import annotations

import base64
import secrets
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode().rstrip("=")


@pytest.mark.parametrize("kind", ["ROOM", "PEOPLE", "MESSAGE"])
def test_a_webex_id_is_not_reported(rules: RuleSet, kind: str) -> None:
    room = _b64(f"ciscospark://us/{kind}/{uuid.uuid4()}")
    text = f"receivers:\n  - name: webex\n    webex_configs:\n      - room_id: {room}\n"
    assert values(rules, "alertmanager/alertmanager.yml", text) == []


def test_random_base64_under_the_same_name_is_reported(rules: RuleSet) -> None:
    value = base64.b64encode(secrets.token_bytes(48)).decode()
    text = f"receivers:\n  - name: webex\n    webex_configs:\n      - bot_secret: {value}\n"
    assert values(rules, "alertmanager/alertmanager.yml", text) == [value]


def test_an_encoded_address_with_a_login_is_reported(rules: RuleSet) -> None:
    value = _b64(f"https://kim:{secrets.token_urlsafe(18)}@relay.example.org/hook")
    text = f"hooks:\n  - name: relay\n    bot_secret: {value}\n"
    assert values(rules, "alertmanager/alertmanager.yml", text) == [value]
