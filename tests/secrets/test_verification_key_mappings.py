"""A random-looking value that is a member of a YAML mapping named for keys that verify
signatures (`verify_keys:`, `public_keys:`) is another party's public key, not reported; the
same value under a mapping named otherwise, or at the top level, still is. Values are made
here."""

from __future__ import annotations

import base64
import random

import pytest

from govern.secrets.generated import _under_verification_keys
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import grows_linearly

_RNG = random.Random(8812)
KEY = base64.b64encode(_RNG.randbytes(32)).decode().rstrip("=")


@pytest.mark.parametrize("mapping", ["verify_keys", "public_keys", "peer_verification_keys"])
def test_a_member_of_a_verification_keys_mapping_is_not_reported(
    rules: RuleSet, mapping: str
) -> None:
    text = (
        "federation_peers:\n"
        "  - name: relay.example.net\n"
        f"    {mapping}:\n"
        f'      "ed25519:k3": "{KEY}"\n'
    )
    assert values(rules, "svc/relay/peers.yaml", text) == []


@pytest.mark.parametrize("mapping", ["shared_keys", "node_auth"])
def test_a_member_of_another_mapping_is_reported(rules: RuleSet, mapping: str) -> None:
    text = f'federation_peers:\n  - name: relay.example.net\n    {mapping}:\n      "k3": "{KEY}"\n'
    assert values(rules, "svc/relay/peers.yaml", text) == [KEY]


def test_a_member_further_down_than_its_mapping_reaches_is_reported(rules: RuleSet) -> None:
    text = "verify_keys:\n  note: the first\n" + "  x: y\n" * 5 + f'  "k3": "{KEY}"\n'
    assert "verify_keys" in text
    found = values(rules, "svc/relay/peers.yaml", "a:\n" + text.replace("verify_keys", "b"))
    assert found == [KEY]


def test_looking_up_for_the_mapping_is_quick_on_hostile_input() -> None:
    # Long lines all indented alike: each look goes up its bounded number of lines and stops.
    row = "      " + "k" * 1000 + "\n"

    def look_up(n: int) -> None:
        text = "verify_keys:\n" + row * n
        for start in range(len(text) - 500, 13, -len(row) * 7):
            _under_verification_keys(text, start, start + 10)

    linear, times = grows_linearly(look_up, 1_000_000 // len(row))
    assert linear, times
