"""A webhook's name that says "auth" names the credential its calls carry, not the hook's
address: AssemblyAI's webhook_auth_header_value is the secret it sends in the header named by
webhook_auth_header_name. The header's name, and the hook's URL, are not secrets. Values are
made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(6203)
SECRET = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "Q"


def test_a_webhooks_auth_header_value_is_reported(rules: RuleSet) -> None:
    text = (
        "[assemblyai]\n"
        'webhook_url = "https://asr.example.org/hooks/aai"\n'
        'webhook_auth_header_name = "X-Hook-Auth"\n'
        f'webhook_auth_header_value = "{SECRET}"\n'
    )
    assert found(rules, "config/pipeline.toml", text) == [(4, SECRET)]


def test_a_webhooks_auth_names_and_settings_are_left_alone(rules: RuleSet) -> None:
    text = (
        "[assemblyai]\n"
        'webhook_auth_header_name = "X-Hook-Auth"\n'
        'webhook_auth_type = "header"\n'
        'webhook_auth_header_value = "${AAI_WEBHOOK_SECRET}"\n'
    )
    assert found(rules, "config/pipeline.toml", text) == []
