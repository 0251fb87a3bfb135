"""A remark that a value was retired, revoked or expired, said in the past on the line above it
or just after it, makes the value a look-alike kept as a record; a remark that an older value
beside it is the dead one, that it will die later, or that it still works leaves it reported.
So does a comment above that says the key is a published example's ("the shared key from
Acme's SDK examples"), unless the comment gives a value of its own. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(40417)
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=34)) + "7"


@pytest.mark.parametrize(
    "text",
    [
        f"# legacy form (before the new portal), retired in 2023:\n# api_token = {TOKEN}\n",
        f"# was revoked after the March audit\nservice_token = '{TOKEN}'\n",
        f"; expired 2025-02-11, kept for the incident log\napi_token = {TOKEN}\n",
        f"service_token = '{TOKEN}'  # expired last spring\n",
        f"service_token = '{TOKEN}'  (retired)\n",
        f"# the shared token from Orrery's SDK examples, throttled for all:\n"
        f"# api_token = {TOKEN}\n",
    ],
)
def test_a_value_said_dead_or_shared_is_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "ops/relay.conf", text) == []


@pytest.mark.parametrize(
    "text",
    [
        f"# to be retired in 2031\napi_token = {TOKEN}\n",
        f"# lasts until revoked from the admin page\napi_token = {TOKEN}\n",
        f"# the previous token (2022) was revoked in June\napi_token = {TOKEN}\n",
        f"# rotated in June, the old one was kept\napi_token = {TOKEN}\n",
        f"# revoked? no, still the live one\napi_token = {TOKEN}\n",
        f"# not revoked yet\napi_token = {TOKEN}\n",
        f"# the demo token from the Orrery docs is demo7token2024, ours:\napi_token = {TOKEN}\n",
        f"# retired last year:\n\napi_token = {TOKEN}\n",
        # How such values fare, not that this one is dead.
        f"# Tokens are revoked automatically after 90 days of disuse\napi_token = {TOKEN}\n",
        f"# On 'token expired' errors run ./refresh.sh\napi_token = {TOKEN}\n",
        f"# Expired tokens are rejected; rotate yearly\napi_token = {TOKEN}\n",
        f"api_token = {TOKEN}  # expired? rerun ./login.sh\n",
        f"api_token = {TOKEN}  # expired keys are rotated by the nightly job\n",
    ],
)
def test_a_value_said_live_or_another_dead_is_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "ops/relay.conf", text) == [TOKEN]
