"""Product and licence keys in a file named for them (a reseller's product-keys.txt kept with
the hardware's records, a lab's licence_keys.txt): each key in a vendor's grouped shape is
found wherever on its line, with no word licence beside it. Placeholders, UUIDs, MACs and the
same shapes in files not named for keys are not. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2468)
_UPPER = "ABCDEFGHJKMNPQRSTVWXYZ0123456789"
WIN_KEY = "-".join("".join(_RNG.choice(_UPPER) for _ in range(5)) for _ in range(5))
HEX_KEY = "-".join("".join(_RNG.choice("0123456789ABCDEF") for _ in range(4)) for _ in range(6))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "cluster", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "keys"),
    [
        (
            "hw/bmc/product_keys.txt",
            f"ac:1f:6b:00:10:01 {HEX_KEY}\nac:1f:6b:00:10:02\t{HEX_KEY[::-1]}\n",
            [HEX_KEY, HEX_KEY[::-1]],
        ),
        ("it/win-license-keys.md", f"| kiosk-02 | Windows 11 Pro | `{WIN_KEY}` |\n", [WIN_KEY]),
        ("ProductKey.txt", f"{WIN_KEY}\n", [WIN_KEY]),
    ],
)
def test_grouped_keys_in_a_file_named_for_keys_are_found(
    rules: RuleSet, file_name: str, text: str, keys: list[str]
) -> None:
    assert sorted(_values(rules, file_name, text)) == sorted(keys)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Placeholders, a UUID, a MAC, a date and a part number in a file named for keys.
        ("product_keys.txt", "trial: XXXXX-XXXXX-XXXXX-XXXXX-XXXXX\n"),
        ("licence-keys.txt", "server 4F2A9C31-7B6D-4E8A-9F10-2C3D4E5F6A7B\n"),
        ("product-keys.txt", "ac:1f:6b:00:10:01 bound 2026-09-02, part SFT-DCMS-SINGLE\n"),
        # The same shape in a file not named for keys, with no licence word beside it.
        ("inventory.txt", f"ac:1f:6b:00:10:01 {HEX_KEY}\n"),
    ],
)
def test_what_only_looks_like_a_listed_key_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_a_huge_file_of_dashed_groups_takes_linear_time(rules: RuleSet) -> None:
    text = "ABCD-" * 400_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "product-keys.txt", part), text)
    assert linear, times
