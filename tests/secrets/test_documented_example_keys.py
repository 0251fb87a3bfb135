"""Example keys a vendor's documentation prints for every reader are no one's secret: The Things
Stack's API documentation's example API key. A key of the same shape but another value stays a
secret."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

THINGS_STACK_EXAMPLE = (
    "NNSXS.U4H3ZFFCMSR42BUAZPW2UWGFBV4WCNI5EXDJXDY."
    "SHIF3PP5PBMJNZESN5XLR5TZJTJUIGKVUTM2I22IVBUVCD6VIQIA"
)


def _base32(length: int) -> str:
    chosen = random.Random(length)
    return "".join(chosen.choice(string.ascii_uppercase + "234567") for _ in range(length))


def test_the_things_stacks_documented_example_key_is_not_reported(rules: RuleSet) -> None:
    env = f"LORAWAN_APP=field-probes@ttn\nLORAWAN_API_KEY={THINGS_STACK_EXAMPLE}\n"
    assert values(rules, "gateway/.env", env) == []


def test_another_key_of_the_same_shape_is_reported(rules: RuleSet) -> None:
    key = f"NNSXS.{_base32(39)}.{_base32(52)}"
    env = f"LORAWAN_APP=field-probes@ttn\nLORAWAN_API_KEY={key}\n"
    assert values(rules, "gateway/.env", env) == [key]
