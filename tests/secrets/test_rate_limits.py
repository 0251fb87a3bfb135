"""A rate (a count per unit of time) under a name that says what it limits is no secret:
Mailu's AUTH_RATELIMIT_IP=60/hour. A secret of the same name is still found. Values are made
here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

SECRET = "Vq7nR2xLw9KtB4mZ"


@pytest.mark.parametrize("rate", ["60/hour", "100/day", "10/minute", "5 per day", "20/s"])
def test_a_rate_limit_is_not_reported(rules: RuleSet, rate: str) -> None:
    assert found(rules, "mailu/mailu.env", f"AUTH_RATELIMIT_IP={rate}\n") == []


def test_a_secret_under_an_auth_name_is_found(rules: RuleSet) -> None:
    text = f"AUTH_RATELIMIT_IP=60/hour\nAUTH_TOKEN={SECRET}/hour\nAUTH_SECRET={SECRET}\n"
    assert [line for line, _ in found(rules, "mailu/mailu.env", text)] == [2, 3]
